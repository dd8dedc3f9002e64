//===- PackingTest.cpp - static buffer packing ------------------*- C++ -*-===//

#include "memplan/Planning/Packing.h"
#include "memplan/Planning/PackingIO.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <random>
#include <tuple>

using namespace memplan;

namespace {

/// The test's own validator, written without the library's sweep: every pair
/// of buffers is compared. Returns true when the placement is valid.
bool bruteForceValid(const std::vector<PackBuffer> &buffers,
                     const std::vector<int64_t> &offsets, int64_t capacity) {
  if (offsets.size() != buffers.size())
    return false;
  for (size_t i = 0; i < buffers.size(); ++i) {
    if (offsets[i] < 0 || offsets[i] % buffers[i].alignment != 0)
      return false;
    if (capacity >= 0 && offsets[i] + buffers[i].size > capacity)
      return false;
    for (size_t j = 0; j < i; ++j) {
      const PackBuffer &a = buffers[i], &b = buffers[j];
      bool inTime = a.start < b.end && b.start < a.end;
      bool inMemory = offsets[i] < offsets[j] + b.size &&
                      offsets[j] < offsets[i] + a.size;
      if (inTime && inMemory && a.size > 0 && b.size > 0)
        return false;
    }
  }
  return true;
}

std::vector<PackBuffer> randomInstance(std::mt19937 &rng, int n, int horizon,
                                       int64_t maxSize, bool aligned) {
  std::vector<PackBuffer> buffers;
  std::uniform_int_distribution<int> time(0, horizon - 1);
  std::uniform_int_distribution<int64_t> size(1, maxSize);
  std::uniform_int_distribution<int> alignPow(0, 3);
  for (int i = 0; i < n; ++i) {
    PackBuffer b;
    b.start = time(rng);
    b.end = b.start + 1 + time(rng) % std::max(1, horizon / 2);
    b.size = size(rng);
    b.alignment = aligned ? (int64_t(1) << alignPow(rng)) : 1;
    b.id = i;
    buffers.push_back(b);
  }
  return buffers;
}

/// The optimum by brute force: any optimal placement, compacted downwards
/// in the order of its offsets, is what first-fit produces for that order,
/// so the least arena over all orders of first-fit is optimal.
int64_t bruteForceOptimum(const std::vector<PackBuffer> &buffers) {
  std::vector<int> perm(buffers.size());
  std::iota(perm.begin(), perm.end(), 0);
  int64_t best = std::numeric_limits<int64_t>::max();
  do {
    std::vector<int64_t> offsets(buffers.size(), -1);
    int64_t arena = 0;
    for (int i : perm) {
      const PackBuffer &b = buffers[i];
      int64_t offset = 0;
      bool moved = true;
      while (moved) {
        moved = false;
        for (int j : perm) {
          if (offsets[j] < 0 || j == i)
            continue;
          const PackBuffer &o = buffers[j];
          bool inTime = b.start < o.end && o.start < b.end;
          if (inTime && offset < offsets[j] + o.size &&
              offsets[j] < offset + b.size) {
            offset = offsets[j] + o.size;
            offset = (offset + b.alignment - 1) / b.alignment * b.alignment;
            moved = true;
          }
        }
      }
      offsets[i] = offset;
      arena = std::max(arena, offset + b.size);
    }
    best = std::min(best, arena);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return best;
}

/// Rectangles of a guillotine-cut grid x grid square (time x memory), cut
/// until there are `count`, a fraction `drop` of them left out: every
/// buffer keeps its place in the square, so the instance fits at capacity
/// grid * unit by construction. The placement it was cut from is returned
/// in `construction`.
std::vector<PackBuffer> guillotineInstance(std::mt19937 &rng, int count,
                                           double drop, int64_t grid,
                                           int64_t unit,
                                           std::vector<int64_t> *construction =
                                               nullptr) {
  struct Rect {
    int64_t t0, o0, t1, o1;
  };
  std::vector<Rect> rects = {{0, 0, grid, grid}};
  while (int(rects.size()) < count) {
    // Cut a rectangle chosen with probability proportional to its area.
    std::vector<double> areas;
    for (const Rect &r : rects)
      areas.push_back(double((r.t1 - r.t0) * (r.o1 - r.o0)));
    std::discrete_distribution<size_t> pick(areas.begin(), areas.end());
    size_t k = pick(rng);
    Rect r = rects[k];
    bool canTime = r.t1 - r.t0 >= 2, canMemory = r.o1 - r.o0 >= 2;
    if (!canTime && !canMemory)
      continue;
    bool inTime = canTime && (!canMemory || rng() % 2 == 0);
    if (inTime) {
      int64_t cut = r.t0 + 1 + int64_t(rng() % uint64_t(r.t1 - r.t0 - 1));
      rects[k] = {r.t0, r.o0, cut, r.o1};
      rects.push_back({cut, r.o0, r.t1, r.o1});
    } else {
      int64_t cut = r.o0 + 1 + int64_t(rng() % uint64_t(r.o1 - r.o0 - 1));
      rects[k] = {r.t0, r.o0, r.t1, cut};
      rects.push_back({r.t0, cut, r.t1, r.o1});
    }
  }
  std::shuffle(rects.begin(), rects.end(), rng);
  rects.resize(size_t(double(rects.size()) * (1 - drop) + 0.5));
  std::vector<PackBuffer> buffers;
  if (construction)
    construction->clear();
  for (const Rect &r : rects) {
    buffers.push_back({r.t0 * unit, r.t1 * unit, (r.o1 - r.o0) * unit, 1,
                       int64_t(buffers.size())});
    if (construction)
      construction->push_back(r.o0 * unit);
  }
  return buffers;
}

TEST(Packing, LowerBoundIsTheLargestLiveSum) {
  // [0,4) 10, [2,6) 20, [4,8) 30: live sums 10, 30, 50, 30.
  std::vector<PackBuffer> buffers = {
      {0, 4, 10, 1, 0}, {2, 6, 20, 1, 1}, {4, 8, 30, 1, 2}};
  EXPECT_EQ(packingLowerBound(buffers), 50);
  // Half-open lifetimes: touching buffers do not overlap.
  EXPECT_EQ(packingLowerBound({{0, 2, 10, 1, 0}, {2, 4, 10, 1, 1}}), 10);
}

TEST(Packing, ValidatorReportsEachViolation) {
  std::vector<PackBuffer> buffers = {{0, 4, 10, 1, 7}, {2, 6, 20, 8, 8}};
  EXPECT_EQ(validatePacking(buffers, {0, 16}), "");
  EXPECT_EQ(validatePacking(buffers, {0, 8}),
            "buffers 7 and 8 are both live at 2 and overlap in memory: "
            "[0, 10) and [8, 28)");
  EXPECT_EQ(validatePacking(buffers, {0, 12}),
            "buffer 8: offset 12 is not a multiple of 8");
  EXPECT_EQ(validatePacking(buffers, {0, 16}, 30),
            "buffer 8: [16, 36) exceeds the capacity 30");
  EXPECT_EQ(validatePacking(buffers, {-10, 16}),
            "buffer 7: negative offset -10");
  EXPECT_EQ(validatePacking(buffers, {0}), "1 offsets for 2 buffers");
  // Touching lifetimes may share memory.
  EXPECT_EQ(validatePacking({{0, 2, 10, 1, 0}, {2, 4, 10, 1, 1}}, {0, 0}), "");
}

TEST(Packing, ValidatorAgreesWithBruteForce) {
  std::mt19937 rng(7);
  int invalid = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    auto buffers = randomInstance(rng, 2 + iter % 12, 10, 16, iter % 2);
    std::vector<int64_t> offsets;
    std::uniform_int_distribution<int64_t> offset(0, 6);
    for (const PackBuffer &b : buffers)
      offsets.push_back(offset(rng) * b.alignment * (iter % 3 ? 1 : 3));
    bool expected = bruteForceValid(buffers, offsets, -1);
    invalid += !expected;
    EXPECT_EQ(validatePacking(buffers, offsets).empty(), expected)
        << "instance " << iter;
  }
  // Both outcomes were exercised.
  EXPECT_GT(invalid, 100);
  EXPECT_LT(invalid, 2900);
}

TEST(Packing, EveryGreedyPlacementIsValid) {
  std::mt19937 rng(11);
  for (int iter = 0; iter < 2000; ++iter) {
    auto buffers = randomInstance(rng, 1 + iter % 60, 40, 1000, iter % 3 == 0);
    int64_t lb = packingLowerBound(buffers);
    for (auto [order, fit] : portfolioMembers()) {
      std::vector<int64_t> offsets = packGreedy(buffers, order, fit);
      ASSERT_TRUE(bruteForceValid(buffers, offsets, -1))
          << toString(fit) << "/" << toString(order) << " on instance "
          << iter;
      ASSERT_GE(arenaSize(buffers, offsets), lb);
    }
  }
}

/// Best-fit in start order the plain way: the buffers placed so far that
/// are still live, sorted by offset, and the smallest gap between them that
/// holds the buffer (the lowest of equal ones), else on top.
std::vector<int64_t> referenceBestFitInStartOrder(
    const std::vector<PackBuffer> &buffers) {
  std::vector<int> order(buffers.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const PackBuffer &x = buffers[a], &y = buffers[b];
    return std::make_tuple(x.start, -(x.end - x.start), -x.size) <
           std::make_tuple(y.start, -(y.end - y.start), -y.size);
  });
  std::vector<int64_t> offsets(buffers.size(), 0);
  std::vector<int> placed;
  for (int i : order) {
    const PackBuffer &b = buffers[i];
    if (b.size == 0)
      continue;
    std::vector<std::pair<int64_t, int64_t>> live;
    for (int j : placed)
      if (buffers[j].end > b.start)
        live.push_back({offsets[j], offsets[j] + buffers[j].size});
    std::sort(live.begin(), live.end());
    int64_t floor = 0, chosen = -1, chosenGap = 0;
    auto align = [&](int64_t v) {
      return (v + b.alignment - 1) / b.alignment * b.alignment;
    };
    for (auto [lo, hi] : live) {
      if (lo > floor && align(floor) + b.size <= lo &&
          (chosen < 0 || lo - floor < chosenGap)) {
        chosen = align(floor);
        chosenGap = lo - floor;
      }
      floor = std::max(floor, hi);
    }
    offsets[i] = chosen >= 0 ? chosen : align(floor);
    placed.push_back(i);
  }
  return offsets;
}

