//===- Packing.cpp - static buffer packing into one arena -----------------===//

#include "memplan/Planning/Packing.h"

#include "memplan/Planning/Arithmetic.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <queue>
#include <random>
#include <set>
#include <sstream>
#include <tuple>
#include <unordered_map>

#define DEBUG_TYPE "memplan-pack"

using namespace memplan;

/// The name of a search status, for the debug output.
[[maybe_unused]] static const char *statusName(SearchStatus status) {
  switch (status) {
  case SearchStatus::Found:
    return "found";
  case SearchStatus::Infeasible:
    return "infeasible";
  case SearchStatus::LimitReached:
    return "limit reached";
  }
  return "?";
}

/// Offsets and arenas stay below the total extent that validateBuffers
/// bounds, so rounding up within them cannot overflow.
static int64_t alignUp(int64_t value, int64_t alignment) {
  int64_t rem = value % alignment;
  return rem == 0 ? value : value + alignment - rem;
}

std::string memplan::validateBuffers(const std::vector<PackBuffer> &buffers) {
  // Every offset a packer makes is at most the sum of the sizes and the
  // alignment pads before it: bounding that sum keeps all of them in range.
  std::optional<int64_t> extent = 0;
  for (size_t i = 0; i < buffers.size(); ++i) {
    const PackBuffer &b = buffers[i];
    std::ostringstream os;
    if (b.start >= b.end)
      os << "buffer " << b.id << ": empty lifetime [" << b.start << ", "
         << b.end << ")";
    else if (!checkedSub(b.end, b.start))
      os << "buffer " << b.id << ": lifetime [" << b.start << ", " << b.end
         << ") is longer than 2^63-1 steps";
    else if (b.size < 0)
      os << "buffer " << b.id << ": negative size " << b.size;
    else if (b.alignment < 1)
      os << "buffer " << b.id << ": alignment " << b.alignment
         << " is not positive";
    if (!os.str().empty())
      return os.str();
    if (extent)
      extent = checkedAdd(*extent, b.size);
    if (extent)
      extent = checkedAdd(*extent, b.alignment - 1);
  }
  if (!extent)
    return "the sizes and alignments of the buffers add up to more than "
           "2^63-1 bytes";
  return {};
}

int64_t memplan::packingLowerBound(const std::vector<PackBuffer> &buffers) {
  // Every offset is a multiple of `grain`, the alignments' greatest common
  // divisor. Of the buffers live at one time, in offset order, each starts
  // at a multiple of it at or above the end of the one below: below the
  // top one, each takes its size rounded up to the grain. So no packing
  // needs less than the rounded sizes live at once less the most any of
  // them was rounded up by (the top one's). Buffers of no bytes block
  // nothing.
  int64_t grain = 0;
  for (const PackBuffer &b : buffers)
    if (b.size > 0)
      grain = std::gcd(grain, b.alignment);
  grain = std::max<int64_t>(grain, 1);
  // (time, rounded size, rounded up by), the size negative at an end.
  std::vector<std::tuple<int64_t, int64_t, int64_t>> events;
  events.reserve(2 * buffers.size());
  for (const PackBuffer &b : buffers) {
    if (b.size == 0)
      continue;
    int64_t rounded = alignUp(b.size, grain);
    events.push_back({b.start, rounded, rounded - b.size});
    events.push_back({b.end, -rounded, rounded - b.size});
  }
  // Ends sort before starts at the same time: lifetimes are half-open.
  std::sort(events.begin(), events.end());
  // How many live buffers were rounded up by each amount (none is at a
  // grain of 1).
  std::map<int64_t, int64_t> roundedUp;
  int64_t live = 0, peak = 0;
  for (auto [time, delta, waste] : events) {
    live += delta;
    if (waste > 0) {
      if (delta > 0) {
        ++roundedUp[waste];
      } else if (auto it = roundedUp.find(waste); --it->second == 0) {
        roundedUp.erase(it);
      }
    }
    int64_t most = roundedUp.empty() ? 0 : roundedUp.rbegin()->first;
    peak = std::max(peak, live - most);
  }
  return peak;
}

int64_t memplan::arenaSize(const std::vector<PackBuffer> &buffers,
                           const std::vector<int64_t> &offsets) {
  int64_t arena = 0;
  for (size_t i = 0; i < buffers.size() && i < offsets.size(); ++i)
    if (buffers[i].size > 0)
      arena = std::max(arena, offsets[i] + buffers[i].size);
  return arena;
}

std::string memplan::validatePacking(const std::vector<PackBuffer> &buffers,
                                     const std::vector<int64_t> &offsets,
                                     int64_t capacity) {
  if (offsets.size() != buffers.size()) {
    std::ostringstream os;
    os << offsets.size() << " offsets for " << buffers.size() << " buffers";
    return os.str();
  }
  for (size_t i = 0; i < buffers.size(); ++i) {
    const PackBuffer &b = buffers[i];
    std::ostringstream os;
    if (offsets[i] < 0)
      os << "buffer " << b.id << ": negative offset " << offsets[i];
    else if (offsets[i] % b.alignment != 0)
      os << "buffer " << b.id << ": offset " << offsets[i]
         << " is not a multiple of " << b.alignment;
    else if (capacity >= 0 && offsets[i] > capacity - b.size)
      os << "buffer " << b.id << ": [" << offsets[i] << ", "
         << offsets[i] + b.size << ") exceeds the capacity " << capacity;
    if (!os.str().empty())
      return os.str();
  }
  // Sweep over time keeping the live buffers ordered by offset; while they
  // are disjoint, a new one only has to be checked against its neighbours.
  struct Event {
    int64_t time;
    bool isStart;
    size_t index;
  };
  std::vector<Event> events;
  for (size_t i = 0; i < buffers.size(); ++i) {
    if (buffers[i].size == 0)
      continue;
    events.push_back({buffers[i].start, true, i});
    events.push_back({buffers[i].end, false, i});
  }
  std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
    if (a.time != b.time)
      return a.time < b.time;
    return a.isStart < b.isStart; // ends first
  });
  std::set<std::pair<int64_t, size_t>> live;
  for (const Event &e : events) {
    std::pair<int64_t, size_t> key{offsets[e.index], e.index};
    if (!e.isStart) {
      live.erase(key);
      continue;
    }
    auto next = live.lower_bound(key);
    int64_t top = offsets[e.index] + buffers[e.index].size;
    auto conflict = [&](size_t other) {
      std::ostringstream os;
      const PackBuffer &a = buffers[e.index], &b = buffers[other];
      os << "buffers " << b.id << " and " << a.id << " are both live at "
         << std::max(a.start, b.start) << " and overlap in memory: ["
         << offsets[other] << ", " << offsets[other] + b.size << ") and ["
         << offsets[e.index] << ", " << top << ")";
      return os.str();
    };
    if (next != live.end() && next->first < top)
      return conflict(next->second);
    if (next != live.begin()) {
      auto prev = std::prev(next);
      if (prev->first + buffers[prev->second].size > offsets[e.index])
        return conflict(prev->second);
    }
    live.insert(key);
  }
  return {};
}

const char *memplan::toString(PackOrder order) {
  switch (order) {
  case PackOrder::Size:
    return "size";
  case PackOrder::Length:
    return "length";
  case PackOrder::Area:
    return "area";
  case PackOrder::Start:
    return "start";
  case PackOrder::End:
    return "end";
  }
  return "?";
}

