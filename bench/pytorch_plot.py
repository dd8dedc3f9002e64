"""Plots of bench/pytorch_partitioned.py's results: per model, peak against
estimated step time, memplan's recompute-only frontier of the exported joint
step as a line, PyTorch's partitions (one per activation-memory budget b) as
markers, the unplanned joint step as a cross.

    pytorch_plot.py RESULTS.json OUT_DIR     (writes OUT_DIR/pytorch-MODEL.png)

Needs matplotlib (Debian's python3-matplotlib for /usr/bin/python3).
"""

import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

GIB = 2.0 ** 30


def plot(model, out_dir):
    base = model["joint_step_time_us"] / 1000
    fig, ax = plt.subplots(figsize=(6.4, 4.2))
    front = sorted(model["frontier"], key=lambda p: p["peak"])
    ax.plot([p["peak"] / GIB for p in front],
            [p["step_time_us"] / 1000 for p in front], "-o", markersize=3,
            label="memplan recompute-only (frontier)")
    ax.plot([model["joint_peak"] / GIB], [base], "kx",
            label="joint step, unplanned")
    rows = [r for r in model["rows"] if "peak" in r]
    ax.plot([r["peak"] / GIB for r in rows],
            [r["step_time_us"] / 1000 for r in rows], "s", color="C3",
            label="PyTorch activation_memory_budget")
    # Budgets that give the same partition share one label.
    labels = {}
    for r in rows:
        labels.setdefault((r["peak"], r["step_time_us"]), []).append(
            f"{r['budget']:g}")
    for (peak, time_us), budgets in labels.items():
        ax.annotate("b=" + ", ".join(budgets), (peak / GIB, time_us / 1000),
                    textcoords="offset points", xytext=(4, 4), fontsize=8)
    ours = [r for r in rows if "memplan_step_time_us" in r]
    ax.plot([r["memplan_peak"] / GIB for r in ours],
            [r["memplan_step_time_us"] / 1000 for r in ours], "^",
            color="C2", markersize=5,
            label="memplan at PyTorch's peak")
    # Far-out points (a plan at the lower bound that recomputes whole
    # chains) would flatten the rest: clip the time axis.
    times = [r["step_time_us"] / 1000 for r in rows] + [base]
    ax.set_ylim(base * 0.98, max(times) * 1.15)
    ax.set_xlabel("peak (GiB, memplan's liveness)")
    ax.set_ylabel("estimated step time (ms, memplan's cost model)")
    ax.set_title(f"{model['model']} ({model['size']}), {model.get('device', '')}")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    path = os.path.join(out_dir, f"pytorch-{model['model']}.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def main(argv):
    results, out_dir = argv
    data = json.load(open(results))
    for model in data["models"]:
        if model.get("frontier"):
            model.setdefault("device", data.get("device", ""))
            print(plot(model, out_dir))


if __name__ == "__main__":
    main(sys.argv[1:])
