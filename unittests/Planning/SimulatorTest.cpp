//===- SimulatorTest.cpp - the judge of every plan --------------*- C++ -*-===//

#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/Simulator.h"

#include "RandomGraphs.h"

#include "gtest/gtest.h"

using namespace memplan;

namespace {

constexpr EventKind C = EventKind::Compute, F = EventKind::Free,
                    O = EventKind::SwapOut, I = EventKind::SwapIn;

/// a(100) -> b(10) -> c(20) -> d(30), and d also reads a: a's output must
/// survive (or be swapped or recomputed) across b and c.
Graph skipChain() {
  Graph g;
  g.addNode({"a", 100, 4, false, {}});
  g.addNode({"b", 10, 5, false, {0}});
  g.addNode({"c", 20, 6, false, {1}});
  g.addNode({"d", 30, 7, true, {0, 2}});
  return g;
}

SimulationResult expectInvalid(const Graph &g, const Schedule &s,
                               size_t event, const std::string &message,
                               SimulatorOptions options = {}) {
  SimulationResult r = simulate(g, s, options);
  EXPECT_FALSE(r.valid);
  EXPECT_EQ(r.failedEvent, event);
  EXPECT_NE(r.error.find(message), std::string::npos) << r.error;
  return r;
}

TEST(Simulator, ComputeNeedsEveryInputResident) {
  expectInvalid(skipChain(), {{C, 0}, {C, 1}, {F, 0}, {C, 2}, {C, 3}}, 4,
                "compute 3 (d): input 0 (a) is not resident");
}

TEST(Simulator, FreeNeedsResidentValue) {
  expectInvalid(skipChain(), {{C, 0}, {F, 0}, {F, 0}}, 2,
                "free 0 (a): it is not resident");
}

TEST(Simulator, SwapOutNeedsResidentValue) {
  expectInvalid(skipChain(), {{C, 0}, {F, 0}, {O, 0}}, 2,
                "swap_out 0 (a): it is not resident");
}

TEST(Simulator, SwapInNeedsHostCopy) {
  expectInvalid(skipChain(), {{C, 0}, {F, 0}, {I, 0}}, 2,
                "swap_in 0 (a): no host copy exists");
}

TEST(Simulator, MemoryStaysWithinBudgetAfterEveryEvent) {
  SimulatorOptions options;
  options.budget = 109; // a and b together need 110
  expectInvalid(skipChain(), baselineSchedule(skipChain()), 1,
                "resident memory 110 bytes exceeds the budget of 109 bytes",
                options);
}

TEST(Simulator, EveryNodeIsComputed) {
  Schedule s = {{C, 0}, {C, 1}, {C, 2}};
  expectInvalid(skipChain(), s, s.size(), "node 3 (d) is never computed");
}

TEST(Simulator, UnknownNode) {
  expectInvalid(skipChain(), {{C, 0}, {F, 7}}, 1, "free of unknown node 7");
}

TEST(Simulator, BaselineCurveAndPeak) {
  Graph g = skipChain();
  g.persistentBytes = 1000;
  SimulationResult r = simulate(g, baselineSchedule(g));
  ASSERT_TRUE(r.valid) << r.error;
  // compute a, compute b, compute c, free b, compute d, free a, free c
  std::vector<int64_t> expected = {1100, 1110, 1130, 1120, 1150, 1050, 1030};
  EXPECT_EQ(r.curve, expected);
  EXPECT_EQ(r.peak, 1150);
  EXPECT_EQ(r.overhead, 0);
  EXPECT_EQ(r.stepTime, 22);
  EXPECT_EQ(r.stallTime, 0);
}

TEST(Simulator, RecomputationCostsOverhead) {
  Graph g = skipChain();
  // Drop a after b, recompute it for d.
  Schedule s = {{C, 0}, {C, 1}, {F, 0}, {C, 2}, {F, 1},
                {C, 0}, {C, 3}, {F, 0}, {F, 2}};
  SimulationResult r = simulate(g, s);
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.peak, 150);
  EXPECT_EQ(r.recomputes, 1u);
  EXPECT_DOUBLE_EQ(r.overhead, 4.0 / 22.0);
  EXPECT_EQ(r.stepTime, 26);
}

