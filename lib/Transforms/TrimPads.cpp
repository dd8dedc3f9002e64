//===- TrimPads.cpp - pad widths no reader reads --------------------------===//

#include "ChangeListener.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANTRIMPADS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// Raises `extents` to the extent `reader` reads of its input `use` along
/// each dimension (the largest index it reads, plus one), when it reads it
/// with static loop bounds through indexing maps of sums of loop dimensions
/// times constants, never below 0 (getBoundForAffineExpr bounds them);
/// false otherwise.
static bool addReadExtents(linalg::LinalgOp reader, OpOperand &use,
                           SmallVector<int64_t> &extents) {
  if (!reader.hasPureTensorSemantics() || !reader.isDpsInput(&use))
    return false;
  SmallVector<int64_t> ranges = reader.getStaticLoopRanges();
  if (llvm::any_of(ranges, [](int64_t r) {
        return ShapedType::isDynamic(r) || r <= 0;
      }))
    return false;
  AffineMap map = reader.getMatchingIndexingMap(&use);
  if (map.getNumSymbols() != 0 ||
      map.getNumResults() != int64_t(extents.size()))
    return false;
  SmallVector<std::optional<int64_t>> lows(ranges.size(), 0), highs;
  for (int64_t range : ranges)
    highs.push_back(range - 1);
  for (auto [d, expr] : llvm::enumerate(map.getResults())) {
    std::optional<int64_t> least = getBoundForAffineExpr(
        expr, map.getNumDims(), 0, lows, highs, /*isUpper=*/false);
    std::optional<int64_t> largest = getBoundForAffineExpr(
        expr, map.getNumDims(), 0, lows, highs, /*isUpper=*/true);
    if (!least || *least < 0 || !largest)
      return false;
    extents[d] = std::max(extents[d], *largest + 1);
  }
  return true;
}

/// The extent the readers of `pad` read along each dimension, when every
/// user is a linalg op that reads it as addReadExtents takes.
static std::optional<SmallVector<int64_t>> readExtents(tensor::PadOp pad) {
  SmallVector<int64_t> extents(pad.getResultType().getRank(), 0);
  for (OpOperand &use : pad.getResult().getUses()) {
    auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!reader || !addReadExtents(reader, use, extents))
      return std::nullopt;
  }
  return extents;
}

/// Gives each convolution (or pooling) that reads less of an input than
/// the input holds a slice of just what it reads: a pad that others read
/// too keeps its widths (torch-mlir's weight gradients read the padded
/// input through slices of their own), and an input no pad made may hold
/// rows no window reaches. IREE makes the same invalid `linalg.generic` of
/// such a convolution once its unit dimensions are folded away ("inferred
/// input/output operand #1 has shape's dimension #1 to be 6, but found 5":
/// a 5x5 depthwise window of stride 2 over a 6x6 padded input). The slice
/// is a view, and the convolution computes the same from it.
static void sliceConvolutionInputs(Operation *root, RewriterBase &rewriter) {
  SmallVector<linalg::LinalgOp> convolutions;
  root->walk([&](linalg::LinalgOp op) {
    if (isa<linalg::ConvolutionOpInterface>(op.getOperation()))
      convolutions.push_back(op);
  });
  for (linalg::LinalgOp op : convolutions) {
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      if (!type || !type.hasStaticShape())
        continue;
      SmallVector<int64_t> extents(type.getRank(), 0);
      if (!addReadExtents(op, *input, extents) ||
          llvm::equal(extents, type.getShape()))
        continue;
      // Reading past the input's end is the verifier's to report.
      if (llvm::any_of(llvm::zip(extents, type.getShape()), [](auto pair) {
            return std::get<0>(pair) > std::get<1>(pair);
          }))
        continue;
      rewriter.setInsertionPoint(op);
      SmallVector<OpFoldResult> offsets(type.getRank(),
                                        rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> strides(type.getRank(),
                                        rewriter.getIndexAttr(1));
      Value slice = tensor::ExtractSliceOp::create(
          rewriter, op.getLoc(), input->get(), offsets,
          getAsIndexOpFoldResult(rewriter.getContext(), extents), strides);
      rewriter.modifyOpInPlace(op, [&] { input->set(slice); });
    }
  }
}

struct TrimPadsPass : mlir::memplan::impl::MemPlanTrimPadsBase<TrimPadsPass> {
  using MemPlanTrimPadsBase::MemPlanTrimPadsBase;

  void runOnOperation() override {
    SmallVector<tensor::PadOp> pads;
    getOperation()->walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    mlir::memplan::ChangeListener listener;
    IRRewriter rewriter(&getContext(), &listener);
    for (tensor::PadOp pad : pads) {
      RankedTensorType type = pad.getResultType();
      auto sourceType = cast<RankedTensorType>(pad.getSource().getType());
      std::optional<SmallVector<int64_t>> lows =
          getConstantIntValues(pad.getMixedLowPad());
      std::optional<SmallVector<int64_t>> highs =
          getConstantIntValues(pad.getMixedHighPad());
      if (!lows || !highs || !type.hasStaticShape() ||
          !sourceType.hasStaticShape() || pad.getResult().use_empty())
        continue;
      std::optional<SmallVector<int64_t>> extents = readExtents(pad);
      if (!extents)
        continue;
      SmallVector<int64_t> trimmed = *highs, shape(type.getShape());
      bool cut = false;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        int64_t needed = std::max<int64_t>(
            (*extents)[d] - (*lows)[d] - sourceType.getDimSize(d), 0);
        if ((*highs)[d] > needed) {
          trimmed[d] = needed;
          shape[d] -= (*highs)[d] - needed;
          cut = true;
        }
      }
      if (!cut)
        continue;
      rewriter.setInsertionPoint(pad);
      SmallVector<OpFoldResult> low = pad.getMixedLowPad();
      SmallVector<OpFoldResult> high =
          getAsIndexOpFoldResult(&getContext(), trimmed);
      auto smaller =
          tensor::PadOp::create(rewriter, pad.getLoc(), type.clone(shape),
                                pad.getSource(), low, high, pad.getNofold());
      IRMapping mapping;
      pad.getRegion().cloneInto(&smaller.getRegion(), mapping);
      // Each reader reads the smaller pad as it read the whole one: its
      // loops, and so its results, do not change.
      rewriter.replaceAllUsesWith(pad.getResult(), smaller.getResult());
      rewriter.eraseOp(pad);
    }
    if (sliceConvolutions)
      sliceConvolutionInputs(getOperation(), rewriter);
    if (!listener.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
