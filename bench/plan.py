#!/usr/bin/env python3
"""Planner benchmark on the Checkmate training graphs in ../shared/bench/remat.

For every graph, budget (0.5-0.9 x the unplanned peak) and strategy: whether
the plan fits (judged by the simulator's replay), its peak, the
recomputation overhead (extra compute / step compute), the step time on a
compute and a copy stream relative to the unplanned step, and the planning
time. Copies need a host bandwidth in bytes per cost unit: by default the
link moves the unplanned peak once per unplanned step time
(--link-factor scales that).
"""

import argparse
import json
import os
import sys

import harness

STRATEGIES = ["greedy", "recompute-only", "swap-only", "sqrt"]
FRACTIONS = [0.5, 0.6, 0.7, 0.8, 0.9]




def main():
    parser = argparse.ArgumentParser(description=__doc__)
    harness.add_common_arguments(parser)
    parser.add_argument("--link-factor", type=float, default=1.0)
    parser.add_argument("--optimal-nodes", type=int, default=100,
                        help="run the MILP on graphs up to this many nodes")
    parser.add_argument("--time-limit", default="60",
                        help="seconds for the MILP per budget")
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()

    tool = os.path.join(args.build_dir, "bin", "memplan-plan")
    folder = os.path.join(args.bench_dir, "remat")
    if not os.path.isdir(folder):
        sys.exit(f"no training graphs in {folder}")
    rows = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        path = os.path.join(folder, name)
        info = harness.run_json(tool, [path])
        bandwidth = (args.link_factor * info["baseline_peak"] /
                     info["total_compute_cost"])
        print(f"\n### {name[:-5]}: {info['nodes']} nodes, unplanned peak "
              f"{info['baseline_peak']}, lower bound {info['lower_bound']} "
              f"({info['lower_bound'] / info['baseline_peak']:.3f}), host "
              f"bandwidth {bandwidth:.4g} B/unit\n")
        optimal = info["nodes"] <= args.optimal_nodes
        print("| budget | " + " | ".join(STRATEGIES) +
              (" | optimal (MILP) |" if optimal else " |"))
        print("|---|" + "---|" * (len(STRATEGIES) + optimal))
        for fraction in FRACTIONS:
            cells = []
            for strategy in STRATEGIES:
                r = harness.run_json(tool, [path, f"--strategy={strategy}",
                               f"--budget-fraction={fraction}",
                               f"--host-bandwidth={bandwidth}"])
                r.update(graph=name[:-5], fraction=fraction)
                rows.append(r)
                slow = r["step_time"] / r["baseline_step_time"] - 1
                if r["fits"]:
                    cells.append(f"fits: peak {r['peak'] / r['baseline_peak']:.3f},"
                                 f" recompute +{100 * r['recompute_overhead']:.1f} %,"
                                 f" step +{100 * slow:.1f} %"
                                 f" ({1000 * r['planning_seconds']:.1f} ms)")
                else:
                    cells.append(f"no: min {r['minimum_budget'] / r['baseline_peak']:.3f}")
            if optimal:
                r = harness.run_json(tool, [path, "--strategy=optimal",
                               f"--budget-fraction={fraction}",
                               f"--host-bandwidth={bandwidth}",
                               f"--time-limit={args.time_limit}"])
                r.update(graph=name[:-5], fraction=fraction)
                rows.append(r)
                total = r["baseline_step_time"]
                if r["fits"]:
                    what = ("proven optimal" if r["proven_optimal"] else
                            "heuristic start kept; CBC stopped at its deadline"
                            if r.get("solver_stopped") else
                            "greedy start kept" if r["from_start"] else
                            "best found")
                    if r["objective_bound"] is None:
                        bound = "no objective bound"
                    else:
                        gap = max(0.0, r["objective_bound"] / total - 1)
                        bound = f"objective bound +{100 * gap:.2f} %"
                    slow = r["step_time"] / total - 1
                    cells.append(f"recompute +{100 * r['recompute_overhead']:.2f} %,"
                                 f" step +{100 * slow:.2f} %, {r['swap_ins']}"
                                 f" swap-ins ({what}; {bound},"
                                 f" {r['planning_seconds']:.1f} s)")
                elif r["proven_infeasible"]:
                    cells.append("infeasible (proven)")
                else:
                    cells.append(f"nothing in {r['planning_seconds']:.0f} s")
            print(f"| {fraction:.1f} | " + " | ".join(cells) + " |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=2)


if __name__ == "__main__":
    main()
