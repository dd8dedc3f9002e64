//===- PlanPasses.cpp - plan a budget and materialize the plan --*- C++ -*-===//

#include "memplan/Analysis/CostModel.h"
#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/GraphIO.h"
#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/PlanRequest.h"
#include "memplan/Planning/Reorder.h"
#include "memplan/Transforms/Passes.h"

#include "memplan/Transforms/ProgramOrder.h"
#include "Reports.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <cmath>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANPLAN
#define GEN_PASS_DEF_MEMPLANMATERIALIZE
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;
namespace core = ::memplan;

static constexpr StringLiteral kPlanAttr = "memplan.plan";

/// `value` with `decimals` digits after the point, or in scientific notation
/// where it is too large for that (LLVM's fixed notation cuts such a number
/// off at 31 digits) or not finite.
static std::string fixedOrScientific(double value, int decimals) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (std::isfinite(value) && std::fabs(value) < 1e15)
    os << llvm::format("%.*f", decimals, value);
  else
    os << llvm::format("%.*e", decimals, value);
  return text;
}

namespace {

/// Peak resident bytes within each original step of a schedule.
std::vector<int64_t> perStepCurve(const core::Graph &graph,
                                  const core::Schedule &schedule,
                                  const core::SimulationResult &sim) {
  std::vector<int64_t> curve(graph.size(), 0);
  core::NodeId step = 0;
  for (size_t e = 0; e < schedule.size() && e < sim.curve.size(); ++e) {
    const core::Event &event = schedule[e];
    if (event.kind == core::EventKind::Compute && event.node >= step)
      step = event.node;
    if (step < core::NodeId(curve.size()))
      curve[step] = std::max(curve[step], sim.curve[e]);
  }
  return curve;
}

/// A schedule as the events of a #memplan.plan.
SmallVector<PlanEvent> toPlanEvents(const core::Schedule &schedule) {
  SmallVector<PlanEvent> events;
  events.reserve(schedule.size());
  for (const core::Event &event : schedule)
    events.push_back({static_cast<PlanEvent::Kind>(event.kind), event.node});
  return events;
}

/// Materializing rewrites the ops where they stand: the first computation of
/// every node must come in program order, every node must be computed, and
/// nothing computed again or swapped in after the last one.
LogicalResult checkComputesInOrder(FunctionOpInterface func,
                                   const core::Graph &graph,
                                   const core::Schedule &schedule) {
  const core::NodeId last = core::NodeId(graph.size());
  core::NodeId next = 0;
  for (auto [i, event] : llvm::enumerate(schedule)) {
    // What comes back comes back before a node that reads it: after the
    // last node, nothing is left to.
    if (next == last && (event.kind == core::EventKind::Compute ||
                         event.kind == core::EventKind::SwapIn))
      return emitError(func.getLoc())
             << "the " << kPlanAttr << " schedule "
             << (event.kind == core::EventKind::Compute ? "computes"
                                                        : "swaps in")
             << " node " << event.node << " (event #" << i
             << ") after the function's last node: nothing reads it there";
    if (event.kind != core::EventKind::Compute || event.node < next)
      continue;
    if (event.node > next)
      return emitError(func.getLoc())
             << "the " << kPlanAttr << " schedule computes node " << event.node
             << " (event #" << i << ") before node " << next
             << ": a plan keeps the function's program order";
    ++next;
  }
  if (next != core::NodeId(graph.size()))
    return emitError(func.getLoc())
           << "the " << kPlanAttr << " schedule never computes node " << next;
  return success();
}

/// The schedule of `plan`, checked against the function's graph: it must
/// replay (nothing read that is not resident) and keep program order.
FailureOr<core::Schedule> readSchedule(FunctionOpInterface func, PlanAttr plan,
                                       const core::Graph &graph) {
  core::Schedule schedule;
  for (PlanEvent event : plan.getSchedule())
    schedule.push_back({static_cast<core::EventKind>(event.kind),
                        core::NodeId(event.node)});
  // Every plan is judged by the replay, this one too: a schedule that
  // reads what is not resident would rewrite the function wrongly.
  core::SimulationResult replay =
      core::simulate(graph, schedule, core::SimulatorOptions());
  if (!replay.valid) {
    std::string where =
        replay.failedEvent < schedule.size()
            ? "event #" + std::to_string(replay.failedEvent)
            : std::string("the end of the schedule");
    return emitError(func.getLoc()) << "the " << kPlanAttr
                                    << " schedule does not replay on this "
                                       "function: at "
                                    << where << ": " << replay.error;
  }
  if (failed(checkComputesInOrder(func, graph, schedule)))
    return failure();
  return schedule;
}

} // namespace

