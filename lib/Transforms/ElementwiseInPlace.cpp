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

/// The input of `op` whose buffer its result can take: the only tensor
/// `op` reads element for element (any other is a broadcast: a second
/// full-size operand would be live through the producer's work too once
/// the two are one node), of the init's type, made by an op of `op`'s
/// block, and read by `op` only.
static Value dyingInput(linalg::LinalgOp op, OpOperand &init) {
  AffineMap initMap = op.getMatchingIndexingMap(&init);
  Value full;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!isa<ShapedType>(input->get().getType()) ||
        op.getMatchingIndexingMap(input).getNumResults() <
            initMap.getNumResults())
      continue;
    if ((full && full != input->get()) ||
        op.getMatchingIndexingMap(input) != initMap)
      return {};
    full = input->get();
  }
  Operation *def = full ? full.getDefiningOp() : nullptr;
  if (!def || full.getType() != init.get().getType() ||
      def->getBlock() != op->getBlock() || isa<tensor::EmptyOp>(def) ||
      def->hasTrait<OpTrait::ConstantLike>() ||
      mlir::memplan::isTensorView(def) ||
      !llvm::all_of(full.getUsers(),
                    [&](Operation *user) { return user == op; }))
    return {};
  return full;
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
