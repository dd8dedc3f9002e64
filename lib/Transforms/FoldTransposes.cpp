//===- FoldTransposes.cpp - read through transposes, pads before them -----===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANFOLDTRANSPOSES
#define GEN_PASS_DEF_MEMPLANPADBEFORETRANSPOSES
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// Whether `op` takes its indexing maps from an attribute that may name any
/// map for its inputs (a generic, or a contraction whose maps may transpose
/// its operands): these keep their names.
bool hasSettableMaps(Operation *op) {
  return isa<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
             linalg::ContractOp>(op);
}

/// Whether `op` still verifies once it reads `transpose`'s input through
/// its maps: a batch matmul only where the transpose keeps the batch
/// dimension first (its maps may swap the two others, not move the batch);
/// other ops with settable maps take any permutation.
bool keepsNamedForm(Operation *op, linalg::TransposeOp transpose) {
  if (isa<linalg::BatchMatmulOp>(op))
    return transpose.getPermutation().front() == 0;
  return hasSettableMaps(op);
}

/// The map through which an op that read `transpose`'s result with `map`
/// reads its input instead: the inverse of the transpose's permutation
/// after `map`.
AffineMap throughTranspose(AffineMap map, linalg::TransposeOp transpose) {
  return inversePermutation(AffineMap::getPermutationMap(
                                transpose.getPermutation(), map.getContext()))
      .compose(map);
}

/// Whether linalg ops (other than transposes) on tensors read `value`, as
/// inputs, and nothing else does: they can read what a transpose
/// transposed through their indexing maps instead once they are generics
/// or contractions that take any maps.
bool readAsInputs(Value value) {
  if (value.use_empty())
    return false;
  for (OpOperand &use : value.getUses()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!linalgOp || isa<linalg::TransposeOp>(use.getOwner()) ||
        !linalgOp.isDpsInput(&use) || !linalgOp.hasPureTensorSemantics())
      return false;
  }
  return true;
}

/// Whether every use of `transpose`'s result is an input of a linalg op
/// (other than a transpose) on tensors.
bool foldable(linalg::TransposeOp transpose) {
  return transpose.hasPureTensorSemantics() &&
         readAsInputs(transpose->getResult(0));
}

struct FoldTransposesPass
    : mlir::memplan::impl::MemPlanFoldTransposesBase<FoldTransposesPass> {
  void runOnOperation() override {
    SmallVector<linalg::TransposeOp> transposes;
    getOperation()->walk([&](linalg::TransposeOp transpose) {
      if (foldable(transpose))
        transposes.push_back(transpose);
    });
    if (transposes.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (linalg::TransposeOp transpose : transposes) {
      Value input = transpose.getInput(), result = transpose->getResult(0);
      // Named ops with fixed maps (convolutions, elementwise ops), and
      // batch matmuls whose batch dimension the transpose moves, become
      // generics first: the same loops and body.
      llvm::SetVector<Operation *> users(llvm::from_range,
                                         result.getUsers());
      bool generalized = true;
      for (Operation *user : users) {
        if (keepsNamedForm(user, transpose))
          continue;
        rewriter.setInsertionPoint(user);
        generalized &= succeeded(
            linalg::generalizeNamedOp(rewriter, cast<linalg::LinalgOp>(user)));
      }
      if (!generalized)
        continue;
      for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
        auto linalgOp = cast<linalg::LinalgOp>(use.getOwner());
        SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
        unsigned index = use.getOperandNumber();
        maps[index] = throughTranspose(maps[index], transpose);
        // A contraction with its default maps gets them all, with this
        // one changed.
        ArrayAttr attr = Builder(linalgOp->getContext())
                             .getAffineMapArrayAttr(maps);
        TypeSwitch<Operation *>(linalgOp)
            .Case<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
                  linalg::ContractOp>(
                [&](auto op) { op.setIndexingMapsAttr(attr); });
        use.set(input);
      }
      Operation *init = transpose.getInit().getDefiningOp();
      transpose->erase();
      if (init && isa<tensor::EmptyOp>(init) && init->use_empty())
        init->erase();
    }
  }
};

/// Where `transpose`'s result is read only by a tensor.pad with a constant
/// padding value whose result linalg ops read as inputs (torch-mlir's
/// weight gradient of a padded convolution transposes the activation, then
/// pads the copy): pads the transpose's input instead and transposes the
/// padded tensor, the same tensor, which memplan-fold-transposes then
/// folds into its readers. Returns the new pad, or null where the pattern
/// does not match.
tensor::PadOp padFirst(RewriterBase &rewriter, linalg::TransposeOp transpose) {
  Value result = transpose->getResult(0);
  if (!transpose.hasPureTensorSemantics() || !result.hasOneUse())
    return nullptr;
  auto pad = dyn_cast<tensor::PadOp>(*result.getUsers().begin());
  if (!pad || pad.getNofold() || !readAsInputs(pad.getResult()))
    return nullptr;
  Value padding = pad.getConstantPaddingValue();
  if (!padding)
    return nullptr;
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  SmallVector<OpFoldResult> low = pad.getMixedLowPad();
  SmallVector<OpFoldResult> high = pad.getMixedHighPad();
  SmallVector<OpFoldResult> inputLow(low.size()), inputHigh(high.size());
  for (auto [dim, from] : llvm::enumerate(permutation)) {
    inputLow[from] = low[dim];
    inputHigh[from] = high[dim];
  }
  rewriter.setInsertionPoint(pad);
  // A constant made in the pad's body goes with that body: the new pad
  // yields a copy made before it.
  if (padding.getParentRegion() == &pad.getRegion())
    padding = rewriter.clone(*padding.getDefiningOp())->getResult(0);
  auto padded = tensor::PadOp::create(rewriter, pad.getLoc(), Type(),
                                      transpose.getInput(), inputLow, inputHigh,
                                      padding, /*nofold=*/false);
  auto type = cast<RankedTensorType>(pad.getResult().getType());
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(rewriter, pad.getLoc(), pad.getResult());
  Value init = tensor::EmptyOp::create(rewriter, transpose.getLoc(), sizes,
                                       type.getElementType());
  auto moved = linalg::TransposeOp::create(
      rewriter, transpose.getLoc(), padded.getResult(), init, permutation);
  rewriter.replaceOp(pad, moved->getResults());
  Operation *oldInit = transpose.getInit().getDefiningOp();
  rewriter.eraseOp(transpose);
  if (oldInit && isa<tensor::EmptyOp>(oldInit) && oldInit->use_empty())
    rewriter.eraseOp(oldInit);
  return padded;
}

struct PadBeforeTransposesPass
    : mlir::memplan::impl::MemPlanPadBeforeTransposesBase<
          PadBeforeTransposesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<linalg::TransposeOp> transposes;
    getOperation()->walk([&](linalg::TransposeOp transpose) {
      transposes.push_back(transpose);
    });
    bool changed = false;
    for (linalg::TransposeOp transpose : transposes)
      changed |= static_cast<bool>(padFirst(rewriter, transpose));
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
