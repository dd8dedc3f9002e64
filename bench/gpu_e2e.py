#!/usr/bin/env python3
"""Runs planned training steps on a real GPU and compares them.

  python3 bench/gpu_e2e.py [--build build] [--dir DIR]
                           [--stage all|prepare|run] [--cases a,b]

Each case is a training step with a @train_step function: memplan-zoo's
generated families and the exported tiny steps of models/steps. A @main is
added that fills every argument with values of an integer hash of the
element's index (floats in [-0.5, 0.5] over the square root of the fan-in,
integers in [0, bound)), calls the step and prints every floating-point
result.

The step goes through memplan-gpu-pipeline once without a plan (budget 1.0)
and once per strategy at a budget that needs decisions (swap-only,
recompute-only, greedy), and once through memplan-cpu-pipeline. Each module
is compiled ahead of time (mlir-translate, llc) into an executable linked
with libmemplan_cuda_runtime.so (GPU, managed memory so that the host reads
the results) or MLIR's C runner utilities (CPU), with printMemref* functions
of its own that print every value's bits. So the run needs no LLVM or MLIR:

  prepare  builds the executables under DIR and runs the CPU ones here
  run      runs the GPU ones (on a machine with a GPU) and checks:
           - every planned GPU step is bitwise equal to the unplanned GPU
             step (the same kernels on the same inputs: a plan changes
             where values live and when, not what is computed; a copy that
             races a kernel shows here);
           - the unplanned GPU step is as close to the results of the same
             step in more precision (models/steps/*-tiny-f64.mlir, the f32
             step of an f16 or bf16 one; run on the CPU) as the CPU's step
             is, or, for the other generated steps, agrees with the CPU
             within a normwise relative tolerance (the GPU's and the host's
             math differ in the last bits: fused multiply-adds, libdevice).
  all      both (make gpu-check)

Without a GPU (nvidia-smi -L lists none) `run` and `all` print why and
exit 0 without checking anything.
"""
import argparse
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import time

ZOO = {
    "zoo-mlp": ["--model=mlp", "--depth=4", "--width=16", "--batch=32",
                "--in=8", "--out=4"],
    "zoo-resnet": ["--model=resnet", "--depth=2", "--width=4", "--batch=4",
                   "--image=8", "--channels=2", "--out=3", "--batch-norm"],
    "zoo-bottleneck": ["--model=resnet-bottleneck", "--stages=1,1",
                       "--width=4", "--batch=2", "--image=16",
                       "--channels=3", "--out=4", "--batch-norm"],
    "zoo-gpt": ["--model=gpt", "--depth=2", "--width=16", "--batch=2",
                "--seq=16", "--vocab=16"],
}
# Half-precision steps: the same families in f16 and bf16, measured by the
# f32 step's results.
for family in ("zoo-resnet", "zoo-gpt"):
    for dtype in ("f16", "bf16"):
        ZOO["%s-%s" % (family, dtype)] = ZOO[family] + ["--dtype=" + dtype]
EXPORTED = ["gpt2", "resnet18", "transformer", "vgg11", "unet",
            "mobilenet_v2"]
# Each strategy is tried at these fractions of the unplanned peak, lowest
# first, until one plans.
PLANS = [
    ("unplanned", "swap-only", [1.0]),
    ("swap-only", "swap-only", [0.6, 0.8, 0.9, 0.95]),
    ("recompute-only", "recompute-only", [0.6, 0.7, 0.8, 0.9, 0.95]),
    ("greedy", "greedy", [0.5, 0.7, 0.9, 0.95]),
]
LLVM = "/usr/lib/llvm-22"
# The element types whose results @main prints, by printMemref<name>.
PRINTED = {"F64": "f64", "F32": "f32", "F16": "f16", "BF16": "bf16"}

