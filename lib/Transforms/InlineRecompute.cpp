//===- InlineRecompute.cpp - inline memplan.recompute bodies ----*- C++ -*-===//

#include "memplan/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANINLINERECOMPUTE
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

struct InlineRecomputePass
    : mlir::memplan::impl::MemPlanInlineRecomputeBase<InlineRecomputePass> {
  using Base::Base;

  void runOnOperation() override {
    // Post-order: an inner recompute is inlined into its parent's body before
    // the parent itself is inlined.
    SmallVector<RecomputeOp> ops;
    getOperation()->walk([&](RecomputeOp op) { ops.push_back(op); });
    if (ops.empty())
      return markAllAnalysesPreserved();

    IRRewriter rewriter(&getContext());
    for (RecomputeOp op : ops) {
      Block &body = op.getBodyBlock();
      YieldOp yield = op.getYield();
      // A yielded body argument stands for the input it binds; the argument
      // itself disappears with the block.
      SmallVector<Value> yielded;
      for (Value value : yield.getValues()) {
        auto arg = dyn_cast<BlockArgument>(value);
        yielded.push_back(arg && arg.getOwner() == &body
                              ? op.getInputs()[arg.getArgNumber()]
                              : value);
      }
      rewriter.eraseOp(yield);
      rewriter.inlineBlockBefore(&body, op, op.getInputs());
      rewriter.replaceOp(op, yielded);
    }
  }
};

} // namespace
