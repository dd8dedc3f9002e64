"""python3 -m memplan report STEP.mlir --budget 0.5 -o report.png

Plans the step and writes report.png (memory over the step before and after
planning, with swaps, recomputations and the budget line; where each planned
tensor lives over time), report.html (the picture and the decision table)
and report.json (the numbers plotted). With --frontier N also
report-frontier.png: peak against estimated time of the plans at N budgets,
each labelled with the budget that gives it.
"""

import argparse
import os
import sys


def parse_budget(text):
    """A fraction of the unplanned peak (with a decimal point, at most 1:
    0.5) or bytes (an integer, in any notation Python reads: 8000000000,
    8e9)."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        value = float(text)
    except ValueError:
        value = None
    if value is not None and "." in text and 0 < value <= 1:
        return value
    if value is not None and value > 1 and value.is_integer():
        return int(value)
    raise argparse.ArgumentTypeError(
        f"'{text}' is neither a fraction of the unplanned peak (0 < f <= 1, "
        "with a decimal point: 0.5) nor a whole number of bytes (8e9)")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m memplan",
                                     description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    r = commands.add_parser("report", help="plan a step and draw the plan")
    r.add_argument("step", help="a training step in linalg on tensors")
    r.add_argument("--budget", required=True, type=parse_budget,
                   help="bytes, or a fraction of the unplanned peak (0.5)")
    r.add_argument("--device", default="a100-40gb")
    r.add_argument("--strategy", default="greedy")
    r.add_argument("--function", help="the function to plan (default: the "
                   "only one)")
    r.add_argument("--frontier", type=int, default=0,
                   help="also draw the planner's frontier from this many "
                   "budgets")
    r.add_argument("-o", "--output", default="report.png")
    args = parser.parse_args(argv)

    folder = os.path.dirname(args.output) or "."
    if not os.path.isdir(folder):
        print(f"memplan: error: cannot write {args.output}: no directory "
              f"'{folder}'", file=sys.stderr)
        return 1
    try:
        from . import MemPlanError, plan
    except ImportError as error:
        print(f"memplan: error: {error}", file=sys.stderr)
        return 1
    try:
        result = plan(None, budget=args.budget, device=args.device,
                      strategy=args.strategy, function=args.function,
                      path=args.step, frontier=args.frontier)
    except (MemPlanError, ValueError) as error:
        print(f"memplan: error: {error}", file=sys.stderr)
        return 1
    try:
        from . import report
    except ImportError as error:
        print(f"memplan: error: the report needs matplotlib (pip install "
              f"matplotlib; installing memplan with pip brings it): {error}",
              file=sys.stderr)
        return 1
    try:
        png, page, data = report.write_all(result, args.output)
    except OSError as error:
        print(f"memplan: error: cannot write the report: {error}",
              file=sys.stderr)
        return 1
    print(f"peak {result.peak} bytes (unplanned {result.baseline_peak}, "
          f"budget {result.budget}), {len(result.decisions)} planned gaps")
    print(f"wrote {png}, {page}, {data}")
    if result.frontier:
        stem = args.output[:-4] if args.output.endswith(".png") else \
            args.output
        frontier = stem + "-frontier.png"
        try:
            report.write_frontier_png(result, frontier)
        except OSError as error:
            print(f"memplan: error: cannot write the frontier: {error}",
                  file=sys.stderr)
            return 1
        print(f"frontier: {len(result.frontier)} plans, from "
              f"{result.frontier[0].peak} bytes at "
              f"+{100 * result.frontier[0].overhead:.1f} % to "
              f"{result.frontier[-1].peak} bytes at "
              f"+{100 * result.frontier[-1].overhead:.1f} %; wrote {frontier}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