SHIM = r"""
#include <stdint.h>
#include <stdio.h>
#include <string.h>
void memplan_e2e_main(void);
/* An unranked memref: every value's bits in row-major order, in hex, after
   a tag of its type (h: for f16, bf: for bf16; none for f32 and f64). */
static void print(int64_t rank, void *descriptor, int bytes, const char *tag) {
  char *d = descriptor, *aligned;
  int64_t offset, count = 1, index[16] = {0};
  memcpy(&aligned, d + sizeof(void *), sizeof(void *));
  memcpy(&offset, d + 2 * sizeof(void *), sizeof(int64_t));
  const int64_t *sizes = (const int64_t *)(d + 2 * sizeof(void *) + 8);
  const int64_t *strides = sizes + rank;
  printf("result");
  for (int64_t i = 0; i < rank; ++i) {
    printf(" %lld", (long long)sizes[i]);
    count *= sizes[i];
  }
  printf("\n");
  for (int64_t n = 0; n < count; ++n) {
    int64_t at = offset;
    for (int64_t i = 0; i < rank; ++i)
      at += index[i] * strides[i];
    uint64_t bits = 0;
    memcpy(&bits, aligned + at * bytes, bytes);
    printf("%s%0*llx\n", tag, 2 * bytes, (unsigned long long)bits);
    for (int64_t i = rank - 1; i >= 0; --i) {
      if (++index[i] < sizes[i])
        break;
      index[i] = 0;
    }
  }
}
void printMemrefF64(int64_t rank, void *d) { print(rank, d, 8, ""); }
void printMemrefF32(int64_t rank, void *d) { print(rank, d, 4, ""); }
void printMemrefF16(int64_t rank, void *d) { print(rank, d, 2, "h:"); }
void printMemrefBF16(int64_t rank, void *d) { print(rank, d, 2, "bf:"); }
int main(void) {
  memplan_e2e_main();
  fflush(stdout);
  return 0;
}
"""


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        raise RuntimeError("failed: %s\n%s" % (" ".join(command),
                                               result.stderr[-3000:]))
    return result.stdout


def tensor_shape(text):
    """'tensor<2x3xf32>' -> ([2, 3], 'f32')."""
    body = text[len("tensor<"):-1]
    parts = body.split("x")
    return [int(p) for p in parts[:-1]], parts[-1]