const char *memplan::toString(PackFit fit) {
  switch (fit) {
  case PackFit::BestFit:
    return "best-fit";
  case PackFit::FirstFit:
    return "first-fit";
  case PackFit::Lowest:
    return "lowest";
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// Greedy placement
//===----------------------------------------------------------------------===//

namespace {

/// All buffers of an instance, grouped by lifetime length in powers of two
/// and sorted by start within a group. The buffers live at some time in
/// [start, end) are, per group, among those starting in
/// [start - longest of the group, end), and at least the later half of that
/// window overlaps for sure: a query scans at most about twice what it
/// reports, plus a binary search per group.
class OverlapIndex {
public:
  explicit OverlapIndex(const std::vector<PackBuffer> &buffers) {
    for (size_t i = 0; i < buffers.size(); ++i) {
      const PackBuffer &b = buffers[i];
      if (b.size <= 0)
        continue;
      int64_t length = b.end - b.start;
      size_t group = 0;
      while ((int64_t(1) << (group + 1)) <= length && group < 62)
        ++group;
      if (groups.size() <= group)
        groups.resize(group + 1);
      groups[group].entries.push_back({b.start, b.end, int32_t(i)});
      groups[group].longest = std::max(groups[group].longest, length);
    }
    for (Group &g : groups)
      std::sort(g.entries.begin(), g.entries.end(),
                [](const Entry &x, const Entry &y) { return x.start < y.start; });
  }

  /// Calls `visit(id)` for every buffer live at some time in [start, end).
  template <typename Visit>
  void forEach(int64_t start, int64_t end, Visit &&visit) const {
    for (const Group &g : groups) {
      if (g.entries.empty())
        continue;
      auto from = std::lower_bound(
          g.entries.begin(), g.entries.end(),
          saturatingAdd(start, -g.longest),
          [](const Entry &e, int64_t t) { return e.start < t; });
      for (auto it = from; it != g.entries.end() && it->start < end; ++it)
        if (it->end > start)
          visit(it->id);
    }
  }

private:
  struct Entry {
    int64_t start, end;
    int32_t id;
  };
  struct Group {
    std::vector<Entry> entries;
    int64_t longest = 0;
  };
  std::vector<Group> groups;
};

/// Asks a caller's stop function every 64 placements (one can cost O(n) on
/// instances where everything overlaps); an interrupted placement is no
/// placement.
class StopCheck {
public:
  explicit StopCheck(const std::function<bool()> &stop) : stop(stop) {}
  bool operator()() { return stop && (++placements & 63) == 0 && stop(); }

private:
  const std::function<bool()> &stop;
  size_t placements = 0;
};

} // namespace

/// The buffers in the order a greedy placement takes them: by `order`'s
/// key, ties in index order.
static std::vector<int32_t>
placementOrder(const std::vector<PackBuffer> &buffers, PackOrder order) {
  std::vector<int32_t> perm(buffers.size());
  std::iota(perm.begin(), perm.end(), 0);
  auto length = [&](int32_t i) { return buffers[i].end - buffers[i].start; };
  auto key = [&](int32_t i) {
    const PackBuffer &b = buffers[i];
    switch (order) {
    case PackOrder::Size:
      return std::make_tuple(-b.size, -length(i), b.start);
    case PackOrder::Length:
      return std::make_tuple(-length(i), -b.size, b.start);
    case PackOrder::Area:
      return std::make_tuple(-saturatingMul(b.size, length(i)), -b.size,
                             b.start);
    case PackOrder::Start:
      return std::make_tuple(b.start, -length(i), -b.size);
    case PackOrder::End:
      return std::make_tuple(-b.end, -length(i), -b.size);
    }
    return std::make_tuple(int64_t(0), int64_t(0), int64_t(0));
  };
  std::stable_sort(perm.begin(), perm.end(),
                   [&](int32_t a, int32_t b) { return key(a) < key(b); });
  return perm;
}

namespace {

/// The queue of packLowest, for keys that never go below the least one
/// popped (floors only rise, and the floor popped is the lowest): the ranks
/// of each floor in a bucket of their own, the floors in a heap, and the
/// ranks of the lowest floor sorted once when it comes up; a push costs a
/// hash lookup, a pop its share of the sort of its floor's ranks. Its pops
/// come in the order of a heap on (floor, rank), and cost a fraction: the
/// floors of a deep training step rise in small steps, so most entries go
/// back in many times.
class LevelQueue {
public:
  bool empty() const { return count == 0; }

  void push(int64_t floor, int32_t rank) {
    ++count;
    if (active && floor == level) {
      // Not in packLowest (it pushes above the floor it pops): kept sorted.
      current.insert(std::upper_bound(current.begin() + next, current.end(),
                                      rank),
                     rank);
      return;
    }
    auto [it, added] = slotOf.try_emplace(floor, 0);
    if (added) {
      if (freeSlots.empty()) {
        it->second = slots.size();
        slots.emplace_back();
      } else {
        it->second = freeSlots.back();
        freeSlots.pop_back();
      }
      floors.push(floor);
    }
    slots[it->second].push_back(rank);
  }

  std::pair<int64_t, int32_t> top() {
    advance();
    return {level, current[next]};
  }

  void pop() {
    advance();
    ++next;
    --count;
  }

private:
  /// Makes the least floor with ranks left current.
  void advance() {
    if (active && next < current.size())
      return;
    level = floors.top();
    floors.pop();
    auto it = slotOf.find(level);
    current.swap(slots[it->second]);
    slots[it->second].clear();
    freeSlots.push_back(it->second);
    slotOf.erase(it);
    // Merge sort: the ranks come in runs that can drive std::sort's
    // quicksort to its heapsort fallback.
    std::stable_sort(current.begin(), current.end());
    next = 0;
    active = true;
  }

  std::vector<int32_t> current;
  size_t next = 0;
  int64_t level = 0;
  bool active = false;
  std::unordered_map<int64_t, size_t> slotOf;
  std::vector<std::vector<int32_t>> slots;
  std::vector<size_t> freeSlots;
  std::priority_queue<int64_t, std::vector<int64_t>, std::greater<int64_t>>
      floors;
  size_t count = 0;
};

} // namespace

/// Skyline placement: the buffer that can go lowest goes next, ties in the
/// order of `perm`; placing it raises the floor of everything it overlaps.
/// The queue holds one entry per unplaced buffer, at the floor it had when
/// it went in: an entry whose floor has risen since goes back in.
static std::vector<int64_t> packLowest(const std::vector<PackBuffer> &buffers,
                                       const std::vector<int32_t> &perm,
                                       StopCheck &interrupted) {
  size_t n = buffers.size();
  std::vector<int64_t> offsets(n, 0);
  OverlapIndex index(buffers);
  std::vector<int64_t> floorOf(n, 0);
  std::vector<char> placed(n, 0);
  LevelQueue queue;
  for (size_t r = 0; r < n; ++r)
    if (buffers[perm[r]].size > 0)
      queue.push(0, int32_t(r));
  while (!queue.empty()) {
    auto [floor, r] = queue.top();
    queue.pop();
    int32_t id = perm[r];
    if (placed[id])
      continue;
    if (floor != floorOf[id]) {
      queue.push(floorOf[id], r);
      continue;
    }
    if (interrupted())
      return {};
    const PackBuffer &b = buffers[id];
    offsets[id] = floor;
    placed[id] = 1;
    int64_t top = floor + b.size;
    index.forEach(b.start, b.end, [&](int32_t other) {
      if (!placed[other] && floorOf[other] < top)
        floorOf[other] = alignUp(top, buffers[other].alignment);
    });
  }
  return offsets;
}

/// The offset of `b` among the busy ranges `forEachBusy` visits in offset
/// order: the smallest gap it fits (best fit), the first one (first fit),
/// else above them all.
template <typename ForEachBusy>
static int64_t chooseOffset(const PackBuffer &b, PackFit fit,
                            ForEachBusy &&forEachBusy) {
  int64_t chosen = -1, chosenGap = std::numeric_limits<int64_t>::max();
  int64_t floor = 0;
  bool done = false;
  forEachBusy([&](int64_t lo, int64_t hi) {
    if (done)
      return;
    if (lo > floor) {
      int64_t candidate = alignUp(floor, b.alignment);
      if (candidate + b.size <= lo && lo - floor < chosenGap) {
        chosen = candidate;
        chosenGap = lo - floor;
        done = fit == PackFit::FirstFit;
      }
    }
    floor = std::max(floor, hi);
  });
  return chosen >= 0 ? chosen : alignUp(floor, b.alignment);
}

/// Best fit in time order (forward: by start; else backward, by end).
static std::vector<int64_t>
packTimeOrderedBestFit(const std::vector<PackBuffer> &buffers,
                       const std::vector<int32_t> &perm, bool forward,
                       StopCheck &interrupted) {
  std::vector<int64_t> offsets(buffers.size(), 0);
  // In time order the placed buffers that overlap the next one are those
  // still live at its start, disjoint in memory: what they leave free is
  // a set of gaps below the highest of them, kept by offset (to merge a
  // freed block with its neighbours) and by length (for the best fit),
  // so that a placement costs O(log n) whatever the number live.
  std::map<int64_t, int64_t> gapsByOffset;            // offset -> end
  std::set<std::pair<int64_t, int64_t>> gapsByLength; // (length, offset)
  std::multiset<int64_t> tops;
  using Expiry = std::pair<int64_t, int32_t>; // (time, buffer)
  std::priority_queue<Expiry, std::vector<Expiry>, std::greater<Expiry>>
      expiries;
  auto removeGap = [&](std::map<int64_t, int64_t>::iterator it) {
    gapsByLength.erase({it->second - it->first, it->first});
    return gapsByOffset.erase(it);
  };
  auto release = [&](int64_t lo, int64_t hi) {
    tops.erase(tops.find(hi));
    auto next = gapsByOffset.lower_bound(lo);
    if (next != gapsByOffset.end() && next->first == hi) {
      hi = next->second;
      next = removeGap(next);
    }
    if (next != gapsByOffset.begin()) {
      auto prev = std::prev(next);
      if (prev->second == lo) {
        lo = prev->first;
        removeGap(prev);
      }
    }
    int64_t highest = tops.empty() ? 0 : *tops.rbegin();
    if (lo >= highest)
      return; // merges with the free space above everything
    gapsByOffset[lo] = hi;
    gapsByLength.insert({hi - lo, lo});
  };
  for (int32_t id : perm) {
    const PackBuffer &b = buffers[id];
    if (b.size == 0)
      continue;
    if (interrupted())
      return {};
    // Backward, time runs reversed: ~t, which unlike -t cannot overflow.
    int64_t now = forward ? b.start : ~b.end;
    while (!expiries.empty() && expiries.top().first <= now) {
      int32_t gone = expiries.top().second;
      expiries.pop();
      release(offsets[gone], offsets[gone] + buffers[gone].size);
    }
    // The free space above the highest live buffer: what the gap below
    // it merges into once it is gone.
    int64_t highest = tops.empty() ? 0 : *tops.rbegin();
    while (!gapsByOffset.empty() && gapsByOffset.rbegin()->second >= highest)
      removeGap(std::prev(gapsByOffset.end()));
    int64_t chosen = -1;
    for (auto it = gapsByLength.lower_bound({b.size, 0});
         it != gapsByLength.end(); ++it) {
      int64_t candidate = alignUp(it->second, b.alignment);
      if (candidate + b.size <= it->second + it->first) {
        chosen = candidate;
        // What the buffer leaves of the gap stays free, on both sides.
        int64_t lo = it->second, hi = it->second + it->first;
        gapsByLength.erase(it);
        gapsByOffset.erase(lo);
        if (lo < candidate) {
          gapsByOffset[lo] = candidate;
          gapsByLength.insert({candidate - lo, lo});
        }
        if (candidate + b.size < hi) {
          gapsByOffset[candidate + b.size] = hi;
          gapsByLength.insert({hi - candidate - b.size, candidate + b.size});
        }
        break;
      }
    }
    if (chosen < 0) {
      chosen = alignUp(highest, b.alignment);
      if (highest < chosen) {
        gapsByOffset[highest] = chosen;
        gapsByLength.insert({chosen - highest, highest});
      }
    }
    offsets[id] = chosen;
    tops.insert(chosen + b.size);
    expiries.push({forward ? b.end : ~b.start, id});
  }
  return offsets;
}

/// First fit in time order (forward: by start; else backward, by end).
static std::vector<int64_t>
packTimeOrdered(const std::vector<PackBuffer> &buffers,
                const std::vector<int32_t> &perm, bool forward, PackFit fit,
                StopCheck &interrupted) {
  std::vector<int64_t> offsets(buffers.size(), 0);
  // In start order the placed buffers that overlap the next one are those
  // still live at its start: keep them sorted by offset and drop the
  // expired ones while walking the gaps, without any search over time.
  struct Live {
    int64_t lo, hi, end;
  };
  std::vector<Live> live;
  for (int32_t id : perm) {
    const PackBuffer &b = buffers[id];
    if (b.size == 0)
      continue;
    if (interrupted())
      return {};
    size_t kept = 0;
    for (const Live &l : live)
      if (forward ? l.end > b.start : l.end < b.end)
        live[kept++] = l;
    live.resize(kept);
    int64_t offset = chooseOffset(b, fit, [&](auto &&visit) {
      for (const Live &l : live)
        visit(l.lo, l.hi);
    });
    offsets[id] = offset;
    Live entry{offset, offset + b.size, forward ? b.end : b.start};
    auto pos = std::upper_bound(
        live.begin(), live.end(), entry,
        [](const Live &x, const Live &y) { return x.lo < y.lo; });
    live.insert(pos, entry);
  }
  return offsets;
}

/// Best or first fit in any order: each buffer among the placed ones that
/// overlap it in time, found through an OverlapIndex.
static std::vector<int64_t>
packOverlapping(const std::vector<PackBuffer> &buffers,
                const std::vector<int32_t> &perm, PackFit fit,
                StopCheck &interrupted) {
  size_t n = buffers.size();
  std::vector<int64_t> offsets(n, 0);
  OverlapIndex index(buffers);
  std::vector<char> placed(n, 0);
  std::vector<std::pair<int64_t, int64_t>> busy;
  // Sorting the overlapping placements by offset dominates the cost; when
  // offsets and counts allow, sort (offset, position) packed in one word.
  int64_t total = 0;
  for (const PackBuffer &b : buffers)
    total += b.size + (b.alignment - 1); // within validateBuffers' bound
  bool packedKeys = total < (int64_t(1) << 40) && n < (size_t(1) << 23);
  std::vector<uint64_t> keys;
  std::vector<int64_t> tops;
  for (int32_t id : perm) {
    const PackBuffer &b = buffers[id];
    if (b.size == 0)
      continue;
    if (interrupted())
      return {};
    if (packedKeys) {
      keys.clear();
      tops.clear();
      index.forEach(b.start, b.end, [&](int32_t other) {
        if (placed[other]) {
          keys.push_back((uint64_t(offsets[other]) << 23) | tops.size());
          tops.push_back(offsets[other] + buffers[other].size);
        }
      });
      std::sort(keys.begin(), keys.end());
      offsets[id] = chooseOffset(b, fit, [&](auto &&visit) {
        for (uint64_t key : keys)
          visit(int64_t(key >> 23), tops[key & ((1u << 23) - 1)]);
      });
    } else {
      busy.clear();
      index.forEach(b.start, b.end, [&](int32_t other) {
        if (placed[other])
          busy.push_back(
              {offsets[other], offsets[other] + buffers[other].size});
      });
      std::sort(busy.begin(), busy.end());
      offsets[id] = chooseOffset(b, fit, [&](auto &&visit) {
        for (auto [lo, hi] : busy)
          visit(lo, hi);
      });
    }
    placed[id] = 1;
  }
  return offsets;
}

std::vector<int64_t> memplan::packGreedy(const std::vector<PackBuffer> &buffers,
                                         PackOrder order, PackFit fit,
                                         const std::function<bool()> &stop) {
  StopCheck interrupted(stop);
  std::vector<int32_t> perm = placementOrder(buffers, order);
  if (fit == PackFit::Lowest)
    return packLowest(buffers, perm, interrupted);
  bool timeOrdered = order == PackOrder::Start || order == PackOrder::End;
  if (timeOrdered && fit == PackFit::BestFit)
    return packTimeOrderedBestFit(buffers, perm, order == PackOrder::Start,
                                  interrupted);
  if (timeOrdered)
    return packTimeOrdered(buffers, perm, order == PackOrder::Start, fit,
                           interrupted);
  return packOverlapping(buffers, perm, fit, interrupted);
}

//===----------------------------------------------------------------------===//
// Exact search
//===----------------------------------------------------------------------===//

namespace {

using Clock = std::chrono::steady_clock;

/// Whether `work` spent reaches a work limit (SearchLimits::work; < 0:
/// none): a run stops at its next node, the rounds of a partition's search
/// at their next restart.
bool workSpent(int64_t limit, int64_t work) {
  return limit >= 0 && work >= limit;
}

/// A group of buffers that no time point separates from each other, with the
/// elementary time sections it spans.
struct Partition {
  std::vector<int32_t> members;
};

/// Splits the buffers at time points that no lifetime crosses.
std::vector<Partition> partition(const std::vector<PackBuffer> &buffers) {
  std::vector<int32_t> order;
  for (size_t i = 0; i < buffers.size(); ++i)
    if (buffers[i].size > 0)
      order.push_back(int32_t(i));
  std::sort(order.begin(), order.end(), [&](int32_t a, int32_t b) {
    return buffers[a].start < buffers[b].start;
  });
  std::vector<Partition> parts;
  int64_t reach = std::numeric_limits<int64_t>::min();
  for (int32_t id : order) {
    if (parts.empty() || buffers[id].start >= reach)
      parts.emplace_back();
    parts.back().members.push_back(id);
    reach = std::max(reach, buffers[id].end);
  }
  return parts;
}

enum class Heuristic { WidthAreaTotal, TotalAreaWidth, TotalWidthArea };

/// How the search branches: on the next buffer in offset order, at the
/// lowest offset it can take (MiniMalloc's canonical order), or on what
/// covers the lowest floor of a section (Search::solve).
enum class Branching { InOrder, Floor };

/// Which section floor branching takes among those at the lowest floor: the
/// one with the fewest branches (then the least room to spare), the one
/// with the least room to spare, or the earliest; or (Valleys) among the
/// sections of every valley, at whatever floor, the one with the fewest
/// branches (Search::solve).
enum class SectionChoice { FewestBranches, LeastRoom, Earliest, Valleys };

/// The name of a preorder, for the debug output.
[[maybe_unused]] const char *heuristicName(Heuristic heuristic) {
  switch (heuristic) {
  case Heuristic::WidthAreaTotal:
    return "width-area-total";
  case Heuristic::TotalAreaWidth:
    return "total-area-width";
  case Heuristic::TotalWidthArea:
    return "total-width-area";
  }
  return "?";
}

/// The distinct start and end times of a partition's buffers, in order:
/// the bounds of its sections.
static std::vector<int64_t> sectionPoints(const std::vector<PackBuffer> &all,
                                          const Partition &part) {
  std::vector<int64_t> points;
  points.reserve(2 * part.members.size());
  for (int32_t id : part.members) {
    points.push_back(all[id].start);
    points.push_back(all[id].end);
  }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

/// Depth-first search over canonical placements of one partition: every
/// buffer rests on the top of a buffer below it or on 0 (any placement
/// becomes one when its buffers are pushed down), and buffers go in
/// non-decreasing offset order. Two ways to branch (Branching):
/// - in order (MiniMalloc's): on the next buffer, at the lowest offset the
///   placed buffers it overlaps leave it, ties by preorder rank; a buffer
///   whose lowest offset is at or above the lowest top any unplaced buffer
///   can reach would leave a gap that one could fill, and is not tried;
/// - floor (solve): on what covers the lowest floor of a section right at
///   the floor, one of the buffers that can sit there or none of them.
/// What both prune:
/// - of identical buffers (same lifetime, size, alignment) the one with the
///   lower index goes first: swapping them changes nothing;
/// - a buffer that overlaps nothing unplaced ("hatless") fails the same
///   wherever it goes among the candidates, so its siblings are not tried;
/// - every time section must still hold what is unplaced in it above the
///   last offset and above the lowest offset any of its buffers can take,
///   and each buffer must fit below the capacity from its lowest offset;
///   under floor branching, a section's unplaced buffers stacked in the
///   order of their lowest offsets must fit too;
/// - where no unplaced buffer crosses a section boundary any more, the two
///   sides are solved one after the other;
/// - under floor branching, a subproblem (its unplaced buffers and their
///   lowest offsets) proven to have no placement is remembered and not
///   searched again.
class Search {
public:
  Search(const std::vector<PackBuffer> &all, const Partition &part,
         int64_t capacity)
      : capacity(capacity) {
    n = int(part.members.size());
    std::vector<int64_t> points = sectionPoints(all, part);
    sections = int(points.size()) - 1;
    auto slot = [&](int64_t t) {
      return int(std::lower_bound(points.begin(), points.end(), t) -
                 points.begin());
    };
    buf.resize(n);
    sectionTotal.assign(sections, 0);
    for (int i = 0; i < n; ++i) {
      const PackBuffer &b = all[part.members[i]];
      buf[i] = {b.size, b.alignment, slot(b.start), slot(b.end),
                b.end - b.start, -1};
      for (int s = buf[i].first; s < buf[i].last; ++s)
        sectionTotal[s] += b.size;
    }
    sectionMembers.resize(sections);
    for (int i = 0; i < n; ++i) {
      spans += buf[i].last - buf[i].first;
      for (int s = buf[i].first; s < buf[i].last; ++s)
        sectionMembers[s].push_back(i);
    }
    // Identical buffers, each linked to the previous one by index.
    std::vector<int> byShape(n);
    std::iota(byShape.begin(), byShape.end(), 0);
    auto shape = [&](int i) {
      return std::make_tuple(buf[i].first, buf[i].last, buf[i].size,
                             buf[i].alignment, i);
    };
    std::sort(byShape.begin(), byShape.end(),
              [&](int a, int b) { return shape(a) < shape(b); });
    for (int k = 1; k < n; ++k) {
      const Info &a = buf[byShape[k - 1]], &b = buf[byShape[k]];
      if (a.first == b.first && a.last == b.last && a.size == b.size &&
          a.alignment == b.alignment)
        buf[byShape[k]].twin = byShape[k - 1];
    }
    // Overlaps through a sweep over sections.
    overlaps.resize(n);
    std::vector<int> byFirst(n);
    std::iota(byFirst.begin(), byFirst.end(), 0);
    std::sort(byFirst.begin(), byFirst.end(),
              [&](int a, int b) { return buf[a].first < buf[b].first; });
    std::vector<int> active, kept;
    for (int i : byFirst) {
      kept.clear();
      for (int j : active)
        if (buf[j].last > buf[i].first) {
          kept.push_back(j);
          overlaps[i].push_back(j);
          overlaps[j].push_back(i);
        }
      kept.push_back(i);
      active.swap(kept);
    }
    lists.resize(size_t(n) + 2);
    prefixMax.resize(size_t(n) + 2);
    suffixMax.resize(size_t(n) + 2);
  }

  /// Runs the search with the given branching, buffer preorder (each
  /// neighbour pair swapped with probability `shuffle`; with `priority`,
  /// buffers of a higher priority first), choice of section (floor
  /// branching) and node allowance.
  SearchStatus run(Branching branching, Heuristic heuristic,
                   SectionChoice sectionChoice, double shuffle,
                   const std::vector<int> *priority, int64_t nodeAllowance,
                   int64_t workLimit, Clock::time_point deadline,
                   bool hasDeadline, SearchStats &stats) {
    this->branching = branching;
    this->sectionChoice = sectionChoice;
    this->heuristic = heuristic;
    this->priority = priority;
    placedCount = 0;
    deepest = 0;
    unplacedAtDeepest.clear();
    this->shuffle = shuffle;
    preorder.assign(n, 0);
    offset.assign(n, -1);
    minOffset.assign(n, 0);
    keyItems.resize(n);
    for (int i = 0; i < n; ++i)
      keyItems[i] = keyItem(i);
    lowest.assign(sections, 0);
    unplacedMembers = sectionMembers;
    positions.resize(n);
    for (int s = 0; s < sections; ++s)
      for (size_t k = 0; k < sectionMembers[s].size(); ++k) {
        int j = sectionMembers[s][k];
        positions[j].resize(buf[j].last - buf[j].first);
        positions[j][s - buf[j].first] = int(k);
      }
    remaining = sectionTotal;
    stats.work += spans + sections + n;
    for (int s = 0; s < sections; ++s)
      if (remaining[s] > capacity)
        return SearchStatus::Infeasible;
    for (const Info &b : buf)
      if (b.size > capacity)
        return SearchStatus::Infeasible;
    // cuts[k]: unplaced buffers crossing the boundary between sections k-1
    // and k. When one drops to zero the unplaced rest splits in two
    // independent subproblems there.
    cuts.assign(sections + 1, 0);
    for (const Info &b : buf)
      for (int k = b.first + 1; k < b.last; ++k)
        ++cuts[k];
    stamp.assign(sections, 0);
    stampNow = 0;
    solutionOffsets.assign(n, -1);
    nodesLeft = nodeAllowance;
    this->workLimit = workLimit;
    this->deadline = deadline;
    this->hasDeadline = hasDeadline;
    this->stats = &stats;
    std::vector<int> &all = lists[0];
    all.resize(n);
    std::iota(all.begin(), all.end(), 0);
    rankMembers(all, 0, sections);
    return branching == Branching::Floor
               ? solve(0, 0, sections)
               : solveInOrder(0, 0, sections, 0, -1);
  }

  const std::vector<int64_t> &solution() const { return solutionOffsets; }

  /// Under floor branching, the buffers left unplaced where the last run
  /// placed the most (empty before any).
  const std::vector<char> &leftAtDeepest() const { return unplacedAtDeepest; }

private:
  struct Info {
    int64_t size, alignment;
    int first, last;  // sections [first, last)
    int64_t length;   // lifetime in the caller's time units
    int twin;         // the identical buffer before this one, or -1
  };

  /// Ranks the members of a (sub)problem by their priority, if any, then
  /// by the heuristic: W the lifetime, A the area (size times lifetime), T
  /// the largest unplaced total of a section the buffer spans; each
  /// descending, ties by index.
  void rankMembers(std::vector<int> &members, int secLo, int secHi) {
    keys.resize(n);
    for (int i : members) {
      const Info &b = buf[i];
      int64_t total = 0;
      for (int s = std::max(b.first, secLo); s < std::min(b.last, secHi); ++s)
        total = std::max(total, remaining[s]);
      int64_t area = saturatingMul(b.size, b.length);
      switch (heuristic) {
      case Heuristic::WidthAreaTotal:
        keys[i] = {b.length, area, total};
        break;
      case Heuristic::TotalAreaWidth:
        keys[i] = {total, area, b.length};
        break;
      case Heuristic::TotalWidthArea:
        keys[i] = {total, b.length, area};
        break;
      }
    }
    std::stable_sort(members.begin(), members.end(), [&](int x, int y) {
      if (priority && (*priority)[x] != (*priority)[y])
        return (*priority)[x] > (*priority)[y];
      return keys[x] > keys[y];
    });
    // A restart swaps neighbours of the preorder at random: where the
    // order misleads the search early on, another one may not.
    if (shuffle > 0) {
      std::bernoulli_distribution swap(shuffle);
      for (size_t r = 1; r < members.size(); ++r)
        if (swap(rng))
          std::swap(members[r - 1], members[r]);
    }
    for (size_t r = 0; r < members.size(); ++r)
      preorder[members[r]] = int(r);
  }

  /// Recomputes the least minimum offset of the unplaced buffers of
  /// section `s` (0 when there are none: the section then constrains
  /// nothing), given that none is below `atLeast`.
  void updateLowest(int s, int64_t atLeast) {
    // Minimum offsets only rise and members only leave between updates, so
    // none is below the section's current value either: a member at the
    // higher of the two ends the scan (sections of long lifetimes hold
    // hundreds of members, and many sit at the same floor).
    const int64_t bound = std::max(lowest[s], atLeast);
    int64_t low = std::numeric_limits<int64_t>::max();
    for (int j : unplacedMembers[s]) {
      ++stats->work;
      low = std::min(low, minOffset[j]);
      if (low == bound)
        break;
    }
    setLowest(s, low == std::numeric_limits<int64_t>::max() ? 0 : low);
  }

  void setLowest(int s, int64_t value) {
    if (lowest[s] == value)
      return;
    lowestTrail.push_back({s, lowest[s]});
    lowest[s] = value;
  }

  /// A buffer placed at the lowest floor of a section.
  struct Candidate {
    int64_t offset;
    int rank, index;
  };

  /// What place() changed, for unplace() to undo.
  struct Placement {
    size_t offsetMark, lowestMark;
    /// Nothing unplaced overlaps the placed buffer.
    bool hatless;
    /// The unplaced buffers may still fit under the capacity.
    bool fits;
  };

  /// Whether everything unplaced in each section of [secLo, secHi) still
  /// fits between the capacity and the higher of `floor` (no unplaced
  /// buffer goes lower) and the section's lowest minimum offset, given
  /// that each did before this step, which changed the lowest minimum
  /// offsets of the touched sections only and lowered the unplaced totals
  /// of some. So only the touched sections are checked: in the others only
  /// `floor` could break it, and it does not: in offset order admits() saw
  /// it fit below every section's total, and floor branching passes 0: the
  /// sections a step at a floor touches are at or above that floor (at the
  /// lowest floor all are; at a valley's, only buffers that were at the
  /// floor rise, and only sections where they were lowest are touched).
  /// (Scanning every section instead was most of place()'s time on steps of
  /// thousands of sections.)
  bool touchedSectionsFit(int secLo, int secHi, int64_t floor) const {
    for (int s : touched)
      if (s >= secLo && s < secHi && remaining[s] > 0 &&
          std::max(lowest[s], floor) + remaining[s] > capacity)
        return false;
    return true;
  }

  /// Places `c`: takes it out of the totals of its sections, raises the
  /// minimum offsets of the unplaced buffers it overlaps (on the trails)
  /// and collects in `cutpoints` the section boundaries within
  /// (secLo, secHi) that no unplaced buffer crosses any more.
  Placement place(const Candidate &c, int secLo, int secHi,
                  std::vector<int> &cutpoints) {
    const Info &b = buf[c.index];
    int64_t top = c.offset + b.size;
    offset[c.index] = c.offset;
    solutionOffsets[c.index] = c.offset;
    ++placedCount;
    Placement placed{offsetTrail.size(), lowestTrail.size(), true,
                     top <= capacity};
    stats->work += (b.last - b.first) + int64_t(overlaps[c.index].size());
    ++stampNow;
    touched.clear();
    raisedSpans.clear();
    // The placed buffer leaves the unplaced ones of its sections, and every
    // unplaced buffer there overlaps it and goes to its top if it was
    // lower: a section's lowest minimum offset rises where it was below
    // the top or the placed buffer's own. Those sections are touched here,
    // not for each buffer raised.
    for (int s = b.first; s < b.last; ++s) {
      remaining[s] -= b.size;
      removeUnplaced(s, c.index);
      if (lowest[s] < top || lowest[s] == minOffset[c.index])
        touch(s);
    }
    for (int j : overlaps[c.index]) {
      if (offset[j] >= 0)
        continue;
      placed.hatless = false;
      if (minOffset[j] >= top)
        continue;
      raise(j, alignUp(top, buf[j].alignment), b.first, b.last);
      if (minOffset[j] + buf[j].size > capacity)
        placed.fits = false;
    }
    // In the sections of the placed buffer every unplaced buffer overlaps
    // it, so none may go below its top any more (most were raised to it).
    for (int s : touched)
      updateLowest(s, s >= b.first && s < b.last ? top : 0);
    placed.fits =
        placed.fits &&
        touchedSectionsFit(secLo, secHi,
                           branching == Branching::InOrder ? c.offset : 0) &&
        raisedStacksFit();
    cutpoints.clear();
    for (int k = b.first + 1; k < b.last; ++k)
      if (--cuts[k] == 0 && secLo < k && k < secHi)
        cutpoints.push_back(k);
    return placed;
  }

  /// Takes placed `j` out of the unplaced members of section `s` (its
  /// place there goes to the last one).
  void removeUnplaced(int s, int j) {
    std::vector<int> &list = unplacedMembers[s];
    int at = positions[j][s - buf[j].first];
    int moved = list.back();
    list[at] = moved;
    positions[moved][s - buf[moved].first] = at;
    list.pop_back();
  }

  /// Puts unplaced `j` back among the unplaced members of section `s`.
  /// Undoing removeUnplaced(s, j) as the last change to the section's
  /// list, this restores the list's order too; in any other order the
  /// members are still right (what reads the list does not depend on its
  /// order).
  void restoreUnplaced(int s, int j) {
    std::vector<int> &list = unplacedMembers[s];
    int &at = positions[j][s - buf[j].first];
    if (at >= int(list.size())) {
      at = int(list.size());
      list.push_back(j);
      return;
    }
    int moved = list[at];
    positions[moved][s - buf[moved].first] = int(list.size());
    list.push_back(moved);
    list[at] = j;
  }

  /// Marks section `s` for updateLowest() once per step.
  void touch(int s) {
    if (stamp[s] != stampNow) {
      stamp[s] = stampNow;
      touched.push_back(s);
    }
  }

  /// Raises the minimum offset of unplaced `j` to `value` (on the trail)
  /// and touches the sections whose lowest minimum offset may rise with it,
  /// but those of [touchedFirst, touchedLast), which the caller touches.
  void raise(int j, int64_t value, int touchedFirst = 0, int touchedLast = 0) {
    int64_t old = minOffset[j];
    offsetTrail.push_back({j, old});
    minOffset[j] = value;
    keyItems[j] = keyItem(j);
    const int first = buf[j].first, last = buf[j].last;
    for (int s = first, end = std::min(last, touchedFirst); s < end; ++s)
      if (lowest[s] == old)
        touch(s);
    for (int s = std::max(first, touchedLast); s < last; ++s)
      if (lowest[s] == old)
        touch(s);
    // The sections where a minimum offset rose matter to floor branching
    // only (raisedStacksFit), which takes the union of these spans.
    if (branching == Branching::Floor)
      raisedSpans.push_back({first, last});
  }

  /// Whether the unplaced buffers of section `s` stack below the capacity,
  /// each at or above its minimum offset: they all overlap, so they go one
  /// above the other, and taking them by minimum offset, each as low as it
  /// can go, gives the lowest top any order reaches.
  bool stackFits(int s) {
    // Stacked by minimum offset, the top is the most that any buffer's
    // minimum offset and the sizes of the buffers from it up (those whose
    // minimum offsets are not below its own) reach. That is at most the
    // capacity for every buffer whose minimum offset leaves room for
    // everything unplaced in the section: only those above that threshold
    // are sorted (few, where most sit at the section's floor).
    const int64_t threshold = capacity - remaining[s];
    stats->work += int64_t(unplacedMembers[s].size());
    int64_t highest = 0, total = 0;
    for (int j : unplacedMembers[s])
      if (minOffset[j] > threshold) {
        highest = std::max(highest, minOffset[j]);
        total += buf[j].size;
      }
    // Each of them is at most the highest minimum offset and the sizes of
    // all of them: within the capacity, no order is needed.
    if (highest + total <= capacity)
      return true;
    stack.clear();
    for (int j : unplacedMembers[s])
      if (minOffset[j] > threshold)
        stack.push_back({minOffset[j], buf[j].size});
    std::sort(stack.begin(), stack.end());
    int64_t above = 0;
    for (size_t k = stack.size(); k-- > 0;) {
      above += stack[k].second;
      if (stack[k].first + above > capacity)
        return false;
    }
    return true;
  }

  /// stackFits() for every section where a minimum offset rose in this
  /// step (elsewhere the stacks are as before). Only under floor
  /// branching: in offset order the search visits nodes faster than the
  /// sorting pays for.
  bool raisedStacksFit() {
    if (branching != Branching::Floor)
      return true;
    // The sections of the union of the raised buffers' spans: most of
    // those buffers span many sections, and most of those sections are
    // shared (marking them section by section was a third of place()).
    std::sort(raisedSpans.begin(), raisedSpans.end());
    int from = 0;
    for (auto [first, last] : raisedSpans)
      for (int s = std::max(first, from); s < last; ++s) {
        if (!stackFits(s))
          return false;
        from = s + 1;
      }
    return true;
  }

  /// Records that no buffer of `floorSet` (the unplaced buffers of one
  /// section whose minimum offset is `floor`) sits at `floor`: each of
  /// them then rests on an unplaced buffer it overlaps, so its minimum
  /// offset rises to the lowest top one of those can reach. Returns false
  /// when that leaves one of them nowhere to go or the sections of
  /// [secLo, secHi) without room. Undone by the caller through the trails.
  bool skipFloor(const std::vector<int> &floorSet, int64_t floor, int secLo,
                 int secHi) {
    ++stampNow;
    touched.clear();
    raisedSpans.clear();
    for (int j : floorSet) {
      int64_t support = std::numeric_limits<int64_t>::max();
      stats->work += int64_t(overlaps[j].size());
      for (int k : overlaps[j])
        if (offset[k] < 0)
          support = std::min(support, minOffset[k] + buf[k].size);
      if (support == std::numeric_limits<int64_t>::max())
        return false;
      raise(j, alignUp(std::max(support, floor + 1), buf[j].alignment));
      if (minOffset[j] + buf[j].size > capacity)
        return false;
    }
    for (int s : touched)
      updateLowest(s, 0);
    return touchedSectionsFit(secLo, secHi, 0) && raisedStacksFit();
  }

  /// Undoes place(c) that returned `placed`.
  void unplace(const Candidate &c, const Placement &placed) {
    const Info &b = buf[c.index];
    stats->work += b.last - b.first;
    for (int k = b.first + 1; k < b.last; ++k)
      ++cuts[k];
    for (int s = b.last - 1; s >= b.first; --s) {
      remaining[s] += b.size;
      restoreUnplaced(s, c.index);
    }
    undoTo(placed.offsetMark, placed.lowestMark);
    offset[c.index] = -1;
    --placedCount;
  }

  /// Restores the minimum offsets and section floors recorded after the
  /// given trail sizes.
  void undoTo(size_t offsetMark, size_t lowestMark) {
    while (lowestTrail.size() > lowestMark) {
      lowest[lowestTrail.back().first] = lowestTrail.back().second;
      lowestTrail.pop_back();
    }
    while (offsetTrail.size() > offsetMark) {
      int j = offsetTrail.back().first;
      minOffset[j] = offsetTrail.back().second;
      keyItems[j] = keyItem(j);
      offsetTrail.pop_back();
    }
  }

  /// The members of `lists[depth]` that may go next in canonical order after
  /// (lastOffset, lastRank), sorted by offset and rank.
  std::vector<Candidate> nextCandidates(int depth, int64_t lastOffset,
                                        int lastRank) const {
    const std::vector<int> &members = lists[depth];
    // A buffer that could sit wholly below an offset leaves a gap there
    // that it could fill: nothing goes at or above the lowest top.
    int64_t minHeight = std::numeric_limits<int64_t>::max();
    for (int i : members)
      minHeight = std::min(minHeight, minOffset[i] + buf[i].size);
    std::vector<Candidate> candidates;
    for (int i : members) {
      int64_t o = minOffset[i];
      if (o >= minHeight || o < lastOffset ||
          (o == lastOffset && preorder[i] < lastRank))
        continue;
      if (buf[i].twin >= 0 && offset[buf[i].twin] < 0)
        continue;
      candidates.push_back({o, preorder[i], i});
    }
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate &a, const Candidate &b) {
                return std::tie(a.offset, a.rank) < std::tie(b.offset, b.rank);
              });
    return candidates;
  }

  /// Fills `prefixMax[depth]` and `suffixMax[depth]` for the sections
  /// [secLo, secHi).
  void boundSections(int depth, int secLo, int secHi) {
    // The largest unplaced total of the sections before and after each
    // point: whatever a candidate does not span must fit above it as is.
    int width = secHi - secLo;
    std::vector<int64_t> &before = prefixMax[depth], &after = suffixMax[depth];
    before.resize(width + 1);
    after.resize(width + 1);
    before[0] = 0;
    for (int k = 0; k < width; ++k)
      before[k + 1] = std::max(before[k], remaining[secLo + k]);
    after[width] = 0;
    for (int k = width - 1; k >= 0; --k)
      after[k] = std::max(after[k + 1], remaining[secLo + k]);
  }

  /// Whether `c` at its offset leaves room below the capacity for itself,
  /// for what is unplaced in the sections it spans, and for the largest
  /// total of those it does not span (after boundSections(depth, ...)).
  bool admits(const Candidate &c, int depth, int secLo, int secHi) const {
    const Info &b = buf[c.index];
    int64_t top = c.offset + b.size;
    if (top > capacity)
      return false;
    int from = std::max(b.first, secLo) - secLo;
    int to = std::min(b.last, secHi) - secLo;
    if (c.offset + std::max(prefixMax[depth][from], suffixMax[depth][to]) >
        capacity)
      return false;
    for (int s = b.first; s < b.last; ++s)
      if (c.offset + remaining[s] > capacity)
        return false;
    return true;
  }

  /// lists[depth + 1]: the members of lists[depth] but `placed`.
  void keepOthers(int depth, const std::vector<int> &members, int placed) {
    std::vector<int> &rest = lists[depth + 1];
    rest.clear();
    for (int i : members)
      if (i != placed)
        rest.push_back(i);
  }

  /// Places the unplaced buffers in `lists[depth]`, which span the sections
  /// [secLo, secHi), in canonical order after (lastOffset, lastRank): each
  /// step branches on which buffer goes next at the lowest offset it can
  /// take (Branching::InOrder).
  SearchStatus solveInOrder(int depth, int secLo, int secHi,
                            int64_t lastOffset, int lastRank) {
    if (!visitNode())
      return SearchStatus::LimitReached;
    const std::vector<int> &members = lists[depth];
    if (members.empty())
      return SearchStatus::Found;
    stats->work += 2 * int64_t(members.size()) + (secHi - secLo);

    std::vector<Candidate> candidates =
        nextCandidates(depth, lastOffset, lastRank);
    boundSections(depth, secLo, secHi);
    std::vector<int> cutpoints;
    for (const Candidate &c : candidates) {
      if (!admits(c, depth, secLo, secHi))
        continue;
      Placement placed = place(c, secLo, secHi, cutpoints);
      SearchStatus status = SearchStatus::Infeasible;
      if (placed.fits) {
        keepOthers(depth, members, c.index);
        if (cutpoints.empty())
          status = solveInOrder(depth + 1, secLo, secHi, c.offset, c.rank);
        else
          status = decompose(depth + 1, secLo, secHi, cutpoints);
      }
      unplace(c, placed);
      if (status != SearchStatus::Infeasible)
        return status;
      // Nothing unplaced overlaps this buffer: where it goes affects no
      // other buffer, so no other choice here can succeed either.
      if (placed.hatless)
        break;
    }
    ++stats->backtracks;
    return SearchStatus::Infeasible;
  }

  /// Counts a node against the limits; false once they are spent.
  bool visitNode() {
    if (nodesLeft == 0 || workSpent(workLimit, stats->work))
      return false;
    if (nodesLeft > 0)
      --nodesLeft;
    ++stats->nodes;
    return !(hasDeadline && (stats->nodes & 255) == 0 &&
             Clock::now() >= deadline);
  }

  /// Places the unplaced buffers in `lists[depth]`, which span the sections
  /// [secLo, secHi). Each step takes the lowest floor of the sections (the
  /// least minimum offset of their unplaced buffers; the tightest section
  /// where several share it) and branches on what covers that section right
  /// at the floor: one of its unplaced buffers whose minimum offset is the
  /// floor, or none of them (skipFloor). In a placement where every buffer
  /// rests on the top of another or on 0 (which any placement becomes when
  /// its buffers are pushed down), exactly one of these holds, so the
  /// branches split the placements without overlap and together cover them.
  /// Under SectionChoice::Valleys the step takes a section of any valley
  /// instead: a run of sections at one floor whose neighbours are higher or
  /// hold nothing unplaced. A buffer at that floor spans only sections of
  /// its run (no section it spans has a higher floor, and it would cross a
  /// neighbour to leave), so every unplaced buffer it overlaps has a minimum
  /// offset at or above its own, as at the lowest floor: placed there, it
  /// lies below all of them, and what place() and skipFloor() infer holds.
  SearchStatus solve(int depth, int secLo, int secHi) {
    const std::vector<int> &members = lists[depth];
    if (placedCount > deepest) {
      deepest = placedCount;
      unplacedAtDeepest.resize(n);
      for (int i = 0; i < n; ++i)
        unplacedAtDeepest[i] = offset[i] < 0;
    }
    if (members.empty())
      return visitNode() ? SearchStatus::Found : SearchStatus::LimitReached;
    size_t offsetMark = offsetTrail.size(), lowestMark = lowestTrail.size();
    SearchStatus status = SearchStatus::Infeasible;
    std::vector<int> floorSet, cutpoints;
    std::vector<Candidate> candidates;
    std::vector<StateKey> visited;
    while (status == SearchStatus::Infeasible) {
      StateKey key = stateKey(members);
      // (The set's two reserved keys are never looked up or kept.)
      const bool kept = key.a < ~uint64_t(0) - 1;
      if (kept && failed.contains(key))
        break;
      if (kept)
        visited.push_back(key);
      if (!visitNode()) {
        status = SearchStatus::LimitReached;
        break;
      }
      stats->work += 2 * int64_t(members.size()) + (secHi - secLo);
      // The lowest floor, and a section at it, or a valley's (see
      // SectionChoice).
      int chosen = -1;
      int64_t floor = std::numeric_limits<int64_t>::max();
      const std::pair<int64_t, int64_t> worst = {
          std::numeric_limits<int64_t>::max(),
          std::numeric_limits<int64_t>::max()};
      std::pair<int64_t, int64_t> bestCost = worst;
      auto consider = [&](int s) {
        // Branches here: the buffers that may sit at the floor, and leaving
        // it empty where the section has room to spare.
        int64_t room = capacity - lowest[s] - remaining[s];
        std::pair<int64_t, int64_t> cost;
        if (sectionChoice == SectionChoice::LeastRoom) {
          cost = {room, 0};
        } else if (sectionChoice == SectionChoice::Earliest) {
          cost = {s, 0};
        } else {
          int64_t branches = room > 0 ? 1 : 0;
          stats->work += int64_t(unplacedMembers[s].size());
          for (int j : unplacedMembers[s])
            if (minOffset[j] == lowest[s] &&
                !(buf[j].twin >= 0 && offset[buf[j].twin] < 0))
              ++branches;
          cost = {branches, room};
        }
        if (cost < bestCost) {
          chosen = s;
          floor = lowest[s];
          bestCost = cost;
        }
      };
      if (sectionChoice != SectionChoice::Valleys) {
        for (int s = secLo; s < secHi; ++s) {
          if (remaining[s] == 0)
            continue;
          if (lowest[s] > floor)
            continue;
          if (lowest[s] < floor)
            bestCost = worst;
          consider(s);
        }
      } else {
        // The runs of sections with unplaced buffers at one floor whose
        // neighbours (in the subproblem) hold none or are higher: a buffer
        // at that floor in one of them spans none lower.
        for (int s = secLo; s < secHi;) {
          if (remaining[s] == 0) {
            ++s;
            continue;
          }
          const int64_t runFloor = lowest[s];
          int end = s;
          while (end < secHi && remaining[end] > 0 && lowest[end] == runFloor)
            ++end;
          stats->work += end - s;
          if ((s == secLo || remaining[s - 1] == 0 ||
               lowest[s - 1] > runFloor) &&
              (end == secHi || remaining[end] == 0 || lowest[end] > runFloor))
            for (int t = s; t < end; ++t)
              consider(t);
          s = end;
        }
      }
      floorSet.clear();
      candidates.clear();
      stats->work += int64_t(sectionMembers[chosen].size());
      for (int j : sectionMembers[chosen]) {
        if (offset[j] >= 0 || minOffset[j] != floor)
          continue;
        floorSet.push_back(j);
        // Of identical buffers only the first unplaced one is tried.
        if (buf[j].twin >= 0 && offset[buf[j].twin] < 0)
          continue;
        candidates.push_back({floor, preorder[j], j});
      }
      std::sort(candidates.begin(), candidates.end(),
                [](const Candidate &a, const Candidate &b) {
                  return a.rank < b.rank;
                });
      bool exhausted = false;
      for (const Candidate &c : candidates) {
        Placement placed = place(c, secLo, secHi, cutpoints);
        SearchStatus sub = SearchStatus::Infeasible;
        if (placed.fits) {
          keepOthers(depth, members, c.index);
          sub = cutpoints.empty() ? solve(depth + 1, secLo, secHi)
                                  : decompose(depth + 1, secLo, secHi,
                                              cutpoints);
        }
        unplace(c, placed);
        if (sub != SearchStatus::Infeasible) {
          status = sub;
          break;
        }
        // Nothing unplaced overlaps this buffer: it can rest only where
        // it was, and there it fails.
        if (placed.hatless) {
          exhausted = true;
          break;
        }
      }
      if (status != SearchStatus::Infeasible || exhausted)
        break;
      if (!skipFloor(floorSet, floor, secLo, secHi))
        break;
    }
    undoTo(offsetMark, lowestMark);
    if (status == SearchStatus::Infeasible) {
      ++stats->backtracks;
      if (failed.size() < kMaxFailedStates)
        failed.insert(visited.begin(), visited.end());
    }
    return status;
  }

  /// The unplaced buffers of a subproblem and their minimum offsets decide
  /// whether it has a placement (the sections' totals and floors follow
  /// from them): two 64-bit hashes of that set, independent of its order.
  struct StateKey {
    uint64_t a, b;
    bool operator==(const StateKey &other) const {
      return a == other.a && b == other.b;
    }
  };
  /// For the set of failed states: keys are hashes already. (States whose
  /// key starts like one of the two reserved ones, 2^-63 of them, are not
  /// kept.)
  struct StateKeyInfo {
    static StateKey getEmptyKey() { return {~uint64_t(0), ~uint64_t(0)}; }
    static StateKey getTombstoneKey() {
      return {~uint64_t(0) - 1, ~uint64_t(0)};
    }
    static unsigned getHashValue(const StateKey &key) {
      return unsigned(key.a ^ (key.a >> 32));
    }
    static bool isEqual(const StateKey &x, const StateKey &y) { return x == y; }
  };

  static uint64_t mix(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
  }

  /// Buffer `i` and its minimum offset, hashed twice, for stateKey (kept in
  /// keyItems as minimum offsets change: a node's key then only adds them).
  StateKey keyItem(int i) const {
    uint64_t item =
        mix(uint64_t(i) * 0x100000001b3ull ^ mix(uint64_t(minOffset[i])));
    return {item, mix(item ^ 0x5851f42d4c957f2dull)};
  }

  StateKey stateKey(const std::vector<int> &members) const {
    StateKey key{0, 0};
    for (int i : members) {
      key.a += keyItems[i].a;
      key.b += keyItems[i].b;
    }
    key.b += members.size();
    return key;
  }

  /// Solves the unplaced buffers of `lists[depth]` between consecutive cut
  /// points one after the other: they share no time, so each is
  /// independent of the others.
  SearchStatus decompose(int depth, int secLo, int secHi,
                         std::vector<int> cutpoints) {
    cutpoints.insert(cutpoints.begin(), secLo);
    cutpoints.push_back(secHi);
    std::vector<int> all = lists[depth];
    std::vector<int> &sub = lists[depth];
    for (size_t k = 0; k + 1 < cutpoints.size(); ++k) {
      int lo = cutpoints[k], hi = cutpoints[k + 1];
      sub.clear();
      for (int i : all)
        if (buf[i].first < hi && lo < buf[i].last)
          sub.push_back(i);
      if (sub.empty())
        continue;
      std::vector<int> saved;
      for (int i : sub)
        saved.push_back(preorder[i]);
      std::vector<int> original = sub;
      rankMembers(sub, lo, hi);
      SearchStatus status = branching == Branching::Floor
                                ? solve(depth, lo, hi)
                                : solveInOrder(depth, lo, hi, 0, -1);
      for (size_t k2 = 0; k2 < original.size(); ++k2)
        preorder[original[k2]] = saved[k2];
      if (status != SearchStatus::Found) {
        lists[depth] = std::move(all);
        return status;
      }
    }
    lists[depth] = std::move(all);
    return SearchStatus::Found;
  }

  int64_t capacity;
  int n = 0, sections = 0;
  /// The sections the buffers span, summed over the buffers.
  int64_t spans = 0;
  std::vector<Info> buf;
  std::vector<int64_t> sectionTotal;
  std::vector<std::vector<int>> overlaps;
  std::vector<int> preorder;
  std::vector<std::array<int64_t, 3>> keys;
  std::vector<std::vector<int>> sectionMembers;
  /// The unplaced buffers of each section, in no particular order, and
  /// where each buffer is in the lists of its sections.
  std::vector<std::vector<int>> unplacedMembers, positions;
  std::vector<int> cuts;
  std::vector<int64_t> offset, minOffset, lowest, remaining, solutionOffsets;
  std::vector<std::pair<int, int64_t>> offsetTrail, lowestTrail;
  std::vector<int> stamp, touched;
  /// keyItem(i) of every buffer, as its minimum offset stands.
  std::vector<StateKey> keyItems;
  /// The spans [first, last) of the sections of the buffers raised in this
  /// step.
  std::vector<std::pair<int, int>> raisedSpans;
  std::vector<std::pair<int64_t, int64_t>> stack;
  int stampNow = 0;
  /// The unplaced members of the (sub)problem at each depth.
  std::vector<std::vector<int>> lists;
  int64_t nodesLeft = -1;
  /// The work (SearchStats::work) at which the run stops; < 0: none.
  int64_t workLimit = -1;
  Heuristic heuristic = Heuristic::WidthAreaTotal;
  /// Ranks before the heuristic's (run()), or null.
  const std::vector<int> *priority = nullptr;
  /// Buffers placed now, the most placed at once in this run, and which
  /// were not placed then (floor branching).
  int placedCount = 0, deepest = 0;
  std::vector<char> unplacedAtDeepest;
  Clock::time_point deadline;
  bool hasDeadline = false;
  SearchStats *stats = nullptr;
  /// Subproblems proven to have no placement at this capacity (kept over
  /// the runs with different preorders), at most kMaxFailedStates.
  llvm::DenseSet<StateKey, StateKeyInfo> failed;
  /// Per depth: running maxima of `remaining` from either end.
  std::vector<std::vector<int64_t>> prefixMax, suffixMax;
  Branching branching = Branching::Floor;
  SectionChoice sectionChoice = SectionChoice::FewestBranches;
  /// Shuffles the preorder of restarts (seeded: runs are reproducible).
  std::mt19937_64 rng{0x6d656d706c616e};
  double shuffle = 0;
  static constexpr size_t kMaxFailedStates = size_t(1) << 20;
};
} // namespace

/// Whether the search may take on a partition: its state grows with the
/// sections each buffer spans, which on long traces reaches the square of
/// their length.
static bool searchable(const std::vector<PackBuffer> &buffers,
                       const Partition &part) {
  if (part.members.size() > kMaxSearchBuffers)
    return false;
  std::vector<int64_t> points = sectionPoints(buffers, part);
  int64_t spans = 0;
  for (int32_t id : part.members)
    spans += std::lower_bound(points.begin(), points.end(), buffers[id].end) -
             std::lower_bound(points.begin(), points.end(), buffers[id].start);
  return spans <= kMaxSearchSpans;
}

/// Nodes of one restart of the floor branching, and the probability that a
/// restart swaps two neighbours of its preorder.
static constexpr int64_t kRestartNodes = 500;
static constexpr double kRestartShuffle = 0.3;

/// The i-th term (from 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 ...:
/// restarts that long are within a constant factor of the best fixed
/// length, whatever it is, and the longest grow without bound (so the
/// search is complete).
static int64_t luby(int64_t i) {
  while (true) {
    // The least k with 2^k - 1 >= i: the term ends a block of that length,
    // or repeats the term i - (2^(k-1) - 1) of the sequence.
    int k = 1;
    while ((int64_t(1) << k) - 1 < i)
      ++k;
    if ((int64_t(1) << k) - 1 == i)
      return int64_t(1) << (k - 1);
    i -= (int64_t(1) << (k - 1)) - 1;
  }
}

/// Runs the search of a partition of `members` buffers until it finds a
/// placement, proves there is none, or the limits run out: `search` on the
/// buffers as given and, in turns with it, `reversed` on the same buffers
/// with time running backwards (their overlaps, and so their placements,
/// are the same; the order the search meets the buffers in is not, and an
/// instance that one direction wanders in the other can settle fast).
/// Each direction counts its nodes in `spent` (over the partitions): the
/// given one may spend the node limit, so it searches exactly as it would
/// alone, the reversed one half as many. The reversed search is set up (in
/// `reversed`, from `backwards`, the buffers with time reversed) only when
/// the first round as given does not settle; `backwards`, when empty, is
/// filled then (over the partitions). `solved` is set to the search that
/// found the placement.
static SearchStatus
searchPartition(const std::vector<PackBuffer> &buffers, Search &search,
                std::optional<Search> &reversed,
                std::vector<PackBuffer> &backwards, const Partition &part,
                int64_t capacity, const SearchLimits &limits,
                Clock::time_point deadline, bool hasDeadline,
                SearchStats &stats, int64_t (&spent)[2], Search *&solved) {
  size_t members = part.members.size();
  const Heuristic heuristics[] = {Heuristic::WidthAreaTotal,
                                  Heuristic::TotalAreaWidth,
                                  Heuristic::TotalWidthArea};
  const SectionChoice choices[] = {
      SectionChoice::FewestBranches, SectionChoice::LeastRoom,
      SectionChoice::Earliest, SectionChoice::Valleys};
  // Rounds with a doubling node allowance. The first round runs the search
  // in offset order once per preorder (one often finishes quickly where
  // another one wanders). Every round runs floor branching for as many
  // nodes again, in short restarts over the preorders (shuffled after the
  // first three) and the choices of section: its runs go astray early in
  // ways that a restart escapes, and the subproblems it proved to have no
  // placement stay known across restarts. A restart takes first the
  // buffers that earlier restarts most often left unplaced where they got
  // furthest (squeaky-wheel priorities: what a run could not fit goes in
  // earlier the next time). On 120 instances of MiniMalloc's challenging
  // family (bench/pack.py's generator, 300-450 buffers, seeds 100-159 and
  // 200-259), at the capacity and the default node limit, this fits 93
  // where offset order in every round and restarts without priorities fit
  // 71; MiniMalloc fits none of the 49 those left out within 10 s each.
  // (Without the restarts that choose among the valleys' sections, 88:
  // those fill one stretch of time where the others climb everywhere at
  // once, and settle other instances.)
  Search *directions[2] = {&search, nullptr};
  const int64_t nodeLimits[2] = {
      limits.nodes, limits.nodes >= 0 ? limits.nodes / 2 : limits.nodes};
  // Each direction's restarts of floor branching, counted on their own,
  // its rounds, and the priorities of its buffers: how many of its
  // restarts left each one unplaced where they got furthest.
  int restarts[2] = {0, 0};
  int rounds[2] = {0, 0};
  std::vector<int> priorities[2] = {std::vector<int>(members, 0),
                                    std::vector<int>(members, 0)};
  SearchStatus status = SearchStatus::LimitReached;
  int64_t allowance = std::max<int64_t>(int64_t(members), 16);
  // What an attempt leaves: the search to go on, over (found, proven
  // infeasible, out of time), or this direction out of nodes.
  enum class Next { Go, Over, Spent };
  auto attempt = [&](int d, Branching branching, Heuristic h,
                     SectionChoice choice, double shuffle, int64_t budget) {
    if (nodeLimits[d] >= 0)
      budget = std::min(budget, nodeLimits[d] - spent[d]);
    if (budget <= 0)
      return Next::Spent;
    int64_t before = stats.nodes;
    bool restart = branching == Branching::Floor;
    status = directions[d]->run(branching, h, choice, shuffle,
                                restart ? &priorities[d] : nullptr, budget,
                                limits.work, deadline, hasDeadline, stats);
    if (restart && status == SearchStatus::LimitReached) {
      const std::vector<char> &left = directions[d]->leftAtDeepest();
      for (size_t i = 0; i < left.size(); ++i)
        priorities[d][i] += left[i];
    }
    spent[d] += stats.nodes - before;
    if (status == SearchStatus::Found)
      solved = directions[d];
    LLVM_DEBUG(llvm::dbgs()
               << "[memplan-pack] search" << (d ? " (time reversed)" : "")
               << ", " << (branching == Branching::Floor ? "floor" : "in order")
               << " branching, preorder " << heuristicName(h) << " shuffled "
               << shuffle << ", " << budget
               << " nodes allowed: " << statusName(status) << "; "
               << stats.nodes << " nodes, " << stats.backtracks
               << " backtracks so far\n");
    if (status != SearchStatus::LimitReached ||
        (hasDeadline && Clock::now() >= deadline) ||
        workSpent(limits.work, stats.work))
      return Next::Over;
    return Next::Go;
  };
  bool inOrder = limits.branching == SearchBranching::Alternate ||
                 limits.branching == SearchBranching::InOrder;
  bool floor = limits.branching != SearchBranching::InOrder;
  bool valleysOnly = limits.branching == SearchBranching::Valleys;
  // One round of direction `d`.
  auto round = [&](int d) {
    bool first = rounds[d]++ == 0;
    for (Heuristic h : heuristics)
      if (inOrder && (first || !floor)) {
        Next next = attempt(d, Branching::InOrder, h,
                            SectionChoice::FewestBranches, 0, allowance);
        if (next != Next::Go)
          return next;
      }
    for (int64_t used = 0; floor && used < allowance;) {
      int &r = restarts[d];
      Heuristic h = heuristics[r % 3];
      SectionChoice choice = valleysOnly ? SectionChoice::Valleys
                                         : choices[r / 3 % 4];
      double shuffle = r < 3 ? 0 : kRestartShuffle;
      int64_t budget = kRestartNodes * luby(++r);
      used += budget;
      Next next = attempt(d, Branching::Floor, h, choice, shuffle, budget);
      if (next != Next::Go)
        return next;
    }
    return Next::Go;
  };
  bool live[2] = {true, true};
  while (live[0] || live[1]) {
    allowance *= 2;
    for (int d = 0; d < 2; ++d) {
      if (!live[d])
        continue;
      if (!directions[d]) {
        // t -> ~t reverses the order of times without overflow, and
        // [~end, ~start) overlaps exactly the reversed lifetimes that
        // [start, end) overlaps.
        if (backwards.empty()) {
          backwards = buffers;
          for (PackBuffer &b : backwards)
            std::tie(b.start, b.end) = std::make_pair(~b.end, ~b.start);
        }
        directions[d] = &reversed.emplace(backwards, part, capacity);
      }
      Next next = round(d);
      if (next == Next::Over)
        return status;
      if (next == Next::Spent)
        live[d] = false;
    }
  }
  return SearchStatus::LimitReached;
}

SearchStatus memplan::packExact(const std::vector<PackBuffer> &buffers,
                                int64_t capacity, std::vector<int64_t> &offsets,
                                const SearchLimits &limits,
                                SearchStats *statsOut,
                                const std::vector<int64_t> *seed) {
  SearchStats stats;
  Clock::time_point start = Clock::now();
  // A limit of a billion seconds or more is no limit (converting it to the
  // clock's nanoseconds would overflow).
  bool hasDeadline = limits.seconds >= 0 && limits.seconds < 1e9;
  Clock::time_point deadline =
      start + std::chrono::duration_cast<Clock::duration>(
                  std::chrono::duration<double>(
                      hasDeadline ? std::max(limits.seconds, 0.0) : 0.0));
  std::vector<Partition> parts = partition(buffers);
  stats.partitions = int(parts.size());
  // The buffers with time running backwards, once a search needs them
  // (searchPartition).
  std::vector<PackBuffer> backwards;
  std::vector<int64_t> result(buffers.size(), 0);
  // Nodes each direction of the search spent (searchPartition).
  int64_t spent[2] = {0, 0};
  SearchStatus overall = SearchStatus::Found;
  for (const Partition &part : parts) {
    if (seed) {
      int64_t top = 0;
      for (int32_t id : part.members)
        top = std::max(top, (*seed)[id] + buffers[id].size);
      if (top <= capacity) {
        for (int32_t id : part.members)
          result[id] = (*seed)[id];
        continue;
      }
    }
    LLVM_DEBUG(llvm::dbgs() << "[memplan-pack] exact search of a partition of "
                            << part.members.size() << " buffers at capacity "
                            << capacity << "\n");
    if (!searchable(buffers, part)) {
      LLVM_DEBUG(llvm::dbgs() << "[memplan-pack] the partition is too large "
                                 "for the search\n");
      ++stats.unsearched;
      overall = SearchStatus::LimitReached;
      break;
    }
    Search search(buffers, part, capacity);
    std::optional<Search> reversed;
    Search *solved = nullptr;
    SearchStatus status =
        searchPartition(buffers, search, reversed, backwards, part, capacity,
                        limits, deadline, hasDeadline, stats, spent, solved);
    if (status != SearchStatus::Found) {
      overall = status;
      break;
    }
    const std::vector<int64_t> &local = solved->solution();
    for (size_t i = 0; i < part.members.size(); ++i)
      result[part.members[i]] = local[i];
  }
  stats.reversedNodes = spent[1];
  if (statsOut)
    *statsOut = stats;
  if (overall == SearchStatus::Found)
    offsets = std::move(result);
  return overall;
}

//===----------------------------------------------------------------------===//
// Portfolio
//===----------------------------------------------------------------------===//

std::vector<std::pair<PackOrder, PackFit>> memplan::portfolioMembers() {
  // Cheapest first: the time-ordered members need no search over time.
  return {{PackOrder::Start, PackFit::Lowest},
          {PackOrder::Start, PackFit::BestFit},
          {PackOrder::Start, PackFit::FirstFit},
          {PackOrder::End, PackFit::Lowest},
          {PackOrder::End, PackFit::BestFit},
          {PackOrder::End, PackFit::FirstFit},
          {PackOrder::Size, PackFit::Lowest},
          {PackOrder::Area, PackFit::Lowest},
          {PackOrder::Length, PackFit::Lowest},
          {PackOrder::Size, PackFit::BestFit},
          {PackOrder::Size, PackFit::FirstFit},
          {PackOrder::Area, PackFit::BestFit},
          {PackOrder::Area, PackFit::FirstFit},
          {PackOrder::Length, PackFit::BestFit},
          {PackOrder::Length, PackFit::FirstFit}};
}

/// Pairs of buffers live at a common time (saturating).
static int64_t overlappingPairs(const std::vector<PackBuffer> &buffers) {
  std::vector<std::pair<int64_t, int>> events;
  for (const PackBuffer &b : buffers)
    if (b.size > 0) {
      events.push_back({b.start, 1});
      events.push_back({b.end, -1});
    }
  // Ends first at the same time: lifetimes are half-open.
  std::sort(events.begin(), events.end());
  int64_t live = 0, pairs = 0;
  for (auto [time, delta] : events) {
    if (delta > 0)
      pairs = saturatingAdd(pairs, live);
    live += delta;
  }
  return pairs;
}

/// Every buffer at an offset of its own, one after the other: what a
/// portfolio interrupted before its first placement falls back to.
static std::vector<int64_t> stackBuffers(const std::vector<PackBuffer> &buffers) {
  std::vector<int64_t> offsets(buffers.size(), 0);
  int64_t top = 0;
  for (size_t i = 0; i < buffers.size(); ++i) {
    offsets[i] = alignUp(top, buffers[i].alignment);
    top = offsets[i] + buffers[i].size;
  }
  return offsets;
}

namespace {

/// The time limit of one pack() call (negative: none), counted from the
/// timer's construction.
class PackTimer {
public:
  explicit PackTimer(double seconds) : seconds(seconds), start(Clock::now()) {}

  /// Whether there is a limit and it has passed.
  bool outOfTime() const {
    return seconds >= 0 &&
           std::chrono::duration<double>(Clock::now() - start).count() >=
               seconds;
  }

  /// What is left of the limit (0 once past it); -1 without a limit.
  double remainingSeconds() const {
    if (seconds < 0)
      return -1;
    double spent = std::chrono::duration<double>(Clock::now() - start).count();
    return std::max(seconds - spent, 0.0);
  }

private:
  double seconds;
  Clock::time_point start;
};

/// The best member per partition: partitions share no time, so their
/// placements combine, and the arena is the largest of theirs.
class PartitionBest {
public:
  explicit PartitionBest(const std::vector<PackBuffer> &buffers)
      : buffers(buffers), parts(partition(buffers)),
        partBest(parts.size(), std::numeric_limits<int64_t>::max()),
        combined(buffers.size(), 0) {}

  /// Takes from `offsets` each partition it places lower than before.
  void add(const std::vector<int64_t> &offsets) {
    combinedArena = 0;
    for (size_t p = 0; p < parts.size(); ++p) {
      int64_t top = 0;
      for (int32_t id : parts[p].members)
        top = std::max(top, offsets[id] + buffers[id].size);
      if (top < partBest[p]) {
        partBest[p] = top;
        for (int32_t id : parts[p].members)
          combined[id] = offsets[id];
      }
      combinedArena = std::max(combinedArena, partBest[p]);
    }
  }

  /// The combined placement and its arena (after an add()).
  const std::vector<int64_t> &placement() const { return combined; }
  int64_t arena() const { return combinedArena; }

private:
  const std::vector<PackBuffer> &buffers;
  std::vector<Partition> parts;
  std::vector<int64_t> partBest;
  std::vector<int64_t> combined;
  int64_t combinedArena = 0;
};

} // namespace

/// Runs the greedy members of the portfolio, cheapest first, until one
/// reaches the lower bound (or the capacity), and keeps the best placement in
/// `result`; returns its arena.
static int64_t runPortfolio(const std::vector<PackBuffer> &buffers,
                            const PackOptions &options, const PackTimer &timer,
                            PackResult &result) {
  // Aligned sizes can only make the lower bound larger; the portfolio
  // starts from the cheapest members.
  int64_t bestArena = std::numeric_limits<int64_t>::max();
  std::function<bool()> stop;
  if (options.limits.seconds >= 0)
    stop = [&timer] { return timer.outOfTime(); };
  PartitionBest perPartition(buffers);
  // Members other than best-fit in time order cost about the number of
  // overlapping pairs; where that is too large, only those two run.
  bool allMembers = overlappingPairs(buffers) <= kMaxGreedyOverlaps;
  for (auto [order, fit] : portfolioMembers()) {
    if (!allMembers && !(fit == PackFit::BestFit &&
                         (order == PackOrder::Start || order == PackOrder::End)))
      continue;
    std::vector<int64_t> offsets = packGreedy(buffers, order, fit, stop);
    std::string name = std::string(toString(fit)) + "/" + toString(order);
    if (offsets.size() != buffers.size()) {
      // Out of time in the middle of a member. With nothing placed yet,
      // every buffer gets memory of its own: valid, and linear.
      LLVM_DEBUG(llvm::dbgs()
                 << "[memplan-pack] out of time in " << name << "\n");
      if (result.offsets.empty()) {
        result.offsets = stackBuffers(buffers);
        bestArena = arenaSize(buffers, result.offsets);
        result.method = "stacked";
        result.portfolio.push_back({"stacked", bestArena});
      }
      break;
    }
    int64_t arena = arenaSize(buffers, offsets);
    result.portfolio.push_back({name, arena});
    perPartition.add(offsets);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-pack] " << name << ": arena " << arena
                            << ", per partition " << perPartition.arena()
                            << ", lower bound " << result.lowerBound << "\n");
    if (result.offsets.empty() || arena < bestArena) {
      bestArena = arena;
      result.offsets = std::move(offsets);
      result.method = name;
    }
    if (perPartition.arena() < bestArena) {
      bestArena = perPartition.arena();
      result.offsets = perPartition.placement();
      result.method = "greedy per partition";
    }
    // Nothing beats the lower bound, and in fit mode any fit will do.
    if (!options.fullPortfolio &&
        (bestArena <= result.lowerBound ||
         (options.capacity >= 0 && bestArena <= options.capacity)))
      break;
    // A time limit bounds the portfolio too: later members are skipped,
    // and a member still running at the limit is abandoned (above).
    if (timer.outOfTime())
      break;
  }
  return bestArena;
}

