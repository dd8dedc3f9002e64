//===- Reorder.cpp - a program order that holds fewer bytes -----*- C++ -*-===//

#include "memplan/Planning/Reorder.h"

#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/Liveness.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <queue>

using namespace memplan;

namespace {

/// The step's memory in one order: its peak, and the bytes resident summed
/// over the steps (what baselineProfile measures on the renumbered graph).
struct Level {
  int64_t peak = 0;
  int64_t area = 0;
  bool operator<(const Level &other) const {
    return peak != other.peak ? peak < other.peak : area < other.area;
  }
};

class Search {
public:
  Search(const Graph &graph, const ReorderOptions &options)
      : graph(graph), options(options), n(NodeId(graph.size())),
        pinned(options.pinned) {
    if (pinned.empty()) {
      pinned.assign(n, 0);
      if (n > 0)
        pinned[n - 1] = 1;
    }
    for (NodeId v = 0; v < n; ++v)
      edges += int64_t(graph.users(v).size());
    for (const ReorderOptions::BufferWrite &write : options.bufferWrites)
      edges += int64_t(write.readers.size());
    order.resize(n);
    for (NodeId v = 0; v < n; ++v)
      order[v] = v;
    pos = order;
    inSet.assign(n, 0);
    windowPos.assign(n, 0);
    windowStamp.assign(n, 0);
    lastStamp.assign(n, 0);
    lastAt.assign(n, -1);
  }

  /// Whether some value has late readers that hoistReadersAfter would try
  /// to move (nothing is judged or moved).
  bool anyReadersToHoist() {
    dryRun = true;
    for (NodeId v = 0; v < n; ++v)
      if (tryHoistReaders(v))
        return true;
    return false;
  }

  ReorderResult run() {
    ReorderResult result;
    Level start = measure(order, /*keep=*/true);
    current = start;
    result.peakBefore = start.peak;
    result.areaBefore = start.area;
    // Passes until one keeps no move: sinks from the end of the step (a
    // sunk node's inputs may then sink after it), hoists from its start.
    for (bool moved = true; moved && !stopped;) {
      moved = false;
      std::vector<NodeId> byPosition = order;
      for (size_t k = byPosition.size(); k-- > 0 && !stopped;)
        moved |= trySink(byPosition[k]);
      byPosition = order;
      for (size_t k = 0; k < byPosition.size() && !stopped; ++k)
        moved |= tryHoist(byPosition[k]);
      if (!options.hoistReaders)
        continue;
      byPosition = order;
      for (size_t k = 0; k < byPosition.size() && !stopped; ++k)
        moved |= tryHoistReaders(byPosition[k]);
    }
    result.order = order;
    result.peakAfter = current.peak;
    result.areaAfter = current.area;
    result.moves = moves;
    result.stopped = stopped;
    return result;
  }

private:
  /// Counts `visits` against the work limit.
  void spend(int64_t visits) {
    work = saturatingAdd(work, visits);
    if (work > options.workLimit)
      stopped = true;
  }

  /// The level of `candidate`, counting its cost against the work limit.
  /// With `keep` (candidate is the order kept), what judgeWindow needs of it
  /// is kept too: each step's bytes less the buffer writes' charge, their
  /// running maxima and sums, and the resident bytes each step starts from.
  Level measure(const std::vector<NodeId> &candidate, bool keep = false,
                bool spent = false) {
    if (!spent)
      spend(n + edges);
    std::vector<int32_t> &at = scratchPos;
    at.resize(n);
    for (int32_t k = 0; k < n; ++k)
      at[candidate[k]] = k;
    std::vector<int32_t> &last = scratchLast;
    last.assign(n, -1);
    std::vector<int64_t> &delta = scratchDelta;
    delta.assign(size_t(n) + 1, 0);
    for (NodeId v = 0; v < n; ++v) {
      int32_t end = n - 1;
      if (!graph.users(v).empty()) {
        end = 0;
        for (NodeId u : graph.users(v))
          end = std::max(end, at[u]);
        last[v] = end;
      }
      delta[at[v]] += graph.bytes(v);
      delta[end + 1] -= graph.bytes(v);
    }
    Level level;
    int64_t charge = bufferWriteCharge(at);
    int64_t resident = graph.residentBytes() + charge;
    if (keep) {
      kept.before.resize(n);
      kept.ended.resize(n);
      kept.bytes.resize(n);
    }
    for (int32_t k = 0; k < n; ++k) {
      if (keep) {
        kept.before[k] = resident - charge;
        kept.ended[k] = delta[k];
      }
      resident += delta[k];
      NodeId v = candidate[k];
      int64_t credit = 0;
      for (NodeId u : graph.node(v).inPlace)
        if (last[u] == k) {
          credit = graph.sharedBytes(v, u);
          break;
        }
      int64_t bytes = resident - credit;
      level.peak = std::max(level.peak, bytes);
      level.area = saturatingAdd(level.area, bytes);
      if (keep)
        kept.bytes[k] = bytes - charge;
    }
    if (keep) {
      // ended[k]: the bytes of the values freed as step k starts (delta's
      // negative part: the value computed at k is added back).
      for (int32_t k = 0; k < n; ++k)
        kept.ended[k] = graph.bytes(candidate[k]) - kept.ended[k];
      kept.prefixMax.assign(size_t(n) + 1, kNone);
      kept.prefixArea.assign(size_t(n) + 1, 0);
      kept.suffixMax.assign(size_t(n) + 1, kNone);
      for (int32_t k = 0; k < n; ++k) {
        kept.prefixMax[k + 1] = std::max(kept.prefixMax[k], kept.bytes[k]);
        kept.prefixArea[k + 1] =
            saturatingAdd(kept.prefixArea[k], kept.bytes[k]);
      }
      for (int32_t k = n; k-- > 0;)
        kept.suffixMax[k] = std::max(kept.suffixMax[k + 1], kept.bytes[k]);
      kept.charge = charge;
      kept.valid = true;
    }
    return level;
  }

