//===- Planner.h - budgeted keep / swap / recompute planning ----*- C++ -*-===//
//
// A plan decides, for every gap between two consecutive uses of a value (the
// first gap starts at its producer), whether the value stays resident
// (keep), goes to host memory and comes back (swap), or is freed and
// computed again before the use that ends the gap (recompute: just before
// it, or at an earlier step of the gap and held from there). Plans
// become schedules (Schedule.h) that the simulator judges: a planner's
// result is only what its replay says.
//
// Strategies:
//   none            the unplanned step
//   greedy          relieve the peak, repeatedly, with the candidate that frees
//                   the most bytes there per unit of exposed cost: a swap costs
//                   the part of its copies that compute cannot hide, a
//                   recompute costs its (recursive) compute (Ito et al. 2018;
//                   Capuchin). Swap-ins are prefetched just early enough for
//                   the copy to hide; recomputation happens right before use,
//                   or ahead of it where the chain that prepares the use
//                   holds the peak and an earlier step of the gap has room.
//                   The few best candidates by estimate are replayed and
//                   scored by the step time they really add; the search is
//                   also run restricted to recomputation and to swaps, and
//                   with a scoring that prefers cheap recomputations; one
//                   run without swaps also recomputes, where the peak is
//                   reached inside a recomputation chain, an input of the
//                   step that chain prepares instead of holding it through
//                   the chain (judged by replay). Each
//                   plan that fits is refined by local search with the
//                   simulator as judge (values recomputed more than once in
//                   a gap are kept from their first recomputation; decisions
//                   the budget no longer needs are dropped; values computed
//                   again for the recomputations of several steps are held
//                   over stretches of them where the replay leaves room),
//                   and the plan that fits with the least step time is
//                   kept; its decisions are exchanged for cheaper ones,
//                   and the variant that made it runs again aimed below
//                   the budget, its plans refined for the budget. Where
//                   the chosen plan's recomputation chains run through
//                   each other (each rebuilding what the last freed), the
//                   greedy without swaps also starts from plans that keep
//                   checkpoints on the forward pass's cuts (a residual
//                   stream between blocks), as many as fit. Where the
//                   plan chosen waits long for copies, every run is made
//                   again freeing swapped values only at their gaps'
//                   starts (PlannerOptions::freeSwappedEarly).
//   recompute-only  greedy without swaps
//   swap-only       greedy without recomputation
//   sqrt            Chen et al. 2016: keep every ceil(sqrt(n))-th forward
//                   value, recompute the others for the backward pass
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_PLANNER_H
#define MEMPLAN_PLANNING_PLANNER_H

#include "memplan/Planning/Simulator.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace memplan {

/// The heuristic planners, and `Optimal`, the MILP of OptimalPlanner.h,
/// which plans schedules rather than gap decisions (memplan::plan in
/// PlanRequest.h runs every one of them).
enum class Strategy { None, Greedy, RecomputeOnly, SwapOnly, Sqrt, Optimal };

std::string_view toString(Strategy strategy);
bool parseStrategy(std::string_view name, Strategy &strategy);

enum class GapDecision : uint8_t { Keep, Swap, Recompute };

std::string_view toString(GapDecision decision);

/// One value's entries in a GapTable.
template <typename T> class GapRow {
public:
  GapRow(T *first, size_t count) : first(first), count(count) {}
  T *begin() const { return first; }
  T *end() const { return first + count; }
  size_t size() const { return count; }
  bool empty() const { return count == 0; }
  T &operator[](size_t i) const { return first[i]; }

private:
  T *first;
  size_t count;
};

