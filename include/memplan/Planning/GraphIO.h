//===- GraphIO.h - graphs and schedules as JSON -----------------*- C++ -*-===//
//
// Node-link JSON training graphs (the Checkmate format: nodes with `id`,
// `name`, `backward`, `cost_cpu`, `cost_ram`; links `source` -> `target`;
// memplan adds the optional node flags `can_swap` and `can_recompute` and the
// optional graph fields `persistent_bytes` and `result_bytes`) and
// schedules `{"events": [["compute", 3], ["free", 1], ...]}`.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_GRAPHIO_H
#define MEMPLAN_PLANNING_GRAPHIO_H

#include "memplan/Planning/Schedule.h"

#include <string>
#include <string_view>

namespace memplan {

/// Parses a node-link graph. Node ids must be 0..n-1 and a topological order
/// (every link goes from a smaller to a larger id). On failure returns false
/// and says why in `error`.
bool parseNodeLinkGraph(std::string_view json, Graph &graph,
                        std::string &error);

/// Parses a schedule; node ids are checked against `graph`.
bool parseSchedule(std::string_view json, const Graph &graph,
                   Schedule &schedule, std::string &error);

std::string printSchedule(const Schedule &schedule);

/// The graph as node-link JSON that parseNodeLinkGraph reads back to an
/// equal graph.
std::string printNodeLinkGraph(const Graph &graph);

} // namespace memplan

#endif // MEMPLAN_PLANNING_GRAPHIO_H