def add_main(source):
    """The module with a @main that fills @train_step's arguments, calls it
    and prints its floating-point results."""
    signature = re.search(
        r"func\.func @train_step\((.*?)\)\s*->\s*(\(.*?\)|tensor<[^>]*>)",
        source, re.S)
    if not signature:
        raise RuntimeError("no func.func @train_step")
    args = re.findall(r"%[\w]+: (tensor<[^>]*>)(\s*\{[^}]*\})?",
                      signature.group(1))
    results = re.findall(r"tensor<[^>]*>", signature.group(2))
    lines = ["  func.func private @printMemref%s(tensor<*x%s>)" %
             (name, element) for name, element in PRINTED.items()]
    lines.append("  func.func @main() {")
    names = []
    for k, (arg, attrs) in enumerate(args):
        shape, element = tensor_shape(arg)
        bound = re.search(r"memplan\.bound = (\d+)", attrs or "")
        rank = len(shape)
        dims = ", ".join("d%d" % i for i in range(rank))
        iterators = ", ".join(['"parallel"'] * rank)
        v = "a%d" % k
        lines.append("    %%%s_e = tensor.empty() : %s" % (v, arg))
        lines.append(
            "    %%%s = linalg.generic {indexing_maps = [affine_map<(%s) -> "
            "(%s)>], iterator_types = [%s]} outs(%%%s_e : %s) {" %
            (v, dims, dims, iterators, v, arg))
        lines.append("    ^bb0(%%out: %s):" % element)
        lines.append("      %%lin = arith.constant %d : index" % (7919 * k))
        for i in range(rank):
            lines.append("      %%s%d = arith.constant %d : index" %
                         (i, shape[i]))
            lines.append("      %%i%d = linalg.index %d : index" % (i, i))
            lines.append("      %%m%d = arith.muli %%lin%s, %%s%d : index" %
                         (i, "" if i == 0 else "%d" % (i - 1), i))
            lines.append("      %%lin%d = arith.addi %%m%d, %%i%d : index" %
                         (i, i, i))
        last = "%%lin%d" % (rank - 1) if rank else "%lin"
        lines.append("      %hash = arith.constant 2654435761 : index")
        lines.append("      %%h = arith.muli %s, %%hash : index" % last)
        if element.startswith("i"):
            modulus = int(bound.group(1)) if bound else 2
            lines.append("      %%p = arith.constant %d : index" % modulus)
            lines.append("      %r = arith.remui %h, %p : index")
            lines.append("      %%v = arith.index_cast %%r : index to %s" %
                         element)
        else:
            fan_in = 1
            for d in shape[1:]:
                fan_in *= d
            scale = 1.0 / (1021.0 * math.sqrt(max(fan_in, 1)))
            lines.append("      %p = arith.constant 1021 : index")
            lines.append("      %r = arith.remui %h, %p : index")
            lines.append("      %ri = arith.index_cast %r : index to i64")
            lines.append("      %%f = arith.sitofp %%ri : i64 to %s" % element)
            lines.append("      %%c = arith.constant 5.100000e+02 : %s" %
                         element)
            lines.append("      %%d = arith.subf %%f, %%c : %s" % element)
            lines.append("      %%sc = arith.constant %.9e : %s" %
                         (scale, element))
            lines.append("      %%v = arith.mulf %%d, %%sc : %s" % element)
        lines.append("      linalg.yield %%v : %s" % element)
        lines.append("    } -> %s" % arg)
        names.append("%" + v)
    lines.append("    %%r:%d = call @train_step(%s) : (%s) -> (%s)" %
                 (len(results), ", ".join(names),
                  ", ".join(a for a, _ in args), ", ".join(results)))
    for k, result in enumerate(results):
        element = tensor_shape(result)[1]
        if element not in PRINTED.values():
            continue
        lines.append("    %%p%d = tensor.cast %%r#%d : %s to tensor<*x%s>" %
                     (k, k, result, element))
        lines.append("    call @printMemref%s(%%p%d) : (tensor<*x%s>) -> ()"
                     % (element.upper(), k, element))
    lines.append("    return")
    lines.append("  }")
    if not re.search(r"^module\b", source, re.M):
        return source.rstrip() + "\n" + "\n".join(lines) + "\n"
    end = source.rstrip().rfind("}")
    return source[:end] + "\n".join(lines) + "\n}\n"


def compile_executable(module, exe, libs, shim, native=False):
    """An executable of a module lowered to the LLVM dialect; native: for
    this machine's processor (where it runs: bf16 conversions are
    instructions on processors that have them, else calls of compiler-rt's
    __truncsfbf2, which GCC 12's libgcc lacks)."""
    ll = exe + ".ll"
    run([os.path.join(LLVM, "bin", "mlir-translate"), "--mlir-to-llvmir",
         module, "-o", ll])
    with open(ll) as f:
        text = f.read()
    text = text.replace("define void @main()",
                        "define void @memplan_e2e_main()", 1)
    with open(ll, "w") as f:
        f.write(text)
    obj = exe + ".o"
    run([os.path.join(LLVM, "bin", "llc"), "-O1", "-filetype=obj",
         "-relocation-model=pic", ll, "-o", obj] +
        (["-mcpu=native"] if native else []))
    # libcuda.so.1 comes with the driver, where the GPU is.
    run(["cc", obj, shim, "-o", exe, "-Wl,-rpath,$ORIGIN/../lib",
         "-Wl,--allow-shlib-undefined"] + libs)
    os.remove(ll)
    os.remove(obj)


def read_results(text):
    """[(shape, [bits...])] of what the shim printed."""
    results = []
    for line in text.splitlines():
        if line.startswith("result"):
            results.append((line[len("result"):].split(), []))
        elif line.strip():
            results[-1][1].append(line.strip())
    return results


def as_float(bits):
    """The value of the bits the shim printed: an f64's (16 hex digits), an
    f32's (8), an f16's (h: and 4) or a bf16's (bf: and 4)."""
    if bits.startswith("h:"):
        return struct.unpack("<e", struct.pack("<H", int(bits[2:], 16)))[0]
    if bits.startswith("bf:"):
        bits = bits[3:] + "0000"
    if len(bits) == 16:
        return struct.unpack("<d", struct.pack("<Q", int(bits, 16)))[0]
    return struct.unpack("<f", struct.pack("<I", int(bits, 16)))[0]


