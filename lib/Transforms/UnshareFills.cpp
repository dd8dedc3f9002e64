//===- UnshareFills.cpp - a fill or an empty of its own for every writer ===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANUNSHAREFILLS
#define GEN_PASS_DEF_MEMPLANUNSHAREEMPTIES
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

struct UnshareFillsPass
    : mlir::memplan::impl::MemPlanUnshareFillsBase<UnshareFillsPass> {
  void runOnOperation() override {
    SmallVector<linalg::FillOp> shared;
    getOperation()->walk([&](linalg::FillOp fill) {
      if (fill.hasPureTensorSemantics() && fill.getResult(0).hasNUsesOrMore(2) &&
          fill.getDpsInitOperand(0)->get().getDefiningOp<tensor::EmptyOp>())
        shared.push_back(fill);
    });
    if (shared.empty())
      return markAllAnalysesPreserved();
    for (linalg::FillOp fill : shared) {
      Value value = fill.getResult(0);
      SmallVector<OpOperand *> writes;
      for (OpOperand &use : value.getUses()) {
        auto writer = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
        if (writer && writer.isDpsInit(&use))
          writes.push_back(&use);
      }
      Operation *empty = fill.getDpsInitOperand(0)->get().getDefiningOp();
      for (OpOperand *write : writes) {
        OpBuilder builder(write->getOwner());
        IRMapping mapping;
        Operation *own = builder.clone(*empty, mapping);
        // An op that never reads its destination needs no fill in it.
        auto linalgOp = dyn_cast<linalg::LinalgOp>(write->getOwner());
        if (!linalgOp || linalgOp.payloadUsesValueFromOperand(write))
          own = builder.clone(*fill, mapping);
        write->set(own->getResult(0));
      }
      if (value.use_empty()) {
        fill.erase();
        if (empty->use_empty())
          empty->erase();
      }
    }
  }
};

} // namespace

void mlir::memplan::eraseUnusedFill(RewriterBase &rewriter, Value filled) {
  auto fill = filled.getDefiningOp<linalg::FillOp>();
  if (!fill || !fill->use_empty())
    return;
  Value empty = fill.getDpsInits()[0];
  rewriter.eraseOp(fill);
  if (Operation *def = empty.getDefiningOp();
      def && isa<tensor::EmptyOp>(def) && def->use_empty())
    rewriter.eraseOp(def);
}

void mlir::memplan::giveEachUseItsEmpty(FunctionOpInterface func) {
  if (func.isExternal())
    return;
  SmallVector<tensor::EmptyOp> empties;
  for (Operation &op : func.getFunctionBody().front())
    if (auto empty = dyn_cast<tensor::EmptyOp>(op))
      empties.push_back(empty);
  for (tensor::EmptyOp empty : empties) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : empty->getUses())
      uses.push_back(&use);
    for (OpOperand *use : uses) {
      Operation *user = use->getOwner();
      while (user->getBlock() != empty->getBlock())
        user = user->getParentOp();
      OpBuilder b(user);
      use->set(b.clone(*empty)->getResult(0));
    }
    empty->erase();
  }
}

namespace {

struct UnshareEmptiesPass
    : mlir::memplan::impl::MemPlanUnshareEmptiesBase<UnshareEmptiesPass> {
  void runOnOperation() override {
    mlir::memplan::giveEachUseItsEmpty(getOperation());
  }
};

} // namespace
