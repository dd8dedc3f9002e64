//===- OptimalPlannerUnavailable.cpp - builds without CBC -----------------===//

#include "memplan/Planning/OptimalPlanner.h"

using namespace memplan;

bool memplan::optimalPlannerAvailable() { return false; }

OptimalResult memplan::planOptimal(const Graph &, const OptimalOptions &) {
  OptimalResult result;
  result.error = "memplan was built without COIN-OR CBC (Debian package "
                 "coinor-libcbc-dev), so the optimal planner is unavailable";
  return result;
}
