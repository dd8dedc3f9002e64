//===- RecomputeBoundTest.cpp - the least peak without swaps ----*- C++ -*-===//

#include "memplan/Planning/RecomputeBound.h"
#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/Planner.h"

#include "RandomGraphs.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <queue>

using namespace memplan;

namespace {

/// The least peak of any plan without swaps, by a search over its states:
/// the values resident and how many nodes were computed for the first time
/// (in id order). A step computes the next node or a resident-less earlier
/// one that may be computed again (Node::canRecompute) whose inputs are
/// resident, optionally into the buffer of one of its
/// in-place inputs, which is then freed; any value but a result may be
/// freed at any time. Small graphs only (the resident set is a bit mask).
int64_t leastPeakWithoutSwaps(const Graph &graph) {
  const int n = static_cast<int>(graph.size());
  const int masks = 1 << n;
  auto bytesOf = [&](int mask) {
    int64_t total = 0;
    for (int v = 0; v < n; ++v)
      if (mask & 1 << v)
        total += graph.node(v).bytes;
    return total;
  };
  // least[k * masks + mask]: the least peak reaching that state.
  std::vector<int64_t> least(size_t(n + 1) * masks,
                             std::numeric_limits<int64_t>::max());
  using Item = std::pair<int64_t, std::pair<int, int>>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  auto reach = [&](int64_t peak, int k, int mask) {
    int64_t &best = least[size_t(k) * masks + mask];
    if (peak < best) {
      best = peak;
      queue.push({peak, {k, mask}});
    }
  };
  reach(graph.residentBytes(), 0, 0);
  while (!queue.empty()) {
    auto [peak, state] = queue.top();
    queue.pop();
    auto [k, mask] = state;
    if (peak > least[size_t(k) * masks + mask])
      continue;
    if (k == n)
      return peak;
    int64_t resident = graph.residentBytes() + bytesOf(mask);
    for (NodeId u = 0; u < n; ++u) {
      if (u > k || mask & 1 << u || (u < k && !graph.node(u).canRecompute))
        continue;
      bool ready = true;
      for (NodeId input : graph.node(u).inputs)
        ready = ready && (mask & 1 << input);
      if (!ready)
        continue;
      int next = u == k ? k + 1 : k;
      int64_t working = resident + graph.node(u).bytes;
      reach(std::max(peak, working), next, mask | 1 << u);
      for (NodeId input : graph.node(u).inPlace)
        reach(std::max(peak, working - graph.sharedBytes(u, input)), next,
              (mask | 1 << u) & ~(1 << input));
    }
    for (NodeId w = 0; w < n; ++w)
      if (mask & 1 << w && !graph.isResult(w))
        reach(peak, k, mask & ~(1 << w));
  }
  return -1;
}

// x is read by a and nothing else; a is read by b and, at the very end, with
// the gradient g, by d:
//   x 100 -> a 50 -> b 10 -> c 100 -> g 10 -> d 10 (reads g and a)
// No working set exceeds 150 (x and a), but without swaps d needs a and g
// resident together: either a waits while c makes g (a + c + g = 160), or
// a is made again from x while g waits (g + x + a = 160).
Graph heldThroughTheChain() {
  Graph g;
  g.addNode({"x", 100, 1, false, {}});   // 0
  g.addNode({"a", 50, 1, false, {0}});   // 1
  g.addNode({"b", 10, 1, false, {1}});   // 2
  g.addNode({"c", 100, 1, false, {2}});  // 3
  g.addNode({"g", 10, 1, true, {3}});    // 4
  g.addNode({"d", 10, 1, true, {1, 4}}); // 5
  g.persistentBytes = 1000;
  return g;
}

TEST(RecomputeBound, ValuesWaitingForAnOpCountWhileTheRestIsMade) {
  Graph graph = heldThroughTheChain();
  EXPECT_EQ(lowerBound(graph).bytes, 1150);
  RecomputeBound bound = recomputeLowerBound(graph);
  EXPECT_EQ(bound.bytes, 1160);
  EXPECT_EQ(bound.node, 5);
  EXPECT_FALSE(bound.truncated);
  EXPECT_EQ(leastPeakWithoutSwaps(graph), 1160);
  // Following one value of each set sees only working sets.
  RecomputeBoundOptions one;
  one.held = 1;
  EXPECT_EQ(recomputeLowerBound(graph, one).bytes, 1150);

  // The planner stops its search for the least there, and says so.
  PlannerOptions options;
  options.budget = 1155;
  PlanResult below = planSchedule(graph, Strategy::RecomputeOnly, options);
  EXPECT_FALSE(below.success);
  EXPECT_EQ(below.minimumBudget, 1160);
  EXPECT_EQ(below.recomputeBound, 1160);
  EXPECT_NE(below.error.find("for any plan without swaps: 1160 bytes"),
            std::string::npos)
      << below.error;
  options.budget = 1160;
  EXPECT_TRUE(planSchedule(graph, Strategy::RecomputeOnly, options).success);
  // With swaps, a waits on the host: the plain bound holds, and greedy
  // reaches it.
  options.budget = 1150;
  PlanResult swapped = planSchedule(graph, Strategy::Greedy, options);
  EXPECT_TRUE(swapped.success) << swapped.error;
  EXPECT_EQ(swapped.recomputeBound, 0);
}

TEST(RecomputeBound, NeverAboveTheLeastPlanWithoutSwaps) {
  std::mt19937 rng(20261127);
  int above = 0, exact = 0, graphs = 1500;
  for (int i = 0; i < graphs; ++i) {
    int nodes = std::uniform_int_distribution<int>(3, 9)(rng);
    Graph graph = test::randomGraph(rng, nodes, 3);
    if (i % 2)
      graph = test::withRandomInPlace(graph, rng);
    // A third of the graphs have values that may not be computed again.
    if (i % 3 == 0)
      for (NodeId v = 0; v < NodeId(graph.size()); ++v)
        if (std::uniform_int_distribution<int>(0, 3)(rng) == 0)
          graph.setMovable(v, true, false);
    const int64_t plain = lowerBound(graph).bytes;
    const int64_t least = leastPeakWithoutSwaps(graph);
    ASSERT_GE(least, plain) << "graph " << i;
    int64_t previous = plain;
    for (int held = 1; held <= 4; ++held) {
      RecomputeBoundOptions options;
      options.held = held;
      RecomputeBound bound = recomputeLowerBound(graph, options);
      ASSERT_FALSE(bound.truncated);
      ASSERT_GE(bound.bytes, previous) << "graph " << i << ", held " << held;
      ASSERT_LE(bound.bytes, least) << "graph " << i << ", held " << held;
      previous = bound.bytes;
    }
    above += previous > plain;
    exact += previous == least;
  }
  // Not a vacuous check: the bound is above the plain one on many graphs
  // (136 of these 1500), and on most it is the least (1363).
  EXPECT_GT(above, graphs / 20);
  EXPECT_GT(exact, graphs * 8 / 10);
}

TEST(RecomputeBound, PlannerLeastIsNeverBelowIt) {
  std::mt19937 rng(7);
  for (int i = 0; i < 40; ++i) {
    Graph graph = test::randomLayeredGraph(rng, 60, 6, 2, 4);
    if (i % 2)
      graph = test::withRandomInPlace(graph, rng);
    RecomputeBound bound = recomputeLowerBound(graph);
    ASSERT_GE(bound.bytes, lowerBound(graph).bytes);
    PlannerOptions options;
    options.budget = 0;
    PlanResult least = planSchedule(graph, Strategy::RecomputeOnly, options);
    ASSERT_FALSE(least.success);
    EXPECT_EQ(least.recomputeBound, bound.bytes);
    EXPECT_GE(least.minimumBudget, bound.bytes) << "graph " << i;
    // The least is a budget that works.
    options.budget = least.minimumBudget;
    EXPECT_TRUE(planSchedule(graph, Strategy::RecomputeOnly, options).success)
        << "graph " << i;
  }
}

TEST(RecomputeBound, WorkLimitGivesAWeakerValidBound) {
  std::mt19937 rng(11);
  Graph graph = test::randomLayeredGraph(rng, 200);
  RecomputeBound full = recomputeLowerBound(graph);
  ASSERT_FALSE(full.truncated);
  RecomputeBoundOptions cut;
  cut.workLimit = 10;
  RecomputeBound truncated = recomputeLowerBound(graph, cut);
  EXPECT_TRUE(truncated.truncated);
  EXPECT_GE(truncated.bytes, lowerBound(graph).bytes);
  EXPECT_LE(truncated.bytes, full.bytes);
  EXPECT_EQ(recomputeLowerBound(Graph()).node, -1);
}

// The recompute-only planner's least against the exhaustive least of plans
// without swaps (leastPeakWithoutSwaps) on small random graphs: never below
// it (the search names a budget some plan reaches), on most graphs exactly
// it, and nowhere far above it. Graphs without in-place inputs: the
// exhaustive search lets a node take the buffer of any in-place input that
// dies at it, the planner's replays the first one's (Node::inPlace), so
// there the two leasts differ by what the model allows.
TEST(RecomputeBound, RecomputeOnlyReachesTheExhaustiveLeast) {
  std::mt19937 rng(20261205);
  int graphs = 1500, exact = 0;
  double worst = 1;
  for (int i = 0; i < graphs; ++i) {
    int nodes = std::uniform_int_distribution<int>(3, 9)(rng);
    Graph graph = test::randomGraph(rng, nodes, 3);
    const int64_t least = leastPeakWithoutSwaps(graph);
    PlannerOptions options;
    options.budget = 0;
    PlanResult planned = planSchedule(graph, Strategy::RecomputeOnly, options);
    ASSERT_FALSE(planned.success) << "graph " << i;
    ASSERT_GE(planned.minimumBudget, least) << "graph " << i;
    exact += planned.minimumBudget == least;
    worst = std::max(worst, double(planned.minimumBudget) / double(least));
    // The least named is a budget that works.
    options.budget = planned.minimumBudget;
    EXPECT_TRUE(planSchedule(graph, Strategy::RecomputeOnly, options).success)
        << "graph " << i;
  }
  // 1478 of 1500 exactly, the worst 1.197 times the least (1451 and 1.235
  // while a value kept past its last use for a recomputation's chain stayed
  // resident through the step the chain prepares).
  EXPECT_GE(exact, 1470);
  EXPECT_LE(worst, 1.2);
}

} // namespace
