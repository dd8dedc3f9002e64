//===- PlanRequest.cpp - what a user asks the planner for -----------------===//

#include "memplan/Planning/PlanRequest.h"

#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/Reorder.h"
#include "memplan/Planning/OptimalPlanner.h"

#include <algorithm>
#include <chrono>
#include <set>
#include <sstream>

using namespace memplan;

std::optional<int64_t> Budget::resolve(int64_t baselinePeak,
                                       std::string &error) const {
  if (!isFraction()) {
    if (byteValue >= 0)
      return byteValue;
    error = "the budget of " + std::to_string(byteValue) +
            " bytes is negative";
    return std::nullopt;
  }
  std::optional<int64_t> bytes =
      fractionValue > 0 ? bytesOfFraction(fractionValue, baselinePeak)
                        : std::nullopt;
  if (!bytes) {
    std::ostringstream os;
    os << "the budget fraction " << fractionValue
       << " is out of range: a fraction of the unplanned peak is above 0 "
          "and at most 1e6";
    error = os.str();
  }
  return bytes;
}

/// The optimal strategy's part of `plan`, for a `result` whose budget is
/// resolved: the MILP, then the schedule replayed as every plan is.
static void solveOptimal(const Graph &graph, const PlanRequest &request,
                         RequestResult &result) {
  OptimalOptions options;
  options.budget = result.budget;
  options.timeLimitSeconds = request.timeLimitSeconds;
  options.timing = request.timing;
  // Swaps are modelled when they are allowed and copies have a cost model.
  options.allowSwap = request.allowSwap && request.timing.hostBandwidth > 0;
  OptimalResult solved = planOptimal(graph, options);
  result.seconds = solved.seconds;
  result.error = solved.error;
  if (!optimalPlannerAvailable()) {
    result.simulation.valid = false;
    return;
  }
  OptimalResult &solver = result.solver.emplace(std::move(solved));
  if (!solver.found) {
    // Nothing to replay: the failure is the solver's, not the schedule's.
    result.simulation.valid = true;
    result.simulation.peak = result.baseline.peak;
    return;
  }
  result.schedule = std::move(solver.schedule);
  SimulatorOptions judged = request.timing;
  judged.budget = result.budget;
  result.simulation = simulate(graph, result.schedule, judged);
  if (!result.simulation.valid) {
    result.error = "internal error: the MILP schedule does not replay: " +
                   result.simulation.error;
    return;
  }
  // The MILP's objective counts copies as if they did not overlap compute;
  // the replay overlaps them. Where the start it was given replays faster,
  // the start is the plan, and the solver's optimum is not its schedule.
  if (!solver.start.empty()) {
    SimulationResult start = simulate(graph, solver.start, judged);
    if (start.valid && start.stepTime < result.simulation.stepTime) {
      result.schedule = std::move(solver.start);
      result.simulation = std::move(start);
      solver.fromStart = true;
      solver.proven = false;
      solver.objective = solver.startObjective;
    }
    solver.start.clear();
  }
  result.success = true;
  result.decisions = describeSchedule(graph, result.schedule);
}

Strategy memplan::effectiveStrategy(const PlanRequest &request) {
  Strategy strategy = request.strategy;
  if (strategy == Strategy::Greedy && !request.allowSwap)
    strategy = Strategy::RecomputeOnly;
  if (strategy == Strategy::Greedy && !request.allowRecompute)
    strategy = Strategy::SwapOnly;
  if ((strategy == Strategy::RecomputeOnly && !request.allowRecompute) ||
      (strategy == Strategy::SwapOnly && !request.allowSwap) ||
      (strategy == Strategy::Sqrt && !request.allowRecompute) ||
      (strategy == Strategy::Optimal && !request.allowRecompute))
    strategy = Strategy::None;
  return strategy;
}

/// Plans `graph` in its order for `request`; without `searchLeast`, a
/// budget out of reach names no least (PlannerOptions::searchLeast).
static RequestResult planInOrder(const Graph &graph, const PlanRequest &request,
                                 bool searchLeast = true,
                                 bool widenKept = true);

int64_t memplan::unplannedPeak(const Graph &graph, const PlanRequest &request) {
  int64_t peak = baselineProfile(graph).peak;
  if (request.alternativeOrder.size() == graph.size() &&
      graph.validate().empty())
    peak = std::min(
        peak,
        baselineProfile(permuteGraph(graph, request.alternativeOrder)).peak);
  return peak;
}

