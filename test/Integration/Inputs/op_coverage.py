#!/usr/bin/env python3
"""Every op family torch-mlir emits for common layers, run on the host.

Writes one module with a function per (family, element type) -- the op in
the body of a linalg.generic, as torch-mlir's linalg lowering emits it --
runs each function with memplan-run on seeded inputs and compares every
element with NumPy (or Python's math) in f64 on the same inputs:

    op_coverage.py MEMPLAN_RUN WORKDIR [--module-only]

Inputs are multiples of 2^-6 (exact in bf16, f16, f32 and f64), so the
reference sees the bits the step sees. Exact ops (rounding, abs, max/min,
integer division, comparisons, casts) must match bit for bit after rounding
to the result type; transcendental ones within a relative error that fits
the type (libm is within an ulp or two), elementwise down to 1e-3 of the
largest value. Prints a line per function and exits 1 on any mismatch.
"""

import math
import os
import re
import subprocess
import sys

import numpy as np

N = 64
# Relative tolerance of computed (not exact) results, by the type the op
# computes in: a few ulps of it, through the composite ops (GELU, SiLU) too.
TOLERANCE = {"f64": 1e-14, "f32": 2e-5, "f16": 2e-3, "bf16": 1.6e-2}
NP = {"f64": np.float64, "f32": np.float32, "f16": np.float16}


def grid(rng, lo, hi):
    """Multiples of 2^-6 in [lo, hi)."""
    return rng.integers(int(lo * 64), int(hi * 64), N).astype(np.float64) / 64


def round_to(values, t):
    """Values rounded to the element type `t` (round to nearest even)."""
    if t == "bf16":
        f = np.asarray(values, np.float32).view(np.uint32).astype(np.uint64)
        f = (f + 0x7FFF + ((f >> 16) & 1)) >> 16 << 16
        return f.astype(np.uint32).view(np.float32).astype(np.float64)
    if t in NP:
        return np.asarray(values).astype(NP[t]).astype(np.float64)
    return np.asarray(values, np.float64)


def vec(fn):
    return np.vectorize(fn, otypes=[np.float64])


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def integers(fn):
    """A reference in exact 64-bit integer arithmetic (NumPy's float power
    is not exact)."""
    return lambda *xs: fn(*[x.astype(np.int64) for x in xs]).astype(np.float64)


def div_toward_zero(a, b):
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q)


