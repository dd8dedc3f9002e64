//===- ElementwiseInPlace.cpp - elementwise ops into dying inputs ---------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANELEMENTWISEINPLACE
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

/// Whether every use of `value` is in `op` or in an op of `op`'s block
/// before it: `op` is where `value` dies. A value swapped out is not: the
/// copy to the host may still be reading it (the planner does not count it
/// in place either).
static bool diesAt(Value value, Operation *op) {
  Block *block = op->getBlock();
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    Operation *at = block->findAncestorOpInBlock(*user);
    return at && !isa<mlir::memplan::SwapOutOp>(user) &&
           (at == op || at->isBeforeInBlock(op));
  });
}

/// The input of `op` whose buffer its result can take: the first of the
/// planning graph's in-place candidates that an op of `op`'s block makes
/// (not a constant or an empty tensor) and that dies at `op`.
static Value dyingInput(linalg::LinalgOp op) {
  for (Value value : mlir::memplan::getInPlaceCandidates(op)) {
    Operation *def = value.getDefiningOp();
    if (def->getBlock() == op->getBlock() && !isa<tensor::EmptyOp>(def) &&
        !def->hasTrait<OpTrait::ConstantLike>() && diesAt(value, op))
      return value;
  }
  return {};
}

namespace {

struct ElementwiseInPlacePass
    : mlir::memplan::impl::MemPlanElementwiseInPlaceBase<
          ElementwiseInPlacePass> {
  void runOnOperation() override {
    getOperation()->walk([](linalg::LinalgOp op) {
      // An op writing into one of its inputs has its destination already.
      if (op.getNumDpsInits() != 1 ||
          !op.getDpsInitOperand(0)->get().getDefiningOp<tensor::EmptyOp>())
        return;
      if (Value input = dyingInput(op))
        op.getDpsInitOperand(0)->set(input);
    });
  }
};

} // namespace