TEST(Packing, BestFitInStartOrderMatchesThePlainWay) {
  std::mt19937 rng(31);
  for (int iter = 0; iter < 800; ++iter) {
    auto buffers =
        randomInstance(rng, 1 + iter % 70, 5 + iter % 40, 300, iter % 3 == 0);
    if (iter % 5 == 0)
      buffers[iter % buffers.size()].size = 0;
    ASSERT_EQ(packGreedy(buffers, PackOrder::Start, PackFit::BestFit),
              referenceBestFitInStartOrder(buffers))
        << "instance " << iter;
  }
}

TEST(Packing, ManyOverlapsLeaveOnlyBestFitInTimeOrder) {
  // 15,000 buffers all live together: about 112M overlapping pairs, more
  // than the other members may take on. Stacked, they reach the bound.
  std::vector<PackBuffer> buffers;
  for (int i = 0; i < 15000; ++i)
    buffers.push_back({i % 7, 10 + i % 5, 1 + i % 13, 1, i});
  PackResult r = pack(buffers);
  ASSERT_TRUE(r.success);
  ASSERT_EQ(r.portfolio.size(), 1u);
  EXPECT_EQ(r.portfolio[0].first, "best-fit/start");
  EXPECT_EQ(r.arena, r.lowerBound);
  EXPECT_EQ(validatePacking(buffers, r.offsets), "");
}