# name: (argument types, result type, body, reference, inputs, exact)
# The body computes %r from %a (and %b); T is the element type.
def families():
    out = []
    for t in ("f32", "f64"):
        out += [
            (f"erf_{t}", [t], t, ["%r = math.erf %a : T"],
             vec(math.erf), lambda r: [grid(r, -4, 4)], False),
            (f"tanh_{t}", [t], t, ["%r = math.tanh %a : T"],
             np.tanh, lambda r: [grid(r, -4, 4)], False),
            (f"exp_{t}", [t], t, ["%r = math.exp %a : T"],
             np.exp, lambda r: [grid(r, -4, 4)], False),
            (f"log_{t}", [t], t, ["%r = math.log %a : T"],
             np.log, lambda r: [grid(r, 0.015625, 4)], False),
            (f"log1p_{t}", [t], t, ["%r = math.log1p %a : T"],
             np.log1p, lambda r: [grid(r, -0.5, 4) / 1024], False),
            (f"expm1_{t}", [t], t, ["%r = math.expm1 %a : T"],
             np.expm1, lambda r: [grid(r, -4, 4) / 1024], False),
            (f"rsqrt_{t}", [t], t, ["%r = math.rsqrt %a : T"],
             lambda x: 1 / np.sqrt(x), lambda r: [grid(r, 0.015625, 4)],
             False),
            (f"sqrt_{t}", [t], t, ["%r = math.sqrt %a : T"],
             np.sqrt, lambda r: [grid(r, 0, 4)], False),
            (f"powf_{t}", [t, t], t, ["%r = math.powf %a, %b : T"],
             np.power, lambda r: [grid(r, 0.015625, 4), grid(r, -3, 3)],
             False),
            # torch-mlir's aten.pow with an integer exponent.
            (f"fpowi_{t}", [t], t,
             ["%c3 = arith.constant 3 : i32", "%r = math.fpowi %a, %c3 : T, i32"],
             lambda x: x * x * x, lambda r: [grid(r, -4, 4)], False),
            # aten.sigmoid: 1 / (1 + exp(-x)).
            (f"sigmoid_{t}", [t], t,
             ["%one = arith.constant 1.0 : T", "%n = arith.negf %a : T",
              "%e = math.exp %n : T", "%d = arith.addf %one, %e : T",
              "%r = arith.divf %one, %d : T"],
             sigmoid, lambda r: [grid(r, -4, 4)], False),
            # aten.softplus (beta 1, threshold 20): x > 20 ? x : log1p(exp(x)).
            (f"softplus_{t}", [t], t,
             ["%th = arith.constant 20.0 : T", "%e = math.exp %a : T",
              "%l = math.log1p %e : T", "%c = arith.cmpf ogt, %a, %th : T",
              "%r = arith.select %c, %a, %l : T"],
             lambda x: np.where(x > 20, x, np.log1p(np.exp(x))),
             lambda r: [grid(r, -4, 4) * 8], False),
            # aten.silu: x * sigmoid(x).
            (f"silu_{t}", [t], t,
             ["%one = arith.constant 1.0 : T", "%n = arith.negf %a : T",
              "%e = math.exp %n : T", "%d = arith.addf %one, %e : T",
              "%s = arith.divf %one, %d : T", "%r = arith.mulf %a, %s : T"],
             lambda x: x * sigmoid(x), lambda r: [grid(r, -4, 4)], False),
            # GELU, exact and tanh forms.
            (f"gelu_{t}", [t], t,
             ["%h = arith.constant 0.5 : T", "%one = arith.constant 1.0 : T",
              "%s = arith.constant 0.70710678118654757 : T",
              "%x = arith.mulf %a, %s : T", "%e = math.erf %x : T",
              "%p = arith.addf %e, %one : T", "%m = arith.mulf %a, %p : T",
              "%r = arith.mulf %m, %h : T"],
             lambda x: 0.5 * x * (1 + vec(math.erf)(x * 0.70710678118654757)),
             lambda r: [grid(r, -4, 4)], False),
            (f"floor_{t}", [t], t, ["%r = math.floor %a : T"],
             np.floor, lambda r: [grid(r, -4, 4)], True),
            (f"ceil_{t}", [t], t, ["%r = math.ceil %a : T"],
             np.ceil, lambda r: [grid(r, -4, 4)], True),
            # aten.round rounds half to even.
            (f"roundeven_{t}", [t], t, ["%r = math.roundeven %a : T"],
             np.round, lambda r: [grid(r, -4, 4) * 4], True),
            (f"round_{t}", [t], t, ["%r = math.round %a : T"],
             lambda x: np.sign(x) * np.floor(np.abs(x) + 0.5),
             lambda r: [grid(r, -4, 4) * 4], True),
            (f"trunc_{t}", [t], t, ["%r = math.trunc %a : T"],
             np.trunc, lambda r: [grid(r, -4, 4)], True),
            (f"absf_{t}", [t], t, ["%r = math.absf %a : T"],
             np.abs, lambda r: [grid(r, -4, 4)], True),
            # aten.maximum / minimum propagate NaN; fmax / fmin do not.
            (f"maximumf_nan_{t}", [t, t], t, ["%r = arith.maximumf %a, %b : T"],
             np.maximum, lambda r: with_nans(r), True),
            (f"minimumf_nan_{t}", [t, t], t, ["%r = arith.minimumf %a, %b : T"],
             np.minimum, lambda r: with_nans(r), True),
            (f"maxnumf_nan_{t}", [t, t], t, ["%r = arith.maxnumf %a, %b : T"],
             np.fmax, lambda r: with_nans(r), True),
            (f"minnumf_nan_{t}", [t, t], t, ["%r = arith.minnumf %a, %b : T"],
             np.fmin, lambda r: with_nans(r), True),
            # Comparisons and selects (aten.where, aten.gt, ...).
            (f"cmp_select_{t}", [t, t], t,
             ["%c = arith.cmpf olt, %a, %b : T",
              "%u = arith.cmpf une, %a, %b : T",
              "%z = arith.constant 0.0 : T",
              "%s = arith.select %c, %a, %b : T",
              "%r = arith.select %u, %s, %z : T"],
             lambda a, b: np.where(a != b, np.where(a < b, a, b), 0.0),
             lambda r: [grid(r, -2, 2), grid(r, -2, 2)], True),
        ]
    # Math on half types computes in f32 and rounds (as PyTorch's CPU kernels).
    for t in ("f16", "bf16"):
        out += [
            (f"erf_{t}", [t], t, ["%r = math.erf %a : T"],
             vec(math.erf), lambda r: [grid(r, -3, 3)], False),
            (f"tanh_{t}", [t], t, ["%r = math.tanh %a : T"],
             np.tanh, lambda r: [grid(r, -3, 3)], False),
            (f"exp_{t}", [t], t, ["%r = math.exp %a : T"],
             np.exp, lambda r: [grid(r, -3, 3)], False),
            (f"rsqrt_{t}", [t], t, ["%r = math.rsqrt %a : T"],
             lambda x: 1 / np.sqrt(x), lambda r: [grid(r, 0.015625, 3)],
             False),
        ]
    # Integer division and remainder (aten.div with rounding modes,
    # aten.remainder, aten.fmod), on i32 and i64; results as f64.
    for t in ("i32", "i64"):
        ints = lambda r: [r.integers(-1000, 1000, N).astype(np.float64),
                          nonzero(r)]
        out += [
            (f"divsi_{t}", [t, t], "f64",
             ["%q = arith.divsi %a, %b : T", "%r = arith.sitofp %q : T to f64"],
             integers(div_toward_zero), ints, True),
            (f"floordivsi_{t}", [t, t], "f64",
             ["%q = arith.floordivsi %a, %b : T",
              "%r = arith.sitofp %q : T to f64"],
             integers(np.floor_divide), ints, True),
            (f"remsi_{t}", [t, t], "f64",
             ["%q = arith.remsi %a, %b : T", "%r = arith.sitofp %q : T to f64"],
             integers(np.fmod), ints, True),
            (f"ipowi_{t}", [t], "f64",
             ["%c3 = arith.constant 3 : T", "%q = math.ipowi %a, %c3 : T",
              "%r = arith.sitofp %q : T to f64"],
             integers(lambda a: a ** 3), lambda r: [r.integers(-100, 100, N).astype(
                 np.float64)], True),
            (f"absi_cmp_{t}", [t, t], "f64",
             ["%x = math.absi %a : T", "%c = arith.cmpi sgt, %x, %b : T",
              "%m = arith.select %c, %x, %b : T",
              "%r = arith.sitofp %m : T to f64"],
             integers(lambda a, b: np.maximum(np.abs(a), b)),
             lambda r: [r.integers(-1000, 1000, N).astype(np.float64),
                        r.integers(-1000, 1000, N).astype(np.float64)], True),
        ]
    # Casts between float types and integers (aten._to_copy, aten.type_as).
    casts = [
        ("f32", "f16", "arith.truncf"), ("f32", "bf16", "arith.truncf"),
        ("f16", "f32", "arith.extf"), ("bf16", "f32", "arith.extf"),
        ("f64", "f32", "arith.truncf"), ("f32", "f64", "arith.extf"),
        ("bf16", "f64", "arith.extf"),
    ]
    for src, dst, op in casts:
        out.append((f"cast_{src}_to_{dst}", [src], dst,
                    [f"%r = {op} %a : {src} to {dst}"],
                    lambda x: x, lambda r: [grid(r, -4, 4) / 8], True))
    for src in ("f32", "f16", "bf16"):
        for dst in ("i32", "i64"):
            out.append((f"cast_{src}_to_{dst}", [src], "f64",
                        [f"%q = arith.fptosi %a : {src} to {dst}",
                         f"%r = arith.sitofp %q : {dst} to f64"],
                        np.trunc, lambda r: [grid(r, -4, 4) * 16], True))
    out.append(("cast_i64_to_f16", ["i64"], "f16",
                ["%r = arith.sitofp %a : i64 to f16"], lambda x: x,
                lambda r: [r.integers(-2048, 2048, N).astype(np.float64)],
                True))
    out.append(("cast_i1_to_f32", ["i32"], "f32",
                ["%z = arith.constant 0 : i32",
                 "%c = arith.cmpi ne, %a, %z : i32",
                 "%r = arith.uitofp %c : i1 to f32"],
                lambda x: (x != 0).astype(np.float64),
                lambda r: [r.integers(-2, 3, N).astype(np.float64)], True))
    return out


