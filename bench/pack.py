#!/usr/bin/env python3
"""Static packing benchmark, side by side with MiniMalloc.

Three parts:
- the instances in ../shared/bench/packing: the arena `memplan-pack` reaches
  minimizing (no capacity) and its ratio to the lower bound, the best single
  greedy placement of the portfolio, and for MiniMalloc's instances whether
  memplan and MiniMalloc fit them at the capacity in their name;
- instances of the same family as MiniMalloc's challenging ones, generated
  here (a 1024 x 1024 grid of 1024-unit cells cut into rectangles by random
  guillotine cuts, some rectangles dropped: feasible at capacity 1048576 by
  construction), memplan and MiniMalloc at that capacity;
- a scaling sweep on synthetic training steps (forward ops whose outputs are
  either saved for the mirrored backward op or read by the next one or two,
  a workspace per op, a gradient per backward op; sizes 80 % up to 64 KiB,
  17 % up to 4 MiB, 3 % up to 32 MiB), with the growth exponent of the CPU
  time (least squares on log-log).

Times are CPU seconds of the child process. memplan runs with its defaults
(a node limit, no time limit) unless --time-limit or --node-limit say
otherwise; MiniMalloc (built from ../shared/peers/minimalloc, outside the
project: --minimalloc PATH) gets --mm-timeout seconds of wall clock per
instance. Every placement either tool returns is checked by memplan's
validator (`memplan-pack` checks its own; MiniMalloc's output is checked
here). Prints Markdown tables; --json writes the raw numbers.
"""

import argparse
import csv
import json
import math
import os
import random
import resource
import subprocess
import sys
import tempfile

import harness


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_memplan(tool, path, extra, limits):
    before = cpu_seconds()
    result = harness.run_json(tool, [path] + extra + limits, (0, 1))
    result["cpu_seconds"] = cpu_seconds() - before
    return result


def read_buffers(path):
    with open(path) as f:
        return [(int(r["id"]), int(r["lower"]), int(r["upper"]), int(r["size"]))
                for r in csv.DictReader(f)]


def valid_placement(buffers, offsets, capacity):
    """Independent check of MiniMalloc's output: every buffer placed inside
    the capacity, no two live at a common time overlapping in memory."""
    events = []
    for i, lower, upper, size in buffers:
        if i not in offsets or offsets[i] < 0 or offsets[i] + size > capacity:
            return False
        if size > 0:
            events.append((lower, 1, i, size))
            events.append((upper, 0, i, size))
    events.sort()
    live = {}
    for time, is_start, i, size in events:
        if not is_start:
            del live[i]
            continue
        lo, hi = offsets[i], offsets[i] + size
        for j, (olo, ohi) in live.items():
            if lo < ohi and olo < hi:
                return False
        live[i] = (lo, hi)
    return True