  /// The bytes charged at every step for buffer writes placed before one
  /// of their readers, `at` giving each node's position.
  int64_t bufferWriteCharge(const std::vector<int32_t> &at) const {
    int64_t charge = 0;
    for (const ReorderOptions::BufferWrite &write : options.bufferWrites)
      if (std::any_of(write.readers.begin(), write.readers.end(),
                      [&](NodeId r) { return at[r] > at[write.node]; }))
        charge += write.bytes;
    return charge;
  }

  /// measure(candidate), where `candidate` differs from the order kept only
  /// at the steps [lo, hi]: outside them the same values are resident at
  /// every step (a value computed before lo is read in the window at lo or
  /// later in either order, one computed after hi is read after it), so only
  /// the window's steps are measured again, and its values' last reads.
  /// The same level as measure(candidate), for the nodes and edges of the
  /// window instead of the graph's (the work limit counts measure's).
  Level judgeWindow(const std::vector<NodeId> &candidate, int32_t lo,
                    int32_t hi) {
    spend(n + edges);
    if (++stampNow == 0) {
      // Wrapped around: no stamp may look like this call's.
      std::fill(windowStamp.begin(), windowStamp.end(), 0);
      std::fill(lastStamp.begin(), lastStamp.end(), 0);
      stampNow = 1;
    }
    for (int32_t k = lo; k <= hi; ++k) {
      windowPos[candidate[k]] = k;
      windowStamp[candidate[k]] = stampNow;
    }
    auto at = [&](NodeId v) {
      return windowStamp[v] == stampNow ? windowPos[v] : pos[v];
    };
    // The last read of `v` in the candidate (-1: none).
    auto lastRead = [&](NodeId v) {
      int32_t end = -1;
      for (NodeId u : graph.users(v))
        end = std::max(end, at(u));
      return end;
    };
    // Bytes freed as each step of the window after lo starts (at lo, the
    // values last read at lo - 1: outside the window, as in the order kept).
    std::vector<int64_t> &freed = scratchFreed;
    freed.assign(size_t(hi - lo) + 1, 0);
    auto endIn = [&](NodeId v) {
      if (lastStamp[v] == stampNow)
        return;
      lastStamp[v] = stampNow;
      int32_t end = graph.users(v).empty() ? n - 1 : lastRead(v);
      lastAt[v] = graph.users(v).empty() ? -1 : end;
      if (end >= lo && end < hi)
        freed[end + 1 - lo] += graph.bytes(v);
    };
    for (int32_t k = lo; k <= hi; ++k) {
      NodeId v = candidate[k];
      endIn(v);
      for (NodeId u : graph.inputs(v))
        endIn(u);
    }
    int64_t charge = kept.charge;
    if (!options.bufferWrites.empty()) {
      std::vector<int32_t> &positions = scratchPos;
      positions.resize(n);
      for (NodeId v = 0; v < n; ++v)
        positions[v] = at(v);
      charge = bufferWriteCharge(positions);
    }
    int64_t resident = kept.before[lo] + charge;
    int64_t peak = kNone, area = 0;
    for (int32_t k = lo; k <= hi; ++k) {
      NodeId v = candidate[k];
      resident +=
          graph.bytes(v) - (k == lo ? kept.ended[lo] : freed[k - lo]);
      int64_t credit = 0;
      for (NodeId u : graph.node(v).inPlace) {
        endIn(u);
        if (lastAt[u] == k) {
          credit = graph.sharedBytes(v, u);
          break;
        }
      }
      int64_t bytes = resident - credit - charge;
      peak = std::max(peak, bytes);
      area = saturatingAdd(area, bytes);
    }
    Level level;
    level.peak = std::max<int64_t>(
        0,
        charge + std::max({kept.prefixMax[lo], peak, kept.suffixMax[hi + 1]}));
    level.area = saturatingAdd(saturatingAdd(kept.prefixArea[lo], area),
                               kept.prefixArea[n] - kept.prefixArea[hi + 1]);
    level.area = saturatingAdd(level.area, saturatingMul(charge, int64_t(n)));
    return level;
  }