def with_nans(rng):
    a, b = grid(rng, -2, 2), grid(rng, -2, 2)
    a[::5] = np.nan
    b[::7] = np.nan
    return [a, b]


def nonzero(rng):
    b = rng.integers(1, 50, N).astype(np.float64)
    return b * np.where(rng.integers(0, 2, N) == 0, -1, 1)


def function(name, args, result, body):
    def ty(t):
        return f"tensor<{N}x{t}>"

    params = ", ".join(f"%x{i}: {ty(t)}" for i, t in enumerate(args))
    maps = ", ".join(["#map"] * (len(args) + 1))
    ins = ", ".join(f"%x{i}" for i in range(len(args)))
    in_types = ", ".join(ty(t) for t in args)
    block = ", ".join([f"%{n}: {t}" for n, t in zip("ab", args)] +
                      [f"%out: {result}"])
    # Body lines name their type T: the first argument's element type.
    lines = [re.sub(r"\bT\b", args[0], line) for line in body]
    text = [f"func.func @{name}({params}) -> {ty(result)} {{",
            f"  %init = tensor.empty() : {ty(result)}",
            f"  %y = linalg.generic {{indexing_maps = [{maps}], "
            f"iterator_types = [\"parallel\"]}} ins({ins} : {in_types}) "
            f"outs(%init : {ty(result)}) {{",
            f"  ^bb0({block}):"]
    text += ["    " + line for line in lines]
    text += [f"    linalg.yield %r : {result}",
             f"  }} -> {ty(result)}",
             f"  return %y : {ty(result)}",
             "}"]
    return "\n".join(text)