/// Iterated greedy placement with squeaky-wheel priorities: every round
/// places all buffers again, alternately by the skyline rule (packLowest)
/// and first fit (packOverlapping), in the order of their blame (how many
/// earlier rounds left them reaching above `target`), then size, then
/// lifetime. What reaches above the target in one round goes in earlier in
/// the next: the buffers that a greedy order puts in late and on top are
/// the ones to place first. Skyline and first fit fail on different
/// buffers, and alternating them lets the blame of one reorder the other.
/// Keeps in `result` every placement with a smaller arena than `bestArena`.
/// On PyTorch's partitioned training steps of DenseNet-121 and RegNetY-1.6GF
/// through memplan-pipeline at half their peak (3,237 to 4,388 buffers),
/// where the portfolio and the search within the pass's node limit leave
/// 1.6 to 6.8 % above the lower bound, the rounds end 0.04 % or less above
/// it.
static void iterateGreedy(const std::vector<PackBuffer> &buffers,
                          const PackOptions &options, const PackTimer &timer,
                          int64_t target, int64_t &bestArena,
                          PackResult &result) {
  size_t n = buffers.size();
  int64_t perRound =
      saturatingAdd(overlappingPairs(buffers), saturatingMul(16, int64_t(n)));
  int64_t rounds = std::min<int64_t>(
      options.iterateRounds, kMaxIterateSteps / std::max<int64_t>(perRound, 1));
  if (rounds < 2)
    return;
  std::function<bool()> stop;
  if (options.limits.seconds >= 0)
    stop = [&timer] { return timer.outOfTime(); };
  std::vector<int64_t> blame(n, 0);
  // Blame ties go by size, then lifetime, then index: that order once, and
  // each round sorts it stably by blame alone.
  std::vector<int32_t> byShape(n);
  std::iota(byShape.begin(), byShape.end(), 0);
  std::sort(byShape.begin(), byShape.end(), [&](int32_t a, int32_t b) {
    const PackBuffer &x = buffers[a], &y = buffers[b];
    return std::make_tuple(-x.size, x.start - x.end, a) <
           std::make_tuple(-y.size, y.start - y.end, b);
  });
  std::vector<int32_t> perm;
  int64_t lastBetter = 0;
  int64_t roundsBest = std::numeric_limits<int64_t>::max();
  for (int64_t round = 0; round < rounds; ++round) {
    perm = byShape;
    std::stable_sort(perm.begin(), perm.end(),
                     [&](int32_t a, int32_t b) { return blame[a] > blame[b]; });
    StopCheck interrupted(stop);
    std::vector<int64_t> offsets =
        round % 2 == 0
            ? packLowest(buffers, perm, interrupted)
            : packOverlapping(buffers, perm, PackFit::FirstFit, interrupted);
    if (offsets.size() != n)
      break; // out of time
    ++result.iteratedRounds;
    int64_t arena = arenaSize(buffers, offsets);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-pack] iterated greedy, round " << round
                            << ": arena " << arena << "\n");
    for (size_t i = 0; i < n; ++i)
      if (offsets[i] + buffers[i].size > target)
        ++blame[i];
    // The rounds stop by their own progress, not by the arena they must
    // beat: what they reach does not depend on the search before them.
    if (arena < roundsBest) {
      roundsBest = arena;
      lastBetter = round;
    }
    if (arena < bestArena) {
      bestArena = arena;
      result.offsets = std::move(offsets);
      result.method = "iterated greedy";
      if (bestArena <= target)
        break;
    }
    if (round - lastBetter >= rounds / 2 || timer.outOfTime())
      break;
  }
}