/// Whether `a` is a better plan than `b` (PlanRequest.h's rule).
static bool better(const RequestResult &a, const RequestResult &b) {
  if (a.success != b.success)
    return a.success;
  if (a.success) {
    if (a.simulation.stepTime != b.simulation.stepTime)
      return a.simulation.stepTime < b.simulation.stepTime;
    return a.simulation.peak < b.simulation.peak;
  }
  if (!a.simulation.valid || !b.simulation.valid)
    return a.simulation.valid && !b.simulation.valid;
  return a.minimumBudget > 0 &&
         (b.minimumBudget <= 0 || a.minimumBudget < b.minimumBudget);
}

/// The planner's options for `request` at `budget` bytes.
static PlannerOptions plannerOptions(const PlanRequest &request, int64_t budget,
                                     bool searchLeast, bool widenKept = true) {
  PlannerOptions options;
  options.budget = budget;
  options.timing = request.timing;
  options.maxRecomputeChain = request.maxRecomputeChain;
  options.searchLeast = searchLeast;
  options.effortLimit = request.effortLimit;
  options.searchEffortLimit = request.searchEffortLimit;
  options.widenKept = widenKept;
  return options;
}

/// Plans in the given order and, where the request names another, in that
/// one, and keeps the better plan; `widened` tells whether the planning
/// exchanged the plan kept with wider neighbourhoods already (one order:
/// PlannerOptions::widenKept).
static RequestResult planEitherOrder(const Graph &graph,
                                     const PlanRequest &request, bool &widened);

RequestResult memplan::plan(const Graph &graph, const PlanRequest &request) {
  bool widened = true;
  RequestResult result = planEitherOrder(graph, request, widened);
  // The plan kept is exchanged further with what the planning of both
  // orders left of the effort limit (all of the exchange's own bound
  // without a limit): the runs and exchanges that choose it are made as
  // without this, and the time of the whole stays within that of the
  // effort limit. Where two orders were planned, neither of their plans
  // was exchanged with wider neighbourhoods (PlannerOptions::widenKept):
  // the plan kept is, first, as the planning of one order would have.
  if (!result.success || result.solver)
    return result;
  const uint64_t left =
      request.effortLimit == 0
          ? std::numeric_limits<uint64_t>::max()
          : request.effortLimit -
                std::min(request.effortLimit, result.stages.effort);
  const PlannerOptions options =
      plannerOptions(request, result.budget, /*searchLeast=*/true);
  auto finish = [&](const Graph &planned) {
    if (!widened)
      widenPlan(planned, result.strategy, options, result);
    polishPlan(planned, result.strategy, options, result, left);
  };
  if (result.order.empty())
    finish(graph);
  else if (result.order.size() == graph.size())
    finish(permuteGraph(graph, result.order));
  return result;
}

static RequestResult
planEitherOrder(const Graph &graph, const PlanRequest &request, bool &widened) {
  widened = true;
  if (request.alternativeOrder.empty())
    return planInOrder(graph, request);
  PlanRequest given = request;
  given.alternativeOrder.clear();
  if (std::string invalid = graph.validate(); !invalid.empty() ||
      request.alternativeOrder.size() != graph.size())
    return planInOrder(graph, given);
  // The budget the request names, in bytes for both orders.
  Graph other = permuteGraph(graph, request.alternativeOrder);
  int64_t reference =
      std::min(baselineProfile(graph).peak, baselineProfile(other).peak);
  std::string error;
  std::optional<int64_t> bytes = request.budget.resolve(reference, error);
  if (!bytes)
    return planInOrder(graph, given);
  PlanRequest inBytes = given;
  inBytes.budget = Budget::bytes(*bytes);
  // Neither order's plan is exchanged with wider neighbourhoods: only the
  // one kept will be (memplan::plan).
  widened = false;
  RequestResult alternative =
      planInOrder(other, inBytes, /*searchLeast=*/true, /*widenKept=*/false);
  alternative.order = request.alternativeOrder;
  // The lower bound of a plan in either order (each order's own bound
  // counts the step's results computed before its largest working set,
  // which the other order may compute later), numbered as `result`'s
  // order numbers its nodes.
  const LowerBound givenBound = lowerBound(graph),
                   otherBound = alternative.bound;
  auto eitherOrder = [&](RequestResult &result) {
    if (givenBound.bytes <= otherBound.bytes) {
      result.bound = givenBound;
      if (!result.order.empty() && givenBound.node >= 0)
        result.bound.node =
            NodeId(std::find(result.order.begin(), result.order.end(),
                             givenBound.node) -
                   result.order.begin());
    } else {
      result.bound = otherBound;
      if (result.order.empty() && otherBound.node >= 0)
        result.bound.node = request.alternativeOrder[otherBound.node];
    }
  };
  // Unplanned in the other order it fits, or its plan is as fast as a plan
  // can be (every op computed once, no copy waited for): nothing planned in
  // this one can take less time.
  if (alternative.success &&
      (alternative.baseline.peak <= *bytes ||
       atTimeFloor(graph, alternative.simulation.stepTime))) {
    eitherOrder(alternative);
    return alternative;
  }
  // Nor where the other order's plan fits and its planning spent the
  // effort both may take.
  if (alternative.success && request.effortLimit > 0 &&
      alternative.stages.effort >= request.effortLimit) {
    alternative.stages.effortLimited = true;
    eitherOrder(alternative);
    return alternative;
  }
  // (At least one unit: 0 would lift the limit.)
  if (request.effortLimit > 0)
    inBytes.effortLimit =
        request.effortLimit -
        std::min(alternative.stages.effort, request.effortLimit - 1);
  // Where the other order's plan fits, a budget this order does not reach
  // loses to it whatever its least: not searched for.
  RequestResult asGiven =
      planInOrder(graph, inBytes, /*searchLeast=*/!alternative.success,
                  /*widenKept=*/false);
  // The time of both plans is the time it took, and so are their stages.
  double seconds = alternative.seconds + asGiven.seconds;
  PlanStages stages = alternative.stages;
  stages += asGiven.stages;
  RequestResult kept = better(alternative, asGiven) ? std::move(alternative)
                                                    : std::move(asGiven);
  kept.seconds = seconds;
  kept.stages = stages;
  const int64_t ownBound = kept.bound.bytes;
  eitherOrder(kept);
  // The planner's message names nodes of the order it planned, and that
  // order's bound: named as the graph's, with the bound of either order.
  if (!kept.success && kept.simulation.valid && !kept.solver &&
      (!kept.order.empty() || kept.bound.bytes != ownBound)) {
    std::vector<NodeId> held;
    for (NodeId v : kept.heldAtLeast)
      held.push_back(kept.givenNode(v));
    kept.error =
        budgetError(graph, kept.strategy, kept.budget, kept.minimumBudget,
                    kept.givenNode(kept.blockingNode), held, kept.bound.bytes,
                    kept.recomputeBound);
  }
  return kept;
}