TEST(Simulator, SwapHiddenBehindCompute) {
  Graph g = skipChain();
  SimulatorOptions options;
  options.hostBandwidth = 100; // a's copy takes 1 unit each way
  // a is copied out while b computes and back while c computes: the swap-in
  // is issued before c, so a is resident again during c.
  Schedule s = {{C, 0}, {O, 0}, {C, 1}, {F, 0}, {I, 0},
                {C, 2}, {F, 1}, {C, 3}, {F, 0}, {F, 2}};
  SimulationResult r = simulate(g, s, options);
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.stallTime, 0);
  EXPECT_EQ(r.stepTime, 22);
  EXPECT_EQ(r.overhead, 0);
  EXPECT_EQ(r.swapOuts, 1u);
  EXPECT_EQ(r.swapIns, 1u);
  EXPECT_EQ(r.swappedBytes, 100);
  std::vector<int64_t> curve = {100, 100, 110, 10, 110, 130, 120, 150, 50, 30};
  EXPECT_EQ(r.curve, curve);
}

// Issued just in time (after c), the swap-in cannot hide: d waits for it.
TEST(Simulator, SwapInIssuedLateStalls) {
  Graph g = skipChain();
  SimulatorOptions options;
  options.hostBandwidth = 100;
  Schedule s = {{C, 0}, {O, 0}, {C, 1}, {F, 0}, {C, 2},
                {I, 0}, {F, 1}, {C, 3}, {F, 0}, {F, 2}};
  SimulationResult r = simulate(g, s, options);
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.stallTime, 1);
  EXPECT_EQ(r.stepTime, 23);
  EXPECT_EQ(r.peak, 150);
}

TEST(Simulator, SlowSwapStallsCompute) {
  Graph g = skipChain();
  SimulatorOptions options;
  options.hostBandwidth = 10;   // a's copy takes 10 units each way
  options.transferLatency = 1;  // plus 1
  Schedule s = {{C, 0}, {O, 0}, {C, 1}, {F, 0}, {C, 2},
                {I, 0}, {F, 1}, {C, 3}, {F, 0}, {F, 2}};
  SimulationResult r = simulate(g, s, options);
  ASSERT_TRUE(r.valid) << r.error;
  // a done at 4; swap-out 4..15. b 4..9; free a waits for the copy: 15.
  // c 15..21. swap-in issued at 21: 21..32. d waits until 32, ends at 39.
  EXPECT_EQ(r.stallTime, 6 + 11);
  EXPECT_EQ(r.stepTime, 39);
}

// The simulator's memory curve equals a brute-force recount of the resident
// set after every event, on random graphs and random valid plans.
TEST(Simulator, AgreesWithBruteForceOnRandomPlans) {
  std::mt19937 rng(20261122);
  for (int trial = 0; trial < 3000; ++trial) {
    int nodes = std::uniform_int_distribution<int>(1, 40)(rng);
    Graph g = test::randomGraph(rng, nodes);
    g.persistentBytes = std::uniform_int_distribution<int64_t>(0, 500)(rng);
    Schedule s = trial % 3 == 0 ? baselineSchedule(g)
                                : test::randomValidSchedule(g, rng);
    SimulationResult r = simulate(g, s);
    ASSERT_TRUE(r.valid) << "trial " << trial << ": " << r.error;
    ASSERT_EQ(r.curve.size(), s.size());

    double computeCost = 0;
    int64_t peak = g.persistentBytes;
    for (size_t i = 0; i < s.size(); ++i) {
      std::vector<bool> resident(g.size(), false);
      for (size_t j = 0; j <= i; ++j) {
        if (s[j].kind == EventKind::Compute || s[j].kind == EventKind::SwapIn)
          resident[s[j].node] = true;
        else if (s[j].kind == EventKind::Free)
          resident[s[j].node] = false;
      }
      int64_t bytes = g.persistentBytes;
      for (NodeId v = 0; v < static_cast<NodeId>(g.size()); ++v)
        bytes += resident[v] ? g.node(v).bytes : 0;
      ASSERT_EQ(r.curve[i], bytes) << "trial " << trial << " event " << i;
      peak = std::max(peak, bytes);
      if (s[i].kind == EventKind::Compute)
        computeCost += g.node(s[i].node).computeCost;
    }
    ASSERT_EQ(r.peak, peak);
    ASSERT_DOUBLE_EQ(r.computeCost, computeCost);
    if (trial % 3 == 0) {
      ASSERT_EQ(r.peak, baselineProfile(g).peak) << "trial " << trial;
      ASSERT_EQ(r.overhead, 0);
    }
    // With the peak as the budget the plan still fits; one byte less fails.
    SimulatorOptions tight;
    tight.budget = peak;
    ASSERT_TRUE(simulate(g, s, tight).valid);
    tight.budget = peak - 1;
    ASSERT_FALSE(simulate(g, s, tight).valid);
  }
}

