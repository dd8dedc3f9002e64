//===- memplan-plan.cpp - plan and replay training graphs -------*- C++ -*-===//
//
//   memplan-plan GRAPH.json
//       liveness of the unplanned step: baseline peak, lower bounds, curve
//   memplan-plan GRAPH.json --replay=SCHEDULE.json [--budget=BYTES]
//       validate a schedule and report its peak, overhead and timing
//   memplan-plan GRAPH.json --strategy=S (--budget=BYTES | --budget-fraction=F)
//       [--schedule-out=FILE.json]
//       plan the step within the budget; the simulator judges the schedule
//
// Output and schedules name nodes by the graph file's ids, also where the
// file's ids are not a topological order and the graph is planned in
// another (parseNodeLinkGraph); positions in that order (the memory curve,
// intervals' steps) count from 0. The planner's and the replay's messages
// name a node by its position, with its name (there, the file's id) in
// parentheses.
//
//===----------------------------------------------------------------------===//

#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/GraphIO.h"
#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/OptimalPlanner.h"
#include "memplan/Planning/PlanRequest.h"
#include "memplan/Planning/RecomputeBound.h"
#include "memplan/Planning/Reorder.h"
#include "memplan/Planning/Simulator.h"
#include "memplan/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <limits>

using namespace memplan;
namespace cl = llvm::cl;

/// The options --help shows: this tool's, not every LLVM option linked in.
static cl::OptionCategory toolOptions("memplan-plan options");

static cl::opt<std::string> graphFile(cl::Positional, cl::Required,
                                      cl::desc("<graph.json>"), cl::cat(toolOptions));
static cl::opt<std::string>
    replayFile("replay", cl::desc("Validate and time this schedule (JSON)"),
               cl::value_desc("schedule.json"), cl::cat(toolOptions));
static cl::opt<int64_t>
    budget("budget", cl::desc("Device memory budget in bytes for --replay"),
           cl::init(-1), cl::cat(toolOptions));
static cl::opt<double> hostBandwidth(
    "host-bandwidth",
    cl::desc("Host link bandwidth in bytes per unit of compute cost (0: "
             "copies take no time); default: the graph's \"host_bandwidth\" "
             "(memplan-opt's graph-out writes the device preset's), else 0"),
    cl::init(0), cl::cat(toolOptions));
static cl::opt<double> transferLatency(
    "transfer-latency",
    cl::desc("Fixed cost of each copy, in units of compute cost; default: "
             "the graph's \"transfer_latency\", else 0"),
    cl::init(0), cl::cat(toolOptions));
static cl::opt<int64_t> persistentBytes(
    "persistent-bytes",
    cl::desc("Bytes resident for the whole step (parameters, batch); "
             "default: the graph's \"persistent_bytes\", else 0"),
    cl::init(-1), cl::cat(toolOptions));
static cl::opt<int> boundHeld(
    "bound-held",
    cl::desc("Without --strategy: values of each resident set the bound for "
             "plans without swaps follows (1-4; more is tighter and slower)"),
    cl::init(RecomputeBoundOptions().held), cl::cat(toolOptions));
static cl::opt<int64_t> boundWork(
    "bound-work",
    cl::desc("Without --strategy: resident sets the bound for plans without "
             "swaps evaluates before it stops with the bound found so far "
             "(recompute_bound_truncated); negative: no limit, the whole "
             "search (with --bound-held=4, tens of seconds on a real step)"),
    cl::init(RecomputeBoundOptions().workLimit), cl::cat(toolOptions));
static cl::opt<bool> printIntervals(
    "intervals", cl::desc("Also print the live interval of every node"), cl::cat(toolOptions));

static cl::opt<std::string> strategyName(
    "strategy",
    cl::desc("Plan the step: none, greedy, recompute-only, swap-only, sqrt, "
             "optimal (the Checkmate MILP with CBC; with swaps when "
             "--host-bandwidth is given)"),
    cl::value_desc("strategy"), cl::cat(toolOptions));
static cl::opt<double> budgetFraction(
    "budget-fraction",
    cl::desc("Budget as a fraction of the baseline peak (with --strategy)"),
    cl::init(-1), cl::cat(toolOptions));