/// What is left of the work limit over every capacity probed (< 0: none).
static int64_t workLeft(const PackOptions &options, const PackResult &result) {
  if (options.limits.work < 0)
    return -1;
  return std::max<int64_t>(options.limits.work - result.search.work, 0);
}

/// One exact search at capacity `cap` that may visit `nodes` search nodes
/// (negative: any number) and take `timeShare` of what is left of the time
/// limit, seeded with the placement of `result`, which it replaces when it
/// finds one. With `blocks`, the search places the blocks (joinIntoBlocks),
/// unseeded, and their placement places the buffers.
static SearchStatus probeCapacity(const std::vector<PackBuffer> &buffers,
                                  const PackOptions &options,
                                  const PackTimer &timer, int64_t cap,
                                  int64_t nodes, double timeShare,
                                  PackResult &result,
                                  const PackBlocks *blocks = nullptr) {
  SearchLimits limits = options.limits;
  double left = timer.remainingSeconds();
  if (left >= 0)
    limits.seconds = left * timeShare;
  limits.nodes = nodes;
  limits.work = workLeft(options, result);
  if (limits.work == 0)
    return SearchStatus::LimitReached;
  std::vector<int64_t> offsets;
  SearchStats stats;
  SearchStatus status =
      blocks
          ? packExact(blocks->blocks, cap, offsets, limits, &stats)
          : packExact(buffers, cap, offsets, limits, &stats, &result.offsets);
  result.search.nodes += stats.nodes;
  result.search.reversedNodes += stats.reversedNodes;
  result.search.backtracks += stats.backtracks;
  result.search.work += stats.work;
  if (!blocks) {
    result.search.unsearched = stats.unsearched;
    result.search.partitions = stats.partitions;
  }
  if (status != SearchStatus::Found)
    return status;
  if (blocks) {
    std::vector<int64_t> placed = std::move(offsets);
    offsets.assign(buffers.size(), 0);
    for (size_t i = 0; i < buffers.size(); ++i)
      offsets[i] = placed[blocks->blockOf[i]] + blocks->within[i];
    // Joined by rules that make every placement of the blocks one of the
    // buffers; checked all the same, as a placement of the buffers. (A
    // search of the blocks that finds nothing proves nothing.)
    if (!validatePacking(buffers, offsets, cap).empty())
      return SearchStatus::LimitReached;
  }
  result.offsets = std::move(offsets);
  result.arena = arenaSize(buffers, result.offsets);
  result.method = blocks ? "exact on blocks" : "exact";
  return status;
}

