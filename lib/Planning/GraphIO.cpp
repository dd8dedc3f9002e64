//===- GraphIO.cpp - graphs and schedules as JSON ---------------*- C++ -*-===//

#include "memplan/Planning/GraphIO.h"

#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/JsonDepth.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace memplan;
namespace json = llvm::json;

namespace {

bool parseJSON(std::string_view text, json::Value &value, std::string &error) {
  if (error = jsonDepthError(text); !error.empty())
    return false;
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    error = "invalid JSON: " + llvm::toString(parsed.takeError());
    return false;
  }
  value = std::move(*parsed);
  return true;
}

} // namespace

bool memplan::parseNodeLinkGraph(std::string_view text, Graph &graph,
                                 std::string &error) {
  json::Value root(nullptr);
  if (!parseJSON(text, root, error))
    return false;
  const json::Object *object = root.getAsObject();
  const json::Array *nodes = object ? object->getArray("nodes") : nullptr;
  const json::Array *links = object ? object->getArray("links") : nullptr;
  if (!nodes || !links) {
    error = "expected an object with arrays \"nodes\" and \"links\"";
    return false;
  }

  std::vector<Node> parsed(nodes->size());
  std::vector<bool> seen(nodes->size(), false);
  for (size_t i = 0; i < nodes->size(); ++i) {
    const json::Object *entry = (*nodes)[i].getAsObject();
    std::optional<int64_t> id = entry ? entry->getInteger("id") : std::nullopt;
    std::optional<double> cost =
        entry ? entry->getNumber("cost_cpu") : std::nullopt;
    std::optional<double> ram =
        entry ? entry->getNumber("cost_ram") : std::nullopt;
    if (!id || !cost || !ram) {
      error = "node #" + std::to_string(i) +
              ": expected numeric \"id\", \"cost_cpu\" and \"cost_ram\"";
      return false;
    }
    if (*id < 0 || static_cast<size_t>(*id) >= nodes->size() || seen[*id]) {
      error = "node #" + std::to_string(i) + ": id " + std::to_string(*id) +
              " is out of range or repeated; ids must be 0.." +
              std::to_string(nodes->size() - 1);
      return false;
    }
    seen[*id] = true;
    Node &node = parsed[*id];
    if (std::optional<llvm::StringRef> name = entry->getString("name"))
      node.name = name->str();
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
        std::optional<int64_t> input = (*ids)[k].getAsInteger();
        if (!input || *input < 0 || *input >= *id) {
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
    std::optional<int64_t> bytes = entry->getInteger("cost_ram");
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
  for (size_t i = 0; i < links->size(); ++i) {
    const json::Object *entry = (*links)[i].getAsObject();
    std::optional<int64_t> source =
        entry ? entry->getInteger("source") : std::nullopt;
    std::optional<int64_t> target =
        entry ? entry->getInteger("target") : std::nullopt;
    if (!source || !target || *source < 0 || *target < 0 ||
        static_cast<size_t>(*source) >= parsed.size() ||
        static_cast<size_t>(*target) >= parsed.size()) {
      error = "link #" + std::to_string(i) +
              ": expected \"source\" and \"target\" naming nodes";
      return false;
    }
    if (*source >= *target) {
      error = "link #" + std::to_string(i) + " goes from node " +
              std::to_string(*source) + " to node " + std::to_string(*target) +
              "; ids must be a topological order";
      return false;
    }
    parsed[*target].inputs.push_back(static_cast<NodeId>(*source));
  }

  graph = Graph();
  for (Node &node : parsed)
    graph.addNode(std::move(node));
  for (auto [key, bytes] :
       {std::pair<const char *, int64_t *>{"persistent_bytes",
                                           &graph.persistentBytes},
        {"result_bytes", &graph.resultBytes}})
    if (const json::Value *value = object->get(key)) {
      std::optional<int64_t> parsedBytes = value->getAsInteger();
      if (!parsedBytes || *parsedBytes < 0) {
        error = std::string("\"") + key +
                "\" must be a whole number of bytes from 0 to 2^63-1";
        return false;
      }
      *bytes = *parsedBytes;
    }
  error = graph.validate();
  return error.empty();
}

bool memplan::parseSchedule(std::string_view text, const Graph &graph,
                            Schedule &schedule, std::string &error) {
  json::Value root(nullptr);
  if (!parseJSON(text, root, error))
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
    std::optional<int64_t> node =
        pair && pair->size() == 2 ? (*pair)[1].getAsInteger() : std::nullopt;
    EventKind kind;
    if (!kindName || !node) {
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
    if (*node < 0 || static_cast<size_t>(*node) >= graph.size()) {
      error = "event #" + std::to_string(i) + ": node " +
              std::to_string(*node) + " is not in the graph";
      return false;
    }
    schedule.push_back({kind, static_cast<NodeId>(*node)});
  }
  return true;
}

std::string memplan::printSchedule(const Schedule &schedule) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\"events\": [";
  for (size_t i = 0; i < schedule.size(); ++i)
    os << (i ? ", " : "") << "[\"" << toString(schedule[i].kind) << "\", "
       << schedule[i].node << "]";
  os << "]}\n";
  return text;
}

std::string memplan::printNodeLinkGraph(const Graph &graph) {
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
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", json::Value(std::move(root))) << "\n";
  return text;
}
