//===- RangeMaxTest.cpp - range maxima against a scan ---------------------===//

#include "memplan/Planning/RangeMax.h"
#include <gtest/gtest.h>
#include <random>

using namespace memplan;

namespace {

/// Every range of arrays whose lengths cross the block size and its
/// multiples, and of a long one at random ranges, against a scan.
TEST(RangeMaxTest, EveryRangeMatchesAScan) {
  std::mt19937_64 rng(7);
  RangeMax ranges;
  auto check = [&](const std::vector<int64_t> &values, size_t lo, size_t hi) {
    int64_t most =
        *std::max_element(values.begin() + lo, values.begin() + hi + 1);
    ASSERT_EQ(ranges.query(values, lo, hi), most)
        << "length " << values.size() << ", range [" << lo << ", " << hi << "]";
  };
  for (size_t n : {1, 2, 31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 200}) {
    std::vector<int64_t> values(n);
    for (int64_t &v : values)
      v = int64_t(rng() % 1000) - 500;
    ranges.build(values);
    for (size_t lo = 0; lo < n; ++lo)
      for (size_t hi = lo; hi < n; ++hi)
        check(values, lo, hi);
  }
  // Built again over other values, as the planner does every round.
  std::vector<int64_t> values(100000);
  for (int64_t &v : values)
    v = int64_t(rng() >> 1);
  ranges.build(values);
  for (int i = 0; i < 2000; ++i) {
    size_t a = rng() % values.size(), b = rng() % values.size();
    check(values, std::min(a, b), std::max(a, b));
  }
  std::vector<int64_t> empty;
  ranges.build(empty); // nothing to query, nothing built
  std::vector<int64_t> one = {42};
  ranges.build(one);
  check(one, 0, 0);
}

} // namespace
