//===- FuzzTest.cpp - extreme sizes and costs through the core -------------===//
//
// A seeded random driver, run for a fixed number of iterations: graphs and
// packing instances whose sizes reach 2^63-1 and whose costs range from 0
// over denormals to 1e198 go through every planner and packer. Each input is
// either refused by the validators, exactly when its totals do not fit
// (decided here in 128-bit arithmetic), or planned and packed into results
// that the independent checks accept: replays within the budget, peaks
// recounted in 128 bits, finite times, placements compared pair by pair.
//
//===----------------------------------------------------------------------===//

#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/Packing.h"
#include "memplan/Planning/Planner.h"

#include "gtest/gtest.h"

#include <cmath>
#include <numeric>
#include <random>

using namespace memplan;

namespace {

using Wide = __int128;
constexpr Wide kInt64Max = std::numeric_limits<int64_t>::max();

const Strategy kStrategies[] = {Strategy::None, Strategy::Greedy,
                                Strategy::RecomputeOnly, Strategy::SwapOnly,
                                Strategy::Sqrt};

/// A size from every scale: zero, small, around 2^k for any k < 63, and the
/// largest values.
int64_t extremeSize(std::mt19937_64 &rng) {
  std::uniform_int_distribution<int> kind(0, 9);
  switch (kind(rng)) {
  case 0:
    return 0;
  case 1:
    return kMaxBytes;
  case 2:
    return kMaxBytes - std::uniform_int_distribution<int64_t>(0, 1000)(rng);
  case 3:
  case 4: {
    int shift = std::uniform_int_distribution<int>(0, 62)(rng);
    return int64_t(1) << shift;
  }
  default: {
    int shift = std::uniform_int_distribution<int>(1, 62)(rng);
    return std::uniform_int_distribution<int64_t>(0, (int64_t(1) << shift) -
                                                         1)(rng);
  }
  }
}

/// A compute cost from every scale: zero, denormal, tiny, ordinary, huge.
double extremeCost(std::mt19937_64 &rng) {
  std::uniform_int_distribution<int> kind(0, 5);
  switch (kind(rng)) {
  case 0:
    return 0;
  case 1:
    return 5e-324;
  case 2:
    return std::uniform_real_distribution<double>(1e-300, 1e-290)(rng);
  case 3:
    return std::uniform_real_distribution<double>(1e190, 1e198)(rng);
  default:
    return std::uniform_real_distribution<double>(0, 100)(rng);
  }
}

/// A random DAG whose sizes are scaled so that its total lands on either
/// side of 2^63 about equally often.
Graph extremeGraph(std::mt19937_64 &rng, int nodes) {
  Graph graph;
  std::uniform_int_distribution<int> percent(0, 99);
  int64_t cap = kMaxBytes / (nodes + 2);
  bool overflowing = percent(rng) < 30;
  for (int v = 0; v < nodes; ++v) {
    Node node;
    node.bytes = extremeSize(rng);
    if (!overflowing)
      node.bytes = node.bytes % (cap + 1);
    node.computeCost = extremeCost(rng);
    node.backward = v >= nodes / 2;
    for (int k = 0; k < 3 && v > 0; ++k)
      if (percent(rng) < 60)
        node.inputs.push_back(std::uniform_int_distribution<int>(
            std::max(0, v - 4), v - 1)(rng));
    node.canSwap = percent(rng) < 90;
    node.canRecompute = percent(rng) < 90;
    graph.addNode(std::move(node));
  }
  graph.persistentBytes = overflowing ? extremeSize(rng) : extremeSize(rng) % (cap + 1);
  graph.resultBytes = percent(rng) < 50 ? 0 : extremeSize(rng) % (cap + 1);
  return graph;
}

/// The peak of a schedule recounted in 128 bits, from the events alone.
Wide recountPeak(const Graph &graph, const Schedule &schedule) {
  Wide resident = Wide(graph.persistentBytes) + graph.resultBytes;
  Wide peak = resident;
  std::vector<char> onDevice(graph.size(), 0);
  for (const Event &event : schedule) {
    int64_t bytes = graph.node(event.node).bytes;
    switch (event.kind) {
    case EventKind::Compute:
    case EventKind::SwapIn:
      if (!onDevice[event.node])
        resident += bytes;
      onDevice[event.node] = 1;
      break;
    case EventKind::Free:
      if (onDevice[event.node])
        resident -= bytes;
      onDevice[event.node] = 0;
      break;
    case EventKind::SwapOut:
      break;
    }
    peak = std::max(peak, resident);
  }
  return peak;
}

TEST(Fuzz, PlannersOnExtremeGraphs) {
  std::mt19937_64 rng(20261123);
  int refused = 0, planned = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    Graph graph = extremeGraph(rng, 2 + iter % 40);
    Wide total = Wide(graph.persistentBytes) + graph.resultBytes;
    double cost = 0;
    for (const Node &node : graph.getNodes()) {
      total += node.bytes;
      cost += node.computeCost;
    }
    bool fits = total <= kInt64Max && cost <= Graph::kMaxTotalComputeCost;
    ASSERT_EQ(graph.validate().empty(), fits) << "graph " << iter;
    PlannerOptions options;
    options.timing.hostBandwidth = iter % 3 == 0 ? 0 : 1e-3 * (iter % 7 + 1);
    options.timing.transferLatency = iter % 5 == 0 ? 1 : 0;
    if (!fits) {
      ++refused;
      for (Strategy strategy : kStrategies) {
        PlanResult plan = planSchedule(graph, strategy, options);
        EXPECT_FALSE(plan.success);
        EXPECT_FALSE(plan.simulation.valid);
        EXPECT_NE(plan.error.find("invalid graph"), std::string::npos)
            << plan.error;
      }
      continue;
    }
    ++planned;
    MemoryProfile baseline = baselineProfile(graph);
    int64_t bound = lowerBound(graph).bytes;
    ASSERT_EQ(Wide(baseline.peak),
              recountPeak(graph, baselineSchedule(graph)));
    // Budgets across the whole range, the extremes included.
    int64_t budgets[] = {
        0, bound, baseline.peak,
        std::uniform_int_distribution<int64_t>(bound, baseline.peak)(rng),
        kMaxBytes};
    for (Strategy strategy : kStrategies) {
      options.budget = budgets[iter % 5];
      PlanResult plan = planSchedule(graph, strategy, options);
      ASSERT_TRUE(plan.simulation.valid)
          << toString(strategy) << " on graph " << iter << ": " << plan.error;
      EXPECT_EQ(Wide(plan.simulation.peak), recountPeak(graph, plan.schedule))
          << toString(strategy) << " on graph " << iter;
      EXPECT_GE(plan.simulation.peak, bound);
      EXPECT_TRUE(std::isfinite(plan.simulation.stepTime))
          << toString(strategy) << " on graph " << iter;
      EXPECT_TRUE(std::isfinite(plan.simulation.overhead));
      for (const PlannedGap &d : plan.decisions)
        EXPECT_TRUE(std::isfinite(d.estimatedCost));
      SimulatorOptions judged = options.timing;
      judged.budget = options.budget;
      SimulationResult replay = simulate(graph, plan.schedule, judged);
      if (plan.success) {
        EXPECT_TRUE(replay.valid) << replay.error;
        EXPECT_LE(plan.simulation.peak, options.budget);
      } else {
        EXPECT_FALSE(replay.valid);
        EXPECT_GT(plan.minimumBudget, options.budget);
      }
    }
  }
  // Both sides of the limit were exercised.
  EXPECT_GT(refused, 300);
  EXPECT_GT(planned, 1500);
}