std::optional<PackBlocks>
memplan::joinIntoBlocks(const std::vector<PackBuffer> &buffers,
                        bool stackLifetimes, bool joinInTime) {
  struct Block {
    PackBuffer shape;
    /// (buffer, offset within the block)
    std::vector<std::pair<int32_t, int64_t>> members;
  };
  std::vector<Block> blocks;
  blocks.reserve(buffers.size());
  for (size_t i = 0; i < buffers.size(); ++i)
    blocks.push_back({buffers[i], {{int32_t(i), 0}}});
  // The least common multiple of two alignments, if it fits.
  auto lcm = [](int64_t a, int64_t b) -> std::optional<int64_t> {
    return checkedMul(a / std::gcd(a, b), b);
  };
  // Stacks of one lifetime; whether one was made.
  auto stackPass = [&] {
    bool joined = false;
    std::vector<size_t> order(blocks.size());
    std::iota(order.begin(), order.end(), 0);
    llvm::stable_sort(order, [&](size_t a, size_t b) {
      return std::make_pair(blocks[a].shape.start, blocks[a].shape.end) <
             std::make_pair(blocks[b].shape.start, blocks[b].shape.end);
    });
    std::vector<Block> next;
    for (size_t k = 0; k < order.size();) {
      size_t run = k + 1;
      while (run < order.size() &&
             blocks[order[run]].shape.start == blocks[order[k]].shape.start &&
             blocks[order[run]].shape.end == blocks[order[k]].shape.end)
        ++run;
      std::vector<size_t> group(order.begin() + k, order.begin() + run);
      k = run;
      // The most aligned lowest: with alignments that divide each other
      // and sizes their multiples, every member then lands aligned.
      llvm::stable_sort(group, [&](size_t a, size_t b) {
        return blocks[a].shape.alignment > blocks[b].shape.alignment;
      });
      Block stack{blocks[group.front()].shape, {}};
      stack.shape.size = 0;
      bool fits = group.size() > 1;
      for (size_t g = 0; g < group.size() && fits; ++g) {
        const PackBuffer &shape = blocks[group[g]].shape;
        std::optional<int64_t> alignment =
            lcm(stack.shape.alignment, shape.alignment);
        std::optional<int64_t> size = checkedAdd(stack.shape.size, shape.size);
        fits = alignment && size && stack.shape.size % shape.alignment == 0;
        if (fits) {
          stack.shape.alignment = *alignment;
          stack.shape.size = *size;
        }
      }
      if (!fits) {
        for (size_t b : group)
          next.push_back(std::move(blocks[b]));
        continue;
      }
      int64_t base = 0;
      for (size_t b : group) {
        for (auto [id, within] : blocks[b].members)
          stack.members.push_back({id, base + within});
        base += blocks[b].shape.size;
      }
      next.push_back(std::move(stack));
      joined = true;
    }
    blocks = std::move(next);
    return joined;
  };
  // Neighbours in time of one size joined; whether two were.
  auto joinPass = [&] {
    bool joined = false;
    std::map<std::pair<int64_t, int64_t>, std::vector<size_t>> byEnd, byStart;
    for (size_t b = 0; b < blocks.size(); ++b) {
      byEnd[{blocks[b].shape.end, blocks[b].shape.size}].push_back(b);
      byStart[{blocks[b].shape.start, blocks[b].shape.size}].push_back(b);
    }
    std::vector<char> used(blocks.size(), 0);
    std::vector<Block> next;
    for (size_t a = 0; a < blocks.size(); ++a) {
      if (used[a])
        continue;
      const PackBuffer &shape = blocks[a].shape;
      auto after = byStart.find({shape.end, shape.size});
      if (after == byStart.end() || after->second.size() != 1 ||
          byEnd[{shape.end, shape.size}].size() != 1)
        continue;
      size_t b = after->second.front();
      std::optional<int64_t> alignment =
          lcm(shape.alignment, blocks[b].shape.alignment);
      // (b == a only for an empty lifetime, which pack() refuses first.)
      if (b == a || used[b] || !alignment)
        continue;
      Block pair{shape, blocks[a].members};
      pair.shape.end = blocks[b].shape.end;
      pair.shape.alignment = *alignment;
      llvm::append_range(pair.members, blocks[b].members);
      used[a] = used[b] = 1;
      next.push_back(std::move(pair));
      joined = true;
    }
    for (size_t b = 0; b < blocks.size(); ++b)
      if (!used[b])
        next.push_back(std::move(blocks[b]));
    blocks = std::move(next);
    return joined;
  };
  for (bool joined = true; joined;) {
    joined = false;
    if (stackLifetimes)
      joined |= stackPass();
    if (joinInTime)
      joined |= joinPass();
  }
  if (blocks.size() == buffers.size())
    return std::nullopt;
  PackBlocks result;
  result.blockOf.assign(buffers.size(), 0);
  result.within.assign(buffers.size(), 0);
  // In the order of their first buffer: the search's ties go as the
  // buffers' do.
  std::vector<std::pair<int32_t, size_t>> first;
  for (size_t b = 0; b < blocks.size(); ++b)
    first.push_back({llvm::min_element(blocks[b].members)->first, b});
  llvm::sort(first);
  for (auto [ignored, b] : first) {
    int32_t index = int32_t(result.blocks.size());
    result.blocks.push_back(blocks[b].shape);
    result.blocks.back().id = index;
    for (auto [id, within] : blocks[b].members) {
      result.blockOf[id] = index;
      result.within[id] = within;
    }
  }
  // The alignments joined may pad the blocks past what offsets can reach.
  if (!validateBuffers(result.blocks).empty())
    return std::nullopt;
  return result;
}

