//===- MathToLibm.cpp - math ops to libm calls where libm has them --------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
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
    // Upstream's patterns, applied where they match: an op without a libm
    // function is left as it is instead of failing a conversion.
    RewritePatternSet patterns(&getContext());
    populateMathToLibmConversionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