  /// Keeps `candidate` when it holds less than the current order.
  bool judge(std::vector<NodeId> &candidate) {
    int32_t lo = 0, hi = n - 1;
    while (lo < n && candidate[lo] == order[lo])
      ++lo;
    while (hi > lo && candidate[hi] == order[hi])
      --hi;
    // The window's sums are differences of the order's: not where they
    // saturate.
    const bool inWindow =
        options.judgeInWindow && kept.valid &&
        kept.prefixArea[n] < std::numeric_limits<int64_t>::max() / 2;
    Level level = !inWindow ? measure(candidate)
                  : lo == n ? (spend(n + edges), current)
                            : judgeWindow(candidate, lo, hi);
    if (!(level < current))
      return false;
    current = level;
    order.swap(candidate);
    for (int32_t k = 0; k < n; ++k)
      pos[order[k]] = k;
    if (inWindow)
      measure(order, /*keep=*/true, /*spent=*/true);
    else
      kept.valid = false;
    ++moves;
    return true;
  }

  /// The position of the first reader of `v` (n if none).
  int32_t firstUse(NodeId v) const {
    int32_t first = n;
    for (NodeId u : graph.users(v))
      first = std::min(first, pos[u]);
    return first;
  }
  int32_t lastUse(NodeId v) const {
    int32_t last = -1;
    for (NodeId u : graph.users(v))
      last = std::max(last, pos[u]);
    return last;
  }

  /// Moves `x`, with the nodes computed only for it, to right before its
  /// first reader.
  bool trySink(NodeId x) {
    if (pinned[x] || graph.users(x).empty())
      return false;
    int32_t target = firstUse(x);
    // The set: `x` and every unpinned ancestor all of whose readers are in
    // it, found from the latest down (readers come after what they read).
    std::vector<NodeId> set{x};
    inSet[x] = 1;
    std::priority_queue<std::pair<int32_t, NodeId>> frontier;
    for (NodeId w : graph.inputs(x))
      frontier.push({pos[w], w});
    while (!frontier.empty() && set.size() < kMaxSinkSet) {
      NodeId w = frontier.top().second;
      frontier.pop();
      spend(1 + int64_t(graph.users(w).size()));
      if (inSet[w] || pinned[w])
        continue;
      bool exclusive = allIn(graph.users(w), inSet);
      if (!exclusive)
        continue;
      inSet[w] = 1;
      set.push_back(w);
      for (NodeId u : graph.inputs(w))
        frontier.push({pos[u], u});
    }
    // Bytes the move frees over the steps it spans (the set's own values)
    // against the bytes it keeps longer (inputs from outside whose last
    // reader is in the set); only a move that may free something is judged.
    int64_t own = 0, kept = 0;
    for (NodeId w : set)
      own = saturatingAdd(own, graph.bytes(w));
    for (NodeId w : set)
      for (NodeId u : graph.inputs(w))
        if (!inSet[u] && lastUse(u) == pos[w])
          kept = saturatingAdd(kept, graph.bytes(u));
    // Already right before the reader, in one run.
    std::sort(set.begin(), set.end(),
              [&](NodeId a, NodeId b) { return pos[a] < pos[b]; });
    bool alreadyThere = pos[set.front()] + int32_t(set.size()) == target;
    bool moved = false;
    if (!alreadyThere && kept < own && !stopped)
      moved = moveSetTo(set, target);
    for (NodeId w : set)
      inSet[w] = 0;
    return moved;
  }

