#!/usr/bin/env python3
"""Planning time and floors on random layered DAGs.

The graphs rematerialization papers benchmark with: layers of 1-12 nodes,
each node reading 1-11 nodes of the three layers before it (about 5.6 edges
per node), sizes 1 KiB-1 MiB, costs 1-100; and the same with skips: each
input, with probability 1/4, any earlier node instead (edges that span much
of the step, like a network's skip connections, and make recomputation
chains long). Seeded, so every run plans the same graphs. For each graph, strategy and budget (a fraction of the
unplanned peak): whether the plan fits, else the least the strategy reaches
(as a fraction of the unplanned peak), the lower bound of any plan, and the
CPU seconds of the memplan-plan process (parse, plan, least-budget search);
and whether a lower budget ever gave a faster plan or a higher peak than a
higher one of the same graph and strategy (harness.monotone_breaks).
Copies take time: the host link moves the unplanned peak once per unplanned
step time, as in bench/plan.py.
"""

import argparse
import json
import os
import random
import resource
import tempfile

import harness

SIZES = [250, 500, 1000]
SEEDS = [1, 2, 3]
STRATEGIES = ["greedy", "recompute-only"]
FRACTIONS = [0.9, 0.8, 0.7, 0.6, 0.5]
# Graph kinds: the share of inputs read from any earlier node.
KINDS = [("near", 0.0), ("skips", 0.25)]


def layered_dag(nodes, seed, max_width=12, reach=3, max_inputs=11, far=0.0):
    """Node-link JSON of a random layered DAG (ids are a topological order).
    With `far`, each input is, with that probability, any earlier node."""
    rng = random.Random(seed)
    layers = []
    start = 0
    while start < nodes:
        width = min(rng.randint(1, max_width), nodes - start)
        layers.append(range(start, start + width))
        start += width
    links = []
    for index, layer in enumerate(layers):
        earlier = [v for l in layers[max(0, index - reach):index] for v in l]
        for target in layer:
            if not earlier:
                continue
            if not far:
                count = min(len(earlier), rng.randint(1, max_inputs))
                links += [{"source": s, "target": target}
                          for s in sorted(rng.sample(earlier, count))]
                continue
            before = layer.start
            count = min(before, rng.randint(1, max_inputs))
            sources = set()
            while len(sources) < count:
                if rng.random() < far or len(sources) >= len(earlier):
                    sources.add(rng.randrange(before))
                else:
                    sources.add(rng.choice(earlier))
            links += [{"source": s, "target": target}
                      for s in sorted(sources)]
    return {
        "directed": True,
        "nodes": [{"id": v, "cost_cpu": rng.uniform(1, 100),
                   "cost_ram": rng.randint(1, 1024) * 1024}
                  for v in range(nodes)],
        "links": links,
    }


def run_plan(tool, args):
    """memplan-plan's JSON and the CPU seconds of its process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = harness.run_json(tool, args)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return result, cpu


def measure(build_dir):
    tool = os.path.join(build_dir, "bin", "memplan-plan")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for (kind, far), nodes, seed in (
                (k, n, s) for k in KINDS for n in SIZES for s in SEEDS):
            graph = layered_dag(nodes, seed, far=far)
            path = os.path.join(tmp, f"dag{kind}{nodes}-{seed}.json")
            with open(path, "w") as f:
                json.dump(graph, f)
            info, _ = run_plan(tool, [path])
            bandwidth = (info["baseline_peak"] /
                         info["total_compute_cost"])
            for strategy in STRATEGIES:
                for fraction in FRACTIONS:
                    r, cpu = run_plan(tool, [
                        path, f"--strategy={strategy}",
                        f"--budget-fraction={fraction}",
                        f"--host-bandwidth={bandwidth:.6g}"])
                    rows.append({
                        "kind": kind,
                        "nodes": nodes, "edges": len(graph["links"]),
                        "seed": seed, "strategy": strategy,
                        "fraction": fraction, "fits": r["fits"],
                        "peak": r["peak"], "least": r.get("minimum_budget"),
                        "baseline_peak": r["baseline_peak"],
                        "lower_bound": r["lower_bound"],
                        "step_time": r["step_time"],
                        "baseline_step_time": r["baseline_step_time"],
                        "order": r.get("program_order", "given"),
                        "cpu_seconds": cpu})
    return rows


def table(rows):
    out = ["| graphs | nodes | edges | seed | strategy | budget | result | "
           "order | lower bound / peak | CPU-s |",
           "|---|---:|---:|---:|---|---:|---|---|---:|---:|"]
    for r in rows:
        if r["fits"]:
            # The step in another order sums its costs in another order:
            # a difference in the last bits is no overhead.
            slower = 100 * (r["step_time"] / r["baseline_step_time"] - 1)
            if abs(slower) < 0.05:
                slower = 0.0
            result = f"fits, step +{slower:.1f} %"
        else:
            least = r["least"] if r["least"] is not None else r["peak"]
            result = f"no: least {least / r['baseline_peak']:.3f}"
        out.append(f"| {r.get('kind', 'near')} | {r['nodes']} | "
                   f"{r['edges']} | {r['seed']} | "
                   f"{r['strategy']} | {r['fraction']} | {result} | "
                   f"{r.get('order', 'given')} | "
                   f"{r['lower_bound'] / r['baseline_peak']:.3f} | "
                   f"{r['cpu_seconds']:.2f} |")
    return out


def monotone_line(rows):
    """Whether a lower budget ever gave a faster plan or a higher peak than
    a higher one, per graph and strategy (harness.monotone_breaks)."""
    fitting, breaks = harness.monotone_breaks(
        rows, lambda r: (r.get("kind", "near"), r["nodes"], r["seed"],
                         r["strategy"]),
        lambda r: r["step_time"])
    return harness.monotone_sentence(
        "a faster plan or a higher peak, per graph and strategy", fitting,
        breaks,
        lambda lo, hi: f"{lo.get('kind', 'near')} {lo['nodes']} seed "
        f"{lo['seed']} {lo['strategy']} at {lo['fraction']} "
        f"({lo['step_time']:.6g}, {lo['peak']} B) against {hi['fraction']} "
        f"({hi['step_time']:.6g}, {hi['peak']} B)")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build-dir", default="build")
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args()
    rows = measure(args.build_dir)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    print("\n".join(table(rows)))
    print(monotone_line(rows))


if __name__ == "__main__":
    main()
