//===- OptimalPlanner.h - rematerialization as a MILP -----------*- C++ -*-===//
//
// The Checkmate formulation (Jain et al., MLSys 2020) of recompute-only
// planning: in stage t the step computes node t (and whatever it recomputes
// before it); R[t][i] says node i is computed in stage t, S[t][i] that it is
// resident when stage t starts, FREE[t][i][k] that i leaves memory right
// after k is computed in stage t, and U[t][k] tracks the resident bytes,
// which must stay within the budget. Extended with swaps: SO[i] copies i to
// the host right after it is first computed, SI[t][i] brings it back at the
// start of stage t. The objective is the total compute cost plus the time of
// every copy, as if no copy overlapped compute (the replay then measures the
// overlap). Values nobody reads are the step's results: they stay resident
// from their compute on, as in the unplanned step. Solved with COIN-OR CBC
// (Debian's coinor-libcbc-dev) under a time limit; for small graphs and as
// the reference the heuristics are measured against.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_OPTIMALPLANNER_H
#define MEMPLAN_PLANNING_OPTIMALPLANNER_H

#include "memplan/Planning/Simulator.h"

#include <string>

namespace memplan {

/// Whether this build has the MILP solver.
bool optimalPlannerAvailable();

struct OptimalOptions {
  int64_t budget = 0;
  double timeLimitSeconds = 60;
  /// Copy costs (bandwidth, latency); the budget field is ignored.
  SimulatorOptions timing;
  /// Model swaps (else recomputation only, the original Checkmate MILP).
  bool allowSwap = true;
  /// A schedule within the budget to start from (e.g. the greedy planner's,
  /// as generated from a gap plan); the solver then never returns anything
  /// worse by its objective.
  const Schedule *start = nullptr;
  /// Without a start schedule: start from the heuristic planner's plan
  /// (greedy with swaps, recompute-only without) when it fits.
  bool warmStart = true;
};

struct OptimalResult {
  /// A schedule within the budget was found.
  bool found = false;
  /// It is proven optimal for the MILP's objective (else the time limit
  /// stopped the search). The objective counts every copy as if it did not
  /// overlap compute: a replay, which overlaps them, can find another
  /// schedule faster (see `start`).
  bool proven = false;
  /// The budget is proven infeasible.
  bool infeasible = false;
  std::string error;
  Schedule schedule;
  /// Total compute cost of the schedule, and the solver's lower bound on it.
  double objective = 0;
  double bound = 0;
  double seconds = 0;
  size_t variables = 0, constraints = 0;
  /// Whether the start schedule was given to the solver, and whether the
  /// result is that start (the solver found nothing within the limit).
  bool warmStarted = false;
  bool fromStart = false;
  /// The start the solver was given, when the result is another schedule:
  /// a caller that judges schedules by their replay keeps the faster; and
  /// its objective.
  Schedule start;
  double startObjective = 0;
  /// The solver ran past its time limit where it does not look at the
  /// clock (its root LP, cuts and preprocessing) and was stopped shortly
  /// after it; nothing it found is known.
  bool stopped = false;
  /// The solver's process ended without an answer (it crashed: CBC
  /// asserts on some numerically extreme models).
  bool failed = false;
};

OptimalResult planOptimal(const Graph &graph, const OptimalOptions &options);

} // namespace memplan

#endif // MEMPLAN_PLANNING_OPTIMALPLANNER_H