static cl::opt<std::string>
    scheduleOut("schedule-out", cl::desc("Write the planned schedule (JSON)"),
                cl::value_desc("schedule.json"), cl::cat(toolOptions));
static cl::opt<double> timeLimit(
    "time-limit",
    cl::desc("Seconds the optimal strategy's solver may take (< 0: no limit; "
             "where CBC does not stop itself, it is stopped at 1.1 times the "
             "limit plus 1 s and the heuristic plan stands)"),
    cl::init(60), cl::cat(toolOptions));
static cl::opt<uint64_t> effortLimit(
    "effort-limit",
    cl::desc("Work the heuristic planners' optional runs may take, in values "
             "their replays write and their pricing walks visit, each "
             "counting 1 plus its inputs (0: no limit); once a plan fits and "
             "this much is done, the remaining greedy variants, runs aimed "
             "lower, exchanges of plans other than the chosen one and the "
             "other program order are left out"),
    cl::init(PlannerOptions::kDefaultEffortLimit), cl::cat(toolOptions));
static cl::opt<uint64_t> searchEffortLimit(
    "search-effort-limit",
    cl::desc("Work the search for the least budget (of a budget out of the "
             "planner's reach) may take, in --effort-limit's units, in each "
             "program order (0: no limit); once this much is done, it names "
             "the lowest peak of the runs made"),
    cl::init(PlannerOptions::kDefaultSearchEffortLimit), cl::cat(toolOptions));
static cl::opt<unsigned> frontierBudgets(
    "frontier",
    cl::desc("With --strategy, also plan at this many budgets between the "
             "lower bound and the unplanned peak (and a quarter as many "
             "again where the trade-off bends most) and print the plans no "
             "other beats on both peak and step time (at most 1000; with "
             "the optimal strategy they share one --time-limit)"),
    cl::init(0), cl::cat(toolOptions));
static cl::opt<bool> printDecisions(
    "decisions", cl::desc("Also print every non-keep decision of the plan"), cl::cat(toolOptions));
static cl::opt<bool> reorder(
    "reorder",
    cl::desc("Also plan in a program order that holds fewer bytes "
             "(reorderForMemory) and keep the better plan; budget fractions "
             "stay fractions of the given order's peak (default: on; not "
             "for the optimal strategy, whose MILP keeps the given order)"),
    cl::init(true), cl::cat(toolOptions));

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-plan") << message << "\n";
  return 1;
}

/// Set when a number to print is not finite: JSON has no such numbers, so
/// they print as null and the tool fails.
static bool printedNonFinite = false;

static llvm::json::Value number(double value) {
  if (std::isfinite(value))
    return value;
  printedNonFinite = true;
  return nullptr;
}

/// A number that may be missing (the solver's objective without a
/// solution): null, and no failure.
static llvm::json::Value optionalNumber(double value) {
  if (std::isfinite(value))
    return value;
  return nullptr;
}

static int failOnNonFinite() {
  if (!printedNonFinite)
    return 0;
  return fail("some numbers of the result are not finite (printed as "
              "null): compute costs, bandwidths or latencies out of range");
}

static bool readFile(const std::string &path, std::string &text) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return false;
  text = (*buffer)->getBuffer().str();
  return true;
}

/// The graph file's id of each node (parseNodeLinkGraph).
static std::vector<FileId> fileIds;

/// The graph file's id of node `v` (-1 for none).
static FileId fileId(NodeId v) { return v < 0 ? FileId(-1) : fileIds[v]; }

/// Node `v` as messages name it: by the file's id, and its name where that
/// is not the id.
static std::string nodeText(const Graph &graph, NodeId v) {
  FileId id = fileId(v);
  std::string text = fileIdText(id);
  const std::string &name = graph.node(v).name;
  if (!name.empty() && name != text && id.getAsString() != name)
    text += " (" + name + ")";
  return text;
}

