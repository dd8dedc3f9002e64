//===- SplitAtSlices.cpp - results read in slices, computed in slices -----===//

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Analysis/TensorSize.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <optional>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANSPLITATSLICES
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

/// The last op of `block` that reads `value` or a view made from it (a use
/// nested in an op of the block counts at that op); null when a reader is
/// outside the block.
Operation *lastReader(Value value, Block *block, bool &outside) {
  Operation *last = nullptr;
  auto later = [&](Operation *op) {
    if (!last || last->isBeforeInBlock(op))
      last = op;
  };
  for (Operation *user : value.getUsers()) {
    if (isTensorView(user) && user->getOperand(0) == value) {
      if (Operation *viewLast = lastReader(user->getResult(0), block, outside))
        later(viewLast);
      continue;
    }
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (!ancestor) {
      outside = true;
      continue;
    }
    later(ancestor);
  }
  return last;
}

/// Where the ops of a block are, numbered when an op is asked for that the
/// numbering does not know.
class BlockOrder {
public:
  int64_t operator()(Operation *op) {
    auto it = index.find(op);
    if (it != index.end())
      return it->second;
    index.clear();
    int64_t next = 0;
    for (Operation &each : *op->getBlock())
      index[&each] = next++;
    return index.lookup(op);
  }
  /// Forget the numbering (ops were erased, and new ones may take their
  /// addresses).
  void clear() { index.clear(); }

private:
  llvm::DenseMap<Operation *, int64_t> index;
};

/// A run of the slices of a result along one dimension that one op
/// computes: [begin, end) along it, read last at `lastRead`.
struct Piece {
  int64_t begin = 0, end = 0;
  int64_t firstRead = 0, lastRead = 0;
  SmallVector<tensor::ExtractSliceOp> slices;
};

/// The pieces to compute `result` in, one op each, instead of the op that
/// computes it whole. Every use of the result is a static, unit-stride,
/// full-rank extract_slice in its block that cuts one dimension (the same
/// for all, as the gradient of a concatenation is cut), and no two slices
/// overlap. Adjacent slices read last close together (within a sixteenth
/// of the block's ops) make one piece: a piece that dies only a few ops
/// earlier frees nothing a plan could use, and costs an op (a launch, and
/// the operands the slice does not cut read again). The result is split
/// only when there are two pieces or more and they free a quarter or more
/// of what it holds (bytes times ops, from the op to its last read).
/// Empty when the result stays whole; else `cutDim` is the dimension cut.
SmallVector<Piece> piecesOf(OpResult result, BlockOrder &order,
                            int64_t &cutDim) {
  auto type = dyn_cast<RankedTensorType>(result.getType());
  std::optional<int64_t> bytes =
      type ? getStaticSizeInBytes(type) : std::nullopt;
  if (!bytes || *bytes == 0 || result.use_empty())
    return {};
  Block *block = result.getOwner()->getBlock();
  ArrayRef<int64_t> shape = type.getShape();
  std::optional<int64_t> cut;
  SmallVector<Piece> slices;
  for (Operation *user : result.getUsers()) {
    auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
    if (!slice || slice->getBlock() != block ||
        slice.getType().getRank() != type.getRank() || !slice.hasUnitStride() ||
        !slice.getType().hasStaticShape() ||
        llvm::any_of(slice.getStaticOffsets(), ShapedType::isDynamic))
      return {};
    ArrayRef<int64_t> offsets = slice.getStaticOffsets();
    ArrayRef<int64_t> sizes = slice.getType().getShape();
    for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
      if (offsets[d] == 0 && sizes[d] == shape[d])
        continue;
      if (cut && *cut != d)
        return {};
      cut = d;
    }
    Piece piece;
    piece.slices.push_back(slice);
    slices.push_back(std::move(piece));
  }
  if (!cut || slices.size() < 2)
    return {};
  int64_t at = order(result.getOwner());
  int64_t last = at;
  for (Piece &piece : slices) {
    tensor::ExtractSliceOp slice = piece.slices.front();
    piece.begin = slice.getStaticOffsets()[*cut];
    piece.end = piece.begin + slice.getType().getDimSize(*cut);
    bool outside = false;
    Operation *reader = lastReader(slice.getResult(), block, outside);
    if (outside)
      return {};
    piece.firstRead = piece.lastRead = order(reader ? reader : slice);
    last = std::max(last, piece.lastRead);
  }
  llvm::sort(slices,
             [](const Piece &a, const Piece &b) { return a.begin < b.begin; });
  for (size_t i = 1; i < slices.size(); ++i)
    if (slices[i - 1].end > slices[i].begin)
      return {};
  int64_t span = last - at;
  int64_t close = static_cast<int64_t>(block->getOperations().size()) / 16;
  SmallVector<Piece> pieces;
  for (Piece &slice : slices) {
    if (!pieces.empty()) {
      Piece &run = pieces.back();
      if (run.end == slice.begin &&
          std::max(run.lastRead, slice.lastRead) -
                  std::min(run.firstRead, slice.firstRead) <=
              close) {
        run.end = slice.end;
        run.firstRead = std::min(run.firstRead, slice.firstRead);
        run.lastRead = std::max(run.lastRead, slice.lastRead);
        run.slices.push_back(slice.slices.front());
        continue;
      }
    }
    pieces.push_back(std::move(slice));
  }
  if (pieces.size() < 2)
    return {};
  // Bytes times ops: what the whole result holds, and what the pieces free
  // by dying at their own last reads.
  double perIndex = static_cast<double>(*bytes) / shape[*cut];
  double held = static_cast<double>(*bytes) * span;
  double freed = 0;
  for (const Piece &piece : pieces)
    freed += perIndex * (piece.end - piece.begin) * (last - piece.lastRead);
  if (4 * freed < held)
    return {};
  cutDim = *cut;
  return pieces;
}

