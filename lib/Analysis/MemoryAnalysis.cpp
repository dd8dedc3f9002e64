//===- MemoryAnalysis.cpp - the memory of a function, as planned ----------===//

#include "memplan/Analysis/MemoryAnalysis.h"

#include "memplan/Analysis/CostModel.h"

#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "memplan-analysis"

using namespace mlir;
using namespace mlir::memplan;

FailureOr<MemoryAnalysis>
MemoryAnalysis::compute(FunctionOpInterface func,
                        function_ref<double(Operation *)> costOf) {
  FailureOr<PlanningGraph> built = PlanningGraph::build(func, costOf);
  if (failed(built))
    return failure();
  MemoryAnalysis analysis;
  analysis.planning = std::move(*built);
  analysis.computeProfile();
  analysis.valid = true;
  return analysis;
}

MemoryAnalysis::MemoryAnalysis(Operation *op) {
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func) {
    op->emitError() << "the memory analysis runs on functions";
    return;
  }
  FailureOr<MemoryAnalysis> computed = compute(func, [](Operation *op) {
    return getAnnotatedMicroseconds(op).value_or(0.0);
  });
  if (succeeded(computed))
    *this = std::move(*computed);
}

std::optional<double> MemoryAnalysis::getAnnotatedMicroseconds(Operation *op) {
  if (std::optional<OpCost> cost = getAnnotatedCost(op))
    return cost->seconds * 1e6;
  return std::nullopt;
}

void MemoryAnalysis::computeProfile() {
  const ::memplan::Graph &graph = planning.graph;
  baseline = ::memplan::baselineProfile(graph);
  bound = ::memplan::lowerBound(graph);
  LLVM_DEBUG({
    llvm::dbgs() << "[memplan-analysis] " << graph.size() << " nodes, "
                 << getNumEdges() << " edges; persistent "
                 << graph.persistentBytes << " B, returned "
                 << graph.resultBytes << " B\n";
    if (Operation *op = getPeakOp())
      llvm::dbgs() << "[memplan-analysis] unplanned peak " << baseline.peak
                   << " B at step " << baseline.peakStep << " ("
                   << op->getName() << " at " << op->getLoc() << ")\n";
    if (Operation *op = getLowerBoundOp())
      llvm::dbgs() << "[memplan-analysis] lower bound " << bound.bytes
                   << " B: the working set of node #" << bound.node << " ("
                   << op->getName() << " at " << op->getLoc() << ")\n";
  });
}

size_t MemoryAnalysis::getNumEdges() const {
  size_t edges = 0;
  for (const ::memplan::Node &node : planning.graph.getNodes())
    edges += node.inputs.size();
  return edges;
}

std::optional<MemoryAnalysis::NodeId>
MemoryAnalysis::lookupNode(Operation *op) const {
  auto it = planning.nodeOf.find(op);
  if (it == planning.nodeOf.end())
    return std::nullopt;
  return it->second;
}

Operation *MemoryAnalysis::getPeakOp() const {
  return planning.ops.empty() ? nullptr : planning.ops[baseline.peakStep];
}

Operation *MemoryAnalysis::getLowerBoundOp() const {
  return bound.node < 0 ? nullptr : planning.ops[bound.node];
}
