//===- Simulator.h - replay a plan on compute and copy streams --*- C++ -*-===//
//
// The judge of every planner: replays a schedule, checks each event against
// the rules of Schedule.h and the budget, and times it on two streams that
// run concurrently — compute (in program order) and copy (swaps, in program
// order). A swap-out starts once its value is computed; a swap-in starts
// once the host copy exists and the program has reached it (its memory is
// taken there); a compute waits for the swap-ins of its inputs; a free of a
// value whose swap-out is still copying waits for the copy. A node that
// writes in place into an input freed right after it (Node::inPlace) takes
// no bytes of its own at its compute.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_SIMULATOR_H
#define MEMPLAN_PLANNING_SIMULATOR_H

#include "memplan/Planning/Schedule.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace memplan {

struct SimulatorOptions {
  /// Device bytes allowed at any time (persistent bytes included).
  int64_t budget = std::numeric_limits<int64_t>::max();
  /// Host link bandwidth, bytes per unit of compute cost; 0 makes copies
  /// instantaneous.
  double hostBandwidth = 0;
  /// Fixed cost of each copy, in units of compute cost.
  double transferLatency = 0;
};

struct SimulationResult {
  bool valid = true;
  /// When invalid: the index of the offending event and the broken rule.
  size_t failedEvent = 0;
  std::string error;

  /// Resident bytes after each event (persistent bytes included).
  std::vector<int64_t> curve;
  int64_t peak = 0;
  /// Sum of the compute costs of all compute events.
  double computeCost = 0;
  /// Recomputation overhead: computeCost / graph.totalComputeCost() - 1.
  double overhead = 0;
  /// Time when the last event completes, and the part of it the compute
  /// stream spent waiting for copies.
  double stepTime = 0;
  double stallTime = 0;
  size_t swapOuts = 0, swapIns = 0, recomputes = 0;
  int64_t swappedBytes = 0;
};

/// Cost of copying `bytes` between device and host under `options`.
double transferTime(int64_t bytes, const SimulatorOptions &options);

SimulationResult simulate(const Graph &graph, const Schedule &schedule,
                          const SimulatorOptions &options = {});

} // namespace memplan

#endif // MEMPLAN_PLANNING_SIMULATOR_H
