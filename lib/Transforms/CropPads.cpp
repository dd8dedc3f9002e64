//===- CropPads.cpp - negative pad widths as slices -----------------------===//

#include "ChangeListener.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANCROPPADS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// Whether a tensor of `type` has a static size of 0: no elements.
bool hasNoElements(Type type) {
  return llvm::is_contained(cast<RankedTensorType>(type).getShape(), 0);
}

/// Replaces `op` by an empty tensor of its (static) result type.
void replaceByEmpty(Operation *op, RankedTensorType type,
                    PatternRewriter &rewriter) {
  rewriter.replaceOpWithNewOp<tensor::EmptyOp>(
      op, type.getShape(), type.getElementType(), type.getEncoding());
}

/// Replaces `pad`, whose every element is padding, by a tensor.generate of
/// its body: the pad's body computes an element from its indices, as
/// tensor.generate's does.
void replaceByGenerate(tensor::PadOp pad, PatternRewriter &rewriter) {
  auto generate = tensor::GenerateOp::create(rewriter, pad.getLoc(),
                                             pad.getResultType(), ValueRange());
  rewriter.inlineRegionBefore(pad.getRegion(), generate.getBody(),
                              generate.getBody().end());
  rewriter.replaceOp(pad, generate.getResult());
}

/// A pad with a negative constant width: the slice of its source that the
/// negative widths leave, padded by the others.
struct CropNegativeWidths : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp pad,
                                PatternRewriter &rewriter) const override {
    SmallVector<OpFoldResult> low = pad.getMixedLowPad();
    SmallVector<OpFoldResult> high = pad.getMixedHighPad();
    std::optional<SmallVector<int64_t>> lows = getConstantIntValues(low);
    std::optional<SmallVector<int64_t>> highs = getConstantIntValues(high);
    if (!lows || !highs ||
        (llvm::all_of(*lows, [](int64_t w) { return w >= 0; }) &&
         llvm::all_of(*highs, [](int64_t w) { return w >= 0; })))
      return failure();
    Location loc = pad.getLoc();
    Value source = pad.getSource();
    auto sourceType = cast<RankedTensorType>(source.getType());
    int64_t rank = sourceType.getRank();
    SmallVector<OpFoldResult> offsets, sizes,
        strides(rank, rewriter.getIndexAttr(1));
    SmallVector<OpFoldResult> keptLow, keptHigh;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t cropLow = std::max<int64_t>(-(*lows)[d], 0);
      int64_t cropHigh = std::max<int64_t>(-(*highs)[d], 0);
      if (!sourceType.isDynamicDim(d)) {
        // The source covers [low, low + size) of the result's [0, extent):
        // a negative width can cut past the source's other end (low -5 on
        // 4 rows), and what is left of the result is padding.
        int64_t size = sourceType.getDimSize(d);
        int64_t extent = size + (*lows)[d] + (*highs)[d];
        int64_t begin = std::clamp<int64_t>(-(*lows)[d], 0, size);
        int64_t end = std::clamp<int64_t>(extent - (*lows)[d], begin, size);
        // A slice of nothing starts at 0 (an offset must lie within the
        // source).
        offsets.push_back(rewriter.getIndexAttr(end > begin ? begin : 0));
        sizes.push_back(rewriter.getIndexAttr(end - begin));
        int64_t before = std::clamp<int64_t>((*lows)[d], 0, extent);
        keptLow.push_back(rewriter.getIndexAttr(before));
        keptHigh.push_back(
            rewriter.getIndexAttr(extent - before - (end - begin)));
        continue;
      }
      // A dynamic size: the widths cut within it.
      offsets.push_back(rewriter.getIndexAttr(cropLow));
      Value size = tensor::DimOp::create(rewriter, loc, source, d);
      Value cut =
          arith::ConstantIndexOp::create(rewriter, loc, cropLow + cropHigh);
      sizes.push_back(
          arith::SubIOp::create(rewriter, loc, size, cut).getResult());
      keptLow.push_back(
          rewriter.getIndexAttr(std::max<int64_t>((*lows)[d], 0)));
      keptHigh.push_back(
          rewriter.getIndexAttr(std::max<int64_t>((*highs)[d], 0)));
    }
    // Nothing of the source left: every element is padding, which the pad's
    // body computes from the element's indices, as tensor.generate's does
    // (a pad of an empty slice lowers to an insertion at an offset past
    // the result's end).
    if (pad.getResultType().hasStaticShape() &&
        llvm::any_of(sizes, [](OpFoldResult size) {
          return getConstantIntValue(size) == 0;
        })) {
      replaceByGenerate(pad, rewriter);
      return success();
    }
    Value slice = tensor::ExtractSliceOp::create(rewriter, loc, source,
                                                 offsets, sizes, strides);
    auto positive = [](OpFoldResult width) {
      return getConstantIntValue(width).value_or(0) > 0;
    };
    bool padded =
        llvm::any_of(keptLow, positive) || llvm::any_of(keptHigh, positive);
    if (!padded && slice.getType() == pad.getType()) {
      rewriter.replaceOp(pad, slice);
      return success();
    }
    auto cropped = tensor::PadOp::create(rewriter, loc, pad.getResultType(),
                                         slice, keptLow, keptHigh,
                                         pad.getNofold());
    rewriter.inlineRegionBefore(pad.getRegion(), cropped.getRegion(),
                                cropped.getRegion().end());
    rewriter.replaceOp(pad, cropped.getResult());
    return success();
  }
};

