//===- RecomputeBound.cpp - the least peak without swaps --------*- C++ -*-===//

#include "memplan/Planning/RecomputeBound.h"

#include "memplan/Planning/Liveness.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <array>
#include <limits>

using namespace memplan;

namespace {

/// At most this many values per set (two per 64-bit half of a key).
constexpr int kMaxHeld = 4;
/// Sets deeper than this in one chain of the recursion count with their own
/// bytes only (a valid, weaker value): the recursion stays within a small
/// stack even in threads. Nodes are taken in id order, so the sets of
/// earlier nodes are mostly known by the time a later one reaches them.
constexpr int kMaxDepth = 2048;
/// Values under this share of the largest are not followed: the bytes they
/// add are few, and each one makes sets the search tells apart (on the
/// exported ResNet-50, following only these evaluates 87 k sets instead of
/// 2.8 M, for the same bound).
constexpr int64_t kSmallShare = 16;

using Key = std::pair<uint64_t, uint64_t>;
constexpr uint32_t kNoValue = ~uint32_t(0);

/// A set of at most kMaxHeld values, ascending.
struct HeldSet {
  std::array<NodeId, kMaxHeld> values;
  int size = 0;

  Key key() const {
    std::array<uint32_t, kMaxHeld> slots;
    slots.fill(kNoValue);
    for (int i = 0; i < size; ++i)
      slots[i] = static_cast<uint32_t>(values[i]);
    return {uint64_t(slots[0]) << 32 | slots[1],
            uint64_t(slots[2]) << 32 | slots[3]};
  }
};

class BoundSearch {
public:
  BoundSearch(const Graph &graph, const RecomputeBoundOptions &options)
      : graph(graph), maxHeld(std::clamp(options.held, 1, kMaxHeld)),
        workLimit(options.workLimit), resultsBefore(graph.size() + 1, 0) {
    for (NodeId v = 0; v < static_cast<NodeId>(graph.size()); ++v)
      resultsBefore[v + 1] =
          resultsBefore[v] + (graph.isResult(v) ? graph.bytes(v) : 0);
  }

  RecomputeBound run() {
    RecomputeBound bound;
    LowerBound plain = lowerBound(graph);
    bound.node = plain.node;
    // Values at or below the bound found so far do not matter: every
    // evaluation is clipped from below at it. Following two values of each
    // set is cheap and often gives most of the bound; each wider search
    // starts from the narrower one's bound, which prunes it.
    threshold = plain.bytes - graph.residentBytes();
    for (NodeId v = 0; v < static_cast<NodeId>(graph.size()); ++v)
      minHeldBytes = std::max(minHeldBytes, bytes(v) / kSmallShare);
    for (held = std::min(2, maxHeld); held <= maxHeld && !stopped; ++held) {
      memo.clear();
      for (NodeId v = 0; v < static_cast<NodeId>(graph.size()); ++v) {
        if (graph.inputs(v).empty())
          continue;
        // Evaluated with children cut short at the work limit, the value is
        // still a valid (weaker) bound.
        int64_t value = std::max(workingSet(v, {}),
                                 evaluate(largest({}, graph.inputs(v)), 0));
        if (value > threshold) {
          threshold = value;
          bound.node = v;
        }
        if (stopped)
          break;
      }
    }
    bound.bytes = threshold + graph.residentBytes();
    bound.truncated = stopped;
    return bound;
  }

private:
  int64_t bytes(NodeId v) const { return graph.bytes(v); }

  static bool isInput(NodeIds inputs, NodeId value) {
    return std::binary_search(inputs.begin(), inputs.end(), value);
  }

  /// Bytes resident while `v` is computed, when `rest` is resident beside
  /// its inputs. The output may take the buffer of an in-place input only
  /// if that input is freed after `v`: not one of `rest`, which stay.
  int64_t workingSet(NodeId v, const HeldSet &rest) const {
    NodeIds inputs = graph.inputs(v);
    int64_t total = bytes(v) + resultsBefore[v];
    for (NodeId input : inputs)
      total += bytes(input);
    for (int i = 0; i < rest.size; ++i)
      if (!isInput(inputs, rest.values[i]))
        total += bytes(rest.values[i]);
    int64_t shared = 0;
    for (NodeId input : graph.node(v).inPlace)
      if (!llvm::is_contained(
              llvm::ArrayRef(rest.values.data(), size_t(rest.size)), input))
        shared = std::max(shared, graph.sharedBytes(v, input));
    return total - shared;
  }

