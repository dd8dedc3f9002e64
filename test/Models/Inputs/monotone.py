"""Checks memplan-plan results at increasing budgets of one graph: each
plan fits its budget, and no plan is slower than a plan at a lower budget
(whose peak fits the higher budget too). Prints each budget's overhead."""

import json
import sys

plans = [json.load(open(path)) for path in sys.argv[1:]]
for plan in plans:
    assert plan["fits"], plan["budget"]
for low, high in zip(plans, plans[1:]):
    assert low["budget"] < high["budget"]
    assert low["peak"] <= high["budget"]
for k, plan in enumerate(plans):
    overhead = plan["step_time"] / plan["baseline_step_time"] - 1
    slower = [p["budget"] for p in plans[:k]
              if p["step_time"] < plan["step_time"]]
    print(f"budget {plan['budget']}: {100 * overhead:+.2f} %",
          f"slower than at {slower}" if slower else "ok")
