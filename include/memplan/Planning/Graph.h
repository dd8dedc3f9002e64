//===- Graph.h - the training step as a graph of ops ------------*- C++ -*-===//
//
// The planning core works on this graph, with plain C++ types only: one node
// per op, each producing one tensor of `bytes` bytes, read by the nodes that
// list it among their inputs. Node ids are a topological order, and the
// program order of the unplanned step is the order of ids.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_GRAPH_H
#define MEMPLAN_PLANNING_GRAPH_H

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace memplan {

using NodeId = int32_t;

struct Node {
  std::string name;
  /// Size of the node's output in bytes.
  int64_t bytes = 0;
  /// Time to compute the node once (seconds, or the unit of the input graph).
  double computeCost = 0;
  /// Part of the backward pass (informational; planners may prefer to keep
  /// activations that the backward pass reads soon).
  bool backward = false;
  /// Producers of the node's operands, without repetition, in ascending id.
  std::vector<NodeId> inputs;
  /// Whether a plan may move the output to host memory and back, or compute
  /// it again (the op has side effects, or its value is read through a view
  /// that a rewrite could not follow).
  bool canSwap = true;
  bool canRecompute = true;
  /// Inputs whose buffer the output takes when the input is freed right
  /// after the node (an elementwise op writing into an operand that dies at
  /// it): at that step the output costs no bytes of its own, up to the
  /// input's size. Only the first such input counts.
  std::vector<NodeId> inPlace;
};

/// A read-only run of node ids.
class NodeIds {
public:
  NodeIds(const NodeId *first, const NodeId *last) : first(first), last(last) {}
  const NodeId *begin() const { return first; }
  const NodeId *end() const { return last; }
  size_t size() const { return size_t(last - first); }
  bool empty() const { return first == last; }

private:
  const NodeId *first, *last;
};

class Graph {
public:
  /// Adds a node; inputs must name earlier nodes. Returns its id.
  NodeId addNode(Node node);

  size_t size() const { return nodes.size(); }
  const Node &node(NodeId id) const { return nodes[id]; }
  const std::vector<Node> &getNodes() const { return nodes; }
  /// Restricts what plans may do with a node's output.
  void setMovable(NodeId id, bool canSwap, bool canRecompute) {
    nodes[id].canSwap = canSwap;
    nodes[id].canRecompute = canRecompute;
  }
  void setBackward(NodeId id, bool backward) { nodes[id].backward = backward; }
  /// Moves a node's bytes elsewhere (into resultBytes, say).
  void setBytes(NodeId id, int64_t bytes) {
    nodes[id].bytes = bytes;
    byteSizes[id] = bytes;
  }
  /// node(id).bytes and node(id).computeCost, from arrays of their own
  /// (what a replay reads at every event: a Node is over a hundred bytes,
  /// and these arrays stay in the cache where the nodes do not).
  int64_t bytes(NodeId id) const { return byteSizes[id]; }
  double computeCost(NodeId id) const { return computeCosts[id]; }
  /// node(id).inputs, from one array of all nodes' inputs in id order (what
  /// the replays walk, node after node).
  NodeIds inputs(NodeId id) const {
    return {inputIds.data() + inputStart[id],
            inputIds.data() + inputStart[id + 1]};
  }
  /// node(id).inPlace, from one array of all nodes' in-place inputs in id
  /// order (read at every compute a replay meets).
  NodeIds inPlace(NodeId id) const {
    return {inPlaceIds.data() + inPlaceStart[id],
            inPlaceIds.data() + inPlaceStart[id + 1]};
  }
  /// Bytes that `v`'s output shares with `input`, one of its Node::inPlace
  /// inputs, when it takes that input's buffer.
  int64_t sharedBytes(NodeId v, NodeId input) const {
    return std::min(byteSizes[input], byteSizes[v]);
  }
  /// Consumers of `id`'s output, in ascending id.
  const std::vector<NodeId> &users(NodeId id) const { return userLists[id]; }
  /// Whether nothing reads `id`'s output: a result of the step, resident
  /// from its compute to the end in every plan.
  bool isResult(NodeId id) const { return userLists[id].empty(); }

  /// Bytes resident for the whole step regardless of the plan (parameters,
  /// optimizer state, the batch): they count against every budget.
  int64_t persistentBytes = 0;
  /// Bytes of the nodes whose outputs the step returns, when their buffers
  /// live outside the arena (memplan's packing leaves returned buffers out):
  /// a static arena cannot reuse their memory before they are written, so
  /// they count for the whole step, and such nodes have no bytes of their
  /// own.
  int64_t resultBytes = 0;
  /// Bytes resident at every step, whatever the plan.
  int64_t residentBytes() const { return persistentBytes + resultBytes; }

  /// Sum of the compute costs of all nodes, in id order: the cost of the
  /// unplanned step.
  double totalComputeCost() const { return computeTotal; }

  /// Checks the invariants that addNode cannot (used after deserialization,
  /// and by the planners before they start): sizes and costs are not
  /// negative, costs are finite, all bytes together (nodes, persistent,
  /// results) fit in int64_t and all costs together are at most
  /// kMaxTotalComputeCost. Returns an empty string when valid, else what is
  /// wrong.
  std::string validate() const;

  /// The largest sum of compute costs a graph may have: plans compute nodes
  /// again, and their step times must stay finite doubles.
  static constexpr double kMaxTotalComputeCost = 1e200;

private:
  std::vector<Node> nodes;
  std::vector<int64_t> byteSizes;
  std::vector<double> computeCosts;
  std::vector<std::vector<NodeId>> userLists;
  /// The inputs of node v are inputIds[inputStart[v], inputStart[v + 1]).
  std::vector<NodeId> inputIds;
  std::vector<size_t> inputStart = {0};
  /// The same for the in-place inputs.
  std::vector<NodeId> inPlaceIds;
  std::vector<size_t> inPlaceStart = {0};
  double computeTotal = 0;
};

} // namespace memplan

#endif // MEMPLAN_PLANNING_GRAPH_H
