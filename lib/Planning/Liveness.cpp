//===- Liveness.cpp - live intervals and memory bounds ----------*- C++ -*-===//

#include "memplan/Planning/Liveness.h"

using namespace memplan;

MemoryProfile memplan::baselineProfile(const Graph &graph) {
  MemoryProfile profile;
  int32_t steps = static_cast<int32_t>(graph.size());
  if (steps == 0)
    return profile;
  // Difference array over steps: +bytes at start, -bytes after end.
  std::vector<int64_t> delta(steps + 1, 0);
  profile.intervals.reserve(steps);
  for (NodeId v = 0; v < steps; ++v) {
    const std::vector<NodeId> &users = graph.users(v);
    int32_t end = users.empty() ? steps - 1 : users.back();
    profile.intervals.push_back({v, v, end});
    delta[v] += graph.node(v).bytes;
    delta[end + 1] -= graph.node(v).bytes;
  }
  profile.curve.resize(steps);
  int64_t resident = graph.residentBytes();
  for (int32_t step = 0; step < steps; ++step) {
    resident += delta[step];
    profile.curve[step] = resident;
    if (resident > profile.peak) {
      profile.peak = resident;
      profile.peakStep = step;
    }
  }
  return profile;
}

LowerBound memplan::lowerBound(const Graph &graph) {
  LowerBound bound;
  for (NodeId v = 0; v < static_cast<NodeId>(graph.size()); ++v) {
    int64_t workingSet = graph.node(v).bytes;
    for (NodeId input : graph.node(v).inputs)
      workingSet += graph.node(input).bytes;
    if (bound.node < 0 || workingSet > bound.bytes) {
      bound.bytes = workingSet;
      bound.node = v;
    }
  }
  bound.bytes += graph.residentBytes();
  return bound;
}