TEST(Packing, PackResultIsValidAndNoWorseThanThePortfolio) {
  std::mt19937 rng(13);
  for (int iter = 0; iter < 300; ++iter) {
    auto buffers = randomInstance(rng, 1 + iter % 40, 30, 100, iter % 2);
    PackOptions options;
    options.limits.nodes = 2000;
    options.limits.seconds = -1;
    options.fullPortfolio = true;
    PackResult r = pack(buffers, options);
    ASSERT_TRUE(r.success);
    ASSERT_TRUE(bruteForceValid(buffers, r.offsets, -1)) << iter;
    EXPECT_EQ(r.arena, arenaSize(buffers, r.offsets));
    EXPECT_EQ(r.lowerBound, packingLowerBound(buffers));
    for (auto &[name, arena] : r.portfolio)
      EXPECT_LE(r.arena, arena) << name;
  }
}

TEST(Packing, ExactSearchMatchesBruteForceOnSmallInstances) {
  std::mt19937 rng(17);
  int aboveBound = 0;
  for (int iter = 0; iter < 600; ++iter) {
    auto buffers = randomInstance(rng, 2 + iter % 6, 8, 12, iter % 4 == 0);
    int64_t optimum = bruteForceOptimum(buffers);
    aboveBound += optimum > packingLowerBound(buffers);

    // Minimizing finds the optimum and proves it.
    PackOptions options;
    options.limits.seconds = -1;
    PackResult r = pack(buffers, options);
    ASSERT_EQ(r.arena, optimum) << "instance " << iter;
    EXPECT_TRUE(r.optimal) << "instance " << iter;
    EXPECT_TRUE(bruteForceValid(buffers, r.offsets, optimum));

    // At the optimum the search finds a placement; one byte less, it proves
    // that there is none.
    std::vector<int64_t> offsets;
    ASSERT_EQ(packExact(buffers, optimum, offsets), SearchStatus::Found)
        << "instance " << iter;
    EXPECT_TRUE(bruteForceValid(buffers, offsets, optimum));
    EXPECT_EQ(packExact(buffers, optimum - 1, offsets),
              SearchStatus::Infeasible)
        << "instance " << iter;
  }
  // Some instances need more than the lower bound, so the proofs of
  // infeasibility above it were exercised too.
  EXPECT_GT(aboveBound, 20);
}

TEST(Packing, EachBranchingMatchesBruteForce) {
  // Each branching of the search on its own, on random instances and on
  // tight ones cut from a square (where the floors matter most): at the
  // optimum it finds a valid placement, one byte below it proves there is
  // none.
  std::mt19937 rng(41);
  for (SearchBranching branching :
       {SearchBranching::InOrder, SearchBranching::Floor,
        SearchBranching::Valleys}) {
    int tight = 0;
    for (int iter = 0; iter < 500; ++iter) {
      std::vector<PackBuffer> buffers;
      if (iter % 2) {
        buffers = guillotineInstance(rng, 3 + iter % 5, iter % 4 == 1 ? 0.2 : 0,
                                     6, 1 + iter % 3);
      } else {
        buffers = randomInstance(rng, 2 + iter % 6, 8, 12, iter % 4 == 0);
      }
      int64_t optimum = bruteForceOptimum(buffers);
      tight += optimum == packingLowerBound(buffers);
      SearchLimits limits;
      limits.nodes = -1;
      limits.branching = branching;
      std::vector<int64_t> offsets;
      ASSERT_EQ(packExact(buffers, optimum, offsets, limits),
                SearchStatus::Found)
          << "instance " << iter;
      EXPECT_TRUE(bruteForceValid(buffers, offsets, optimum))
          << "instance " << iter;
      EXPECT_EQ(packExact(buffers, optimum - 1, offsets, limits),
                SearchStatus::Infeasible)
          << "instance " << iter;
    }
    EXPECT_GT(tight, 200);
  }
}

