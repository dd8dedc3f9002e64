//===- RangeMax.h - range maxima in constant time ---------------*- C++ -*-===//
//
// Plain C++, so the MLIR-free core can use it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_RANGEMAX_H
#define MEMPLAN_PLANNING_RANGEMAX_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace memplan {

/// The most of any range of an array of values, in constant time: the
/// running maxima from the start and to the end of each block of kBlock
/// values, and a sparse table over the blocks' maxima (a range within one
/// block is scanned). Built in time linear in the values (a sparse table
/// over all of them costs their number times its logarithm), for arrays
/// built again often: the planner's memory per step, at every round.
class RangeMax {
public:
  void build(const std::vector<int64_t> &values) {
    size_t n = values.size();
    fromStart.resize(n);
    toEnd.resize(n);
    for (size_t i = 0; i < n; ++i)
      fromStart[i] =
          i % kBlock == 0 ? values[i] : std::max(fromStart[i - 1], values[i]);
    for (size_t i = n; i-- > 0;)
      toEnd[i] = i % kBlock == kBlock - 1 || i + 1 == n
                     ? values[i]
                     : std::max(toEnd[i + 1], values[i]);
    size_t blocks = (n + kBlock - 1) / kBlock;
    table.assign(1, std::vector<int64_t>(blocks));
    for (size_t b = 0; b < blocks; ++b)
      table[0][b] = toEnd[b * kBlock];
    for (size_t width = 2; width <= blocks; width *= 2) {
      const std::vector<int64_t> &below = table.back();
      std::vector<int64_t> level(blocks - width + 1);
      for (size_t b = 0; b < level.size(); ++b)
        level[b] = std::max(below[b], below[b + width / 2]);
      table.push_back(std::move(level));
    }
  }
  /// The most of values[lo..hi] (`values` as built, lo <= hi < its size).
  int64_t query(const std::vector<int64_t> &values, size_t lo,
                size_t hi) const {
    size_t first = lo / kBlock, last = hi / kBlock;
    if (first == last) {
      int64_t most = values[lo];
      for (size_t i = lo + 1; i <= hi; ++i)
        most = std::max(most, values[i]);
      return most;
    }
    int64_t most = std::max(toEnd[lo], fromStart[hi]);
    if (first + 1 < last) {
      size_t a = first + 1, b = last - 1;
      unsigned k = 63 - __builtin_clzll(b - a + 1);
      most = std::max({most, table[k][a], table[k][b + 1 - (size_t(1) << k)]});
    }
    return most;
  }

private:
  static constexpr size_t kBlock = 32;
  std::vector<int64_t> fromStart, toEnd;
  std::vector<std::vector<int64_t>> table;
};

} // namespace memplan

#endif // MEMPLAN_PLANNING_RANGEMAX_H