llvm::cl::ValuesClass mlir::memplan::getStrategyOptionValues() {
  using core::Strategy;
  return llvm::cl::values(
      clEnumValN(Strategy::Greedy, "greedy",
                 "swap or recompute, whichever frees the most bytes at the "
                 "peak per unit of exposed cost"),
      clEnumValN(Strategy::RecomputeOnly, "recompute-only",
                 "recompute, never swap"),
      clEnumValN(Strategy::SwapOnly, "swap-only", "swap, never recompute"),
      clEnumValN(Strategy::Sqrt, "sqrt",
                 "Chen et al.'s sqrt(n) checkpointing"),
      clEnumValN(Strategy::Optimal, "optimal",
                 "the Checkmate MILP (COIN-OR CBC), within time-limit"),
      clEnumValN(Strategy::None, "none", "plan nothing"));
}

FailureOr<core::Budget>
mlir::memplan::getBudget(int64_t bytes, double fraction, StringRef legacy,
                         function_ref<InFlightDiagnostic()> emitError) {
  // -1 is each option's default: any other value was given, and the
  // budget's resolution refuses what is out of range with its value.
  int given = (bytes != -1) + (fraction != -1) + !legacy.empty();
  if (given != 1) {
    emitError() << "memplan-plan needs exactly one of budget-bytes (device "
                   "bytes for the step) and budget-fraction (a fraction of "
                   "the unplanned peak, e.g. budget-fraction=0.6)"
                << (given ? "" : "; none was given");
    return failure();
  }
  if (bytes != -1)
    return core::Budget::bytes(bytes);
  if (fraction != -1)
    return core::Budget::fraction(fraction);
  double value = 0;
  int64_t count = 0;
  if (legacy.contains('.') ? legacy.getAsDouble(value)
                           : legacy.getAsInteger(10, count) || count < 0) {
    emitError() << "memplan-plan: budget '" << legacy
                << "' is neither a byte count (0 to 2^63-1) nor a fraction "
                   "of the unplanned peak (with a decimal point); "
                   "budget-bytes and budget-fraction say which";
    return failure();
  }
  return legacy.contains('.') ? core::Budget::fraction(value)
                              : core::Budget::bytes(count);
}

namespace {

struct PlanPass : mlir::memplan::impl::MemPlanPlanBase<PlanPass> {
  using Base::Base;
  PlanPass(const MemPlanPlanOptions &options,
           std::function<void(llvm::json::Array)> onReport)
      : Base(options), onReport(std::move(onReport)) {}

  void runOnOperation() override {
    const DevicePreset *preset = &getDevicePreset(device);
    FailureOr<core::Budget> resolved =
        getBudget(budgetBytes, budgetFraction, budget,
                  [&] { return mlir::emitError(getOperation()->getLoc()); });
    if (failed(resolved))
      return signalPassFailure();
    if (std::isnan(timeLimit)) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-plan: time-limit is a number of seconds (negative: no "
             "limit), got nan";
      return signalPassFailure();
    }
    if (frontier > core::kMaxFrontierBudgets) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-plan: frontier is at most " << core::kMaxFrontierBudgets
          << " budgets (each is a plan of its own), got "
          << unsigned(frontier);
      return signalPassFailure();
    }
    core::PlanRequest request;
    request.strategy = strategy;
    request.allowSwap = allowSwap;
    request.allowRecompute = allowRecompute;
    request.budget = *resolved;
    request.timeLimitSeconds = timeLimit;
    request.effortLimit = effortLimit;
    request.searchEffortLimit = searchEffortLimit;
    request.timing.hostBandwidth = preset->hostLinkBytesPerSecond * 1e-6;
    request.timing.transferLatency = preset->transferLatencySeconds * 1e6;