/// One entry per gap of every value, in one array, values in id order:
/// copying a plan copies an array per table, not one per value. Tables made
/// `like` another share its row starts.
template <typename T> class GapTable {
public:
  /// No values (GapPlan's "none").
  GapTable() = default;
  /// A row per value of `graph`, one entry per user, each `fill`.
  GapTable(const Graph &graph, T fill) {
    auto rowStarts = std::make_shared<std::vector<size_t>>(1, 0);
    rowStarts->reserve(graph.size() + 1);
    for (NodeId v = 0; v < NodeId(graph.size()); ++v)
      rowStarts->push_back(rowStarts->back() + graph.users(v).size());
    starts = std::move(rowStarts);
    entries.assign(starts->back(), fill);
  }
  /// The same rows, every entry `fill`.
  template <typename U> GapTable<U> like(U fill) const {
    GapTable<U> table;
    table.starts = starts;
    table.entries.assign(entries.size(), fill);
    return table;
  }
  bool empty() const { return !starts; }
  /// Every entry, values' rows one after another.
  const std::vector<T> &getEntries() const { return entries; }
  /// Where each value's row starts in getEntries(), and (last) their end.
  const std::vector<size_t> &getStarts() const { return *starts; }
  GapRow<T> operator[](NodeId v) {
    const size_t *s = starts->data() + v;
    return {entries.data() + s[0], s[1] - s[0]};
  }
  GapRow<const T> operator[](NodeId v) const {
    const size_t *s = starts->data() + v;
    return {entries.data() + s[0], s[1] - s[0]};
  }

private:
  template <typename U> friend class GapTable;
  std::shared_ptr<const std::vector<size_t>> starts;
  std::vector<T> entries;
};

/// Decisions per value and gap. Gap i of value v runs from its producer
/// (i = 0) or its (i-1)-th user to its i-th user (users in program order).
struct GapPlan {
  GapTable<GapDecision> gaps;
  /// For swapped gaps: the step (original node id) before whose compute the
  /// swap-in is issued; it is clamped to the gap. Past the gap's use (the
  /// step that ends it), the swap-in is issued at that use after the
  /// recomputations that prepare it, so that the value is not held through
  /// them. For recomputed gaps: a step strictly inside the gap (after its
  /// start, before its use) computes the value again ahead of the use, at
  /// its own start, and holds it from there, so that the chain runs where
  /// less is resident than beside the use's other inputs; any other value
  /// computes it again at the use.
  GapTable<int32_t> prefetch;
  /// Values recomputed only as inputs of another recomputation stay resident
  /// until their next use instead of being freed at once (checkpointing
  /// recomputes a whole segment once for the backward pass).
  bool retainRecomputed = false;
  /// Per gap (empty: none): a value computed again during the gap only as
  /// an input of another recomputation stays resident until the use that
  /// ends the gap, which then needs no recomputation of its own.
  GapTable<char> retain;
  /// Per value (empty: none): a step up to which the value stays resident
  /// after its last use, so that recomputations before that step read it
  /// instead of computing it again (a softmax's row maxima and sums, kept
  /// for recomputing its output in the backward pass); -1 for none.
  std::vector<NodeId> keepUntil;
  /// Per value (empty: none): its stretches, [first, last] steps, in
  /// order. A value computed again for the recomputation of a step s in a
  /// stretch with s < last stays resident until after step last, so that
  /// the recomputations of the steps in between read it instead of
  /// computing it again (a transformer layer's projection, rebuilt for the
  /// backward ops of every layer above it, is computed once per stretch).
  /// Unlike keepUntil, the value is held only from its recomputation on.
  std::vector<std::vector<std::pair<NodeId, NodeId>>> stretches;
  /// Per value (empty: none): for a value swapped out, the step after which
  /// the buffer its copy out reads is freed, instead of at the start of the
  /// first gap that does not keep it, when that gap is swapped and the step
  /// lies in it, before the swap-in: the copy out is expected to be done
  /// there, so the free does not wait for it; -1 for none.
  std::vector<NodeId> swapFreeAfter;

  /// All keep.
  static GapPlan keepAll(const Graph &graph);
};

/// The events of a plan. Computes follow id order; before each compute its
/// swapped inputs come in (at their prefetch step), the values recomputed
/// ahead of their use at that step are computed again (GapPlan::prefetch),
/// and its recomputed inputs
/// are computed again, with whatever inputs of theirs are not resident (then
/// come the swapped inputs prefetched past the step, see GapPlan::prefetch); a
/// value with a swapped gap is swapped out right after it is computed; values
/// computed again only as inputs of a recomputation are freed once the last
/// value of that chain that reads them is computed (unless retained); after
/// each compute, inputs whose next gap is not kept are freed, as
/// are inputs of no later node (after the step keepUntil names, when later).
/// A value computed again stays resident instead, to the end of its
/// stretch (stretches). Values nobody reads stay resident to the
/// end.
Schedule generateSchedule(const Graph &graph, const GapPlan &plan);

