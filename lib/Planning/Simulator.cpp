//===- Simulator.cpp - replay a plan on compute and copy streams ----------===//

#include "memplan/Planning/Simulator.h"

#include "memplan/Planning/Arithmetic.h"

#include <algorithm>
#include <cassert>

using namespace memplan;

double memplan::transferTime(int64_t bytes, const SimulatorOptions &options) {
  if (options.hostBandwidth <= 0)
    return 0;
  return options.transferLatency +
         static_cast<double>(bytes) / options.hostBandwidth;
}

Replayer::Replayer(const Graph &graph, const SimulatorOptions &options,
                   double timeLimit)
    : graph(&graph), options(options),
      timeLimit(options.transferLatency < 0
                    ? std::numeric_limits<double>::infinity()
                    : timeLimit),
      nodeCount(graph.size()), state(graph.size()),
      resident(graph.residentBytes()),
      uncomputedCost(graph.totalComputeCost()),
      uncomputedSlack(graph.totalComputeCost() * 1e-9) {
  result.peak = resident;
}

inline void Replayer::waitOnComputeStream(double until) {
  if (until > computeClock) {
    result.stallTime += until - computeClock;
    computeClock = until;
  }
}

/// Inlined into advance(): it runs once per event of every replay.
[[gnu::always_inline]] inline bool Replayer::step(const Event &event) {
  NodeId v = event.node;
  if (v < 0 || static_cast<size_t>(v) >= nodeCount) {
    error = std::string(toString(event.kind)) + " of unknown node " +
            std::to_string(v);
    return false;
  }
  ValueState &s = state[v];
  switch (event.kind) {
  case EventKind::Compute: {
    if (s.computed && !graph->node(v).canRecompute) {
      error = "compute " + describe(v) +
              " again: it may not be recomputed (an op with side effects, "
              "a returned value, or one whose inputs change before its "
              "later uses)";
      return false;
    }
    double start = computeClock;
    for (NodeId input : graph->inputs(v)) {
      if (!state[input].resident) {
        error = "compute " + describe(v) + ": input " + describe(input) +
                " is not resident";
        return false;
      }
      start = std::max(start, state[input].ready);
    }
    waitOnComputeStream(start);
    const double cost = graph->computeCost(v);
    computeClock += cost;
    result.computeCost += cost;
    result.recomputes += s.computed;
    computedNodes += !s.computed;
    if (!s.computed)
      uncomputedCost -= cost;
    s.computed = true;
    s.ready = computeClock;
    if (!s.resident) {
      s.resident = true;
      s.bufferCopiedOut = false;
      resident += graph->bytes(v);
      allocated = true;
    }
    return true;
  }
  case EventKind::Free:
    if (!s.resident) {
      error = "free " + describe(v) + ": it is not resident";
      return false;
    }
    if (graph->isResult(v)) {
      error = "free " + describe(v) +
              ": nothing reads it, so it is a result of the step and stays "
              "resident to the end";
      return false;
    }
    // The device buffer is released only once its copy to the host is done.
    waitOnComputeStream(s.swapOutDone);
    s.resident = false;
    resident -= graph->bytes(v) - s.shared;
    s.shared = 0;
    return true;
  case EventKind::SwapOut: {
    if (!s.resident) {
      error = "swap_out " + describe(v) + ": it is not resident";
      return false;
    }
    if (!graph->node(v).canSwap) {
      error = "swap_out " + describe(v) +
              ": it may not be swapped (a view, a returned value, or one "
              "in a donated argument's buffer)";
      return false;
    }
    double start = std::max(copyClock, s.ready);
    copyClock = start + transferTime(graph->bytes(v), options);
    s.swapOutDone = copyClock;
    s.hostCopy = true;
    s.bufferCopiedOut = true;
    ++result.swapOuts;
    // A replayed schedule may swap one value out many times.
    result.swappedBytes =
        saturatingAdd(result.swappedBytes, graph->bytes(v));
    return true;
  }
  case EventKind::SwapIn: {
    if (!s.hostCopy) {
      error = "swap_in " + describe(v) + ": no host copy exists (swap_out "
              "must come first)";
      return false;
    }
    // The copy cannot start before the program reaches it: its memory is
    // taken here.
    double start = std::max({copyClock, s.swapOutDone, computeClock});
    copyClock = start + transferTime(graph->bytes(v), options);
    s.ready = copyClock;
    ++result.swapIns;
    if (!s.resident) {
      s.resident = true;
      s.bufferCopiedOut = false;
      resident += graph->bytes(v);
    }
    return true;
  }
  }
  return true;
}

bool Replayer::advance(const Schedule &schedule) {
  if (stopped())
    return false;
  if (result.curve.capacity() < schedule.size())
    result.curve.reserve(
        std::max(schedule.size(), 2 * result.curve.capacity()));
  for (; next < schedule.size(); ++next) {
    allocated = false;
    if (!step(schedule[next]))
      return fail(next);
    if (allocated)
      shareWithDyingInput(schedule, next);
    result.curve.push_back(resident);
    result.peak = std::max(result.peak, resident);
    if (resident > options.budget) {
      error = "resident memory " + std::to_string(resident) +
              " bytes exceeds the budget of " +
              std::to_string(options.budget) + " bytes";
      return fail(next);
    }
    if (reachesTimeLimit()) {
      error = "the step takes the time limit or longer";
      return fail(next);
    }
  }
  return true;
}

