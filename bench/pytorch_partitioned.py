"""PyTorch's activation-memory budget against memplan's planner, like for like.

    pytorch_partitioned.py --json OUT [--models gpt2,...] [--budgets 1.0,...]
                           [--size real] [--device h100-sxm] [--keep DIR]
    pytorch_partitioned.py --check gpt2 [--budgets 0.4]   (tiny size)
    pytorch_partitioned.py --json OUT --torchvision resnet152,vit_b_16,...
                           [--batch 32]

`--torchvision` compares other torchvision classifiers (any name of
torchvision.models, real size, 224x224 images, 1000 classes, batch
`--batch`): their joint steps are exported first (models/export.py's
exporter, into a temporary directory), then partitioned and scored alike.

Runs in the exporter's environment (build/export-venv: torch, torchvision,
torch-mlir). For each model of models/export.py and each budget b, AOT
autograd (`aot_function`) partitions the joint forward+backward graph with
`min_cut_rematerialization_partition` under
`torch._functorch.config.activation_memory_budget = b` (its default
solver), on fake tensors, with the decompositions the exported steps are
traced with (memplan.torch.decompositions()). The partitioner's forward and
backward graphs are lowered by torch-mlir into one module as two functions
called from `train_step(input, target, p0, ...) -> (loss, dloss/dp0, ...)`,
the signature and results of the exported joint step (neither side applies
an SGD update: the exported steps return the gradients). Two functions,
because torch-mlir's pipeline ends in CSE, which in one function would merge
the backward's recomputations back into the forward; for scoring they are
inlined into train_step (`--inline` with an empty simplification pipeline:
no CSE, no canonicalization) and `symbol-dce` drops them.

Both programs are then scored by memplan's own liveness and cost model
(memplan-plan, strategy=none, on `--device`): PyTorch's peak and estimated
step time against the exported joint step's unplanned ones. memplan plans the
exported joint step with strategy=recompute-only at PyTorch's peak
(budget-bytes) and, with frontier=8, gives its peak-time frontier; from it,
the least peak memplan reaches within PyTorch's estimated step time.

`--check MODEL` partitions the tiny size and compares the partitioned
train_step with the exported joint step (models/steps/MODEL-tiny.mlir) on
memplan-run's seeded inputs (`--compare`), printing the max error.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter

import torch
import torchvision
from functorch.compile import (aot_function, make_boxed_func,
                               min_cut_rematerialization_partition)
from torch._subclasses.fake_tensor import FakeTensorMode

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "models"))
import export  # noqa: E402
import harness  # noqa: E402
import memplan.torch as mt  # noqa: E402  (pure Python; no extension)


def partition(name, size, budget):
    """PyTorch's forward and backward GraphModules for one model and budget,
    traced on fake tensors, and the order of the step's arguments."""
    factory, shape, target, loss_fn = export.MODELS[name][size]
    x, y = export.example_inputs(shape, target, seed=1)
    graphs = {}

    def keep(kind):
        def compiler(gm, example_inputs):
            # The partitioner may hand a graph a saved tensor in another
            # layout than the joint graph had, where a view of it needs a
            # copy (ConvNeXt's channels-last blocks): reshape copies where
            # it must, and is the same on tensors, as torch-mlir lowers it.
            for node in gm.graph.nodes:
                if (node.op == "call_function"
                        and node.target is torch.ops.aten.view.default):
                    node.target = torch.ops.aten.reshape.default
            gm.recompile()
            graphs[kind] = gm
            return make_boxed_func(gm.forward)
        return compiler

    torch._functorch.config.activation_memory_budget = budget
    # Built on real tensors: some constructors read their own tensors'
    # values (RegNet's widths, torch.arange(...).tolist()), which fake
    # tensors do not have. The parameters are made fake below.
    model = mt.without_dropout(
        mt.batch_norm_without_running_stats(factory())).train()
    with FakeTensorMode(allow_non_fake_inputs=True) as mode:
        names = [n for n, _ in model.named_parameters()]
        params = [mode.from_tensor(p.detach()).requires_grad_()
                  for _, p in model.named_parameters()]

        def loss_of(x, y, *ps):
            # In the forms the exported step is traced in (attention in
            # its mathematical form: PyTorch's fused CPU kernel has a
            # backward torch-mlir cannot lower, ViT's).
            with mt._functional_forms():
                return loss_fn(torch.func.functional_call(
                    model, dict(zip(names, ps)), (x,)), y)

        step = aot_function(loss_of, keep("fw"), keep("bw"),
                            partition_fn=min_cut_rematerialization_partition,
                            decompositions=mt.decompositions())
        loss = step(mode.from_tensor(x), mode.from_tensor(y), *params)
    # The backward is compiled at its first run, from a deep copy of its
    # module: outside the mode, so that the real tensors that module holds
    # (Swin's relative-position index, lifted as a constant) are copied as
    # real tensors. The fake ones still run under their own mode.
    loss.backward()
    return graphs["fw"], graphs["bw"], 2 + len(params)


