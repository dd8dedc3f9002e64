//===- ProgramOrder.cpp - moving a function's ops into a new order -------===//

#include "memplan/Transforms/ProgramOrder.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/Planning/Reorder.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::memplan;

FailureOr<std::vector<char>>
mlir::memplan::getPinnedNodes(FunctionOpInterface func,
                              const PlanningGraph &graph) {
  llvm::DenseSet<Operation *> inGraph;
  std::vector<char> pinned(graph.graph.size(), 0);
  for (size_t id = 0; id < graph.ops.size(); ++id) {
    Operation *op = graph.ops[id];
    bool keep = op->hasTrait<OpTrait::IsTerminator>() || !isRecomputable(op);
    inGraph.insert(op);
    for (Operation *part : graph.absorbed[id]) {
      keep |= !isRecomputable(part);
      inGraph.insert(part);
    }
    pinned[id] = keep;
  }
  for (Operation &op : func.getFunctionBody().front())
    if (!inGraph.contains(&op) && !isMemoryEffectFree(&op))
      return failure();
  return pinned;
}

void mlir::memplan::moveOpsIntoOrder(FunctionOpInterface func,
                                     const PlanningGraph &graph,
                                     ArrayRef<::memplan::NodeId> order) {
  Block &block = func.getFunctionBody().front();
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
  for (::memplan::NodeId id : order)
    if (graph.ops[id] != terminator)
      place(graph.ops[id]);
  for (Operation *op : original)
    if (op != terminator)
      place(op);
}

std::vector<::memplan::NodeId>
mlir::memplan::getReadersHoistedOrder(FunctionOpInterface func,
                                      const PlanningGraph &graph) {
  if (!llvm::hasSingleElement(func.getFunctionBody()) ||
      graph.graph.size() < 3)
    return {};
  FailureOr<std::vector<char>> pinned = getPinnedNodes(func, graph);
  if (failed(pinned))
    return {};
  ::memplan::ReorderOptions options;
  options.pinned = std::move(*pinned);
  options.hoistReaders = true;
  options.bufferWrites = graph.donatedWrites;
  // After memplan-reorder only the third move could change the order: a
  // step without readers to hoist (GPT-2's) skips the search.
  if (!::memplan::hasReadersToHoist(graph.graph, options))
    return {};
  ::memplan::ReorderResult result =
      ::memplan::reorderForMemory(graph.graph, options);
  if (result.peakAfter >= result.peakBefore)
    return {};
  // The search charges an order that runs an update into a donated buffer
  // before a reader of the buffer; one that does so all the same is not
  // planned: the step's graph, which the order permutes, gives the update
  // no bytes of its own.
  if (!::memplan::keepsBufferWrites(result.order, graph.donatedWrites))
    return {};
  return std::move(result.order);
}