/// An instance as CSV, for failure messages.
std::string describe(const std::vector<PackBuffer> &buffers) {
  std::string text = "id,lower,upper,size,alignment\n";
  for (const PackBuffer &b : buffers)
    text += std::to_string(b.id) + "," + std::to_string(b.start) + "," +
            std::to_string(b.end) + "," + std::to_string(b.size) + "," +
            std::to_string(b.alignment) + "\n";
  return text;
}

/// Whether a placement is valid, pair by pair in 128 bits.
bool wideValid(const std::vector<PackBuffer> &buffers,
               const std::vector<int64_t> &offsets, Wide capacity) {
  if (offsets.size() != buffers.size())
    return false;
  for (size_t i = 0; i < buffers.size(); ++i) {
    Wide lo = offsets[i], hi = lo + buffers[i].size;
    if (lo < 0 || offsets[i] % buffers[i].alignment != 0 ||
        (capacity >= 0 && hi > capacity))
      return false;
    for (size_t j = 0; j < i; ++j) {
      const PackBuffer &a = buffers[i], &b = buffers[j];
      bool inTime = a.start < b.end && b.start < a.end;
      Wide olo = offsets[j], ohi = olo + b.size;
      if (inTime && a.size > 0 && b.size > 0 && lo < ohi && olo < hi)
        return false;
    }
  }
  return true;
}

