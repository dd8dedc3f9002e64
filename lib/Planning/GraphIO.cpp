//===- GraphIO.cpp - graphs and schedules as JSON ---------------*- C++ -*-===//

#include "memplan/Planning/GraphIO.h"

#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/JsonDepth.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <queue>

using namespace memplan;
namespace json = llvm::json;


/// The value under the first of `keys` that `object` has.
static const json::Value *firstOf(const json::Object &object,
                                  std::initializer_list<const char *> keys) {
  for (const char *key : keys)
    if (const json::Value *value = object.get(key))
      return value;
  return nullptr;
}

/// An integer as it is (3 and 3.0 are one id), a string quoted.
std::string memplan::fileIdText(const FileId &id) {
  if (std::optional<int64_t> number = id.getAsInteger())
    return std::to_string(*number);
  return llvm::formatv("{0}", id).str();
}

/// The node ids of a node-link file: each node's id, and its node by the id.
struct FileIdIndex {
  std::vector<json::Value> ids;
  std::map<std::string, int64_t> nodeOf;
  /// The node `id` names, if it names one.
  std::optional<int64_t> find(const json::Value *id) const {
    if (!id || (!id->getAsInteger() && !id->getAsString()))
      return std::nullopt;
    auto it = nodeOf.find(fileIdText(*id));
    if (it == nodeOf.end())
      return std::nullopt;
    return it->second;
  }
  std::string text(int64_t v) const { return fileIdText(ids[v]); }
};

/// The program order of a graph that gives one, or whose nodes are not in
/// a topological order: the graph's "order" when it has one (Moccasin's
/// random layered graphs do), else the topological order that takes the
/// smallest ready node first. Empty, with `error` set, when there is none.
static std::vector<int64_t>
programOrder(const json::Object &root,
             const std::vector<std::vector<int64_t>> &inputs,
             const FileIdIndex &index, std::string &error) {
  const size_t n = inputs.size();
  std::vector<int64_t> order;
  const json::Object *attributes = root.getObject("graph");
  const json::Value *value = attributes ? attributes->get("order") : nullptr;
  if (value) {
    const json::Array *given = value->getAsArray();
    if (!given) {
      error = "\"graph\".\"order\" must be an array of node ids";
      return {};
    }
    std::vector<char> placed(n, 0);
    for (size_t k = 0; k < given->size(); ++k) {
      std::optional<int64_t> id = index.find(&(*given)[k]);
      if (!id || placed[*id]) {
        error = "\"graph\".\"order\" #" + std::to_string(k) +
                ": expected each node id once";
        return {};
      }
      for (int64_t input : inputs[*id])
        if (!placed[input]) {
          error = "\"graph\".\"order\" puts node " + index.text(*id) +
                  " before its input " + index.text(input);
          return {};
        }
      placed[*id] = 1;
      order.push_back(*id);
    }
    if (order.size() != n) {
      error = "\"graph\".\"order\" names " + std::to_string(order.size()) +
              " of the " + std::to_string(n) + " nodes";
      return {};
    }
    return order;
  }
  std::vector<std::vector<int64_t>> users(n);
  std::vector<size_t> waiting(n, 0);
  for (size_t v = 0; v < n; ++v) {
    waiting[v] = inputs[v].size();
    for (int64_t input : inputs[v])
      users[input].push_back(int64_t(v));
  }
  std::priority_queue<int64_t, std::vector<int64_t>, std::greater<>> ready;
  for (size_t v = 0; v < n; ++v)
    if (!waiting[v])
      ready.push(int64_t(v));
  while (!ready.empty()) {
    int64_t v = ready.top();
    ready.pop();
    order.push_back(v);
    for (int64_t user : users[v])
      if (--waiting[user] == 0)
        ready.push(user);
  }
  if (order.size() != n) {
    size_t stuck = 0;
    while (!waiting[stuck])
      ++stuck;
    error = "the links make a cycle (through node " + index.text(stuck) + ")";
    return {};
  }
  return order;
}