/// Whether a plan of `stepTime` is as fast as any plan of `graph` can be:
/// its ops computed once each with no copy waited for (up to the rounding
/// of the sum in another order). The planners stop searching there.
bool atTimeFloor(const Graph &graph, double stepTime);

struct PlannerOptions {
  /// Device bytes for the whole step (persistent bytes included).
  int64_t budget = std::numeric_limits<int64_t>::max();
  /// Copy timing (its budget field is ignored).
  SimulatorOptions timing;
  /// Longest chain of values computed again for one recomputation.
  int maxRecomputeChain = 256;
  /// The greedy's variants that differ only in how they score candidates
  /// (and whether they also take chain inputs) follow one run until they
  /// decide otherwise, the search for the least budget reuses runs that
  /// failed a higher budget when they would make the same rounds, and the
  /// runs and refinements greedy made for a budget are not made again when
  /// recompute-only plans that budget after it. False runs every variant on
  /// its own: the same plans where effortLimit does not bind (those runs
  /// count as effort), slower (for checking that they are the same).
  bool shareRuns = true;
  /// A greedy round reuses the walk an earlier round made to price a
  /// recomputation of the same value for the same step where every value
  /// that walk asked about still comes from the same place. False walks
  /// again every time: the same plans where effortLimit does not bind
  /// (walks count as effort), slower (for checking that they are the same).
  bool reuseWalks = true;
  /// A greedy round walks the recomputation chain of a candidate only where
  /// the candidate may rank among those the round looks at: scored with the
  /// value's own compute as its cost (no chain costs less), it would come
  /// before the last of them; and stops such a walk once the cost walked
  /// puts it below the next one. False walks every candidate's chain whole:
  /// the same plans where effortLimit does not bind (walks count as
  /// effort), slower (for checking that they are the same).
  bool priceOnDemand = true;
  /// The replay of a plan that decides like the round's plan for every
  /// value before some step (a candidate's trial, the next round's plan)
  /// resumes from a checkpoint of the round's replay at or before that
  /// step instead of writing and replaying the steps before it again.
  /// False replays every plan whole: the same plans, slower (for checking
  /// that they are the same).
  bool resumeReplays = true;
  /// A greedy run's replays order a recomputation chain they met before
  /// (the same values collected in the same order, each freed or swapped
  /// in alike) as they did then, without comparing its peak in both orders
  /// again. False compares every time: the same plans, slower (for
  /// checking that they are the same).
  bool reuseChainOrders = true;
  /// Where the chosen plan's recomputation chains run through each other,
  /// the greedy also runs without swaps from plans that keep checkpoints
  /// on the forward pass's cuts (values that alone carry the forward pass
  /// from one part to the next). False: not (for measuring what they
  /// gain).
  bool checkpointRuns = true;
  /// A run of the search for the least budget waits for a lower peak
  /// twice as long as a run at a budget (it may need every byte), but
  /// one whose lowest peak is above the lowest an earlier run of the
  /// search reached waits only as long as a run at a budget (on
  /// Moccasin's 500-node random layered graph the search takes 0.47
  /// CPU-s instead of 1.02, for the same least). False: every run of the
  /// search waits as long (for measuring what the cut costs).
  bool cutStalledSearch = true;
  /// A greedy round on a large graph takes, after its best candidate, the
  /// next ones as a batch until the peak would be within the budget; in
  /// the runs of the search for the least, at most until it would be
  /// 1/batchStep of the peak lower. Aimed at a budget far below the peak
  /// (the search aims at the lower bound), a batch takes candidates each
  /// priced with the others kept, whose recomputation chains then run
  /// through each other: the search ended above plans that runs at nearer
  /// budgets reach (on random layered DAGs of 1000 nodes with skip edges,
  /// recompute-only, 148.4 MB where a run at 142.3 MB reached 144.8; with
  /// the step 144.2). 0: the search's batches aim at the bound too (for
  /// measuring what the step gains).
  int64_t batchStep = 32;
  /// Whether the search for the least budget is made as soon as the first
  /// greedy run for a budget ends above it, the other runs for the budget
  /// being made only where that least is within the budget (a budget below
  /// it is out of every run's reach, the search having run every variant
  /// aimed lower). False: every run for the budget is made first, and the
  /// search after them where none fits (for measuring what the early
  /// search saves).
  bool searchEarly = true;
  /// Whether this is the search's run at the bound as for a budget
  /// (greedy's, after the search's own runs, with an effort of its own):
  /// like those, it starts no further variant once it has spent
  /// searchEffortLimit and a run was made.
  bool limitedAtBound = false;
  /// Whether a budget out of reach is searched for the least budget the
  /// planner reaches (PlanResult::minimumBudget). Without, such a result
  /// names no least (0) and no blocking op: for a caller that has a plan
  /// for the budget already (another program order's) and only asks
  /// whether this one is faster.
  bool searchLeast = true;
  /// Whether the greedy's runs with swaps free a swapped value once its
  /// copy out is expected done, where that is before the peak the swap
  /// relieves (its first run also runs waiting for the copies at the gaps'
  /// starts). False: every run waits there (the planner plans so again
  /// where the plan it chose stalls long: replanStalled).
  bool freeSwappedEarly = true;
  /// Whether greedy and recompute-only end by exchanging the plan they keep
  /// with wider neighbourhoods (each decision given back with two
  /// neighbours; work not counted against effortLimit). memplan::plan turns
  /// it off where it plans the step in two program orders: there the plan
  /// it keeps, of either order, is exchanged so once, by widenPlan, instead
  /// of both orders' plans before one is chosen.
  bool widenKept = true;
  /// Whether greedy and swap-only plan again with freeSwappedEarly false
  /// where the plan chosen stalls for copies more than a tenth of the
  /// step's compute. False: not (for measuring what that gains).
  bool replanStalled = true;
  /// The work the planner's optional runs may take, in values written or
  /// walked: each step a replay writes, each value a recomputation chain
  /// there collects and each value a pricing walk visits counts 1 and 1 per
  /// input it reads (where the planner's time goes, about 45-80 million
  /// units a CPU-second here on every graph measured). A replay resumed from
  /// a checkpoint counts the steps it skips as written. Once a plan fits and
  /// the planning of the budget has done this much, no further greedy
  /// variant, run aimed lower, exchange of decisions of a plan other than
  /// the chosen one, recompute-only planning besides greedy's or other
  /// program order is started: the plan is the best of those made.
  /// Counted, not timed: the plan depends only on the input and this limit.
  /// No run that a plan needs is left out. 0: no limit. (memplan::plan
  /// spends what the planning leaves of it on the plan it keeps:
  /// polishPlan.)
  uint64_t effortLimit = kDefaultEffortLimit;
  /// The work the search for the least budget may take, in the same units,
  /// counted from the search's start (the work for the budget before it
  /// does not count): once it has done this much, the search starts no
  /// further run and names the lowest peak of the runs made (greedy's run
  /// at the bound, last, has as much again of its own: limitedAtBound).
  /// The least depends only on the graph and this limit, whatever budget
  /// was asked, and a budget equal to it gets a plan. 0: no limit.
  uint64_t searchEffortLimit = kDefaultSearchEffortLimit;
  /// The default: a plan of an exported real-size step in about a second
  /// of planning here or less, the same plan as with 150 million (nine
  /// exported steps at 0.3-0.9 of their peaks, both strategies, took up to
  /// 113 million, 1.75 CPU-s, and now take up to 56 million); on
  /// bench/dags.py's dense random DAGs of 1000 nodes and about 6000 edges,
  /// 6 of 36 greedy plans end 1.4-4.6 % slower than with 150 million
  /// (docs/UserGuide.md). Measured again since (docs/benchmarks.md,
  /// section 2): greedy's plans of the seven exported steps at 0.3-0.9 take
  /// up to 1.82 CPU-s, 13 of 35 over a second (the wider exchanges and the
  /// runs that go on where a plan stalls spend more of the limit, and the
  /// same plans of swap-only replay 1.2-1.5 times slower here than then).
  /// 32 million takes those 98 plans (both strategies) from 41.3 to 31.1
  /// CPU-s in all, but two change (greedy at 0.3: ResNet-50 recomputes
  /// 10.9 % of the step's compute instead of 10.3 %, U-Net 61.8 % instead of
  /// 58.6 %) and the slowest still takes 1.23 s (U-Net greedy at 0.3).
  static constexpr uint64_t kDefaultEffortLimit = 48'000'000;
  /// The default: every search of the exported real-size steps takes less;
  /// on bench/dags.py's dense random DAGs of 1000 nodes with skip edges,
  /// recompute-only's first run aimed at the bound reaches the least and
  /// ten more took 80-110 million without going lower (10.3 CPU-s in all
  /// at 0.5 of the peak, 5.6 with the default, the same least).
  static constexpr uint64_t kDefaultSearchEffortLimit = 60'000'000;
};