def module(fams):
    return ("#map = affine_map<(d0) -> (d0)>\n" +
            "\n".join(function(n, a, r, b) for n, a, r, b, *_ in fams) + "\n")


def compare(got, want, exact, t):
    """The largest relative error, and whether it is within tolerance."""
    got = np.asarray(got, np.float64)
    nan_ok = np.array_equal(np.isnan(got), np.isnan(want))
    g, w = got[~np.isnan(want)], want[~np.isnan(want)]
    if exact:
        same = nan_ok and np.array_equal(g, w)
        err = 0.0 if same else float(np.max(np.abs(g - w) /
                                             np.maximum(np.abs(w), 1e-300)))
        return err, same
    # Elementwise relative error; values below 1e-3 of the largest one are
    # judged against that floor (a composite op like GELU cancels there, in
    # PyTorch too).
    floor = max(1e-3 * float(np.max(np.abs(w))), 1e-300)
    err = float(np.max(np.abs(g - w) / np.maximum(np.abs(w), floor)))
    return err, nan_ok and err <= TOLERANCE[t]


def main():
    run, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    fams = families()
    path = os.path.join(work, "ops.mlir")
    with open(path, "w") as f:
        f.write(module(fams))
    if "--module-only" in sys.argv:
        print(path)
        return 0
    failures = 0
    rng = np.random.default_rng(20261123)
    for name, args, result, _, ref, inputs, exact in fams:
        xs = [round_to(x, t) for x, t in zip(inputs(rng), args)]
        files = []
        for i, x in enumerate(xs):
            files.append(os.path.join(work, f"{name}.arg{i}.npy"))
            np.save(files[-1], x)
        out = os.path.join(work, name)
        os.makedirs(out, exist_ok=True)
        proc = subprocess.run(
            [run, path, f"--entry={name}", "--opt-level=0",
             "--inputs=" + ",".join(files), "--output-dir=" + out,
             "--print-limit=0"], capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"{name}: memplan-run failed: {proc.stderr.strip()}")
            failures += 1
            continue
        got = np.load(os.path.join(out, "result0.npy"))
        with np.errstate(all="ignore"):
            want = round_to(ref(*xs), result)
        # What the op computes in: half types in f32, then rounded.
        t = args[0] if args[0] in TOLERANCE else result
        err, ok = compare(got, want, exact, t)
        kind = "exact" if exact else f"tolerance {TOLERANCE[t]:g}"
        print(f"{name}: {'ok' if ok else 'MISMATCH'} "
              f"(max relative error {err:.1e}, {kind})")
        failures += not ok
    print(f"{len(fams) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
