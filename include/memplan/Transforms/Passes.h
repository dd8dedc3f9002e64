//===- Passes.h - memplan transformation passes -----------------*- C++ -*-===//

#ifndef MEMPLAN_TRANSFORMS_PASSES_H
#define MEMPLAN_TRANSFORMS_PASSES_H

#include "memplan/Analysis/CostModel.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/Planning/PlanRequest.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/JSON.h"

#include <functional>

namespace mlir::memplan {

/// The `cl::values` of a `strategy` option: every planner by name.
llvm::cl::ValuesClass getStrategyOptionValues();

#define GEN_PASS_DECL
#include "memplan/Transforms/Passes.h.inc"

/// memplan-plan handing its report (one object per planned function, as
/// the `report` file has them) to `onReport` when the pass succeeds.
std::unique_ptr<Pass>
createMemPlanPlan(const MemPlanPlanOptions &options,
                  std::function<void(llvm::json::Array)> onReport);

/// The budget that memplan-plan's options ask for: exactly one of `bytes`
/// (when not negative), `fraction` (when not -1) and the deprecated
/// `legacy` text (bytes when an integer, a fraction with a decimal point).
/// Errors go to `emitError`.
FailureOr<::memplan::Budget>
getBudget(int64_t bytes, double fraction, StringRef legacy,
          function_ref<InFlightDiagnostic()> emitError);

/// Drops #memplan.host_memory from every memref type in and under `root`
/// (ops, block arguments, function types): memplan-lower-host-memory, and
/// the GPU lowering once it has told host buffers apart.
void eraseHostMemorySpace(Operation *root);

/// Erases every memplan.hold in and under `root`: they only keep buffers
/// allocated for packing (memplan-pack-buffers, which erases its own), and
/// the lowerings erase any left.
void eraseHolds(Operation *root);

/// Gives every use of a tensor.empty in `func`'s entry block an empty of
/// its own, right before the user (or its ancestor in that block), and
/// erases the shared ones: memplan-unshare-empties.
void giveEachUseItsEmpty(FunctionOpInterface func);

/// Erases the linalg.fill that made `filled`, and the tensor.empty it
/// filled, when nothing reads them any more (a rewrite that replaced their
/// last reader).
void eraseUnusedFill(RewriterBase &rewriter, Value filled);

#define GEN_PASS_REGISTRATION
#include "memplan/Transforms/Passes.h.inc"

} // namespace mlir::memplan

#endif // MEMPLAN_TRANSFORMS_PASSES_H
