#!/usr/bin/env python3
"""`make bench`: every benchmark in one run, results as JSON, and
docs/benchmarks.md regenerated from them (the tables are never typed).

Sections:
 1. remat: the Checkmate training graphs (../shared/bench/remat) at budgets
    0.5-0.9 per strategy, with the MILP where it runs (bench/plan.py);
 2. real-size steps: the six exported from PyTorch (models/) and the
    generated ResNet-50- and GPT-2-small-shaped ones, on device presets at
    budgets 0.3-0.9 per strategy, and the smallest budget each strategy
    reaches within 10 % estimated overhead;
 3. PyTorch's activation-memory budget partitioner on the same exported
    models, its partitioned programs lowered by torch-mlir and scored with
    memplan's liveness and cost model beside memplan's recompute-only plans
    (bench/pytorch_partitioned.py in build/export-venv, `make
    export-models`; plots docs/pytorch-MODEL.png);
 4. IREE (from build/bench-venv, `make bench-peers`): planned steps handed
    to IREE against the unplanned ones (bench/iree.py: transient peak,
    runtime peak, dispatches, outputs), and IREE's transient allocation for
    generated and exported steps beside memplan's arena;
 5. packing: bench/pack.py side by side with MiniMalloc (--minimalloc,
    default $MINIMALLOC or the build ../shared/peers/minimalloc/NOTE.md
    describes; the table says when it is not available) on the instances in
    ../shared/bench/packing and generated ones of MiniMalloc's family, the
    10k/100k/1M synthetic sweep and its growth exponent; the largest step
    of section 6 pass by pass; how often fit=1 plans a second round on the
    exported tiny steps; the buffers of upstream-bufferized torchvision
    models beside the best single greedy ordering and first-fit in program
    order;
 6. scaling: emission, planning and packing time for generated steps of
    1k to 100k ops;
 7. GPU compilation; 8. the planner's frontier on the exported steps;
 9. planning on dense random layered DAGs (bench/dags.py);
 10. other PyTorch models (torchvision's, torch.nn's transformer encoder
    and recurrent layers, small sizes) exported, planned and checked by
    memplan.torch (bench/torch_models.py, in build/export-venv);
 11. section 3's comparison with PyTorch on torchvision classifiers at
    real size that models/ has no step of (EfficientNet-B0, DenseNet-121,
    ResNet-152, RegNetY-1.6GF), exported first.

--only SECTION,... runs those sections again (and any other whose results
they include) and replaces only them in the output, keeping the rest and
the other results in build/bench/results.json.
"""

import argparse
import datetime
import json
import os
import platform
import re
import resource
import subprocess
import sys
import tempfile
import time

import dags as dags_bench
import harness
import iree as iree_bench

HERE = os.path.dirname(os.path.abspath(__file__))
FRACTIONS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
STRATEGIES = ["greedy", "recompute-only", "swap-only"]
DEVICES = ["a100-40gb", "h100-sxm"]
MODELS = {
    "ResNet-50-shaped (bottleneck 3,4,6,3; batch 64, 224x224)":
        ["--model=resnet-bottleneck", "--stages=3,4,6,3", "--width=64",
         "--batch=64", "--image=224", "--channels=3", "--out=1000"],
    "GPT-2-small-shaped (12x768; batch 8, seq 1024, vocab 50257)":
        ["--model=gpt", "--depth=12", "--width=768", "--batch=8",
         "--seq=1024", "--vocab=50257"],
}
SCALING = [4, 43, 430]  # gpt depths: ~1k, ~10k, ~100k ops
MODELS_DIR = os.path.join(HERE, "..", "models")
# Training steps exported from PyTorch at real size (models/README.md).
EXPORTS = ["resnet18", "resnet50", "mobilenet_v2", "vgg11", "gpt2", "unet"]
EXPORT_DEVICE = "h100-sxm"


def export_path(name, size="real"):
    return os.path.join(MODELS_DIR, "steps", f"{name}-{size}.mlir")


def tool(args, name):
    return os.path.join(args.build_dir, "bin", name)


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def run_script(args, tmp, script, extra=()):
    out = os.path.join(tmp, script + ".json")
    proc = run([sys.executable, os.path.join(HERE, script), "--build-dir",
                args.build_dir, "--bench-dir", args.bench_dir, "--json", out]
               + list(extra))
    if proc.returncode != 0:
        return {"error": proc.stderr.strip()[-500:]}
    return json.load(open(out))


def remat(args, tmp):
    return run_script(args, tmp, "plan.py")


def default_minimalloc():
    """$MINIMALLOC, else the build ../shared/peers/minimalloc/NOTE.md
    describes (next to the bench directory's default)."""
    if os.environ.get("MINIMALLOC"):
        return os.environ["MINIMALLOC"]
    return os.path.join(HERE, "..", "..", "shared", "peers", "minimalloc",
                        "build", "minimalloc")


def packing(args, tmp):
    """bench/pack.py: the shared instances and MiniMalloc's family side by
    side with MiniMalloc (when its binary is there), and the scaling sweep
    of synthetic steps (10k, 100k, 1M buffers)."""
    extra = []
    if args.minimalloc:
        extra += ["--minimalloc", os.path.abspath(args.minimalloc)]
    for folder in args.packing_extra:
        extra += ["--extra", os.path.abspath(folder)]
    return run_script(args, tmp, "pack.py", extra)


def count_ops(step):
    """Top-level ops of a memplan-zoo step (lines at the body's indent)."""
    return sum(1 for line in open(step)
               if re.match(r"^    (%|return|linalg|func)", line))


def plan_step(args, step, fraction, strategy, device, tmp):
    report = os.path.join(tmp, "plan.json")
    proc = run([tool(args, "memplan-opt"), step,
                *harness.plan_arguments(
                    f"budget-fraction={fraction} strategy={strategy} "
                    f"device={device} report={report}"), "-o", os.devnull,
                "--mlir-print-op-on-diagnostic=false"])
    if proc.returncode == 0:
        f = json.load(open(report))["functions"][0]
        return {"fits": True, "peak": f["peak"],
                "baseline_peak": f["baseline_peak"],
                "persistent": f["persistent_bytes"],
                "returned": f.get("result_bytes", 0),
                "lower_bound": f["lower_bound"],
                "overhead": f["overhead"],
                "seconds": f["planning_seconds"],
                "swaps": sum(d["decision"] == "swap" for d in f["decisions"]),
                "recomputes": sum(d["decision"] == "recompute"
                                  for d in f["decisions"])}
    least = re.search(r"reaches: (\d+) bytes at least", proc.stderr)
    return {"fits": False, "least": int(least.group(1)) if least else None,
            "error": proc.stderr.strip().splitlines()[0][:300]
            if proc.stderr.strip() else "failed"}


def sweep(args, tmp, name, step, devices):
    """Every strategy x budget on `devices` for one step."""
    ops = count_ops(step)
    results = []
    for device in devices:
        # The unplanned step, which budget fractions are of (in the order
        # that holds less: memplan-plan's hoist-readers).
        r = plan_step(args, step, 1.0, "none", device, tmp)
        r.update(model=name, ops=ops, device=device, strategy="none",
                 fraction=1.0)
        results.append(r)
        for strategy in STRATEGIES:
            for fraction in FRACTIONS:
                r = plan_step(args, step, fraction, strategy, device, tmp)
                r.update(model=name, ops=ops, device=device,
                         strategy=strategy, fraction=fraction)
                results.append(r)
    return results


def real_models(args, tmp):
    results = []
    for name, flags in MODELS.items():
        step = os.path.join(tmp, "model.mlir")
        subprocess.run([tool(args, "memplan-zoo")] + flags + ["-o", step],
                       check=True)
        results += sweep(args, tmp, name, step, DEVICES)
    return results


def exported_models(args, tmp):
    """The same sweep on the exported real-size steps, on one preset."""
    return [r for name in EXPORTS
            for r in sweep(args, tmp, name, export_path(name),
                           [EXPORT_DEVICE])]


PYTORCH_BUDGETS = [1.0, 0.8, 0.6, 0.4, 0.2]
PYTORCH_MODELS = ["gpt2", "resnet18", "mobilenet_v2", "resnet50", "vgg11",
                  "unet", "transformer"]
PYTORCH_CHECK_BUDGET = 0.2
# torchvision classifiers at real size (batch 32, 224x224) that no exported
# step of models/ stands for, compared the same way.
PYTORCH_TORCHVISION = ["efficientnet_b0", "densenet121", "resnet152",
                       "regnet_y_1_6gf", "convnext_tiny", "swin_t",
                       "mobilenet_v3_large", "shufflenet_v2_x1_0"]
PYTORCH_TORCHVISION_BUDGETS = [0.8, 0.4, 0.2]


NO_EXPORT_VENV = ("not run: build/export-venv has no torch, torchvision and "
                  "torch-mlir (`make export-models` installs "
                  "models/requirements.txt; it failed or was not run)")


def export_python(args):
    """The exporter's interpreter (build/export-venv) when it has torch,
    torchvision and torch-mlir, else None."""
    python = os.path.join(args.build_dir, "export-venv", "bin", "python")
    if not os.path.exists(python) or \
            run([python, "-c", "import torch, torchvision, torch_mlir"]
                ).returncode:
        return None
    return python


def matplotlib_python():
    """An interpreter that has matplotlib: this one, else Debian's."""
    for python in (sys.executable, "/usr/bin/python3"):
        if os.path.exists(python) and \
                run([python, "-c", "import matplotlib"]).returncode == 0:
            return python
    return None


