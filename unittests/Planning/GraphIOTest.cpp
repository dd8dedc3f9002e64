//===- GraphIOTest.cpp - graphs and schedules as JSON -----------*- C++ -*-===//

#include "memplan/Planning/GraphIO.h"

#include "RandomGraphs.h"

#include "gtest/gtest.h"

using namespace memplan;

namespace {

const char *kGraph = R"({"directed": true, "nodes": [
  {"id": 1, "name": "b", "backward": true, "cost_cpu": 2, "cost_ram": 20},
  {"id": 0, "name": "a", "backward": false, "cost_cpu": 1, "cost_ram": 10}],
  "links": [{"source": 0, "target": 1}, {"source": 0, "target": 1}]})";

/// `s` printed naming nodes by `ids` is `expected`, and parses back to `s`.
void expectScheduleByIds(const Schedule &s, const Graph &g,
                         const std::vector<FileId> &ids,
                         const std::string &expected) {
  std::string text = printSchedule(s, &ids);
  EXPECT_EQ(text, expected);
  Schedule back;
  std::string error;
  ASSERT_TRUE(parseSchedule(text, g, back, error, &ids)) << error;
  EXPECT_EQ(back, s);
}

TEST(GraphIO, ParsesNodeLinkGraphs) {
  Graph g;
  std::string error;
  ASSERT_TRUE(parseNodeLinkGraph(kGraph, g, error)) << error;
  ASSERT_EQ(g.size(), 2u);
  EXPECT_EQ(g.node(0).name, "a");
  EXPECT_EQ(g.node(1).bytes, 20);
  EXPECT_TRUE(g.node(1).backward);
  EXPECT_EQ(g.node(1).inputs, std::vector<NodeId>{0}); // duplicate link merged
  EXPECT_EQ(g.users(0), std::vector<NodeId>{1});
}

TEST(GraphIO, ReadsEdgesAsLinks) {
  // networkx's node_link_data(G, edges="edges"), its default from 3.6 on.
  Graph g;
  std::string error;
  std::string text = kGraph;
  text.replace(text.find("\"links\""), 7, "\"edges\"");
  ASSERT_TRUE(parseNodeLinkGraph(text, g, error)) << error;
  EXPECT_EQ(g.node(1).inputs, std::vector<NodeId>{0});
}

// The copy timing a graph's costs were estimated with travels with it:
// printed with the graph, read back as it was; a file without it names
// none.
TEST(GraphIO, CarriesCopyTiming) {
  Graph g;
  std::string error;
  ASSERT_TRUE(parseNodeLinkGraph(kGraph, g, error)) << error;
  FileTiming timing;
  timing.hostBandwidth = 7;
  ASSERT_TRUE(parseNodeLinkGraph(kGraph, g, error, nullptr, &timing));
  EXPECT_FALSE(timing.hostBandwidth);
  EXPECT_FALSE(timing.transferLatency);

  SimulatorOptions link;
  link.hostBandwidth = 55000;
  link.transferLatency = 0.5;
  Graph back;
  ASSERT_TRUE(parseNodeLinkGraph(printNodeLinkGraph(g, &link), back, error,
                                 nullptr, &timing))
      << error;
  EXPECT_EQ(timing.hostBandwidth, std::optional<double>(55000));
  EXPECT_EQ(timing.transferLatency, std::optional<double>(0.5));
  // Among the graph's attributes too (networkx's G.graph).
  ASSERT_TRUE(parseNodeLinkGraph(
      R"({"graph": {"host_bandwidth": 12.5},
          "nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 8}], "links": []})",
      back, error, nullptr, &timing))
      << error;
  EXPECT_EQ(timing.hostBandwidth, std::optional<double>(12.5));
  EXPECT_FALSE(timing.transferLatency);
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"transfer_latency": -1,
          "nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 8}], "links": []})",
      back, error));
  EXPECT_EQ(error, "\"transfer_latency\" must be a finite number, at least 0");
}