def placeholders(gm):
    return [n for n in gm.graph.nodes if n.op == "placeholder"]


def output_node(gm):
    return next(n for n in gm.graph.nodes if n.op == "output")


def wiring(fw, bw, n_args):
    """Which forward result feeds each backward argument, and which backward
    result (after dropping the inputs' None gradients) is each parameter's
    gradient. The partitioner names a backward argument after the forward
    node it saves."""
    fw_outs = list(output_node(fw).args[0])
    by_name = {}
    for k, node in enumerate(fw_outs):
        by_name.setdefault(node.name, k)
    sources = []
    for p in placeholders(bw):
        if p.name.startswith("tangents"):
            sources.append("tangent")
        elif p.name in by_name:
            sources.append(by_name[p.name])
        else:
            raise RuntimeError(f"backward argument {p.name} is no forward "
                               "result")
    out = output_node(bw)
    grads = list(out.args[0])
    if len(grads) != n_args or any(g is None for g in grads[2:]):
        raise RuntimeError("the backward does not give every parameter a "
                           "gradient")
    kept = [g for g in grads if g is not None]
    out.args = (tuple(kept),)
    bw.graph.lint()
    bw.recompile()
    first = len(kept) - (n_args - 2)
    return {"backward_args": sources,
            "grads": list(range(first, len(kept)))}


def lower(fw, bw, wires, out_path, python=None, timeout=None):
    """Both graphs through torch-mlir into one module (a subprocess: see
    _partitioned_import.py)."""
    with tempfile.TemporaryDirectory(prefix="memplan-partitioned-") as work:
        paths = []
        for kind, gm in (("forward", fw), ("backward", bw)):
            args = [p.meta["val"] for p in placeholders(gm)]
            paths.append(os.path.join(work, f"{kind}.pickle"))
            mt._pickle_graph(gm, args, kind, paths[-1])
        wiring_path = os.path.join(work, "wiring.json")
        json.dump(wires, open(wiring_path, "w"))
        run = subprocess.run([python or sys.executable,
                              os.path.join(HERE, "_partitioned_import.py"),
                              *paths, wiring_path, out_path],
                             capture_output=True, text=True, timeout=timeout)
        if run.returncode != 0:
            raise RuntimeError("torch-mlir's import failed: "
                               + run.stderr.strip()[-2000:])


def partitioned_step(name, size, budget, out_path):
    started = time.time()
    fw, bw, n_args = partition(name, size, budget)
    wires = wiring(fw, bw, n_args)
    saved = [s for s in wires["backward_args"] if s != "tangent"]
    lower(fw, bw, wires, out_path)
    return {"saved_tensors": len(saved),
            "export_seconds": round(time.time() - started, 1)}


# ---------------------------------------------------------------------------
# Scoring with memplan's tools.

def tool(build, name):
    return os.path.join(build, "bin", name)


