//===- LowerSwaps.cpp - swaps as host buffers and copies --------*- C++ -*-===//

#include "memplan/Transforms/Passes.h"

#include "Reports.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANLOWERSWAPS
#define GEN_PASS_DEF_MEMPLANLOWERHOSTMEMORY
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

struct LowerSwapsPass
    : mlir::memplan::impl::MemPlanLowerSwapsBase<LowerSwapsPass> {
  void runOnOperation() override {
    SmallVector<SwapOutOp> swapOuts;
    WalkResult walk = getOperation()->walk([&](Operation *op) {
      if (auto out = dyn_cast<SwapOutOp>(op)) {
        if (!isa<MemRefType>(out.getValue().getType())) {
          op->emitError() << "memplan-lower-swaps runs after bufferization; "
                             "this swap_out is still on a tensor";
          return WalkResult::interrupt();
        }
        swapOuts.push_back(out);
      } else if (auto in = dyn_cast<SwapInOp>(op)) {
        if (!isa<MemRefType>(in.getValue().getType())) {
          op->emitError() << "memplan-lower-swaps runs after bufferization; "
                             "this swap_in still produces a tensor";
          return WalkResult::interrupt();
        }
        // Copies are lowered from the swap_out that makes the host copy:
        // a handle from elsewhere (a block argument) has none to lower.
        if (!in.getHandle().getDefiningOp<SwapOutOp>()) {
          op->emitError() << "cannot lower a swap_in whose host handle does "
                             "not come from a memplan.swap_out";
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    if (swapOuts.empty())
      return markAllAnalysesPreserved();

    IRRewriter rewriter(&getContext());
    for (SwapOutOp out : swapOuts) {
      auto type = cast<MemRefType>(out.getValue().getType());
      auto buffer = MemRefType::get(type.getShape(), type.getElementType(),
                                    MemRefLayoutAttrInterface(),
                                    type.getMemorySpace());
      auto hostBuffer =
          MemRefType::get(type.getShape(), type.getElementType(),
                          MemRefLayoutAttrInterface(),
                          HostMemorySpaceAttr::get(&getContext()));
      rewriter.setInsertionPoint(out);
      auto host = memref::AllocOp::create(rewriter, out.getLoc(), hostBuffer);
      auto outCopy =
          memref::CopyOp::create(rewriter, out.getLoc(), out.getValue(), host);
      outCopy->setAttr("memplan.swap", rewriter.getStringAttr("out"));
      for (Operation *user :
           llvm::make_early_inc_range(out.getHandle().getUsers())) {
        auto in = dyn_cast<SwapInOp>(user);
        if (!in) {
          InFlightDiagnostic diag =
              user->emitError() << "cannot lower a host handle used by "
                                << user->getName();
          diag.attachNote(out.getLoc()) << "the handle is defined here";
          return signalPassFailure();
        }
        // A new buffer with the identity layout (the type bufferization
        // records), cast to the recorded type where a handle was written
        // with another layout that a cast reaches (a dynamic one).
        auto resultType = cast<MemRefType>(in.getValue().getType());
        rewriter.setInsertionPoint(in);
        Value device =
            memref::AllocOp::create(rewriter, in.getLoc(), buffer);
        auto inCopy = memref::CopyOp::create(rewriter, in.getLoc(), host, device);
        inCopy->setAttr("memplan.swap", rewriter.getStringAttr("in"));
        if (device.getType() != resultType) {
          if (!memref::CastOp::areCastCompatible(device.getType(),
                                                 resultType)) {
            in.emitError() << "cannot give a new buffer the type "
                           << resultType;
            return signalPassFailure();
          }
          device = memref::CastOp::create(rewriter, in.getLoc(), resultType,
                                          device);
        }
        rewriter.replaceOp(in, device);
      }
      rewriter.eraseOp(out);
    }
  }
};

} // namespace

namespace {

struct LowerHostMemoryPass
    : mlir::memplan::impl::MemPlanLowerHostMemoryBase<LowerHostMemoryPass> {
  void runOnOperation() override {
    eraseHolds(getOperation());
    eraseHostMemorySpace(getOperation());
  }
};

} // namespace

void mlir::memplan::eraseHostMemorySpace(Operation *root) {
  AttrTypeReplacer replacer;
  replacer.addReplacement([](MemRefType type) -> std::optional<Type> {
    if (!isHostMemory(type))
      return std::nullopt;
    return MemRefType::get(type.getShape(), type.getElementType(),
                           type.getLayout(), Attribute());
  });
  replacer.recursivelyReplaceElementsIn(root, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
}

void mlir::memplan::eraseHolds(Operation *root) {
  SmallVector<HoldOp> holds;
  root->walk([&](HoldOp hold) { holds.push_back(hold); });
  for (HoldOp hold : holds)
    hold.erase();
}
