//===- Schedule.h - plans as sequences of memory events ---------*- C++ -*-===//
//
// A plan is a program order of events on the graph's nodes:
//   compute v   every input of v is resident; v becomes resident
//   free v      v leaves device memory
//   swap_out v  v is resident; afterwards a host copy of v exists
//   swap_in v   a host copy of v exists; v becomes resident
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_SCHEDULE_H
#define MEMPLAN_PLANNING_SCHEDULE_H

#include "memplan/Planning/Graph.h"

#include <string_view>
#include <vector>

namespace memplan {

enum class EventKind { Compute, Free, SwapOut, SwapIn };

std::string_view toString(EventKind kind);
/// Parses the names used in schedule files; false when unknown.
bool parseEventKind(std::string_view name, EventKind &kind);

struct Event {
  EventKind kind;
  NodeId node;
  bool operator==(const Event &other) const {
    return kind == other.kind && node == other.node;
  }
};

using Schedule = std::vector<Event>;

/// The unplanned step: compute in id order and free each output right after
/// its last consumer is computed. Outputs nobody reads (the step's results)
/// stay resident to the end.
Schedule baselineSchedule(const Graph &graph);

} // namespace memplan

#endif // MEMPLAN_PLANNING_SCHEDULE_H
