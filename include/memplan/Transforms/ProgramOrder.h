//===- ProgramOrder.h - moving a function's ops into a new order -*- C++ -*-===//
//
// What memplan-reorder and memplan-plan share to put the ops of a function
// body in the order of its planning graph's nodes that reorderForMemory
// gives.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_TRANSFORMS_PROGRAMORDER_H
#define MEMPLAN_TRANSFORMS_PROGRAMORDER_H

#include "memplan/Analysis/PlanningGraph.h"

#include <vector>

namespace mlir::memplan {

/// The nodes of `graph` (built from the single-block body of `func`) that
/// keep their order: the terminator and ops with side effects. Failure when
/// an op of the body outside the graph has side effects: such a body is not
/// reordered.
FailureOr<std::vector<char>> getPinnedNodes(FunctionOpInterface func,
                                            const PlanningGraph &graph);

/// Moves the ops of `func`'s body into `order` (order[i] is the node
/// computed at step i): each node's op goes before the terminator after
/// the ops of the body it reads that have not moved yet (the tensor.empty,
/// constants and fills with no node of their own). The planning graph built
/// again is then permuteGraph(graph.graph, order).
void moveOpsIntoOrder(FunctionOpInterface func, const PlanningGraph &graph,
                      ArrayRef<::memplan::NodeId> order);

/// The order of `graph`'s nodes (built from `func`) with the readers of
/// values moved early (reorderForMemory with hoistReaders), which
/// memplan-plan plans as well; empty when that order holds no less memory
/// unplanned or the body may not be reordered.
std::vector<::memplan::NodeId> getReadersHoistedOrder(
    FunctionOpInterface func, const PlanningGraph &graph);

} // namespace mlir::memplan

#endif // MEMPLAN_TRANSFORMS_PROGRAMORDER_H
