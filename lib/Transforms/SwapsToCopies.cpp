//===- SwapsToCopies.cpp - swaps as tensor copies for the host --*- C++ -*-===//

#include "memplan/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANSWAPSTOCOPIES
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

struct SwapsToCopiesPass
    : mlir::memplan::impl::MemPlanSwapsToCopiesBase<SwapsToCopiesPass> {
  void runOnOperation() override {
    SmallVector<SwapOutOp> swapOuts;
    getOperation()->walk([&](SwapOutOp op) { swapOuts.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (SwapOutOp out : swapOuts) {
      for (Operation *user : out.getHandle().getUsers())
        if (!isa<SwapInOp>(user)) {
          InFlightDiagnostic diag =
              user->emitError() << "cannot lower a host handle used by "
                                << user->getName() << " to a copy";
          diag.attachNote(out.getLoc()) << "the handle is defined here";
          return signalPassFailure();
        }
      auto type = cast<RankedTensorType>(out.getValue().getType());
      rewriter.setInsertionPoint(out);
      Value host = bufferization::AllocTensorOp::create(
          rewriter, out.getLoc(), type, ValueRange(), out.getValue());
      for (Operation *user : llvm::make_early_inc_range(
               out.getHandle().getUsers())) {
        auto in = cast<SwapInOp>(user);
        rewriter.setInsertionPoint(in);
        Value device = bufferization::AllocTensorOp::create(
            rewriter, in.getLoc(), type, ValueRange(), host);
        rewriter.replaceOp(in, device);
      }
      rewriter.eraseOp(out);
    }
  }
};

} // namespace