/// Writes `schedule` to --schedule-out, when it is given.
static int writeSchedule(const Schedule &schedule) {
  if (scheduleOut.empty())
    return 0;
  std::error_code ec;
  llvm::raw_fd_ostream os(scheduleOut, ec);
  if (ec)
    return fail("cannot write '" + scheduleOut + "': " + ec.message());
  os << printSchedule(schedule, &fileIds);
  os.close();
  if (os.has_error()) {
    std::error_code error = os.error();
    os.clear_error();
    return fail("cannot write '" + scheduleOut + "': " + error.message());
  }
  return 0;
}

/// --strategy: plans the step within the budget and prints the plan; an
/// independent replay of its schedule judges it.
static int planGraph(const Graph &graph, const MemoryProfile &baseline,
                     const LowerBound &bound) {
  if (!replayFile.empty())
    return fail("--strategy and --replay exclude each other");
  // Given or not, whatever the value: a value out of range is named as
  // such when the budget is resolved.
  const bool inBytes = budget.getNumOccurrences() > 0;
  if (inBytes == (budgetFraction.getNumOccurrences() > 0))
    return fail("--strategy needs exactly one of --budget and "
                "--budget-fraction");
  llvm::json::OStream out(llvm::outs(), /*IndentSize=*/1);
  Strategy strategy;
  if (!parseStrategy(strategyName, strategy))
    return fail("unknown strategy '" + strategyName +
                "'; expected none, greedy, recompute-only, swap-only, "
                "sqrt or optimal");
  if (std::isnan(timeLimit))
    return fail("--time-limit is a number of seconds (negative: no limit), "
                "got nan");
  PlanRequest request;
  request.strategy = strategy;
  request.budget =
      inBytes ? Budget::bytes(budget) : Budget::fraction(budgetFraction);
  request.timing.hostBandwidth = hostBandwidth;
  request.timing.transferLatency = transferLatency;
  // The MILP models swaps when copies have a cost (a bandwidth).
  request.allowSwap = strategy != Strategy::Optimal || hostBandwidth > 0;
  request.timeLimitSeconds = timeLimit;
  request.effortLimit = effortLimit;
  request.searchEffortLimit = searchEffortLimit;
  // Another program order, where it holds fewer bytes unplanned (the
  // schedule may compute nodes in any order its inputs allow): a budget
  // given as a fraction stays one of the given order's peak, as the
  // Checkmate and Moccasin protocols count it.
  // Nodes that may not be computed again (a graph-out of memplan-opt marks
  // ops with side effects so) keep their order among themselves, as
  // memplan-reorder keeps such ops', and so does the last node.
  ReorderResult reordered;
  if (reorder && strategy != Strategy::Optimal) {
    ReorderOptions reorderOptions;
    reorderOptions.pinned.assign(graph.size(), 0);
    for (NodeId v = 0; v < NodeId(graph.size()); ++v)
      reorderOptions.pinned[v] =
          !graph.node(v).canRecompute || v + 1 == NodeId(graph.size());
    reordered = reorderForMemory(graph, reorderOptions);
    if (reordered.peakAfter < reordered.peakBefore) {
      request.alternativeOrder = reordered.order;
      std::string error;
      std::optional<int64_t> bytes =
          request.budget.resolve(baseline.peak, error);
      if (!bytes)
        return fail(error);
      request.budget = Budget::bytes(*bytes);
    }
  }
  RequestResult plan = memplan::plan(graph, request);
  if (!plan.simulation.valid)
    return fail(plan.error);
  // A plan in the other order names nodes by their place in it: back to
  // the graph's nodes.
  for (Event &event : plan.schedule)
    event.node = plan.givenNode(event.node);
  for (PlannedGap &d : plan.decisions) {
    d.node = plan.givenNode(d.node);
    d.from = plan.givenNode(d.from);
    d.to = plan.givenNode(d.to);
    d.at = plan.givenNode(d.at);
  }
  plan.blockingNode = plan.givenNode(plan.blockingNode);
  for (NodeId &v : plan.heldAtLeast)
    v = plan.givenNode(v);
  // The judge: an independent replay of the schedule within the budget.
  SimulatorOptions judged = request.timing;
  judged.budget = plan.budget;
  SimulationResult replay = simulate(graph, plan.schedule, judged);
  out.object([&] {
    out.attribute("strategy", strategyName);
    out.attribute("budget", plan.budget);
    out.attribute("host_bandwidth", number(hostBandwidth));
    out.attribute("transfer_latency", number(transferLatency));
    out.attribute("fits", plan.success && replay.valid);
    out.attribute("peak", plan.simulation.peak);
    out.attribute("baseline_peak", baseline.peak);
    if (!request.alternativeOrder.empty()) {
      out.attribute("reordered_peak", reordered.peakAfter);
      out.attribute("program_order",
                    plan.order.empty() ? "given" : "reordered");
    }
    out.attribute("lower_bound", plan.bound.bytes);
    if (plan.recomputeBound > 0) {
      out.attribute("recompute_bound", plan.recomputeBound);
      out.attribute("recompute_bound_truncated", plan.recomputeBoundTruncated);
    }
    // As the pass's report: the step time's overhead, and the compute's.
    out.attribute("overhead",
                  number(stepTimeOverhead(plan.simulation.stepTime,
                                          graph.totalComputeCost())));
    out.attribute("recompute_overhead", number(plan.simulation.overhead));
    out.attribute("step_time", number(plan.simulation.stepTime));
    out.attribute("stall_time", number(plan.simulation.stallTime));
    out.attribute("baseline_step_time", number(graph.totalComputeCost()));
    out.attribute("recomputes", int64_t(plan.simulation.recomputes));
    out.attribute("swap_outs", int64_t(plan.simulation.swapOuts));
    out.attribute("swap_ins", int64_t(plan.simulation.swapIns));
    out.attribute("swapped_bytes", plan.simulation.swappedBytes);
    out.attribute("events", int64_t(plan.schedule.size()));
    out.attribute("planning_seconds", number(plan.seconds));
    if (!plan.solver && plan.strategy != Strategy::None)
      out.attributeObject("stages", [&] {
        const PlanStages &stages = plan.stages;
        out.attribute("greedy_runs", int64_t(stages.greedyRuns));
        out.attribute("greedy_rounds", int64_t(stages.greedyRounds));
        out.attribute("greedy_seconds", number(stages.greedySeconds));
        out.attribute("refine_seconds", number(stages.refineSeconds));
        out.attribute("exchange_seconds", number(stages.exchangeSeconds));
        out.attribute("exchanges", int64_t(stages.exchanges));
        out.attribute("least_search_seconds",
                      number(stages.leastSearchSeconds));
        out.attribute("bound_seconds", number(stages.boundSeconds));
        out.attribute("walks_made", int64_t(stages.walksMade));
        out.attribute("values_walked", int64_t(stages.valuesWalked));
        out.attribute("walks_reused", int64_t(stages.walksReused));
        out.attribute("steps_resumed", int64_t(stages.stepsResumed));
        out.attribute("refine_steps_resumed",
                      int64_t(stages.refineStepsResumed));
        out.attribute("effort", int64_t(stages.effort));
        out.attribute("effort_limited", stages.effortLimited);
        out.attribute("widened_effort", int64_t(stages.widenedEffort));
      });
    if (plan.solver) {
      out.attribute("proven_optimal", plan.solver->proven);
      out.attribute("proven_infeasible", plan.solver->infeasible);
      out.attribute("warm_start", plan.solver->warmStarted);
      out.attribute("from_start", plan.solver->fromStart);
      out.attribute("solver_stopped", plan.solver->stopped);
      out.attribute("solver_failed", plan.solver->failed);
      out.attribute("objective", optionalNumber(plan.solver->objective));
      out.attribute("objective_bound", optionalNumber(plan.solver->bound));
      out.attribute("variables", int64_t(plan.solver->variables));
      out.attribute("constraints", int64_t(plan.solver->constraints));
    } else if (!plan.success) {
      out.attribute("minimum_budget", plan.minimumBudget);
      out.attribute("blocking_node", fileId(plan.blockingNode));
      out.attributeArray("held_at_least", [&] {
        for (NodeId v : plan.heldAtLeast)
          out.value(fileId(v));
      });
    }
    if (frontierBudgets > 0)
      out.attributeArray("frontier", [&] {
        for (const FrontierPoint &point :
             planFrontier(graph, request, frontierBudgets))
          out.object([&] {
            out.attribute("budget", point.budget);
            out.attribute("peak", point.peak);
            out.attribute("step_time", number(point.stepTime));
            out.attribute("overhead", number(point.overhead));
            out.attribute("recomputes", int64_t(point.recomputations));
            out.attribute("swap_ins", int64_t(point.swapIns));
          });
      });
    if (printDecisions)
      out.attributeArray("decisions", [&] {
        for (const PlannedGap &d : plan.decisions)
          out.object([&] {
            out.attribute("node", fileId(d.node));
            out.attribute("name", graph.node(d.node).name);
            out.attribute("decision", std::string(toString(d.decision)));
            out.attribute("from", fileId(d.from));
            out.attribute("to", fileId(d.to));
            out.attribute("at", fileId(d.at));
            out.attribute("bytes", graph.node(d.node).bytes);
            out.attribute("estimated_cost", number(d.estimatedCost));
          });
      });
  });
  llvm::outs() << "\n";
  llvm::outs().flush();
  if (int rc = failOnNonFinite())
    return rc;
  if (int rc = writeSchedule(plan.schedule))
    return rc;
  if (!plan.success && !plan.solver)
    // The planner's message names the graph's nodes by their place in it:
    // named again by the file's ids.
    return fail(budgetError(
        graph, plan.strategy, plan.budget, plan.minimumBudget,
        plan.blockingNode, plan.heldAtLeast, plan.bound.bytes,
        plan.recomputeBound, [&](NodeId v) { return nodeText(graph, v); }));
  if (!plan.success)
    return fail(plan.error);
  if (!replay.valid)
    return fail("internal error: the plan does not replay within the "
                "budget: " +
                replay.error);
  return 0;
}

