//===- PlanRequest.cpp - what a user asks the planner for -----------------===//

#include "memplan/Planning/PlanRequest.h"

#include "memplan/Planning/Arithmetic.h"

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

Strategy memplan::effectiveStrategy(const PlanRequest &request) {
  Strategy strategy = request.strategy;
  if (strategy == Strategy::Greedy && !request.allowSwap)
    strategy = Strategy::RecomputeOnly;
  if (strategy == Strategy::Greedy && !request.allowRecompute)
    strategy = Strategy::SwapOnly;
  if ((strategy == Strategy::RecomputeOnly && !request.allowRecompute) ||
      (strategy == Strategy::SwapOnly && !request.allowSwap) ||
      (strategy == Strategy::Sqrt && !request.allowRecompute))
    strategy = Strategy::None;
  return strategy;
}

RequestResult memplan::plan(const Graph &graph, const PlanRequest &request) {
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

  PlannerOptions options;
  options.budget = *budget;
  options.timing = request.timing;
  options.maxRecomputeChain = request.maxRecomputeChain;
  static_cast<PlanResult &>(result) =
      planSchedule(graph, result.strategy, options);
  return result;
}