TEST(Packing, FloorBranchingProvesWhatInOrderProves) {
  // Larger random instances than brute force takes on, at capacities
  // around the lower bound: the branchings, each complete without a node
  // limit, agree on every answer, and every placement is valid.
  std::mt19937 rng(43);
  int infeasible = 0, found = 0;
  for (int iter = 0; iter < 200; ++iter) {
    auto buffers = randomInstance(rng, 8 + iter % 10, 10, 9, iter % 3 == 0);
    int64_t capacity = packingLowerBound(buffers) + iter % 2;
    SearchLimits limits;
    limits.nodes = -1;
    std::vector<int64_t> inOrder, floor, valleys;
    limits.branching = SearchBranching::InOrder;
    SearchStatus a = packExact(buffers, capacity, inOrder, limits);
    limits.branching = SearchBranching::Floor;
    SearchStatus b = packExact(buffers, capacity, floor, limits);
    limits.branching = SearchBranching::Valleys;
    SearchStatus c = packExact(buffers, capacity, valleys, limits);
    ASSERT_EQ(a, b) << "instance " << iter;
    ASSERT_EQ(a, c) << "instance " << iter;
    if (b == SearchStatus::Found) {
      ++found;
      EXPECT_TRUE(bruteForceValid(buffers, floor, capacity)) << iter;
      EXPECT_TRUE(bruteForceValid(buffers, inOrder, capacity)) << iter;
      EXPECT_TRUE(bruteForceValid(buffers, valleys, capacity)) << iter;
    } else {
      ++infeasible;
    }
  }
  EXPECT_GT(found, 50);
  EXPECT_GT(infeasible, 25);
}

TEST(Packing, ValleysProveWhatTheLowestFloorProves) {
  // Branching at the floors of valleys, not only at the lowest floor: on
  // instances of many short and long lifetimes (valleys at many heights,
  // buffers reaching from one into lower sections), the lowest-floor search
  // finds the least capacity that fits; branching at valleys must fit at
  // that capacity and prove the one below infeasible, where solutions are
  // fewest and an unsound cut shows. Only instances that both searches
  // finish within a node limit count (a count of nodes, the same instances
  // on any machine).
  std::mt19937 rng(47);
  int compared = 0, aboveBound = 0;
  for (int iter = 0; iter < 400; ++iter) {
    auto buffers = randomInstance(rng, 10 + iter % 10, 16, 8, iter % 4 == 0);
    int64_t lowerBound = packingLowerBound(buffers);
    SearchLimits limits;
    limits.nodes = 100000;
    std::vector<int64_t> offsets;
    int64_t least = lowerBound;
    SearchStatus status = SearchStatus::Infeasible;
    limits.branching = SearchBranching::Floor;
    for (; least < lowerBound + 8; ++least) {
      status = packExact(buffers, least, offsets, limits);
      if (status != SearchStatus::Infeasible)
        break;
    }
    if (status != SearchStatus::Found)
      continue;
    limits.branching = SearchBranching::Valleys;
    SearchStatus atLeast = packExact(buffers, least, offsets, limits);
    if (atLeast == SearchStatus::LimitReached)
      continue;
    ASSERT_EQ(atLeast, SearchStatus::Found) << "instance " << iter;
    EXPECT_TRUE(bruteForceValid(buffers, offsets, least)) << iter;
    ++compared;
    if (least == lowerBound)
      continue;
    SearchStatus below = packExact(buffers, least - 1, offsets, limits);
    if (below == SearchStatus::LimitReached)
      continue;
    ASSERT_EQ(below, SearchStatus::Infeasible) << "instance " << iter;
    ++aboveBound;
  }
  EXPECT_GT(compared, 350);
  EXPECT_GT(aboveBound, 40);
}

TEST(Packing, GuillotineFamilyFitsAtItsCapacity) {
  // MiniMalloc's challenging family: a 1024 x 1024 square of 1024-unit
  // cells cut into 150 rectangles, a tenth of them dropped, fits at
  // 1048576 by construction. Within the default limits (deterministic),
  // the search in offset order alone fits 5 of these 8.
  std::mt19937 rng(8070);
  int fitted = 0;
  const int instances = 8;
  for (int k = 0; k < instances; ++k) {
    std::vector<int64_t> construction;
    auto buffers = guillotineInstance(rng, 150, 0.1, 1024, 1024, &construction);
    ASSERT_TRUE(bruteForceValid(buffers, construction, 1048576));
    PackOptions options;
    options.capacity = 1048576;
    PackResult r = pack(buffers, options);
    EXPECT_TRUE(r.success) << "instance " << k;
    EXPECT_FALSE(r.provenInfeasible) << "instance " << k;
    if (r.success) {
      ++fitted;
      EXPECT_TRUE(bruteForceValid(buffers, r.offsets, 1048576));
    }
  }
  EXPECT_EQ(fitted, instances);
}

