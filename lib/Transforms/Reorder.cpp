//===- Reorder.cpp - ops in an order that holds fewer bytes ---------------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Transforms/ProgramOrder.h"

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Planning/Reorder.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "memplan-reorder"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANREORDER
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

struct ReorderPass : mlir::memplan::impl::MemPlanReorderBase<ReorderPass> {
  using Base::Base;

  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    if (func.isExternal() || !llvm::hasSingleElement(func.getFunctionBody()))
      return markAllAnalysesPreserved();
    // A body the planning graph cannot size is left to the passes that
    // report it (memplan-plan says why).
    FailureOr<PlanningGraph> built = failure();
    {
      ScopedDiagnosticHandler quiet(&getContext(),
                                    [](Diagnostic &) { return success(); });
      built = PlanningGraph::build(func, [](Operation *) { return 0.0; });
    }
    if (failed(built) || built->graph.size() < 3)
      return markAllAnalysesPreserved();
    const PlanningGraph &graph = *built;

    // Ops with side effects keep their order: their nodes are pinned, and a
    // body with such an op outside the graph is not reordered.
    FailureOr<std::vector<char>> pinned = getPinnedNodes(func, graph);
    if (failed(pinned))
      return markAllAnalysesPreserved();
    ::memplan::ReorderOptions options;
    options.workLimit = workLimit;
    options.pinned = std::move(*pinned);
    options.bufferWrites = graph.donatedWrites;

    ::memplan::ReorderResult result =
        ::memplan::reorderForMemory(graph.graph, options);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-reorder] " << result.moves
                            << " moves: peak " << result.peakBefore << " -> "
                            << result.peakAfter << " B, bytes x steps "
                            << result.areaBefore << " -> " << result.areaAfter
                            << (result.stopped ? " (work limit reached)" : "")
                            << "\n");
    if (result.moves == 0)
      return markAllAnalysesPreserved();

    moveOpsIntoOrder(func, graph, result.order);
  }
};

} // namespace