/// A pad of a source with no elements, or to a result with none (a static
/// size of 0): its elements are all padding, computed by the pad's body as
/// tensor.generate's, or there are none (tensor.empty). Bufferized as a pad,
/// the source's insertion lands at an offset at or past the end of the
/// result's dimension, which the subview verifier refuses.
struct PadOfNothing : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp pad,
                                PatternRewriter &rewriter) const override {
    RankedTensorType result = pad.getResultType();
    if (!result.hasStaticShape() ||
        !(hasNoElements(result) || hasNoElements(pad.getSourceType())))
      return failure();
    if (hasNoElements(result))
      replaceByEmpty(pad, result, rewriter);
    else
      replaceByGenerate(pad, rewriter);
    return success();
  }
};

/// Whether `value` has no elements by its type or, through tensor.cast
/// ops, by the type of what it is cast from (torch-mlir casts the empty
/// slice of torch.roll by 0 to a dynamic size before concatenating it).
bool knownEmpty(Value value) {
  while (true) {
    if (hasNoElements(value.getType()))
      return true;
    auto cast = value.getDefiningOp<tensor::CastOp>();
    if (!cast || !isa<RankedTensorType>(cast.getSource().getType()))
      return false;
    value = cast.getSource();
  }
}

/// A concatenation of operands some of which have no elements (torch.cat
/// with an empty tensor): of the others, or none (tensor.empty). Bufferized,
/// an empty operand's insertion at the end of the result is a subview past
/// the end of the dimension, which the verifier refuses.
struct ConcatWithoutEmpty : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp concat,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> kept;
    for (Value input : concat.getInputs())
      if (!knownEmpty(input))
        kept.push_back(input);
    if (kept.size() == concat.getInputs().size())
      return failure();
    RankedTensorType result = concat.getResultType();
    if (kept.empty()) {
      if (!result.hasStaticShape())
        return failure();
      replaceByEmpty(concat, result, rewriter);
      return success();
    }
    if (kept.size() == 1) {
      // The one operand left, as the result's type (a concatenation's
      // operands and result have compatible types).
      if (kept.front().getType() == result)
        rewriter.replaceOp(concat, kept.front());
      else
        rewriter.replaceOpWithNewOp<tensor::CastOp>(concat, result,
                                                    kept.front());
      return success();
    }
    rewriter.replaceOpWithNewOp<tensor::ConcatOp>(concat, result,
                                                  concat.getDim(), kept);
    return success();
  }
};

struct CropPadsPass
    : mlir::memplan::impl::MemPlanCropPadsBase<CropPadsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PadOfNothing>(&getContext(), /*benefit=*/2);
    patterns.add<ConcatWithoutEmpty>(&getContext());
    patterns.add<CropNegativeWidths>(&getContext());
    mlir::memplan::ChangeListener listener;
    walkAndApplyPatterns(getOperation(), std::move(patterns), &listener);
    if (!listener.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
