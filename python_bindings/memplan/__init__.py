"""memplan from Python: plan a training step under a memory budget.

    import memplan
    result = memplan.plan(open("step.mlir").read(), budget=0.5)
    result.peak, result.lower_bound, result.overhead
    result.decisions[0].decision            # "swap" or "recompute"
    result.memory_before, result.memory_after   # bytes at every step

Errors (a module that does not parse, a budget out of reach) raise
MemPlanError with MLIR's diagnostics.

`memplan.torch` makes, plans and checks the training step of a PyTorch
module (it needs torch and torch-mlir; the rest of the package does not).

The extension (`_memplan`, memplan and MLIR 22) is loaded on first use, not
on import: `memplan.torch` runs torch-mlir in a subprocess and loads it only
after, for memplan's passes on torch-mlir's output; a process must never hold
it beside torch-mlir's own copy of MLIR.
"""

import json
import operator
from dataclasses import dataclass, field
from typing import List

__all__ = ["plan", "plan_all", "run_pipeline", "MemPlanError", "Plan",
           "FrontierPoint",
           "Decision"]


def _extension():
    try:
        from . import _memplan
    except ImportError as error:
        import os
        raise ImportError(
            "memplan's compiled extension is not beside "
            f"{os.path.dirname(__file__)} (a source tree's memplan?): use "
            "the package CMake builds (<build>/python_packages) or install "
            f"it (pip install <build>/python_packages): {error}") from error
    return _memplan


def __getattr__(name):
    if name in ("MemPlanError", "run_pipeline"):
        return getattr(_extension(), name)
    raise AttributeError(f"module 'memplan' has no attribute '{name}'")


@dataclass
class Decision:
    """One planned gap of a tensor: swapped out and back, or recomputed."""
    op: str
    loc: str
    bytes: int
    decision: str
    after: str
    before: str
    estimated_cost_us: float
    why: str
    node: int = 0
    from_step: int = 0
    to_step: int = 0
    at_step: int = 0


@dataclass
class FrontierPoint:
    """One plan of the trade-off between memory and time: `budget` plans it
    again (planning is deterministic)."""
    budget: int
    peak: int
    step_time_us: float
    overhead: float
    recomputations: int
    swap_ins: int


@dataclass
class Plan:
    """The plan of one function, as memplan-plan reports it."""
    function: str
    strategy: str
    device: str
    budget: int
    persistent_bytes: int
    baseline_peak: int
    peak: int
    lower_bound: int
    baseline_step_time_us: float
    step_time_us: float
    overhead: float
    planning_seconds: float
    decisions: List[Decision]
    memory_before: List[int]
    memory_after: List[int]
    module: str = field(repr=False, default="")
    report: dict = field(repr=False, default_factory=dict)
    # Where planning_seconds went (the report's planning_stages): greedy
    # runs and rounds, seconds per stage.
    planning_stages: dict = field(repr=False, default_factory=dict)
    # With frontier=N: the plans no other beats on both peak and estimated
    # step time, in increasing peak.
    frontier: List[FrontierPoint] = field(repr=False, default_factory=list)
    # recompute-only: the bytes no plan without swaps goes below (else 0).
    recompute_bound: int = 0


def _budget(budget):
    """The extension's budget arguments: bytes (int) or a fraction (float)."""
    # bool is an int in Python: neither a byte count nor a fraction.
    if isinstance(budget, float):
        # Refused here: the extension reads a negative fraction as none
        # given.
        if not budget >= 0.0:
            raise ValueError(f"the budget fraction {budget:g} is out of "
                             "range: a fraction of the unplanned peak is "
                             "above 0 and at most 1e6")
        return {"budget_fraction": budget}
    if isinstance(budget, int) and not isinstance(budget, bool):
        if budget < 0:
            raise ValueError(f"the budget of {budget} bytes is negative")
        return {"budget_bytes": budget}
    raise TypeError("budget is bytes (int) or a fraction of the "
                    "unplanned peak (float)")


# The most budgets a frontier is planned at (memplan-plan's frontier option,
# kMaxFrontierBudgets): each is a plan of its own.
MAX_FRONTIER = 1000


def plan_all(module_text, budget, device="a100-40gb", strategy="greedy",
             functions=None, path=None, frontier=0):
    """Plans every function; returns one Plan per function, after the
    rewrites memplan-pipeline makes before planning (splat constants of
    64 KiB or more to fills, a fill of its own for every op that writes
    into a shared one, elementwise ops into an input that dies at them).
    With `path`,
    the module is read from that file (locations then name it). With
    `frontier=N`, each Plan also has the planner's frontier from N budgets
    between the lower bound and the unplanned peak (at most 1000: each is a
    plan of its own)."""
    try:
        budgets = operator.index(frontier)
    except TypeError:
        budgets = -1
    if isinstance(frontier, bool) or not 0 <= budgets <= MAX_FRONTIER:
        raise ValueError("frontier is a number of budgets from 0 (none) to "
                         f"{MAX_FRONTIER}, got {frontier!r}")
    text, report = _extension().plan(
        path if path is not None else module_text, device=device,
        strategy=strategy, frontier=budgets,
        functions=list(functions or []), from_file=path is not None,
        **_budget(budget))
    data = json.loads(report)
    plans = []
    for entry in data["functions"]:
        decisions = [Decision(**d) for d in entry["decisions"]]
        points = [FrontierPoint(**p) for p in entry.get("frontier", [])]
        fields = {k: entry[k] for k in Plan.__dataclass_fields__
                  if k in entry and k not in ("decisions", "frontier")}
        plans.append(Plan(decisions=decisions, module=text, report=entry,
                          frontier=points, **fields))
    return plans


def plan(module_text, budget, device="a100-40gb", strategy="greedy",
         function=None, path=None, frontier=0):
    """Plans the module's function (`function`, or its only one).

    `budget` is bytes (int) or a fraction of the unplanned peak (float).
    Pass `module_text=None, path=FILE` to read the module from a file. The
    planned module (with memplan ops) is `Plan.module`.
    """
    plans = plan_all(module_text, budget, device, strategy,
                     [function] if function else None, path, frontier)
    if len(plans) != 1:
        raise _extension().MemPlanError(
            f"the module has {len(plans)} planned functions; name one "
            "with function=")
    return plans[0]
