"""The exported training steps' parameters, and the check against PyTorch.

`make_params` gives every exported step its parameters from a seed with
NumPy's legacy generator, whose stream is frozen: the exporter feeds them to
PyTorch and the check feeds the same bits to memplan-run, so only PyTorch's
results need to be stored.

    python3 models/steps.py check STEP.mlir REFERENCE.npz --run memplan-run
        [--f64] [--tolerance T] [--work DIR] [-- extra memplan-run arguments]

runs the step on the reference inputs and compares the loss and every
gradient with PyTorch's: per result, max |a - b| over its elements divided
by max |b|, or by 1e-3 of the largest magnitude of all results where that is
larger (see `errors`).
"""

import argparse
import os
import subprocess
import sys

import numpy as np


def make_params(names, shapes, seed=0):
    """Uniform in +-1/sqrt(fan in) for matrices and kernels; norm scales near
    1 and biases near 0 for vectors.  f32, in parameter order."""
    rng = np.random.RandomState(seed)
    params = []
    for name, shape in zip(names, shapes):
        shape = tuple(int(d) for d in shape)
        if len(shape) >= 2:
            bound = 1.0 / np.sqrt(np.prod(shape[1:]))
            values = rng.uniform(-bound, bound, size=shape)
        else:
            values = 0.1 * rng.uniform(-1.0, 1.0, size=shape)
            if name.endswith("weight"):
                values = values + 1.0
        params.append(values.astype(np.float32))
    return params


def relative_error(got, want, floor=0.0):
    """max |got - want| over the elements, divided by the larger of max |want|
    and `floor`."""
    got = np.asarray(got, dtype=np.float64).reshape(-1)
    want = np.asarray(want, dtype=np.float64).reshape(-1)
    if got.shape != want.shape:
        return float("inf")
    if want.size == 0:
        return 0.0
    scale = max(float(np.max(np.abs(want))), floor, 1e-30)
    return float(np.max(np.abs(got - want)) / scale)


def errors(gots, wants):
    """relative_error per result, with the floor 1e-3 of the largest magnitude
    of all results: a gradient that is zero in exact arithmetic (a bias
    followed by a normalization) is judged against the step's scale."""
    floor = 1e-3 * max(float(np.max(np.abs(w))) for w in wants)
    return [relative_error(g, w, floor) for g, w in zip(gots, wants)]


def check(args, extra):
    ref = np.load(args.reference)
    names = [str(n) for n in ref["names"]]
    grads = [ref[f"grad{i}"] for i in range(len(names))]
    params = make_params(names, [g.shape for g in grads])
    if args.f64:
        params = [p.astype(np.float64) for p in params]
    work = args.work
    os.makedirs(work, exist_ok=True)
    files = []
    batch = ref["input"]
    if args.f64 and batch.dtype == np.float32:
        batch = batch.astype(np.float64)
    target = ref["target"]
    if args.f64 and target.dtype == np.float32:
        target = target.astype(np.float64)
    for i, array in enumerate([batch, target] + params):
        files.append(os.path.join(work, f"arg{i}.npy"))
        np.save(files[-1], array)
    out = os.path.join(work, "out")
    os.makedirs(out, exist_ok=True)
    # Results of an earlier check in the same directory (another step, with
    # more results) would read as results of this one.
    for name in os.listdir(out):
        if name.startswith("result") and name.endswith(".npy"):
            os.remove(os.path.join(out, name))
    command = [args.run, args.step, "--inputs=" + ",".join(files),
               "--output-dir=" + out, "--print-limit=0"] + extra
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"memplan-run failed ({run.returncode}):\n{run.stderr}")
    wants = [ref["loss"]] + grads
    labels = ["loss"] + [f"grad {n}" for n in names]
    gots = []
    for k in range(len(wants)):
        path = os.path.join(out, f"result{k}.npy")
        if not os.path.exists(path):
            sys.exit(f"memplan-run wrote no {path}")
        gots.append(np.load(path))
    found = errors(gots, wants)
    worst = max(found)
    failed = 0
    for label, error in zip(labels, found):
        if not error <= args.tolerance:
            failed += 1
            print(f"MISMATCH {label}: relative error {error:.3g}")
    extra_results = os.path.join(out, f"result{len(wants)}.npy")
    if os.path.exists(extra_results):
        sys.exit(f"the step returned more than {len(wants)} results")
    print(f"loss {float(gots[0]):.9g} (PyTorch {float(wants[0]):.9g})")
    print(f"{len(wants)} results (loss and {len(grads)} gradients), "
          f"max relative error {worst:.2e} ({labels[found.index(worst)]}), "
          f"tolerance {args.tolerance:g}")
    if failed:
        sys.exit(f"{failed} of {len(wants)} results differ from PyTorch")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check")
    c.add_argument("step")
    c.add_argument("reference")
    c.add_argument("--run", required=True, help="memplan-run")
    c.add_argument("--tolerance", type=float, default=1e-4)
    c.add_argument("--f64", action="store_true",
                   help="the step takes f64 parameters")
    c.add_argument("--work", default="steps-check")
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    args = parser.parse_args(argv)
    check(args, extra)


if __name__ == "__main__":
    main()