static RequestResult planInOrder(const Graph &graph, const PlanRequest &request,
                                 bool searchLeast, bool widenKept) {
  RequestResult result;
  result.strategy = effectiveStrategy(request);
  if (std::string invalid = graph.validate(); !invalid.empty()) {
    result.simulation.valid = false;
    result.error = "invalid graph: " + invalid;
    return result;
  }
  result.baseline = baselineProfile(graph);
  result.bound = lowerBound(graph);
  std::optional<int64_t> budget =
      request.budget.resolve(result.baseline.peak, result.error);
  if (!budget) {
    result.simulation.valid = false;
    return result;
  }
  result.budget = *budget;

  if (result.strategy == Strategy::Optimal) {
    solveOptimal(graph, request, result);
    return result;
  }
  static_cast<PlanResult &>(result) =
      planSchedule(graph, result.strategy,
                   plannerOptions(request, *budget, searchLeast, widenKept));
  return result;
}

std::vector<FrontierPoint> memplan::planFrontier(const Graph &graph,
                                                 const PlanRequest &request,
                                                 int budgets) {
  std::vector<FrontierPoint> candidates;
  if (!graph.validate().empty())
    return candidates;
  const int64_t peak = unplannedPeak(graph, request);
  // From the lower bound of a plan in either order (plan's).
  int64_t bound = lowerBound(graph).bytes;
  if (request.alternativeOrder.size() == graph.size())
    bound = std::min(
        bound, lowerBound(permuteGraph(graph, request.alternativeOrder)).bytes);
  // The optimal strategy's time limit bounds the frontier's plans
  // together: each gets what is left over the plans still to come (at
  // most this many: the bound, the least it names, the evenly spread
  // budgets, the peak, the extra budgets).
  const bool clocked = effectiveStrategy(request) == Strategy::Optimal &&
                       request.timeLimitSeconds >= 0 &&
                       request.timeLimitSeconds < 1e9;
  const auto start = std::chrono::steady_clock::now();
  int plansLeft = budgets + 3 + std::max(1, budgets / 4);
  auto tryBudget = [&](int64_t budget) {
    PlanRequest at = request;
    at.budget = Budget::bytes(budget);
    if (clocked) {
      double left =
          request.timeLimitSeconds -
          std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        start)
              .count();
      if (left <= 0)
        return int64_t(-1);
      at.timeLimitSeconds = left / std::max(1, plansLeft--);
    }
    RequestResult planned = plan(graph, at);
    if (!planned.success)
      return planned.simulation.valid && planned.minimumBudget > budget
                 ? planned.minimumBudget
                 : int64_t(-1);
    FrontierPoint point;
    point.budget = budget;
    point.peak = planned.simulation.peak;
    point.stepTime = planned.simulation.stepTime;
    // The unplanned step time of the order planned, summed in that order
    // as the replay sums it.
    double base = planned.order.empty()
                      ? graph.totalComputeCost()
                      : permuteGraph(graph, planned.order).totalComputeCost();
    point.overhead = stepTimeOverhead(point.stepTime, base);
    point.recomputations = planned.simulation.recomputes;
    point.swapIns = planned.simulation.swapIns;
    candidates.push_back(point);
    return int64_t(-1);
  };
  // Planning is deterministic: each budget is planned once (more budgets
  // than bytes between the bound and the peak give fewer plans).
  std::set<int64_t> tried;
  auto tryOnce = [&](int64_t budget) {
    return tried.insert(budget).second ? tryBudget(budget) : int64_t(-1);
  };
  // The lowest budget first: a failure names the least the planner
  // reaches, which is a budget that works.
  if (int64_t least = tryOnce(bound); least > 0)
    tryOnce(least);
  for (int i = 1; i <= budgets; ++i)
    tryOnce(bound + int64_t((long double)(peak - bound) * i / (budgets + 1)));
  tryOnce(peak);

  // The plans no other beats on both peak and step time, by peak.
  auto paretoOf = [](std::vector<FrontierPoint> points) {
    std::sort(points.begin(), points.end(),
              [](const FrontierPoint &a, const FrontierPoint &b) {
                return a.peak != b.peak ? a.peak < b.peak
                                        : a.stepTime < b.stepTime;
              });
    std::vector<FrontierPoint> frontier;
    for (const FrontierPoint &point : points)
      if (frontier.empty() || point.stepTime < frontier.back().stepTime)
        frontier.push_back(point);
    return frontier;
  };
  // Evenly spread budgets say least where the frontier bends most: near
  // the least the planner reaches a plan can cost many times one a little
  // above it (the exported GPT-2, recompute-only: +1109 % at 1.01 times
  // the lower bound, +22 % at 1.29; at 1.08, +81 %). A quarter as many
  // budgets again (at least one), each halfway between the peaks of the
  // two neighbouring points of the frontier so far whose step times differ
  // most.
  for (int extra = std::max(1, budgets / 4); extra > 0; --extra) {
    std::vector<FrontierPoint> frontier = paretoOf(candidates);
    int64_t budget = -1;
    double widest = 0;
    for (size_t i = 0; i + 1 < frontier.size(); ++i) {
      int64_t middle =
          frontier[i].peak + (frontier[i + 1].peak - frontier[i].peak) / 2;
      double drop = frontier[i].stepTime - frontier[i + 1].stepTime;
      if (drop > widest && middle > frontier[i].peak && !tried.count(middle)) {
        widest = drop;
        budget = middle;
      }
    }
    if (budget < 0)
      break;
    tryOnce(budget);
  }
  return paretoOf(std::move(candidates));
}

