//===- Reorder.h - a program order that holds fewer bytes -------*- C++ -*-===//
//
// The unplanned step's memory depends on the order of its ops as well as on
// the ops: a weight gradient's transposed and padded copies made while the
// input gradient of the same layer is resident cost both at once, made
// before it one after the other. reorderForMemory moves ops, never changing
// what they compute, so that the step holds fewer bytes at once (and fewer
// bytes over the step) before anything is swapped or recomputed. It is a
// local search over two moves, each judged by the step's liveness:
//
//  - sinking: a node, with the nodes computed only for it, moves to right
//    before its first reader (what it produces is resident for less time);
//  - hoisting: a node that is the last reader of some of its inputs moves
//    to right after their other readers (they are freed there), else to
//    right after the last of its inputs is computed;
//  - hoisting readers (ReorderOptions::hoistReaders): the late readers of a
//    value, with the views of it they read, move together to right after
//    one of its early readers when what they make from it is smaller than
//    it (a relu's mask and a max-pooling backward's window masks made in
//    the forward, where the activation is then freed).
//
// A move is kept when the step's peak goes down, or stays and the bytes
// resident summed over the steps go down. Pinned nodes (side effects, the
// terminator) are never moved, so they keep their order among themselves.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_REORDER_H
#define MEMPLAN_PLANNING_REORDER_H

#include "memplan/Planning/Graph.h"

#include <cstdint>
#include <vector>

namespace memplan {

struct ReorderOptions {
  /// Nodes that keep their place among the other pinned nodes (empty: none
  /// but the last node, which is the step's terminator when it has one).
  std::vector<char> pinned;
  /// The search stops after evaluating this many node visits of the
  /// liveness (a deterministic bound on its time: each judged move costs
  /// the graph's nodes and edges).
  int64_t workLimit = int64_t(1) << 26;
  /// Also tries the third move, hoisting readers. It lowers the unplanned
  /// step's memory the most, but a plan under a tight budget then has to
  /// compute those smaller values again instead of the value they replace,
  /// and can cost more: memplan-plan plans both orders and keeps the better
  /// plan (PlanRequest::alternativeOrder).
  bool hoistReaders = false;
  /// Nodes that write their output into a buffer the step is given
  /// (a donated argument, an update written into the parameter it
  /// replaces; their own bytes are 0 in the graph): that holds only while
  /// every node of `readers` runs before them. An order that puts one of
  /// them before such a reader is charged `bytes` at every step, the
  /// buffer of its own its output then needs.
  struct BufferWrite {
    NodeId node;
    int64_t bytes;
    std::vector<NodeId> readers;
  };
  std::vector<BufferWrite> bufferWrites;
  /// A move is judged by the steps it changes (the window between the
  /// first and the last step whose node differs; the rest of the order
  /// holds the same values). False measures the whole order for every
  /// move: the same orders, slower (for checking that they are the same).
  bool judgeInWindow = true;
};

struct ReorderResult {
  /// The new program order: order[i] is the node computed at step i. The
  /// identity when no move lowered the step's memory.
  std::vector<NodeId> order;
  /// Peak of the unplanned step (baselineProfile) before and after.
  int64_t peakBefore = 0, peakAfter = 0;
  /// Bytes resident summed over the steps, before and after.
  int64_t areaBefore = 0, areaAfter = 0;
  /// Moves kept, and whether the work limit stopped the search.
  int moves = 0;
  bool stopped = false;
};

/// A topological order of `graph`'s nodes with no higher peak than program
/// order, found by the local search above.
ReorderResult reorderForMemory(const Graph &graph,
                               const ReorderOptions &options = {});

/// Whether, in the order of `graph` as it is, some value has late readers
/// that the third move (hoisting readers) would try to move: a quick scan,
/// nothing judged. On an order the first two moves leave as it is (what
/// memplan-reorder gives), reorderForMemory with hoistReaders then moves
/// nothing.
bool hasReadersToHoist(const Graph &graph, const ReorderOptions &options);

/// Whether `order` (order[i]: the node computed at step i) runs every node
/// of `writes` after all its readers: where it does not, the buffer the
/// node writes into is still read after it, and the node needs a buffer of
/// its own that the graph (which gives it no bytes) does not count.
bool keepsBufferWrites(const std::vector<NodeId> &order,
                       const std::vector<ReorderOptions::BufferWrite> &writes);

/// `graph` with its nodes renumbered so that node i is `order[i]` of the
/// original (a topological order): inputs, in-place inputs and everything
/// else carried over.
Graph permuteGraph(const Graph &graph, const std::vector<NodeId> &order);

} // namespace memplan

#endif // MEMPLAN_PLANNING_REORDER_H
