//===- FoldTransposes.cpp - read through transposes -----------------------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANFOLDTRANSPOSES
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

/// Whether every use of `transpose`'s result is an input of a linalg op
/// (other than a transpose) on tensors, which can read the transpose's input
/// through its indexing map instead once it is a generic or a contraction
/// that takes any maps.
bool foldable(linalg::TransposeOp transpose) {
  if (!transpose.hasPureTensorSemantics())
    return false;
  Value result = transpose->getResult(0);
  if (result.use_empty())
    return false;
  for (OpOperand &use : result.getUses()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!linalgOp || isa<linalg::TransposeOp>(use.getOwner()) ||
        !linalgOp.isDpsInput(&use) || !linalgOp.hasPureTensorSemantics())
      return false;
  }
  return true;
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

} // namespace
