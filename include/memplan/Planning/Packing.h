//===- Packing.h - static buffer packing into one arena ---------*- C++ -*-===//
//
// Static memory planning as two-dimensional packing: every buffer is live
// over a half-open interval of time [start, end) and occupies `size` bytes at
// an offset that is a multiple of its alignment. Buffers live at a common
// time must not overlap in memory. The arena is the largest end offset.
//
// `pack` runs a portfolio of best-fit and first-fit greedy placements over
// several orderings, and when the best of them misses the lower bound (the
// largest sum of sizes live at one time), an exact branch and bound over
// canonical placements: buffers are placed in non-decreasing offset order,
// each at the top of what it overlaps, with the dominance and section
// inference rules published for MiniMalloc (Moffitt, ASPLOS 2023), and the
// instance is split at time points no buffer crosses. Its rounds alternate
// that search with one that branches on what covers the lowest floor of a
// time section (a buffer, or nothing), in short seeded restarts that keep
// the subproblems proven infeasible.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_PACKING_H
#define MEMPLAN_PLANNING_PACKING_H

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace memplan {

struct PackBuffer {
  /// Live over [start, end); start < end.
  int64_t start = 0;
  int64_t end = 0;
  int64_t size = 0;
  /// The offset must be a multiple of this (>= 1).
  int64_t alignment = 1;
  /// Caller's name for the buffer (CSV id); not used by the algorithms.
  int64_t id = 0;
};

/// Returns an empty string when the buffers are well formed, else what is
/// wrong with the first bad one: lifetimes are non-empty, sizes not
/// negative, alignments positive, and the sizes and alignment pads of all
/// buffers add up to at most 2^63-1 (so no offset a packer makes overflows).
std::string validateBuffers(const std::vector<PackBuffer> &buffers);

/// The largest sum of sizes live at one time, each rounded up to the
/// alignments' greatest common divisor, less the most any of them was
/// rounded up by (the topmost one needs only its size): no packing needs
/// less.
int64_t packingLowerBound(const std::vector<PackBuffer> &buffers);

/// Largest end offset of the placement (0 for no buffers).
int64_t arenaSize(const std::vector<PackBuffer> &buffers,
                  const std::vector<int64_t> &offsets);

/// Independent check of a placement: one offset per buffer, non-negative,
/// aligned, within `capacity` when it is >= 0, and no two buffers that are
/// live at a common time overlap in memory. Returns an empty string when
/// valid, else a description of the first violation found.
std::string validatePacking(const std::vector<PackBuffer> &buffers,
                            const std::vector<int64_t> &offsets,
                            int64_t capacity = -1);

enum class PackOrder { Size, Length, Area, Start, End };

enum class PackFit { BestFit, FirstFit, Lowest };

/// One greedy placement. BestFit and FirstFit take the buffers in `order`
/// (decreasing size, lifetime length or area, increasing start, or
/// decreasing end; ties by the others) and put each at the smallest free gap
/// that holds it (BestFit) or the lowest one (FirstFit) among the buffers
/// already placed that overlap it in time, else on top. Lowest is a skyline
/// rule: next comes the buffer that can go lowest given what is placed,
/// ties in `order`. Overlaps come from an interval index over time (or, in
/// start and end order, from the set of buffers live at that time), so the
/// cost is O(n log n + sum of overlaps * log). `stop`, when given, is asked
/// now and then; when it says so, the placement is abandoned and the result
/// is empty.
std::vector<int64_t> packGreedy(const std::vector<PackBuffer> &buffers,
                                PackOrder order, PackFit fit,
                                const std::function<bool()> &stop = {});

/// Beyond this many pairs of buffers live at a common time, `pack` runs
/// only best-fit in start and in end order (O(n log n) each): the other
/// members cost about one step per such pair.
inline constexpr int64_t kMaxGreedyOverlaps = 100000000;

/// The greedy placements `pack` tries, cheapest first.
std::vector<std::pair<PackOrder, PackFit>> portfolioMembers();

/// Rounds of iterated greedy placement `pack` runs at most where the
/// portfolio and the exact search miss the lower bound (or the capacity),
/// unless told otherwise (PackOptions::iterateRounds).
inline constexpr int kDefaultIterateRounds = 256;

/// Minimizing, the rounds do not run where the arena is within this
/// fraction of the lower bound above it (1 / this).
inline constexpr int64_t kIterateNegligibleGap = 100000;

/// Steps those rounds may take in all, a round counting one step per pair
/// of buffers live at a common time and 16 per buffer (its share of the
/// sort and the interval index): on larger instances fewer rounds run, and
/// none where two would exceed it (about 2 s here on 4,400 buffers in
/// 650,000 pairs).
inline constexpr int64_t kMaxIterateSteps = int64_t(1) << 27;

const char *toString(PackOrder order);
const char *toString(PackFit fit);

enum class SearchStatus {
  /// A placement within the capacity was found.
  Found,
  /// The search space was exhausted: no placement fits the capacity.
  Infeasible,
  /// The node or time limit ran out first.
  LimitReached,
};

/// Search nodes the exact search of a `pack` call may visit at one capacity
/// unless told otherwise: with it and no time limit, a packing depends only
/// on its input.
inline constexpr int64_t kDefaultPackNodeLimit = 500000;

/// How the exact search branches (see packExact).
enum class SearchBranching {
  /// Rounds of both, below.
  Alternate,
  /// On the next buffer in offset order, at the lowest offset it can take.
  InOrder,
  /// On what covers the lowest floor of a time section right at the floor:
  /// one of the buffers that can sit there, or none of them.
  Floor,
  /// As Floor, at the floor of any valley (a run of time sections at one
  /// floor whose neighbours are higher or hold nothing), not only the
  /// lowest one; Alternate's floor restarts take this in turns with the
  /// lowest floor.
  Valleys,
};

struct SearchLimits {
  /// Search nodes (placements tried) over all partitions; < 0: no limit.
  int64_t nodes = kDefaultPackNodeLimit;
  /// Work (SearchStats::work) over all partitions; < 0: no limit (the
  /// default). A node's work grows with the buffers and sections it
  /// touches, from a few thousand steps on a few hundred buffers to a
  /// hundred thousand on thousands, while a step takes about the same time
  /// on any instance (2-3 ns here): a bound on time that depends only on
  /// the input. In PackOptions, over every capacity `pack` tries.
  int64_t work = -1;
  /// Wall-clock seconds; < 0: no limit (the default: results then do not
  /// depend on the machine's speed or load).
  double seconds = -1;
  /// Which branchings the search runs (the default: both, in turns).
  SearchBranching branching = SearchBranching::Alternate;
};

struct SearchStats {
  int64_t nodes = 0;
  /// Of those, the nodes of the search with time running backwards (the
  /// exact search also searches the buffers that way, in turns, for at
  /// most half the node limit on top of it).
  int64_t reversedNodes = 0;
  int64_t backtracks = 0;
  /// Elementary steps of the search (a buffer or section looked at), which
  /// take about the same time each whatever the instance, unlike nodes.
  int64_t work = 0;
  int partitions = 0;
  /// Partitions that needed the search but are too large for it.
  int unsearched = 0;
};

/// The search takes on a partition (buffers that no time point without a
/// live buffer separates) of at most this many buffers whose lifetimes
/// span at most this many elementary time sections in all.
inline constexpr size_t kMaxSearchBuffers = 20000;
inline constexpr int64_t kMaxSearchSpans = 4000000;

/// Exact search for a placement within `capacity`, partition by partition.
/// On Found, `offsets` holds it. A partition that `seed` (a placement of
/// all buffers, e.g. a greedy one) already fits within the capacity keeps
/// its offsets from it. LimitReached also where a partition that needs the
/// search is too large for it (`SearchStats::unsearched`).
SearchStatus packExact(const std::vector<PackBuffer> &buffers,
                       int64_t capacity, std::vector<int64_t> &offsets,
                       const SearchLimits &limits = {},
                       SearchStats *stats = nullptr,
                       const std::vector<int64_t> *seed = nullptr);

/// The buffers of an instance joined into blocks that a search places
/// whole (joinIntoBlocks): `blocks` is an instance of its own (each block's
/// id its index), and buffer i lies `within[i]` bytes above the offset of
/// block `blockOf[i]`, so any placement of the blocks is one of the
/// buffers.
struct PackBlocks {
  std::vector<PackBuffer> blocks;
  std::vector<int32_t> blockOf;
  std::vector<int64_t> within;
};

/// Joins buffers into blocks, two ways (each where its flag says), until
/// neither joins more:
/// - blocks of one lifetime are stacked one above the other, the most
///   aligned lowest (not where a block would then sit unaligned within
///   the stack);
/// - a block and the one of its size that starts where it ends, where
///   neither has another such partner, become one block over both
///   lifetimes, both at its offset.
/// The blocks are in the order of their lowest-numbered buffer. Nothing
/// where nothing joins (or a block's alignment, the least common multiple
/// of its buffers', would not fit the instance's offsets). Instances cut
/// from a full rectangle (time by memory, cut across again and again, as
/// MiniMalloc's challenging instances are) come back to a few blocks: the
/// pieces of each cut are such neighbours in the placement they were cut
/// from. pack() searches the blocks where the search of the buffers runs
/// out of nodes (with both rules, then each alone), the two searches taking
/// turns with growing node limits at the capacity and at minimizing's
/// lower bound: other instances may need the buffers of a block apart.
std::optional<PackBlocks> joinIntoBlocks(const std::vector<PackBuffer> &buffers,
                                         bool stackLifetimes = true,
                                         bool joinInTime = true);

struct PackOptions {
  /// Fit within this many bytes; < 0: minimize the arena: the exact search
  /// runs at the lower bound as it would with that capacity, then bisects
  /// the capacity between it and the best greedy arena, and the least arena
  /// it places is the result. At a capacity that the searches there neither
  /// fit nor prove out of reach, the minimizing search follows, so that a
  /// capacity fits wherever minimizing ends within it.
  int64_t capacity = -1;
  /// Run the exact search when the portfolio misses the lower bound (or the
  /// capacity).
  bool exact = true;
  /// Where the exact search runs out of nodes at the capacity (minimizing:
  /// at any capacity it probes), search the buffers joined into blocks
  /// (joinIntoBlocks: by both rules, then by each alone) there too, each
  /// search with as many nodes (above the lower bound, at most what is left
  /// of the bisection's). At the capacity and at minimizing's lower bound
  /// the two searches take turns, first with node limits 4, 16, ... times
  /// smaller (at least 1024), the limits growing fourfold to the whole one.
  bool blocks = true;
  /// Run every portfolio member even after one reaches the lower bound (to
  /// compare them).
  bool fullPortfolio = false;
  /// Where the portfolio and the exact search (within its limits) leave the
  /// arena above the lower bound (or the capacity), at most this many rounds
  /// of iterated greedy placement: each round places the buffers again,
  /// alternately by the skyline rule and first fit, taking first those that
  /// earlier rounds most often left reaching above the target (squeaky-wheel
  /// priorities); the best placement is kept. Fewer run on large instances
  /// (kMaxIterateSteps), none where minimizing ends within a 100,000th of
  /// the lower bound above it (kIterateNegligibleGap), and the rounds stop
  /// after half as many without bettering their own best (so what they
  /// reach does not depend on the search before them). 0: none.
  int iterateRounds = kDefaultIterateRounds;
  /// Limits: the exact search's nodes at the capacity (minimizing: as many
  /// at the lower bound, twice as many over the capacities above it and half
  /// as many just above the bound); its work over every capacity it tries,
  /// all together; a time limit bounds the whole `pack` call, greedy
  /// portfolio included (see `pack`).
  SearchLimits limits = {};
};

struct PackResult {
  /// False when the buffers are invalid (`error` says why), or when a
  /// capacity was given and no placement within it was found
  /// (`provenInfeasible` says whether the search proved there is none).
  bool success = false;
  std::string error;
  bool provenInfeasible = false;
  std::vector<int64_t> offsets;
  int64_t arena = 0;
  int64_t lowerBound = 0;
  /// The arena is known to be the least possible (it equals the lower bound,
  /// or the search proved nothing smaller fits).
  bool optimal = false;
  /// Which method produced the placement, e.g. "best-fit/size" or "exact".
  std::string method;
  /// Arena of each portfolio member, in the order they ran.
  std::vector<std::pair<std::string, int64_t>> portfolio;
  /// Rounds of iterated greedy placement that ran.
  int iteratedRounds = 0;
  SearchStats search;
};

PackResult pack(const std::vector<PackBuffer> &buffers,
                const PackOptions &options = {});

} // namespace memplan

#endif // MEMPLAN_PLANNING_PACKING_H