def run_minimalloc(binary, path, capacity, timeout, tmp):
    out = os.path.join(tmp, "minimalloc.out.csv")
    if os.path.exists(out):
        os.remove(out)
    before = cpu_seconds()
    try:
        subprocess.run([binary, f"--input={path}", f"--output={out}",
                        f"--capacity={capacity}"], capture_output=True,
                       timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    seconds = cpu_seconds() - before
    fits = False
    if os.path.exists(out) and os.path.getsize(out) > 0:
        with open(out) as f:
            offsets = {int(r["id"]): int(r["offset"]) for r in csv.DictReader(f)}
        fits = valid_placement(read_buffers(path), offsets, capacity)
    return {"fits": fits, "cpu_seconds": seconds}


def family_instance(seed, count, drop, unit=1024, grid=1024):
    """Rectangles of a guillotine-cut grid x grid square (time x memory),
    a fraction `drop` of them left out."""
    rng = random.Random(seed)
    rects = [(0, 0, grid, grid)]
    while len(rects) < count:
        areas = [(r[2] - r[0]) * (r[3] - r[1]) for r in rects]
        k = rng.choices(range(len(rects)), weights=areas)[0]
        t0, o0, t1, o1 = rects[k]
        if t1 - t0 < 2 and o1 - o0 < 2:
            continue
        if (rng.random() < 0.5 and t1 - t0 >= 2) or o1 - o0 < 2:
            cut = rng.randint(t0 + 1, t1 - 1)
            rects[k:k + 1] = [(t0, o0, cut, o1), (cut, o0, t1, o1)]
        else:
            cut = rng.randint(o0 + 1, o1 - 1)
            rects[k:k + 1] = [(t0, o0, t1, cut), (t0, cut, t1, o1)]
    rng.shuffle(rects)
    kept = rects[:round(len(rects) * (1 - drop))]
    return [(i, t0 * unit, t1 * unit, (o1 - o0) * unit)
            for i, (t0, o0, t1, o1) in enumerate(kept)]


def training_step(count, seed=1):
    rng = random.Random(seed)

    def size():
        u = rng.random()
        if u < 0.80:
            return rng.randint(1, 256) * 256
        if u < 0.97:
            return rng.randint(256, 16384) * 256
        return rng.randint(16384, 131072) * 256

    forward = max(1, count // 5)
    end = 2 * forward + 2
    rows = []
    for i in range(forward):
        saved = rng.random() < 0.3
        rows.append((i, 2 * forward - i if saved else i + 1 + rng.randint(1, 2),
                     size()))
        rows.append((i, i + 1, size()))
    for k in range(forward):
        op = forward + k
        rows.append((op, op + 1 + rng.randint(1, 2), size()))
        rows.append((op, op + 1, size()))
    while len(rows) < count:
        op = rng.randrange(2 * forward)
        rows.append((op, op + 1, size()))
    return [(i, lower, min(upper, end), s)
            for i, (lower, upper, s) in enumerate(rows[:count])]


def write_csv(path, buffers):
    with open(path, "w") as f:
        f.write("id,lower,upper,size\n")
        for i, lower, upper, size in buffers:
            f.write(f"{i},{lower},{upper},{size}\n")


def fmt_fit(fits, seconds, arena=None):
    if fits is None:
        return "–"
    text = "yes" if fits else "no"
    if arena is not None and fits:
        text += f" {arena}"
    return f"{text} ({seconds:.2f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    harness.add_common_arguments(parser)
    parser.add_argument("--time-limit", help="memplan-pack --time-limit")
    parser.add_argument("--node-limit", help="memplan-pack --node-limit")
    parser.add_argument("--minimalloc",
                        default=os.environ.get("MINIMALLOC", ""),
                        help="MiniMalloc's binary (default: $MINIMALLOC; "
                             "without it, its columns are left out)")
    parser.add_argument("--mm-timeout", type=float, default=20.0)
    parser.add_argument("--extra", action="append", default=[],
                        help="another folder of instances in the CSV format "
                        "of ../shared/bench/packing (e.g. MiniMalloc's "
                        "public benchmarks/asplos2024, whose NAME.CAPACITY."
                        "csv files are packed at that capacity); repeatable")
    parser.add_argument("--family", type=int, default=15,
                        help="generated family instances (0: none)")
    parser.add_argument("--family-sample", type=int, default=60,
                        help="more family instances packed at the capacity "
                        "(seeds 100 on, sizes and drops drawn from the seed; "
                        "MiniMalloc too when given; 0: none)")
    parser.add_argument("--sweep", default="10000,100000,1000000",
                        help="buffer counts of the scaling sweep ('' : none)")
    parser.add_argument("--json", help="write every result here "
                        "(what bench/report.py reads): instances, family, "
                        "sweep, its exponent and the settings")
    args = parser.parse_args()

    tool = os.path.join(args.build_dir, "bin", "memplan-pack")
    folder = os.path.join(args.bench_dir, "packing")
    limits = []
    if args.time_limit:
        limits.append(f"--time-limit={args.time_limit}")
    if args.node_limit:
        limits.append(f"--node-limit={args.node_limit}")
    minimalloc = args.minimalloc if os.path.isfile(args.minimalloc) else None
    with tempfile.TemporaryDirectory(prefix="memplan-pack-bench-") as tmp:
        measure(args, tool, folder, limits, minimalloc, tmp)


def measure(args, tool, folder, limits, minimalloc, tmp):
    instances = []
    for where, kind in [(folder, "shared")] + [(d, "extra")
                                               for d in args.extra]:
        if not os.path.isdir(where):
            continue
        for name in sorted(os.listdir(where)):
            if not name.endswith(".csv"):
                continue
            parts = name.split(".")
            capacity = (int(parts[1]) if len(parts) == 3 and
                        parts[1].isdigit() and
                        (kind == "extra" or name.startswith("minimalloc-"))
                        else None)
            label = name[:-4] if kind == "shared" else \
                f"{os.path.basename(os.path.normpath(where))}/{name[:-4]}"
            instances.append((label, os.path.join(where, name), capacity,
                              kind))
    sizes = (250, 300, 350, 400, 450)
    drops = (0.1, 0.2, 0.3)
    for k in range(args.family):
        count, drop = sizes[k % len(sizes)], drops[(k // len(sizes)) % 3]
        seed = 7919 + k
        path = os.path.join(tmp, f"family-{count}-{drop}-{seed}.csv")
        write_csv(path, family_instance(seed, count, drop))
        instances.append((f"family n={count} drop={drop} seed={seed}", path,
                          1048576, "family"))

    rows = []
    for name, path, capacity, kind in instances:
        minimized = run_memplan(tool, path, [], limits)
        row = {
            "instance": name,
            "kind": kind,
            "buffers": minimized["buffers"],
            "lower_bound": minimized["lower_bound"],
            "arena": minimized.get("arena"),
            "ratio": minimized.get("ratio"),
            "optimal": minimized.get("optimal", False),
            "method": minimized.get("method"),
            "seconds": minimized["seconds"],
            "cpu_seconds": minimized["cpu_seconds"],
        }
        if kind == "shared":
            greedy = harness.run_json(tool, [path, "--portfolio",
                                             "--exact=false"], (0, 1))
            best_name, best_arena = min(greedy["portfolio"].items(),
                                        key=lambda item: (item[1], item[0]))
            row["best_greedy"] = best_name
            row["best_greedy_ratio"] = best_arena / minimized["lower_bound"]
            # The single ordering that most greedy packers use.
            size_arena = greedy["portfolio"].get("best-fit/size")
            if size_arena:
                row["best_fit_size_ratio"] = size_arena / minimized["lower_bound"]
            row["portfolio_seconds"] = greedy["seconds"]
        if capacity is not None:
            fit = run_memplan(tool, path, [f"--capacity={capacity}"], limits)
            row["capacity"] = capacity
            row["fits"] = fit["fits"]
            row["fit_seconds"] = fit["seconds"]
            row["fit_cpu_seconds"] = fit["cpu_seconds"]
            if minimalloc:
                mm = run_minimalloc(minimalloc, path, capacity,
                                    args.mm_timeout, tmp)
                row["minimalloc_fits"] = mm["fits"]
                row["minimalloc_cpu_seconds"] = mm["cpu_seconds"]
        rows.append(row)

    # A larger draw of the family, at the capacity: the instances above are
    # few, and how many fit varies from draw to draw. MiniMalloc too, when
    # given.
    sample = {"instances": 0, "fits": 0, "cpu_seconds": 0.0,
              "minimized_within": 0, "minimized_above_fit": 0,
              "minimized_ratio": 0.0, "minimize_cpu_seconds": 0.0}
    if minimalloc:
        sample.update(minimalloc_fits=0, minimalloc_cpu_seconds=0.0,
                      only_minimalloc=0, neither=0)
    for seed in range(100, 100 + args.family_sample):
        rng = random.Random(seed)
        count = rng.choice([300, 350, 400, 450])
        drop = rng.choice([0.1, 0.2])
        path = os.path.join(tmp, f"sample-{seed}.csv")
        write_csv(path, family_instance(seed, count, drop))
        fit = run_memplan(tool, path, ["--capacity=1048576"], limits)
        sample["instances"] += 1
        sample["fits"] += bool(fit["fits"])
        sample["cpu_seconds"] += fit["cpu_seconds"]
        # Minimizing, against the capacity: never above it where packing
        # at it fits.
        minimized = run_memplan(tool, path, [], limits)
        within = minimized["arena"] <= 1048576
        sample["minimized_within"] += within
        sample["minimized_above_fit"] += bool(fit["fits"]) and not within
        sample["minimized_ratio"] += minimized["ratio"]
        sample["minimize_cpu_seconds"] += minimized["cpu_seconds"]
        if minimalloc:
            mm = run_minimalloc(minimalloc, path, 1048576, args.mm_timeout,
                                tmp)
            sample["minimalloc_fits"] += mm["fits"]
            sample["minimalloc_cpu_seconds"] += mm["cpu_seconds"]
            sample["only_minimalloc"] += mm["fits"] and not fit["fits"]
            sample["neither"] += not mm["fits"] and not fit["fits"]

    sweep = []
    for count in [int(c) for c in args.sweep.split(",") if c]:
        path = os.path.join(tmp, f"step-{count}.csv")
        write_csv(path, training_step(count))
        result = run_memplan(tool, path, [], limits)
        sweep.append({"buffers": count, "lower_bound": result["lower_bound"],
                      "arena": result["arena"], "ratio": result["ratio"],
                      "method": result["method"],
                      "cpu_seconds": result["cpu_seconds"]})
    exponent = None
    points = [(math.log(r["buffers"]), math.log(max(r["cpu_seconds"], 1e-3)))
              for r in sweep]
    if len(points) >= 2:
        mx = sum(x for x, _ in points) / len(points)
        my = sum(y for _, y in points) / len(points)
        exponent = (sum((x - mx) * (y - my) for x, y in points) /
                    sum((x - mx) ** 2 for x, _ in points))

    print("| instance | buffers | LB | memplan minimizing: arena (arena/LB), "
          "CPU-s | memplan at capacity: fits? (CPU-s) | MiniMalloc at "
          "capacity: fits? (CPU-s) |")
    print("|---|---:|---:|---|---|---|")
    for r in rows:
        arena = (f"{r['arena']} ({r['ratio']:.4f}"
                 f"{', opt' if r['optimal'] else ''}), "
                 f"{r['cpu_seconds']:.2f}") if r["arena"] else "–"
        fit = fmt_fit(r.get("fits"), r.get("fit_cpu_seconds", 0))
        mm = fmt_fit(r.get("minimalloc_fits"),
                     r.get("minimalloc_cpu_seconds", 0))
        print(f"| {r['instance']} | {r['buffers']} | {r['lower_bound']} |"
              f" {arena} | {fit} | {mm} |")
    if sample["instances"]:
        print(f"\nFamily sample at the capacity: {sample['fits']} of "
              f"{sample['instances']} fit ({sample['cpu_seconds']:.1f} "
              f"CPU-s). Minimizing: arena within the capacity on "
              f"{sample['minimized_within']}, above it where packing at it "
              f"fits on {sample['minimized_above_fit']} "
              f"({sample['minimize_cpu_seconds']:.1f} CPU-s).")
    if sweep:
        print()
        print("| buffers | LB | arena | arena/LB | method | CPU-s |")
        print("|---:|---:|---:|---:|---|---:|")
        for r in sweep:
            print(f"| {r['buffers']} | {r['lower_bound']} | {r['arena']} |"
                  f" {r['ratio']:.5f} | {r['method']} |"
                  f" {r['cpu_seconds']:.2f} |")
        if exponent is not None:
            print(f"\nCPU time grows as n^{exponent:.2f}.")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"instances": rows, "family_sample": sample,
                       "sweep": sweep,
                       "exponent": exponent,
                       "minimalloc": minimalloc,
                       "minimalloc_requested": args.minimalloc or None,
                       "mm_timeout": args.mm_timeout,
                       "extra": [os.path.abspath(d) for d in args.extra],
                       "time_limit": args.time_limit,
                       "node_limit": args.node_limit}, f, indent=2)


if __name__ == "__main__":
    main()