/// a(100) -> b(100, in place of a) -> c(10), and d(30) reads a and c.
Graph inPlaceChain(bool aReadLater) {
  Graph g;
  g.addNode({"a", 100, 1, false, {}});
  Node b{"b", 100, 1, false, {0}};
  b.inPlace = {0};
  g.addNode(b);
  g.addNode({"c", 10, 1, false, {1}});
  g.addNode({"d", 30, 1, false,
             aReadLater ? std::vector<NodeId>{0, 2} : std::vector<NodeId>{2}});
  return g;
}

TEST(Simulator, InPlaceOutputTakesTheBufferOfAnInputFreedRightAfter) {
  Graph g = inPlaceChain(/*aReadLater=*/false);
  SimulationResult r = simulate(g, baselineSchedule(g));
  ASSERT_TRUE(r.valid) << r.error;
  // compute a, compute b (into a's buffer), free a, compute c, free b,
  // compute d, free c
  std::vector<int64_t> expected = {100, 100, 100, 110, 10, 40, 30};
  EXPECT_EQ(r.curve, expected);
  EXPECT_EQ(r.peak, 110);
  EXPECT_EQ(baselineProfile(g).peak, 110);
  // a's and b's working set is one buffer.
  EXPECT_EQ(lowerBound(g).bytes, 110);

  // Freed later (a swap-out of b between them is no use of a), or with a
  // host copy that a swap-out may still be reading: b needs its own bytes.
  r = simulate(g, {{C, 0}, {C, 1}, {O, 1}, {F, 0}, {C, 2}, {F, 1}, {C, 3}});
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.curve[1], 100);
  r = simulate(g, {{C, 0}, {C, 1}, {C, 2}, {F, 0}, {F, 1}, {C, 3}});
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.curve[1], 200);
  r = simulate(g, {{C, 0}, {O, 0}, {C, 1}, {F, 0}, {C, 2}, {F, 1}, {C, 3}});
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.curve[2], 200);
  // Swapped back in, a is in a buffer of its own that no copy reads: b
  // takes it.
  r = simulate(
      g,
      {{C, 0}, {O, 0}, {F, 0}, {I, 0}, {C, 1}, {F, 0}, {C, 2}, {F, 1}, {C, 3}});
  ASSERT_TRUE(r.valid) << r.error;
  EXPECT_EQ(r.curve[4], 100);

  // a read again by d: it does not die at b.
  Graph kept = inPlaceChain(/*aReadLater=*/true);
  EXPECT_EQ(simulate(kept, baselineSchedule(kept)).curve[1], 200);
  EXPECT_EQ(baselineProfile(kept).curve[1], 200);
}

// The same recount on graphs whose nodes write into inputs: an output
// allocated by a compute takes no bytes there when one of its in-place
// inputs, in a buffer no swap-out read, is freed by the events right after
// it.
TEST(Simulator, AgreesWithBruteForceOnInPlaceGraphs) {
  std::mt19937 rng(20261124);
  for (int trial = 0; trial < 3000; ++trial) {
    int nodes = std::uniform_int_distribution<int>(1, 40)(rng);
    Graph g = test::withRandomInPlace(test::randomGraph(rng, nodes), rng);
    Schedule s = trial % 3 == 0 ? baselineSchedule(g)
                                : test::randomValidSchedule(g, rng);
    SimulationResult r = simulate(g, s);
    ASSERT_TRUE(r.valid) << "trial " << trial << ": " << r.error;
    int64_t peak = 0;
    std::vector<bool> resident(g.size(), false), copied(g.size(), false);
    // Bytes of each value whose buffer a later node took over, until the
    // value's free.
    std::vector<int64_t> taken(g.size(), 0);
    for (size_t i = 0; i < s.size(); ++i) {
      NodeId v = s[i].node;
      if (s[i].kind == EventKind::Compute && !resident[v]) {
        std::vector<NodeId> freedNext;
        for (size_t j = i + 1;
             j < s.size() && (s[j].kind == EventKind::Free ||
                              s[j].kind == EventKind::SwapOut);
             ++j)
          if (s[j].kind == EventKind::Free)
            freedNext.push_back(s[j].node);
        for (NodeId u : g.node(v).inPlace)
          if (!copied[u] && std::count(freedNext.begin(), freedNext.end(), u)) {
            taken[u] = std::min(g.node(u).bytes, g.node(v).bytes);
            break;
          }
      }
      // A value made resident again (swapped in, computed again) is in a
      // buffer no swap-out read.
      if (s[i].kind == EventKind::SwapOut)
        copied[v] = true;
      else if (s[i].kind != EventKind::Free && !resident[v])
        copied[v] = false;
      if (s[i].kind == EventKind::Free) {
        resident[v] = false;
        taken[v] = 0;
      } else if (s[i].kind != EventKind::SwapOut) {
        resident[v] = true;
      }
      int64_t bytes = 0;
      for (NodeId u = 0; u < NodeId(g.size()); ++u)
        bytes += resident[u] ? g.node(u).bytes - taken[u] : 0;
      ASSERT_EQ(r.curve[i], bytes) << "trial " << trial << " event " << i;
      peak = std::max(peak, bytes);
    }
    ASSERT_EQ(r.peak, peak);
    if (trial % 3 == 0) {
      ASSERT_EQ(r.peak, baselineProfile(g).peak) << "trial " << trial;
    }
    ASSERT_LE(lowerBound(g).bytes, r.peak) << "trial " << trial;
  }
}

