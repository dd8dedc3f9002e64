"""The frontier from Python: the plans at several budgets, none beaten on
both peak and time, each planned again by its budget; the picture."""
import sys

import memplan
from memplan import report

step, out = sys.argv[1], sys.argv[2]
text = open(step).read()
p = memplan.plan(text, budget=0.6, strategy="recompute-only", frontier=6)
points = p.frontier
pareto = all(a.peak < b.peak and a.step_time_us > b.step_time_us
             for a, b in zip(points, points[1:]))
print(f"{len(points)} points, pareto: {pareto}")
again = all(
    (q.peak, q.step_time_us) == (r.peak, r.step_time_us)
    for q in points
    for r in [memplan.plan(text, budget=q.budget,
                           strategy="recompute-only")])
print(f"each budget plans its point again: {again}")
print(f"lowest peak at the lower bound or above: "
      f"{points[0].peak >= p.lower_bound}")
report.write_frontier_png(p, out)
print(f"png over 10 KB: {len(open(out, 'rb').read()) > 10000}")
for wrong in (-1, 1001, 2.5):
    try:
        memplan.plan(text, budget=0.6, frontier=wrong)
    except ValueError as error:
        print(error)
