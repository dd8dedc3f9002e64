"""Plans a step from Python and compares the result with memplan-opt's.

  compare_plan.py STEP.mlir BUDGET OPT_REPORT.json OPT_PLANNED.mlir

Prints what the two agree on; exits 1 at the first difference.
"""
import json
import sys

import memplan

step, budget, report_path, planned_path = sys.argv[1:5]
result = memplan.plan(None, budget=float(budget), path=step)
expected = json.load(open(report_path))["functions"][0]

keys = ["function", "strategy", "device", "budget", "persistent_bytes",
        "baseline_peak", "peak", "lower_bound", "memory_before",
        "memory_after"]
for key in keys:
    if getattr(result, key) != expected[key]:
        sys.exit(f"{key}: {getattr(result, key)!r} from Python, "
                 f"{expected[key]!r} from memplan-opt")
ours = [(d.decision, d.bytes, d.node, d.from_step, d.to_step, d.loc)
        for d in result.decisions]
theirs = [(d["decision"], d["bytes"], d["node"], d["from_step"],
           d["to_step"], d["loc"]) for d in expected["decisions"]]
if ours != theirs:
    sys.exit(f"decisions differ:\n{ours}\n{theirs}")
if result.module.strip() != open(planned_path).read().strip():
    sys.exit("the planned modules differ")
print(f"same plan: {len(ours)} decisions "
      f"({sum(d[0] == 'swap' for d in ours)} swaps), peak {result.peak} of "
      f"{result.baseline_peak}, lower bound {result.lower_bound}; "
      "same planned module")
