//===- RandomGraphs.cpp - random training graphs and plans for tests ------===//

#include "RandomGraphs.h"

#include <algorithm>
#include <functional>

using namespace memplan;

Graph memplan::test::randomGraph(std::mt19937 &rng, int nodes,
                                    int maxInputs) {
  Graph graph;
  std::uniform_int_distribution<int64_t> bytes(1, 1000);
  std::uniform_int_distribution<int> cost(1, 20);
  for (int v = 0; v < nodes; ++v) {
    Node node;
    node.name = "n" + std::to_string(v);
    node.bytes = bytes(rng);
    node.computeCost = cost(rng);
    node.backward = v >= nodes / 2;
    int inputs = v == 0 ? 0 : std::uniform_int_distribution<int>(1, maxInputs)(rng);
    for (int i = 0; i < inputs; ++i) {
      // Mostly the previous few nodes, sometimes a long skip connection.
      int back = std::uniform_int_distribution<int>(0, 9)(rng) < 8
                     ? std::uniform_int_distribution<int>(1, std::min(v, 3))(rng)
                     : std::uniform_int_distribution<int>(1, v)(rng);
      node.inputs.push_back(v - back);
    }
    graph.addNode(std::move(node));
  }
  return graph;
}

Graph memplan::test::randomLayeredGraph(std::mt19937 &rng, int nodes,
                                        int maxWidth, int reach, int maxInputs,
                                        double far) {
  Graph graph;
  std::uniform_int_distribution<int64_t> bytes(1024, 1024 * 1024);
  std::uniform_real_distribution<double> cost(1, 100);
  std::vector<int> layerStart = {0};
  while (layerStart.back() < nodes)
    layerStart.push_back(std::min(
        nodes, layerStart.back() +
                   std::uniform_int_distribution<int>(1, maxWidth)(rng)));
  for (size_t layer = 0; layer + 1 < layerStart.size(); ++layer) {
    int from = layerStart[layer >= size_t(reach) ? layer - reach : 0];
    int to = layerStart[layer]; // candidates: [from, to)
    for (int v = layerStart[layer]; v < layerStart[layer + 1]; ++v) {
      Node node;
      node.bytes = bytes(rng);
      node.computeCost = cost(rng);
      if (to > from) {
        int count = std::min(
            to - from, std::uniform_int_distribution<int>(1, maxInputs)(rng));
        std::vector<NodeId> earlier(to - from);
        for (int k = 0; k < to - from; ++k)
          earlier[k] = from + k;
        std::shuffle(earlier.begin(), earlier.end(), rng);
        node.inputs.assign(earlier.begin(), earlier.begin() + count);
        if (far > 0)
          for (NodeId &input : node.inputs)
            if (std::uniform_real_distribution<double>(0, 1)(rng) < far)
              input = std::uniform_int_distribution<NodeId>(0, to - 1)(rng);
        std::sort(node.inputs.begin(), node.inputs.end());
        node.inputs.erase(std::unique(node.inputs.begin(), node.inputs.end()),
                          node.inputs.end());
      }
      graph.addNode(std::move(node));
    }
  }
  return graph;
}

Graph memplan::test::withRandomInPlace(const Graph &graph,
                                       std::mt19937 &rng) {
  Graph out;
  std::uniform_int_distribution<int> percent(0, 99);
  for (NodeId v = 0; v < NodeId(graph.size()); ++v) {
    Node node = graph.node(v);
    if (!node.inputs.empty() && percent(rng) < 50) {
      std::vector<NodeId> inputs = node.inputs;
      std::shuffle(inputs.begin(), inputs.end(), rng);
      inputs.resize(std::min<size_t>(inputs.size(), 1 + percent(rng) % 2));
      node.inPlace = inputs;
      if (percent(rng) < 50)
        node.bytes = graph.node(inputs.front()).bytes;
    }
    out.addNode(std::move(node));
  }
  out.persistentBytes = graph.persistentBytes;
  out.resultBytes = graph.resultBytes;
  return out;
}

Schedule memplan::test::randomValidSchedule(const Graph &graph,
                                               std::mt19937 &rng) {
  Schedule schedule;
  int n = static_cast<int>(graph.size());
  std::vector<bool> resident(n, false), host(n, false), computed(n, false);
  std::uniform_int_distribution<int> percent(0, 99);

  // Makes `v` resident: swap it in when a host copy exists and a coin says
  // so, else recompute it (after making its inputs resident).
  std::function<void(NodeId)> materialize = [&](NodeId v) {
    if (resident[v])
      return;
    if (host[v] && percent(rng) < 60) {
      schedule.push_back({EventKind::SwapIn, v});
    } else {
      for (NodeId input : graph.node(v).inputs)
        materialize(input);
      schedule.push_back({EventKind::Compute, v});
    }
    resident[v] = true;
  };

  for (NodeId v = 0; v < n; ++v) {
    for (NodeId input : graph.node(v).inputs)
      materialize(input);
    schedule.push_back({EventKind::Compute, v});
    resident[v] = computed[v] = true;
    // Random memory events on values that the next node does not read.
    std::vector<NodeId> keep =
        v + 1 < n ? graph.node(v + 1).inputs : std::vector<NodeId>{};
    for (NodeId u = 0; u <= v; ++u) {
      if (!resident[u] ||
          std::find(keep.begin(), keep.end(), u) != keep.end())
        continue;
      int coin = percent(rng);
      if (coin < 15) {
        schedule.push_back({EventKind::SwapOut, u});
        host[u] = true;
      }
      // The step's results (values nobody reads) stay resident.
      if (coin < 40 && !graph.users(u).empty()) {
        schedule.push_back({EventKind::Free, u});
        resident[u] = false;
      }
    }
  }
  return schedule;
}