def pytorch(args, tmp):
    """PyTorch's activation-memory budget partitions of the exported models,
    lowered by torch-mlir and scored beside memplan's plans of the joint
    step (bench/pytorch_partitioned.py, in the exporter's environment); the
    tiny steps' partitioned programs checked against the exported ones; one
    plot per model (bench/pytorch_plot.py) beside the document."""
    python = export_python(args)
    if not python:
        return {"skipped": NO_EXPORT_VENV}
    script = os.path.join(HERE, "pytorch_partitioned.py")
    out = os.path.join(tmp, "pytorch.json")
    models = [m for m in PYTORCH_MODELS if os.path.exists(export_path(m))]
    results = run_partitioned(args, python, out,
                              ["--models", ",".join(models)], PYTORCH_BUDGETS)
    if "skipped" in results:
        return results
    results["checks"] = []
    for m in models:
        if not os.path.exists(export_path(m, "tiny")):
            continue
        check = os.path.join(tmp, "pytorch-check.json")
        proc = run([python, script, "--check", m, "--budgets",
                    str(PYTORCH_CHECK_BUDGET), "--json", check,
                    "--build-dir", args.build_dir])
        if os.path.exists(check):
            results["checks"] += json.load(open(check))["check"]
            os.remove(check)
        else:
            results["checks"].append({"model": m,
                                      "budget": PYTORCH_CHECK_BUDGET,
                                      "ok": False, "max_error": None,
                                      "output": proc.stderr.strip()[-300:]})
    results["plots"] = pytorch_plots(args, out)
    return results


def run_partitioned(args, python, out, selection, budgets):
    """pytorch_partitioned.py's comparison of the models `selection` names
    at `budgets`, written to `out` and loaded (skipped with its error where
    it wrote nothing)."""
    script = os.path.join(HERE, "pytorch_partitioned.py")
    proc = run([python, script, "--json", out] + selection +
               ["--budgets", ",".join(str(b) for b in budgets),
                "--device", EXPORT_DEVICE, "--build-dir", args.build_dir])
    if not os.path.exists(out):
        return {"skipped": "failed: " + proc.stderr.strip()[-300:]}
    return json.load(open(out))


def pytorch_plots(args, out):
    """The plots bench/pytorch_plot.py draws of pytorch_partitioned.py's
    results in `out`, beside the document (their file names; none without
    matplotlib)."""
    plotter = matplotlib_python()
    if not plotter:
        return []
    docs = os.path.dirname(os.path.abspath(args.output))
    proc = run([plotter, os.path.join(HERE, "pytorch_plot.py"), out, docs])
    if proc.returncode != 0:
        return []
    return [os.path.basename(p) for p in proc.stdout.split()]


def pytorch_torchvision(args, tmp):
    """The comparison of pytorch() on torchvision classifiers, their joint
    steps exported at real size first (pytorch_partitioned.py
    --torchvision)."""
    python = export_python(args)
    if not python:
        return {"skipped": NO_EXPORT_VENV}
    out = os.path.join(tmp, "pytorch-torchvision.json")
    results = run_partitioned(
        args, python, out, ["--torchvision", ",".join(PYTORCH_TORCHVISION)],
        PYTORCH_TORCHVISION_BUDGETS)
    if "skipped" not in results:
        results["plots"] = pytorch_plots(args, out)
    return results


def torch_models(args, tmp):
    """Other PyTorch models through memplan.torch end to end (export, plan,
    check; bench/torch_models.py in the exporter's environment)."""
    python = export_python(args)
    if not python:
        return {"skipped": NO_EXPORT_VENV}
    out = os.path.join(tmp, "torch_models.json")
    proc = run([python, os.path.join(HERE, "torch_models.py"), "--json",
                out, "--build-dir", args.build_dir])
    if not os.path.exists(out):
        return {"skipped": "failed: " + proc.stderr.strip()[-300:]}
    data = json.load(open(out))
    # Some of them in bf16, with torch-mlir's reductions and with
    # memplan-widen-accumulators'.
    data["half"] = {"dtype": "bfloat16", "models": HALF_MODELS}
    for key, flags in (("kept", ["--no-widen"]), ("widened", [])):
        half = os.path.join(tmp, f"torch_models_{key}.json")
        run([python, os.path.join(HERE, "torch_models.py"), "--json", half,
             "--build-dir", args.build_dir, "--dtype", "bfloat16",
             "--models", ",".join(HALF_MODELS)] + flags)
        data["half"][key] = (json.load(open(half))["rows"]
                             if os.path.exists(half) else [])
    # Some of them with the optimizer's update in the step.
    data["update"] = {"models": UPDATE_MODELS,
                      "commit": commit_description()}
    for key in ("sgd", "adam", "sgd-new", "adam-new"):
        update = os.path.join(tmp, f"torch_models_{key}.json")
        run([python, os.path.join(HERE, "torch_models.py"), "--json", update,
             "--build-dir", args.build_dir, "--optimizer", key.split("-")[0],
             "--models", ",".join(UPDATE_MODELS)]
            + (["--no-donate"] if key.endswith("-new") else []))
        data["update"][key] = (json.load(open(update))["rows"]
                               if os.path.exists(update) else [])
    return data


# Models of bench/torch_models.py also run with an optimizer's update.
UPDATE_MODELS = ["mobilenet_v3_small", "convnext", "vit",
                 "transformer_encoder", "llama", "lstm", "mixture_of_experts",
                 "vq_vae"]


# Models of bench/torch_models.py also run in bf16.
HALF_MODELS = ["convnext", "vit", "transformer_encoder", "llama", "lstm",
               "audio_conv1d", "autoencoder", "mixture_of_experts",
               "mobilenet_v3_small"]


def half_table(half):
    """The bf16 runs side by side: the error against PyTorch with
    torch-mlir's reductions and with them accumulated in f32."""
    kept = {r["model"]: r for r in half.get("kept", [])}
    widened = {r["model"]: r for r in half.get("widened", [])}

    def cell(r):
        if r is None:
            return "not run"
        if "error" in r:
            return f"failed at {r['stage']}"
        return (f"{r['max_error']:.1e} ({r['worst']})"
                + ("" if r["ok"] else " over"))

    def peak(r):
        return str(r["baseline_peak"]) if r and "baseline_peak" in r else "–"

    out = ["", "The same step in bf16 for some of them (`--dtype bfloat16`): "
           "PyTorch computes each bf16 op in f32 and rounds it once; "
           "torch-mlir's matmuls, convolutions and sums add each term into "
           "the bf16 result (`--no-widen`, `export(widen_accumulators=False)`)"
           ", memplan-widen-accumulators sums in f32 and rounds once (the "
           "default). Largest relative error against PyTorch (and the result "
           "it is in; tolerance 0.1, \"over\" where it is above) and the "
           "unplanned peak, which the f32 accumulators may raise. Every "
           "planned step bitwise equal to its unplanned one: "
           + ("yes" if all(r.get("bitwise_equal") for r in
                           list(kept.values()) + list(widened.values())
                           if "error" not in r) else "NO") + ".", "",
           "| model | error, torch-mlir's reductions | error, widened | "
           "unplanned peak B (torch-mlir's / widened) |",
           "|---|---|---|---|"]
    for name in half.get("models", []):
        k, w = kept.get(name), widened.get(name)
        out.append(f"| {name} | {cell(k)} | {cell(w)} | {peak(k)} / "
                   f"{peak(w)} |")
    return out


def update_table(update, rows):
    """The steps with the optimizer's update beside those with gradients:
    unplanned peak and lower bound, and the error against PyTorch's own
    optimizer."""
    gradients = {r["model"]: r for r in rows}
    by = {key: {r["model"]: r for r in update.get(key, [])}
          for key in ("sgd", "adam", "sgd-new", "adam-new")}

    def cell(r):
        if r is None:
            return "not run"
        if "error" in r:
            return f"failed at {r['stage']}"
        return f"{r['baseline_peak']} / {r['lower_bound']}"

    def planned(r):
        if r is None or "error" in r:
            return cell(r)
        return (f"{r['baseline_peak']} / {r['lower_bound']}; "
                f"{r['peak']}{'*' if 'least' in r else ''} at "
                f"{percent(r['overhead'])}")

    def eager(r):
        if r is None or "error" in r:
            return "–"
        if "pytorch_peak" not in r:
            return "failed" if "pytorch_error" in r else "not run"
        return str(r["pytorch_peak"])

    def error(r):
        if r is None or "error" in r:
            return "–"
        return f"{r['max_error']:.1e}" + ("" if r["ok"] else " over")

    out = ["", "With the optimizer's update in the step (`--optimizer`, "
           "`export(optimizer=...)`: SGD with momentum 0.9, Adam): the step "
           "returns new parameters and optimizer state instead of "
           "gradients, checked against PyTorch's own optimizer stepping on "
           "PyTorch's gradients (tolerance 1e-9). In the order "
           "memplan-reorder gives the step, each parameter's update runs "
           "as soon as its gradient is made, which frees it, and the "
           "parameter's other readers have run. The "
           "parameters and the optimizer's state are donated "
           "(`memplan.donated`, export's default): an update computed "
           "elementwise from the value it replaces, where that value dies, "
           "writes into its buffer, as PyTorch's in-place optimizers do; "
           "\"new buffers\": `--no-donate` (`export(donate=False)`), every "
           "new value a tensor of its own beside the old one. PyTorch: "
           "the same model's eager training step in f64 (forward, "
           "backward, `optimizer.step()`, `zero_grad(set_to_none=True)`, "
           "the third step of a loop), its peak as PyTorch's memory "
           "profiler accounts it on the CPU (torch.profiler's "
           "MemoryProfileTimeline: parameters, gradients, optimizer "
           "state, inputs, activations, temporaries), B. Unplanned "
           "peak / lower bound, B; with donation also the planned peak "
           "(greedy at the lower bound plus 0.3 of the way to the "
           "unplanned peak, as above) and its estimated overhead; "
           "\"over\": beyond the tolerance (where a gradient is zero in "
           "exact arithmetic, Adam divides its rounding noise by its own "
           "size: MobileNetV3-small's batch-norm biases)"
           + (f"; measured at commit {update['commit']}"
              if update.get("commit") else "") + ":",
           "", "| model | gradients | SGD | SGD, new buffers | SGD, "
           "PyTorch | Adam | Adam, new buffers | Adam, PyTorch | error vs "
           "PyTorch, SGD / Adam |",
           "|---|---|---|---|---:|---|---|---:|---|"]
    for name in update.get("models", []):
        out.append(f"| {name} | {cell(gradients.get(name))} | "
                   f"{planned(by['sgd'].get(name))} | "
                   f"{cell(by['sgd-new'].get(name))} | "
                   f"{eager(by['sgd'].get(name))} | "
                   f"{planned(by['adam'].get(name))} | "
                   f"{cell(by['adam-new'].get(name))} | "
                   f"{eager(by['adam'].get(name))} | "
                   f"{error(by['sgd'].get(name))} / "
                   f"{error(by['adam'].get(name))} |")
    return out


