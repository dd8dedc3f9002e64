//===- EraseDeadOps.cpp - ops whose results no one reads ------------------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANERASEDEADOPS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

struct EraseDeadOps
    : mlir::memplan::impl::MemPlanEraseDeadOpsBase<EraseDeadOps> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Upstream's dead-code elimination of regions: ops without side
    // effects whose results nothing reads, transitively.
    if (failed(runRegionDCE(rewriter, getOperation()->getRegions())))
      markAllAnalysesPreserved(); // nothing erased
  }
};

} // namespace
