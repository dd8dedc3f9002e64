//===- MathToLibm.cpp - math ops to libm calls where libm has them --------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
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
    // types marks the ones it makes `contract`, which lets the folder drop
    // the truncation and extension between two f16 or bf16 math ops (their
    // result would then differ from the ops' apart), and the LLVM lowering
    // copies it onto llvm.fpext/fptrunc as an attribute of the arith
    // dialect, which mlir-runner and mlir-translate cannot parse. Taken off
    // before any pattern driver folds.
    SmallVector<Operation *> mathOps;
    getOperation()->walk([&](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op))
        op->removeAttr("fastmath");
      else if (isa_and_nonnull<math::MathDialect>(op->getDialect()))
        mathOps.push_back(op);
    });
    if (mathOps.empty())
      return;
    // One driver over the math ops only (and what they make): libm has no
    // rsqrt, which becomes 1 / sqrt(x), as LLVM's lowering computes it, and
    // the sqrt it makes goes to libm like the rest. Upstream's patterns
    // apply where they match: an op without a libm function is left as it
    // is instead of failing a conversion. A driver over the whole module
    // would also fold and simplify the regions of every function, seconds
    // on a lowered training step.
    RewritePatternSet patterns(&getContext());
    math::populateExpansionPatterns(patterns, {"rsqrt"});
    populateMathToLibmConversionPatterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(mathOps, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
