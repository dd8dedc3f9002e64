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
// no bytes of its own at its compute, unless a swap-out read that input's
// buffer (its copy may still be running); a value swapped back in, or
// computed again, is in a buffer of its own that it may take. The step's
// results (values nobody reads) are never freed.
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

/// The estimated step time over the unplanned step's, less one: the
/// overhead the reports name `overhead` (the stalls waiting for copies
/// count), beside SimulationResult::overhead, the compute's alone
/// (`recompute_overhead`). 0 where the unplanned step takes no time.
inline double stepTimeOverhead(double stepTime, double unplannedTime) {
  return unplannedTime > 0 ? stepTime / unplannedTime - 1 : 0;
}

/// Cost of copying `bytes` between device and host under `options`.
double transferTime(int64_t bytes, const SimulatorOptions &options);

SimulationResult simulate(const Graph &graph, const Schedule &schedule,
                          const SimulatorOptions &options = {});

/// A replay of a schedule while it is written: advance() replays the events
/// appended since the last call, finish() ends the replay. The result is
/// simulate()'s when the schedule is advanced over at its steps' bounds (a
/// step starts with a compute or a swap-in: the in-place rule looks past a
/// compute only at the frees and swap-outs right after it). A replay can
/// also stop as soon as its outcome is known to be no better than a limit:
/// once either stream's clock reaches a finite `timeLimit` the step cannot
/// end below it, and the replay stops like one that breaks a rule (not
/// with a negative transfer latency, which could move a clock back).
class Replayer {
public:
  Replayer(const Graph &graph, const SimulatorOptions &options,
           double timeLimit = std::numeric_limits<double>::infinity());

  /// Replays the events of `schedule` from the first not replayed yet;
  /// false once one breaks a rule, exceeds the budget or reaches the time
  /// limit (the replay then stays stopped).
  bool advance(const Schedule &schedule);
  /// The result of the replay of `schedule`: the whole schedule's when
  /// every event of it was advanced over, else the stopping event's and
  /// error. The result is moved out: the replay is over.
  SimulationResult finish(const Schedule &schedule);

  bool stopped() const { return !result.valid; }
  /// Events replayed so far.
  size_t replayed() const { return next; }

  /// This replay as it stands, less the resident bytes after each event
  /// (SimulationResult::curve): what a replay of another schedule that
  /// begins with the same events resumes from (resume).
  Replayer saved();
  /// Continues `saved`, a replay of the first events of a schedule, as
  /// this replay, under this one's budget and time limit: `curve` begins
  /// with the resident bytes after each of those events. Those events stop
  /// it where they exceed the budget; where they reach the time limit, it
  /// stops at the last of them. False when it stops.
  bool resume(const Replayer &saved, const std::vector<int64_t> &curve);

private:
  struct ValueState {
    bool resident = false;
    bool hostCopy = false;
    /// Whether a swap-out read the device buffer the value is resident in
    /// now (a swap-in brings the value back in a buffer of its own).
    bool bufferCopiedOut = false;
    bool computed = false;
    /// When the device value is available (computed or swapped in).
    double ready = 0;
    /// When the last swap-out of the value completes.
    double swapOutDone = 0;
    /// Bytes of the buffer that a node writing in place has taken over
    /// (released already; the value's free releases only the rest).
    int64_t shared = 0;
  };

  std::string describe(NodeId v) const;
  bool fail(size_t event);
  void shareWithDyingInput(const Schedule &schedule, size_t i);
  void waitOnComputeStream(double until);
  bool step(const Event &event);
  bool reachesTimeLimit() const;

  const Graph *graph;
  SimulatorOptions options;
  double timeLimit;
  /// graph->size(), read once per event.
  size_t nodeCount;
  /// Nodes computed at least once so far.
  size_t computedNodes = 0;
  std::vector<ValueState> state;
  int64_t resident;
  double computeClock = 0, copyClock = 0;
  /// The compute cost of the nodes not computed yet: each is computed at
  /// least once more, on the compute stream, so the step takes at least
  /// computeClock plus this (reachesTimeLimit).
  double uncomputedCost = 0;
  /// Rounding the cost left may carry (a running difference): a billionth
  /// of the step's compute.
  double uncomputedSlack = 0;
  size_t next = 0;
  /// Whether the last event computed a value that was not resident.
  bool allocated = false;
  std::string error;
  SimulationResult result;
};

} // namespace memplan

#endif // MEMPLAN_PLANNING_SIMULATOR_H