    SmallVector<FunctionOpInterface> bodies = collectFunctions(getOperation());
    for (const std::string &name : functions)
      if (llvm::none_of(bodies, [&](FunctionOpInterface func) {
            return func.getName() == name;
          })) {
        InFlightDiagnostic diag = mlir::emitError(getOperation()->getLoc())
                                  << "memplan-plan: functions names '" << name
                                  << "', which is not a function with a body "
                                     "here";
        if (!bodies.empty()) {
          diag << " (functions with a body:";
          for (FunctionOpInterface func : bodies)
            diag << " " << func.getName();
          diag << ")";
        }
        return signalPassFailure();
      }

    if (!functions.empty())
      llvm::erase_if(bodies, [&](FunctionOpInterface func) {
        return !llvm::is_contained(functions, func.getName().str());
      });
    if (!graphOut.empty() && bodies.size() != 1) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-plan: graph-out writes the graph of one function, and "
          << bodies.size()
          << " would be planned here: name one with functions=";
      return signalPassFailure();
    }

    llvm::json::Array reports;
    for (FunctionOpInterface func : bodies) {
      if (failed(planFunction(func, *preset, request, reports)))
        return signalPassFailure();
    }
    if (!report.empty() &&
        failed(writeFunctionReports(getOperation(), report, reports)))
      return signalPassFailure();
    if (onReport)
      onReport(std::move(reports));
  }

  /// Warns at the first call in `func` of each function with a body that
  /// the step still calls: the planning graph takes a call for one op whose
  /// bytes are its results, so what the callee allocates while it runs,
  /// and its time, are not in the plan (memplan-inline-helpers inlines the
  /// private ones before planning; a public one is the caller's to keep).
  void warnAboutCalls(FunctionOpInterface func) {
    // Each callee with its first call and the number of calls, in the
    // order of first calls.
    llvm::MapVector<FunctionOpInterface, std::pair<CallOpInterface, int>>
        calls;
    for (Operation &op : func.getFunctionBody().front()) {
      auto call = dyn_cast<CallOpInterface>(&op);
      if (!call)
        continue;
      auto callee =
          dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
      if (callee && !callee.isExternal())
        ++calls.try_emplace(callee, call, 0).first->second.second;
    }
    for (auto &[callee, first] : calls) {
      auto [call, count] = first;
      // At the call's location only (the op itself would be printed).
      InFlightDiagnostic diag =
          mlir::emitWarning(call->getLoc())
          << "memplan-plan takes each call of @" << callee.getName() << " ("
          << count
          << " here) for one op: what it allocates while it runs and its "
             "compute time are not in the plan of @"
          << func.getName();
      if (callee.isPublic())
        diag.attachNote(callee->getLoc())
            << "a private function is inlined before planning "
               "(memplan-inline-helpers); this one is public";
      else
        diag.attachNote(callee->getLoc())
            << "this private function is inlined into its callers by "
               "memplan-inline-helpers (memplan-pipeline and memplan-prepare "
               "run it first), unless it calls itself";
    }
  }

  LogicalResult planFunction(FunctionOpInterface func,
                             const DevicePreset &preset,
                             const core::PlanRequest &request,
                             llvm::json::Array &reports) {
    auto costOf = [&](Operation *op) -> double {
      std::optional<OpCost> cost = getAnnotatedCost(op);
      if (!cost)
        cost = estimateCost(op, preset);
      return cost ? cost->seconds * 1e6 : 0.0;
    };
    // Host handles exist between a swap-out and its swap-in: bufferization
    // cannot hand one to a caller.
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      if (isa<HostType>(type)) {
        Operation *where = func;
        if (!func.getFunctionBody().empty())
          where = func.getFunctionBody().back().getTerminator();
        return emitError(where->getLoc())
               << "memplan cannot plan a function that returns a host handle "
                  "(result #"
               << i << " is " << type
               << "): swap it in with memplan.swap_in before returning it";
      }
    FailureOr<PlanningGraph> built = PlanningGraph::build(func, costOf);
    if (failed(built))
      return failure();
    warnAboutCalls(func);
    const core::Graph &graph = built->graph;
    if (!graphOut.empty() &&
        failed(writeTextFile(func, "graph", graphOut, [&](raw_ostream &os) {
          os << core::printNodeLinkGraph(graph, &request.timing);
        })))
      return failure();
    core::PlanRequest inEitherOrder = request;
    if (hoistReaders)
      inEitherOrder.alternativeOrder = getReadersHoistedOrder(func, *built);
    core::RequestResult plan = core::plan(graph, inEitherOrder);
    // At the function's location only: attached to the function, the
    // diagnostic would print all of it (mlir-print-op-on-diagnostic), tens
    // of thousands of lines on a real step, where the notes below name the
    // ops that matter.
    if (!plan.simulation.valid)
      return mlir::emitError(func.getLoc()) << plan.error;
    if (!plan.success) {
      InFlightDiagnostic diag = mlir::emitError(func.getLoc()) << plan.error;
      // The node of the order planned: order[i] is the op of its node i.
      if (plan.blockingNode >= 0)
        diag.attachNote(built->ops[plan.givenNode(plan.blockingNode)]->getLoc())
            << "the op whose working set blocks a lower budget";
      for (core::NodeId v : plan.heldAtLeast)
        diag.attachNote(built->ops[plan.givenNode(v)]->getLoc())
            << "its value (" << graph.node(plan.givenNode(v)).bytes
            << " bytes) is held beside that working set";
      return failure();
    }
    // Planned in the other order: the ops move into it, and the graph built
    // again from them is the one planned.
    FailureOr<PlanningGraph> moved = failure();
    if (!plan.order.empty()) {
      moveOpsIntoOrder(func, *built, plan.order);
      moved = PlanningGraph::build(func, costOf);
      if (failed(moved))
        return failure();
      if (!sameGraph(moved->graph, core::permuteGraph(graph, plan.order)))
        return emitError(func.getLoc())
               << "memplan-plan: the function's ops in the planned order do "
                  "not give the planned graph";
    }
    const PlanningGraph &planning = succeeded(moved) ? *moved : *built;
    const core::Graph &planned = planning.graph;
    core::Strategy chosen = plan.strategy;
    const core::MemoryProfile &baseline = plan.baseline;
    const core::LowerBound &bound = plan.bound;
    int64_t budgetBytes = plan.budget;

    // The plan, for memplan-materialize.
    std::string_view strategyName = core::toString(chosen);
    func->setAttr(kPlanAttr,
                  PlanAttr::get(func.getContext(),
                                StringRef(strategyName.data(),
                                          strategyName.size()),
                                budgetBytes, plan.simulation.peak,
                                int64_t(planned.size()),
                                toPlanEvents(plan.schedule)));

    size_t swaps = 0, recomputes = 0;
    for (const core::PlannedGap &d : plan.decisions)
      (d.decision == core::GapDecision::Swap ? swaps : recomputes)++;
    double baseTime = planned.totalComputeCost();
    mlir::emitRemark(func.getLoc())
        << "memplan-plan (" << core::toString(chosen) << ", budget "
        << budgetBytes << " bytes): peak " << plan.simulation.peak
        << " bytes (unplanned " << baseline.peak << ", lower bound "
        << bound.bytes << "), " << swaps << " swapped and " << recomputes
        << " recomputed gaps, estimated step "
        << fixedOrScientific(plan.simulation.stepTime, 1) << " us (unplanned "
        << fixedOrScientific(baseTime, 1) << " us)";

    llvm::json::Array entries;
    for (const core::PlannedGap &d : plan.decisions) {
      Operation *op = planning.ops[d.node];
      std::string why;
      if (d.decision == core::GapDecision::Swap)
        why = d.estimatedCost <= 0 ? "the copies hide behind compute"
                                   : fixedOrScientific(d.estimatedCost, 2) +
                                         " us of copy not hidden by compute";
      else
        why = "recomputing costs " + fixedOrScientific(d.estimatedCost, 2) +
              " us";
      entries.push_back(llvm::json::Object{
          {"op", op->getName().getStringRef().str()},
          {"loc", describeLoc(op->getLoc())},
          {"bytes", planned.node(d.node).bytes},
          {"decision", std::string(core::toString(d.decision))},
          {"after",
           describeLoc(d.from == d.node ? op->getLoc()
                                        : planning.ops[d.from]->getLoc())},
          {"before", describeLoc(planning.ops[d.to]->getLoc())},
          {"estimated_cost_us", d.estimatedCost},
          {"why", why},
          {"node", d.node},
          {"from_step", d.from},
          {"to_step", d.to},
          {"at_step", d.at}});
    }
    llvm::json::Array before, after;
    for (int64_t v : baseline.curve)
      before.push_back(v);
    for (int64_t v : perStepCurve(planned, plan.schedule, plan.simulation))
      after.push_back(v);
    reports.push_back(llvm::json::Object{
        {"function", func.getName().str()},
        {"strategy", std::string(core::toString(chosen))},
        {"device", preset.name.str()},
        {"budget", budgetBytes},
        {"persistent_bytes", planned.persistentBytes},
        {"result_bytes", planned.resultBytes},
        {"baseline_peak", baseline.peak},
        {"peak", plan.simulation.peak},
        {"lower_bound", bound.bytes},
        {"baseline_step_time_us", baseTime},
        {"step_time_us", plan.simulation.stepTime},
        {"stall_time_us", plan.simulation.stallTime},
        {"overhead",
         core::stepTimeOverhead(plan.simulation.stepTime, baseTime)},
        {"recompute_overhead", plan.simulation.overhead},
        // The ops memplan-materialize emits: one memplan.recompute per
        // computation again (a value kept for several uses is computed
        // once), one swap_in per copy back.
        {"recomputations", int64_t(plan.simulation.recomputes)},
        {"swap_ins", int64_t(plan.simulation.swapIns)},
        {"swap_outs", int64_t(plan.simulation.swapOuts)},
        {"planning_seconds", plan.seconds},
        {"planning_stages",
         llvm::json::Object{
             {"greedy_runs", int64_t(plan.stages.greedyRuns)},
             {"greedy_rounds", int64_t(plan.stages.greedyRounds)},
             {"greedy_seconds", plan.stages.greedySeconds},
             {"refine_seconds", plan.stages.refineSeconds},
             {"exchange_seconds", plan.stages.exchangeSeconds},
             {"exchanges", int64_t(plan.stages.exchanges)},
             {"least_search_seconds", plan.stages.leastSearchSeconds},
             {"bound_seconds", plan.stages.boundSeconds},
             {"values_walked", int64_t(plan.stages.valuesWalked)},
             {"walks_made", int64_t(plan.stages.walksMade)},
             {"walks_reused", int64_t(plan.stages.walksReused)},
             {"steps_resumed", int64_t(plan.stages.stepsResumed)},
             {"refine_steps_resumed", int64_t(plan.stages.refineStepsResumed)},
             {"effort", int64_t(plan.stages.effort)},
             {"effort_limited", plan.stages.effortLimited},
             {"widened_effort", int64_t(plan.stages.widenedEffort)}}},
        {"decisions", std::move(entries)},
        {"memory_before", std::move(before)},
        {"memory_after", std::move(after)}});
    // Recompute-only: the least peak any plan without swaps can reach.
    if (plan.recomputeBound > 0) {
      llvm::json::Object &report = *reports.back().getAsObject();
      report["recompute_bound"] = plan.recomputeBound;
      report["recompute_bound_truncated"] = plan.recomputeBoundTruncated;
    }
    if (frontier > 0)
      reportFrontier(func, graph, inEitherOrder,
                     *reports.back().getAsObject());
    return success();
  }

  /// Whether `a` and `b` have the same nodes (all they carry) and the same
  /// persistent and returned bytes.
  static bool sameGraph(const core::Graph &a, const core::Graph &b) {
    if (a.size() != b.size() || a.persistentBytes != b.persistentBytes ||
        a.resultBytes != b.resultBytes)
      return false;
    for (core::NodeId v = 0; v < core::NodeId(a.size()); ++v) {
      const core::Node &x = a.node(v), &y = b.node(v);
      if (x.name != y.name || x.bytes != y.bytes ||
          x.computeCost != y.computeCost || x.inputs != y.inputs ||
          x.inPlace != y.inPlace || x.canSwap != y.canSwap ||
          x.canRecompute != y.canRecompute || x.backward != y.backward)
        return false;
    }
    return true;
  }

  /// The trade-off between peak and estimated time, for the user to pick a
  /// budget from: a remark and the report's `frontier`.
  void reportFrontier(FunctionOpInterface func, const core::Graph &graph,
                      const core::PlanRequest &request,
                      llvm::json::Object &report) {
    std::vector<core::FrontierPoint> points =
        core::planFrontier(graph, request, frontier);
    llvm::json::Array entries;
    for (const core::FrontierPoint &point : points)
      entries.push_back(llvm::json::Object{
          {"budget", point.budget},
          {"peak", point.peak},
          {"step_time_us", point.stepTime},
          {"overhead", point.overhead},
          {"recomputations", int64_t(point.recomputations)},
          {"swap_ins", int64_t(point.swapIns)}});
    report["frontier"] = std::move(entries);
    if (points.empty())
      return;
    InFlightDiagnostic remark = mlir::emitRemark(func.getLoc());
    remark << "memplan-plan frontier (" << points.size() << " plans, "
           << "peak bytes at estimated step time):";
    for (const core::FrontierPoint &point : points)
      remark << " " << point.peak << " at "
             << fixedOrScientific(point.stepTime, 1) << " us (+"
             << fixedOrScientific(100 * point.overhead, 1) << " %)";
  }

  std::function<void(llvm::json::Array)> onReport;
};

