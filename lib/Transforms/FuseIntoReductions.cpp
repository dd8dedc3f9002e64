//===- FuseIntoReductions.cpp - elementwise producers into reductions -----===//

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Analysis/TensorSize.h"
#include "memplan/Planning/Arithmetic.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANFUSEINTOREDUCTIONS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

/// Whether `value`, or a view made from it, is read in `at`'s block at `at`
/// or after it (a use nested in an op of the block counts at that op).
bool readAtOrAfter(Value value, Operation *at) {
  Block *block = at->getBlock();
  for (Operation *user : value.getUsers()) {
    if (isTensorView(user) && user->getOperand(0) == value &&
        readAtOrAfter(user->getResult(0), at))
      return true;
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (ancestor && (ancestor == at || at->isBeforeInBlock(ancestor)))
      return true;
  }
  return false;
}

/// Whether the input `operand` of the reduction `consumer` is the result
/// of an elementwise generic that only it reads, which fusing moves to the
/// reduction without any point holding more: the tensors whose lives get
/// longer (the producer's inputs, or the tensors they are views of, made
/// in the block and read last before the consumer) take at most the bytes
/// of the producer's result, which goes.
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
  std::optional<int64_t> freed = getStaticSizeInBytes(operand.get().getType());
  if (!freed)
    return false;
  int64_t longer = 0;
  llvm::SmallPtrSet<Value, 4> counted;
  for (Value input : producer.getDpsInputs()) {
    if (!isa<RankedTensorType>(input.getType()))
      continue;
    // A view keeps the tensor it views.
    while (Operation *view = input.getDefiningOp()) {
      if (!isTensorView(view))
        break;
      input = view->getOperand(0);
    }
    Operation *definer = input.getDefiningOp();
    if (!definer || definer->getBlock() != consumer->getBlock() ||
        !counted.insert(input).second || readAtOrAfter(input, consumer))
      continue;
    std::optional<int64_t> bytes = getStaticSizeInBytes(input.getType());
    if (!bytes)
      return false;
    longer = ::memplan::saturatingAdd(longer, *bytes);
  }
  return longer <= *freed;
}

/// The first input of the reduction `consumer` (a generic on tensors, as
/// the op fused into it is too) that fusesWithoutGrowth, if any.
OpOperand *fusableInput(linalg::GenericOp consumer) {
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
      if (op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0)
        reductions.push_back(op);
    });
    bool fusedAny = false;
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
        fusedAny = true;
      }
    }
    if (!fusedAny)
      markAllAnalysesPreserved();
  }
};

} // namespace