TEST(Fuzz, PackersOnExtremeInstances) {
  std::mt19937_64 rng(1123);
  std::uniform_int_distribution<int> percent(0, 99);
  int refused = 0, packed = 0;
  for (int iter = 0; iter < 4000; ++iter) {
    int n = 1 + iter % 16;
    bool overflowing = percent(rng) < 30;
    int64_t cap = kMaxBytes / (2 * n + 2);
    std::vector<PackBuffer> buffers;
    for (int i = 0; i < n; ++i) {
      PackBuffer b;
      // Lifetimes near both ends of int64_t too.
      if (percent(rng) < 10) {
        b.start = std::numeric_limits<int64_t>::min() + percent(rng);
        b.end = percent(rng) < 50 ? kMaxBytes - percent(rng) : b.start + 3;
      } else {
        b.start = std::uniform_int_distribution<int64_t>(0, 20)(rng);
        b.end = b.start + 1 + std::uniform_int_distribution<int64_t>(0, 8)(rng);
      }
      b.size = overflowing ? extremeSize(rng) : extremeSize(rng) % (cap + 1);
      int shift = percent(rng) < 10 ? std::uniform_int_distribution<int>(
                                          0, overflowing ? 62 : 20)(rng)
                                    : std::uniform_int_distribution<int>(0, 6)(rng);
      b.alignment = int64_t(1) << shift;
      b.id = i;
      buffers.push_back(b);
    }
    Wide extent = 0;
    bool lifetimes = true;
    for (const PackBuffer &b : buffers) {
      extent += Wide(b.size) + b.alignment - 1;
      lifetimes &= Wide(b.end) - b.start <= kInt64Max;
    }
    bool valid = extent <= kInt64Max && lifetimes;
    ASSERT_EQ(validateBuffers(buffers).empty(), valid) << "instance " << iter;
    PackOptions options;
    options.limits.seconds = -1;
    options.limits.nodes = 2000;
    options.capacity = iter % 3 == 0 ? std::uniform_int_distribution<int64_t>(
                                           0, kMaxBytes)(rng)
                                     : -1;
    PackResult result = pack(buffers, options);
    if (!valid) {
      ++refused;
      EXPECT_FALSE(result.success);
      EXPECT_FALSE(result.error.empty());
      continue;
    }
    ++packed;
    EXPECT_TRUE(result.error.empty()) << result.error;
    // The lower bound recounted in 128 bits by brute force over time: the
    // sizes live at once rounded up to the alignments' greatest common
    // divisor, less the most one of them was rounded up by.
    int64_t grain = 0;
    for (const PackBuffer &b : buffers)
      if (b.size > 0)
        grain = std::gcd(grain, b.alignment);
    grain = std::max<int64_t>(grain, 1);
    Wide bound = 0;
    for (const PackBuffer &at : buffers) {
      Wide live = 0, most = 0;
      for (const PackBuffer &b : buffers)
        if (b.size > 0 && b.start <= at.start && at.start < b.end) {
          Wide rounded = (Wide(b.size) + grain - 1) / grain * grain;
          live += rounded;
          most = std::max(most, rounded - b.size);
        }
      bound = std::max(bound, live - most);
    }
    EXPECT_EQ(Wide(result.lowerBound), bound) << "instance " << iter;
    if (result.success) {
      EXPECT_TRUE(wideValid(buffers, result.offsets, options.capacity))
          << "instance " << iter << ":\n" << describe(buffers);
      EXPECT_EQ(result.arena, arenaSize(buffers, result.offsets));
      EXPECT_GE(Wide(result.arena), bound);
    } else {
      EXPECT_GE(options.capacity, 0) << "instance " << iter;
    }
    for (auto [order, fit] : portfolioMembers())
      EXPECT_TRUE(wideValid(buffers, packGreedy(buffers, order, fit), -1))
          << "instance " << iter << ": " << toString(fit) << "/"
          << toString(order);
  }
  EXPECT_GT(refused, 400);
  EXPECT_GT(packed, 2000);
}

