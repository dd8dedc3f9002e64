//===- RecomputeBound.h - the least peak without swaps ----------*- C++ -*-===//
//
// lowerBound (Liveness.h) holds for every plan, swaps included: a value can
// wait on the host while another is computed. A plan without swaps has no
// such place: whatever an op reads was computed at some time before it and
// stays on the device until the op runs. This bound follows that argument
// back through the graph.
//
// Take values S that are all resident at one instant. Order them by when
// the copies resident then were computed; when the k-th was computed, the
// ones before it were resident already (they stay until the instant), and
// so were the inputs of the op computing it (a value that may not be
// computed again was computed before any later node, so it comes before
// them in the order). Each such set is again a set
// resident at one instant, one step earlier in the graph. The least peak
// any plan without swaps can have is at least the minimum, over the orders
// of S, of the largest of these working sets and of what their own sets
// need, recursively.
//
// The recursion is kept finite and cheap by following at most `held`
// values of each set (the largest, and none much smaller than the graph's
// largest: a subset of a set resident at one instant is one too, so the
// bound stays valid) and by giving up, with the bound found so far, after
// `workLimit` sets.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_RECOMPUTEBOUND_H
#define MEMPLAN_PLANNING_RECOMPUTEBOUND_H

#include "memplan/Planning/Graph.h"

#include <cstdint>

namespace memplan {

struct RecomputeBound {
  /// No plan without swaps (any recomputation) peaks below these bytes,
  /// persistent bytes included. At least lowerBound(graph).bytes.
  int64_t bytes = 0;
  /// The op whose inputs cost that much to have resident together (or
  /// whose own working set sets the bound), -1 for an empty graph.
  NodeId node = -1;
  /// Whether the search stopped at its work limit: the bound is the
  /// largest found until then, valid but maybe lower than the full search
  /// would give.
  bool truncated = false;
};

struct RecomputeBoundOptions {
  /// Values of each resident set that the search follows (1 to 4): each
  /// search starts from the bound of the one following one value fewer.
  int held = 3;
  /// Sets the search evaluates before it stops (deterministic: it depends
  /// on the graph only).
  int64_t workLimit = int64_t(1) << 20;
};

/// A bound on the least peak a plan without swaps can reach, as argued
/// above.
/// Like lowerBound, it takes plans to compute every node first in id order
/// and to keep the step's results from their compute on.
RecomputeBound recomputeLowerBound(const Graph &graph,
                                   const RecomputeBoundOptions &options = {});

} // namespace memplan

#endif // MEMPLAN_PLANNING_RECOMPUTEBOUND_H
