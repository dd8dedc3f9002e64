//===- Reorder.cpp - ops in an order that holds fewer bytes ---------------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/Planning/Reorder.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
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
      return;
    Block &block = func.getFunctionBody().front();
    // A body the planning graph cannot size is left to the passes that
    // report it (memplan-plan says why).
    FailureOr<PlanningGraph> built = failure();
    {
      ScopedDiagnosticHandler quiet(&getContext(),
                                    [](Diagnostic &) { return success(); });
      built = PlanningGraph::build(func, [](Operation *) { return 0.0; });
    }
    if (failed(built) || built->graph.size() < 3)
      return;
    const PlanningGraph &graph = *built;

    // Ops with side effects keep their order: their nodes are pinned, and a
    // body with such an op outside the graph is not reordered.
    llvm::DenseSet<Operation *> inGraph;
    ::memplan::ReorderOptions options;
    options.workLimit = workLimit;
    options.pinned.assign(graph.graph.size(), 0);
    for (size_t id = 0; id < graph.ops.size(); ++id) {
      Operation *op = graph.ops[id];
      bool pinned = op->hasTrait<OpTrait::IsTerminator>() || !isRecomputable(op);
      inGraph.insert(op);
      for (Operation *part : graph.absorbed[id]) {
        pinned |= !isRecomputable(part);
        inGraph.insert(part);
      }
      options.pinned[id] = pinned;
    }
    for (Operation &op : block)
      if (!inGraph.contains(&op) && !isMemoryEffectFree(&op))
        return;

    ::memplan::ReorderResult result =
        ::memplan::reorderForMemory(graph.graph, options);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-reorder] " << result.moves
                            << " moves: peak " << result.peakBefore << " -> "
                            << result.peakAfter << " B, bytes x steps "
                            << result.areaBefore << " -> " << result.areaAfter
                            << (result.stopped ? " (work limit reached)" : "")
                            << "\n");
    if (result.moves == 0)
      return;

    // Rebuild the body in the new order: each op moves before the
    // terminator after the ops of the block it reads that have not moved
    // yet (the tensor.empty, constants and fills with no node of their own).
    SmallVector<Operation *> original;
    for (Operation &op : block)
      original.push_back(&op);
    Operation *terminator = block.getTerminator();
    llvm::DenseSet<Operation *> placed;
    SmallVector<Operation *> pending;
    auto place = [&](Operation *root) {
      pending.push_back(root);
      while (!pending.empty()) {
        Operation *op = pending.back();
        if (placed.contains(op)) {
          pending.pop_back();
          continue;
        }
        size_t before = pending.size();
        op->walk([&](Operation *nested) {
          for (Value operand : nested->getOperands()) {
            Operation *def = operand.getDefiningOp();
            if (def && def != op && def->getBlock() == &block &&
                !placed.contains(def))
              pending.push_back(def);
          }
        });
        if (pending.size() != before)
          continue; // its operands first
        pending.pop_back();
        placed.insert(op);
        op->moveBefore(terminator);
      }
    };
    for (::memplan::NodeId id : result.order)
      if (graph.ops[id] != terminator)
        place(graph.ops[id]);
    for (Operation *op : original)
      if (op != terminator)
        place(op);
  }
};

} // namespace
