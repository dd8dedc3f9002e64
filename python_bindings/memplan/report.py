"""Pictures of a plan: memory over the step before and after planning, and
where each planned tensor lives over time.

    from memplan import plan, report
    p = plan(text, budget=0.5)
    report.write_png(p, "report.png")
    report.write_html(p, "report.html", "report.png")
"""

import base64
import html
import json
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

DEVICE, HOST, DROPPED = "#1f77b4", "#ff7f0e", "#bbbbbb"


def _unit(plan):
    """Bytes per plotted unit and its name: MiB, or KiB for small steps."""
    return (2**20, "MiB") if plan.baseline_peak >= 2**20 else (2**10, "KiB")


def figure(plan):
    """The two panels of a plan as a matplotlib figure."""
    rows = max(1, len(plan.decisions))
    fig, (top, bottom) = plt.subplots(
        2, 1, figsize=(11, 5 + min(rows, 40) * 0.18),
        gridspec_kw={"height_ratios": [3, max(1.5, min(rows, 40) * 0.18)]},
        sharex=True)
    scale, unit = _unit(plan)
    steps = list(range(len(plan.memory_before)))
    top.plot(steps, [v / scale for v in plan.memory_before], color="#888888",
             label=f"unplanned (peak {plan.baseline_peak / scale:.2f} {unit})")
    top.plot(steps, [v / scale for v in plan.memory_after], color=DEVICE,
             label=f"planned (peak {plan.peak / scale:.2f} {unit})")
    top.axhline(plan.budget / scale, color="red", linestyle="--",
                label=f"budget {plan.budget / scale:.2f} {unit}")
    top.axhline(plan.lower_bound / scale, color="black", linestyle=":",
                linewidth=0.8,
                label=f"lower bound {plan.lower_bound / scale:.2f} {unit}")
    after = plan.memory_after
    for d in plan.decisions:
        if d.decision == "swap":
            top.plot([d.from_step], [after[d.from_step] / scale], "v",
                     color=HOST, markersize=6)
            top.plot([d.to_step], [after[d.to_step] / scale], "^",
                     color=HOST, markersize=6)
        else:
            top.plot([d.to_step], [after[d.to_step] / scale], "x",
                     color="green", markersize=7)
    handles, labels = top.get_legend_handles_labels()
    handles += [Line2D([], [], marker="v", color=HOST, linestyle=""),
                Line2D([], [], marker="^", color=HOST, linestyle=""),
                Line2D([], [], marker="x", color="green", linestyle="")]
    labels += ["swap-out", "swap-in", "recomputed"]
    top.legend(handles, labels, fontsize=8, loc="upper left", ncol=2)
    top.set_ylabel(f"device memory ({unit})")
    top.set_title(
        f"@{plan.function}: {plan.strategy} on {plan.device}, "
        f"{len(plan.decisions)} planned gaps, estimated step "
        f"+{100 * plan.overhead:.1f} %")

    # One row per planned gap: device until the gap, host (swap) or nothing
    # (recompute) during it, device again from its end.
    shown = plan.decisions[:40]
    for row, d in enumerate(shown):
        bottom.barh(row, d.from_step - d.node + 1, left=d.node,
                    color=DEVICE, height=0.6)
        gap_color = HOST if d.decision == "swap" else DROPPED
        bottom.barh(row, d.to_step - d.from_step, left=d.from_step,
                    color=gap_color, height=0.6,
                    hatch=None if d.decision == "swap" else "//")
        bottom.barh(row, 1, left=d.to_step, color=DEVICE, height=0.6)
    bottom.set_yticks(range(len(shown)))
    bottom.set_yticklabels([f"{d.op} {d.bytes / 2**10:.0f} KiB"
                            for d in shown], fontsize=7)
    bottom.invert_yaxis()
    bottom.set_xlabel("step (ops of the function in program order)")
    bottom.legend(handles=[Patch(color=DEVICE, label="on the device"),
                           Patch(color=HOST, label="on the host (swapped)"),
                           Patch(facecolor=DROPPED, hatch="//",
                                 label="dropped (recomputed)")],
                  fontsize=8, loc="upper center", ncol=3,
                  bbox_to_anchor=(0.5, -0.45 if len(shown) < 6 else -0.12))
    if len(plan.decisions) > len(shown):
        bottom.set_title(f"first {len(shown)} of {len(plan.decisions)} "
                         "planned gaps", fontsize=8)
    fig.tight_layout()
    return fig