TEST(GraphIO, RejectsBadGraphs) {
  Graph g;
  std::string error;
  EXPECT_FALSE(parseNodeLinkGraph("{", g, error));
  EXPECT_NE(error.find("invalid JSON"), std::string::npos);
  EXPECT_FALSE(parseNodeLinkGraph(R"({"nodes": []})", g, error));
  EXPECT_EQ(error, "expected an object with arrays \"nodes\" and \"links\" "
                   "(or \"edges\")");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 1, "cost_cpu": 1, "cost_ram": 1}],
          "links": [{"source": 1, "target": 0}, {"source": 0, "target": 1}]})",
      g, error));
  EXPECT_EQ(error, "the links make a cycle (through node 0)");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 1}],
          "links": [{"source": 0, "target": 0}]})",
      g, error));
  EXPECT_EQ(error, "link #0 goes from node 0 to itself");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 3, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 3, "cost_cpu": 1, "cost_ram": 1}], "links": []})",
      g, error));
  EXPECT_EQ(error, "node #1: id 3 is repeated");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": "a", "cost_cpu": 1, "cost_ram": 1},
                    {"id": "a", "cost_cpu": 1, "cost_ram": 1}], "links": []})",
      g, error));
  EXPECT_EQ(error, "node #1: id \"a\" is repeated");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 1.5, "cost_cpu": 1, "cost_ram": 1}], "links": []})",
      g, error));
  EXPECT_EQ(error, "node #0: expected an \"id\" (an integer or a string), "
                   "or Moccasin's integer \"name\"");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"name": "conv", "cost_cpu": 1, "cost_ram": 1}],
          "links": []})",
      g, error));
  EXPECT_EQ(error, "node #0: expected an \"id\" (an integer or a string), "
                   "or Moccasin's integer \"name\"");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 0, "cost_ram": 1}], "links": []})", g, error));
  EXPECT_EQ(error, "node #0: expected numeric \"cost_cpu\" and \"cost_ram\" "
                   "(or Moccasin's \"duration\" and \"out_cost\")");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": "x", "cost_cpu": 1, "cost_ram": 1}],
          "links": [{"source": "x", "target": "y"}]})",
      g, error));
  EXPECT_EQ(error, "link #0: expected \"source\" and \"target\" naming "
                   "nodes");
  // An id names a node as it is written: 0 and "0" are two nodes.
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": "0", "cost_cpu": 1, "cost_ram": 1},
                    {"id": 0, "cost_cpu": 1, "cost_ram": 1}],
          "links": [{"source": "0", "target": 0}, {"source": 0, "target": "0"}]})",
      g, error));
  EXPECT_EQ(error, "the links make a cycle (through node \"0\")");
}