/// A random cut of `s` where a planner's schedule has a step boundary: the
/// in-place rule looks past an event at the frees and swap-outs right after
/// it only, so the cut is moved past those.
size_t stepBoundaryCut(const Schedule &s, std::mt19937 &rng) {
  size_t cut = std::uniform_int_distribution<size_t>(0, s.size())(rng);
  while (cut < s.size() &&
         (s[cut].kind == EventKind::Free || s[cut].kind == EventKind::SwapOut))
    ++cut;
  return cut;
}

} // namespace

// A replay advanced over a schedule in pieces gives simulate()'s result;
// one with a time limit stops exactly when the step would take at least
// that long, and a negative latency (clocks that may move back) disables
// the limit.
TEST(Simulator, ReplayerInPiecesAndLimitedAgreesWithSimulate) {
  std::mt19937 rng(20261126);
  SimulatorOptions timing;
  timing.hostBandwidth = 2;
  timing.transferLatency = 1;
  for (int trial = 0; trial < 2000; ++trial) {
    int nodes = std::uniform_int_distribution<int>(1, 40)(rng);
    Graph g = test::withRandomInPlace(test::randomGraph(rng, nodes), rng);
    Schedule s = test::randomValidSchedule(g, rng);
    SimulationResult whole = simulate(g, s, timing);
    ASSERT_TRUE(whole.valid) << whole.error;

    size_t cut = stepBoundaryCut(s, rng);
    Schedule upTo(s.begin(), s.begin() + cut);
    Replayer pieces(g, timing);
    ASSERT_TRUE(pieces.advance(upTo));
    ASSERT_EQ(pieces.replayed(), cut);
    ASSERT_TRUE(pieces.advance(s));
    SimulationResult r = pieces.finish(s);
    ASSERT_TRUE(r.valid);
    EXPECT_EQ(r.curve, whole.curve) << "trial " << trial;
    EXPECT_EQ(r.stepTime, whole.stepTime);
    EXPECT_EQ(r.stallTime, whole.stallTime);
    EXPECT_EQ(r.peak, whole.peak);

    // A limit at the step time stops it; just above, it runs to the end.
    ASSERT_GT(whole.stepTime, 0);
    Replayer limited(g, timing, whole.stepTime);
    EXPECT_FALSE(limited.advance(s));
    EXPECT_FALSE(limited.finish(s).valid);
    Replayer above(g, timing, std::nextafter(whole.stepTime, 1e300));
    EXPECT_TRUE(above.advance(s));
    EXPECT_EQ(above.finish(s).stepTime, whole.stepTime);
    SimulatorOptions back = timing;
    back.transferLatency = -1;
    Replayer unlimited(g, back, 0);
    EXPECT_TRUE(unlimited.advance(s));
    EXPECT_EQ(unlimited.finish(s).curve, simulate(g, s, back).curve);
  }
}