  /// The `held` largest values of `rest` and `inputs` together.
  HeldSet largest(const HeldSet &rest, NodeIds inputs) const {
    auto before = [&](NodeId a, NodeId b) {
      return bytes(a) != bytes(b) ? bytes(a) > bytes(b) : a < b;
    };
    std::array<NodeId, 2 * kMaxHeld> chosen;
    int count = 0;
    auto offer = [&](NodeId value) {
      if (bytes(value) < minHeldBytes)
        return;
      for (int i = 0; i < count; ++i)
        if (chosen[i] == value)
          return;
      if (count == held && !before(value, chosen[count - 1]))
        return;
      if (count < held)
        ++count;
      int at = count - 1;
      while (at > 0 && before(value, chosen[at - 1])) {
        chosen[at] = chosen[at - 1];
        --at;
      }
      chosen[at] = value;
    };
    for (int i = 0; i < rest.size; ++i)
      offer(rest.values[i]);
    for (NodeId input : inputs)
      offer(input);
    HeldSet set;
    set.size = count;
    std::copy_n(chosen.begin(), count, set.values.begin());
    std::sort(set.values.begin(), set.values.begin() + count);
    return set;
  }

  /// The least peak, clipped from below at `threshold`, of any plan without
  /// swaps in which the values of `set` are resident together at one
  /// instant.
  int64_t evaluate(const HeldSet &set, int depth) {
    if (set.size == 0)
      return threshold;
    int64_t own = 0;
    for (int i = 0; i < set.size; ++i)
      own += bytes(set.values[i]);
    if (stopped || depth >= kMaxDepth)
      return std::max(threshold, own);
    Key key = set.key();
    if (auto it = memo.find(key); it != memo.end())
      return std::max(threshold, it->second);
    if (++work > workLimit) {
      stopped = true;
      return std::max(threshold, own);
    }
    // least[mask]: the least, over the orders in which the values of `mask`
    // were computed, of the largest peak those computes force.
    const int subsets = 1 << set.size;
    std::array<int64_t, 1 << kMaxHeld> least;
    least[0] = threshold;
    for (int mask = 1; mask < subsets; ++mask) {
      int64_t best = std::numeric_limits<int64_t>::max();
      for (int i = 0; i < set.size && best > threshold; ++i) {
        if (!(mask & 1 << i))
          continue;
        // A value that may not be computed again exists only as computed
        // first, before every later node's first compute: of `mask`, it
        // is not the last computed while a later node is in it (the values
        // are ascending).
        if (!graph.node(set.values[i]).canRecompute && mask >> (i + 1))
          continue;
        int restMask = mask & ~(1 << i);
        if (least[restMask] >= best)
          continue;
        HeldSet rest;
        for (int j = 0; j < set.size; ++j)
          if (restMask & 1 << j)
            rest.values[rest.size++] = set.values[j];
        // The i-th value was computed last of `mask`: the others were
        // resident then, beside its inputs.
        NodeId v = set.values[i];
        int64_t value = std::max(least[restMask], workingSet(v, rest));
        if (value >= best)
          continue;
        NodeIds inputs = graph.inputs(v);
        if (rest.size > 0 || !inputs.empty())
          value = std::max(value, evaluate(largest(rest, inputs), depth + 1));
        best = std::min(best, value);
      }
      least[mask] = best;
    }
    int64_t value = std::max(own, least[subsets - 1]);
    if (!stopped)
      memo[key] = value;
    return std::max(threshold, value);
  }

  const Graph &graph;
  const int maxHeld;
  /// Values smaller than this are not followed.
  int64_t minHeldBytes = 0;
  /// Values of each set the current search follows.
  int held = 1;
  const int64_t workLimit;
  /// Bytes of the results before each node (Graph::isResult).
  std::vector<int64_t> resultsBefore;
  llvm::DenseMap<Key, int64_t> memo;
  int64_t threshold = 0;
  int64_t work = 0;
  bool stopped = false;
};

} // namespace

RecomputeBound
memplan::recomputeLowerBound(const Graph &graph,
                             const RecomputeBoundOptions &options) {
  if (graph.size() == 0)
    return {};
  return BoundSearch(graph, options).run();
}