TEST(Fuzz, CheckedArithmetic) {
  EXPECT_EQ(checkedAdd(kMaxBytes, 1), std::nullopt);
  EXPECT_EQ(checkedAdd(kMaxBytes - 1, 1), kMaxBytes);
  EXPECT_EQ(checkedMul(int64_t(1) << 32, int64_t(1) << 31), std::nullopt);
  EXPECT_EQ(checkedMul(int64_t(1) << 31, int64_t(1) << 31), int64_t(1) << 62);
  EXPECT_EQ(checkedSub(std::numeric_limits<int64_t>::min(), 1), std::nullopt);
  EXPECT_EQ(saturatingMul(kMaxBytes, 2), kMaxBytes);
  EXPECT_EQ(saturatingMul(kMaxBytes, -2), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(saturatingAdd(kMaxBytes, 5), kMaxBytes);
  EXPECT_EQ(checkedAlignUp(kMaxBytes, 2), std::nullopt);
  EXPECT_EQ(checkedAlignUp(13, 8), 16);
  EXPECT_EQ(bytesOfFraction(0.5, 1001), 500);
  EXPECT_EQ(bytesOfFraction(1e6, kMaxBytes), kMaxBytes);
  EXPECT_EQ(bytesOfFraction(INFINITY, 10), std::nullopt);
  EXPECT_EQ(bytesOfFraction(NAN, 10), std::nullopt);
  EXPECT_EQ(bytesOfFraction(-0.5, 10), std::nullopt);
  // Exact above the 53 bits a double holds.
  int64_t large = (int64_t(1) << 62) + 192;
  EXPECT_EQ(bytesOfFraction(1.0, large), large);
  EXPECT_EQ(bytesOfFraction(0.5, large), (int64_t(1) << 61) + 96);
  EXPECT_EQ(bytesOfFraction(0.75, kMaxBytes), kMaxBytes / 4 * 3 + 2);
  EXPECT_EQ(bytesOfFraction(1.5, large), (int64_t(3) << 61) + 288);
  EXPECT_EQ(bytesOfFraction(2.5, large), kMaxBytes);
  EXPECT_EQ(bytesOfFraction(0.1, 10), 1);
  EXPECT_EQ(bytesOfFraction(0.0, large), 0);
  EXPECT_EQ(bytesOfFraction(1e-300, large), 0);
  EXPECT_TRUE(isByteCount(4096));
  EXPECT_FALSE(isByteCount(1.5));
  EXPECT_FALSE(isByteCount(9223372036854775808.0));
}

} // namespace