/// The blockings of one instance that probeBlocks searches, in its order:
/// both rules, then stacks alone, then joins alone, each left out where it
/// joins nothing or is one before it (a rule that joined nothing where the
/// other did). Made once, where first needed: every probe of a pack() call
/// searches the same ones.
class BlockLevels {
public:
  explicit BlockLevels(const std::vector<PackBuffer> &buffers)
      : buffers(buffers) {}

  const std::vector<PackBlocks> &get() {
    if (made)
      return levels;
    made = true;
    for (auto [stack, join] : {std::pair(true, true), std::pair(true, false),
                               std::pair(false, true)}) {
      std::optional<PackBlocks> blocks = joinIntoBlocks(buffers, stack, join);
      if (blocks && llvm::none_of(levels, [&](const PackBlocks &level) {
            return level.blockOf == blocks->blockOf;
          }))
        levels.push_back(std::move(*blocks));
    }
    return levels;
  }

private:
  const std::vector<PackBuffer> &buffers;
  bool made = false;
  std::vector<PackBlocks> levels;
};

/// Searches at capacity `cap` of the buffers joined into blocks
/// (BlockLevels), each with `nodes` and half of the time left, until one
/// finds a placement. A stack or a join that the placement they were cut
/// from does not have (buffers of one lifetime, or of one size meeting in
/// time, by chance) can leave the blocks of both rules no placement where
/// those of one rule have one (bench/pack.py's family sample, seeds 157
/// and 170). LimitReached where none finds one: no search of blocks proves
/// anything.
static SearchStatus probeBlocks(const std::vector<PackBuffer> &buffers,
                                BlockLevels &levels, const PackOptions &options,
                                const PackTimer &timer, int64_t cap,
                                int64_t nodes, PackResult &result) {
  for (const PackBlocks &blocks : levels.get()) {
    if (timer.remainingSeconds() == 0 || workLeft(options, result) == 0)
      break;
    if (probeCapacity(buffers, options, timer, cap, nodes, 0.5, result,
                      &blocks) == SearchStatus::Found)
      return SearchStatus::Found;
  }
  return SearchStatus::LimitReached;
}

