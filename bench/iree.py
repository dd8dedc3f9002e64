#!/usr/bin/env python3
"""Planned training steps handed to IREE: unplanned against planned.

For every step (memplan-zoo's generated GPT and ResNet steps, the exported
models/steps/*-tiny.mlir) and every budget, the step goes through
memplan-tensor-pipeline (elementwise fusion, memplan-reorder, recompute-only
plan, materialized, recomputations marked against IREE's CSE and inlined)
and is compiled by IREE for the host (llvm-cpu, generic CPU). Variants:
fused (the pipeline's defaults), unfused (fuse-elementwise=0: the plan
counts tensors IREE never stores) and fence-op (fence=op:
util.optimization_barrier on one input of each recomputation instead of
the marks; not run by default). Beside the
unplanned step (its pad widths that no window reaches cut by
memplan-trim-pads, as the pipeline cuts them) it measures:

  (a) the transient program-order peak at `--compile-to=stream`: the bytes
      of `stream.resource.alloca` of transient resources live at once,
      walking the program (allocas add, deallocas subtract; a value that
      crosses IREE's partitions gets an alloca of its own and no dealloca,
      and counts until the end);
  (b) the runtime's peak: iree-run-module with HAL memory profiling
      (`--device_profiling_mode=memory-events`, read back by `iree-profile
      memory`), the high water of the bytes reserved in the device's queue
      allocation pool (transients and results; the arguments are imported
      before the call and are not in the pool);
  (c) dispatches: `stream.cmd.dispatch` ops at `--compile-to=stream`;
  (d) the outputs of the planned step against the unplanned one through
      iree.runtime on the same random inputs (numpy seed 0; floats
      N(0, 0.1), integers uniform in [0, memplan.bound) or [0, 2) without a
      bound): max absolute difference and max difference relative to the
      output's largest magnitude.

iree-base-compiler and iree-base-runtime come from build/bench-venv
(`make bench-peers`). The allocator statistics of iree.runtime
(HalAllocator.statistics) do not see the queue-ordered allocations that
IREE's stream lowering makes, hence the memory profile for (b).

    python3 bench/iree.py [--build-dir build] [--json out.json]
        [--steps gpt,resnet,gpt2-tiny,...] [--budgets 0.5,0.55,...,0.8]
        [--variants fused,unfused,fence-op]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS_DIR = os.path.join(HERE, "..", "models", "steps")
BUDGETS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]
# memplan-tensor-pipeline's options per variant: the default (elementwise
# fusion before planning, recomputations marked by an attribute), without
# fusion, and with util.optimization_barrier fences instead of the marks.
VARIANTS = {"fused": [], "unfused": ["fuse-elementwise=0"],
            "fence-op": ["fence=op"]}
DEFAULT_VARIANTS = ["fused", "unfused"]
# Generated steps whose memory is mostly activations.
ZOO_STEPS = {
    "gpt": ("gpt 2x64, batch 8, seq 64, vocab 1000",
            ["--model=gpt", "--depth=2", "--width=64", "--batch=8",
             "--seq=64", "--vocab=1000"]),
    "resnet": ("resnet 4x16, batch 8, 32x32",
               ["--model=resnet", "--depth=4", "--width=16", "--batch=8",
                "--image=32", "--channels=3", "--out=10"]),
}
TARGET = ["--iree-hal-target-device=local",
          "--iree-hal-local-target-device-backends=llvm-cpu",
          "--iree-llvmcpu-target-cpu=generic"]
ENTRY = "train_step"


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def venv_bin(args, name):
    return os.path.join(args.build_dir, "bench-venv", "bin", name)


def tool(args, name):
    return os.path.join(args.build_dir, "bin", name)


def steps(args):
    """(key, label, path or memplan-zoo arguments) of every step."""
    out = [(k, label, zoo) for k, (label, zoo) in ZOO_STEPS.items()]
    for path in sorted(glob.glob(os.path.join(MODELS_DIR, "*-tiny.mlir"))):
        key = os.path.basename(path)[:-len(".mlir")]
        out.append((key, f"{key} (exported)", path))
    for path in sorted(glob.glob(os.path.join(MODELS_DIR, "*-real.mlir"))):
        key = os.path.basename(path)[:-len(".mlir")]
        out.append((key, f"{key[:-len('-real')]} (exported, real size)",
                    path))
    if args.steps:
        wanted = args.steps.split(",")
        out = [s for s in out if s[0] in wanted]
    return out


# ---------------------------------------------------------------- (a), (c)

ALLOCA = re.compile(r"(%[\w#]+), %[\w#]+ = stream\.resource\.alloca [^\n]*"
                    r"!stream\.resource<transient>\{%c(\d+)\}")
DEALLOCA = re.compile(r"stream\.resource\.dealloca [^\n]*=> (%[\w#]+) :")


def stream_stats(text):
    """Transient program-order peak, their total, allocas and dispatches of
    a module at --compile-to=stream (straight-line steps)."""
    live, current, peak, total, allocas = {}, 0, 0, 0, 0
    for line in text.split("\n"):
        m = ALLOCA.search(line)
        if m:
            size = int(m.group(2))
            live[m.group(1)] = size
            current += size
            total += size
            allocas += 1
            peak = max(peak, current)
            continue
        m = DEALLOCA.search(line)
        if m and m.group(1) in live:
            current -= live.pop(m.group(1))
    return {"transient_peak": peak, "transient_total": total,
            "transient_allocas": allocas,
            "dispatches": len(re.findall(r"\bstream\.cmd\.dispatch\b", text))}


PACK = re.compile(r"stream\.resource\.pack[^\n]*slices\(\{(.*?)\}\)", re.S)
SLICE = re.compile(r"\[(\d+), (\d+)\] = (%[\w]+)")
INDEX = re.compile(r"(%c[\w]*) = arith\.constant (\d+) : index")


def transient_slices(text):
    """(first, last, bytes) of every slice of the largest
    `stream.resource.pack` (the one with the most slices: the transients of
    the step's execution region), each live from its first to its last
    index, before IREE lays them out; None without one or with a size that
    is not a constant."""
    constants = dict(INDEX.findall(text))
    packs = [m.group(1) for m in PACK.finditer(text)]
    if not packs:
        return None
    slices = SLICE.findall(max(packs, key=lambda b: len(SLICE.findall(b))))
    if any(size not in constants for _, _, size in slices):
        return None
    return [(int(first), int(last), int(constants[size]))
            for first, last, size in slices]


def live_peak(text):
    """The most bytes of the transient slices live at once: what a perfect
    packer of IREE's own lifetimes would need."""
    slices = transient_slices(text)
    if slices is None:
        return None
    events = []
    for first, last, size in slices:
        events += [(first, size), (last + 1, -size)]
    current = peak = 0
    for _, delta in sorted(events):
        current += delta
        peak = max(peak, current)
    return peak


# IREE's llvm-cpu target aligns transient offsets to 64 bytes.
SLICE_ALIGNMENT = 64


def memplan_packing(args, slices, work, name):
    """The arena memplan-pack's greedy portfolio gives IREE's own transient
    slices (their lifetimes and sizes as IREE's layout-slices sees them,
    offsets aligned to 64 bytes): what the step needs from a better packer
    in IREE."""
    if not slices:
        return None
    path = os.path.join(work, name + ".slices.csv")
    with open(path, "w") as f:
        f.write("id,lower,upper,size,alignment\n")
        for i, (first, last, size) in enumerate(slices):
            f.write(f"{i},{first},{last + 1},{size},{SLICE_ALIGNMENT}\n")
    # The greedy portfolio only: its exact search spends its whole node
    # limit (minutes on a thousand slices) where the portfolio misses the
    # lower bound by a fraction of a percent.
    proc = run([tool(args, "memplan-pack"), path, "--node-limit=0"])
    os.remove(path)
    if proc.returncode != 0:
        return None
    return json.loads(proc.stdout).get("arena")


def compile_step(args, step, work, name, stream_only=False):
    """iree-compile to the stream level (measured) and, unless
    `stream_only`, on to a vmfb."""
    stream = os.path.join(work, name + ".stream.mlir")
    vmfb = os.path.join(work, name + ".vmfb")
    proc = run([venv_bin(args, "iree-compile"), step] + TARGET +
               ["--compile-to=stream", "-o", stream,
                "--mlir-print-ir-before=iree-stream-layout-slices"])
    if proc.returncode != 0:
        return {"error": last_error(proc.stderr)}
    stats = stream_stats(open(stream).read())
    stats["live_peak"] = live_peak(proc.stderr)
    stats["memplan_packed"] = memplan_packing(
        args, transient_slices(proc.stderr), work, name)
    if stream_only:
        os.remove(stream)
        return stats
    proc = run([venv_bin(args, "iree-compile"), stream] + TARGET +
               ["--compile-from=stream", "-o", vmfb])
    if proc.returncode != 0:
        return {"error": last_error(proc.stderr)}
    stats["vmfb"] = vmfb
    return stats


def last_error(stderr):
    errors = [l for l in stderr.splitlines() if "error:" in l]
    return (errors[0].split("error:", 1)[1].strip() if errors
            else stderr.strip()[-200:])[:200]


# ---------------------------------------------------------------- planning

REMARK = re.compile(r"peak (\d+) bytes \(unplanned (\d+), lower bound (\d+)\)"
                    r", (\d+) swapped and (\d+) recomputed")
RECOMPUTED = re.compile(r"memplan\.recomputed = (\d+)")


def plan(args, step, fraction, variant, work, name):
    """The step planned at `fraction` by memplan-tensor-pipeline (fused,
    reordered, recompute-only, materialized, recomputations marked against
    CSE and inlined) with the variant's options: what a user hands IREE as
    text. Of memplan-prepare's rewrites only the reordering: IREE reuses the
    buffers of dying operands itself, and a plan that counts on it
    recomputes less for the same budget (measured: MobileNetV2-tiny's
    transient peak -47.6 % instead of -55.9 % at 0.5)."""
    planned = os.path.join(work, name + ".mlir")
    options = " ".join([f"budget-fraction={fraction}"] + VARIANTS[variant])
    proc = run([tool(args, "memplan-opt"), step] +
               (["-allow-unregistered-dialect"] if "fence=op" in options
                else []) +
               [f"--memplan-tensor-pipeline={options}",
                "--mlir-print-op-on-diagnostic=false", "-o", planned])
    if proc.returncode != 0:
        return {"error": "plan: " + last_error(proc.stderr)}
    text = open(planned).read()
    numbers = {int(n) for n in RECOMPUTED.findall(text)}
    info = {"recomputes": len(numbers),
            "fences": text.count("util.optimization_barrier")}
    m = REMARK.search(proc.stderr)
    if m:
        info.update(plan_peak=int(m.group(1)), plan_unplanned=int(m.group(2)),
                    plan_lower_bound=int(m.group(3)))
    info["path"] = planned
    return info


# -------------------------------------------------------------------- (b)

def runtime_peak(args, vmfb, inputs, work):
    """High water of the bytes reserved in the device's allocation pools
    during one call, from IREE's HAL memory profile."""
    profile = vmfb + ".ireeprof"
    proc = run([venv_bin(args, "iree-run-module"), f"--module={vmfb}",
                f"--function={ENTRY}", "--device=local-task",
                "--device_profiling_mode=memory-events",
                f"--device_profiling_output={profile}"] +
               [f"--input=@{path}" for path in inputs])
    if proc.returncode != 0:
        return {"runtime_error": last_error(proc.stderr)}
    proc = run([venv_bin(args, "iree-profile"), "memory", "--format=jsonl",
                profile])
    if proc.returncode != 0:
        return {"runtime_error": last_error(proc.stderr)}
    reserved, peak, span = 0, 0, {}
    for line in proc.stdout.splitlines():
        record = json.loads(line)
        if record.get("type") != "memory_event":
            continue
        kind = record["event_type"]
        if kind == "pool_reserve":
            reserved += record["length"]
            peak = max(peak, reserved)
            pool = record["pool_id"]
            span[pool] = max(span.get(pool, 0),
                             record["offset"] + record["length"])
        elif kind == "pool_release":
            reserved -= record["length"]
    return {"runtime_peak": peak, "runtime_span": sum(span.values())}


# -------------------------------------------------------------------- (d)

WORKER = r"""
import json, re, sys
import numpy as np
import iree.runtime as rt

entry, seed, inputs_dir, *vmfbs = sys.argv[1:]
config = rt.Config("local-task")
results, reference, inputs = [], None, None
for vmfb in vmfbs:
    ctx = rt.SystemContext(config=config)
    module = rt.VmModule.mmap(config.vm_instance, vmfb)
    ctx.add_vm_module(module)
    if inputs is None:
        decl = module.lookup_function(entry).reflection["iree.abi.declaration"]
        signature = decl.split("->")[0]
        rng = np.random.default_rng(int(seed))
        inputs = []
        for m in re.finditer(r"tensor<([^>]*)>( \{memplan\.bound = (\d+))?",
                             signature):
            dims = m.group(1).split("x")
            shape, element = [int(d) for d in dims[:-1]], dims[-1]
            if element.startswith("i"):
                high = int(m.group(3)) if m.group(3) else 2
                # i1 (a boolean mask): 0 or 1, as numpy's bool.
                value = rng.integers(0, high, size=shape).astype(
                    {"i64": np.int64, "i32": np.int32, "i16": np.int16,
                     "i8": np.int8, "i1": np.bool_}[element])
            else:
                value = (rng.standard_normal(shape) * 0.1).astype(
                    {"f32": np.float32, "f64": np.float64,
                     "f16": np.float16}[element])
            inputs.append(value)
        paths = []
        for k, value in enumerate(inputs):
            paths.append(f"{inputs_dir}/input{k}.npy")
            np.save(paths[-1], value)
        results.append({"inputs": paths})
    outputs = ctx.modules.module[entry](*inputs)
    if not isinstance(outputs, (list, tuple)):
        outputs = [outputs]
    outputs = [np.asarray(o, dtype=np.float64) for o in outputs]
    if reference is None:
        reference = outputs
        continue
    absolute, relative = 0.0, 0.0
    for a, b in zip(outputs, reference):
        diff = float(np.max(np.abs(a - b))) if a.size else 0.0
        scale = float(np.max(np.abs(b))) if b.size else 0.0
        absolute = max(absolute, diff)
        relative = max(relative, diff / scale if scale else diff)
    finite = all(bool(np.all(np.isfinite(o))) for o in outputs)
    results.append({"max_abs_diff": absolute, "max_rel_diff": relative,
                    "finite": finite, "outputs": len(outputs)})
print(json.dumps(results))
"""


def compare_outputs(args, vmfbs, work):
    """Outputs of vmfbs[1:] against vmfbs[0] on the same random inputs;
    the first entry names the input files (for iree-run-module)."""
    # In the work directory: `python -c` puts the current directory first
    # on the path, and this file's name would shadow IREE's package there.
    proc = run([os.path.abspath(venv_bin(args, "python")), "-c", WORKER,
                ENTRY, str(args.seed), work] + vmfbs, cwd=work)
    if proc.returncode != 0:
        return None, last_error(proc.stderr) or proc.stderr[-200:]
    return json.loads(proc.stdout), None


# ------------------------------------------------------------------- main

def measure_step(args, key, label, source, tmp):
    work = os.path.join(tmp, key)
    os.makedirs(work, exist_ok=True)
    if isinstance(source, str):
        step = source
    else:
        step = os.path.join(work, "step.mlir")
        subprocess.run([tool(args, "memplan-zoo")] + source + ["-o", step],
                       check=True)
    # Real-size steps are compiled to the stream level only: IREE's host
    # code would take minutes a call on them; their tiny rows check outputs.
    real = key.endswith("-real")
    row = {"step": label, "key": key, "real_size": real}
    start = time.time()
    # The unplanned step with the pad widths no window reaches cut, as
    # memplan-tensor-pipeline cuts them: the same values, and IREE makes
    # invalid IR of some exported steps otherwise (ResNet-18 at 32x32).
    trimmed = os.path.join(work, "unplanned-trimmed.mlir")
    proc = run([tool(args, "memplan-opt"), step,
                "--pass-pipeline=builtin.module(func.func(memplan-trim-pads))",
                "-o", trimmed])
    if proc.returncode != 0:
        row["unplanned"] = {"error": "trim: " + last_error(proc.stderr)}
        return row
    base = compile_step(args, trimmed, work, "unplanned", stream_only=real)
    row["unplanned"] = base
    if "error" in base:
        return row
    row["arguments_bytes"] = argument_bytes(open(step).read())
    planned = []
    budgets = args.real_budgets if real else args.budgets
    for variant, fraction in [(v, f) for v in args.variants
                              for f in budgets]:
        name = f"planned-{variant}-{fraction}"
        info = plan(args, step, fraction, variant, work, name)
        info.update(budget=fraction, variant=variant)
        if "error" not in info:
            path = info.pop("path")
            info.update(compile_step(args, path, work, name,
                                     stream_only=real))
            os.remove(path)
        planned.append(info)
    row["planned"] = planned
    if real:
        row["seconds"] = round(time.time() - start, 1)
        return row
    vmfbs = [base["vmfb"]] + [p["vmfb"] for p in planned if "vmfb" in p]
    compared, error = compare_outputs(args, vmfbs, work)
    if error:
        row["outputs_error"] = error
    else:
        inputs = compared[0]["inputs"]
        base.update(runtime_peak(args, base["vmfb"], inputs, work))
        results = iter(compared[1:])
        for p in planned:
            if "vmfb" in p:
                p.update(next(results))
                p.update(runtime_peak(args, p["vmfb"], inputs, work))
    for entry in [base] + planned:
        entry.pop("vmfb", None)
    row["seconds"] = round(time.time() - start, 1)
    return row


def argument_bytes(text):
    """Bytes of the entry's arguments (parameters and batch)."""
    m = re.search(r"func\.func @" + ENTRY + r"\(([^)]*)\)", text)
    sizes = {"f32": 4, "i64": 8, "i32": 4, "f64": 8, "f16": 2, "bf16": 2}
    total = 0
    for shape in re.findall(r"tensor<([^>]*)>", m.group(1) if m else ""):
        dims = shape.split("x")
        n = 1
        for d in dims[:-1]:
            n *= int(d)
        total += n * sizes.get(dims[-1], 4)
    return total


def versions(args):
    compiler = run([venv_bin(args, "iree-compile"), "--version"])
    runtime = run([venv_bin(args, "python"), "-c",
                   "import iree.runtime.version as v; print(v.VERSION)"])
    return {"compiler": " ".join(compiler.stdout.strip().splitlines()[:2])
            if compiler.returncode == 0 else "unknown",
            "runtime": runtime.stdout.strip() or "unknown"}


def measure(args):
    missing = [p for p in (venv_bin(args, "iree-compile"),
                           venv_bin(args, "iree-run-module"))
               if not os.path.exists(p)]
    if missing:
        return {"skipped": f"not run: {', '.join(missing)} missing (make "
                           "bench-peers installs bench/requirements-peers.txt;"
                           " it failed or was not run)"}
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for key, label, source in steps(args):
            print(f"  {label} ...", file=sys.stderr, flush=True)
            rows.append(measure_step(args, key, label, source, tmp))
    return {"versions": versions(args), "budgets": args.budgets,
            "real_budgets": args.real_budgets,
            "seed": args.seed, "rows": rows}


def percent(new, old):
    return f"{100.0 * (new - old) / old:+.1f} %" if old else "–"


def short_error(error):
    """A failure in a few words, numbers whole."""
    m = re.search(r"below what the (\S+) planner reaches: (\d+) bytes", error)
    if m:
        return f"budget below what {m.group(1)} reaches ({m.group(2)} B)"
    words, out = error.split(), ""
    for word in words:
        if len(out) + len(word) > 90:
            return out + " …"
        out += (" " if out else "") + word
    return out


# What a planned step handed to IREE should reach against the unplanned one:
# transient peak at least 30 % lower, at most 10 % more dispatches, outputs
# within 1e-6.
GOAL_SAVING, GOAL_DISPATCHES, GOAL_DIFF = 0.30, 0.10, 1e-6


def meets_goal(base, p, real=False):
    """Real-size steps are not run (their outputs are checked at tiny
    size): memory and dispatches only."""
    return (p["transient_peak"] <= (1 - GOAL_SAVING) * base["transient_peak"]
            and p["dispatches"] <= (1 + GOAL_DISPATCHES) * base["dispatches"]
            and (real or p.get("max_abs_diff", float("inf")) <= GOAL_DIFF))


def table(results, variant="fused"):
    """The markdown table of `measure`'s results for one variant."""
    out = ["| step | budget | recomputes | IREE transient peak B "
           "unplanned → planned | of memplan's saving | IREE live peak B "
           "planned (IREE's packing adds; memplan-pack of the same slices "
           "adds) | runtime pool peak B "
           "unplanned → planned | dispatches | max output diff abs (rel) | "
           "goal |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|:-:|"]
    for row in results["rows"]:
        base = row["unplanned"]
        if "error" in base:
            if variant == "fused":
                out.append(f"| {row['step']} | – | – | IREE fails: "
                           f"{short_error(base['error'])} | – | – | – | – | "
                           "– | – |")
            continue
        for p in row["planned"]:
            if p["variant"] != variant:
                continue
            if "error" in p:
                out.append(f"| {row['step']} | {p['budget']} | – | "
                           f"{short_error(p['error'])} | – | – | – | – | – | "
                           "– |")
                continue
            rt_base, rt = base.get("runtime_peak"), p.get("runtime_peak")
            real = row.get("real_size", False)
            runtime = (f"{rt_base} → {rt} ({percent(rt, rt_base)})"
                       if rt is not None and rt_base is not None else
                       "not run" if real else
                       p.get("runtime_error", row.get("outputs_error", "–")))
            diff = (f"{p['max_abs_diff']:.1e} ({p['max_rel_diff']:.1e})"
                    if "max_abs_diff" in p else
                    "not run (the tiny step's row)" if real else "–")
            fences = f" ({p['fences']} fences)" if p["fences"] else ""
            # The bytes IREE saves against those memplan's plan saves.
            saved = base["transient_peak"] - p["transient_peak"]
            planned_saving = p.get("plan_unplanned", 0) - p.get("plan_peak", 0)
            share = (f"{saved / planned_saving:.2f}" if planned_saving > 0
                     else "–")
            out.append(
                f"| {row['step']} | {p['budget']} | "
                f"{'–' if p['fences'] else p['recomputes']}{fences}"
                f" | {base['transient_peak']} → {p['transient_peak']} ("
                f"{percent(p['transient_peak'], base['transient_peak'])}) | "
                f"{share} | {packing(p)} | {runtime} | "
                f"{base['dispatches']} → {p['dispatches']} ("
                f"{percent(p['dispatches'], base['dispatches'])}) | {diff} | "
                f"{'yes' if meets_goal(base, p, real) else 'no'} |")
    return out


def packing(p):
    """IREE's live peak of a planned step, what its packing adds and what
    memplan's packing of the same slices adds (a single transient
    allocation only: with several, each packs apart)."""
    live = p.get("live_peak")
    if not live or p.get("transient_allocas") != 1:
        return "–"
    ours = p.get("memplan_packed")
    return (f"{live} ({percent(p['transient_peak'], live)}; memplan-pack "
            + (f"{percent(ours, live)})" if ours else "–)"))


def summary(results, variant="fused"):
    """Which steps reach the goal at two budgets or more."""
    reached, total = [], 0
    for row in results["rows"]:
        base = row["unplanned"]
        if "error" in base:
            continue
        total += 1
        budgets = [p["budget"] for p in row["planned"]
                   if p["variant"] == variant and "error" not in p
                   and meets_goal(base, p, row.get("real_size", False))]
        if len(budgets) >= 2:
            reached.append(f"{row['key']} ({', '.join(map(str, budgets))})")
    return (f"Steps that reach the goal at two budgets or more: "
            f"{len(reached)} of the {total} IREE compiles"
            + (": " + "; ".join(reached) if reached else "") + ".")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", default="build")
    parser.add_argument("--bench-dir", default="../shared/bench",
                        help="unused (the steps are generated or in models/)")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--steps", default="",
                        help="comma-separated keys (gpt, resnet, "
                             "<model>-tiny); default all")
    parser.add_argument("--budgets", default=",".join(map(str, BUDGETS)),
                        type=lambda s: [float(x) for x in s.split(",")])
    parser.add_argument("--real-budgets", default="0.4,0.5,0.6,0.7,0.8",
                        type=lambda s: [float(x) for x in s.split(",")],
                        help="budgets of the real-size steps (compiled to "
                             "the stream level only)")
    parser.add_argument("--variants", default=",".join(DEFAULT_VARIANTS),
                        type=lambda s: [x for x in s.split(",") if x],
                        help="memplan-tensor-pipeline variants: "
                             + ", ".join(VARIANTS))
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    results = measure(args)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if "skipped" in results:
        print(results["skipped"])
    else:
        for variant in args.variants:
            print(f"\n{variant}:")
            print("\n".join(table(results, variant)))
            print(summary(results, variant))


if __name__ == "__main__":
    main()
