"""Shared pieces of the benchmark scripts."""

import json
import subprocess
import sys


def add_common_arguments(parser):
    parser.add_argument("--build-dir", default="build")
    parser.add_argument("--bench-dir", default="../shared/bench")


def run_json(tool, args, allowed_codes=None):
    """Runs a memplan tool and returns the JSON it prints; exits when it
    prints none (or ends with a code outside `allowed_codes`)."""
    proc = subprocess.run([tool] + args, capture_output=True, text=True)
    failed = not proc.stdout.strip() or (
        allowed_codes is not None and proc.returncode not in allowed_codes)
    if failed:
        sys.exit(f"{' '.join([tool] + args)} failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def plan_arguments(options, then=()):
    """memplan-opt's arguments that plan with `options` (memplan-plan's,
    space-separated) after memplan-prepare, the rewrites memplan-pipeline
    makes before planning (splat constants to fills, elementwise ops in
    place); `then`: pass flags after planning. Both sides of a comparison
    go through them."""
    return ["--memplan-prepare", "--memplan-plan=" + options] + list(then)


def monotone_breaks(rows, group, cost):
    """Where a lower budget did better than a higher one: pairs (lower,
    higher) of plans that fit, of one group (rows with the same `group(r)`),
    where the plan for the lower budget (`fraction`) is faster (`cost(r)`,
    beyond rounding) or peaks higher. Returns the number of plans that fit
    and the pairs."""
    groups = {}
    for r in rows:
        if r.get("fits"):
            groups.setdefault(group(r), []).append(r)
    breaks = []
    for plans in groups.values():
        plans.sort(key=lambda r: r["fraction"])
        for i, lower in enumerate(plans):
            for higher in plans[i + 1:]:
                if higher["fraction"] == lower["fraction"]:
                    continue
                faster = cost(lower) < cost(higher) - 1e-9 * abs(cost(higher))
                if faster or lower["peak"] > higher["peak"]:
                    breaks.append((lower, higher))
    return sum(len(p) for p in groups.values()), breaks


def monotone_sentence(what, fitting, breaks, describe):
    """The line that reports monotone_breaks' result: each pair (lower
    budget, higher one) as `describe` names it."""
    verdict = "yes" if not breaks else "no: " + "; ".join(
        describe(lo, hi) for lo, hi in breaks)
    return (f"Monotone (a lower budget never gives {what}), over the "
            f"{fitting} plans that fit: {verdict}.")
