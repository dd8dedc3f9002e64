//===- PlanningGraph.h - a function as the planner's graph ------*- C++ -*-===//
//
// The planner's view of a function in linalg on tensors: one node per op of
// the body that produces tensors or reads them (the terminator included, so
// that returned values stay live to the end), in program order. A node's
// bytes are its tensor results; its inputs are the nodes whose results it
// reads, in its operands or from inside its regions. Tensor arguments and
// tensor constants are persistent; `tensor.empty` and constants are no
// nodes (a recomputation clones them).
//
// Every tensor result is its own buffer here: planning is on SSA values,
// where recomputation is safe. An op whose only result is only the
// destination of a destination-style op (a linalg.fill before a matmul) is
// folded into that op's node, since bufferization writes both in one buffer.
// Views (extract_slice, expand/collapse_shape, cast, reshape, bitcast) have
// no bytes and are never swapped; their readers also read the viewed node,
// which may be swapped or recomputed (memplan-materialize builds the views
// again over its new value). Results of ops with side effects are never
// recomputed. What the terminator reads is returned: its bytes count at
// every step (Graph::resultBytes), since packing leaves returned buffers
// out of the arena, and it is never moved.
//
// Passes that print or report memory use MemoryAnalysis, which is built on
// this graph: the numbers they show are the ones the planner plans against.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_PLANNINGGRAPH_H
#define MEMPLAN_ANALYSIS_PLANNINGGRAPH_H

#include "memplan/Planning/Graph.h"
#include "memplan/Planning/Reorder.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::memplan {

struct PlanningGraph {
  ::memplan::Graph graph;
  /// The op of each node.
  SmallVector<Operation *> ops;
  /// Ops folded into each node, in program order before its op: those that
  /// only initialize the buffer the node's op then writes in place (a
  /// linalg.fill before a matmul). A recomputation clones them too.
  SmallVector<SmallVector<Operation *>> absorbed;
  DenseMap<Operation *, ::memplan::NodeId> nodeOf;
  /// Bytes of each node's tensor results as sized, before the returned
  /// nodes' bytes moved into graph.resultBytes (0 for views).
  SmallVector<int64_t> outputBytes;
  /// The nodes the terminator reads (directly or through views).
  llvm::BitVector returned;
  /// The nodes whose output takes the buffer of a donated argument (an
  /// update writing into the parameter it replaces, and what writes into
  /// that in turn): they need no bytes of their own, and a returned one is
  /// not counted in graph.resultBytes.
  llvm::BitVector donated;
  /// The nodes that write into a donated buffer, each with the other
  /// readers of what that buffer holds, which must run before it (what
  /// memplan-reorder keeps: ReorderOptions::bufferWrites).
  std::vector<::memplan::ReorderOptions::BufferWrite> donatedWrites;

  /// Builds the graph of `func` with node costs from `costOf`. Emits located
  /// errors (several blocks, dynamic shapes, unknown element types, sizes
  /// beyond 64 bits) and returns failure on input it cannot plan. A function
  /// without a body has an empty graph.
  static FailureOr<PlanningGraph>
  build(FunctionOpInterface func, function_ref<double(Operation *)> costOf);
};

/// Whether `op` is a view of its first operand (no memory of its own).
bool isTensorView(Operation *op);

/// The values whose buffer `op`'s result takes where they die at `op`, in
/// operand order: an elementwise linalg op's destination that it also reads,
/// or, while its destination is an empty tensor its body never reads, what
/// each input of the destination's type and indexing map is made from
/// through reshapes (tensor.expand_shape and tensor.collapse_shape: after
/// bufferization the input is then a view of that value's whole buffer),
/// where that value is an op's result or a donated argument of the function
/// (kDonatedAttrName) and no other view, no other operand reads it, and the
/// body does not read it at indices of its own (after bufferization,
/// memplan-elementwise-in-place gives the op the buffer of the first of
/// them that dies at it). The planning graph lists their nodes in
/// Node::inPlace.
SmallVector<Value> getInPlaceCandidates(Operation *op);

} // namespace mlir::memplan

#endif // MEMPLAN_ANALYSIS_PLANNINGGRAPH_H
