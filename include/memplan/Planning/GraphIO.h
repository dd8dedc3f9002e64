//===- GraphIO.h - graphs and schedules as JSON -----------------*- C++ -*-===//
//
// Node-link JSON training graphs (the Checkmate format: nodes with `id`,
// `name`, `backward`, `cost_cpu`, `cost_ram`; links `source` -> `target`;
// memplan adds the optional node flags `can_swap` and `can_recompute` and the
// optional graph fields `persistent_bytes`, `result_bytes`,
// `host_bandwidth` and `transfer_latency`, at the top level or among the
// graph's attributes (`graph`, networkx's); Moccasin's
// random layered graphs name the same things `name`, `duration`, `out_cost`
// and links `0` -> `1`, and give their program order as the graph's
// `order`) and schedules `{"events": [["compute", 3], ["free", 1], ...]}`.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_GRAPHIO_H
#define MEMPLAN_PLANNING_GRAPHIO_H

#include "memplan/Planning/Schedule.h"
#include "memplan/Planning/Simulator.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace memplan {

/// A node's id in the node-link file it was read from: an integer or a
/// string (networkx writes a graph's node keys as they are).
using FileId = llvm::json::Value;

/// How messages write a file id: an integer as it is, a string quoted.
std::string fileIdText(const FileId &id);

/// The copy timing a node-link file may name: its graph fields
/// `host_bandwidth` (bytes per unit of the nodes' compute cost) and
/// `transfer_latency` (units of compute cost per copy), the timing the
/// costs were estimated with (memplan-plan's graph-out writes the device
/// preset's), finite and not negative.
struct FileTiming {
  std::optional<double> hostBandwidth, transferLatency;
};

/// Parses a node-link graph. Nodes have distinct ids, integers or strings.
/// The program order is the graph's `order` (a topological order of the
/// ids) when it has one (as Moccasin takes it), else the order of the
/// nodes when every link goes from an earlier to a later one, else the
/// topological order that takes the earliest ready node first, where the
/// nodes are in the order of their ids when those are 0..n-1 and else in
/// the order the file lists them. The graph's node k is the k-th of the
/// program order, and `fileIds`, when given, is set to the file's id of
/// each. Nodes named by an integer `name` and no `id` (Moccasin's) are
/// named by it. `timing`, when given, is set to the copy timing the file
/// names. On failure returns false and says why in `error`.
bool parseNodeLinkGraph(std::string_view json, Graph &graph, std::string &error,
                        std::vector<FileId> *fileIds = nullptr,
                        FileTiming *timing = nullptr);

/// Parses a schedule; node ids are checked against `graph`. With
/// `fileIds` (parseNodeLinkGraph's), the schedule names nodes by the
/// file's ids.
bool parseSchedule(std::string_view json, const Graph &graph,
                   Schedule &schedule, std::string &error,
                   const std::vector<FileId> *fileIds = nullptr);

/// The schedule as JSON; with `fileIds`, naming nodes by the file's ids.
std::string printSchedule(const Schedule &schedule,
                          const std::vector<FileId> *fileIds = nullptr);

/// The graph as node-link JSON that parseNodeLinkGraph reads back to an
/// equal graph; with `timing`, naming its copy timing (FileTiming).
std::string printNodeLinkGraph(const Graph &graph,
                               const SimulatorOptions *timing = nullptr);

} // namespace memplan

#endif // MEMPLAN_PLANNING_GRAPHIO_H
