//===- memplan-pack.cpp - pack buffers with lifetimes into one arena ------===//
//
//   memplan-pack INPUT.csv [--capacity=N] [--output=OUT.csv]
//
// Reads `id,lower,upper,size[,alignment]`, places every buffer, checks the
// placement with the independent validator and prints JSON with the arena,
// the lower bound and the time taken. Exits 1 when the capacity cannot be
// met (or on bad input), 0 otherwise.
//
//===----------------------------------------------------------------------===//

#include "memplan/Planning/Packing.h"
#include "memplan/Planning/PackingIO.h"
#include "memplan/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>

using namespace memplan;
namespace cl = llvm::cl;

/// The options --help shows: this tool's, not every LLVM option linked in.
static cl::OptionCategory toolOptions("memplan-pack options");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<input.csv>"), cl::cat(toolOptions));
static cl::opt<int64_t>
    capacity("capacity",
             cl::desc("Fit within this many bytes (default: minimize)"),
             cl::init(-1), cl::cat(toolOptions));
static cl::opt<std::string>
    outputFile("output", cl::desc("Write the offsets as CSV (id,offset)"),
               cl::value_desc("out.csv"), cl::cat(toolOptions));
static cl::opt<double> timeLimit(
    "time-limit",
    cl::desc("Seconds the packing may take, heuristic portfolio and exact "
             "search (default, negative: no limit, so that the result "
             "depends only on the input and the node limit)"),
    cl::init(-1.0), cl::cat(toolOptions));
static cl::opt<int64_t>
    nodeLimit("node-limit",
              cl::desc("Search nodes the exact search may visit at the "
                       "capacity; minimizing visits as many at the lower "
                       "bound, twice as many over the capacities above "
                       "it and half as many just above the bound; the search "
                       "with time reversed, in turns with "
                       "it, half as many again (negative: no limit)"),
              cl::init(kDefaultPackNodeLimit), cl::cat(toolOptions));
static cl::opt<int64_t> workLimit(
    "work-limit",
    cl::desc("Work the exact search may do over every capacity it tries: "
             "steps that each look at one buffer or time section, which take "
             "about the same time on any instance (unlike nodes, whose cost "
             "grows with the instance; the JSON reports search_work) "
             "(default, negative: no limit)"),
    cl::init(-1), cl::cat(toolOptions));
static cl::opt<bool>
    exact("exact",
          cl::desc("Run the exact search when the greedy portfolio misses "
                   "the lower bound or the capacity"),
          cl::init(true), cl::cat(toolOptions));
static cl::opt<bool> blocks(
    "blocks",
    cl::desc(
        "Where the exact search runs out of nodes at the capacity (or, "
        "minimizing, at any capacity it probes), search there again with the "
        "buffers joined into blocks (those of one lifetime stacked, "
        "and a block and the only one of its size that starts where it "
        "ends, where no other of that size ends there, joined), then "
        "with each rule alone: a placement of the blocks is one of the "
        "buffers. At the capacity and at the lower bound the two searches "
        "take turns, with node limits growing fourfold to --node-limit"),
    cl::init(true), cl::cat(toolOptions));
static cl::opt<int> iterateRounds(
    "iterate-rounds",
    cl::desc("Rounds of iterated greedy placement (skyline and first fit in "
             "turns, what reached above the target first) at most, where the "
             "portfolio and the exact search miss the lower bound or the "
             "capacity (0: none)"),
    cl::init(kDefaultIterateRounds), cl::cat(toolOptions));
static cl::opt<bool> printPortfolio(
    "portfolio",
    cl::desc("Run every greedy placement of the portfolio (even after one "
             "reaches the lower bound) and print the arena of each"), cl::cat(toolOptions));

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-pack") << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::SetVersionPrinter(::memplan::printVersion);
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv, "memplan static buffer packing\n\n"
                  "Places buffers with lifetimes [lower, upper) at offsets in "
                  "one arena.\n");

  if (std::isnan(timeLimit))
    return fail("--time-limit is a number of seconds (negative: no limit), "
                "got nan");

  // Without --capacity the arena is minimized; a negative one given is a
  // mistake, not a request to minimize.
  if (capacity.getNumOccurrences() > 0 && capacity < 0)
    return fail("--capacity is a number of bytes (leave it out to minimize "
                "the arena), got " +
                llvm::Twine(int64_t(capacity)));

  if (iterateRounds < 0)
    return fail("--iterate-rounds is a number of rounds (0: none), got " +
                llvm::Twine(int(iterateRounds)));

  auto text = llvm::MemoryBuffer::getFileOrSTDIN(inputFile);
  if (!text)
    return fail("cannot read '" + inputFile + "': " + text.getError().message());
  std::vector<PackBuffer> buffers;
  std::vector<std::string> names;
  std::string error;
  if (!parsePackingCSV((*text)->getBuffer(), buffers, error, &names))
    return fail(inputFile + ": " + error);

  PackOptions options;
  options.capacity = capacity;
  options.exact = exact;
  options.blocks = blocks;
  options.limits.seconds = timeLimit;
  options.limits.nodes = nodeLimit;
  options.limits.work = workLimit;
  options.fullPortfolio = printPortfolio;
  options.iterateRounds = iterateRounds;
  auto start = std::chrono::steady_clock::now();
  PackResult result = pack(buffers, options);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();

  if (!result.error.empty())
    return fail(inputFile + ": " + result.error);

  llvm::json::Object out;
  out["buffers"] = int64_t(buffers.size());
  out["lower_bound"] = result.lowerBound;
  if (capacity >= 0)
    out["capacity"] = int64_t(capacity);
  out["fits"] = result.success;
  if (result.success) {
    std::string invalid =
        validatePacking(buffers, result.offsets, capacity >= 0 ? capacity : -1);
    if (!invalid.empty())
      return fail("internal error: the placement is invalid: " + invalid);
    out["arena"] = result.arena;
    out["ratio"] = result.lowerBound ? double(result.arena) / result.lowerBound
                                     : 1.0;
    out["optimal"] = result.optimal;
    out["method"] = result.method;
  } else {
    out["proven_infeasible"] = result.provenInfeasible;
  }
  out["iterated_rounds"] = result.iteratedRounds;
  out["search_nodes"] = result.search.nodes;
  out["search_nodes_reversed"] = result.search.reversedNodes;
  out["search_work"] = result.search.work;
  out["seconds"] = seconds;
  if (printPortfolio) {
    llvm::json::Object members;
    for (auto &[name, arena] : result.portfolio)
      members[name] = arena;
    out["portfolio"] = std::move(members);
  }
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(out)))
               << "\n";
  llvm::outs().flush();

  if (!result.success) {
    llvm::WithColor::error(llvm::errs(), "memplan-pack")
        << "the buffers do not fit in " << capacity << " bytes"
        << (result.provenInfeasible ? " (proven: no placement exists)"
                                    : " (search limit reached)")
        << "\n";
    return 1;
  }
  if (!outputFile.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(outputFile, ec, llvm::sys::fs::OF_Text);
    if (ec)
      return fail("cannot write '" + outputFile + "': " + ec.message());
    os << printPackingCSV(buffers, result.offsets, &names);
    os.close();
    if (os.has_error()) {
      std::error_code error = os.error();
      os.clear_error();
      return fail("cannot write '" + outputFile + "': " + error.message());
    }
  }
  return 0;
}