  /// Judges the order with the nodes of `set` (marked in inSet, sorted by
  /// position) moved together to position `target`.
  bool moveSetTo(const std::vector<NodeId> &set, int32_t target) {
    spend(n);
    std::vector<NodeId> candidate;
    candidate.reserve(n);
    for (int32_t k = 0; k < n; ++k) {
      if (k == target)
        candidate.insert(candidate.end(), set.begin(), set.end());
      if (!inSet[order[k]])
        candidate.push_back(order[k]);
    }
    return judge(candidate);
  }

  /// Moves `x` earlier: to right after the last of the other readers of
  /// the inputs it reads last (they are freed there instead of at `x`,
  /// and its output is held only from there: a relu's mask made where the
  /// pooling backward last reads the activation, not after the gradient
  /// that needs it is built), else to right after the last of its inputs.
  bool tryHoist(NodeId x) {
    if (pinned[x])
      return false;
    int32_t target = 0;
    for (NodeId w : graph.inputs(x))
      target = std::max(target, pos[w] + 1);
    int32_t from = pos[x];
    if (target >= from)
      return false;
    int64_t freed = 0;
    int32_t near = target;
    for (NodeId w : graph.inputs(x)) {
      if (lastUse(w) != from)
        continue;
      freed = saturatingAdd(freed, graph.bytes(w));
      for (NodeId u : graph.users(w))
        if (u != x)
          near = std::max(near, pos[u] + 1);
    }
    if (freed <= graph.bytes(x))
      return false;
    auto moveTo = [&](int32_t to) {
      spend(n);
      if (stopped)
        return false;
      std::vector<NodeId> candidate = order;
      std::rotate(candidate.begin() + to, candidate.begin() + from,
                  candidate.begin() + from + 1);
      return judge(candidate);
    };
    if (near < from && moveTo(near))
      return true;
    return near != target && moveTo(target);
  }

  /// Moves the late readers of `w` together to right after one of its early
  /// readers, with the views of `w` they read, when what they make from it is
  /// smaller than `w`: `w` is then freed there, and the smaller values are
  /// held in its place until their own readers. The split between early and
  /// late readers is tried at the widest gaps between them (and before the
  /// first). A relu's mask and a max-pooling backward's window masks, all
  /// made from the activation alone but each where the backward needs it,
  /// are made in the forward instead, and the activation is freed there.
  bool tryHoistReaders(NodeId w) {
    const auto &readers = graph.users(w);
    int64_t bytes = graph.bytes(w);
    if (readers.size() < 2 || bytes == 0)
      return false;
    spend(int64_t(readers.size()));
    std::vector<int32_t> at;
    at.reserve(readers.size() + 1);
    at.push_back(pos[w]);
    for (NodeId u : readers)
      at.push_back(pos[u]);
    std::sort(at.begin(), at.end());
    // Splits after at[j]: the readers after it move to right after it.
    std::vector<size_t> splits(at.size() - 1);
    for (size_t j = 0; j + 1 < at.size(); ++j)
      splits[j] = j;
    std::stable_sort(splits.begin(), splits.end(), [&](size_t a, size_t b) {
      return at[a + 1] - at[a] > at[b + 1] - at[b];
    });
    splits.resize(std::min<size_t>(splits.size(), kReaderSplits));
    for (size_t j : splits) {
      if (at[j + 1] - at[j] < 2)
        break;
      if (hoistReadersAfter(w, at[j] + 1))
        return true;
      if (stopped)
        break;
    }
    return false;
  }

  /// Moves every reader of `w` at or after `target`, with the nodes at or
  /// after it that they read, to `target`, when those nodes' other inputs
  /// all come before it and the bytes they hold afterwards are fewer than
  /// `w`'s.
  bool hoistReadersAfter(NodeId w, int32_t target) {
    std::vector<NodeId> set;
    std::vector<NodeId> stack;
    for (NodeId u : graph.users(w))
      if (pos[u] >= target)
        stack.push_back(u);
    bool ok = !stack.empty();
    while (ok && !stack.empty()) {
      NodeId u = stack.back();
      stack.pop_back();
      if (inSet[u])
        continue;
      spend(1 + int64_t(graph.inputs(u).size()));
      if (pinned[u] || set.size() >= kMaxSinkSet) {
        ok = false;
        break;
      }
      inSet[u] = 1;
      set.push_back(u);
      for (NodeId x : graph.inputs(u))
        if (x != w && !inSet[x] && pos[x] >= target)
          stack.push_back(x);
    }
    // Only views and values computed from `w` and what comes before the
    // target: each node of the set must read `w` or a node of the set.
    int64_t held = 0;
    if (ok)
      for (NodeId u : set) {
        bool fromW = false;
        for (NodeId x : graph.inputs(u))
          fromW |= x == w || inSet[x];
        bool readOutside = false;
        for (NodeId v : graph.users(u))
          readOutside |= !inSet[v];
        if (!fromW) {
          ok = false;
          break;
        }
        if (readOutside)
          held = saturatingAdd(held, graph.bytes(u));
      }
    bool moved = false;
    if (ok && held < graph.bytes(w) && dryRun) {
      moved = true;
    } else if (ok && held < graph.bytes(w) && !stopped) {
      std::sort(set.begin(), set.end(),
                [&](NodeId a, NodeId b) { return pos[a] < pos[b]; });
      moved = moveSetTo(set, target);
    }
    for (NodeId u : set)
      inSet[u] = 0;
    return moved;
  }

