//===- RandomGraphs.h - random training graphs and plans for tests --------===//

#ifndef MEMPLAN_UNITTESTS_PLANNING_RANDOMGRAPHS_H
#define MEMPLAN_UNITTESTS_PLANNING_RANDOMGRAPHS_H

#include "memplan/Planning/Schedule.h"

#include <random>

namespace memplan::test {

/// A random DAG of `nodes` nodes; each reads up to `maxInputs` earlier nodes,
/// mostly recent ones, as layers of a network do.
Graph randomGraph(std::mt19937 &rng, int nodes, int maxInputs = 3);

/// A random layered DAG of the kind rematerialization papers benchmark on:
/// layers of 1 to `maxWidth` nodes, each node reading 1 to `maxInputs`
/// nodes of the `reach` layers before its own, random sizes and costs.
/// With `far`, each input is, with that probability, any earlier node
/// instead (skip edges that span much of the step).
Graph randomLayeredGraph(std::mt19937 &rng, int nodes, int maxWidth = 12,
                         int reach = 3, int maxInputs = 11, double far = 0);

/// `graph` with random in-place inputs (Node::inPlace): about half the
/// nodes with inputs write into one or two of them, and some of those have
/// exactly their first in-place input's size.
Graph withRandomInPlace(const Graph &graph, std::mt19937 &rng);

/// A random but valid plan: computes every node in id order, and around that
/// frees, swaps out, swaps in and recomputes values at random, always keeping
/// what the next compute needs resident.
Schedule randomValidSchedule(const Graph &graph, std::mt19937 &rng);

} // namespace memplan::test

#endif