// networkx writes a graph's node keys as they are: names of layers, or
// integers that are not 0..n-1. Nodes are then taken in the order the file
// lists them, in a topological order of the links, and named by their ids.
TEST(GraphIO, ParsesStringAndSparseIds) {
  Graph g;
  std::string error;
  std::vector<FileId> ids;
  ASSERT_TRUE(parseNodeLinkGraph(
      R"({"graph": {"persistent_bytes": 100, "result_bytes": 4},
          "nodes": [
            {"id": "loss", "cost_cpu": 1, "cost_ram": 4},
            {"id": "conv1", "cost_cpu": 3, "cost_ram": 16},
            {"id": "relu1", "cost_cpu": 1, "cost_ram": 16, "in_place": ["conv1"]},
            {"id": "input", "cost_cpu": 0, "cost_ram": 8}],
          "links": [{"source": "input", "target": "conv1"},
                    {"source": "conv1", "target": "relu1"},
                    {"source": "relu1", "target": "loss"}]})",
      g, error, &ids))
      << error;
  ASSERT_EQ(g.size(), 4u);
  // Listed out of order: the earliest ready node first.
  EXPECT_EQ(ids, (std::vector<FileId>{"input", "conv1", "relu1", "loss"}));
  EXPECT_EQ(g.node(1).inputs, (std::vector<NodeId>{0}));
  EXPECT_EQ(g.node(2).inPlace, (std::vector<NodeId>{1}));
  // The replays' array of in-place inputs says the same, node by node.
  for (NodeId v = 0; v < NodeId(g.size()); ++v) {
    NodeIds inPlace = g.inPlace(v);
    EXPECT_EQ(std::vector<NodeId>(inPlace.begin(), inPlace.end()),
              g.node(v).inPlace)
        << "node " << v;
  }
  EXPECT_EQ(g.node(3).bytes, 4);
  // The graph's attributes, where networkx writes them.
  EXPECT_EQ(g.persistentBytes, 100);
  EXPECT_EQ(g.resultBytes, 4);
  EXPECT_EQ(g.node(0).name, "input"); // no "name": its id

  // Schedules name them by their ids.
  expectScheduleByIds(
      {{EventKind::Compute, 0}, {EventKind::Compute, 1}, {EventKind::Free, 0}},
      g, ids,
      "{\"events\": [[\"compute\", \"input\"], [\"compute\", \"conv1\"], "
      "[\"free\", \"input\"]]}\n");
  Schedule back;
  EXPECT_FALSE(parseSchedule(R"({"events": [["compute", "conv2"]]})", g, back,
                             error, &ids));
  EXPECT_EQ(error, "event #0: node \"conv2\" is not in the graph");

  // Integer ids that are not 0..n-1 keep the order they are listed in.
  ASSERT_TRUE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 10, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 30, "cost_cpu": 1, "cost_ram": 2},
                    {"id": 20, "cost_cpu": 1, "cost_ram": 3}],
          "links": [{"source": 10, "target": 30}, {"source": 30, "target": 20}]})",
      g, error, &ids))
      << error;
  EXPECT_EQ(ids, (std::vector<FileId>{10, 30, 20}));
  EXPECT_EQ(g.node(2).bytes, 3);
  EXPECT_EQ(g.node(2).inputs, (std::vector<NodeId>{1}));
  // 20.0 is the id 20.
  ASSERT_TRUE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 10, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 20, "cost_cpu": 1, "cost_ram": 3}],
          "links": [{"source": 10.0, "target": 20.0}]})",
      g, error, &ids))
      << error;
  EXPECT_EQ(g.node(1).inputs, (std::vector<NodeId>{0}));
}

// Moccasin's random layered graphs: nodes named by their ids, "duration"
// and "out_cost", links "0" -> "1", ids that are not a topological order
// and the program order in the graph's "order".
const char *kMoccasin = R"({"directed": true, "graph": {"order": [0, 3, 2, 1]},
  "nodes": [
    {"out_cost": 5, "param_cost": 0, "duration": 0, "name": 0},
    {"out_cost": 7, "param_cost": 0, "duration": 4, "name": 1},
    {"out_cost": 9, "param_cost": 0, "duration": 2, "name": 2},
    {"out_cost": 11, "param_cost": 0, "duration": 3, "name": 3}],
  "links": [{"0": 0, "1": 2}, {"0": 0, "1": 3}, {"0": 3, "1": 2},
            {"0": 2, "1": 1}, {"0": 3, "1": 1}]})";