bool memplan::parseNodeLinkGraph(std::string_view text, Graph &graph,
                                 std::string &error,
                                 std::vector<FileId> *fileIds,
                                 FileTiming *timing) {
  json::Value root(nullptr);
  if (!parseCheckedJson(text, root, error))
    return false;
  const json::Object *object = root.getAsObject();
  const json::Array *nodes = object ? object->getArray("nodes") : nullptr;
  // networkx's node_link_data writes the links as "links", or as "edges"
  // (its edges= argument, the default from networkx 3.6 on).
  const json::Array *links = nullptr;
  if (object)
    for (const char *key : {"links", "edges"})
      if ((links = object->getArray(key)))
        break;
  if (!nodes || !links) {
    error = "expected an object with arrays \"nodes\" and \"links\" (or "
            "\"edges\")";
    return false;
  }

  // Node ids: "id", an integer or a string (a networkx graph of named
  // layers), or in Moccasin's random layered graphs (no "id") an integer
  // "name". Ids 0..n-1 number the nodes; other ids number them in the
  // order they are listed.
  const size_t n = nodes->size();
  std::vector<const json::Value *> listed(n);
  bool dense = true;
  for (size_t i = 0; i < n; ++i) {
    const json::Object *entry = (*nodes)[i].getAsObject();
    const json::Value *id = entry ? entry->get("id") : nullptr;
    if (const json::Value *name = entry ? entry->get("name") : nullptr;
        !id && name && name->getAsInteger())
      id = name;
    if (!id || (!id->getAsInteger() && !id->getAsString())) {
      error = "node #" + std::to_string(i) +
              ": expected an \"id\" (an integer or a string), or Moccasin's "
              "integer \"name\"";
      return false;
    }
    listed[i] = id;
    std::optional<int64_t> number = id->getAsInteger();
    dense &= number && *number >= 0 && size_t(*number) < n;
  }
  std::vector<int64_t> slot(n);
  FileIdIndex index;
  index.ids.assign(n, nullptr);
  for (size_t i = 0; i < n; ++i) {
    slot[i] = dense ? *listed[i]->getAsInteger() : int64_t(i);
    if (!index.nodeOf.emplace(fileIdText(*listed[i]), slot[i]).second) {
      error = "node #" + std::to_string(i) + ": id " + fileIdText(*listed[i]) +
              " is repeated";
      return false;
    }
    index.ids[slot[i]] = *listed[i];
  }

  // Their bytes "cost_ram" or "out_cost", their cost "cost_cpu" or
  // "duration".
  std::vector<Node> parsed(n);
  for (size_t i = 0; i < n; ++i) {
    const json::Object *entry = (*nodes)[i].getAsObject();
    const json::Value *costValue = firstOf(*entry, {"cost_cpu", "duration"});
    const json::Value *ramValue = firstOf(*entry, {"cost_ram", "out_cost"});
    std::optional<double> cost =
        costValue ? costValue->getAsNumber() : std::nullopt;
    std::optional<double> ram =
        ramValue ? ramValue->getAsNumber() : std::nullopt;
    if (!cost || !ram) {
      error = "node #" + std::to_string(i) +
              ": expected numeric \"cost_cpu\" and \"cost_ram\" (or "
              "Moccasin's \"duration\" and \"out_cost\")";
      return false;
    }
    if (const json::Value *params = entry->get("param_cost");
        params && params->getAsNumber() != 0.0) {
      error = "node #" + std::to_string(i) +
              ": \"param_cost\" other than 0 is not supported: give the "
              "parameters' bytes as the graph's \"persistent_bytes\"";
      return false;
    }
    const int64_t self = slot[i];
    Node &node = parsed[self];
    // Named by their "name", else by an id that is a name: a string, or
    // Moccasin's integer "name".
    if (std::optional<llvm::StringRef> name = entry->getString("name"))
      node.name = name->str();
    else if (std::optional<llvm::StringRef> id = index.ids[self].getAsString())
      node.name = id->str();
    else if (!entry->get("id"))
      node.name = index.text(self);
    if (const json::Value *backward = entry->get("backward")) {
      if (!backward->getAsBoolean()) {
        error = "node #" + std::to_string(i) +
                ": \"backward\" must be true or false";
        return false;
      }
      node.backward = *backward->getAsBoolean();
    }
    for (auto [key, flag] : {std::pair<const char *, bool *>{"can_swap",
                                                             &node.canSwap},
                             {"can_recompute", &node.canRecompute}})
      if (const json::Value *value = entry->get(key)) {
        if (!value->getAsBoolean()) {
          error = "node #" + std::to_string(i) + ": \"" + key +
                  "\" must be true or false";
          return false;
        }
        *flag = *value->getAsBoolean();
      }
    if (const json::Value *value = entry->get("in_place")) {
      const json::Array *ids = value->getAsArray();
      for (size_t k = 0; ids && k < ids->size(); ++k) {
        std::optional<int64_t> input = index.find(&(*ids)[k]);
        if (!input || *input == self) {
          ids = nullptr;
          break;
        }
        node.inPlace.push_back(static_cast<NodeId>(*input));
      }
      if (!ids) {
        error = "node #" + std::to_string(i) +
                ": \"in_place\" must be an array of ids of earlier nodes";
        return false;
      }
    }
    // Integers as they are (a double cannot hold every int64_t); whole
    // numbers written with a fraction or exponent are accepted too.
    std::optional<int64_t> bytes = ramValue->getAsInteger();
    if (!bytes && isByteCount(*ram))
      bytes = static_cast<int64_t>(*ram);
    if (!bytes || *bytes < 0) {
      error = "node #" + std::to_string(i) +
              ": \"cost_ram\" must be a whole number of bytes from 0 to "
              "2^63-1";
      return false;
    }
    if (!std::isfinite(*cost) || *cost < 0) {
      error = "node #" + std::to_string(i) +
              ": \"cost_cpu\" must be a finite number, at least 0";
      return false;
    }
    node.computeCost = *cost;
    node.bytes = *bytes;
  }
  // Links "source" -> "target", or "0" -> "1" (Moccasin's random layered
  // graphs).
  std::vector<std::vector<int64_t>> inputs(parsed.size());
  bool topological = true;
  for (size_t i = 0; i < links->size(); ++i) {
    const json::Object *entry = (*links)[i].getAsObject();
    std::optional<int64_t> source =
        entry ? index.find(firstOf(*entry, {"source", "0"})) : std::nullopt;
    std::optional<int64_t> target =
        entry ? index.find(firstOf(*entry, {"target", "1"})) : std::nullopt;
    if (!source || !target) {
      error = "link #" + std::to_string(i) +
              ": expected \"source\" and \"target\" naming nodes";
      return false;
    }
    if (*source == *target) {
      error = "link #" + std::to_string(i) + " goes from node " +
              index.text(*source) + " to itself";
      return false;
    }
    topological &= *source < *target;
    inputs[*target].push_back(*source);
  }
  // A graph with an "order", or whose ids are not a topological order:
  // the nodes are taken in the program order (programOrder) and numbered
  // by their place in it.
  const json::Object *attributes = object->getObject("graph");
  std::vector<int64_t> order;
  if (!topological || (attributes && attributes->get("order"))) {
    order = programOrder(*object, inputs, index, error);
    if (order.empty() && !parsed.empty())
      return false;
  }
  std::vector<int64_t> place(parsed.size());
  for (size_t k = 0; k < order.size(); ++k)
    place[order[k]] = int64_t(k);
  if (order.empty())
    for (size_t v = 0; v < parsed.size(); ++v)
      place[v] = int64_t(v);
  for (size_t v = 0; v < parsed.size(); ++v) {
    for (int64_t input : inputs[v])
      parsed[v].inputs.push_back(NodeId(place[input]));
    std::sort(parsed[v].inputs.begin(), parsed[v].inputs.end());
    for (NodeId &input : parsed[v].inPlace) {
      if (place[input] >= place[v]) {
        error = "node " + index.text(v) +
                ": \"in_place\" names a node that comes after it";
        return false;
      }
      input = NodeId(place[input]);
    }
  }

  graph = Graph();
  if (fileIds)
    fileIds->clear();
  for (size_t k = 0; k < parsed.size(); ++k) {
    size_t v = order.empty() ? k : size_t(order[k]);
    graph.addNode(std::move(parsed[v]));
    if (fileIds)
      fileIds->push_back(std::move(index.ids[v]));
  }
  // A graph field: at the top level, or among the graph's attributes
  // (networkx writes G.graph there).
  auto graphField = [&](const char *key) -> const json::Value * {
    if (const json::Value *value = object->get(key))
      return value;
    return attributes ? attributes->get(key) : nullptr;
  };
  for (auto [key, bytes] :
       {std::pair<const char *, int64_t *>{"persistent_bytes",
                                           &graph.persistentBytes},
        {"result_bytes", &graph.resultBytes}})
    if (const json::Value *value = graphField(key)) {
      std::optional<int64_t> parsedBytes = value->getAsInteger();
      if (!parsedBytes || *parsedBytes < 0) {
        error = std::string("\"") + key +
                "\" must be a whole number of bytes from 0 to 2^63-1";
        return false;
      }
      *bytes = *parsedBytes;
    }
  FileTiming named;
  for (auto [key, field] : {std::pair<const char *, std::optional<double> *>{
                                "host_bandwidth", &named.hostBandwidth},
                            {"transfer_latency", &named.transferLatency}})
    if (const json::Value *value = graphField(key)) {
      std::optional<double> number = value->getAsNumber();
      if (!number || !std::isfinite(*number) || *number < 0) {
        error =
            std::string("\"") + key + "\" must be a finite number, at least 0";
        return false;
      }
      *field = *number;
    }
  if (timing)
    *timing = named;
  error = graph.validate();
  return error.empty();
}