def write_step(bindir, origin, path):
    """A step with @main: ("zoo", memplan-zoo's flags) or ("file", path)."""
    if origin[0] == "zoo":
        run([os.path.join(bindir, "memplan-zoo")] + origin[1] + ["-o", path])
        with open(path) as f:
            source = f.read()
    else:
        with open(origin[1]) as f:
            source = f.read()
    with open(path, "w") as f:
        f.write(add_main(source))
    return path


def run_on_cpu(bindir, step, exe, shim):
    """Builds the step through memplan-cpu-pipeline into exe and writes
    what it prints to exe.txt."""
    cpu = exe + ".mlir"
    run([os.path.join(bindir, "memplan-opt"), step,
         "--memplan-cpu-pipeline=budget-fraction=1.0 functions=train_step",
         "-o", cpu])
    compile_executable(cpu, exe, ["-L" + os.path.join(LLVM, "lib"),
                                  "-Wl,-rpath," + os.path.join(LLVM, "lib"),
                                  "-lmlir_c_runner_utils", "-lm"], shim,
                       native=True)
    os.remove(cpu)
    with open(exe + ".txt", "w") as f:
        f.write(run([exe]))


def prepare(args):
    bindir = os.path.join(args.build, "bin")
    os.makedirs(args.dir, exist_ok=True)
    libdir = os.path.join(args.dir, "lib")
    os.makedirs(libdir, exist_ok=True)
    runtime = os.path.join(args.build, "lib", "libmemplan_cuda_runtime.so")
    if not os.path.exists(runtime):
        sys.exit("gpu_e2e: %s was not built (CMake found no CUDA toolkit)" %
                 runtime)
    shutil.copy(runtime, libdir)
    shim = os.path.join(args.dir, "shim.c")
    with open(shim, "w") as f:
        f.write(SHIM)
    cases = []
    # (name, the step, the more precise step its results are measured by).
    sources = [(name, ("zoo", flags), ("zoo", flags[:-1])
                if flags[-1].startswith("--dtype") else None)
               for name, flags in ZOO.items()]
    for name in EXPORTED:
        path = os.path.join("models", "steps", name + "-tiny.mlir")
        exact = path.replace("-tiny", "-tiny-f64")
        sources.append((name, ("file", path),
                        ("file", exact) if os.path.exists(exact) else None))
    selected = set(args.cases.split(",")) if args.cases else None
    for name, origin, exact in sources:
        if selected and name not in selected:
            continue
        casedir = os.path.join(args.dir, name)
        os.makedirs(casedir, exist_ok=True)
        step = write_step(bindir, origin, os.path.join(casedir, "step.mlir"))
        case = {"name": name, "plans": []}
        run_on_cpu(bindir, step, os.path.join(casedir, "cpu"), shim)
        if exact is not None:
            exact_step = write_step(bindir, exact,
                                    os.path.join(casedir, "exact-step.mlir"))
            run_on_cpu(bindir, exact_step, os.path.join(casedir, "exact"),
                       shim)
        for label, strategy, fractions in PLANS:
            budgets = ["budget-fraction=%s" % f for f in fractions]
            while budgets:
                budget = budgets.pop(0)
                gpu = os.path.join(casedir, label + ".mlir")
                report = os.path.join(casedir, label + ".json")
                options = ("%s strategy=%s functions=train_step report=%s "
                           "managed=true chip=%s features=%s format=%s" %
                           (budget, strategy, report, args.chip,
                            args.features, args.format))
                try:
                    run([os.path.join(bindir, "memplan-opt"), step,
                         "--memplan-gpu-pipeline=" + options, "-o", gpu])
                except RuntimeError as error:
                    # Below the least every fraction tried: the least the
                    # planner names is a budget of its own.
                    least = re.search(r"reaches: (\d+) bytes at least",
                                      str(error))
                    if least and not budgets and budget.startswith("budget-f"):
                        budgets.append("budget-bytes=%s" % least.group(1))
                    if least and budgets:
                        continue
                    lines = [line for line in str(error).splitlines()
                             if "error:" in line] or [str(error)]
                    print("gpu_e2e: %s %s: not planned: %s" %
                          (name, label, lines[0]))
                    break
                with open(report) as f:
                    planned = json.load(f)["functions"][0]
                os.remove(report)
                compile_executable(gpu, os.path.join(casedir, label),
                                   ["-L" + libdir, "-lmemplan_cuda_runtime"],
                                   shim)
                os.remove(gpu)
                case["plans"].append({
                    "label": label, "strategy": strategy,
                    "fraction": round(planned["budget"] /
                                      planned["baseline_peak"], 3),
                    "baseline_peak": planned["baseline_peak"],
                    "peak": planned["peak"],
                    "swap_outs": planned.get("swap_outs", 0),
                    "recomputations": planned.get("recomputations", 0)})
                break
        cases.append(case)
        print("gpu_e2e: prepared %s: %s" % (name, ", ".join(
            "%s %.3f (%d swaps, %d recomputations)" %
            (p["label"], p["fraction"], p["swap_outs"], p["recomputations"])
            for p in case["plans"])), flush=True)
    with open(os.path.join(args.dir, "cases.json"), "w") as f:
        json.dump(cases, f, indent=1)