def section_torch_models(results):
    data = results.get("torch_models")
    out = ["## 10. Other PyTorch models through memplan.torch", ""]
    if not data:
        return out + ["Not run.", ""]
    if "skipped" in data:
        return out + [data["skipped"] + ".", ""]
    out += ["`bench/torch_models.py`: models a new user would bring, at "
            "small sizes, exported in f64 by `memplan.torch.export`, planned "
            "by the greedy planner (a100-40gb preset) at the lower bound plus "
            f"{data['fraction']:g} of the way to the unplanned peak (at the "
            "least the planner reaches, marked *, where that is out of "
            "reach), then `PlannedStep.check`: the packed planned step run "
            "by memplan-run against the unplanned one (bitwise) and the loss "
            "and every gradient against PyTorch's own run (largest relative "
            "error; tolerance 1e-9). Seconds: export, plan and check, "
            f"{measured_note(results, 'torch_models')}.", "",
            "| model | what | linalg ops | lower bound / unplanned peak B "
            "| peak B | decisions | overhead | bitwise | error vs PyTorch "
            "| s |",
            "|---|---|---:|---|---:|---:|---:|---|---|---:|"]
    for r in data["rows"]:
        if "error" in r:
            out.append(f"| {r['model']} | {r['what']} | "
                       f"{r.get('linalg_ops', '–')} | failed at {r['stage']}:"
                       f" {r['error'].replace('|', '/')} | | | | | | |")
            continue
        star = "*" if "least" in r else ""
        out.append(f"| {r['model']} | {r['what']} | {r['linalg_ops']} | "
                   f"{r['lower_bound']} / {r['baseline_peak']} | "
                   f"{r['peak']}{star} | {r['decisions']} | "
                   f"{percent(r['overhead'])} | "
                   f"{'yes' if r['bitwise_equal'] else 'NO'} | "
                   f"{r['max_error']:.1e}{'' if r['ok'] else ' MISMATCH'} | "
                   f"{r['seconds']:.0f} |")
    failed = [r for r in data["rows"] if "error" in r or not r.get("ok")]
    out += ["", f"{len(data['rows']) - len(failed)} of {len(data['rows'])} "
            "models exported, planned, bitwise equal and within the "
            "tolerance of PyTorch."]
    if data.get("half"):
        out += half_table(data["half"])
    if data.get("update"):
        out += update_table(data["update"], data["rows"])
    return out + [""]


def model_packing(args, tmp):
    folder = os.path.join(args.bench_dir, "models")
    rows = []
    if not os.path.isdir(folder):
        return rows
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".mlir"):
            continue
        report = os.path.join(tmp, "pack.json")
        start = time.time()
        proc = run([tool(args, "memplan-opt"), os.path.join(folder, name),
                    "--one-shot-bufferize=bufferize-function-boundaries "
                    "function-boundary-type-conversion=identity-layout-map",
                    f"--memplan-pack-buffers=alignment=256 report={report}",
                    "-o", os.devnull, "--mlir-print-op-on-diagnostic=false"])
        seconds = time.time() - start
        if proc.returncode != 0:
            rows.append({"model": name[:-5], "error": proc.stderr[-300:]})
            continue
        f = json.load(open(report))["functions"][0]
        csv = os.path.join(tmp, "buffers.csv")
        with open(csv, "w") as out:
            out.write("id,lower,upper,size,alignment\n")
            for i, b in enumerate(f["buffers"]):
                out.write(f"{i},{b['start']},{b['end']},{b['size']},256\n")
        greedy = harness.run_json(tool(args, "memplan-pack"),
                                  [csv, "--portfolio", "--exact=false"],
                                  (0, 1))
        best = min(greedy["portfolio"].items(), key=lambda kv: (kv[1], kv[0]))
        rows.append({"model": name[:-5], "buffers": len(f["buffers"]),
                     "arena": f["arena"], "lower_bound": f["lower_bound"],
                     "optimal": f["optimal"], "method": f["method"],
                     "seconds": seconds, "best_greedy": best[0],
                     "best_greedy_arena": best[1],
                     "first_fit_program_order":
                         greedy["portfolio"]["first-fit/start"]})
    return rows


SCALING_FRACTION = 0.8
# And a budget where the planner takes many decisions (recomputation
# chains and their refinement replay the whole step).
SCALING_LOW_FRACTION = 0.3


def timing_report(stderr):
    """(name, wall seconds) of each line of --mlir-timing's report, nested
    pass managers indented by two spaces a level."""
    rows, inside = [], False
    for line in stderr.splitlines():
        if "----Name----" in line:
            inside = True
            continue
        m = re.match(r"\s*([\d.]+) \(\s*[\d.]+%\)  (.*)$", line)
        if inside and m:
            if m.group(2).strip() == "Total":
                break
            rows.append((m.group(2).rstrip(), float(m.group(1))))
    return rows


def scaling(args, tmp):
    rows = []
    for depth in SCALING:
        step = os.path.join(tmp, f"scale{depth}.mlir")
        start = time.time()
        subprocess.run([tool(args, "memplan-zoo"), "--model=gpt",
                        f"--depth={depth}", "--width=32", "--batch=8",
                        "--seq=64", "--vocab=64", "-o", step], check=True)
        emit = time.time() - start
        ops = count_ops(step)
        for fraction in (SCALING_FRACTION, SCALING_LOW_FRACTION):
            start = time.time()
            proc = run([tool(args, "memplan-opt"), step,
                        f"--memplan-pipeline=budget-fraction={fraction}",
                        "-o", os.devnull, "--mlir-timing",
                        "--mlir-print-op-on-diagnostic=false"])
            total = time.time() - start
            passes = timing_report(proc.stderr)
            timing = {}
            for name in ("MemPlanPlan", "OneShotBufferizePass",
                         "MemPlanPackBuffers"):
                timing[name] = next((s for n, s in passes
                                     if n.strip() == name), None)
            buffers = re.search(r"packed (\d+) buffers", proc.stderr)
            rows.append({"depth": depth, "ops": ops, "fraction": fraction,
                         "emit_seconds": emit,
                         "pipeline_seconds": total,
                         "plan_seconds": timing["MemPlanPlan"],
                         "bufferize_seconds": timing["OneShotBufferizePass"],
                         "pack_seconds": timing["MemPlanPackBuffers"],
                         "passes": passes,
                         "buffers": int(buffers.group(1)) if buffers else None,
                         "ok": proc.returncode == 0})
    return rows


# The exported training steps at tiny size, and the budgets of the fit loop.
FIT_STEPS = ["gpt2", "transformer", "resnet18", "resnet50", "mobilenet_v2",
             "vgg11", "unet"]
FIT_FRACTIONS = [0.7, 0.8, 0.9]
FIT_TIMEOUT = 60  # seconds a run; a step over it keeps no further budgets