def inline(build, path, out):
    """train_step with forward and backward inlined: no CSE, no
    canonicalization (the inliner's simplification pipeline is empty);
    checked: the same ops, less the two calls, before and after. Then, as
    memplan.torch does to the exported step, its maxima and minima made to
    propagate NaN (memplan-propagate-nan: one op where torch-mlir lowered
    two), so that both sides are scored on the same ops."""
    inlined = os.path.splitext(out)[0] + "-calls.mlir"
    run = subprocess.run([tool(build, "memplan-opt"), path,
                          "--inline=default-pipeline=", "--symbol-dce",
                          "-o", inlined], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError("inlining failed: " + run.stderr[-1000:])
    before = op_counts(open(path).read())
    after = op_counts(open(inlined).read())
    before.pop("func.call", None)
    if before != after:
        raise RuntimeError(f"inlining changed the ops: {before - after} "
                           f"went, {after - before} came")
    run = subprocess.run([tool(build, "memplan-opt"), inlined,
                          "--pass-pipeline=builtin.module(func.func("
                          "memplan-propagate-nan))", "-o", out],
                         capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError("memplan-propagate-nan failed: "
                           + run.stderr[-1000:])
    os.remove(inlined)
    return out


def op_counts(text):
    """How many ops of each name produce values in a printed module."""
    return Counter(re.findall(r"= ([a-z_]+\.[a-z_.]+)", text))


def plan(build, path, options, work):
    report = os.path.join(work, "plan.json")
    if os.path.exists(report):
        os.remove(report)
    run = subprocess.run([tool(build, "memplan-opt"), path,
                          *harness.plan_arguments(
                              f"{options} report={report} "
                              "functions=train_step"), "-o", os.devnull,
                          "--mlir-print-op-on-diagnostic=false"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        least = re.search(r"reaches: (\d+) bytes at least", run.stderr)
        return {"fits": False,
                "least": int(least.group(1)) if least else None,
                "error": run.stderr.strip()[:300]}
    f = json.load(open(report))["functions"][0]
    f["fits"] = True
    return f


def least_within(build, device, joint, time_us, low, high, work,
                 rounds=14):
    """The least peak of memplan's recompute-only plans of the joint step
    whose estimated step time is at most `time_us`: bisection on the budget
    between `low` (the lower bound) and `high` (the unplanned peak), taking
    the least peak of the plans seen that meet the time."""
    best = None
    for _ in range(rounds):
        if high - low <= 1:
            break
        middle = (low + high) // 2
        r = plan(build, joint, f"budget-bytes={middle} "
                 f"strategy=recompute-only device={device}", work)
        if r["fits"] and r["step_time_us"] <= time_us * (1 + 1e-9):
            best = r["peak"] if best is None else min(best, r["peak"])
            high = middle
        else:
            low = middle
    return best


def score(build, device, joint, rows, work, frontier_budgets=16):
    """memplan's numbers for the joint step, and for each row (a budget b
    with its partitioned module at row["path"]) PyTorch's peak and time and
    memplan's at that peak."""
    base = plan(build, joint, f"budget-fraction=1.0 strategy=none "
                f"device={device}", work)
    front = plan(build, joint, f"budget-fraction=1.0 strategy=recompute-only "
                 f"device={device} frontier={frontier_budgets}", work)
    frontier = [{"peak": p["peak"], "step_time_us": p["step_time_us"]}
                for p in front.get("frontier", [])]
    summary = {"joint_peak": base["peak"],
               "joint_step_time_us": base["step_time_us"],
               "joint_lower_bound": base["lower_bound"],
               "persistent": base["persistent_bytes"],
               "returned": base.get("result_bytes", 0),
               "frontier": frontier}
    for row in rows:
        if "error" in row:
            continue
        scored = plan(build, row.pop("path"), f"budget-fraction=1.0 "
                      f"strategy=none device={device}", work)
        if not scored["fits"]:
            row["error"] = scored["error"]
            continue
        peak, time_us = scored["peak"], scored["step_time_us"]
        row.update(peak=peak, step_time_us=time_us,
                   overhead=time_us / base["step_time_us"] - 1)
        ours = plan(build, joint, f"budget-bytes={peak} "
                    f"strategy=recompute-only device={device}", work)
        if ours["fits"]:
            row.update(memplan_peak=ours["peak"],
                       memplan_overhead=ours["overhead"],
                       memplan_step_time_us=ours["step_time_us"])
        else:
            row.update(memplan_least=ours.get("least"))
        # Greedy also swaps over the preset's host link, which PyTorch's
        # partitioner cannot.
        swapping = plan(build, joint, f"budget-bytes={peak} "
                        f"strategy=greedy device={device}", work)
        if swapping["fits"]:
            row.update(greedy_peak=swapping["peak"],
                       greedy_overhead=swapping["overhead"],
                       greedy_swaps=swapping.get("swap_outs", 0))
        within = [p["peak"] for p in frontier
                  if p["step_time_us"] <= time_us * (1 + 1e-9)]
        found = least_within(build, device, joint, time_us,
                             base["lower_bound"] - 1, base["peak"], work)
        if found is not None:
            within.append(found)
        row["memplan_least_within_time"] = min(within) if within else None
    return summary


def check(args):
    """Tiny size: the partitioned train_step against the exported one."""
    build = args.build_dir
    joint = os.path.join(ROOT, "models", "steps", f"{args.check}-tiny.mlir")
    rows = []
    with tempfile.TemporaryDirectory(prefix="memplan-check-") as work:
        for budget in args.budgets:
            path = os.path.join(work, "partitioned.mlir")
            partitioned_step(args.check, "tiny", budget, path)
            flat = inline(build, path, os.path.join(work, "inlined.mlir"))
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                subprocess.run(["cp", path, flat, args.keep])
            run = subprocess.run([tool(build, "memplan-run"), flat,
                                  "--entry=train_step", f"--compare={joint}",
                                  f"--tolerance={args.tolerance}",
                                  "--print-limit=0", "--opt-level=0",
                                  f"--int-bound={args.int_bound}"],
                                 capture_output=True, text=True)
            text = (run.stdout + run.stderr).strip()
            errors = [float(e) for e in re.findall(
                r"largest relative difference ([0-9.eE+-]+|inf|nan)", text)]
            rows.append({"model": args.check, "budget": budget,
                         "ok": run.returncode == 0,
                         "max_error": max(errors) if errors else None,
                         "output": text[-600:]})
            print(json.dumps(rows[-1]), flush=True)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json")
    parser.add_argument("--models", default="gpt2,resnet18,mobilenet_v2")
    parser.add_argument("--budgets", default="1.0,0.8,0.6,0.4,0.2",
                        type=lambda s: [float(b) for b in s.split(",")])
    parser.add_argument("--size", default="real")
    parser.add_argument("--device", default="h100-sxm")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--keep", help="keep the partitioned modules here")
    parser.add_argument("--reuse", action="store_true",
                        help="score the modules already in --keep instead of "
                             "partitioning again")
    parser.add_argument("--torchvision", metavar="NAMES",
                        help="compare these torchvision classifiers instead "
                             "of --models (their joint steps exported "
                             "first)")
    parser.add_argument("--batch", type=int, default=32,
                        help="the batch of --torchvision's steps")
    parser.add_argument("--check", metavar="MODEL")
    parser.add_argument("--tolerance", type=float, default=1e-4)
    parser.add_argument("--int-bound", type=int, default=10,
                        help="seeded token and class ids lie in [0, N) "
                             "(every tiny model has at least 10 classes)")
    args = parser.parse_args()
    if args.check:
        rows = check(args)
        if args.json:
            json.dump({"torch": torch.__version__, "check": rows},
                      open(args.json, "w"), indent=1)
        sys.exit(0 if all(r["ok"] for r in rows) else 1)
    if not args.json:
        parser.error("--json is required")
    models = []
    names = args.models.split(",")
    if args.torchvision:
        names = args.torchvision.split(",")
        args.size = "real"
        for name in names:
            if not callable(getattr(torchvision.models, name, None)):
                parser.error(f"--torchvision: torchvision.models has no "
                             f"model '{name}'")
            export.MODELS[name] = {"real": (
                lambda n=name: export.torchvision_model(n, "real"),
                (args.batch, 3, 224, 224), ("class", (args.batch,), 1000),
                export.classifier_loss)}
    with tempfile.TemporaryDirectory(prefix="memplan-partitioned-") as work:
        for name in names:
            joint = os.path.join(ROOT, "models", "steps",
                                 f"{name}-{args.size}.mlir")
            if args.torchvision:
                torch.manual_seed(0)
                try:
                    export.export(name, "real", work)
                except Exception as error:  # say which and go on
                    models.append({"model": name, "size": args.size,
                                   "error": f"export: {type(error).__name__}: "
                                            f"{str(error).strip()[-400:]}"})
                    print(json.dumps(models[-1]), flush=True)
                    continue
                joint = os.path.join(work, "steps", f"{name}-real.mlir")
            rows = []
            for budget in args.budgets:
                row = {"budget": budget}
                path = os.path.join(work, f"{name}-{budget}.mlir")
                kept = args.keep and os.path.join(args.keep,
                                                  os.path.basename(path))
                try:
                    if kept and os.path.exists(kept) and args.reuse:
                        path = kept
                    else:
                        row.update(partitioned_step(name, args.size, budget,
                                                    path))
                        if kept:
                            os.makedirs(args.keep, exist_ok=True)
                            subprocess.run(["cp", path, kept], check=True)
                    row["path"] = inline(args.build_dir, path,
                                         os.path.join(work, f"{name}-{budget}.flat.mlir"))
                except Exception as error:  # say which and go on
                    row["error"] = (f"{type(error).__name__}: "
                                    f"{str(error).strip()[-400:]}")
                rows.append(row)
                print(json.dumps({"model": name, **row}), flush=True)
            summary = score(args.build_dir, args.device, joint, rows, work)
            models.append({"model": name, "size": args.size, **summary,
                           "rows": rows})
            print(json.dumps(models[-1]), flush=True)
            json.dump({"torch": torch.__version__, "device": args.device,
                       "models": models}, open(args.json, "w"), indent=1)


if __name__ == "__main__":
    main()