def normwise(values, reference):
    """max |value - reference| / max |reference|."""
    scale = max([abs(x) for x in reference] + [1e-300])
    return max([abs(x - y) for x, y in zip(values, reference)] + [0.0]) / scale


def agrees(got, want, exact, tolerance):
    """Whether the GPU's results agree with the CPU's, and a verdict.

    With the results of the same step in more precision (exact: the f64
    export of a step, the f32 step of a half-precision one), every result of
    the GPU must be about as close to them as the CPU's result is (within 10
    times its normwise error, or 1e-5): small training steps are
    ill-conditioned
    (batch normalization over two samples), so the CPU's own f32 results are
    up to 36 % off the f64 ones on MobileNetV2, and a fixed tolerance says
    nothing. Results that are zero in exact arithmetic (the gradient of a
    bias that a batch normalization follows: below 1e-6 of the largest
    result) are rounding noise on both and not compared. Without them, the
    GPU must agree with the CPU within a normwise relative tolerance."""
    if len(got) != len(want) or not got or any(
            a[0] != b[0] or len(a[1]) != len(b[1]) for a, b in zip(got, want)):
        return False, "results of other shapes than the CPU's"
    gpu = [[as_float(x) for x in v] for _, v in got]
    cpu = [[as_float(x) for x in v] for _, v in want]
    if any(math.isnan(x) or math.isinf(x) for v in gpu for x in v):
        return False, "NaN or infinity"
    if exact is None:
        worst = max(normwise(a, b) for a, b in zip(gpu, cpu))
        return worst <= tolerance, "%.1e against the CPU" % worst
    precise = "f64" if len(exact[0][1][0]) == 16 else "f32"
    if len(exact) != len(got):
        return False, "the %s step returns %d results" % (precise, len(exact))
    ref = [[as_float(x) for x in v] for _, v in exact]
    top = max(abs(x) for v in ref for x in v)
    worst_gpu = worst_cpu = 0.0
    ok = True
    for a, b, r in zip(gpu, cpu, ref):
        if max(abs(x) for x in r) < 1e-6 * top:
            continue
        error_gpu, error_cpu = normwise(a, r), normwise(b, r)
        ok = ok and error_gpu <= max(10 * error_cpu, 1e-5)
        worst_gpu, worst_cpu = max(worst_gpu, error_gpu), max(worst_cpu,
                                                              error_cpu)
    return ok, "%.1e against %s (CPU %.1e)" % (worst_gpu, precise, worst_cpu)


def list_gpus():
    """What nvidia-smi -L prints, or nothing where there is none."""
    smi = shutil.which("nvidia-smi")
    gpus = subprocess.run([smi, "-L"], capture_output=True,
                          text=True).stdout if smi else ""
    return gpus if "GPU" in gpus else ""


