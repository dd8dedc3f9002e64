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
    OperationName name(fence, &getContext());
    if (!name.isRegistered() && !getContext().allowsUnregisteredDialects()) {
      getOperation()->emitError()
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