bool memplan::parseSchedule(std::string_view text, const Graph &graph,
                            Schedule &schedule, std::string &error,
                            const std::vector<FileId> *fileIds) {
  // The graph's node of each file id.
  std::map<std::string, NodeId> nodeOf;
  if (fileIds)
    for (size_t v = 0; v < fileIds->size(); ++v)
      nodeOf.emplace(fileIdText((*fileIds)[v]), NodeId(v));
  json::Value root(nullptr);
  if (!parseCheckedJson(text, root, error))
    return false;
  const json::Object *object = root.getAsObject();
  const json::Array *events = object ? object->getArray("events") : nullptr;
  if (!events) {
    error = "expected an object with an array \"events\"";
    return false;
  }
  schedule.clear();
  schedule.reserve(events->size());
  for (size_t i = 0; i < events->size(); ++i) {
    const json::Array *pair = (*events)[i].getAsArray();
    std::optional<llvm::StringRef> kindName =
        pair && pair->size() == 2 ? (*pair)[0].getAsString() : std::nullopt;
    const json::Value *id = pair && pair->size() == 2 ? &(*pair)[1] : nullptr;
    EventKind kind;
    if (!kindName || !id || (!id->getAsInteger() && !id->getAsString())) {
      error = "event #" + std::to_string(i) +
              ": expected [\"compute\"|\"free\"|\"swap_out\"|\"swap_in\", id]";
      return false;
    }
    if (!parseEventKind(std::string_view(kindName->data(), kindName->size()),
                        kind)) {
      error = "event #" + std::to_string(i) + ": unknown event kind \"" +
              kindName->str() + "\"";
      return false;
    }
    std::optional<NodeId> node;
    if (fileIds) {
      if (auto it = nodeOf.find(fileIdText(*id)); it != nodeOf.end())
        node = it->second;
    } else if (std::optional<int64_t> number = id->getAsInteger();
               number && *number >= 0 && size_t(*number) < graph.size()) {
      node = NodeId(*number);
    }
    if (!node) {
      error = "event #" + std::to_string(i) + ": node " + fileIdText(*id) +
              " is not in the graph";
      return false;
    }
    schedule.push_back({kind, *node});
  }
  return true;
}

