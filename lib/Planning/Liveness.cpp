//===- Liveness.cpp - live intervals and memory bounds ----------*- C++ -*-===//

#include "memplan/Planning/Liveness.h"

#include <algorithm>

using namespace memplan;

/// The bytes node `v`'s output shares, in program order, with the first
/// of its in-place inputs whose last use it is.
static int64_t inPlaceCredit(const Graph &graph, NodeId v) {
  for (NodeId u : graph.node(v).inPlace)
    if (graph.users(u).back() == v)
      return graph.sharedBytes(v, u);
  return 0;
}

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
    delta[v] += graph.bytes(v);
    delta[end + 1] -= graph.bytes(v);
  }
  profile.curve.resize(steps);
  int64_t resident = graph.residentBytes();
  for (int32_t step = 0; step < steps; ++step) {
    resident += delta[step];
    profile.curve[step] = resident - inPlaceCredit(graph, step);
    if (profile.curve[step] > profile.peak) {
      profile.peak = profile.curve[step];
      profile.peakStep = step;
    }
  }
  return profile;
}

LowerBound memplan::lowerBound(const Graph &graph) {
  LowerBound bound;
  // Results computed so far: every plan holds them from there on.
  int64_t results = 0;
  for (NodeId v = 0; v < static_cast<NodeId>(graph.size()); ++v) {
    int64_t workingSet = results + graph.bytes(v);
    if (graph.isResult(v))
      results += graph.bytes(v);
    for (NodeId input : graph.node(v).inputs)
      workingSet += graph.bytes(input);
    // At most one input gives its buffer to the output.
    int64_t shared = 0;
    for (NodeId input : graph.node(v).inPlace)
      shared = std::max(shared, graph.sharedBytes(v, input));
    workingSet -= shared;
    if (bound.node < 0 || workingSet > bound.bytes) {
      bound.bytes = workingSet;
      bound.node = v;
    }
  }
  bound.bytes += graph.residentBytes();
  return bound;
}