  /// Whether every node of `range` is marked in `in`.
  template <typename Range>
  static bool allIn(const Range &range, const std::vector<char> &in) {
    return std::all_of(range.begin(), range.end(),
                       [&](NodeId u) { return in[u] != 0; });
  }

  /// The most nodes a sink moves at once (the set stays closed: each of its
  /// nodes is read only inside it).
  static constexpr size_t kMaxSinkSet = 64;
  /// How many splits between the early and late readers of a value are
  /// tried (the widest gaps first).
  static constexpr size_t kReaderSplits = 2;

  const Graph &graph;
  const ReorderOptions &options;
  NodeId n;
  std::vector<char> pinned;
  int64_t edges = 0;
  std::vector<NodeId> order;
  std::vector<int32_t> pos;
  std::vector<char> inSet;
  Level current;
  int64_t work = 0;
  bool stopped = false;
  /// anyReadersToHoist: candidates are found, not judged.
  bool dryRun = false;
  int moves = 0;
  std::vector<int32_t> scratchPos, scratchLast;
  std::vector<int64_t> scratchDelta, scratchFreed;
  /// Below every step's bytes.
  static constexpr int64_t kNone = std::numeric_limits<int64_t>::min();
  /// What measure() kept of the current order (judgeWindow's input).
  struct Kept {
    bool valid = false;
    /// The buffer writes' charge, in every step's bytes.
    int64_t charge = 0;
    /// Per step: the bytes resident as it starts (the values computed
    /// before it and read at it or after, or at the step before), less the
    /// charge; the bytes freed as it starts; its bytes less the charge.
    std::vector<int64_t> before, ended, bytes;
    /// Of `bytes`: the most of steps [0, k) and of [k, n) (kNone when
    /// empty), and the sum of [0, k).
    std::vector<int64_t> prefixMax, suffixMax, prefixArea;
  } kept;
  /// judgeWindow's positions of the window's nodes and last reads of the
  /// values it looked at, valid where their stamp is the call's.
  std::vector<int32_t> windowPos, lastAt;
  std::vector<uint32_t> windowStamp, lastStamp;
  uint32_t stampNow = 0;
};

} // namespace

ReorderResult memplan::reorderForMemory(const Graph &graph,
                                        const ReorderOptions &options) {
  assert((options.pinned.empty() || options.pinned.size() == graph.size()) &&
         "one pinned flag per node");
  return Search(graph, options).run();
}

bool memplan::keepsBufferWrites(
    const std::vector<NodeId> &order,
    const std::vector<ReorderOptions::BufferWrite> &writes) {
  std::vector<size_t> at(order.size());
  for (size_t i = 0; i < order.size(); ++i)
    at[order[i]] = i;
  return std::all_of(writes.begin(), writes.end(),
                     [&](const ReorderOptions::BufferWrite &write) {
                       return std::all_of(
                           write.readers.begin(), write.readers.end(),
                           [&](NodeId r) { return at[r] < at[write.node]; });
                     });
}

bool memplan::hasReadersToHoist(const Graph &graph,
                                const ReorderOptions &options) {
  assert((options.pinned.empty() || options.pinned.size() == graph.size()) &&
         "one pinned flag per node");
  return Search(graph, options).anyReadersToHoist();
}

Graph memplan::permuteGraph(const Graph &graph,
                            const std::vector<NodeId> &order) {
  std::vector<NodeId> renamed(graph.size(), -1);
  for (size_t k = 0; k < order.size(); ++k)
    renamed[order[k]] = NodeId(k);
  Graph out;
  for (NodeId v : order) {
    Node node = graph.node(v);
    for (NodeId &u : node.inputs)
      u = renamed[u];
    for (NodeId &u : node.inPlace)
      u = renamed[u];
    out.addNode(std::move(node));
  }
  out.persistentBytes = graph.persistentBytes;
  out.resultBytes = graph.resultBytes;
  return out;
}