TEST(GraphIO, ParsesMoccasinGraphsInTheirOrder) {
  Graph g;
  std::string error;
  std::vector<FileId> ids;
  ASSERT_TRUE(parseNodeLinkGraph(kMoccasin, g, error, &ids)) << error;
  ASSERT_EQ(g.size(), 4u);
  EXPECT_EQ(ids, (std::vector<FileId>{0, 3, 2, 1}));
  std::vector<std::string> names;
  std::vector<int64_t> bytes;
  std::vector<double> costs;
  for (const Node &node : g.getNodes()) {
    names.push_back(node.name);
    bytes.push_back(node.bytes);
    costs.push_back(node.computeCost);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"0", "3", "2", "1"}));
  EXPECT_EQ(bytes, (std::vector<int64_t>{5, 11, 9, 7}));
  EXPECT_EQ(costs, (std::vector<double>{0, 3, 2, 4}));
  EXPECT_EQ(g.inputs(1).size(), 1u);
  EXPECT_EQ(g.node(2).inputs, (std::vector<NodeId>{0, 1}));
  EXPECT_EQ(g.node(3).inputs, (std::vector<NodeId>{1, 2}));

  // Schedules name nodes by the file's ids.
  expectScheduleByIds(
      {{EventKind::Compute, 0}, {EventKind::Compute, 1}, {EventKind::Free, 1}},
      g, ids,
      "{\"events\": [[\"compute\", 0], [\"compute\", 3], [\"free\", 3]]}\n");

  // Without an order, the smallest ready id goes first.
  std::string unordered = kMoccasin;
  unordered.replace(unordered.find("\"order\": [0, 3, 2, 1]"),
                    std::string("\"order\": [0, 3, 2, 1]").size(),
                    "\"kind\": 1");
  ASSERT_TRUE(parseNodeLinkGraph(unordered, g, error, &ids)) << error;
  EXPECT_EQ(ids, (std::vector<FileId>{0, 3, 2, 1}));

  // An order is the program order also where the ids are a topological
  // order (Moccasin takes it whenever a graph has one).
  ASSERT_TRUE(parseNodeLinkGraph(
      R"({"graph": {"order": [1, 0, 2]},
          "nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 1, "cost_cpu": 1, "cost_ram": 2},
                    {"id": 2, "cost_cpu": 1, "cost_ram": 3}],
          "links": [{"source": 0, "target": 2}, {"source": 1, "target": 2}]})",
      g, error, &ids))
      << error;
  EXPECT_EQ(ids, (std::vector<FileId>{1, 0, 2}));
  EXPECT_EQ(g.node(0).bytes, 2);
}

TEST(GraphIO, RejectsBadOrders) {
  Graph g;
  std::string error;
  std::string text = kMoccasin;
  auto withOrder = [&](const char *order) {
    std::string changed = text;
    changed.replace(changed.find("[0, 3, 2, 1]"), 12, order);
    return changed;
  };
  EXPECT_FALSE(parseNodeLinkGraph(withOrder("[0, 2, 3, 1]"), g, error));
  EXPECT_EQ(error, "\"graph\".\"order\" puts node 2 before its input 3");
  EXPECT_FALSE(parseNodeLinkGraph(withOrder("[0, 3, 3, 1]"), g, error));
  EXPECT_EQ(error, "\"graph\".\"order\" #2: expected each node id once");
  EXPECT_FALSE(parseNodeLinkGraph(withOrder("[0, 3, 2]   "), g, error));
  EXPECT_EQ(error, "\"graph\".\"order\" names 3 of the 4 nodes");
  EXPECT_FALSE(parseNodeLinkGraph(withOrder("7           "), g, error));
  EXPECT_EQ(error, "\"graph\".\"order\" must be an array of node ids");
  std::string params = text;
  params.replace(params.find("\"param_cost\": 0"), 15, "\"param_cost\": 8");
  EXPECT_FALSE(parseNodeLinkGraph(params, g, error));
  EXPECT_EQ(error, "node #0: \"param_cost\" other than 0 is not supported: "
                   "give the parameters' bytes as the graph's "
                   "\"persistent_bytes\"");
}

TEST(GraphIO, SchedulesRoundTrip) {
  Graph g;
  std::string error;
  ASSERT_TRUE(parseNodeLinkGraph(kGraph, g, error)) << error;
  Schedule s = {{EventKind::Compute, 0}, {EventKind::SwapOut, 0},
                {EventKind::Free, 0},    {EventKind::SwapIn, 0},
                {EventKind::Compute, 1}};
  std::string text = printSchedule(s);
  EXPECT_EQ(text, "{\"events\": [[\"compute\", 0], [\"swap_out\", 0], "
                  "[\"free\", 0], [\"swap_in\", 0], [\"compute\", 1]]}\n");
  Schedule back;
  ASSERT_TRUE(parseSchedule(text, g, back, error)) << error;
  EXPECT_EQ(back, s);
}