def check(args, gpus):
    """Runs the GPU executables on the GPUs that nvidia-smi listed."""
    print("gpu_e2e: %s" % gpus.strip().splitlines()[0])
    with open(os.path.join(args.dir, "cases.json")) as f:
        cases = json.load(f)
    failed = False
    rows = []
    for case in cases:
        casedir = os.path.join(args.dir, case["name"])
        with open(os.path.join(casedir, "cpu.txt")) as f:
            want = read_results(f.read())
        exact = None
        if os.path.exists(os.path.join(casedir, "exact.txt")):
            with open(os.path.join(casedir, "exact.txt")) as f:
                exact = read_results(f.read())
        reference = None
        for plan in case["plans"]:
            exe = os.path.join(casedir, plan["label"])
            started = time.time()
            try:
                result = subprocess.run([exe], capture_output=True, text=True,
                                        timeout=args.timeout)
            except subprocess.TimeoutExpired:
                print("gpu_e2e: %s %s: FAILED (still running after %d s)" %
                      (case["name"], plan["label"], args.timeout))
                failed = True
                continue
            seconds = time.time() - started
            errors = {}
            for line in result.stderr.splitlines():
                errors[line] = errors.get(line, 0) + 1
            if result.returncode != 0 or errors:
                print("gpu_e2e: %s %s: FAILED (exit %d)\n%s" % (
                    case["name"], plan["label"], result.returncode,
                    "\n".join("  %s (%d times)" % item
                              for item in list(errors.items())[:20])))
                failed = True
                if result.returncode != 0:
                    continue
            got = read_results(result.stdout)
            values = sum(len(v) for _, v in got)
            if plan["label"] == "unplanned":
                reference = got
                ok, verdict = agrees(got, want, exact, args.tolerance)
            else:
                ok = reference is not None and got == reference
                differing = 0 if reference is None else sum(
                    x != y for (_, a), (_, b) in zip(reference, got)
                    for x, y in zip(a, b))
                verdict = ("bitwise equal to unplanned" if ok else
                           "%d values differ from unplanned" % differing)
            if errors:
                ok = False
                verdict += ", runtime errors"
            failed |= not ok
            rows.append("| %s | %s | %s | %d | %d | %d | %d | %.2f | %s |" % (
                case["name"], plan["label"],
                "%.3f" % plan["fraction"], plan["baseline_peak"],
                plan["peak"], plan["swap_outs"], plan["recomputations"],
                seconds, verdict + ("" if ok else " MISMATCH")))
            print("gpu_e2e: %s %s: %d values, %s" % (
                case["name"], plan["label"], values,
                verdict + ("" if ok else " MISMATCH")), flush=True)
    table = ["| step | plan | budget | unplanned peak B | peak B | swap-outs "
             "| recomputations | run s | result |",
             "|---|---|---:|---:|---:|---:|---:|---:|---|"] + rows
    with open(os.path.join(args.dir, "results.md"), "w") as f:
        f.write(gpus.strip().splitlines()[0] + "\n\n" + "\n".join(table) +
                "\n")
    print("\n".join(table))
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--dir", default=os.path.join("build", "gpu-e2e"))
    parser.add_argument("--stage", default="all",
                        choices=["all", "prepare", "run"])
    parser.add_argument("--cases", default="",
                        help="comma-separated case names (default: all)")
    parser.add_argument("--chip", default="sm_90")
    parser.add_argument("--features", default="+ptx80")
    parser.add_argument("--format", default="bin",
                        help="isa (PTX, the driver compiles it), bin, fatbin")
    parser.add_argument("--tolerance", type=float, default=1e-4)
    parser.add_argument("--timeout", type=int, default=120,
                        help="seconds one executable may run")
    args = parser.parse_args()
    gpus = list_gpus() if args.stage != "prepare" else ""
    if args.stage != "prepare" and not gpus:
        print("gpu_e2e: skipped: no GPU here (nvidia-smi -L lists none)")
        return 0
    if args.stage in ("all", "prepare"):
        prepare(args)
    if args.stage in ("all", "run"):
        return check(args, gpus)
    return 0


if __name__ == "__main__":
    sys.exit(main())
