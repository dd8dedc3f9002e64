//===- Arithmetic.h - overflow-checked byte and offset arithmetic -*- C++ -*-===//
//
// The one rule for sizes, offsets, byte totals and budgets: they are int64_t,
// and every sum or product that makes one is checked. A value that does not
// fit in 64 bits is an error where it is made (the input that asked for it
// is refused with a message), never a wrapped number that a later stage
// trusts. Validators that bound a whole input (a graph's total bytes, a
// packing instance's total extent) make the arithmetic behind them safe, so
// the algorithms that follow need no checks of their own.
//
// Plain C++ (GCC/Clang builtins), so the MLIR-free core can use it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_ARITHMETIC_H
#define MEMPLAN_PLANNING_ARITHMETIC_H

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

namespace memplan {

inline constexpr int64_t kMaxBytes = std::numeric_limits<int64_t>::max();

/// a + b, or nothing when it does not fit in int64_t.
inline std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t sum;
  if (__builtin_add_overflow(a, b, &sum))
    return std::nullopt;
  return sum;
}

/// a * b, or nothing when it does not fit in int64_t.
inline std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t product;
  if (__builtin_mul_overflow(a, b, &product))
    return std::nullopt;
  return product;
}

/// a - b, or nothing when it does not fit in int64_t.
inline std::optional<int64_t> checkedSub(int64_t a, int64_t b) {
  int64_t difference;
  if (__builtin_sub_overflow(a, b, &difference))
    return std::nullopt;
  return difference;
}

/// The product of `dims` (a shape's element count), or nothing when it does
/// not fit; 0 when a dimension is 0, whatever the others.
template <typename Range>
std::optional<int64_t> checkedProduct(const Range &dims) {
  for (int64_t dim : dims)
    if (dim == 0)
      return 0;
  std::optional<int64_t> product = 1;
  for (int64_t dim : dims)
    if (product)
      product = checkedMul(*product, dim);
  return product;
}

/// a + b clamped to the range of int64_t (for keys and estimates whose
/// order matters, not their exact value).
inline int64_t saturatingAdd(int64_t a, int64_t b) {
  if (std::optional<int64_t> sum = checkedAdd(a, b))
    return *sum;
  return b > 0 ? std::numeric_limits<int64_t>::max()
               : std::numeric_limits<int64_t>::min();
}

/// a * b clamped to the range of int64_t.
inline int64_t saturatingMul(int64_t a, int64_t b) {
  if (std::optional<int64_t> product = checkedMul(a, b))
    return *product;
  return (a < 0) != (b < 0) ? std::numeric_limits<int64_t>::min()
                            : std::numeric_limits<int64_t>::max();
}

/// `value` rounded up to a multiple of `alignment` (> 0), or nothing when
/// that does not fit.
inline std::optional<int64_t> checkedAlignUp(int64_t value,
                                             int64_t alignment) {
  int64_t rem = value % alignment;
  if (rem == 0)
    return value;
  if (rem < 0)
    return value - rem;
  return checkedAdd(value, alignment - rem);
}

/// The whole number of bytes `fraction` of `bytes` makes, rounded down, or
/// nothing when the fraction is not finite or not in [0, 1e6] (a budget a
/// million times the peak is as good as unlimited and still fits).
inline std::optional<int64_t> bytesOfFraction(double fraction, int64_t bytes) {
  if (!std::isfinite(fraction) || fraction < 0 || fraction > 1e6)
    return std::nullopt;
  if (fraction == 0 || bytes <= 0)
    return 0;
  // A count a double holds: the product in doubles (0.7 of 1000 bytes is
  // 700, as the user means, although the double nearest 0.7 is below it).
  if (bytes <= (int64_t(1) << 53)) {
    double value = std::floor(fraction * double(bytes));
    // 2^63 is the first double past int64_t's range.
    if (value >= 9223372036854775808.0)
      return kMaxBytes;
    return int64_t(value);
  }
  // A larger count exactly (a double would round it): fraction = mantissa *
  // 2^(exponent - 53) with a 53-bit integer mantissa, and the product of
  // two 64-bit integers fits 128 bits.
  int exponent = 0;
  double normal = std::frexp(fraction, &exponent);
  auto mantissa = static_cast<uint64_t>(std::ldexp(normal, 53));
  unsigned __int128 product =
      static_cast<unsigned __int128>(static_cast<uint64_t>(bytes)) * mantissa;
  int shift = exponent - 53;
  if (shift <= -128)
    return 0;
  if (shift < 0)
    product >>= -shift;
  else if (product > (static_cast<unsigned __int128>(kMaxBytes) >> shift))
    return kMaxBytes;
  else
    product <<= shift;
  if (product > static_cast<unsigned __int128>(kMaxBytes))
    return kMaxBytes;
  return static_cast<int64_t>(product);
}

/// Whether `value` is a whole number of bytes that int64_t holds.
inline bool isByteCount(double value) {
  return std::isfinite(value) && value >= 0 &&
         value < 9223372036854775808.0 && std::floor(value) == value;
}

} // namespace memplan

#endif // MEMPLAN_PLANNING_ARITHMETIC_H
