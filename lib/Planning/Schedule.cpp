//===- Schedule.cpp - plans as sequences of memory events -------*- C++ -*-===//

#include "memplan/Planning/Schedule.h"

using namespace memplan;

std::string_view memplan::toString(EventKind kind) {
  switch (kind) {
  case EventKind::Compute:
    return "compute";
  case EventKind::Free:
    return "free";
  case EventKind::SwapOut:
    return "swap_out";
  case EventKind::SwapIn:
    return "swap_in";
  }
  return "?";
}

bool memplan::parseEventKind(std::string_view name, EventKind &kind) {
  for (EventKind k : {EventKind::Compute, EventKind::Free, EventKind::SwapOut,
                      EventKind::SwapIn}) {
    if (toString(k) == name) {
      kind = k;
      return true;
    }
  }
  return false;
}

Schedule memplan::baselineSchedule(const Graph &graph) {
  Schedule schedule;
  schedule.reserve(2 * graph.size());
  for (NodeId v = 0; v < static_cast<NodeId>(graph.size()); ++v) {
    schedule.push_back({EventKind::Compute, v});
    // Inputs are sorted and unique; an input's last user is the back of its
    // (ascending) user list.
    for (NodeId input : graph.node(v).inputs)
      if (graph.users(input).back() == v)
        schedule.push_back({EventKind::Free, input});
  }
  return schedule;
}
