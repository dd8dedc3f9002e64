#!/usr/bin/env python3
"""Static packing benchmark on the instances in ../shared/bench/packing.

For every instance: the arena `memplan-pack` reaches (minimizing) and its
ratio to the lower bound, the time taken, the best single greedy placement of
the portfolio (run in full, side by side), and for the MiniMalloc instances
whether they fit at the capacity in their name and how long that takes.
Prints a Markdown table; --json writes the raw numbers.
"""

import argparse
import json
import os
import sys

import harness




def main():
    parser = argparse.ArgumentParser(description=__doc__)
    harness.add_common_arguments(parser)
    parser.add_argument("--time-limit", default="30")
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()

    tool = os.path.join(args.build_dir, "bin", "memplan-pack")
    folder = os.path.join(args.bench_dir, "packing")
    if not os.path.isdir(folder):
        sys.exit(f"no packing instances in {folder}")
    rows = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".csv"):
            continue
        path = os.path.join(folder, name)
        minimized = harness.run_json(tool, [path, f"--time-limit={args.time_limit}"], (0, 1))
        greedy = harness.run_json(tool, [path, "--portfolio", "--exact=false"], (0, 1))
        best_name, best_arena = min(greedy["portfolio"].items(),
                                    key=lambda item: (item[1], item[0]))
        # The single ordering that most greedy packers use: best-fit by size.
        size_arena = greedy["portfolio"]["best-fit/size"]
        row = {
            "instance": name[:-4],
            "buffers": minimized["buffers"],
            "lower_bound": minimized["lower_bound"],
            "arena": minimized["arena"],
            "ratio": minimized["ratio"],
            "optimal": minimized["optimal"],
            "method": minimized["method"],
            "seconds": minimized["seconds"],
            "best_greedy": best_name,
            "best_greedy_ratio": best_arena / minimized["lower_bound"],
            "best_fit_size_ratio": size_arena / minimized["lower_bound"],
            "portfolio_seconds": greedy["seconds"],
        }
        parts = name.split(".")
        if name.startswith("minimalloc-") and len(parts) == 3:
            capacity = int(parts[1])
            fit = harness.run_json(tool, [path, f"--capacity={capacity}",
                                          f"--time-limit={args.time_limit}"],
                                   (0, 1))
            row["capacity"] = capacity
            row["fits"] = fit["fits"]
            row["fit_seconds"] = fit["seconds"]
        rows.append(row)

    print("| instance | buffers | LB | arena | arena/LB | method | s |"
          " fits at capacity (s) | best greedy (arena/LB) |"
          " best-fit/size arena/LB | all 15 greedy s |")
    print("|---|---:|---:|---:|---:|---|---:|---|---|---:|---:|")
    for r in rows:
        fit = "–"
        if "capacity" in r:
            fit = (f"{'yes' if r['fits'] else 'NO'} ({r['fit_seconds']:.2f})")
        print(f"| {r['instance']} | {r['buffers']} | {r['lower_bound']} |"
              f" {r['arena']} | {r['ratio']:.4f}"
              f"{' (opt)' if r['optimal'] else ''} | {r['method']} |"
              f" {r['seconds']:.2f} | {fit} |"
              f" {r['best_greedy']} ({r['best_greedy_ratio']:.4f}) |"
              f" {r['best_fit_size_ratio']:.4f} |"
              f" {r['portfolio_seconds']:.2f} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=2)


if __name__ == "__main__":
    main()
