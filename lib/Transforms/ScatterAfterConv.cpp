//===- ScatterAfterConv.cpp - 1x1 convolutions before strided scatters ----===//

#include "ChangeListener.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANSCATTERAFTERCONV
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// The float constant `tensor` is filled with, when a linalg.fill of a
/// constant makes it.
static std::optional<APFloat> fillConstant(Value tensor) {
  auto fill = tensor.getDefiningOp<linalg::FillOp>();
  if (!fill)
    return std::nullopt;
  FloatAttr attr;
  if (!matchPattern(fill.value(), m_Constant(&attr)))
    return std::nullopt;
  return attr.getValue();
}

/// A convolution with a 1x1 filter (unit strides and dilations) whose input
/// is a tensor scattered with strides into a fill of zeros: each output
/// pixel reads the input pixel at its own place only, so the convolution of
/// the tensor, scattered likewise into the fill of the output, is the same.
struct ConvBeforeScatter : OpRewritePattern<linalg::Conv2DNchwFchwOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::Conv2DNchwFchwOp conv,
                                PatternRewriter &rewriter) const override {
    if (!conv.hasPureTensorSemantics() ||
        !llvm::all_of(conv.getStrides().getValues<int64_t>(),
                      [](int64_t s) { return s == 1; }) ||
        !llvm::all_of(conv.getDilations().getValues<int64_t>(),
                      [](int64_t d) { return d == 1; }))
      return failure();
    Value input = conv.getInputs()[0], filter = conv.getInputs()[1];
    Value init = conv.getOutputs()[0];
    auto filterType = dyn_cast<RankedTensorType>(filter.getType());
    if (!filterType || !filterType.hasStaticShape() ||
        filterType.getDimSize(2) != 1 || filterType.getDimSize(3) != 1)
      return failure();
    auto scatter = input.getDefiningOp<tensor::InsertSliceOp>();
    if (!scatter || !scatter->hasOneUse() ||
        scatter.getSourceType().getRank() != 4 ||
        !scatter.getSourceType().hasStaticShape() ||
        ShapedType::isDynamicShape(scatter.getStaticOffsets()) ||
        ShapedType::isDynamicShape(scatter.getStaticSizes()) ||
        ShapedType::isDynamicShape(scatter.getStaticStrides()))
      return failure();
    // Whole batches and channels, strided pixels.
    ArrayRef<int64_t> offsets = scatter.getStaticOffsets();
    ArrayRef<int64_t> strides = scatter.getStaticStrides();
    RankedTensorType destType = scatter.getType();
    for (int d = 0; d < 2; ++d)
      if (offsets[d] != 0 || strides[d] != 1 ||
          scatter.getSourceType().getDimSize(d) != destType.getDimSize(d))
        return failure();
    // The pixels between are zeros (of either sign: their products with a
    // finite filter add nothing), and the output starts from a constant
    // that adding a zero leaves as it is (not -0.0: -0.0 + 0.0 is 0.0).
    std::optional<APFloat> gap = fillConstant(scatter.getDest());
    std::optional<APFloat> start = fillConstant(init);
    if (!gap || !gap->isZero() || !start || !start->isFinite() ||
        (start->isZero() && start->isNegative()))
      return failure();
    auto resultType = cast<RankedTensorType>(conv.getResult(0).getType());
    if (!resultType.hasStaticShape() ||
        resultType.getDimSize(2) != destType.getDimSize(2) ||
        resultType.getDimSize(3) != destType.getDimSize(3))
      return failure();
    Location loc = conv.getLoc();
    RankedTensorType sourceType = scatter.getSourceType();
    auto smallType = RankedTensorType::get(
        {resultType.getDimSize(0), resultType.getDimSize(1),
         sourceType.getDimSize(2), sourceType.getDimSize(3)},
        resultType.getElementType());
    Value empty = tensor::EmptyOp::create(rewriter, loc, smallType.getShape(),
                                          smallType.getElementType());
    auto startFill = init.getDefiningOp<linalg::FillOp>();
    Value smallInit =
        linalg::FillOp::create(rewriter, loc, startFill.value(), empty)
            .getResult(0);
    auto small = cast<linalg::Conv2DNchwFchwOp>(rewriter.clone(*conv));
    small.getInputsMutable()[0].assign(scatter.getSource());
    small.getOutputsMutable()[0].assign(smallInit);
    small.getResult(0).setType(smallType);
    SmallVector<int64_t> sizes(smallType.getShape());
    auto scattered = tensor::InsertSliceOp::create(
        rewriter, loc, small.getResult(0), init, ArrayRef<Value>{},
        ArrayRef<Value>{}, ArrayRef<Value>{}, offsets, sizes, strides);
    rewriter.replaceOp(conv, scattered.getResult());
    // The scattered input, and the zeros it was scattered into, when
    // nothing else reads them.
    Value zeros = scatter.getDest();
    rewriter.eraseOp(scatter);
    mlir::memplan::eraseUnusedFill(rewriter, zeros);
    return success();
  }
};

struct ScatterAfterConvPass
    : mlir::memplan::impl::MemPlanScatterAfterConvBase<ScatterAfterConvPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvBeforeScatter>(&getContext());
    mlir::memplan::ChangeListener listener;
    walkAndApplyPatterns(getOperation(), std::move(patterns), &listener);
    if (!listener.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