/// Whether the step is certain to take timeLimit or longer: it has, or
/// the nodes not computed yet, computed once each after what the compute
/// stream has done, take it there. A replay judged against a faster plan
/// stops as soon as it cannot beat it, not only once its clock is past it
/// (where the step computes the rest of the graph, usually its end). The
/// cost left counts only where it is above its rounding (uncomputedSlack).
bool Replayer::reachesTimeLimit() const {
  if (timeLimit == std::numeric_limits<double>::infinity())
    return false;
  if (std::max(computeClock, copyClock) >= timeLimit)
    return true;
  return computedNodes < nodeCount &&
         computeClock + uncomputedCost - uncomputedSlack >= timeLimit;
}

SimulationResult Replayer::finish(const Schedule &schedule) {
  if (stopped())
    return std::move(result);
  assert(next == schedule.size() && "finish() before the schedule's end");
  if (computedNodes < nodeCount) {
    NodeId v = 0;
    while (state[v].computed)
      ++v;
    error = "node " + describe(v) + " is never computed";
    fail(schedule.size());
    return std::move(result);
  }
  double total = graph->totalComputeCost();
  result.overhead = total > 0 ? result.computeCost / total - 1 : 0;
  result.stepTime = std::max(computeClock, copyClock);
  return std::move(result);
}

Replayer Replayer::saved() {
  // The curve is set aside while the rest is copied.
  std::vector<int64_t> curve = std::move(result.curve);
  Replayer copy(*this);
  result.curve = std::move(curve);
  return copy;
}

bool Replayer::resume(const Replayer &saved,
                      const std::vector<int64_t> &curve) {
  assert(saved.graph == graph && curve.size() >= saved.next &&
         "a replay of another graph, or a curve shorter than its events");
  computedNodes = saved.computedNodes;
  state = saved.state;
  resident = saved.resident;
  computeClock = saved.computeClock;
  copyClock = saved.copyClock;
  uncomputedCost = saved.uncomputedCost;
  next = saved.next;
  error = saved.error;
  result = saved.result;
  result.curve.reserve(std::max(result.curve.capacity(), curve.size()));
  result.curve.assign(curve.begin(), curve.begin() + next);
  if (stopped())
    return false;
  if (next > 0 && result.peak > options.budget) {
    size_t over = 0;
    while (over + 1 < next && result.curve[over] <= options.budget)
      ++over;
    int64_t peak = graph->residentBytes();
    for (size_t e = 0; e <= over; ++e)
      peak = std::max(peak, result.curve[e]);
    result.curve.resize(over + 1);
    result.peak = peak;
    next = over;
    error = "resident memory " + std::to_string(result.curve[over]) +
            " bytes exceeds the budget of " + std::to_string(options.budget) +
            " bytes";
    return fail(over);
  }
  if (next > 0 && reachesTimeLimit()) {
    --next;
    error = "the step takes the time limit or longer";
    return fail(next);
  }
  return true;
}

std::string Replayer::describe(NodeId v) const {
  const std::string &name = graph->node(v).name;
  return std::to_string(v) + (name.empty() ? "" : " (" + name + ")");
}

bool Replayer::fail(size_t event) {
  result.valid = false;
  result.failedEvent = event;
  result.error = error;
  return false;
}

/// The output of the node that event `i` computed takes the buffer of
/// the first of its in-place inputs that the events right after it free
/// (before anything else is computed or brought back) and whose buffer no
/// swap-out read (its copy to the host could still be running; a value
/// swapped back in, or computed again, is in a buffer of its own): the bytes
/// they share are released now, and that free releases only the rest. Those
/// events belong to the same step of a schedule: a step starts with a compute
/// or a swap-in, so a replay that advances step by step sees the same ones.
void Replayer::shareWithDyingInput(const Schedule &schedule, size_t i) {
  auto freesOrCopies = [&](size_t j) {
    return j < schedule.size() && (schedule[j].kind == EventKind::Free ||
                                   schedule[j].kind == EventKind::SwapOut);
  };
  // Most computes free nothing right after: their in-place inputs (a cache
  // miss at every compute) are not read.
  if (!freesOrCopies(i + 1))
    return;
  NodeId v = schedule[i].node;
  for (NodeId u : graph->inPlace(v)) {
    if (state[u].bufferCopiedOut)
      continue;
    for (size_t j = i + 1; freesOrCopies(j); ++j)
      if (schedule[j].kind == EventKind::Free && schedule[j].node == u) {
        state[u].shared = graph->sharedBytes(v, u);
        resident -= state[u].shared;
        return;
      }
  }
}

SimulationResult memplan::simulate(const Graph &graph,
                                   const Schedule &schedule,
                                   const SimulatorOptions &options) {
  Replayer replay(graph, options);
  replay.advance(schedule);
  return replay.finish(schedule);
}