/// Whether `op` is a structured op on tensors that can compute a slice of
/// its result alone: one result, written through a projected permutation
/// (so the slice fixes only parallel loops, and every element is computed
/// as before).
bool splittable(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !isa<TilingInterface>(op) || op->getNumResults() != 1 ||
      !linalgOp.hasPureTensorSemantics())
    return false;
  return linalgOp.getIndexingMapMatchingResult(op->getResult(0))
      .isProjectedPermutation();
}

/// `slice` of a fill, as a fill of an empty tensor of the slice's type (the
/// tensor.extract_slice of that empty tensor, which folds); `slice` itself
/// when it does not slice a fill.
Operation *fillOfSlice(RewriterBase &rewriter, tensor::ExtractSliceOp slice) {
  auto fill = slice.getSource().getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.hasPureTensorSemantics())
    return slice;
  rewriter.setInsertionPoint(slice);
  auto sliced = tensor::ExtractSliceOp::create(
      rewriter, slice.getLoc(), slice.getType(), fill.getOutputs()[0],
      slice.getMixedOffsets(), slice.getMixedSizes(), slice.getMixedStrides());
  auto filled = linalg::FillOp::create(rewriter, fill.getLoc(),
                                       fill.getInputs()[0], sliced.getResult());
  rewriter.replaceOp(slice, filled.getResult(0));
  return sliced;
}

/// Erases `op` if nothing reads it and it has no effects, then so the ops
/// that made its operands.
void eraseIfDead(RewriterBase &rewriter, Operation *op) {
  if (!op || !isOpTriviallyDead(op))
    return;
  SmallVector<Operation *> definers;
  for (Value operand : op->getOperands())
    definers.push_back(operand.getDefiningOp());
  rewriter.eraseOp(op);
  for (Operation *definer : definers)
    eraseIfDead(rewriter, definer);
}