/// Neither --strategy nor --replay: the unplanned step's liveness.
static int printLiveness(const Graph &graph, const MemoryProfile &baseline,
                         const LowerBound &bound) {
  llvm::json::OStream out(llvm::outs(), /*IndentSize=*/1);
  out.object([&] {
    out.attribute("nodes", static_cast<int64_t>(graph.size()));
    out.attribute("persistent_bytes", graph.persistentBytes);
    out.attribute("total_compute_cost", number(graph.totalComputeCost()));
    out.attribute("baseline_peak", baseline.peak);
    out.attribute("baseline_peak_step", baseline.peakStep);
    out.attribute("lower_bound", bound.bytes);
    out.attribute("lower_bound_node", fileId(bound.node));
    if (bound.node >= 0)
      out.attribute("lower_bound_node_name", graph.node(bound.node).name);
    RecomputeBoundOptions options;
    options.held = boundHeld;
    options.workLimit = boundWork < 0 ? std::numeric_limits<int64_t>::max()
                                      : int64_t(boundWork);
    RecomputeBound withoutSwaps = recomputeLowerBound(graph, options);
    out.attribute("recompute_bound", withoutSwaps.bytes);
    out.attribute("recompute_bound_node", fileId(withoutSwaps.node));
    out.attribute("recompute_bound_truncated", withoutSwaps.truncated);
    out.attributeArray("memory_curve", [&] {
      for (int64_t bytes : baseline.curve)
        out.value(bytes);
    });
    if (printIntervals)
      out.attributeArray("intervals", [&] {
        for (const LiveInterval &interval : baseline.intervals)
          out.array([&] {
            out.value(fileId(interval.node));
            out.value(interval.start);
            out.value(interval.end);
          });
      });
  });
  llvm::outs() << "\n";
  return failOnNonFinite();
}