struct MaterializePass
    : mlir::memplan::impl::MemPlanMaterializeBase<MaterializePass> {
  void runOnOperation() override {
    for (FunctionOpInterface func : collectFunctions(getOperation())) {
      if (!func->hasAttr(kPlanAttr))
        continue;
      if (failed(materialize(func)))
        return signalPassFailure();
      func->removeAttr(kPlanAttr);
    }
  }

  static bool isCloneable(Operation *op) {
    return op && op->getNumOperands() == 0 && op->getNumRegions() == 0 &&
           (isa<tensor::EmptyOp>(op) || op->hasTrait<OpTrait::ConstantLike>());
  }

  LogicalResult materialize(FunctionOpInterface func) {
    auto plan = dyn_cast<PlanAttr>(func->getAttr(kPlanAttr));
    if (!plan)
      return emitError(func.getLoc())
             << "expected " << kPlanAttr
             << " to be a #memplan.plan (as memplan-plan writes it), got "
             << func->getAttr(kPlanAttr);
    FailureOr<PlanningGraph> built =
        PlanningGraph::build(func, [](Operation *) { return 0.0; });
    if (failed(built))
      return failure();
    const core::Graph &graph = built->graph;
    if (int64_t(graph.size()) != plan.getNodes())
      return emitError(func.getLoc())
             << "the function changed since it was planned: " << graph.size()
             << " ops to plan, the plan has " << plan.getNodes();
    FailureOr<core::Schedule> read = readSchedule(func, plan, graph);
    if (failed(read))
      return failure();
    const core::Schedule &schedule = *read;

    const SmallVector<Operation *> &ops = built->ops;
    // A node's absorbed ops (pure, read only by the next of its group, in
    // the same block) run where the plan runs the node: right before its
    // op. In program order they may stand before other nodes (an
    // elementwise op whose result only its consumer reads, several ops
    // earlier), where a value the plan frees or brings back by then would
    // be read.
    for (auto [v, absorbed] : llvm::enumerate(built->absorbed))
      for (Operation *member : absorbed)
        member->moveBefore(ops[v]);
    auto tensorResults = [](Operation *op) {
      SmallVector<Value> values;
      for (Value r : op->getResults())
        if (isa<TensorType>(r.getType()))
          values.push_back(r);
      return values;
    };
    // The value each node's results have now, and their host copies.
    std::vector<SmallVector<Value>> current(graph.size()), handles(
                                                               graph.size());
    OpBuilder builder(func.getContext());
    // Maps an original tensor result to its current value. A view over a
    // value that was swapped in or recomputed is built again over the new
    // value, at the builder's insertion point.
    std::function<Value(Value)> currentOf = [&](Value original) -> Value {
      Operation *def = original.getDefiningOp();
      if (def && isTensorView(def)) {
        Value source = def->getOperand(0);
        Value now = currentOf(source);
        if (now == source)
          return original;
        IRMapping mapping;
        mapping.map(source, now);
        return builder.clone(*def, mapping)
            ->getResult(cast<OpResult>(original).getResultNumber());
      }
      auto it = def ? built->nodeOf.find(def) : built->nodeOf.end();
      if (it == built->nodeOf.end() || current[it->second].empty())
        return original;
      SmallVector<Value> results = tensorResults(def);
      for (auto [k, r] : llvm::enumerate(results))
        if (r == original)
          return current[it->second][k];
      return original;
    };

    // The values each node's swap-out copied (while they are its current
    // ones), and the step (a compute or a swap-in starts one) of each
    // node's last use or swap-out so far.
    std::vector<SmallVector<Value>> copiedOut(graph.size());
    std::vector<int64_t> lastRead(graph.size(), -1);
    int64_t step = -1;
    core::NodeId next = 0;
    // Where node `n`'s work starts: its first absorbed op (a linalg.fill
    // before a matmul) or the op. Swap-ins, recomputations and rebuilt
    // views go there, ahead of everything the node reads them from.
    auto frontOf = [&](core::NodeId n) {
      return built->absorbed[n].empty() ? ops[n] : built->absorbed[n].front();
    };
    for (const core::Event &event : schedule) {
      core::NodeId v = event.node;
      Operation *op = ops[v];
      if (event.kind == core::EventKind::Compute ||
          event.kind == core::EventKind::SwapIn)
        ++step;
      if (event.kind == core::EventKind::Compute)
        for (core::NodeId u : graph.node(v).inputs)
          lastRead[u] = step;
      switch (event.kind) {
      case core::EventKind::Compute:
        if (v == next) {
          // The op itself: it reads the current values of its inputs.
          SmallVector<Operation *> group(built->absorbed[v]);
          group.push_back(op);
          builder.setInsertionPoint(frontOf(v));
          for (core::NodeId u : graph.node(v).inputs)
            for (Value original : tensorResults(ops[u])) {
              Value now = currentOf(original);
              if (now != original)
                original.replaceUsesWithIf(now, [&](OpOperand &use) {
                  return llvm::any_of(group, [&](Operation *member) {
                    return member->isAncestor(use.getOwner());
                  });
                });
            }
          current[v] = tensorResults(op);
          ++next;
        } else {
          builder.setInsertionPoint(frontOf(next));
          current[v] = recompute(builder, built->absorbed[v], op, currentOf);
        }
        break;
      case core::EventKind::SwapOut:
        builder.setInsertionPointAfter(op);
        handles[v].clear();
        for (Value value : current[v])
          handles[v].push_back(
              SwapOutOp::create(builder, op->getLoc(), value).getHandle());
        copiedOut[v] = current[v];
        lastRead[v] = step;
        break;
      case core::EventKind::SwapIn:
        builder.setInsertionPoint(frontOf(next));
        current[v].clear();
        for (Value handle : handles[v])
          current[v].push_back(
              SwapInOp::create(builder, op->getLoc(), handle).getValue());
        break;
      case core::EventKind::Free:
        // A swapped-out value freed in a later step than its last use:
        // its buffer stays allocated until here, where the plan expects
        // the copy out to be done (memplan.hold).
        if (!copiedOut[v].empty() && current[v] == copiedOut[v] &&
            lastRead[v] < step) {
          if (next < core::NodeId(ops.size()))
            builder.setInsertionPoint(frontOf(next));
          else
            builder.setInsertionPoint(ops.back()->getBlock()->getTerminator());
          for (Value value : current[v])
            HoldOp::create(builder, op->getLoc(), value);
        }
        copiedOut[v].clear();
        break;
      }
    }

    // The plan counts every SSA tensor as a buffer of its own, allocated
    // where it is computed.
    giveEachUseItsEmpty(func);
    return success();
  }

  /// A memplan.recompute holding clones of `absorbed` and `op`, reading the
  /// current values of what they read (empties and constants are cloned
  /// inside).
  SmallVector<Value> recompute(OpBuilder &builder,
                               ArrayRef<Operation *> absorbed, Operation *op,
                               function_ref<Value(Value)> currentOf) {
    SmallVector<Operation *> group(absorbed.begin(), absorbed.end());
    group.push_back(op);
    llvm::SetVector<Value> used;
    for (Operation *member : group) {
      for (Value operand : member->getOperands())
        if (!llvm::is_contained(group, operand.getDefiningOp()))
          used.insert(operand);
      for (Region &region : member->getRegions())
        getUsedValuesDefinedAbove(region, used);
    }
    SmallVector<Value> inputs, bound;
    SmallVector<Operation *> cloned;
    for (Value value : used) {
      if (isCloneable(value.getDefiningOp())) {
        if (!llvm::is_contained(cloned, value.getDefiningOp()))
          cloned.push_back(value.getDefiningOp());
        continue;
      }
      bound.push_back(value);
      inputs.push_back(currentOf(value));
    }
    auto rec = RecomputeOp::create(builder, op->getLoc(),
                                   op->getResultTypes(), inputs);
    OpBuilder inner = OpBuilder::atBlockBegin(&rec.getBodyBlock());
    IRMapping mapping;
    for (auto [value, arg] :
         llvm::zip(bound, rec.getBodyBlock().getArguments()))
      mapping.map(value, arg);
    for (Operation *def : cloned)
      inner.clone(*def, mapping);
    Operation *copy = nullptr;
    for (Operation *member : group)
      copy = inner.clone(*member, mapping);
    YieldOp::create(inner, op->getLoc(), copy->getResults());
    SmallVector<Value> results;
    for (Value r : rec.getResults())
      if (isa<TensorType>(r.getType()))
        results.push_back(r);
    return results;
  }
};

} // namespace

std::unique_ptr<Pass>
mlir::memplan::createMemPlanPlan(const MemPlanPlanOptions &options,
                                 std::function<void(llvm::json::Array)> onReport) {
  return std::make_unique<PlanPass>(options, std::move(onReport));
}