def frontier_figure(plan):
    """Peak against estimated step time for the plans of `plan.frontier`
    (plan with frontier=N), each labelled with the budget that gives it,
    and the plan itself: pick a point, plan at its budget."""
    if not plan.frontier:
        raise ValueError("the plan has no frontier: plan with frontier=N")
    scale, unit = _unit(plan)
    fig, ax = plt.subplots(figsize=(8, 5))
    peaks = [p.peak / scale for p in plan.frontier]
    overheads = [100 * p.overhead for p in plan.frontier]
    ax.plot(peaks, overheads, "o-", color=DEVICE, label="memplan frontier")
    for p in plan.frontier:
        ax.annotate(f"{p.budget / scale:.2f}", (p.peak / scale,
                                               100 * p.overhead),
                    textcoords="offset points", xytext=(4, 4), fontsize=7)
    ax.plot([plan.peak / scale], [100 * plan.overhead], "*", color="red",
            markersize=12, label=f"this plan (budget {plan.budget / scale:.2f}"
                                 f" {unit})")
    ax.axvline(plan.lower_bound / scale, color="black", linestyle=":",
               linewidth=0.8, label="lower bound")
    ax.set_xlabel(f"peak device memory ({unit})")
    ax.set_ylabel("estimated step time overhead (%)")
    ax.set_title(f"@{plan.function}: {plan.strategy} on {plan.device}, "
                 f"{len(plan.frontier)} plans (labels: budget in {unit})")
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def write_frontier_png(plan, path):
    fig = frontier_figure(plan)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def summary(plan):
    """The numbers the pictures show, as JSON-ready data."""
    return {
        "function": plan.function,
        "strategy": plan.strategy,
        "device": plan.device,
        "budget": plan.budget,
        "baseline_peak": plan.baseline_peak,
        "peak": plan.peak,
        "lower_bound": plan.lower_bound,
        "overhead": plan.overhead,
        "curve_before_max": max(plan.memory_before, default=0),
        "curve_after_max": max(plan.memory_after, default=0),
        "memory_before": plan.memory_before,
        "memory_after": plan.memory_after,
        "decisions": [d.__dict__ for d in plan.decisions],
    }


def write_png(plan, path):
    fig = figure(plan)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_html(plan, path, png):
    with open(png, "rb") as f:
        image = base64.b64encode(f.read()).decode("ascii")
    rows = "\n".join(
        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}</td><td>{}</td><td>{:.2f}</td><td>{}</td></tr>".format(
            html.escape(d.op), html.escape(d.loc), d.bytes,
            html.escape(d.decision), html.escape(d.after),
            html.escape(d.before), f"{d.from_step}–{d.to_step}",
            d.estimated_cost_us, html.escape(d.why))
        for d in plan.decisions)
    page = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>memplan: @{html.escape(plan.function)}</title>
<style>body{{font-family:sans-serif;margin:2em}}table{{border-collapse:collapse;font-size:90%}}
td,th{{border:1px solid #ccc;padding:2px 6px;text-align:left}}</style></head><body>
<h1>memplan plan of @{html.escape(plan.function)}</h1>
<p>{html.escape(plan.strategy)} on {html.escape(plan.device)}: budget {plan.budget} bytes,
peak {plan.peak} bytes (unplanned {plan.baseline_peak}, lower bound {plan.lower_bound}),
estimated step +{100 * plan.overhead:.2f} %, planned in {plan.planning_seconds * 1000:.1f} ms.</p>
<img src="data:image/png;base64,{image}" alt="memory over the step">
<h2>Decisions</h2>
<table><tr><th>producer</th><th>location</th><th>bytes</th><th>decision</th>
<th>after</th><th>before</th><th>steps</th><th>cost (µs)</th><th>why</th></tr>
{rows}
</table></body></html>
"""
    with open(path, "w") as f:
        f.write(page)


def write_all(plan, png):
    """PNG, HTML page beside it (same name, .html) and the data (.json)."""
    stem = os.path.splitext(png)[0]
    write_png(plan, png)
    write_html(plan, stem + ".html", png)
    with open(stem + ".json", "w") as f:
        json.dump(summary(plan), f, indent=1)
    return png, stem + ".html", stem + ".json"
