//===- ElementwiseInPlace.cpp - elementwise ops into dying inputs ---------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Analysis/PlanningGraph.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANELEMENTWISEINPLACE
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

/// The input of `op` whose buffer its result can take: of the init's type
/// and indexing map, made by an op of `op`'s block, and read by `op` only.
static OpOperand *dyingInput(linalg::LinalgOp op, OpOperand &init) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    Operation *def = value.getDefiningOp();
    if (value.getType() != init.get().getType() || !def ||
        def->getBlock() != op->getBlock() || isa<tensor::EmptyOp>(def) ||
        def->hasTrait<OpTrait::ConstantLike>() ||
        mlir::memplan::isTensorView(def) ||
        op.getMatchingIndexingMap(input) != op.getMatchingIndexingMap(&init))
      continue;
    if (!llvm::all_of(value.getUsers(),
                      [&](Operation *user) { return user == op; }))
      continue;
    // Another operand read element for element would be live through the
    // producer's work too once the two are one node: leave such ops alone.
    bool onlyBroadcastsBeside = llvm::all_of(
        op.getDpsInputOperands(), [&](OpOperand *other) {
          return other->get() == value ||
                 !isa<ShapedType>(other->get().getType()) ||
                 op.getMatchingIndexingMap(other).getNumResults() <
                     op.getMatchingIndexingMap(&init).getNumResults();
        });
    return onlyBroadcastsBeside ? input : nullptr;
  }
  return nullptr;
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
      if (OpOperand *input = dyingInput(op, init))
        init.set(input->get());
    });
  }
};

} // namespace