// A time limit stops a replay as soon as the step is certain to reach it:
// the nodes not computed yet are computed at least once each after what
// the compute stream has done. a(10) -> b(20) -> c(30): after a, the step
// takes at least 10 + 50.
TEST(Simulator, ReplayerStopsOnceTheNodesLeftReachTheTimeLimit) {
  Graph g;
  g.addNode({"a", 4, 10, false, {}});
  g.addNode({"b", 4, 20, false, {0}});
  g.addNode({"c", 4, 30, true, {1}});
  Schedule s = {{C, 0}, {C, 1}, {F, 0}, {C, 2}, {F, 1}};
  ASSERT_EQ(simulate(g, s, {}).stepTime, 60);
  Replayer below(g, {}, 59.5);
  EXPECT_FALSE(below.advance(s));
  SimulationResult early = below.finish(s);
  EXPECT_FALSE(early.valid);
  EXPECT_EQ(early.failedEvent, 0u);
  EXPECT_NE(early.error.find("time limit"), std::string::npos) << early.error;
  // At the step time itself, only the clock reaches it: at c's compute.
  Replayer at(g, {}, 60);
  EXPECT_FALSE(at.advance(s));
  EXPECT_EQ(at.finish(s).failedEvent, 3u);
  // Computing a node again does not count as computing one left: b's
  // second compute (the clock at 50, c left) stops it, not a's.
  Schedule again = {{C, 0}, {C, 1}, {C, 1}, {F, 0}, {C, 2}, {F, 1}};
  Replayer twice(g, {}, 75);
  EXPECT_FALSE(twice.advance(again));
  EXPECT_EQ(twice.finish(again).failedEvent, 2u);
}

// A replay resumed from another's saved state over the same first events
// (Replayer::saved, Replayer::resume) gives the whole replay's result, and
// under a budget those events exceed, it stops where the whole replay
// stops; the replay saved from goes on unchanged.
TEST(Simulator, ReplayerResumedFromSavedAgreesWithWhole) {
  std::mt19937 rng(20261129);
  SimulatorOptions timing;
  timing.hostBandwidth = 2;
  timing.transferLatency = 1;
  int stoppedInPrefix = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    int nodes = std::uniform_int_distribution<int>(1, 40)(rng);
    Graph g = test::withRandomInPlace(test::randomGraph(rng, nodes), rng);
    Schedule s = test::randomValidSchedule(g, rng);
    SimulationResult whole = simulate(g, s, timing);
    ASSERT_TRUE(whole.valid) << whole.error;
    size_t cut = stepBoundaryCut(s, rng);
    Schedule upTo(s.begin(), s.begin() + cut);
    Replayer first(g, timing);
    ASSERT_TRUE(first.advance(upTo));
    Replayer saved = first.saved();

    Replayer resumed(g, timing);
    ASSERT_TRUE(resumed.resume(saved, whole.curve));
    ASSERT_EQ(resumed.replayed(), cut);
    ASSERT_TRUE(resumed.advance(s));
    SimulationResult r = resumed.finish(s);
    ASSERT_TRUE(r.valid) << r.error;
    EXPECT_EQ(r.curve, whole.curve) << "trial " << trial;
    EXPECT_EQ(r.peak, whole.peak);
    EXPECT_EQ(r.stepTime, whole.stepTime);
    EXPECT_EQ(r.stallTime, whole.stallTime);
    EXPECT_EQ(r.computeCost, whole.computeCost);
    EXPECT_EQ(r.swapIns, whole.swapIns);
    EXPECT_EQ(r.recomputes, whole.recomputes);

    ASSERT_TRUE(first.advance(s));
    EXPECT_EQ(first.finish(s).curve, whole.curve) << "trial " << trial;

    // Under a budget below the peak, both stop at the same event.
    if (whole.peak <= g.residentBytes())
      continue;
    SimulatorOptions tight = timing;
    tight.budget = std::uniform_int_distribution<int64_t>(g.residentBytes(),
                                                          whole.peak - 1)(rng);
    SimulationResult stopped = simulate(g, s, tight);
    ASSERT_FALSE(stopped.valid);
    Replayer resumedTight(g, tight);
    bool going = resumedTight.resume(saved, whole.curve);
    if (!going)
      ++stoppedInPrefix;
    EXPECT_EQ(going, stopped.failedEvent >= cut) << "trial " << trial;
    if (going) {
      EXPECT_FALSE(resumedTight.advance(s));
    }
    SimulationResult t = resumedTight.finish(s);
    EXPECT_FALSE(t.valid);
    EXPECT_EQ(t.failedEvent, stopped.failedEvent) << "trial " << trial;
    EXPECT_EQ(t.error, stopped.error);
    EXPECT_EQ(t.peak, stopped.peak) << "trial " << trial;
    EXPECT_EQ(t.curve, stopped.curve) << "trial " << trial;
  }
  EXPECT_GT(stoppedInPrefix, 100);
}
