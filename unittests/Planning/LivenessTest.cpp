//===- LivenessTest.cpp - live intervals and memory bounds ------*- C++ -*-===//

#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/Simulator.h"

#include "RandomGraphs.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace memplan;

namespace {

// A 3-layer MLP step as the planner sees it: forward h1, h2, y, loss
// gradient, then backward through the layers.
Graph mlp() {
  Graph g;
  g.addNode({"h1", 400, 1, false, {}});        // 0
  g.addNode({"h2", 300, 1, false, {0}});       // 1
  g.addNode({"y", 100, 1, false, {1}});        // 2
  g.addNode({"dy", 100, 1, true, {2}});        // 3
  g.addNode({"dw3", 50, 1, true, {1, 3}});     // 4
  g.addNode({"dh2", 300, 1, true, {3}});       // 5
  g.addNode({"dw2", 60, 1, true, {0, 5}});     // 6
  g.addNode({"dh1", 400, 1, true, {5}});       // 7
  g.addNode({"dw1", 70, 1, true, {7}});        // 8
  g.persistentBytes = 1000;
  return g;
}

TEST(Liveness, IntervalsCurveAndPeakOfAnMLP) {
  MemoryProfile p = baselineProfile(mlp());
  std::vector<std::pair<int, int>> intervals;
  for (const LiveInterval &i : p.intervals)
    intervals.push_back({i.start, i.end});
  std::vector<std::pair<int, int>> expected = {
      {0, 6}, {1, 4}, {2, 3}, {3, 5}, {4, 8}, {5, 7}, {6, 8}, {7, 8}, {8, 8}};
  EXPECT_EQ(intervals, expected);
  // Step by step: persistent 1000 plus the live outputs.
  std::vector<int64_t> curve = {1400, 1700, 1800, 1900, 1850,
                                1850, 1810, 1810, 1580};
  EXPECT_EQ(p.curve, curve);
  EXPECT_EQ(p.peak, 1900);
  EXPECT_EQ(p.peakStep, 3);
}

TEST(Liveness, LowerBoundIsTheLargestWorkingSetWithTheResultsBefore) {
  LowerBound b = lowerBound(mlp());
  // dw2 reads h1 (400) and dh2 (300) and writes 60 with the result dw3
  // (50) resident: 810. dh1 (reads 300, writes 400, with dw3 and dw2)
  // holds as much, later.
  EXPECT_EQ(b.bytes, 1000 + 810);
  EXPECT_EQ(b.node, 6);
}

TEST(Liveness, EmptyGraph) {
  Graph g;
  EXPECT_EQ(baselineProfile(g).peak, 0);
  EXPECT_EQ(lowerBound(g).node, -1);
}

// With nodes writing into inputs that die at them, the interval form and
// the replay of the unplanned schedule agree, and the lower bound stays
// below the peak.
TEST(Liveness, InPlaceCurveMatchesTheReplay) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 2000; ++trial) {
    Graph g = test::withRandomInPlace(
        test::randomGraph(rng, std::uniform_int_distribution<int>(1, 60)(rng)),
        rng);
    MemoryProfile p = baselineProfile(g);
    Schedule s = baselineSchedule(g);
    SimulationResult r = simulate(g, s);
    ASSERT_TRUE(r.valid) << r.error;
    ASSERT_EQ(p.peak, r.peak) << "trial " << trial;
    // Step v's resident bytes are the replay's right after v's compute.
    NodeId step = 0;
    for (size_t event = 0; event < s.size(); ++event) {
      if (s[event].kind == EventKind::Compute) {
        ASSERT_EQ(p.curve[step++], r.curve[event]) << "trial " << trial;
      }
    }
    ASSERT_LE(lowerBound(g).bytes, p.peak);
  }
}

// The interval form and a brute-force count per step agree.
TEST(Liveness, CurveMatchesIntervalsOnRandomGraphs) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    Graph g = test::randomGraph(rng, std::uniform_int_distribution<int>(1, 60)(rng));
    MemoryProfile p = baselineProfile(g);
    LowerBound b = lowerBound(g);
    ASSERT_LE(b.bytes, p.peak);
    for (int step = 0; step < static_cast<int>(g.size()); ++step) {
      int64_t bytes = 0;
      for (NodeId v = 0; v < static_cast<NodeId>(g.size()); ++v) {
        int last = g.users(v).empty() ? static_cast<int>(g.size()) - 1
                                      : g.users(v).back();
        if (v <= step && step <= last)
          bytes += g.node(v).bytes;
      }
      ASSERT_EQ(p.curve[step], bytes);
    }
  }
}

} // namespace
