//===- Liveness.h - live intervals and memory bounds ------------*- C++ -*-===//

#ifndef MEMPLAN_PLANNING_LIVENESS_H
#define MEMPLAN_PLANNING_LIVENESS_H

#include "memplan/Planning/Graph.h"

#include <vector>

namespace memplan {

/// A node's output is resident over the steps [start, end] of the baseline
/// program order (step i computes node i): from its producer to its last
/// consumer, or to the last step for outputs nobody reads.
struct LiveInterval {
  NodeId node;
  int32_t start;
  int32_t end;
};

struct MemoryProfile {
  std::vector<LiveInterval> intervals;
  /// Resident bytes (persistent bytes included) while step i runs: its
  /// inputs, its output (unless it takes the buffer of an input that dies
  /// there, Node::inPlace) and everything live across it.
  std::vector<int64_t> curve;
  int64_t peak = 0;
  /// The step at which the peak is first reached.
  int32_t peakStep = 0;
};

/// Liveness of the unplanned step (see baselineSchedule).
MemoryProfile baselineProfile(const Graph &graph);

/// The largest working set of a single node: its inputs and output (less
/// what the output shares with an input it writes in place), with the
/// step's results computed before it (values nobody reads, which stay
/// resident from their compute on), plus the persistent bytes. No plan,
/// with any swapping or recomputation, runs in less memory.
struct LowerBound {
  int64_t bytes = 0;
  NodeId node = -1;
};
LowerBound lowerBound(const Graph &graph);

} // namespace memplan

#endif // MEMPLAN_PLANNING_LIVENESS_H
