//===- PlanRequest.h - what a user asks the planner for ---------*- C++ -*-===//
//
// The one entry point from a pass, a tool or the C API to the planners: a
// PlanRequest names a strategy, what it may use (swaps, recomputation), a
// budget in bytes or as a fraction of the unplanned peak, and the copy
// timing; `plan` resolves the budget against the graph, applies the strategy
// fallbacks and runs the planner. Everything a caller reports (the resolved
// budget, the unplanned peak, the lower bound) comes back in the result.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_PLANREQUEST_H
#define MEMPLAN_PLANNING_PLANREQUEST_H

#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/OptimalPlanner.h"
#include "memplan/Planning/Planner.h"

#include <optional>
#include <string>

namespace memplan {

/// Device bytes for the whole step (persistent bytes included): a number of
/// bytes, or a fraction of the unplanned peak.
class Budget {
public:
  static Budget bytes(int64_t bytes) { return Budget(bytes, -1, false); }
  static Budget fraction(double fraction) { return Budget(-1, fraction, true); }

  bool isFraction() const { return fractionKind; }
  /// The budget in bytes for a step whose unplanned peak is `baselinePeak`;
  /// std::nullopt with `error` set when the budget is out of range (a
  /// negative byte count, a fraction that is not finite, not above 0 or
  /// above 1e6).
  std::optional<int64_t> resolve(int64_t baselinePeak,
                                 std::string &error) const;

private:
  Budget(int64_t bytes, double fraction, bool isFraction)
      : byteValue(bytes), fractionValue(fraction), fractionKind(isFraction) {}
  int64_t byteValue;
  double fractionValue;
  /// Which of the two the budget is (a negative or NaN fraction is one too,
  /// out of range).
  bool fractionKind;
};

struct PlanRequest {
  Strategy strategy = Strategy::Greedy;
  /// What the strategy may use. Greedy without swaps is recompute-only,
  /// without recomputation swap-only; a strategy left with nothing it may
  /// use plans nothing (none).
  bool allowSwap = true;
  bool allowRecompute = true;
  Budget budget = Budget::fraction(1.0);
  /// Copy timing (its budget field is ignored).
  SimulatorOptions timing;
  /// Longest chain of values computed again for one recomputation.
  int maxRecomputeChain = 256;
  /// Seconds the optimal strategy's solver may take (the only planner with
  /// a clock: its result depends on the machine's speed when it stops
  /// there).
  double timeLimitSeconds = 60;
  /// Another program order of the graph, or empty: a topological order of
  /// its nodes (as reorderForMemory gives) that plan() plans as well, for
  /// the same budget in bytes, keeping the better plan (RequestResult::order).
  std::vector<NodeId> alternativeOrder;
  /// PlannerOptions::effortLimit, over both orders: the given order is
  /// planned with what the other order's planning left, and not at all
  /// when that plan fits and left nothing. What both left, the plan kept
  /// spends exchanging its decisions further (polishPlan; without a limit,
  /// up to that exchange's own bound).
  uint64_t effortLimit = PlannerOptions::kDefaultEffortLimit;
  /// PlannerOptions::searchEffortLimit, in each order whose search for the
  /// least budget is made (each order's least depends on that order alone).
  uint64_t searchEffortLimit = PlannerOptions::kDefaultSearchEffortLimit;
};

/// The strategy `request` runs after its fallbacks.
Strategy effectiveStrategy(const PlanRequest &request);

struct RequestResult : PlanResult {
  /// The strategy that ran and the budget it ran for, in bytes.
  Strategy strategy = Strategy::None;
  int64_t budget = 0;
  MemoryProfile baseline;
  LowerBound bound;
  /// The optimal strategy's solver, when it ran (its schedule moved to
  /// `schedule`).
  std::optional<OptimalResult> solver;
  /// Empty when the plan is for the graph as given; else the request's
  /// alternativeOrder, and the plan (schedule, decisions, baseline) is for
  /// permuteGraph(graph, order).
  std::vector<NodeId> order;
  /// The node of the graph as given that node `v` of the plan is (-1 stays
  /// -1).
  NodeId givenNode(NodeId v) const {
    return v < 0 || order.empty() ? v : order[v];
  }
};

/// One plan of the trade-off between memory and time.
struct FrontierPoint {
  /// The budget the plan was made for: planning is deterministic, so the
  /// same request at this budget gives this plan again.
  int64_t budget = 0;
  int64_t peak = 0;
  /// Estimated step time (compute, recomputation and exposed copies) and
  /// its overhead over the unplanned step.
  double stepTime = 0, overhead = 0;
  size_t recomputations = 0, swapIns = 0;
};

/// The most budgets planFrontier is asked for: each is a plan of its own
/// (seconds on a real-size step), and the tools refuse more rather than run
/// for days.
constexpr unsigned kMaxFrontierBudgets = 1000;

/// The planner's frontier for `request` (its budget ignored): plans at
/// `budgets` budgets spread evenly from the lower bound to the unplanned
/// peak, at the least the planner reaches, and at budgets / 4 more (at
/// least one) where the frontier bends most (each halfway between the
/// peaks of the neighbouring points whose step times differ most so far),
/// keeping only the plans no other one beats on both peak and step time,
/// in increasing peak (so in decreasing step time); the last point is the
/// fastest plan.
std::vector<FrontierPoint> planFrontier(const Graph &graph,
                                        const PlanRequest &request,
                                        int budgets);

/// The decisions a schedule takes, for reports: each computation of a node
/// after its first is a recomputation and each swap-in a swap, in the gap
/// of the use it precedes.
std::vector<PlannedGap> describeSchedule(const Graph &graph,
                                         const Schedule &schedule);

/// Plans `graph` for `request`. On a budget out of range or an invalid graph
/// the result has `simulation.valid == false` and says why in `error`; on a
/// budget out of reach `success == false` with the least budget that works
/// (the heuristics) or what the solver proved (optimal). Without the MILP
/// solver in the build, `optimal` is an error that says so.
/// The unplanned peak a budget fraction of `request` is of: the graph's, or
/// with an alternativeOrder the lower of the two orders'.
int64_t unplannedPeak(const Graph &graph, const PlanRequest &request);

/// Plans `graph` for `request`. With an alternativeOrder, the graph in that
/// order is planned too, for the same budget in bytes, and the better plan
/// is kept: the one that fits with the least
/// estimated step time, then the lower peak; when neither fits, the one
/// that names the lower least budget (its `seconds` are those of both).
/// When the graph in the other order fits the budget unplanned, it is the
/// plan; when that order's plan fits, the graph as given is planned without
/// the search for its least (PlannerOptions::searchLeast). The message of a
/// budget out of reach names the graph's nodes, whichever order was kept.
RequestResult plan(const Graph &graph, const PlanRequest &request);

} // namespace memplan

#endif // MEMPLAN_PLANNING_PLANREQUEST_H
