//===- Graph.cpp - the training step as a graph of ops ----------*- C++ -*-===//

#include "memplan/Planning/Graph.h"

#include "memplan/Planning/Arithmetic.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <sstream>

using namespace memplan;

NodeId Graph::addNode(Node node) {
  NodeId id = static_cast<NodeId>(nodes.size());
  std::sort(node.inputs.begin(), node.inputs.end());
  node.inputs.erase(std::unique(node.inputs.begin(), node.inputs.end()),
                    node.inputs.end());
  userLists.emplace_back();
  for (NodeId input : node.inputs) {
    assert(input >= 0 && input < id && "inputs must be earlier nodes");
    userLists[input].push_back(id);
  }
  inputIds.insert(inputIds.end(), node.inputs.begin(), node.inputs.end());
  inputStart.push_back(inputIds.size());
  inPlaceIds.insert(inPlaceIds.end(), node.inPlace.begin(), node.inPlace.end());
  inPlaceStart.push_back(inPlaceIds.size());
  computeTotal += node.computeCost;
  byteSizes.push_back(node.bytes);
  computeCosts.push_back(node.computeCost);
  nodes.push_back(std::move(node));
  return id;
}

std::string Graph::validate() const {
  if (persistentBytes < 0)
    return "negative persistent bytes";
  if (resultBytes < 0)
    return "negative result bytes";
  // Every memory total a plan can reach is a sum of some of these, and every
  // step time at most a few passes over the compute costs: bounding the
  // totals here keeps the planners' arithmetic exact and finite.
  std::optional<int64_t> totalBytes = checkedAdd(persistentBytes, resultBytes);
  double totalCost = 0;
  for (size_t id = 0; id < nodes.size(); ++id) {
    const Node &node = nodes[id];
    if (node.bytes < 0)
      return "node " + std::to_string(id) + " has negative size";
    if (!std::isfinite(node.computeCost))
      return "node " + std::to_string(id) + " has a compute cost that is not "
             "a finite number";
    if (node.computeCost < 0)
      return "node " + std::to_string(id) + " has negative compute cost";
    for (NodeId input : node.inputs)
      if (input < 0 || static_cast<size_t>(input) >= id)
        return "node " + std::to_string(id) + " reads node " +
               std::to_string(input) + ", which does not come before it";
    for (NodeId input : node.inPlace)
      if (!std::binary_search(node.inputs.begin(), node.inputs.end(), input))
        return "node " + std::to_string(id) + " writes in place into node " +
               std::to_string(input) + ", which is not one of its inputs";
    if (totalBytes)
      totalBytes = checkedAdd(*totalBytes, node.bytes);
    totalCost += node.computeCost;
  }
  if (!totalBytes)
    return "the sizes of the nodes and the resident bytes add up to more "
           "than 2^63-1 bytes";
  if (!(totalCost <= kMaxTotalComputeCost)) {
    std::ostringstream os;
    os << "the compute costs add up to more than " << kMaxTotalComputeCost
       << " (plans recompute nodes and must keep finite step times)";
    return os.str();
  }
  return "";
}