TEST(GraphIO, GraphsRoundTrip) {
  std::mt19937 rng(7);
  for (int iter = 0; iter < 50; ++iter) {
    Graph g = test::withRandomInPlace(test::randomGraph(rng, 1 + iter % 30),
                                      rng);
    for (NodeId v = 0; v < NodeId(g.size()); ++v)
      g.setMovable(v, rng() % 3 != 0, rng() % 4 != 0);
    g.setBytes(0, int64_t(1) << 62); // past what a double holds exactly
    g.persistentBytes = iter % 2 ? 12345 : 0;
    g.resultBytes = iter % 3 ? 678 : 0;
    std::string text = printNodeLinkGraph(g), error;
    Graph back;
    ASSERT_TRUE(parseNodeLinkGraph(text, back, error)) << error << "\n" << text;
    ASSERT_EQ(back.size(), g.size());
    EXPECT_EQ(back.persistentBytes, g.persistentBytes);
    EXPECT_EQ(back.resultBytes, g.resultBytes);
    for (NodeId v = 0; v < NodeId(g.size()); ++v) {
      const Node &a = g.node(v), &b = back.node(v);
      EXPECT_EQ(a.name, b.name);
      EXPECT_EQ(a.bytes, b.bytes);
      EXPECT_EQ(a.computeCost, b.computeCost);
      EXPECT_EQ(a.backward, b.backward);
      EXPECT_EQ(a.inputs, b.inputs);
      EXPECT_EQ(a.canSwap, b.canSwap);
      EXPECT_EQ(a.canRecompute, b.canRecompute);
      EXPECT_EQ(a.inPlace, b.inPlace);
    }
  }
  Graph g;
  std::string error;
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 1,
                     "can_swap": 1}], "links": []})",
      g, error));
  EXPECT_EQ(error, "node #0: \"can_swap\" must be true or false");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 1, "cost_cpu": 1, "cost_ram": 1, "in_place": [1]}],
          "links": [{"source": 0, "target": 1}]})",
      g, error));
  EXPECT_EQ(error, "node #1: \"in_place\" must be an array of ids of "
                   "earlier nodes");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [{"id": 0, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 1, "cost_cpu": 1, "cost_ram": 1},
                    {"id": 2, "cost_cpu": 1, "cost_ram": 1, "in_place": [0]}],
          "links": [{"source": 1, "target": 2}]})",
      g, error));
  EXPECT_EQ(error, "node 2 writes in place into node 0, which is not one of "
                   "its inputs");
  EXPECT_FALSE(parseNodeLinkGraph(
      R"({"nodes": [], "links": [], "persistent_bytes": -1})", g, error));
  EXPECT_EQ(error, "\"persistent_bytes\" must be a whole number of bytes "
                   "from 0 to 2^63-1");
}

TEST(GraphIO, RejectsBadSchedules) {
  Graph g;
  std::string error;
  ASSERT_TRUE(parseNodeLinkGraph(kGraph, g, error)) << error;
  Schedule s;
  EXPECT_FALSE(parseSchedule(R"({"events": [["compute", 0], ["drop", 1]]})",
                             g, s, error));
  EXPECT_EQ(error, "event #1: unknown event kind \"drop\"");
  EXPECT_FALSE(parseSchedule(R"({"events": [["compute", 5]]})", g, s, error));
  EXPECT_EQ(error, "event #0: node 5 is not in the graph");
  EXPECT_FALSE(parseSchedule(R"({"events": [["compute"]]})", g, s, error));
  EXPECT_NE(error.find("event #0: expected"), std::string::npos);
}

} // namespace
