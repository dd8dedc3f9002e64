//===- MathToLibm.cpp - math ops to libm calls where libm has them --------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANMATHTOLIBM
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

struct MathToLibmPass
    : mlir::memplan::impl::MemPlanMathToLibmBase<MathToLibmPass> {
  using Base::Base;

  void runOnOperation() override {
    // Fast-math flags on a float extension or truncation allow nothing:
    // one is exact, the other a single rounding. math-extend-to-supported-
    // types marks the ones it makes `contract`, and the LLVM lowering copies
    // that onto llvm.fpext/fptrunc as an attribute of the arith dialect,
    // which mlir-runner and mlir-translate cannot parse.
    getOperation()->walk([](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op))
        op->removeAttr("fastmath");
    });
    // Upstream's patterns, applied where they match: an op without a libm
    // function is left as it is instead of failing a conversion.
    RewritePatternSet patterns(&getContext());
    populateMathToLibmConversionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