std::vector<PlannedGap> memplan::describeSchedule(const Graph &graph,
                                                  const Schedule &schedule) {
  // The op each event precedes: the next original computation.
  std::vector<NodeId> before(schedule.size(), NodeId(graph.size()) - 1);
  std::vector<bool> computed(graph.size(), false), original(schedule.size());
  for (size_t i = 0; i < schedule.size(); ++i)
    if (schedule[i].kind == EventKind::Compute &&
        !computed[schedule[i].node]) {
      computed[schedule[i].node] = true;
      original[i] = true;
    }
  for (size_t i = schedule.size(); i-- > 1;)
    before[i - 1] = original[i] ? schedule[i].node : before[i];
  std::vector<PlannedGap> decisions;
  for (size_t i = 0; i < schedule.size(); ++i) {
    const Event &event = schedule[i];
    bool recompute = event.kind == EventKind::Compute && !original[i];
    if (!recompute && event.kind != EventKind::SwapIn)
      continue;
    NodeId v = event.node;
    NodeId to = before[i];
    // The gap of v that ends at its first user at or after `to`.
    const std::vector<NodeId> &list = graph.users(v);
    size_t gap = std::lower_bound(list.begin(), list.end(), to) - list.begin();
    if (gap == list.size())
      continue; // brought back for nothing that reads it: not a decision
    PlannedGap d;
    d.node = v;
    d.gap = int(gap);
    d.decision = recompute ? GapDecision::Recompute : GapDecision::Swap;
    d.from = gap == 0 ? v : list[gap - 1];
    d.to = list[gap];
    d.at = to;
    d.estimatedCost = recompute ? graph.computeCost(v) : 0;
    decisions.push_back(d);
  }
  return decisions;
}