def fit_run(args, tmp, step, fraction, fit):
    report = os.path.join(tmp, "fit-report.json")
    if os.path.exists(report):
        os.remove(report)
    start = time.time()
    try:
        proc = run([tool(args, "memplan-opt"), step,
                    f"--memplan-pipeline=budget-fraction={fraction} "
                    f"fit={fit} functions=train_step report={report}", "-o",
                    os.devnull, "--mlir-print-op-on-diagnostic=false"],
                   timeout=FIT_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, time.time() - start, None
    seconds = time.time() - start
    overhead = None
    if proc.returncode == 0 and os.path.exists(report):
        functions = json.load(open(report))["functions"]
        overhead = next((f["overhead"] for f in functions
                         if f.get("function") == "train_step"),
                        functions[0]["overhead"] if functions else None)
    return proc, seconds, overhead


def fit_loop(args, tmp):
    """How often memplan-pipeline's fit=1 loop plans a second time on the
    exported tiny steps, and what it costs beside fit=0."""
    rows = []
    for name in FIT_STEPS:
        step = export_path(name, "tiny")
        if not os.path.exists(step):
            continue
        for fraction in FIT_FRACTIONS:
            proc, seconds, overhead = fit_run(args, tmp, step, fraction, 1)
            if proc is None:
                rows.append({"model": name, "fraction": fraction,
                             "seconds": seconds, "ok": False,
                             "failure": f"over {FIT_TIMEOUT} s (stopped; "
                                        "the step's other budgets not run)"})
                break
            proc0, seconds0, overhead0 = fit_run(args, tmp, step, fraction,
                                                 0)
            row = {"model": name, "fraction": fraction, "seconds": seconds,
                   "seconds_fit0": seconds0, "overhead": overhead,
                   "overhead_fit0": overhead0, "ok": proc.returncode == 0}
            m = re.search(r"memplan-fit: @\S+ needs (\d+) device bytes "
                          r"packed, within the budget of (\d+) \(planned "
                          r"for (\d+) bytes, round (\d+)\)", proc.stderr)
            if m:
                needed, target, planned, rounds = map(int, m.groups())
                row.update(needed=needed, target=target, planned=planned,
                           rounds=rounds)
                # Round 2 aims that far below what round 1 planned (or its
                # budget, when the plan held more).
                plans = [tuple(map(int, p)) for p in re.findall(
                    r"memplan-plan \([^,]*, budget (\d+) bytes\): peak "
                    r"(\d+) bytes", proc.stderr)]
                if len(plans) > 1:
                    row["excess"] = min(plans[0]) - plans[1][0]
            elif proc.returncode == 0:
                row.update(ok=False, failure="no fit remark")
            elif "below what the greedy planner reaches" in proc.stderr \
                    and "memplan-fit: the packed step needed" not in \
                    proc.stderr:
                row["failure"] = "out of reach"
            else:
                err = [l for l in proc.stderr.splitlines() if "error:" in l]
                row["failure"] = ("failed: " + err[-1].split("error: ")[-1]
                                  if err else "failed")[:120]
            rows.append(row)
    return rows


IREE_STEPS = {
    "mlp 8x1024, batch 256": ["--model=mlp", "--depth=8", "--width=1024",
                              "--batch=256", "--in=784", "--out=10"],
    "gpt 2x256, batch 4, seq 256, vocab 1000":
        ["--model=gpt", "--depth=2", "--width=256", "--batch=4", "--seq=256",
         "--vocab=1000"],
    "resnet 4 blocks x32, batch 16, 32x32":
        ["--model=resnet", "--depth=4", "--width=32", "--batch=16",
         "--image=32", "--channels=3", "--out=10"],
}


def packed_arena(args, step, options):
    proc = run([tool(args, "memplan-opt"), step,
                f"--memplan-pipeline={options}", "-o", os.devnull,
                "--mlir-print-op-on-diagnostic=false"])
    m = re.search(r"packed \d+ buffers into an arena of (\d+) bytes; "
                  r"lower bound (\d+)", proc.stderr)
    return (int(m.group(1)), int(m.group(2))) if m else (None, None)


def iree(args, tmp):
    """IREE's transient allocation (after its stream-level packing) for the
    same steps, beside memplan's packed arena."""
    compiler = os.path.join(args.build_dir, "bench-venv", "bin",
                            "iree-compile")
    if not os.path.exists(compiler):
        return {"skipped": f"not run: {compiler} is missing (make "
                           "bench-peers installs bench/requirements-peers.txt;"
                           " it failed or was not run)"}
    version = run([compiler, "--version"]).stdout.strip().splitlines()
    rows = []
    steps = list(IREE_STEPS.items()) + [
        (f"{name} (exported, real size)", export_path(name))
        for name in EXPORTS]
    for name, source in steps:
        step = os.path.join(tmp, "iree.mlir")
        if isinstance(source, str):
            step = source
        else:
            subprocess.run([tool(args, "memplan-zoo")] + source +
                           ["-o", step], check=True)
        out = os.path.join(tmp, "iree.stream.mlir")
        start = time.time()
        proc = run([compiler, step, "--iree-hal-target-device=local",
                    "--iree-hal-local-target-device-backends=llvm-cpu",
                    "--compile-to=stream", "-o", out])
        seconds = time.time() - start
        row = {"step": name}
        if proc.returncode != 0:
            row["iree_error"] = proc.stderr.strip()[-300:]
        else:
            text = open(out).read()
            sizes = re.findall(r"stream\.resource\.alloca [^\n]*"
                               r"!stream\.resource<transient>\{%c(\d+)\}",
                               text)
            row["iree_transient"] = sum(int(x) for x in sizes)
            row["iree_transient_allocas"] = len(sizes)
            row["iree_seconds"] = seconds
        row["arena"], row["lower_bound"] = packed_arena(
            args, step, "budget-fraction=1.0 strategy=none")
        row["arena_0_7"], _ = packed_arena(args, step, "budget-fraction=0.7")
        rows.append(row)
    return {"version": " ".join(version[:2]), "rows": rows}


def iree_planned(args, tmp):
    """bench/iree.py: steps planned with recompute-only and handed to IREE,
    against the unplanned ones."""
    return run_script(args, tmp, "iree.py")


def cubin_bytes(text):
    """Bytes of every `bin = "..."` string (MLIR escapes bytes as \\XX)."""
    total = count = 0
    for m in re.finditer(r'bin = "((?:[^"\\]|\\.)*)"', text):
        body = m.group(1)
        total += len(re.sub(r'\\([0-9A-Fa-f]{2}|.)', 'x', body))
        count += 1
    return count, total


def gpu_compile(args, tmp):
    """memplan-gpu-pipeline on the torchvision models: kernels and cubin
    bytes for sm_90 (ptxas from the toolkit the build found)."""
    cache = os.path.join(args.build_dir, "CMakeCache.txt")
    toolkit = ""
    if os.path.exists(cache):
        m = re.search(r"^CUDAToolkit_BIN_DIR:PATH=(.*)$", open(cache).read(),
                      re.M)
        toolkit = os.path.dirname(m.group(1)) if m else ""
    if not toolkit or not os.path.exists(os.path.join(toolkit, "bin",
                                                      "ptxas")):
        return {"skipped": "not run: the build found no CUDA toolkit with "
                           "ptxas"}
    folder = os.path.join(args.bench_dir, "models")
    steps = [(name[:-5], os.path.join(folder, name), "strategy=none "
              "budget-fraction=1.0")
             for name in (sorted(os.listdir(folder))
                          if os.path.isdir(folder) else [])
             if name.endswith(".mlir")]
    # The exported ResNet-18 training step, planned (the tiny one's lower
    # bound is 0.935 of its peak: parameters and gradients dominate).
    steps += [("resnet18 training step, tiny (planned at 0.95)",
               export_path("resnet18", "tiny"), "budget-fraction=0.95"),
              ("resnet18 training step, real (planned at 0.7)",
               export_path("resnet18"), "budget-fraction=0.7")]
    return {"rows": [compile_for_gpu(args, tmp, *step) for step in steps]}


def compile_for_gpu(args, tmp, model, path, planning):
    out = os.path.join(tmp, "gpu.mlir")
    start = time.time()
    proc = run([tool(args, "memplan-opt"), path,
                f"--memplan-gpu-pipeline={planning} format=bin chip=sm_90",
                "-o", out, "--mlir-print-op-on-diagnostic=false"])
    seconds = time.time() - start
    if proc.returncode != 0:
        return {"model": model, "error": proc.stderr.strip()[-200:]}
    kernels, size = cubin_bytes(open(out).read())
    return {"model": model, "kernels": kernels, "cubin_bytes": size,
            "seconds": seconds}


def percent(x):
    return f"+{100 * x:.1f} %"


def plan_table(model, rows, devices):
    first = next((r for r in rows if r["strategy"] == "none" and r["fits"]),
                 None) or next((r for r in rows if r["fits"]), rows[0])
    out = [f"#### {model}", "",
           f"{rows[0]['ops']} top-level ops; unplanned peak "
           f"{first.get('baseline_peak', 0)} B (persistent "
           f"{first.get('persistent', 0)} B, returned "
           f"{first.get('returned', 0)} B), lower bound "
           f"{first.get('lower_bound', 0)} B.", "",
           "| budget | " + " | ".join(f"{s} {d}" for d in devices
                                     for s in STRATEGIES) + " |",
           "|---|" + "---|" * (len(devices) * len(STRATEGIES))]
    for fraction in FRACTIONS:
        cells = []
        for d in devices:
            for s in STRATEGIES:
                r = next(r for r in rows if r["device"] == d and
                         r["strategy"] == s and r["fraction"] == fraction)
                if r["fits"]:
                    cells.append(percent(r["overhead"]))
                elif r.get("least") and first.get("baseline_peak"):
                    cells.append(f"no: least "
                                 f"{r['least'] / first['baseline_peak']:.3f}")
                else:
                    cells.append("no")
        out.append(f"| {fraction:.1f} | " + " | ".join(cells) + " |")
    out += ["", "Smallest budget within 10 % estimated overhead:", ""]
    for d in devices:
        for s in STRATEGIES:
            ok = [r["fraction"] for r in rows if r["device"] == d and
                  r["strategy"] == s and r["fits"] and r["overhead"] <= 0.10]
            out.append(f"- {s} on {d}: {min(ok):.1f}" if ok else
                       f"- {s} on {d}: none of {FRACTIONS}")
    fitting, breaks = harness.monotone_breaks(
        [r for r in rows if r["strategy"] in STRATEGIES],
        lambda r: (r["device"], r["strategy"]),
        # The step time relative to the unplanned one: a plan in the other
        # program order sums the same costs in another order, and rounding
        # is no overhead.
        lambda r: 1 + r["overhead"])
    out += ["", harness.monotone_sentence(
        "a lower overhead or a higher peak", fitting, breaks,
        lambda lo, hi: f"{lo['strategy']} on {lo['device']} at "
        f"{lo['fraction']:.1f} ({percent(lo['overhead'])}, {lo['peak']} B) "
        f"against {hi['fraction']:.1f} ({percent(hi['overhead'])}, "
        f"{hi['peak']} B)")]
    out += ["", "Planning CPU seconds of the plans that fit (the pass's "
            "`planning_seconds`: both program orders):", ""]
    for d in devices:
        for s in STRATEGIES:
            secs = [r["seconds"] for r in rows if r["device"] == d and
                    r["strategy"] == s and r["fits"] and "seconds" in r]
            out.append(f"- {s} on {d}: slowest {max(secs):.2f} s, "
                       f"{sum(x > 1 for x in secs)} of {len(secs)} over 1 s"
                       if secs else f"- {s} on {d}: no plan fits")
    return out + [""]


def gib(n):
    return f"{n / 2 ** 30:.2f}"


def pytorch_tables(results):
    pt = results["pytorch"]
    if "skipped" in pt:
        return [pt["skipped"], ""]
    out = [f"torch {pt['torch']}: AOT autograd (`aot_function`) partitions "
           "each exported model's joint forward+backward graph with "
           "`min_cut_rematerialization_partition` at "
           "`torch._functorch.config.activation_memory_budget` = b (its "
           "default knapsack solver), traced with the decompositions the "
           "exported steps use. torch-mlir lowers the partitioner's forward "
           "and backward graphs to linalg on tensors as two functions called "
           "from one `train_step` with the exported step's arguments and "
           "results (loss and gradients; neither side applies an SGD "
           "update); they are inlined into it without CSE or "
           "canonicalization (`--inline=default-pipeline=`), so the "
           "backward's recomputations stay (bench/pytorch_partitioned.py). "
           "Both programs are scored by memplan's own liveness and cost "
           f"model ({pt.get('device', EXPORT_DEVICE)} preset, memplan-plan "
           "strategy=none) after the same memplan-prepare, memplan-reorder "
           "included: PyTorch's peaks here are at most those of the order "
           "it runs its ops in. The peak counts parameters, batch and "
           "returned "
           "gradients; the estimated overhead is against the unplanned "
           "exported joint step. memplan then plans the exported joint step "
           "with strategy=recompute-only at PyTorch's peak (budget-bytes); "
           "ratio = memplan's overhead / PyTorch's (– where PyTorch's is below "
           "0.1 %). Greedy: memplan's greedy strategy at the same peak, which "
           "also swaps over the preset's host link (PyTorch's partitioner "
           "cannot), with its ratio to PyTorch's overhead. Last column: the least "
           "peak of a recompute-only plan whose estimated time is within "
           "PyTorch's (bisection on the budget, and the frontier). memplan's "
           "cost model charges every op its memory traffic and launch: "
           "pointwise recomputations that a fusing compiler (Inductor) "
           "would fold into their consumers count in full here, on both "
           "sides. Peaks in GiB.", ""]
    checks = pt.get("checks", [])
    if checks:
        out += ["Tiny-size check (models/steps/MODEL-tiny.mlir against the "
                f"partitioned step at b = {checks[0]['budget']}, "
                "`memplan-run --compare` on seeded inputs): "
                + "; ".join(f"{c['model']}: "
                            + (f"max relative difference {c['max_error']:.3g}"
                               if c.get("max_error") is not None else
                               "failed: " + c.get("output", "")[-120:]
                               .replace("\n", " "))
                            for c in checks) + ".", ""]
    return out + pytorch_model_tables(pt)


def pytorch_model_tables(pt):
    """A table (and plot) per model of pytorch_partitioned.py's results."""
    out = []
    plots = set(pt.get("plots", []))
    for m in pt["models"]:
        name = m["model"]
        if "error" in m:
            out += [f"### {name}", "",
                    "Not compared: " + m["error"].replace("\n", " ")[:300],
                    ""]
            continue
        out += [f"### {name}", "",
                f"Exported joint step, unplanned: peak {gib(m['joint_peak'])} "
                f"GiB (persistent {gib(m['persistent'])}, returned "
                f"{gib(m['returned'])}), lower bound "
                f"{gib(m['joint_lower_bound'])} GiB, estimated step "
                f"{m['joint_step_time_us'] / 1000:.1f} ms.", "",
                "| b | saved tensors | PyTorch peak | PyTorch overhead | "
                "memplan overhead at that peak | ratio | greedy overhead "
                "(swaps) | greedy ratio | memplan least peak "
                "within PyTorch's time |",
                "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in m["rows"]:
            if "error" in r:
                out.append(f"| {r['budget']:.1f} | failed: "
                           + r["error"].replace("|", "/").replace("\n", " ")
                           [:160] + " | | | | | | | |")
                continue
            if "memplan_overhead" in r:
                mine = percent(r["memplan_overhead"])
                # A ratio to an overhead below the table's resolution
                # (0.1 %) says nothing.
                ratio = (f"{r['memplan_overhead'] / r['overhead']:.2f}"
                         if r["overhead"] >= 0.001 else "–")
            else:
                least = r.get("memplan_least")
                mine = ("out of reach" + (f" (least {gib(least)})"
                                          if least else ""))
                ratio = "–"
            if "greedy_overhead" in r:
                greedy = (f"{percent(r['greedy_overhead'])} "
                          f"({r.get('greedy_swaps', 0)})")
                greedy_ratio = (
                    f"{r['greedy_overhead'] / r['overhead']:.2f}"
                    if r["overhead"] >= 0.001 else "–")
            else:
                greedy, greedy_ratio = "–", "–"
            within = r.get("memplan_least_within_time")
            within = (f"{gib(within)} ({within / r['peak']:.2f}x)"
                      if within else "–")
            saved = r.get("saved_tensors", "–")
            out.append(f"| {r['budget']:.1f} | {saved} | {gib(r['peak'])} | "
                       f"{percent(r['overhead'])} | {mine} | {ratio} | "
                       f"{greedy} | {greedy_ratio} | {within} |")
        out.append("")
        if f"pytorch-{name}.png" in plots:
            out += [f"![{name}: peak against estimated step time]"
                    f"(pytorch-{name}.png)", ""]
    return out


def section_remat(results):
    out = []
    out += ["## 1. Rematerialization on the Checkmate graphs", "",
            "Budget as a fraction of the unplanned peak. Cells: whether the "
            "plan fits (simulator replay), estimated step time versus the "
            "unplanned step (compute and copy streams replayed together), "
            "or the least the strategy reaches. Copies go over a host link "
            "that moves the unplanned peak once per unplanned step "
            "(bench/plan.py); optimal: the Checkmate MILP extended with "
            "swaps over that link (CBC, 60 s), on graphs of at most 100 "
            "nodes. Times: memplan-plan's planning_seconds; "
            f"{measured_note(results, 'remat')}.", ""]
    remat = results["remat"]
    if isinstance(remat, dict):
        out += [f"Not run: {remat['error']}", ""]
    else:
        graphs = sorted({r["graph"] for r in remat})
        strategies = [s for s in ["greedy", "recompute-only", "swap-only",
                                  "sqrt", "optimal"]
                      if any(r["strategy"] == s for r in remat)]
        for g in graphs:
            rows = [r for r in remat if r["graph"] == g]
            out += [f"### {g}", "",
                    "| budget | " + " | ".join(strategies) + " |",
                    "|---|" + "---|" * len(strategies)]
            for fraction in sorted({r["fraction"] for r in rows}):
                cells = []
                for s in strategies:
                    r = next((r for r in rows if r["strategy"] == s and
                              r["fraction"] == fraction), None)
                    if r is None:
                        cells.append("–")
                    elif r["fits"]:
                        slow = r["step_time"] / r["baseline_step_time"] - 1
                        extra = ""
                        if s == "optimal":
                            extra = (" (proven)" if r.get("proven_optimal")
                                     else " (not proven; CBC stopped at its"
                                     " deadline, the heuristic plan stands)"
                                     if r.get("solver_stopped")
                                     else " (not proven)")
                        cells.append(f"{percent(slow)}{extra}, "
                                     f"{1000 * r['planning_seconds']:.0f} ms")
                    elif r.get("proven_infeasible"):
                        cells.append("infeasible (proven)")
                    elif r.get("minimum_budget"):
                        cells.append(f"no: least "
                                     f"{r['minimum_budget'] / r['baseline_peak']:.3f}")
                    else:
                        cells.append("no")
                out.append(f"| {fraction:.1f} | " + " | ".join(cells) + " |")
            out.append("")
    return out


def section_real_size(results):
    out = []
    out += ["## 2. Real-size steps", "",
            "`memplan-plan` per strategy and budget. Cells: estimated step "
            "time versus the unplanned step, or the least the strategy "
            "reaches (fraction of the unplanned peak). The unplanned peak, "
            "which budgets are fractions of, is the step's in the order "
            "that holds less: memplan-plan also plans a step in the order "
            "where the backward's masks are made in the forward "
            "(hoist-readers) and keeps the faster plan. Peaks include the "
            "persistent bytes (parameters, inputs) and, at every step, the "
            "returned bytes (loss, gradients), which the packed step holds "
            "outside its arena.", "",
            "### Exported from PyTorch (models/, real size)", "",
            f"On the {EXPORT_DEVICE} preset.", ""]
    for m in EXPORTS:
        out += plan_table(m, [r for r in results["exported"]
                              if r["model"] == m], [EXPORT_DEVICE])
    out += ["### Generated by memplan-zoo", ""]
    for m in sorted({r["model"] for r in results["models"]}):
        out += plan_table(m, [r for r in results["models"]
                              if r["model"] == m], DEVICES)
    return out


def section_pytorch(results):
    out = []
    out += ["## 3. PyTorch (activation-memory budget partitioner), like for "
            "like", ""]
    out += pytorch_tables(results)
    return out


def section_pytorch_torchvision(results):
    out = ["## 11. PyTorch on torchvision classifiers at real size", ""]
    pt = results.get("pytorch_torchvision", {"skipped": "not run"})
    if "skipped" in pt:
        return out + [pt["skipped"], ""]
    out += ["`bench/pytorch_partitioned.py --torchvision "
            + ",".join(PYTORCH_TORCHVISION) + "`: torchvision's classifiers "
            "(random weights, batch 32, 224x224, cross-entropy loss), their "
            "joint steps exported at real size as models/ exports its own, "
            "compared with PyTorch's partitions at b = "
            + ", ".join(f"{b:g}" for b in PYTORCH_TORCHVISION_BUDGETS)
            + " exactly as in section 3 (the same columns, preset and "
            "yardstick), " + measured_note(results, "pytorch_torchvision")
            + ".", ""]
    return out + pytorch_model_tables(pt)


def section_iree(results):
    out = ["## 4. IREE", ""]
    planned = results.get("iree_planned", {})
    out += ["### Planned steps handed to IREE", ""]
    if "skipped" in planned or "error" in planned:
        out += [planned.get("skipped") or
                "failed: " + planned["error"].splitlines()[-1], ""]
    elif planned:
        versions = planned["versions"]
        budgets = ", ".join(str(b) for b in planned["budgets"])
        out += [
            f"`bench/iree.py`, {measured_note(results, 'iree_planned')}; "
            f"{versions['compiler']}, runtime {versions['runtime']}, llvm-cpu "
            "for a generic x86-64 CPU. Each step goes through "
            "`memplan-tensor-pipeline` (docs/UserGuide.md, \"IREE\"): "
            "elementwise producers fused into their only consumer (upstream "
            "`linalg-fuse-elementwise-ops`), reordered (`memplan-reorder`; "
            "IREE keeps the order it is given), planned with `recompute-only` "
            f"at budgets {budgets} of memplan's unplanned peak of that step "
            "(real-size steps at "
            f"{', '.join(str(b) for b in planned.get('real_budgets', []))}, "
            "compiled to the stream level only: IREE's host code would take "
            "minutes a call on them, and their tiny rows check the outputs), "
            "materialized, the recomputed ops marked against IREE's CSE "
            "(`memplan.recomputed`) and inlined; then compiled by "
            "`iree-compile`. IREE transient peak: "
            "the transient `stream.resource.alloca` bytes live at once in "
            "program order at `--compile-to=stream`. IREE live peak: the "
            "most bytes of IREE's own transient slices live at once before "
            "it lays them out (`stream.resource.pack`, read before "
            "`iree-stream-layout-slices`), what IREE's packing (greedy "
            "best fit in the order the slices start) adds to that, and what "
            "`memplan-pack` adds packing the same slices (their lifetimes "
            "and sizes, offsets aligned to 64 bytes; its greedy portfolio, "
            "`--node-limit=0`). Runtime pool peak: the "
            "high water of the bytes reserved in the device's allocation "
            "pool during one call of `iree-run-module` (HAL memory profile; "
            "transients and results). Of memplan's saving: the bytes IREE's "
            "transient peak drops over those memplan's plan drops its own "
            "peak (1.00: IREE realizes the plan). Dispatches: "
            "`stream.cmd.dispatch` ops. "
            "Output diff: every result of the planned step against the "
            "unplanned one through `iree.runtime`, same inputs (numpy seed "
            f"{planned['seed']}), largest absolute difference (relative to "
            "the result's largest magnitude). Goal: transient peak at least "
            "30 % lower, at most 10 % more dispatches, outputs within 1e-6.",
            "", "The pipeline's defaults (planned on the fused step):", ""]
        out += iree_bench.table(planned, "fused")
        out += ["", iree_bench.summary(planned, "fused")]
        variants = {p["variant"] for row in planned["rows"]
                    for p in row.get("planned", [])}
        if "unfused" in variants:
            out += ["", "`fuse-elementwise=0` (planned on the step as "
                    "exported: the plan counts tensors that IREE's "
                    "dispatches never store), for comparison:", ""]
            out += iree_bench.table(planned, "unfused")
            out += ["", iree_bench.summary(planned, "unfused")]
        if "fence-op" in variants:
            out += ["", "`fence=op` (a `util.optimization_barrier` on one "
                    "input of each recomputation instead of the marks), for "
                    "comparison:", ""]
            out += iree_bench.table(planned, "fence-op")
        out += [""]
    ir = results.get("iree")
    out += ["### Transient allocation beside memplan's arena", ""]
    if ir is None:
        out += ["not run", ""]
    elif "skipped" in ir:
        out += [ir["skipped"], ""]
    else:
        out += [f"{ir['version']}, `iree-compile --compile-to=stream` for "
                "llvm-cpu on generated steps and on the exported real-size "
                "ones (models/): the size of the "
                "transient resource IREE allocates after its own packing "
                "(`stream.resource.pack`), beside memplan's arena for the "
                "unplanned step (upstream one-shot bufferization, no "
                "fusion) and its lower bound, and memplan's arena planned at "
                "0.7 of the peak. Results and arguments are outside both.",
                "", "| step | IREE transient B | memplan arena B (unplanned)"
                " | lower bound B | IREE / memplan | memplan arena at 0.7 B |",
                "|---|---:|---:|---:|---:|---:|"]
        for r in ir["rows"]:
            if "iree_error" in r:
                out.append(f"| {r['step']} | failed: {r['iree_error'][:80]} "
                           f"| {r['arena']} | {r['lower_bound']} | – | "
                           f"{r['arena_0_7']} |")
                continue
            ratio = (f"{r['iree_transient'] / r['arena']:.3f}"
                     if r["arena"] else "–")
            planned_arena = ("out of the planner's reach"
                             if r["arena_0_7"] is None else r["arena_0_7"])
            out.append(f"| {r['step']} | {r['iree_transient']} | "
                       f"{r['arena']} | {r['lower_bound']} | {ratio} | "
                       f"{planned_arena} |")
        out += ["", "IREE fuses elementwise ops into dispatches, so some "
                "intermediates never get a buffer; memplan packs every "
                "buffer upstream bufferization makes.", ""]
    return out


def section_scaling(results):
    out = []
    out += ["## 6. Scaling", "",
            "GPT steps from `memplan-zoo` (width 32, batch 8, sequence 64, "
            "vocabulary 64) of growing depth; `memplan-pipeline` at "
            f"{SCALING_FRACTION} and {SCALING_LOW_FRACTION} of the peak "
            "(plan, materialize, bufferize, lower swaps, pack; wall clock "
            "of each pass, one thread).", "",
            "| depth | ops | budget | emit s | plan s | bufferize s "
            "| pack s (buffers) | plan + bufferize + pack s "
            "| whole pipeline s |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in results["scaling"]:
        f = seconds_cell
        out.append(f"| {r['depth']} | {r['ops']} | "
                   f"{r.get('fraction', SCALING_FRACTION)} | "
                   f"{f(r['emit_seconds'])} | "
                   f"{f(r['plan_seconds'])} | {f(r['bufferize_seconds'])} | "
                   f"{f(r['pack_seconds'])} ({r['buffers']}) | "
                   f"{f(core_seconds(r))} | "
                   f"{f(r['pipeline_seconds'])}"
                   f"{'' if r['ok'] else ' (failed)'} |")
    out.append("")
    return out


def section_gpu(results):
    out = []
    out += ["## 7. GPU compilation", "",
            "`memplan-gpu-pipeline` (`format=bin chip=sm_90`: ptxas "
            "assembles each kernel) on the torchvision models (forward only, "
            "32x32 inputs, no planning) and on the exported ResNet-18 "
            "training step (planned): kernels and cubin bytes. The build "
            "machine has no GPU: the runs on one are below.", ""]
    gpu = results["gpu"]
    if "skipped" in gpu:
        out += [gpu["skipped"], ""]
    else:
        out += ["| model | kernels | cubin bytes | seconds |",
                "|---|---:|---:|---:|"]
        for r in gpu["rows"]:
            if "error" in r:
                out.append(f"| {r['model']} | failed: {r['error'][:80]} | | |")
            else:
                out.append(f"| {r['model']} | {r['kernels']} | "
                           f"{r['cubin_bytes']} | {r['seconds']:.1f} |")
        out.append("")
    # What a GPU ran: recorded by make gpu-check where one was lent, not
    # measured by this report.
    recorded = os.path.join(HERE, "gpu-results.md")
    out += ["### Planned steps run on a GPU", ""]
    if os.path.exists(recorded):
        out += ["Every planned step must be bitwise equal to the unplanned "
                "one on the GPU (the same kernels on the same inputs), and "
                "the unplanned one as close to the results of the same step "
                "in more precision (the f64 export; the f32 step of an f16 or "
                "bf16 one) as the CPU's results are (or within 1e-4 of the "
                "CPU's, for the other generated steps). From "
                "`bench/gpu-results.md`:", ""]
        with open(recorded) as f:
            out += [f.read().rstrip(), ""]
    else:
        out += ["Never run on a GPU.", ""]
    return out

def mm_cell(r, available):
    if "minimalloc_fits" in r:
        return (f"{'yes' if r['minimalloc_fits'] else 'no'} "
                f"({r['minimalloc_cpu_seconds']:.2f})")
    if "capacity" in r and not available:
        return "not available"
    return "–"


def section_packing(results):
    out = ["## 5. Packing", ""]
    packing = results["packing"]
    run_note = measured_note(results, "packing")
    out += ["### Instances side by side with MiniMalloc", ""]
    if "error" in packing:
        out += [f"Not run: {packing['error']}", ""]
    else:
        mm = packing.get("minimalloc")
        limits = []
        if packing.get("node_limit"):
            limits.append(f"node limit {packing['node_limit']}")
        if packing.get("time_limit"):
            limits.append(f"time limit {packing['time_limit']} s")
        memplan_limits = (", ".join(limits) if limits else
                          "its defaults (a node limit, no time limit: "
                          "results depend only on the input)")
        if mm:
            peer = (f"MiniMalloc (built from ../shared/peers/minimalloc "
                    f"outside the project, `{mm}`) gets "
                    f"{packing['mm_timeout']:g} s of wall clock per "
                    "instance; its placements are checked by an "
                    "independent validator in bench/pack.py.")
        else:
            requested = packing.get("minimalloc_requested")
            peer = ("MiniMalloc was not available"
                    + (f" (`{requested}` is missing)" if requested else "")
                    + ": build it from ../shared/peers/minimalloc (its "
                    "NOTE.md) and set MINIMALLOC to its binary; its column "
                    "says \"not available\".")
        out += [f"`bench/pack.py`, {run_note}. CPU seconds of each "
                f"process. memplan runs with {memplan_limits}. {peer} "
                "\"shared\": the instances in ../shared/bench/packing "
                "(MiniMalloc's at the capacity in their name); \"family\": "
                "instances of MiniMalloc's challenging family generated by "
                "bench/pack.py (a guillotine-cut 1024 x 1024 grid of "
                "1024-unit cells, some rectangles dropped: feasible at "
                "1048576 by construction)."
                + (" \"extra\": the instances of "
                   + ", ".join(f"`{d}`" for d in packing["extra"])
                   + " (not in ../shared/bench; NAME.CAPACITY.csv packed at "
                   "that capacity)." if packing.get("extra") else ""),
                "",
                "| instance | buffers | lower bound | memplan minimizing: "
                "arena (arena/LB), CPU-s | memplan at capacity: fits? "
                "(CPU-s) | MiniMalloc at capacity: fits? (CPU-s) |",
                "|---|---:|---:|---|---|---|"]
        for r in packing["instances"]:
            arena = (f"{r['arena']} ({r['ratio']:.4f}"
                     f"{', opt' if r['optimal'] else ''}), "
                     f"{r['cpu_seconds']:.2f}") if r["arena"] else "–"
            fit = "–"
            if "fits" in r:
                fit = (f"{'yes' if r['fits'] else 'no'} "
                       f"({r['fit_cpu_seconds']:.2f})")
            out.append(f"| {r['instance']} | {r['buffers']} | "
                       f"{r['lower_bound']} | {arena} | {fit} | "
                       f"{mm_cell(r, bool(mm))} |")
        capacity = [r for r in packing["instances"] if "capacity" in r]
        if capacity:
            both = [r for r in capacity if "minimalloc_fits" in r]
            out += ["", f"At the capacity: memplan fits "
                    f"{sum(r['fits'] for r in capacity)} of "
                    f"{len(capacity)} instances"
                    + (f", MiniMalloc {sum(r['minimalloc_fits'] for r in both)}"
                       f" of {len(both)}; memplan fits every one MiniMalloc "
                       f"fits: "
                       f"{'yes' if all(r['fits'] for r in both if r['minimalloc_fits']) else 'NO'}"
                       if both else "")
                    + "."]
        sample = packing.get("family_sample")
        if sample and sample["instances"]:
            out += ["", f"A larger draw of the family (seeds 100 to "
                    f"{99 + sample['instances']}, 300-450 rectangles, drop "
                    f"0.1 or 0.2, both drawn from the seed), packed at "
                    f"1048576: memplan fits {sample['fits']} of "
                    f"{sample['instances']}, "
                    f"{sample['cpu_seconds']:.1f} CPU-s in all"
                    + (f"; MiniMalloc fits {sample['minimalloc_fits']}, "
                       f"{sample['minimalloc_cpu_seconds']:.1f} CPU-s in all "
                       f"(the same wall-clock limit per instance as above); "
                       f"MiniMalloc alone fits {sample['only_minimalloc']}, "
                       f"neither fits {sample['neither']}"
                       if "minimalloc_fits" in sample else
                       " (memplan alone)")
                    + "."]
            if "minimized_within" in sample:
                out += ["", f"Minimizing (no capacity) on the same draw: "
                        f"an arena within 1048576 on "
                        f"{sample['minimized_within']} of "
                        f"{sample['instances']}, above it where packing at "
                        f"it fits on {sample['minimized_above_fit']}; mean "
                        f"arena / lower bound "
                        f"{sample['minimized_ratio'] / sample['instances']:.4f}"
                        f", {sample['minimize_cpu_seconds']:.1f} CPU-s in "
                        f"all."]
        shared = [r for r in packing["instances"] if "best_greedy" in r]
        if shared:
            out += ["", "The best single greedy ordering of the portfolio "
                    "and best-fit by size on the shared instances:", "",
                    "| instance | best single greedy (arena/LB) | best-fit by "
                    "size arena/LB |", "|---|---|---:|"]
            for r in shared:
                size = r.get("best_fit_size_ratio")
                out.append(f"| {r['instance']} | {r['best_greedy']} "
                           f"({r['best_greedy_ratio']:.4f}) | "
                           f"{'–' if size is None else f'{size:.4f}'} |")
        out.append("")
        if packing.get("sweep"):
            out += ["### Scaling on synthetic training steps", "",
                    "Forward ops whose outputs are saved for the mirrored "
                    "backward op (30 %) or read by the next one or two, a "
                    "workspace per op, a gradient per backward op; sizes 80 % "
                    "up to 64 KiB, 17 % up to 4 MiB, 3 % up to 32 MiB "
                    "(`training_step` in bench/pack.py). Minimizing, same "
                    "limits as above.", "",
                    "| buffers | lower bound | arena | arena/LB | method | "
                    "CPU-s |", "|---:|---:|---:|---:|---|---:|"]
            for r in packing["sweep"]:
                out.append(f"| {r['buffers']} | {r['lower_bound']} | "
                           f"{r['arena']} | {r['ratio']:.5f} | {r['method']} "
                           f"| {r['cpu_seconds']:.2f} |")
            if packing.get("exponent") is not None:
                out += ["", f"CPU time grows as n^{packing['exponent']:.2f} "
                        "over the sweep (least squares on log-log)."]
            out.append("")

    out += pipeline_table(results)
    out += fit_loop_table(results)

    out += ["### Bufferized torchvision models (../shared/bench/models)", "",
            "Upstream one-shot bufferization, then `memplan-pack-buffers` "
            "(alignment 256), beside the best single greedy ordering and "
            "first-fit in program order on the same buffers.", "",
            "| model | buffers | lower bound | arena | arena/LB | s | best "
            "single greedy arena/LB | first-fit in program order arena/LB |",
            "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in results["model_packing"]:
        if "error" in r:
            out.append(f"| {r['model']} | failed: {r['error'][:80]} |")
            continue
        lb = r["lower_bound"]
        out.append(f"| {r['model']} | {r['buffers']} | {lb} | {r['arena']} | "
                   f"{r['arena'] / lb:.4f}{' (opt)' if r['optimal'] else ''} "
                   f"| {r['seconds']:.2f} | "
                   f"{r['best_greedy_arena'] / lb:.4f} ({r['best_greedy']}) | "
                   f"{r['first_fit_program_order'] / lb:.4f} |")
    out.append("")
    return out


def seconds_cell(x):
    return "–" if x is None else f"{x:.2f}"


def core_seconds(row):
    """Plan + bufferize + pack of a scaling row (None if one is missing)."""
    core = [row[k] for k in ("plan_seconds", "bufferize_seconds",
                             "pack_seconds")]
    return None if None in core else sum(core)


def pipeline_table(results):
    """The largest step of the scaling section, pass by pass, at each
    budget it was run at."""
    rows = [r for r in results.get("scaling", []) if r.get("passes")]
    if not rows:
        return []
    ops = max(r["ops"] for r in rows)
    rows = sorted((r for r in rows if r["ops"] == ops),
                  key=lambda r: -r.get("fraction", SCALING_FRACTION))
    first = rows[0]
    budgets = " and ".join(str(r.get("fraction", SCALING_FRACTION))
                           for r in rows)
    totals = "; ".join(
        f"at {r.get('fraction', SCALING_FRACTION)}, plan + bufferize + "
        f"pack {seconds_cell(core_seconds(r))} s, the whole run of "
        f"memplan-opt (parsing and printing included) "
        f"{seconds_cell(r['pipeline_seconds'])} s" for r in rows)
    out = [f"### A {ops}-op step through `memplan-pipeline`", "",
           f"The largest GPT step of section 6 (depth {first['depth']}, "
           f"{first['buffers']} buffers packed at {budgets.split()[0]}), "
           f"`memplan-pipeline` at {budgets} of its peak, `--mlir-timing` "
           f"(wall clock, one thread), {measured_note(results, 'scaling')}: "
           f"{totals}.", "",
           "| pass | " + " | ".join(
               f"s at {r.get('fraction', SCALING_FRACTION)}" for r in rows)
           + " |", "|---|" + "---:|" * len(rows)]
    seconds = [dict((name, s) for name, s in r["passes"]) for r in rows]
    for name, _ in first["passes"]:
        out.append(f"| {name} | " + " | ".join(
            seconds_cell(by.get(name)) for by in seconds) + " |")
    return out + [""]


def fit_loop_table(results):
    rows = results.get("fit_loop")
    if rows is None:
        return []
    out = ["### Planning and packing meeting in `fit=1`", "",
           "`memplan-pipeline=\"budget-fraction=F fit=1 "
           "functions=train_step\"` on the exported steps (models/steps, "
           "tiny sizes): the packed step's device bytes (arguments, arena, "
           "buffers left out of it) are measured and, while they exceed the "
           "budget, the step is planned again for the excess less than the "
           "last plan held (or than its budget, when the plan held more). "
           "Rounds: the round whose packed step fits; excess: what the "
           "first round's packed step needed above the budget, and its "
           "fraction of the budget; overhead: the planner's estimated "
           "step-time overhead of the accepted plan, and of the plan "
           "without the loop (fit=0, whose packed step may exceed the "
           "budget); time: memplan-opt with fit=1 and with fit=0 (a run "
           f"over {FIT_TIMEOUT} s is stopped), "
           f"{measured_note(results, 'fit_loop')}.", "",
           "| step | F | rounds | excess of round 1 B | overhead fit=1 "
           "(fit=0) | s fit=1 (fit=0) |", "|---|---:|---:|---:|---|---|"]
    for r in rows:
        if not r.get("ok"):
            fit0 = r.get("seconds_fit0")
            out.append(f"| {r['model']} | {r['fraction']:.2f} | "
                       f"{r.get('failure', 'failed')} | | | "
                       f"{r['seconds']:.2f}"
                       f"{'' if fit0 is None else f' ({fit0:.2f})'} |")
            continue
        excess = "–"
        if r["rounds"] > 1:
            excess = (f"{r['excess']} ({r['excess'] / r['target']:.2e})")
        o1 = "–" if r.get("overhead") is None else percent(r["overhead"])
        o0 = ("–" if r.get("overhead_fit0") is None
              else percent(r["overhead_fit0"]))
        out.append(f"| {r['model']} | {r['fraction']:.2f} | {r['rounds']} | "
                   f"{excess} | {o1} ({o0}) | {r['seconds']:.2f} "
                   f"({r['seconds_fit0']:.2f}) |")
    ok = [r for r in rows if r.get("ok")]
    if ok:
        again = [r for r in ok if r["rounds"] > 1]
        out += ["", f"A second round was needed in {len(again)} of {len(ok)} "
                f"runs that fit; {len(rows) - len(ok)} did not (out of the "
                "planner's reach, or stopped).",]
    return out + [""]


FRONTIER_BUDGETS = 8
FRONTIER_MODELS = EXPORTS + ["transformer"]


def frontier(args, tmp):
    """memplan's frontier (memplan-plan{frontier=N}) on every exported
    real-size step, recompute-only and greedy, with the CPU seconds of the
    run (all the plans of the frontier and the plan asked for)."""
    rows = []
    # The children's usage so far: the sections run before this one.
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for name in FRONTIER_MODELS:
        step = export_path(name)
        if not os.path.exists(step):
            continue
        for strategy in ("recompute-only", "greedy"):
            report = os.path.join(tmp, "frontier.json")
            proc = run([tool(args, "memplan-opt"), step,
                        *harness.plan_arguments(
                            f"budget-fraction=1.0 strategy={strategy} "
                            f"device={EXPORT_DEVICE} "
                            f"frontier={FRONTIER_BUDGETS} report={report}"),
                        "-o", os.devnull,
                        "--mlir-print-op-on-diagnostic=false"])
            row = {"model": name, "strategy": strategy}
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            if proc.returncode != 0:
                row["error"] = proc.stderr.strip()[-300:]
            else:
                entry = json.load(open(report))["functions"][0]
                row.update(points=entry["frontier"],
                           lower_bound=entry["lower_bound"],
                           recompute_bound=entry.get("recompute_bound"),
                           baseline_peak=entry["baseline_peak"])
            row["cpu_seconds"] = usage.ru_utime + usage.ru_stime
            rows.append(row)
    # CPU seconds per run: the children's usage grows monotonically.
    previous = before.ru_utime + before.ru_stime
    for row in rows:
        total = row["cpu_seconds"]
        row["cpu_seconds"] = round(total - previous, 2)
        previous = total
    return {"budgets": FRONTIER_BUDGETS, "rows": rows}


def section_frontier(results):
    data = results.get("frontier")
    out = ["## 8. The frontier: peak against estimated time", ""]
    if not data:
        return out + ["Not run.", ""]
    out += [f"`memplan-plan{{frontier={data['budgets']}}}` on the exported "
            "real-size steps (h100-sxm preset): plans at the lower bound (or "
            "the least the strategy reaches), at "
            f"{data['budgets']} budgets up to the unplanned peak and at the "
            f"peak, then at {max(1, data['budgets'] // 4)} more where the "
            "trade-off bends most (each halfway between the peaks of the "
            "neighbouring points whose step times differ most), keeping "
            "those no other beats on both peak and estimated "
            "step time. Each point is `peak / lower bound : overhead`; its "
            "budget plans it again. Without swaps: the lowest point's peak "
            "against the bound for plans without swaps (recomputeLowerBound; "
            "1.0000: no such plan goes lower), and that bound against the "
            "lower bound. CPU seconds: the whole run (every plan "
            f"of the frontier), {measured_note(results, 'frontier')}.", "",
            "| model | strategy | points (peak / lower bound : overhead) "
            "| least / bound without swaps (bound / lower bound) | CPU s |",
            "|---|---|---|---|---:|"]
    for r in data["rows"]:
        floor = "–"
        if "error" in r:
            cells = "failed: " + r["error"].splitlines()[-1][:100]
        else:
            bound = r["lower_bound"]
            cells = ", ".join(f"{p['peak'] / bound:.2f} : "
                              f"+{100 * p['overhead']:.1f} %"
                              for p in r["points"])
            without = r.get("recompute_bound")
            if without and r["points"]:
                floor = (f"{r['points'][0]['peak'] / without:.4f} "
                         f"({without / bound:.3f})")
        out.append(f"| {r['model']} | {r['strategy']} | {cells} | {floor} | "
                   f"{r['cpu_seconds']:.2f} |")
    return out + [""]


def dags(args, tmp):
    """Planning on seeded random layered DAGs (bench/dags.py)."""
    return {"rows": dags_bench.measure(args.build_dir)}


def section_dags(results):
    data = results.get("dags")
    out = ["## 9. Dense random DAGs", ""]
    if not data:
        return out + ["Not run.", ""]
    out += ["`memplan-plan` on seeded random layered DAGs (bench/dags.py: "
            "layers of 1-12 nodes, each node reading 1-11 nodes of the three "
            "layers before it, sizes 1 KiB-1 MiB, costs 1-100; graphs "
            "\"skips\": each input, with probability 1/4, any earlier node "
            "instead, like a network's skip connections; the host link "
            "moves the unplanned peak once per unplanned step). Result: the "
            "estimated step time against the unplanned one when the plan "
            "fits, else the least the strategy reaches as a fraction of the "
            "unplanned peak. Order: the program order of the plan kept "
            "(memplan-plan also plans in the order reorderForMemory finds "
            "where it holds fewer bytes unplanned; budgets stay fractions of "
            "the given order's peak). CPU seconds of the whole run (parse, "
            "reorder, plan in both orders and, "
            "when the budget is out of reach, the search for the least), "
            f"{measured_note(results, 'dags')}.", ""]
    out += dags_bench.table(data["rows"]) + [""]
    return out + [dags_bench.monotone_line(data["rows"]), ""]


# The document's sections: the option of --only that names each, its
# renderer and the results it reads.
DOC_SECTIONS = [
    ("remat", section_remat, ["remat"]),
    ("real-size", section_real_size, ["exported", "models"]),
    ("pytorch", section_pytorch, ["pytorch"]),
    ("iree", section_iree, ["iree", "iree_planned"]),
    ("packing", section_packing,
     ["packing", "model_packing", "fit_loop", "scaling"]),
    ("scaling", section_scaling, ["scaling"]),
    ("gpu", section_gpu, ["gpu"]),
    ("frontier", section_frontier, ["frontier"]),
    ("dags", section_dags, ["dags"]),
    ("torch-models", section_torch_models, ["torch_models"]),
    ("pytorch-torchvision", section_pytorch_torchvision,
     ["pytorch_torchvision"]),
]


def measured_note(results, key):
    run = results.get("runs", {}).get(key)
    if not run:
        return "measured at an unrecorded commit"
    return f"measured on {run['date']} at commit {run['commit']}"


def markdown(results, names):
    out = ["# Benchmarks", "",
           f"Generated by `make bench` (`bench/report.py`) on "
           f"{results['date']}, {results['machine']}. Do not edit: run it "
           "again. Raw numbers: `build/bench/results.json`.", ""]
    for name, render, _ in DOC_SECTIONS:
        if name in names:
            out += render(results)
    return "\n".join(out)


def splice(previous, fresh):
    """`previous` with its `## ` sections replaced by those of `fresh` that
    have the same number; the other sections and the header stay."""
    def chunks(text):
        parts, current = [], []
        for line in text.split("\n"):
            if line.startswith("## ") and current:
                parts.append(current)
                current = []
            current.append(line)
        parts.append(current)
        return parts

    def number(chunk):
        m = re.match(r"## (\d+)\.", chunk[0])
        return m.group(1) if m else None

    new = {number(c): c for c in chunks(fresh)[1:]}
    out = []
    for chunk in chunks(previous):
        n = number(chunk)
        if n in new:
            replacement = new.pop(n)
            out += replacement if replacement[-1] == "" or chunk[-1] != "" \
                else replacement + [""]
        else:
            out += chunk
    for chunk in new.values():
        out += chunk
    return "\n".join(out)


def commit_description():
    here = os.path.join(HERE, "..")
    head = run(["git", "-C", here, "rev-parse", "--short=7", "HEAD"])
    if head.returncode != 0:
        return "unknown (no git)"
    dirty = run(["git", "-C", here, "status", "--porcelain",
                 "--untracked-files=no"]).stdout.strip()
    return head.stdout.strip() + (" with uncommitted changes in the working "
                                  "tree" if dirty else "")


RUNNERS = [
    ("remat (Checkmate graphs)", "remat", remat),
    ("packing instances", "packing", packing),
    ("real-size generated steps", "models", real_models),
    ("exported steps", "exported", exported_models),
    ("PyTorch", "pytorch", pytorch),
    ("packing bufferized models", "model_packing", model_packing),
    ("fit loop on the exported tiny steps", "fit_loop", fit_loop),
    ("scaling", "scaling", scaling),
    ("IREE", "iree", iree),
    ("IREE, planned steps", "iree_planned", iree_planned),
    ("GPU compilation", "gpu", gpu_compile),
    ("frontier", "frontier", frontier),
    ("dense random DAGs", "dags", dags),
    ("other PyTorch models", "torch_models", torch_models),
    ("PyTorch on torchvision classifiers", "pytorch_torchvision",
     pytorch_torchvision),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    harness.add_common_arguments(parser)
    parser.add_argument("--output", default=os.path.join(HERE, "..", "docs",
                                                         "benchmarks.md"))
    parser.add_argument("--minimalloc", default=default_minimalloc(),
                        help="MiniMalloc's binary for the packing section "
                             "(default: $MINIMALLOC, else the build its "
                             "NOTE.md describes in ../shared/peers/minimalloc)")
    parser.add_argument("--packing-extra", action="append", default=[],
                        help="another folder of packing instances for "
                        "bench/pack.py --extra (e.g. MiniMalloc's public "
                        "benchmarks/asplos2024); repeatable")
    parser.add_argument("--only", default="",
                        help="comma-separated sections to run again ("
                             + ", ".join(n for n, _, _ in DOC_SECTIONS) +
                             "): the others keep their results "
                             "(build/bench/results.json) and their text in "
                             "the output")
    args = parser.parse_args()
    names = [n for n, _, _ in DOC_SECTIONS]
    only = [n for n in args.only.split(",") if n]
    unknown = [n for n in only if n not in names]
    if unknown:
        parser.error(f"unknown sections {unknown}; choose from {names}")
    selected = only or names
    keys = {k for n, _, ks in DOC_SECTIONS if n in selected for k in ks}
    results_dir = os.path.join(args.build_dir, "bench")
    results_path = os.path.join(results_dir, "results.json")
    os.makedirs(results_dir, exist_ok=True)
    results = {}
    if only and os.path.exists(results_path):
        results = json.load(open(results_path))
    commit = commit_description()
    with tempfile.TemporaryDirectory() as tmp:
        results.update({"date": datetime.date.today().isoformat(),
                        "machine": f"{platform.machine()}, {os.cpu_count()} "
                                   f"CPUs, {platform.platform()}"})
        results.setdefault("runs", {})
        for label, key, run_section in RUNNERS:
            if key not in keys:
                continue
            print(f"{label} ...", flush=True)
            start = time.time()
            results[key] = run_section(args, tmp)
            results["runs"][key] = {
                "date": datetime.date.today().isoformat(), "commit": commit,
                "seconds": round(time.time() - start, 1)}
    with open(results_path, "w") as f:
        json.dump(results, f, indent=1)
    # A section is rendered again when everything it reads was run again.
    rendered = [n for n, _, ks in DOC_SECTIONS
                if n in selected or set(ks) <= keys]
    text = markdown(results, rendered)
    if only and os.path.exists(args.output):
        text = splice(open(args.output).read(), text)
    with open(args.output, "w") as f:
        f.write(text)
    print(f"wrote {results_path} and {os.path.normpath(args.output)}")


if __name__ == "__main__":
    main()
