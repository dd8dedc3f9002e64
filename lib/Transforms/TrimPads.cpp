//===- TrimPads.cpp - pad widths no reader reads --------------------------===//

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

/// The extent the readers of `pad` read along each dimension (the largest
/// index any of them reads, plus one), when every user is a linalg op that
/// reads it as an input through indexing maps of sums of loop dimensions
/// times constants, never below 0 (getBoundForAffineExpr bounds them).
static std::optional<SmallVector<int64_t>> readExtents(tensor::PadOp pad) {
  int64_t rank = pad.getResultType().getRank();
  SmallVector<int64_t> extents(rank, 0);
  for (OpOperand &use : pad.getResult().getUses()) {
    auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!reader || !reader.hasPureTensorSemantics() || !reader.isDpsInput(&use))
      return std::nullopt;
    SmallVector<int64_t> ranges = reader.getStaticLoopRanges();
    if (llvm::any_of(ranges, [](int64_t r) {
          return ShapedType::isDynamic(r) || r <= 0;
        }))
      return std::nullopt;
    AffineMap map = reader.getMatchingIndexingMap(&use);
    if (map.getNumSymbols() != 0)
      return std::nullopt;
    SmallVector<std::optional<int64_t>> lows(ranges.size(), 0), highs;
    for (int64_t range : ranges)
      highs.push_back(range - 1);
    for (int64_t d = 0; d < rank; ++d) {
      AffineExpr expr = map.getResult(d);
      std::optional<int64_t> least = getBoundForAffineExpr(
          expr, map.getNumDims(), 0, lows, highs, /*isUpper=*/false);
      std::optional<int64_t> largest = getBoundForAffineExpr(
          expr, map.getNumDims(), 0, lows, highs, /*isUpper=*/true);
      if (!least || *least < 0 || !largest)
        return std::nullopt;
      extents[d] = std::max(extents[d], *largest + 1);
    }
  }
  return extents;
}

struct TrimPadsPass : mlir::memplan::impl::MemPlanTrimPadsBase<TrimPadsPass> {
  void runOnOperation() override {
    SmallVector<tensor::PadOp> pads;
    getOperation()->walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    IRRewriter rewriter(&getContext());
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
  }
};

} // namespace
