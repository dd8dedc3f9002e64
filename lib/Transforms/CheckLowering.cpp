//===- CheckLowering.cpp - what the host lowering takes and leaves --------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANCHECKBUFFERIZED
#define GEN_PASS_DEF_MEMPLANCHECKLOWERED
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

bool isTensor(Type type) { return isa<TensorType>(type); }

struct CheckBufferized
    : mlir::memplan::impl::MemPlanCheckBufferizedBase<CheckBufferized> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](Operation *op) {
      auto func = dyn_cast<FunctionOpInterface>(op);
      bool onTensors =
          func ? llvm::any_of(func.getArgumentTypes(), isTensor) ||
                     llvm::any_of(func.getResultTypes(), isTensor)
               : llvm::any_of(op->getOperandTypes(), isTensor) ||
                     llvm::any_of(op->getResultTypes(), isTensor);
      if (!onTensors)
        return WalkResult::advance();
      op->emitError() << "the host lowering takes bufferized code, and '"
                      << op->getName()
                      << "' still works on tensors: bufferize the module "
                         "first (memplan-pipeline, or one-shot-bufferize)";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

struct CheckLowered
    : mlir::memplan::impl::MemPlanCheckLoweredBase<CheckLowered> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    Operation *first = nullptr, *firstCast = nullptr;
    module->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == module || isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      if (isa<UnrealizedConversionCastOp>(op)) {
        if (!firstCast)
          firstCast = op;
        return WalkResult::advance();
      }
      first = op;
      return WalkResult::interrupt();
    });
    Operation *left = first ? first : firstCast;
    if (!left)
      return markAllAnalysesPreserved();
    InFlightDiagnostic diag = left->emitError();
    if (first)
      diag << "'" << first->getName()
           << "' has no lowering to the LLVM dialect on the host";
    else
      diag << "a value here was converted to the LLVM dialect by one "
              "lowering and is used in its old type by another";
    signalPassFailure();
  }
};

} // namespace
