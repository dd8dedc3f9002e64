//===- FuseIntoReductions.cpp - elementwise producers into reductions -----===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <optional>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANFUSEINTOREDUCTIONS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// The bytes of a statically shaped tensor `value`, if it is one.
std::optional<int64_t> staticBytes(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() ||
      !type.getElementType().isIntOrIndexOrFloat())
    return std::nullopt;
  return (type.getNumElements() *
              int64_t(type.getElementType().getIntOrFloatBitWidth()) +
          7) /
         8;
}

/// Whether `value` is read in `block` at `at` or after it (a use nested in
/// an op of `block` counts at that op).
bool readAtOrAfter(Value value, Operation *at) {
  Block *block = at->getBlock();
  for (Operation *user : value.getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (ancestor && (ancestor == at || at->isBeforeInBlock(ancestor)))
      return true;
  }
  return false;
}

/// Whether the input `operand` of the reduction `consumer` is the result
/// of an elementwise generic that only it reads, which fusing moves to the
/// reduction without any point holding more: the producer's inputs whose
/// lives get longer (defined in the block, last read before the consumer)
/// take at most the bytes of the producer's result, which goes.
bool fusesWithoutGrowth(OpOperand &operand) {
  auto consumer = cast<linalg::GenericOp>(operand.getOwner());
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  if (!producer || producer->getBlock() != consumer->getBlock() ||
      producer->getNumResults() != 1 || !operand.get().hasOneUse() ||
      !producer.hasPureTensorSemantics() ||
      producer.getNumParallelLoops() != producer.getNumLoops() ||
      !linalg::areElementwiseOpsFusable(&operand))
    return false;
  // Its destination only gives the shape (an empty tensor): a body that
  // reads it would make it one more input of the fused op.
  for (OpOperand &init : producer.getDpsInitsMutable())
    if (producer.payloadUsesValueFromOperand(&init))
      return false;
  std::optional<int64_t> freed = staticBytes(operand.get());
  if (!freed)
    return false;
  int64_t longer = 0;
  for (Value input : producer.getDpsInputs()) {
    if (!isa<RankedTensorType>(input.getType()))
      continue;
    Operation *definer = input.getDefiningOp();
    if (!definer || definer->getBlock() != consumer->getBlock() ||
        readAtOrAfter(input, consumer))
      continue;
    std::optional<int64_t> bytes = staticBytes(input);
    if (!bytes)
      return false;
    longer += *bytes;
  }
  return longer <= *freed;
}

/// The first input of `consumer` that fusesWithoutGrowth, if any.
OpOperand *fusableInput(linalg::GenericOp consumer) {
  if (!consumer.hasPureTensorSemantics() ||
      consumer.getNumReductionLoops() == 0)
    return nullptr;
  for (OpOperand *input : consumer.getDpsInputOperands())
    if (fusesWithoutGrowth(*input))
      return input;
  return nullptr;
}

struct FuseIntoReductionsPass
    : mlir::memplan::impl::MemPlanFuseIntoReductionsBase<
          FuseIntoReductionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> reductions;
    getOperation()->walk([&](linalg::GenericOp op) {
      if (fusableInput(op))
        reductions.push_back(op);
    });
    if (reductions.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp consumer : reductions) {
      // The fused op replaces the consumer; its inputs may be fusable
      // producers in turn.
      while (OpOperand *input = fusableInput(consumer)) {
        auto producer = input->get().getDefiningOp<linalg::GenericOp>();
        // The producer's destination (an empty tensor, which its body does
        // not read) goes with it when nothing else takes it.
        SmallVector<Operation *> destinations;
        for (Value init : producer.getDpsInits())
          if (Operation *definer = init.getDefiningOp())
            destinations.push_back(definer);
        rewriter.setInsertionPoint(consumer);
        FailureOr<linalg::ElementwiseOpFusionResult> fused =
            linalg::fuseElementwiseOps(rewriter, input);
        if (failed(fused))
          break;
        for (auto [original, replacement] : fused->replacements)
          rewriter.replaceAllUsesExcept(original, replacement, fused->fusedOp);
        rewriter.eraseOp(consumer);
        rewriter.eraseOp(producer);
        for (Operation *destination : destinations)
          if (isOpTriviallyDead(destination))
            rewriter.eraseOp(destination);
        consumer = cast<linalg::GenericOp>(fused->fusedOp);
      }
    }
  }
};

} // namespace
