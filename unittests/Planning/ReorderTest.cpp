//===- ReorderTest.cpp - a program order that holds fewer bytes -*- C++ -*-===//

#include "memplan/Planning/Reorder.h"
#include "memplan/Planning/Liveness.h"

#include "RandomGraphs.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <numeric>

using namespace memplan;

namespace {

// The backward of one layer as torch-mlir orders it: the input gradient
// first, then the weight gradient from a transposed copy of the layer's
// input, while the input gradient waits for its reader.
Graph layerBackward() {
  Graph g;
  g.addNode({"a", 100, 1, false, {}});          // 0: the layer's input
  g.addNode({"y", 10, 1, false, {0}});          // 1
  g.addNode({"g", 100, 1, true, {1}});          // 2: output gradient
  g.addNode({"dx", 100, 1, true, {2}});         // 3: input gradient
  g.addNode({"aT", 100, 1, true, {0}});         // 4: transposed input
  g.addNode({"dw", 1, 1, true, {2, 4}});        // 5: weight gradient
  g.addNode({"next", 100, 1, true, {3}});       // 6: reads dx
  g.addNode({"return", 0, 0, true, {5, 6}});    // 7
  g.persistentBytes = 1000;
  return g;
}

TEST(Reorder, TheWeightGradientRunsBeforeTheInputGradientWaits) {
  Graph g = layerBackward();
  // In program order aT is made while a, g and dx are resident.
  ASSERT_EQ(baselineProfile(g).peak, 1000 + 400);
  ReorderResult r = reorderForMemory(g);
  // dx sinks to right before its reader, so aT and dw no longer see it; and
  // aT is made right after y, while a is still resident for it and before
  // g exists: a dies at aT, y at g.
  std::vector<NodeId> expected = {0, 1, 4, 2, 5, 3, 6, 7};
  EXPECT_EQ(r.order, expected);
  EXPECT_EQ(r.peakBefore, 1400);
  // a, y and aT, then y, aT and g (dw's byte stays to the end).
  EXPECT_EQ(r.peakAfter, 1000 + 210);
  EXPECT_EQ(baselineProfile(permuteGraph(g, r.order)).peak, r.peakAfter);
  EXPECT_GE(r.moves, 1);
  EXPECT_FALSE(r.stopped);
}

TEST(Reorder, PinnedNodesStay) {
  Graph g = layerBackward();
  ReorderOptions options;
  options.pinned.assign(g.size(), 0);
  options.pinned[3] = options.pinned[7] = 1;
  ReorderResult r = reorderForMemory(g, options);
  // dx may not sink, and no other move lowers anything: aT already sits
  // right before dw, and hoisting aT frees a (100 B) only to hold aT.
  std::vector<NodeId> identity(g.size());
  std::iota(identity.begin(), identity.end(), 0);
  EXPECT_EQ(r.order, identity);
  EXPECT_EQ(r.moves, 0);
  EXPECT_EQ(r.peakAfter, r.peakBefore);
}

// A layer's backward with an SGD update: dw and dx read the output
// gradient g, dx reads the weight too (a persistent argument), and the
// update writes the new weight into the weight's buffer (a donated
// argument): no bytes of its own, while it runs after dx.
Graph sgdBackward() {
  Graph g;
  g.addNode({"a", 100, 1, false, {}});       // 0: the layer's input
  g.addNode({"g", 100, 1, true, {0}});       // 1: output gradient
  g.addNode({"dw", 100, 1, true, {0, 1}});   // 2: weight gradient
  g.addNode({"dx", 100, 1, true, {1}});      // 3: reads the weight
  g.addNode({"update", 0, 1, true, {2}});    // 4: w - lr * dw, into w
  g.addNode({"next", 100, 1, true, {3}});    // 5
  g.addNode({"return", 0, 0, true, {4, 5}}); // 6
  g.persistentBytes = 1000;
  return g;
}

TEST(Reorder, AnUpdateStaysAfterTheLastReaderOfTheBufferItWrites) {
  Graph g = sgdBackward();
  // Without the constraint the update runs right after dw, which frees dw
  // before dx runs: the same peak (a, g and dw at dw), fewer bytes summed.
  ReorderResult free = reorderForMemory(g);
  auto at = [](const std::vector<NodeId> &order, NodeId v) {
    return std::find(order.begin(), order.end(), v) - order.begin();
  };
  EXPECT_LT(at(free.order, 4), at(free.order, 3));
  EXPECT_EQ(free.peakAfter, free.peakBefore);
  EXPECT_LT(free.areaAfter, free.areaBefore);
  // Before dx the new weight would need 100 bytes of its own at every
  // step: the update stays after dx.
  ReorderOptions options;
  options.bufferWrites.push_back({4, 100, {3}});
  ReorderResult kept = reorderForMemory(g, options);
  EXPECT_GT(at(kept.order, 4), at(kept.order, 3));
  EXPECT_EQ(kept.peakAfter, 1300);
  // What memplan-plan checks of an order before it plans the step in it.
  EXPECT_TRUE(keepsBufferWrites(kept.order, options.bufferWrites));
  EXPECT_FALSE(keepsBufferWrites(free.order, options.bufferWrites));
}

// A max-pooling's backward beside its relu: the activation `a` is read by
// the pooling, by the pooling backward's phases and, last, by the relu's
// mask, which torch-mlir places after the phases are joined.
Graph poolingBackward() {
  Graph g;
  g.addNode({"a", 100, 1, false, {}});       // 0: relu output
  g.addNode({"pool", 25, 1, false, {0}});    // 1
  g.addNode({"head", 50, 1, false, {1}});    // 2
  g.addNode({"grad", 25, 1, true, {2}});     // 3: pooled output gradient
  g.addNode({"phases", 100, 1, true, {0, 3}}); // 4
  g.addNode({"join", 100, 1, true, {4}});    // 5: the phases concatenated
  g.addNode({"mask", 25, 1, true, {0}});     // 6: a > 0
  g.addNode({"dx", 100, 1, true, {5, 6}});   // 7
  g.addNode({"return", 0, 0, true, {7}});    // 8
  return g;
}

TEST(Reorder, TheMaskIsMadeWhereItsActivationIsLastReadBeforeIt) {
  Graph g = poolingBackward();
  // The join holds a, the phases and itself.
  ASSERT_EQ(baselineProfile(g).peak, 300);
  // The join stays where it is (sinking it with the phases would hide the
  // move this test is about).
  ReorderOptions options;
  options.pinned.assign(g.size(), 0);
  options.pinned[5] = options.pinned[8] = 1;
  ReorderResult r = reorderForMemory(g, options);
  // The mask moves to right after the phases, not after `a`: made there,
  // it frees `a` before the join; made right after `a` (250 B at the
  // phases), it would be held through the forward pass.
  std::vector<NodeId> expected = {0, 1, 2, 3, 4, 6, 5, 7, 8};
  EXPECT_EQ(r.order, expected);
  // The phases, the mask and the join; then the join, the mask and dx.
  EXPECT_EQ(r.peakAfter, 225);
  EXPECT_EQ(baselineProfile(permuteGraph(g, r.order)).peak, r.peakAfter);
}

// A relu's output read in the forward by its max-pooling and in the
// backward only through what is made from it alone: the pooling backward's
// window masks and the relu's mask, each made where the backward reads it.
Graph masksInTheBackward() {
  Graph g;
  g.addNode({"a", 400, 1, false, {}});           // 0: relu output
  g.addNode({"pool", 100, 1, false, {0}});       // 1
  g.addNode({"conv", 300, 1, false, {1}});       // 2
  g.addNode({"head", 10, 1, false, {2}});        // 3
  g.addNode({"grad", 10, 1, true, {3}});         // 4
  g.addNode({"dconv", 100, 1, true, {4, 1}});    // 5: pooled gradient
  g.addNode({"window", 25, 1, true, {0}});       // 6: a's window maxima
  g.addNode({"argmax", 25, 1, true, {0, 6}});    // 7: where they are
  g.addNode({"relumask", 100, 1, true, {0}});    // 8: a > 0
  g.addNode({"unpool", 400, 1, true, {5, 7}});   // 9
  g.addNode({"dx", 100, 1, true, {9, 8}});       // 10
  g.addNode({"return", 0, 0, true, {10}});       // 11
  return g;
}

TEST(Reorder, MasksMadeFromAnActivationAloneAreMadeInTheForward) {
  Graph g = masksInTheBackward();
  // The head holds a, pool, conv and itself.
  ASSERT_EQ(baselineProfile(g).peak, 400 + 100 + 300 + 10);
  // The head (the loss) keeps its place, as the step's results do.
  ReorderOptions options;
  options.pinned.assign(g.size(), 0);
  options.pinned[3] = options.pinned[11] = 1;
  // The quick scan sees the masks; a layer's backward has nothing of the
  // kind.
  EXPECT_TRUE(hasReadersToHoist(g, options));
  EXPECT_FALSE(hasReadersToHoist(layerBackward(), ReorderOptions()));
  // Without the move, nothing else frees `a` early.
  ReorderResult without = reorderForMemory(g, options);
  EXPECT_EQ(without.peakAfter, without.peakBefore);
  options.hoistReaders = true;
  ReorderResult r = reorderForMemory(g, options);
  // The window maxima, their positions and the relu's mask are made in the
  // forward, before the pooling, the last reader of `a` there: `a` is
  // freed at the pooling and the masks (150 B) are held in its place.
  std::vector<NodeId> expected = {0, 6, 7, 8, 1, 2, 3, 4, 5, 9, 10, 11};
  EXPECT_EQ(r.order, expected);
  // Then the peak is at the pooling (a, the positions, the relu's mask and
  // pool), and again where unpool reads the positions and the pooled
  // gradient beside the relu's mask.
  EXPECT_EQ(r.peakAfter, 625);
  EXPECT_EQ(baselineProfile(permuteGraph(g, r.order)).peak, r.peakAfter);

}

TEST(Reorder, TheWorkLimitStopsTheSearch) {
  ReorderOptions options;
  options.workLimit = 0;
  ReorderResult r = reorderForMemory(layerBackward(), options);
  EXPECT_TRUE(r.stopped);
  EXPECT_EQ(r.moves, 0);
  EXPECT_EQ(r.peakAfter, r.peakBefore);
}

// A random graph of 2 to `most` + 1 nodes (layered in even trials), with
// in-place inputs and persistent bytes, and options that pin one node in
// eight and the last, and hoist readers in half the trials.
void randomCase(std::mt19937 &rng, int trial, int most, Graph &g,
                ReorderOptions &options) {
  int nodes = 2 + int(rng() % most);
  Graph base = trial % 2 ? test::randomGraph(rng, nodes)
                         : test::randomLayeredGraph(rng, nodes, 6, 3, 5);
  g = test::withRandomInPlace(base, rng);
  g.persistentBytes = int64_t(rng() % 1000);
  options.pinned.assign(g.size(), 0);
  for (size_t v = 0; v < g.size(); ++v)
    options.pinned[v] = rng() % 8 == 0;
  options.pinned.back() = 1;
  options.hoistReaders = trial % 4 < 2;
}

TEST(Reorder, RandomGraphsGetTopologicalOrdersThatNeverHoldMore) {
  std::mt19937 rng(2718);
  int lowered = 0;
  for (int trial = 0; trial < 400; ++trial) {
    Graph g;
    ReorderOptions options;
    randomCase(rng, trial, 60, g, options);
    ReorderResult r = reorderForMemory(g, options);
    SCOPED_TRACE("trial " + std::to_string(trial));
    // On an order the first two moves leave as it is, without late readers
    // to hoist, the third move finds nothing either.
    if (options.hoistReaders) {
      ReorderOptions two = options;
      two.hoistReaders = false;
      ReorderResult settled = reorderForMemory(g, two);
      Graph p = permuteGraph(g, settled.order);
      ReorderOptions three = options;
      for (size_t k = 0; k < p.size(); ++k)
        three.pinned[k] = options.pinned[settled.order[k]];
      if (!settled.stopped && !hasReadersToHoist(p, three)) {
        EXPECT_EQ(reorderForMemory(p, three).moves, 0);
      }
    }

    // A permutation in which every node comes after its inputs, and the
    // pinned nodes keep their order.
    ASSERT_EQ(r.order.size(), g.size());
    std::vector<int> at(g.size(), -1);
    for (size_t k = 0; k < r.order.size(); ++k) {
      ASSERT_EQ(at[r.order[k]], -1);
      at[r.order[k]] = int(k);
    }
    for (NodeId v = 0; v < NodeId(g.size()); ++v)
      for (NodeId u : g.inputs(v))
        ASSERT_LT(at[u], at[v]);
    NodeId lastPinned = -1;
    for (NodeId v : r.order)
      if (options.pinned[v]) {
        ASSERT_GT(v, lastPinned);
        lastPinned = v;
      }

    // The liveness of the renumbered graph agrees with the search, holds no
    // more than program order, and the lower bound is the order's to keep.
    Graph permuted = permuteGraph(g, r.order);
    MemoryProfile before = baselineProfile(g), after = baselineProfile(permuted);
    EXPECT_EQ(r.peakBefore, before.peak);
    EXPECT_EQ(r.peakAfter, after.peak);
    EXPECT_LE(after.peak, before.peak);
    int64_t areaAfter = std::accumulate(after.curve.begin(),
                                        after.curve.end(), int64_t(0));
    int64_t areaBefore = std::accumulate(before.curve.begin(),
                                         before.curve.end(), int64_t(0));
    EXPECT_EQ(r.areaAfter, areaAfter);
    EXPECT_EQ(r.areaBefore, areaBefore);
    EXPECT_TRUE(after.peak < before.peak ||
                (after.peak == before.peak && areaAfter <= areaBefore));
    EXPECT_EQ(r.moves == 0, r.order == [&] {
      std::vector<NodeId> identity(g.size());
      std::iota(identity.begin(), identity.end(), 0);
      return identity;
    }());
    // The bound counts the results computed before each node, so it may
    // move with the order; it stays a bound.
    EXPECT_LE(lowerBound(permuted).bytes, after.peak);
    EXPECT_LE(lowerBound(g).bytes, before.peak);
    lowered += after.peak < before.peak;
  }
  // The search finds something on random graphs, not only on the example.
  EXPECT_GT(lowered, 40);
}

// Judging a move by the steps it changes (ReorderOptions::judgeInWindow)
// finds the orders measuring the whole order finds: the same moves kept,
// the same work spent (the work limit stops both at the same move), with
// in-place inputs, pinned nodes, hoisted readers and buffer writes.
TEST(Reorder, JudgingTheWindowKeepsTheMovesMeasuringTheWholeOrderKeeps) {
  std::mt19937 rng(20261203);
  int moves = 0, stopped = 0;
  for (int trial = 0; trial < 600; ++trial) {
    Graph g;
    ReorderOptions options;
    randomCase(rng, trial, 80, g, options);
    // A few writes into given buffers, each with a few readers that must
    // run before it.
    for (int w = int(rng() % 3); w > 0; --w) {
      NodeId writer = NodeId(rng() % g.size());
      ReorderOptions::BufferWrite write{writer, int64_t(1 + rng() % 500), {}};
      for (int r = int(rng() % 3); r > 0; --r)
        write.readers.push_back(NodeId(rng() % g.size()));
      options.bufferWrites.push_back(write);
    }
    if (trial % 3 == 0)
      options.workLimit = int64_t(rng() % 4000);
    ReorderResult window = reorderForMemory(g, options);
    options.judgeInWindow = false;
    ReorderResult whole = reorderForMemory(g, options);
    SCOPED_TRACE("trial " + std::to_string(trial));
    EXPECT_EQ(window.order, whole.order);
    EXPECT_EQ(window.moves, whole.moves);
    EXPECT_EQ(window.stopped, whole.stopped);
    EXPECT_EQ(window.peakAfter, whole.peakAfter);
    EXPECT_EQ(window.areaAfter, whole.areaAfter);
    moves += window.moves;
    stopped += window.stopped;
  }
  EXPECT_GT(moves, 500);
  EXPECT_GT(stopped, 20);
}

} // namespace