/// --replay: validates a schedule and reports its peak, overhead and
/// timing.
static int replaySchedule(const Graph &graph, const MemoryProfile &baseline,
                          const LowerBound &bound) {
  std::string text, error;
  llvm::json::OStream out(llvm::outs(), /*IndentSize=*/1);
  if (!readFile(replayFile, text))
    return fail("cannot read '" + replayFile + "'");
  Schedule schedule;
  if (!parseSchedule(text, graph, schedule, error, &fileIds))
    return fail(replayFile + ": " + error);
  SimulatorOptions options;
  options.hostBandwidth = hostBandwidth;
  options.transferLatency = transferLatency;
  const bool inBytes = budget.getNumOccurrences() > 0;
  if (inBytes && budget < 0)
    return fail("the budget of " + std::to_string(budget) +
                " bytes is negative");
  if (inBytes)
    options.budget = budget;
  if (inBytes && budget < bound.bytes)
    llvm::WithColor::warning(llvm::errs(), "memplan-plan")
        << "budget " << budget << " is below the lower bound " << bound.bytes
        << " (working set of node " << fileIdText(fileId(bound.node))
        << ", with the results computed before it); no schedule that "
           "computes the nodes in the graph's order fits\n";

  SimulationResult result = simulate(graph, schedule, options);
  if (!result.valid) {
    std::string where =
        result.failedEvent < schedule.size()
            ? "event #" + std::to_string(result.failedEvent) + " [" +
                  std::string(toString(schedule[result.failedEvent].kind)) +
                  " " + fileIdText(fileId(schedule[result.failedEvent].node)) +
                  "]"
            : std::string("end of schedule");
    return fail(replayFile + ": " + where + ": " + result.error);
  }
  out.object([&] {
    out.attribute("valid", true);
    out.attribute("events", static_cast<int64_t>(schedule.size()));
    out.attribute("peak", result.peak);
    out.attribute("baseline_peak", baseline.peak);
    out.attribute("lower_bound", bound.bytes);
    out.attribute("overhead", number(stepTimeOverhead(
                                  result.stepTime, graph.totalComputeCost())));
    out.attribute("recompute_overhead", number(result.overhead));
    out.attribute("compute_cost", number(result.computeCost));
    out.attribute("step_time", number(result.stepTime));
    out.attribute("stall_time", number(result.stallTime));
    out.attribute("recomputes", static_cast<int64_t>(result.recomputes));
    out.attribute("swap_outs", static_cast<int64_t>(result.swapOuts));
    out.attribute("swap_ins", static_cast<int64_t>(result.swapIns));
    out.attribute("swapped_bytes", result.swappedBytes);
  });
  llvm::outs() << "\n";
  return failOnNonFinite();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::SetVersionPrinter(::memplan::printVersion);
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "memplan-plan: liveness, bounds and schedule replay on training graphs\n");

  std::string text, error;
  if (!readFile(graphFile, text))
    return fail("cannot read '" + graphFile + "'");
  Graph graph;
  FileTiming named;
  if (!parseNodeLinkGraph(text, graph, error, &fileIds, &named))
    return fail(graphFile + ": " + error);
  // The copy timing the graph's costs were estimated with, unless told
  // otherwise.
  if (!hostBandwidth.getNumOccurrences() && named.hostBandwidth)
    hostBandwidth = *named.hostBandwidth;
  if (!transferLatency.getNumOccurrences() && named.transferLatency)
    transferLatency = *named.transferLatency;
  if (persistentBytes.getNumOccurrences()) {
    if (persistentBytes < 0)
      return fail("--persistent-bytes must not be negative");
    graph.persistentBytes = persistentBytes;
  }
  error = graph.validate();
  if (!error.empty())
    return fail(graphFile + ": " + error);
  if (!std::isfinite(hostBandwidth) || hostBandwidth < 0)
    return fail("--host-bandwidth must be a finite number, at least 0");
  if (!std::isfinite(transferLatency) || transferLatency < 0)
    return fail("--transfer-latency must be a finite number, at least 0");
  if (boundHeld < 1 || boundHeld > 4)
    return fail("--bound-held must be 1, 2, 3 or 4");
  if (frontierBudgets > kMaxFrontierBudgets)
    return fail("--frontier is at most " + llvm::Twine(kMaxFrontierBudgets) +
                " budgets (each is a plan of its own), got " +
                llvm::Twine(unsigned(frontierBudgets)));

  MemoryProfile baseline = baselineProfile(graph);
  LowerBound bound = lowerBound(graph);
  if (!strategyName.empty())
    return planGraph(graph, baseline, bound);
  if (replayFile.empty())
    return printLiveness(graph, baseline, bound);
  return replaySchedule(graph, baseline, bound);
}
