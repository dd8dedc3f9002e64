//===- FenceRecompute.cpp - recomputations a downstream CSE keeps -*- C++ -*-===//

#include "memplan/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANFENCERECOMPUTE
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

struct FenceRecomputePass
    : mlir::memplan::impl::MemPlanFenceRecomputeBase<FenceRecomputePass> {
  using Base::Base;

  void runOnOperation() override {
    if (style == "attribute")
      return markRecomputations();
    if (style == "op")
      return fenceRecomputations();
    mlir::emitError(getOperation()->getLoc())
        << "memplan-fence-recompute: unknown style '" << style
        << "' (expected 'attribute' or 'op')";
    signalPassFailure();
  }

  /// style=attribute: number the ops of each recomputation, so that no two
  /// of them (nor a recomputation and its original) are equivalent to CSE.
  void markRecomputations() {
    // A discardable attribute's name has a dialect prefix; without one it
    // would read as the op's own (inherent) attribute.
    StringRef name = attribute;
    if (!name.contains('.') || name.starts_with(".") || name.ends_with(".")) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-fence-recompute: attribute '" << name
          << "' is not a dialect-prefixed name (such as "
             "'memplan.recomputed')";
      return signalPassFailure();
    }
    Builder builder(&getContext());
    StringAttr key = builder.getStringAttr(name);
    int64_t number = 0;
    getOperation()->walk([&](RecomputeOp op) {
      IntegerAttr value = builder.getI64IntegerAttr(++number);
      // The body's ops and the ops nested in theirs (a linalg.generic's
      // scalar body): a downstream compiler that rebuilds an op, fusing a
      // producer into it or dropping unit dimensions, drops the op's
      // discardable attributes but clones its body with theirs, and CSE
      // compares regions op by op. Constants stay shared: they are not
      // work, and a constant with an attribute is not uniqued with its
      // twins. Terminators are rebuilt by such rewrites anyway.
      for (Operation &inner : op.getBodyBlock()) {
        if (isa<YieldOp>(inner) || inner.hasTrait<OpTrait::ConstantLike>())
          continue;
        inner.walk([&](Operation *nested) {
          if (!nested->hasTrait<OpTrait::IsTerminator>() &&
              !nested->hasTrait<OpTrait::ConstantLike>())
            nested->setAttr(key, value);
        });
      }
    });
  }

  /// style=op: one input of each recomputation through the fence op.
  void fenceRecomputations() {
    // An op's name is its dialect's namespace, a dot and its own name.
    StringRef fenceName = fence;
    if (!fenceName.contains('.') || fenceName.starts_with(".") ||
        fenceName.ends_with(".")) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-fence-recompute: fence '" << fenceName
          << "' is not an op name (a dialect's namespace, a dot and a name, "
             "such as 'util.optimization_barrier')";
      return signalPassFailure();
    }
    OperationName name(fence, &getContext());
    if (!name.isRegistered() && !getContext().allowsUnregisteredDialects()) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-fence-recompute creates '" << fence
          << "', which no loaded dialect defines: run with "
             "-allow-unregistered-dialect (the output is for a downstream "
             "compiler that defines it)";
      return signalPassFailure();
    }
    SmallVector<RecomputeOp> recomputes;
    getOperation()->walk([&](RecomputeOp op) { recomputes.push_back(op); });
    for (RecomputeOp op : recomputes) {
      // One that reads a recomputation (or a swapped-in value) differs
      // from its original already.
      if (op.getInputs().empty() ||
          llvm::any_of(op.getInputs(), [](Value input) {
            return isa_and_nonnull<RecomputeOp, SwapInOp>(
                input.getDefiningOp());
          }))
        continue;
      unsigned fenced = 0;
      for (auto [i, input] : llvm::enumerate(op.getInputs()))
        if (isa<BlockArgument>(input)) {
          fenced = i;
          break;
        }
      Value input = op.getInputs()[fenced];
      OpBuilder builder(op);
      OperationState state(op.getLoc(), name);
      state.addOperands(input);
      state.addTypes(input.getType());
      Operation *barrier = builder.create(state);
      op->setOperand(fenced, barrier->getResult(0));
    }
  }
};

} // namespace