/// One non-keep decision, for reports.
struct PlannedGap {
  NodeId node;
  int gap;
  GapDecision decision;
  /// The gap: from this step (producer or earlier user) to this user.
  NodeId from, to;
  /// The step before whose compute the value is brought back: where its
  /// swap-in is issued, or where it is computed again (`to`, or a step
  /// inside the gap for a recomputation ahead of its use).
  NodeId at = -1;
  /// The planner's estimate of the time the decision adds.
  double estimatedCost;
  /// A recomputed gap whose value, when computed again for another
  /// recomputation during the gap, is kept for the use that ends it.
  bool retained = false;
};

/// Where a heuristic plan's time went, for reports: the greedy runs
/// (variants that follow another run to its end count as none of their
/// own, runs reused by the search for the least as none; the exchange's
/// runs count in its seconds only), their rounds,
/// and the seconds in each stage. The search for the least budget, when
/// the budget is out of reach, is a phase: its seconds include its own
/// runs and refinements, which the stages count too. Counts depend only on
/// the input; seconds are the planning thread's CPU time.
struct PlanStages {
  size_t greedyRuns = 0, greedyRounds = 0;
  /// The walks that price the counted runs' candidate recomputations:
  /// those made (PlannerOptions::priceOnDemand makes only the ones whose
  /// price may change a decision, and stops them where it can no longer),
  /// the values they walked, and the walks reused from an earlier round
  /// (PlannerOptions::reuseWalks).
  size_t walksMade = 0, valuesWalked = 0, walksReused = 0;
  /// Of the steps the counted runs' replays would write, those they
  /// resumed past (PlannerOptions::resumeReplays).
  size_t stepsResumed = 0;
  /// Of the steps the refinement's trials would write, those they resumed
  /// past (PlannerOptions::resumeReplays).
  size_t refineStepsResumed = 0;
  double greedySeconds = 0;
  /// Refinement of every plan that fits (keeping decisions back, holding
  /// values recomputed for several steps).
  double refineSeconds = 0;
  /// The exchange of the chosen plan's decisions for cheaper ones.
  double exchangeSeconds = 0;
  /// The plans whose decisions were exchanged: the chosen one, and those
  /// nearly as fast (runners-up, plans aimed lower, the best without
  /// swaps) where the effort limit was not spent yet.
  size_t exchanges = 0;
  double leastSearchSeconds = 0;
  /// recomputeLowerBound, for the recompute-only strategy.
  double boundSeconds = 0;
  /// The work done, in PlannerOptions::effortLimit's units (values the
  /// replays wrote and the pricing walks visited), and whether that limit
  /// left optional runs out.
  uint64_t effort = 0;
  /// The work of the last exchange, with wider neighbourhoods, of each plan
  /// kept (in effort's units, not counted in it nor against the limit).
  uint64_t widenedEffort = 0;
  bool effortLimited = false;