std::string memplan::printSchedule(const Schedule &schedule,
                                   const std::vector<FileId> *fileIds) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\"events\": [";
  for (size_t i = 0; i < schedule.size(); ++i) {
    os << (i ? ", " : "") << "[\"" << toString(schedule[i].kind) << "\", ";
    if (fileIds)
      os << fileIdText((*fileIds)[schedule[i].node]);
    else
      os << schedule[i].node;
    os << "]";
  }
  os << "]}\n";
  return text;
}

std::string memplan::printNodeLinkGraph(const Graph &graph,
                                        const SimulatorOptions *timing) {
  json::Array nodes, links;
  for (NodeId v = 0; v < NodeId(graph.size()); ++v) {
    const Node &node = graph.node(v);
    json::Object entry{{"id", v},
                       {"cost_cpu", node.computeCost},
                       {"cost_ram", node.bytes},
                       {"backward", node.backward}};
    if (!node.name.empty())
      entry["name"] = node.name;
    if (!node.canSwap)
      entry["can_swap"] = false;
    if (!node.canRecompute)
      entry["can_recompute"] = false;
    if (!node.inPlace.empty())
      entry["in_place"] = json::Array(node.inPlace);
    nodes.push_back(std::move(entry));
    for (NodeId u : graph.inputs(v))
      links.push_back(json::Object{{"source", u}, {"target", v}});
  }
  json::Object root{{"directed", true},
                    {"nodes", std::move(nodes)},
                    {"links", std::move(links)}};
  if (graph.persistentBytes)
    root["persistent_bytes"] = graph.persistentBytes;
  if (graph.resultBytes)
    root["result_bytes"] = graph.resultBytes;
  if (timing) {
    root["host_bandwidth"] = timing->hostBandwidth;
    root["transfer_latency"] = timing->transferLatency;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", json::Value(std::move(root))) << "\n";
  return text;
}
