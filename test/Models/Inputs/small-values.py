"""Summarizes a memplan-plan result with --decisions for a check of the
values too small to matter: whether the plan fits, its step time against
the unplanned step, and how many of its decisions swap or recompute a value
of fewer bytes than the first argument."""

import json
import sys

limit = int(sys.argv[1])
plan = json.load(sys.stdin)
overhead = plan["step_time"] / plan["baseline_step_time"] - 1
small = [d for d in plan["decisions"] if d["bytes"] < limit]
print(f"fits: {plan['fits']}, step {100 * overhead:+.1f} %,",
      f"{len(plan['decisions'])} decisions, {len(small)} below {limit} bytes")
