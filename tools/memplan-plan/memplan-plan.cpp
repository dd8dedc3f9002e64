//===- memplan-plan.cpp - plan and replay training graphs -------*- C++ -*-===//
//
//   memplan-plan GRAPH.json
//       liveness of the unplanned step: baseline peak, lower bound, curve
//   memplan-plan GRAPH.json --replay=SCHEDULE.json [--budget=BYTES]
//       validate a schedule and report its peak, overhead and timing
//
//===----------------------------------------------------------------------===//

#include "memplan/Planning/GraphIO.h"
#include "memplan/Planning/Liveness.h"
#include "memplan/Planning/Simulator.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace memplan;
namespace cl = llvm::cl;

static cl::opt<std::string> graphFile(cl::Positional, cl::Required,
                                      cl::desc("<graph.json>"));
static cl::opt<std::string>
    replayFile("replay", cl::desc("Validate and time this schedule (JSON)"),
               cl::value_desc("schedule.json"));
static cl::opt<int64_t>
    budget("budget", cl::desc("Device memory budget in bytes for --replay"),
           cl::init(-1));
static cl::opt<double> hostBandwidth(
    "host-bandwidth",
    cl::desc("Host link bandwidth in bytes per unit of compute cost (0: "
             "copies take no time)"),
    cl::init(0));
static cl::opt<double> transferLatency(
    "transfer-latency",
    cl::desc("Fixed cost of each copy, in units of compute cost"), cl::init(0));
static cl::opt<int64_t> persistentBytes(
    "persistent-bytes",
    cl::desc("Bytes resident for the whole step (parameters, batch)"),
    cl::init(0));
static cl::opt<bool> printIntervals(
    "intervals", cl::desc("Also print the live interval of every node"));

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-plan") << message << "\n";
  return 1;
}

static bool readFile(const std::string &path, std::string &text) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return false;
  text = (*buffer)->getBuffer().str();
  return true;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(
      argc, argv,
      "memplan-plan: liveness, bounds and schedule replay on training graphs\n");

  std::string text, error;
  if (!readFile(graphFile, text))
    return fail("cannot read '" + graphFile + "'");
  Graph graph;
  if (!parseNodeLinkGraph(text, graph, error))
    return fail(graphFile + ": " + error);
  if (persistentBytes < 0)
    return fail("--persistent-bytes must not be negative");
  graph.persistentBytes = persistentBytes;

  MemoryProfile baseline = baselineProfile(graph);
  LowerBound bound = lowerBound(graph);
  llvm::json::OStream out(llvm::outs(), /*IndentSize=*/1);

  if (replayFile.empty()) {
    out.object([&] {
      out.attribute("nodes", static_cast<int64_t>(graph.size()));
      out.attribute("persistent_bytes", graph.persistentBytes);
      out.attribute("total_compute_cost", graph.totalComputeCost());
      out.attribute("baseline_peak", baseline.peak);
      out.attribute("baseline_peak_step", baseline.peakStep);
      out.attribute("lower_bound", bound.bytes);
      out.attribute("lower_bound_node", bound.node);
      if (bound.node >= 0)
        out.attribute("lower_bound_node_name", graph.node(bound.node).name);
      out.attributeArray("memory_curve", [&] {
        for (int64_t bytes : baseline.curve)
          out.value(bytes);
      });
      if (printIntervals)
        out.attributeArray("intervals", [&] {
          for (const LiveInterval &interval : baseline.intervals)
            out.array([&] {
              out.value(interval.node);
              out.value(interval.start);
              out.value(interval.end);
            });
        });
    });
    llvm::outs() << "\n";
    return 0;
  }

  if (!readFile(replayFile, text))
    return fail("cannot read '" + replayFile + "'");
  Schedule schedule;
  if (!parseSchedule(text, graph, schedule, error))
    return fail(replayFile + ": " + error);
  SimulatorOptions options;
  if (budget >= 0)
    options.budget = budget;
  options.hostBandwidth = hostBandwidth;
  options.transferLatency = transferLatency;
  if (budget >= 0 && budget < bound.bytes)
    llvm::WithColor::warning(llvm::errs(), "memplan-plan")
        << "budget " << budget << " is below the lower bound " << bound.bytes
        << " (working set of node " << bound.node << "); no schedule fits\n";

  SimulationResult result = simulate(graph, schedule, options);
  if (!result.valid) {
    std::string where =
        result.failedEvent < schedule.size()
            ? "event #" + std::to_string(result.failedEvent) + " [" +
                  std::string(toString(schedule[result.failedEvent].kind)) +
                  " " + std::to_string(schedule[result.failedEvent].node) +
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
    out.attribute("overhead", result.overhead);
    out.attribute("compute_cost", result.computeCost);
    out.attribute("step_time", result.stepTime);
    out.attribute("stall_time", result.stallTime);
    out.attribute("recomputes", static_cast<int64_t>(result.recomputes));
    out.attribute("swap_outs", static_cast<int64_t>(result.swapOuts));
    out.attribute("swap_ins", static_cast<int64_t>(result.swapIns));
    out.attribute("swapped_bytes", result.swappedBytes);
  });
  llvm::outs() << "\n";
  return 0;
}