TEST(Packing, BlocksStackOneLifetimeAndJoinNeighboursInTime) {
  // {start, end, size, alignment, id}
  std::vector<PackBuffer> buffers = {
      {0, 4, 8, 1, 0},
      {0, 4, 64, 32, 1},
      {0, 4, 32, 16, 2},
      {4, 9, 104, 8, 3},
      {0, 9, 24, 8, 4},
      // Stacked, 6 would sit 24 bytes up, unaligned: left apart.
      {2, 6, 24, 16, 5},
      {2, 6, 16, 16, 6},
      // 7 could go on with 8 or 9: joined with neither.
      {9, 12, 5, 1, 7},
      {12, 15, 5, 1, 8},
      {12, 14, 5, 1, 9}};
  std::optional<PackBlocks> blocks = joinIntoBlocks(buffers);
  ASSERT_TRUE(blocks);
  // 1, 2 and 0 stacked (the most aligned lowest), then on with 3 (the
  // only block of that size starting at 4), then 4 stacked on top.
  ASSERT_EQ(blocks->blocks.size(), 6u);
  const PackBuffer &joined = blocks->blocks[0];
  EXPECT_EQ(std::make_tuple(joined.start, joined.end, joined.size,
                            joined.alignment, joined.id),
            std::make_tuple(int64_t(0), int64_t(9), int64_t(128), int64_t(32),
                            int64_t(0)));
  EXPECT_EQ(blocks->blockOf,
            (std::vector<int32_t>{0, 0, 0, 0, 0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(blocks->within,
            (std::vector<int64_t>{96, 0, 64, 0, 104, 0, 0, 0, 0, 0}));
  for (size_t b = 1; b < 6; ++b) {
    const PackBuffer &alone = buffers[b + 4];
    EXPECT_EQ(std::make_tuple(blocks->blocks[b].start, blocks->blocks[b].end,
                              blocks->blocks[b].size),
              std::make_tuple(alone.start, alone.end, alone.size));
  }
  // Any placement of the blocks places the buffers: here, the blocks one
  // above the other.
  std::vector<int64_t> blockOffsets = {0, 128, 160, 176, 192, 208};
  std::vector<int64_t> offsets;
  for (size_t i = 0; i < buffers.size(); ++i)
    offsets.push_back(blockOffsets[blocks->blockOf[i]] + blocks->within[i]);
  EXPECT_TRUE(bruteForceValid(buffers, offsets, -1));

  // One rule alone: stacks only (1, 2 and 0; 3 then joins nothing), or
  // joins only (none here; two of one size that meet in time, below).
  std::optional<PackBlocks> stacked =
      joinIntoBlocks(buffers, /*stackLifetimes=*/true, /*joinInTime=*/false);
  ASSERT_TRUE(stacked);
  ASSERT_EQ(stacked->blocks.size(), 8u);
  EXPECT_EQ(stacked->blocks[0].size, 104);
  EXPECT_EQ(stacked->blocks[0].end, 4);
  EXPECT_EQ(stacked->blockOf,
            (std::vector<int32_t>{0, 0, 0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(stacked->within,
            (std::vector<int64_t>{96, 0, 64, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_FALSE(joinIntoBlocks(buffers, false, true));
  std::optional<PackBlocks> meeting = joinIntoBlocks(
      {{0, 3, 7, 1, 0}, {3, 5, 7, 4, 1}, {0, 5, 2, 1, 2}}, false, true);
  ASSERT_TRUE(meeting);
  ASSERT_EQ(meeting->blocks.size(), 2u);
  EXPECT_EQ(meeting->blockOf, (std::vector<int32_t>{0, 0, 1}));
  EXPECT_EQ(meeting->within, (std::vector<int64_t>{0, 0, 0}));
  EXPECT_EQ(std::make_tuple(meeting->blocks[0].start, meeting->blocks[0].end,
                            meeting->blocks[0].size,
                            meeting->blocks[0].alignment),
            std::make_tuple(int64_t(0), int64_t(5), int64_t(7), int64_t(4)));
  // Another of that size ending where the second starts: no join.
  EXPECT_FALSE(joinIntoBlocks(
      {{0, 3, 7, 1, 0}, {1, 3, 7, 1, 1}, {3, 5, 7, 1, 2}}, false, true));

  // Nothing joins: the stack that would misalign, the join with two
  // partners; nor where the stack's alignment would overflow.
  EXPECT_FALSE(joinIntoBlocks({buffers.begin() + 5, buffers.end()}));
  EXPECT_FALSE(
      joinIntoBlocks({{0, 1, 0, int64_t(1) << 62, 0}, {0, 1, 0, 3, 1}}));
  EXPECT_FALSE(joinIntoBlocks({}));
}

// Any placement of the blocks places the buffers, whatever their
// alignments: on random instances made to have many buffers of one
// lifetime and many that meet in time at one size, with alignments of 1-8
// and 3 (which divide neither each other nor every size), the blocks of
// each rule and of both, placed by every greedy member of the portfolio,
// give valid, aligned placements of the buffers; and pack(), minimizing
// and at every capacity up to its arena, with a search of 30 nodes that
// often leaves the blocks to be tried (35 times here), returns only valid
// placements.
TEST(Packing, EveryPlacementOfTheBlocksPlacesTheBuffers) {
  std::mt19937 rng(1208);
  int joined = 0, byBlocks = 0;
  for (int iter = 0; iter < 300; ++iter) {
    auto buffers = randomInstance(rng, 6 + iter % 20, 6, 12, iter % 2 == 0);
    // Copies of lifetimes and buffers that go on where another ends.
    for (size_t i = 0; i + 1 < buffers.size(); i += 3) {
      buffers[i + 1].start = buffers[i].start;
      buffers[i + 1].end = buffers[i].end;
      if (i + 2 < buffers.size()) {
        buffers[i + 2].start = buffers[i].end;
        buffers[i + 2].end = buffers[i].end + 1 + int64_t(rng() % 3);
        buffers[i + 2].size = buffers[i].size;
      }
    }
    if (iter % 5 == 0)
      for (PackBuffer &b : buffers)
        b.alignment = rng() % 3 == 0 ? 3 : b.alignment;
    for (auto [stack, join] : {std::pair(true, true), std::pair(true, false),
                               std::pair(false, true)}) {
      std::optional<PackBlocks> blocks = joinIntoBlocks(buffers, stack, join);
      if (!blocks)
        continue;
      ++joined;
      ASSERT_EQ(blocks->blockOf.size(), buffers.size());
      ASSERT_LT(blocks->blocks.size(), buffers.size());
      for (auto [order, fit] : portfolioMembers()) {
        std::vector<int64_t> placed = packGreedy(blocks->blocks, order, fit);
        ASSERT_TRUE(bruteForceValid(blocks->blocks, placed, -1));
        std::vector<int64_t> offsets;
        for (size_t i = 0; i < buffers.size(); ++i)
          offsets.push_back(placed[blocks->blockOf[i]] + blocks->within[i]);
        ASSERT_TRUE(bruteForceValid(buffers, offsets, -1))
            << "instance " << iter << " stack " << stack << " join " << join;
      }
    }
    // Minimizing, and at each capacity from the lower bound to the
    // portfolio's arena.
    PackOptions options;
    options.limits.nodes = 30;
    options.iterateRounds = 0;
    PackResult minimized = pack(buffers, options);
    ASSERT_TRUE(minimized.success);
    EXPECT_TRUE(bruteForceValid(buffers, minimized.offsets, -1))
        << "instance " << iter;
    byBlocks += minimized.method == "exact on blocks";
    for (int64_t capacity = minimized.lowerBound; capacity < minimized.arena;
         ++capacity) {
      options.capacity = capacity;
      PackResult r = pack(buffers, options);
      if (r.success) {
        EXPECT_TRUE(bruteForceValid(buffers, r.offsets, capacity))
            << "instance " << iter << " capacity " << capacity;
      }
      byBlocks += r.method == "exact on blocks";
    }
  }
  EXPECT_GT(joined, 300);
  EXPECT_GT(byBlocks, 20) << byBlocks;
}

// The search of the blocks follows where the search of the buffers runs
// out of nodes: on guillotine instances (MiniMalloc's family, 150
// rectangles) with 500 nodes, every one fits at its capacity, 8 of 12
// as blocks, where packing without them, with the same limits, fits none
// of those 8. Each placement checked by the test's own validator.
TEST(Packing, BlocksFitWhereTheSearchOfTheBuffersRunsOut) {
  std::mt19937 rng(1207);
  int byBlocks = 0;
  const int instances = 12;
  for (int k = 0; k < instances; ++k) {
    auto buffers = guillotineInstance(rng, 150, 0.1, 1024, 1024);
    PackOptions options;
    options.capacity = 1048576;
    options.limits.nodes = 500;
    options.iterateRounds = 0;
    PackResult r = pack(buffers, options);
    EXPECT_TRUE(r.success) << "instance " << k;
    EXPECT_TRUE(bruteForceValid(buffers, r.offsets, 1048576))
        << "instance " << k;
    if (r.method != "exact on blocks")
      continue;
    ++byBlocks;
    // Packing without the blocks, with the same limits, does not fit.
    options.blocks = false;
    EXPECT_FALSE(pack(buffers, options).success) << "instance " << k;
  }
  EXPECT_GE(byBlocks, instances / 2) << byBlocks;
}

TEST(Packing, MinimizingIsNoWorseThanAnyFeasibleCapacity) {
  // Sizes and alignments in multiples of 4 (so the capacities searched step
  // by 4) and not: every capacity from the lower bound up to the best
  // greedy arena that the search fits must be matched by minimizing.
  std::mt19937 rng(29);
  int belowGreedy = 0;
  for (int iter = 0; iter < 60; ++iter) {
    auto buffers = randomInstance(rng, 10 + iter % 8, 8, 9, iter % 3 == 0);
    if (iter % 2)
      for (PackBuffer &b : buffers)
        b.size *= 4;
    PackOptions options;
    options.limits.nodes = -1;
    PackResult minimized = pack(buffers, options);
    ASSERT_TRUE(minimized.success);
    ASSERT_TRUE(bruteForceValid(buffers, minimized.offsets, minimized.arena));
    EXPECT_TRUE(minimized.optimal) << "instance " << iter;
    // The greedy portfolio alone.
    options.exact = false;
    options.iterateRounds = 0;
    int64_t greedy = pack(buffers, options).arena;
    belowGreedy += minimized.arena < greedy;
    options.exact = true;
    options.iterateRounds = kDefaultIterateRounds;
    for (int64_t capacity = minimized.lowerBound; capacity <= greedy;
         ++capacity) {
      options.capacity = capacity;
      PackResult fitted = pack(buffers, options);
      if (fitted.success)
        ASSERT_LE(minimized.arena, capacity) << "instance " << iter;
      else
        ASSERT_TRUE(fitted.provenInfeasible);
      ASSERT_EQ(fitted.success, capacity >= minimized.arena)
          << "instance " << iter << " capacity " << capacity;
    }
  }
  // The exact search, not the greedy portfolio, decided some of them.
  EXPECT_GT(belowGreedy, 5) << belowGreedy;
}

// With searches that run out of nodes, packing at a capacity fits
// wherever minimizing ends within it: whether a search settles within its
// nodes is not monotone in the capacity, and minimizing probes capacities
// below the portfolio's arena with shares of its own. Guillotine instances
// (MiniMalloc's family, 60-100 rectangles) with 40-100 nodes per search
// (with more, the search of their blocks reaches the lower bound on
// nearly all), at minimizing's arena and a little above it.
TEST(Packing, AtACapacityPackingFitsWhereMinimizingDoes) {
  std::mt19937 rng(1206);
  int checked = 0;
  for (int k = 0; k < 96; ++k) {
    auto buffers =
        guillotineInstance(rng, 60 + 10 * (k % 5), 0.1, 64, 1024);
    PackOptions options;
    options.limits.nodes = 40 + 20 * (k % 4);
    PackResult minimized = pack(buffers, options);
    ASSERT_TRUE(minimized.success) << "instance " << k;
    if (minimized.optimal)
      continue; // its capacity is at the bound or proven: nothing to miss
    for (int64_t above : {int64_t(0), int64_t(1024), int64_t(4096)}) {
      options.capacity = minimized.arena + above;
      PackResult fitted = pack(buffers, options);
      EXPECT_TRUE(fitted.success)
          << "instance " << k << " capacity " << options.capacity;
      EXPECT_LE(fitted.arena, options.capacity) << "instance " << k;
      EXPECT_TRUE(
          bruteForceValid(buffers, fitted.offsets, options.capacity))
          << "instance " << k;
      ++checked;
    }
  }
  EXPECT_GE(checked, 12);
}

TEST(Packing, IteratedRoundsOnlyLowerTheArena) {
  // Rounds of iterated greedy placement after the portfolio (no exact
  // search): every placement valid and aligned, never above the portfolio's
  // arena, below it on some instances, and never below the optimum.
  std::mt19937 rng(41);
  int lowered = 0;
  for (int iter = 0; iter < 150; ++iter) {
    auto buffers = randomInstance(rng, 20 + iter % 60, 30, 1000, iter % 3 == 0);
    PackOptions options;
    options.exact = false;
    options.iterateRounds = 0;
    PackResult portfolio = pack(buffers, options);
    options.iterateRounds = 64;
    PackResult iterated = pack(buffers, options);
    ASSERT_TRUE(iterated.success);
    ASSERT_TRUE(bruteForceValid(buffers, iterated.offsets, iterated.arena))
        << "instance " << iter;
    ASSERT_EQ(validatePacking(buffers, iterated.offsets), "")
        << "instance " << iter;
    EXPECT_LE(iterated.arena, portfolio.arena) << "instance " << iter;
    EXPECT_GE(iterated.arena, iterated.lowerBound) << "instance " << iter;
    EXPECT_LE(iterated.iteratedRounds, 64) << "instance " << iter;
    EXPECT_EQ(portfolio.iteratedRounds, 0);
    if (iterated.arena < portfolio.arena) {
      ++lowered;
      EXPECT_EQ(iterated.method, "iterated greedy");
    }
    // Rounds only run where the portfolio misses the lower bound.
    if (portfolio.arena == portfolio.lowerBound) {
      EXPECT_EQ(iterated.iteratedRounds, 0) << "instance " << iter;
    }
  }
  EXPECT_GT(lowered, 50) << lowered;
}

TEST(Packing, CapacityModeSaysWhenNothingFits) {
  // Three buffers live together need 30 bytes.
  std::vector<PackBuffer> buffers = {
      {0, 4, 10, 1, 0}, {0, 4, 10, 1, 1}, {0, 4, 10, 1, 2}};
  PackOptions options;
  options.capacity = 29;
  PackResult r = pack(buffers, options);
  EXPECT_FALSE(r.success);
  EXPECT_TRUE(r.provenInfeasible);
  options.capacity = 30;
  r = pack(buffers, options);
  EXPECT_TRUE(r.success);
  EXPECT_EQ(r.arena, 30);
}

TEST(Packing, SearchLimitIsReportedAsSuch) {
  std::mt19937 rng(23);
  auto buffers = randomInstance(rng, 60, 20, 1000, false);
  std::vector<int64_t> offsets;
  SearchLimits limits;
  limits.nodes = 5;
  // Far below the lower bound the search proves infeasibility at once;
  // at the lower bound five nodes cannot place 60 buffers.
  EXPECT_EQ(packExact(buffers, packingLowerBound(buffers) - 1, offsets, limits),
            SearchStatus::Infeasible);
  EXPECT_EQ(packExact(buffers, packingLowerBound(buffers), offsets, limits),
            SearchStatus::LimitReached);
}

TEST(Packing, WorkLimitStopsTheSearchAtTheSameNodes) {
  // A work limit stops the search at the first node whose check finds the
  // work spent past it: never more work than an unlimited search does, the
  // same placement and counts each time, and no node with none allowed;
  // a limit of what the unlimited search spent changes nothing.
  std::mt19937 rng(43);
  int stopped = 0;
  for (int iter = 0; iter < 60; ++iter) {
    auto buffers = randomInstance(rng, 20 + iter % 40, 25, 1000, iter % 3 == 0);
    PackOptions options;
    options.iterateRounds = 0;
    options.limits.nodes = 2000;
    PackResult unlimited = pack(buffers, options);
    ASSERT_TRUE(unlimited.success);
    options.limits.work = unlimited.search.work;
    PackResult same = pack(buffers, options);
    EXPECT_EQ(same.offsets, unlimited.offsets) << "instance " << iter;
    EXPECT_EQ(same.search.nodes, unlimited.search.nodes) << "instance " << iter;
    options.limits.work = unlimited.search.work / 3;
    PackResult limited = pack(buffers, options);
    PackResult again = pack(buffers, options);
    ASSERT_TRUE(limited.success);
    EXPECT_EQ(validatePacking(buffers, limited.offsets), "");
    EXPECT_LE(limited.search.work, unlimited.search.work)
        << "instance " << iter;
    EXPECT_LE(limited.search.nodes, unlimited.search.nodes)
        << "instance " << iter;
    EXPECT_EQ(again.offsets, limited.offsets) << "instance " << iter;
    EXPECT_EQ(again.search.work, limited.search.work) << "instance " << iter;
    if (limited.search.nodes < unlimited.search.nodes)
      ++stopped;
    options.limits.work = 0;
    PackResult none = pack(buffers, options);
    EXPECT_EQ(none.search.nodes, 0) << "instance " << iter;
    EXPECT_EQ(none.search.work, 0) << "instance " << iter;
  }
  EXPECT_GT(stopped, 10) << stopped;
}

TEST(PackingIO, ParsesAndPrints) {
  std::vector<PackBuffer> buffers;
  std::string error;
  ASSERT_TRUE(parsePackingCSV("id,lower,upper,size\n3,0,4,10\n5,2,6,20\n",
                              buffers, error))
      << error;
  ASSERT_EQ(buffers.size(), 2u);
  EXPECT_EQ(buffers[1].id, 5);
  EXPECT_EQ(buffers[1].start, 2);
  EXPECT_EQ(buffers[1].end, 6);
  EXPECT_EQ(buffers[1].size, 20);
  EXPECT_EQ(buffers[1].alignment, 1);
  EXPECT_EQ(printPackingCSV(buffers, {0, 16}), "id,offset\n3,0\n5,16\n");

  ASSERT_TRUE(parsePackingCSV("size,alignment,id,upper,lower\r\n64,32,1,9,2\r\n",
                              buffers, error))
      << error;
  EXPECT_EQ(buffers[0].alignment, 32);
  EXPECT_EQ(buffers[0].start, 2);
}

TEST(PackingIO, ReadsMiniMallocNames) {
  // MiniMalloc's column names: `end` is the last time a buffer is live.
  // Ids are names; PackBuffer::id is the row's place where one is not an
  // integer, and the solution names each buffer as the instance did.
  std::vector<PackBuffer> buffers;
  std::vector<std::string> names;
  std::string error;
  ASSERT_TRUE(parsePackingCSV("buffer,start,end,size,hint\n"
                              "conv1,0,3,10,-1\n7,2,5,20,0\n",
                              buffers, error, &names))
      << error;
  ASSERT_EQ(buffers.size(), 2u);
  EXPECT_EQ(buffers[0].id, 0);
  EXPECT_EQ(buffers[0].start, 0);
  EXPECT_EQ(buffers[0].end, 4);
  EXPECT_EQ(buffers[1].id, 7);
  EXPECT_EQ(buffers[1].end, 6);
  EXPECT_EQ(names, (std::vector<std::string>{"conv1", "7"}));
  EXPECT_EQ(printPackingCSV(buffers, {0, 10}, &names),
            "id,offset\nconv1,0\n7,10\n");
  ASSERT_TRUE(
      parsePackingCSV("buffer_id,begin,upper,size\nb,1,2,8\n", buffers, error))
      << error;
  EXPECT_EQ(buffers[0].start, 1);
  EXPECT_EQ(buffers[0].end, 2);
}

TEST(PackingIO, RejectsBadInput) {
  std::vector<PackBuffer> buffers;
  std::string error;
  auto rejects = [&](const char *text, const char *message) {
    EXPECT_FALSE(parsePackingCSV(text, buffers, error)) << text;
    EXPECT_EQ(error, message);
  };
  rejects("", "no header line (expected id,lower,upper,size[,alignment])");
  rejects("id,lower,upper\n", "line 1: missing column 'size'");
  rejects("id,lower,upper,size,colour\n",
          "line 1: unknown column 'colour' (expected "
          "id,lower,upper,size[,alignment])");
  rejects("id,lower,upper,size\n1,0,4\n", "line 2: expected 4 fields, got 3");
  rejects("id,lower,upper,size\n1,0,4,x\n",
          "line 2: 'size' is not an integer: 'x'");
  rejects("id,lower,upper,size\n1,4,4,8\n",
          "line 2: buffer 1: empty lifetime [4, 4)");
  rejects("id,lower,upper,size\n1,0,4,-8\n", "line 2: buffer 1: negative size -8");
  rejects("id,lower,upper,size\n1,0,4,8\n1,2,3,8\n", "line 3: duplicate id 1");
  rejects("id,lower,upper,size,alignment\n1,0,4,8,0\n",
          "line 2: buffer 1: alignment 0 is not positive");
  rejects("id,lower,upper,size\nconv1,4,4,8\n",
          "line 2: buffer 'conv1': empty lifetime [4, 4)");
  rejects("id,lower,upper,size\nconv1,0,4,8\nconv1,2,3,8\n",
          "line 3: duplicate id conv1");
  rejects("id,lower,upper,size\n,0,4,8\n", "line 2: empty 'id'");
  rejects("id,lower,upper,end,size\n",
          "line 1: column 'end' names the same column as 'upper'");
  rejects("id,lower,upper,size,gaps\n",
          "line 1: column 'gaps' (times a buffer is not live) is not "
          "supported: every buffer is live over one interval and placed by "
          "the packer");
  rejects("id,lower,end,size\n1,0,9223372036854775807,8\n",
          "line 2: 'end' 9223372036854775807 has no time after it");
}

} // namespace