/// At the capacity of packing and at the lower bound of minimizing, the
/// search of the buffers and that of their blocks take turns
/// (probeSearches): both first run with node limits kTurnGrowth times
/// smaller than theirs, then with limits growing by that factor to theirs,
/// the smallest at least kFirstTurnNodes. Which of the two settles, and
/// after how many nodes, differs by orders of magnitude from instance to
/// instance: minimizing MiniMalloc's instance D, the search of the buffers
/// at the lower bound ran out of its 500,000 nodes (and 250,000 with time
/// reversed, 9.2 CPU-s) before the blocks fitted in their first 84. The
/// turns before the last visit at most a third of the limits more. On
/// bench/pack.py's instances of MiniMalloc's family (its 15 and its sample
/// of 60) and MiniMalloc's A-F, packing at 1048576 took 155.2 -> 89.0
/// CPU-s and minimizing 178.9 -> 100.9, every arena and every fit the
/// same. (The probes of minimizing's bisection above the lower bound take
/// no turns: with them, its shared node limit ran out sooner, and the arena
/// of seed 151, which neither fits in 1048576, rose from 1062912 to
/// 1085440.)
static constexpr int64_t kTurnGrowth = 4;
static constexpr int64_t kFirstTurnNodes = 1024;
static constexpr double kTurnsTimeShare = 0.25;

/// probeCapacity at `cap` with `nodes` (negative: no limit) and, where that
/// runs out of nodes, the blocks (probeBlocks, when options.blocks) with as
/// many, with `turns` first with smaller node limits (kTurnGrowth), until
/// one finds a placement or the search of the buffers proves the capacity
/// out of reach. The search of the buffers decides the status: the blocks
/// turn only LimitReached into Found.
static SearchStatus
probeSearches(const std::vector<PackBuffer> &buffers, BlockLevels &levels,
              const PackOptions &options, const PackTimer &timer, int64_t cap,
              int64_t nodes, double timeShare, PackResult &result,
              bool turns) {
  auto blocksAt = [&](const PackTimer &clock, int64_t limit) {
    // A partition too large for the search of the buffers leaves the
    // blocks unsearched as well, as does a time limit spent.
    if (!options.blocks || limit == 0 || result.search.unsearched != 0 ||
        clock.remainingSeconds() == 0)
      return false;
    return probeBlocks(buffers, levels, options, clock, cap, limit, result) ==
           SearchStatus::Found;
  };
  // Without blocks to take turns with, a search with a smaller limit is
  // the start of the one with the larger limit (its rounds double their
  // nodes): the turns would only repeat it.
  if (turns && options.blocks && nodes > 0) {
    std::vector<int64_t> limits;
    for (int64_t n = nodes / kTurnGrowth; n >= kFirstTurnNodes;
         n /= kTurnGrowth)
      limits.push_back(n);
    // Under a time limit the turns before the last take at most
    // kTurnsTimeShare of this probe's share of it, each search half of
    // what is left of theirs: the last turn, and the bisection after it
    // when minimizing, keep most of the time they had without turns. (With
    // each turn given half of what was left, the turns took nearly all of
    // a one-second limit: minimizing four of bench/pack.py's MiniMalloc-like
    // instances, seeds 106, 136, 150 and 211, ended at 1.15-1.18 times
    // their lower bounds instead of 1.01-1.04 without turns; now at
    // 1.01-1.04.)
    double left = timer.remainingSeconds();
    PackTimer turnsTimer(left < 0 ? -1 : left * timeShare * kTurnsTimeShare);
    for (int64_t limit : llvm::reverse(limits)) {
      SearchStatus status =
          probeCapacity(buffers, options, turnsTimer, cap, limit, 0.5, result);
      if (status != SearchStatus::LimitReached)
        return status;
      if (blocksAt(turnsTimer, limit))
        return SearchStatus::Found;
      if (result.search.unsearched != 0 || workLeft(options, result) == 0)
        return status;
      if (turnsTimer.remainingSeconds() == 0)
        break;
    }
  }
  SearchStatus status =
      probeCapacity(buffers, options, timer, cap, nodes, timeShare, result);
  if (status == SearchStatus::LimitReached && blocksAt(timer, nodes))
    return SearchStatus::Found;
  return status;
}

/// The node limits that minimizing shares over the capacities above the
/// lower bound (minimizeArena): with two, its first probe may visit as many
/// nodes as packing at that capacity. On 60 instances of MiniMalloc's
/// challenging family (bench/pack.py's sample, seeds 100-159), the arena is
/// at most the capacity of 1048576 on each of the 38 that packing at it
/// fits, and on 2 more; with one limit, 3 of the 38 ended above it, for
/// 29 % less CPU time over the 60. (Since one restart in four branches at
/// the floors of valleys, packing at 1048576 fits 41 and minimizing ends
/// at most there on each of them, with kNearBoundShareMinimizing below.)
static constexpr int64_t kSearchNodeShares = 2;

/// The probes just above the lower bound after that search
/// (minimizeArena), or just above a capacity where packing at it ran out
/// of nodes: how many, the part of the node limit each may visit there
/// (minimizing, at a capacity), and the part of the gap from the bound to
/// the arena they span together. Minimizing with a sixteenth of the limit
/// per probe, seed 159 of that sample ended at 1083392 (1.037 times the
/// lower bound) where packing at 1048576 fits; the 60 minimized in 11 %
/// less time, the other 59 arenas the same. At the capacity an eighth
/// fits no more of the 120 instances of both samples (93), and where it
/// fits none the probes take a whole node limit instead of half of one.
static constexpr int kNearBoundProbes = 8;
static constexpr int64_t kNearBoundShareMinimizing = 8;
static constexpr int64_t kNearBoundShareAtCapacity = 16;
static constexpr int64_t kNearBoundSpan = 8;