struct SplitAtSlicesPass
    : mlir::memplan::impl::MemPlanSplitAtSlicesBase<SplitAtSlicesPass> {
  void runOnOperation() override {
    SmallVector<Operation *> producers;
    getOperation()->walk([&](Operation *op) {
      if (splittable(op))
        producers.push_back(op);
    });
    // The slices of empty tensors the split ops write into become empty
    // tensors of the slice's size.
    RewritePatternSet patternList(&getContext());
    tensor::populateFoldTensorEmptyPatterns(patternList);
    FrozenRewritePatternSet patterns(std::move(patternList));
    IRRewriter rewriter(&getContext());
    bool splitAny = false;
    BlockOrder order;
    for (Operation *producer : producers) {
      OpResult result = producer->getResult(0);
      int64_t cut = 0;
      SmallVector<Piece> pieces = piecesOf(result, order, cut);
      if (pieces.empty())
        continue;
      auto type = cast<RankedTensorType>(result.getType());
      // Each piece's op where the whole op was: its operands are defined
      // there, and no tensor lives longer than before. All of them or none.
      SmallVector<Value> values;
      SmallVector<Operation *> made, madeSlices;
      for (const Piece &piece : pieces) {
        SmallVector<OpFoldResult> offsets(type.getRank(),
                                          rewriter.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes,
            strides(type.getRank(), rewriter.getIndexAttr(1));
        for (int64_t size : type.getShape())
          sizes.push_back(rewriter.getIndexAttr(size));
        offsets[cut] = rewriter.getIndexAttr(piece.begin);
        sizes[cut] = rewriter.getIndexAttr(piece.end - piece.begin);
        rewriter.setInsertionPointAfter(producer);
        // The piece as a slice of the result, for upstream to tile the
        // producer by; nothing reads it after.
        auto whole = tensor::ExtractSliceOp::create(
            rewriter, producer->getLoc(), result, offsets, sizes, strides);
        Type pieceType = whole.getType();
        rewriter.setInsertionPoint(producer);
        FailureOr<TilingResult> tiled =
            tensor::replaceExtractSliceWithTiledProducer(rewriter, whole,
                                                         result);
        rewriter.eraseOp(whole);
        if (failed(tiled))
          break;
        llvm::append_range(made, tiled->generatedSlices);
        llvm::append_range(made, tiled->tiledOps);
        llvm::append_range(madeSlices, tiled->generatedSlices);
        if (tiled->tiledValues.size() != 1 ||
            tiled->tiledValues[0].getType() != pieceType)
          break;
        values.push_back(tiled->tiledValues[0]);
      }
      if (values.size() != pieces.size()) {
        // Users first: the tiled ops, then the slices they read.
        llvm::sort(made, [](Operation *a, Operation *b) {
          return b->isBeforeInBlock(a);
        });
        for (Operation *op : made)
          rewriter.eraseOp(op);
        continue;
      }
      for (auto [piece, value] : llvm::zip_equal(pieces, values)) {
        for (tensor::ExtractSliceOp slice : piece.slices) {
          if (slice.getType() == value.getType()) {
            rewriter.replaceOp(slice, value);
            continue;
          }
          SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
          offsets[cut] = rewriter.getIndexAttr(slice.getStaticOffsets()[cut] -
                                               piece.begin);
          rewriter.setInsertionPoint(slice);
          rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
              slice, slice.getType(), value, offsets, slice.getMixedSizes(),
              slice.getMixedStrides());
        }
      }
      SmallVector<Operation *> initDefiners;
      for (Value init :
           cast<DestinationStyleOpInterface>(producer).getDpsInits())
        initDefiners.push_back(init.getDefiningOp());
      rewriter.eraseOp(producer);
      // A slice of a fill (the zeros a convolution or a matmul accumulates
      // into) becomes a fill of its own.
      for (Operation *&slice : madeSlices)
        if (auto sliceOp = dyn_cast<tensor::ExtractSliceOp>(slice))
          slice = fillOfSlice(rewriter, sliceOp);
      (void)applyOpPatternsGreedily(madeSlices, patterns,
                                    GreedyRewriteConfig().setStrictness(
                                        GreedyRewriteStrictness::ExistingOps));
      for (Operation *definer : initDefiners)
        eraseIfDead(rewriter, definer);
      order.clear();
      splitAny = true;
    }
    if (!splitAny)
      markAllAnalysesPreserved();
  }
};

} // namespace
