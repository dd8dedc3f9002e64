//===- ElementwiseInPlace.cpp - elementwise ops into dying inputs ---------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
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

/// The input of `op` whose buffer its result can take: the first tensor
/// `op` reads element for element, of the init's type, made by an op of
/// `op`'s block (not a constant, an empty tensor or a view), that dies at
/// `op`.
static Value dyingInput(linalg::LinalgOp op, OpOperand &init) {
  AffineMap initMap = op.getMatchingIndexingMap(&init);
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    Operation *def = value.getDefiningOp();
    if (value.getType() != init.get().getType() ||
        op.getMatchingIndexingMap(input) != initMap || !def ||
        def->getBlock() != op->getBlock() || isa<tensor::EmptyOp>(def) ||
        def->hasTrait<OpTrait::ConstantLike>() ||
        mlir::memplan::isTensorView(def) || !diesAt(value, op))
      continue;
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
      if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
          !linalg::isElementwise(op))
        return;
      OpOperand &init = *op.getDpsInitOperand(0);
      if (!init.get().getDefiningOp<tensor::EmptyOp>() ||
          op.payloadUsesValueFromOperand(&init))
        return;
      if (Value input = dyingInput(op, init))
        init.set(input);
    });
  }
};

} // namespace