  /// Adds the stages of another planning (the other program order's).
  PlanStages &operator+=(const PlanStages &other) {
    greedyRuns += other.greedyRuns;
    greedyRounds += other.greedyRounds;
    walksMade += other.walksMade;
    valuesWalked += other.valuesWalked;
    walksReused += other.walksReused;
    stepsResumed += other.stepsResumed;
    refineStepsResumed += other.refineStepsResumed;
    greedySeconds += other.greedySeconds;
    refineSeconds += other.refineSeconds;
    exchangeSeconds += other.exchangeSeconds;
    exchanges += other.exchanges;
    leastSearchSeconds += other.leastSearchSeconds;
    boundSeconds += other.boundSeconds;
    effort += other.effort;
    widenedEffort += other.widenedEffort;
    effortLimited |= other.effortLimited;
    return *this;
  }
};

struct PlanResult {
  /// The plan's schedule replays valid within the budget.
  bool success = false;
  /// When not: why, with the minimum budget this planner reaches and the op
  /// whose working set blocks a lower one.
  std::string error;
  /// The least budget: the lowest peak of a fixed set of runs, whatever
  /// budget was asked, and a budget that works. Every budget between the
  /// lower bound (for plans without swaps, under recompute-only) and it
  /// fails too, except where the search stopped within 1/128 of that bound
  /// (no plan goes lower by more): a budget there may fit.
  int64_t minimumBudget = 0;
  NodeId blockingNode = -1;
  /// When not, and the least is above the lower bound: the largest values
  /// resident at the peak of the least plan besides what the blocking op
  /// reads and what the chain preparing it computes (at most three,
  /// largest first): what a plan would have to move off the device, or
  /// compute again, to go lower.
  std::vector<NodeId> heldAtLeast;
  /// For the recompute-only strategy: the least peak any plan without swaps
  /// can reach (recomputeLowerBound), else 0. The search for the least
  /// stops there, and a least equal to it is the least of any plan without
  /// swaps.
  int64_t recomputeBound = 0;
  /// Whether the search for recomputeBound stopped at its work limit (the
  /// planner's, smaller than the bound tool's): a valid bound, maybe lower
  /// than the whole search would give.
  bool recomputeBoundTruncated = false;

