//===- MemPlan.h - memplan dialect, types and ops ---------------*- C++ -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLAN_H
#define MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLAN_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::memplan {

/// Host memory, the resource that swap-outs allocate and swap-ins read.
struct HostMemoryResource
    : public SideEffects::Resource::Base<HostMemoryResource> {
  StringRef getName() final { return "memplan.host"; }
};

} // namespace mlir::memplan

namespace mlir::memplan {
/// One memory event of a #memplan.plan schedule, in the planning core's
/// terms (memplan/Planning/Schedule.h: the kinds in the same order).
struct PlanEvent {
  enum class Kind : uint8_t { Compute, Free, SwapOut, SwapIn };
  Kind kind;
  int64_t node;
  bool operator==(const PlanEvent &other) const {
    return kind == other.kind && node == other.node;
  }
};
inline llvm::hash_code hash_value(const PlanEvent &event) {
  return llvm::hash_combine(static_cast<int>(event.kind), event.node);
}
/// `[compute 0, swap_out 0, ...]`, the schedule of a #memplan.plan.
void printSchedule(AsmPrinter &printer, ArrayRef<PlanEvent> schedule);
FailureOr<SmallVector<PlanEvent>> parseSchedule(AsmParser &parser);
} // namespace mlir::memplan

#include "memplan/Dialect/MemPlan/IR/MemPlanOpsDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsAttrs.h.inc"

namespace mlir::memplan {
/// Whether `type` is a memref in host memory (#memplan.host_memory).
inline bool isHostMemory(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  return memref && isa_and_nonnull<HostMemorySpaceAttr>(memref.getMemorySpace());
}

/// A function argument whose buffer the caller gives to the step (a unit
/// attribute): the step may write its results into it, and the argument's
/// contents are undefined after the call. A step that returns updated
/// parameters or optimizer state donates the old ones: each update then
/// writes into the buffer it replaces, as an in-place optimizer does, and
/// the new value needs no memory of its own.
inline constexpr llvm::StringLiteral kDonatedAttrName = "memplan.donated";
/// The bound of an integer argument (an i64 attribute N): its elements lie
/// in [0, N) (token and class ids); memplan-run seeds it so.
inline constexpr llvm::StringLiteral kBoundAttrName = "memplan.bound";

/// Whether `value` is an argument of a function's body that the caller
/// donates (kDonatedAttrName).
bool isDonatedArgument(Value value);

/// Whether a value of `type` can hold or name a buffer: anything but
/// numbers, vectors and complex numbers (a memref, a tensor made of a
/// buffer, a pointer). The buffer passes that derive no such value from
/// one are sure that value does not alias it.
bool mayHoldBuffer(Type type);

/// Whether running `op` a second time on the same operands has no effect
/// beyond its results, so that memplan.recompute may hold it: free of memory
/// effects, nested ops included, except assertions (`cf.assert`), which
/// check the operands again and pass again.
bool isRecomputable(Operation *op);
} // namespace mlir::memplan

#define GET_TYPEDEF_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsTypes.h.inc"

#define GET_OP_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOps.h.inc"

#endif // MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLAN_H
