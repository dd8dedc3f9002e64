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

/// The largest value of `expr` over loops of `ranges` (each from 0 to its
/// range - 1), when `expr` is a sum of loop dimensions times non-negative
/// constants and non-negative constants (it then grows with every loop).
static std::optional<int64_t> largestIndex(AffineExpr expr,
                                           ArrayRef<int64_t> ranges) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return ranges[dim.getPosition()] - 1;
  if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
    if (constant.getValue() < 0)
      return std::nullopt;
    return constant.getValue();
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return std::nullopt;
  if (expr.getKind() == AffineExprKind::Add) {
    std::optional<int64_t> lhs = largestIndex(binary.getLHS(), ranges);
    std::optional<int64_t> rhs = largestIndex(binary.getRHS(), ranges);
    if (!lhs || !rhs)
      return std::nullopt;
    return *lhs + *rhs;
  }
  if (expr.getKind() == AffineExprKind::Mul) {
    // The affine form has its constant factor on the right.
    auto factor = dyn_cast<AffineConstantExpr>(binary.getRHS());
    if (!factor || factor.getValue() < 0)
      return std::nullopt;
    std::optional<int64_t> lhs = largestIndex(binary.getLHS(), ranges);
    if (!lhs)
      return std::nullopt;
    return *lhs * factor.getValue();
  }
  return std::nullopt;
}

/// The extent the readers of `pad` read along each dimension (the largest
/// index any of them reads, plus one), when every user is a linalg op that
/// reads it as an input through an indexing map largestIndex bounds.
static std::optional<SmallVector<int64_t>> readExtents(tensor::PadOp pad) {
  int64_t rank = pad.getResultType().getRank();
  SmallVector<int64_t> extents(rank, 0);
  for (OpOperand &use : pad.getResult().getUses()) {
    auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!reader || !reader.hasPureTensorSemantics() || !reader.isDpsInput(&use))
      return std::nullopt;
    SmallVector<int64_t> ranges = reader.getStaticLoopRanges();
    if (llvm::any_of(ranges,
                     [](int64_t r) { return ShapedType::isDynamic(r); }) ||
        llvm::any_of(ranges, [](int64_t r) { return r <= 0; }))
      return std::nullopt;
    AffineMap map = reader.getMatchingIndexingMap(&use);
    for (int64_t d = 0; d < rank; ++d) {
      std::optional<int64_t> largest = largestIndex(map.getResult(d), ranges);
      if (!largest)
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
