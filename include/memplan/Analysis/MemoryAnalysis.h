//===- MemoryAnalysis.h - the memory of a function, as planned --*- C++ -*-===//
//
// The one memory model of a function in linalg on tensors: its planning
// graph (PlanningGraph.h: one node per op that produces or reads tensors, in
// program order), each node's live range over the steps of the unplanned
// program (step i computes node i), the resident bytes at every step, the
// unplanned peak and the lower bound (the largest working set of one node),
// with the persistent bytes (tensor arguments and constants) and the
// returned bytes counted at every step.
//
// memplan-plan plans against exactly these numbers; memplan-print-memory and
// memplan-print-liveness print them. Building the analysis is also where
// input memplan cannot model is refused, with one set of located errors:
// several blocks, dynamic shapes, element types without a size, totals
// beyond 2^63-1 bytes.
//
// `-debug-only=memplan-analysis` shows the choices made while building it:
// which ops are folded into the node of the op that writes their result in
// place, which nodes are views, have side effects or are returned, and where
// the peak and the lower bound are.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_MEMORYANALYSIS_H
#define MEMPLAN_ANALYSIS_MEMORYANALYSIS_H

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Planning/Liveness.h"

#include <optional>

namespace mlir::memplan {

class MemoryAnalysis {
public:
  using NodeId = ::memplan::NodeId;

  /// Analyses `func` with the compute cost of each op from `costOf` (the
  /// planner's unit, microseconds). Emits located errors and returns failure
  /// on input it cannot model. A function without a body has no nodes.
  static FailureOr<MemoryAnalysis>
  compute(FunctionOpInterface func, function_ref<double(Operation *)> costOf);

  /// For `getAnalysis<MemoryAnalysis>()`: costs are those annotated by
  /// memplan-annotate-costs (0 for ops without). On input it cannot model,
  /// the errors are emitted here and isValid() is false.
  explicit MemoryAnalysis(Operation *op);
  bool isValid() const { return valid; }

  /// The time annotated on `op` by memplan-annotate-costs, in microseconds.
  static std::optional<double> getAnnotatedMicroseconds(Operation *op);

  /// The planner's input, and the ops behind its nodes.
  const PlanningGraph &getPlanningGraph() const { return planning; }
  const ::memplan::Graph &getGraph() const { return planning.graph; }
  size_t getNumNodes() const { return planning.graph.size(); }
  size_t getNumEdges() const;
  Operation *getOp(NodeId node) const { return planning.ops[node]; }
  /// Ops folded into `node`, before its op (a linalg.fill before a matmul).
  ArrayRef<Operation *> getAbsorbedOps(NodeId node) const {
    return planning.absorbed[node];
  }
  /// The node of `op`, if it is one (absorbed ops, tensor.empty and
  /// constants are none).
  std::optional<NodeId> lookupNode(Operation *op) const;

  /// Bytes of the node's tensor results: 0 for views; for returned nodes the
  /// bytes counted among the result bytes (the graph gives them 0).
  int64_t getOutputBytes(NodeId node) const {
    return planning.outputBytes[node];
  }
  bool isReturned(NodeId node) const { return planning.returned.test(node); }
  /// Whether the node's output takes a donated argument's buffer
  /// (PlanningGraph::donated).
  bool isInDonatedBuffer(NodeId node) const {
    return planning.donated.test(node);
  }
  /// Steps over which the node's output is resident in the unplanned step:
  /// from its op to its last reader (or the last step, when unread).
  const ::memplan::LiveInterval &getLiveRange(NodeId node) const {
    return baseline.intervals[node];
  }

  /// Bytes of the function's tensor arguments and tensor constants.
  int64_t getPersistentBytes() const { return planning.graph.persistentBytes; }
  /// Bytes of the returned nodes: packing leaves their buffers out of the
  /// arena, so they count at every step.
  int64_t getResultBytes() const { return planning.graph.resultBytes; }

  /// Resident bytes while each step runs, persistent and result bytes
  /// included.
  ArrayRef<int64_t> getCurve() const { return baseline.curve; }
  /// The unplanned peak and the first step that reaches it (no node: 0 and
  /// no op).
  int64_t getPeak() const { return baseline.peak; }
  NodeId getPeakNode() const { return baseline.peakStep; }
  Operation *getPeakOp() const;
  /// No plan runs in less: the largest working set of one node (its inputs
  /// and output, with the values nobody reads computed before it) plus the
  /// persistent and result bytes.
  int64_t getLowerBound() const { return bound.bytes; }
  NodeId getLowerBoundNode() const { return bound.node; }
  Operation *getLowerBoundOp() const;

  const ::memplan::MemoryProfile &getBaselineProfile() const {
    return baseline;
  }

private:
  MemoryAnalysis() = default;
  void computeProfile();

  PlanningGraph planning;
  ::memplan::MemoryProfile baseline;
  ::memplan::LowerBound bound;
  bool valid = false;
};

} // namespace mlir::memplan

#endif // MEMPLAN_ANALYSIS_MEMORYANALYSIS_H