  GapPlan plan;
  Schedule schedule;
  /// Replay of the schedule with the budget and timing of the options.
  SimulationResult simulation;
  std::vector<PlannedGap> decisions;
  /// The planning thread's CPU seconds.
  double seconds = 0;
  PlanStages stages;
};

PlanResult planSchedule(const Graph &graph, Strategy strategy,
                        const PlannerOptions &options);

/// Exchanges the decisions of `result`, a greedy or recompute-only plan
/// that fits `options.budget`, with wider neighbourhoods, as the planning
/// of one program order ends by doing (PlannerOptions::widenKept: each
/// decision given back with its two neighbours, within the replays that
/// exchange may make), and takes the plan found where it replays faster
/// within the budget; its work counts in result.stages.widenedEffort and
/// its time in result.seconds. memplan::plan exchanges so the plan it keeps
/// of two orders', which were planned without it.
void widenPlan(const Graph &graph, Strategy strategy,
               const PlannerOptions &options, PlanResult &result);

/// Exchanges the decisions of `result`, a greedy or recompute-only plan
/// that fits `options.budget`, further: each decision given back alone,
/// then with its neighbours, as the planning exchanges the plan it keeps,
/// until `effort`
/// work (PlannerOptions::effortLimit's units; 0: none) or a bound on its
/// replays is spent. Takes the plan found, with its schedule, replay and
/// decisions, where it replays faster within the budget; its work counts
/// in result.stages.widenedEffort and its time in result.seconds.
/// memplan::plan gives the plan it keeps what its planning left of the
/// effort limit.
void polishPlan(const Graph &graph, Strategy strategy,
                const PlannerOptions &options, PlanResult &result,
                uint64_t effort);

/// Why no plan fits `budget` (PlanResult::error when the budget is out of
/// reach): the least the planner reaches, the op whose working set blocks
/// a lower one, the largest values held beside it, the lower bound and
/// (above it) the bound without swaps. `name` writes a node as the message
/// names it; by default, its index in `graph` and its name.
std::string
budgetError(const Graph &graph, Strategy strategy, int64_t budget,
            int64_t least, NodeId blocking, const std::vector<NodeId> &held,
            int64_t bound, int64_t recomputeBound,
            const std::function<std::string(NodeId)> &name = nullptr);

} // namespace memplan

#endif // MEMPLAN_PLANNING_PLANNER_H