/// When every size and every alignment above 1 is a multiple of the grain,
/// so is every offset of a canonical placement (0, or the top of another
/// buffer rounded up to an alignment), and with it every arena worth
/// trying: capacities step by it. An alignment of 1 rounds nothing.
static int64_t capacityGrain(const std::vector<PackBuffer> &buffers) {
  int64_t grain = 0;
  for (const PackBuffer &b : buffers)
    if (b.size > 0)
      grain = std::gcd(grain, b.alignment > 1 ? std::gcd(b.size, b.alignment)
                                              : b.size);
  return std::max<int64_t>(grain, 1);
}

/// Exact searches at capacities just above `bound` (a multiple of `grain`),
/// the lowest first, each with the `share`-th part of the node limit
/// (kNearBoundProbes of them, over the eighth of the gap from the bound to
/// the arena of `result`), until one finds a placement, which replaces
/// that of `result`; `skip`, when given, says which capacities (with the
/// nodes a probe would get) need no probe. A
/// placement that fills a capacity nearly everywhere leaves the search
/// little room to go astray, and one just above it much more: on
/// MiniMalloc's instances the search at the capacity they were built for
/// can settle in a twentieth of the nodes that capacities 0.5 % above it
/// exhaust, and the other way round, a search just above a capacity can
/// find a placement that fits the capacity itself.
static void probeJustAbove(const std::vector<PackBuffer> &buffers,
                           const PackOptions &options, const PackTimer &timer,
                           int64_t bound, int64_t grain, int64_t share,
                           PackResult &result,
                           llvm::function_ref<bool(int64_t, int64_t)> skip =
                               nullptr) {
  int64_t step = std::max<int64_t>(
      grain,
      alignUp((result.arena - bound) / (kNearBoundSpan * kNearBoundProbes),
              grain));
  int64_t nodes = std::max<int64_t>(options.limits.nodes / share, 1);
  for (int k = 1; k <= kNearBoundProbes; ++k) {
    int64_t target = bound + k * step;
    if (target >= result.arena || timer.remainingSeconds() == 0)
      break;
    if (skip && skip(target, nodes))
      continue;
    SearchStatus status =
        probeCapacity(buffers, options, timer, target, nodes, 0.5, result);
    LLVM_DEBUG(llvm::dbgs()
               << "[memplan-pack] just above " << bound << ": capacity "
               << target << " " << statusName(status) << " (arena "
               << result.arena << ")\n");
    if (status == SearchStatus::Found)
      break;
  }
}

/// Lowers the arena of `result` by exact searches at capacities below it,
/// and says whether it is proven optimal. `lowerBoundSearched`: the search
/// at the lower bound that comes first (with the whole node limit, seeded
/// with `result`'s placement, no time limit) was made already, and ran out
/// of nodes: it is not made again.
static void minimizeArena(const std::vector<PackBuffer> &buffers,
                          const PackOptions &options, const PackTimer &timer,
                          BlockLevels &levels, PackResult &result,
                          bool lowerBoundSearched = false) {
  const int64_t grain = capacityGrain(buffers);
  int64_t lo = alignUp(result.lowerBound, grain);
  int64_t hi = result.arena - grain;
  // The lower bound first, with the whole node limit: the very search that
  // packing at that capacity runs, so that minimizing reaches the lower
  // bound wherever packing at it does (and where it is feasible, most
  // instances end there). Then a search over the capacities above it,
  // sharing kSearchNodeShares times as many nodes: each probe gets half of
  // what is left, so the first gets as many as packing at its capacity
  // does, and the probes that cannot be decided in theirs leave room for
  // the rest. Each probe gets half of what is left of the time limit. Every
  // multiple of `grain` below `lo` is proven infeasible while `proven` holds.
  // The node limits count the search of the buffers as given (the search with
  // time reversed may spend half as many again, SearchStats::reversedNodes).
  //
  // A probe that runs out of nodes proves nothing, and its capacity does
  // not bound the others: whether the search finds a placement within its
  // nodes is not monotone in the capacity (on MiniMalloc's instances, one
  // capacity can exhaust the nodes where those just below and above it
  // fit in a hundredth of them). So such a capacity only splits the range
  // still open, and the next probe is the middle of the highest part left:
  // plain bisection while probes are decided, the capacities above an
  // undecided one next (as bisection would: the arena found so far comes
  // down, and a placement is likelier with more room), and then those below
  // it, rather than giving up every capacity below it.
  const int64_t nodeLimit = options.limits.nodes;
  auto givenNodes = [&] {
    return result.search.nodes - result.search.reversedNodes;
  };
  int64_t bisectionStart = 0; // search nodes before the first search probe
  bool proven = true, first = true;
  // Capacities in (lo, hi) whose probes ran out of nodes, in order.
  std::vector<int64_t> undecided;
  // Every capacity probed with the nodes its probe might visit, and
  // whether the probe at the lower bound ran out of nodes.
  std::vector<std::pair<int64_t, int64_t>> probed;
  bool lowerBoundUndecided = false;
  while (lo <= hi) {
    int64_t nodesLeft =
        nodeLimit < 0 || first
            ? nodeLimit
            : std::max<int64_t>(kSearchNodeShares * nodeLimit -
                                    (givenNodes() - bisectionStart),
                                0);
    if (timer.remainingSeconds() == 0 || nodesLeft == 0 ||
        workLeft(options, result) == 0) {
      LLVM_DEBUG(llvm::dbgs()
                 << "[memplan-pack] the node, work or time limit stops the "
                    "search between "
                 << lo << " and " << hi << "\n");
      proven = false;
      break;
    }
    // The highest open part of [lo, hi] between undecided capacities.
    int64_t from = lo, to = hi;
    bool open = false;
    for (size_t k = undecided.size() + 1; k-- > 0 && !open;) {
      to = k < undecided.size() ? undecided[k] - grain : hi;
      from = k > 0 ? undecided[k - 1] + grain : lo;
      open = from <= to;
    }
    if (!open) {
      proven = false;
      break; // every capacity left was probed, undecided
    }
    int64_t target = first ? lo : from + (to - from) / grain / 2 * grain;
    int64_t nodes = first || nodesLeft < 0
                        ? nodesLeft
                        : std::max<int64_t>(nodesLeft / 2, 1);
    // Where the search of the buffers runs out of nodes, the blocks
    // (joinIntoBlocks) at the same capacity, with as many nodes
    // (probeSearches): a placement of them is a placement of the buffers
    // (where packing at the lower bound made this search, it searched them
    // there too). Packing at a capacity searches the blocks where the
    // buffers' search runs out, so without them here minimizing could end
    // above a capacity packing fits (bench/pack.py's family sample, seed
    // 136: 1139712 where 1048576 fits).
    SearchStatus status =
        first && lowerBoundSearched
            ? SearchStatus::LimitReached
            : probeSearches(buffers, levels, options, timer, target, nodes,
                            0.5, result, /*turns=*/first);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-pack] search between " << from
                            << " and " << to << ": capacity " << target << " "
                            << statusName(status) << " (arena " << result.arena
                            << ", " << result.search.nodes << " nodes)\n");
    if (first) {
      bisectionStart = givenNodes();
      lowerBoundUndecided = status == SearchStatus::LimitReached;
    }
    first = false;
    if (status == SearchStatus::Found) {
      hi = result.arena - grain;
      llvm::erase_if(undecided, [&](int64_t cap) { return cap > hi; });
    } else if (status == SearchStatus::Infeasible) {
      // Infeasible at the target, and so at every capacity below it.
      lo = target + grain;
      llvm::erase_if(undecided, [&](int64_t cap) { return cap < lo; });
    } else {
      proven = false;
      // A partition too large for the search stays too large at any
      // capacity the greedy placement misses.
      if (result.search.unsearched > 0)
        break;
      if (target == lo)
        lo += grain; // at the bottom of the range: nothing below it to split
      else
        undecided.insert(llvm::upper_bound(undecided, target), target);
    }
    probed.push_back({target, nodes});
  }
  // Then, where the search ran out of nodes at the lower bound itself,
  // capacities just above it (probeJustAbove): the bisection above,
  // probing from the top, can run out of nodes before it gets there.
  // These probes come after it, so its arena can only go down
  // (bench/pack.py's family instance of seed 7921: 1065984 -> 1048576, the
  // capacity it was built for; on its sample of 60, one arena smaller,
  // 1048576 -> 1043456, for 12 % more CPU time).
  if (lowerBoundUndecided && nodeLimit >= 0 && result.search.unsearched == 0 &&
      timer.remainingSeconds() != 0)
    probeJustAbove(buffers, options, timer, alignUp(result.lowerBound, grain),
                   grain, kNearBoundShareMinimizing, result,
                   [&](int64_t target, int64_t nodes) {
                     // That probe may have visited as many.
                     return llvm::any_of(probed, [&](const auto &entry) {
                       return entry.first == target &&
                              (entry.second < 0 || entry.second >= nodes);
                     });
                   });
  result.optimal = result.arena == result.lowerBound || (proven && lo > hi);
}

/// What minimizing does after the portfolio: exact searches at capacities
/// below the arena of `result` (minimizeArena), then rounds of iterated
/// greedy placement toward the lower bound, not for the last bytes
/// (alignment pads the lower bound does not count: on PyTorch's
/// partitioned RegNetY-1.6GF step the rounds took 1.1 s for an arena 192
/// bytes above the bound, and lowered none).
static void minimizePlacement(const std::vector<PackBuffer> &buffers,
                              const PackOptions &options,
                              const PackTimer &timer, BlockLevels &levels,
                              PackResult &result,
                              bool lowerBoundSearched = false) {
  minimizeArena(buffers, options, timer, levels, result, lowerBoundSearched);
  if (result.optimal || options.iterateRounds <= 0 ||
      result.arena - result.lowerBound <=
          result.lowerBound / kIterateNegligibleGap)
    return;
  iterateGreedy(buffers, options, timer, result.lowerBound, result.arena,
                result);
  result.optimal = result.arena == result.lowerBound;
}

PackResult memplan::pack(const std::vector<PackBuffer> &buffers,
                         const PackOptions &options) {
  PackResult result;
  result.error = validateBuffers(buffers);
  if (!result.error.empty())
    return result;
  result.lowerBound = packingLowerBound(buffers);
  PackTimer timer(options.limits.seconds);
  BlockLevels levels(buffers);

  int64_t bestArena = runPortfolio(buffers, options, timer, result);
  if (buffers.empty()) {
    result.offsets.clear();
    bestArena = 0;
    result.method = "empty";
  }
  result.arena = bestArena;
  result.optimal = bestArena == result.lowerBound;
  int64_t capacity = options.capacity;
  result.success = capacity < 0 || bestArena <= capacity;
  if (capacity >= 0 && result.lowerBound > capacity) {
    result.provenInfeasible = true;
    return result;
  }
  // Rounds of iterated greedy placement where the portfolio and the exact
  // search (within its limits) left the arena above the target: after the
  // search, so that they can only lower the arena it reached (run before
  // it, their better start changes the capacities minimizing probes, and
  // the arena it reaches on MiniMalloc's instance D rose from 998400 to
  // 1002496).
  auto iterate = [&](int64_t target) {
    if (options.iterateRounds <= 0 || result.arena <= target)
      return;
    iterateGreedy(buffers, options, timer, target, result.arena, result);
    result.optimal = result.arena == result.lowerBound;
    result.success = capacity < 0 || result.arena <= capacity;
  };
  if (result.optimal || (capacity >= 0 && result.success))
    return result;
  if (!options.exact) {
    iterate(capacity >= 0 ? capacity : result.lowerBound);
    return result;
  }

  if (capacity >= 0) {
    // The portfolio's placement, for minimizing's search below.
    PackResult portfolio = result;
    // Where the search runs out of nodes at the capacity, the blocks
    // (joinIntoBlocks) at the capacity, with as many nodes (probeSearches):
    // a placement of them is one of the buffers. Nothing it fails to find
    // proves anything.
    SearchStatus status =
        probeSearches(buffers, levels, options, timer, capacity,
                      options.limits.nodes, 1.0, result, /*turns=*/true);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-pack] exact search at the capacity "
                            << capacity << ": " << statusName(status) << " ("
                            << result.search.nodes << " nodes)\n");
    // Where the search runs out of nodes at the capacity, capacities just
    // above it, whose placements may fit the capacity too (as minimizing
    // does above the lower bound): on bench/pack.py's sample of MiniMalloc's
    // family (seeds 100-159), 39 fit instead of 38, for 16 % more CPU time.
    if (status == SearchStatus::LimitReached && options.limits.nodes >= 0 &&
        result.search.unsearched == 0 && timer.remainingSeconds() != 0) {
      const int64_t grain = capacityGrain(buffers);
      // (An arena within the capacity is at most its largest multiple of
      // the grain.)
      probeJustAbove(buffers, options, timer, capacity / grain * grain, grain,
                     kNearBoundShareAtCapacity, result);
    }
    result.success = result.arena <= capacity;
    result.provenInfeasible = status == SearchStatus::Infeasible;
    result.optimal = result.arena == result.lowerBound;
    if (!result.success)
      iterate(capacity);
    // Where that neither fits nor proves the capacity out of reach, the
    // search minimizing makes from the portfolio's placement may still end
    // within it: it probes capacities below the portfolio's arena, each
    // with its own share of the nodes, and whether a search settles within
    // its nodes is not monotone in the capacity (MiniMalloc's instance D
    // minimizes to 999424 where the search at 1000000 and just above it
    // ran out of nodes). So packing at a capacity fits wherever minimizing
    // ends within it, for minimizing's time where it did not fit already.
    // Its work counts on top of what the capacity's searches did.
    if (!result.success && !result.provenInfeasible &&
        timer.remainingSeconds() != 0) {
      portfolio.search = result.search;
      portfolio.iteratedRounds = result.iteratedRounds;
      // At a capacity equal to the lower bound (the capacity of most of
      // MiniMalloc's family), minimizing's first search is the one just
      // made at the capacity: the same capacity, nodes and start.
      const bool lowerBoundSearched =
          status == SearchStatus::LimitReached && options.limits.seconds < 0 &&
          capacity == alignUp(result.lowerBound, capacityGrain(buffers));
      minimizePlacement(buffers, options, timer, levels, portfolio,
                        lowerBoundSearched);
      if (portfolio.arena <= capacity) {
        portfolio.success = true;
        result = std::move(portfolio);
      } else {
        result.search = portfolio.search;
        result.iteratedRounds = portfolio.iteratedRounds;
      }
    }
    return result;
  }
  minimizePlacement(buffers, options, timer, levels, result);
  return result;
}
