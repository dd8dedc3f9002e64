#!/usr/bin/env python3
"""Steps with ops beyond plain linalg, run on the host and compared with
NumPy in f64 on the same inputs:

    beyond_linalg.py MEMPLAN_RUN WORKDIR

- linalg.softmax along either dimension (an aggregate op: it runs as the
  ops it decomposes into);
- complex math in a linalg.generic body (complex.exp, complex.log and a
  division: lowered through complex-to-standard);
- an scf.for that yields a tensor it makes anew each iteration, and an
  scf.while that does the same until a condition on the tensor holds (a
  fresh buffer each iteration, not the one the loop was given).

Prints a line per step, ok or MISMATCH with the largest relative error, and
exits 1 on any mismatch.
"""

import os
import subprocess
import sys

import numpy as np

TOLERANCE = 1e-13

SOFTMAX = """
func.func @step(%x: tensor<4x8xf64>) -> tensor<4x8xf64> {
  %e = tensor.empty() : tensor<4x8xf64>
  %s = linalg.softmax dimension(DIM) ins(%x : tensor<4x8xf64>) outs(%e : tensor<4x8xf64>) -> tensor<4x8xf64>
  return %s : tensor<4x8xf64>
}
"""

COMPLEX = """
#id = affine_map<(d0) -> (d0)>
func.func @step(%x: tensor<16xf64>, %y: tensor<16xf64>) -> tensor<16xf64> {
  %e = tensor.empty() : tensor<16xf64>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<16xf64>, tensor<16xf64>) outs(%e : tensor<16xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %z = complex.create %a, %b : complex<f64>
    %w = complex.create %b, %a : complex<f64>
    %p = complex.exp %z : complex<f64>
    %l = complex.log %w : complex<f64>
    %q = complex.div %p, %l : complex<f64>
    %re = complex.re %q : complex<f64>
    %im = complex.im %q : complex<f64>
    %s = arith.addf %re, %im : f64
    linalg.yield %s : f64
  } -> tensor<16xf64>
  return %r : tensor<16xf64>
}
"""

FOR = """
func.func @step(%x: tensor<16xf64>) -> tensor<16xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<16xf64>) {
    %e = tensor.empty() : tensor<16xf64>
    %y = linalg.exp ins(%acc : tensor<16xf64>) outs(%e : tensor<16xf64>) -> tensor<16xf64>
    scf.yield %y : tensor<16xf64>
  }
  return %r : tensor<16xf64>
}
"""

WHILE = """
func.func @step(%x: tensor<16xf64>) -> tensor<16xf64> {
  %c0 = arith.constant 0 : index
  %limit = arith.constant 1.0e3 : f64
  %r = scf.while (%acc = %x) : (tensor<16xf64>) -> tensor<16xf64> {
    %first = tensor.extract %acc[%c0] : tensor<16xf64>
    %go = arith.cmpf olt, %first, %limit : f64
    scf.condition(%go) %acc : tensor<16xf64>
  } do {
  ^bb0(%a: tensor<16xf64>):
    %e = tensor.empty() : tensor<16xf64>
    %y = linalg.add ins(%a, %a : tensor<16xf64>, tensor<16xf64>) outs(%e : tensor<16xf64>) -> tensor<16xf64>
    scf.yield %y : tensor<16xf64>
  }
  return %r : tensor<16xf64>
}
"""


def softmax(x, axis):
    e = np.exp(x - x.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


def complex_step(x, y):
    q = np.exp(x + 1j * y) / np.log(y + 1j * x)
    return q.real + q.imag


def while_step(x):
    x = x.copy()
    while x[0] < 1e3:
        x = x + x
    return x


def main():
    run, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(0)
    square = rng.uniform(-3, 3, (4, 8))
    a, b = rng.uniform(0.5, 2, 16), rng.uniform(0.5, 2, 16)
    small = rng.uniform(-0.5, 0.5, 16)
    positive = rng.uniform(1, 2, 16)
    steps = [
        ("softmax_dim0", SOFTMAX.replace("DIM", "0"), [square],
         softmax(square, 0)),
        ("softmax_dim1", SOFTMAX.replace("DIM", "1"), [square],
         softmax(square, 1)),
        ("complex", COMPLEX, [a, b], complex_step(a, b)),
        ("for_fresh", FOR, [small], np.exp(np.exp(np.exp(small)))),
        ("while_fresh", WHILE, [positive], while_step(positive)),
    ]
    failed = 0
    for name, text, inputs, want in steps:
        path = os.path.join(work, name + ".mlir")
        with open(path, "w") as f:
            f.write(text)
        files = []
        for k, x in enumerate(inputs):
            files.append(os.path.join(work, f"{name}.arg{k}.npy"))
            np.save(files[-1], x)
        out = os.path.join(work, name + ".out")
        proc = subprocess.run(
            [run, path, "--entry=step", "--inputs=" + ",".join(files),
             "--output-dir=" + out], capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"{name}: MISMATCH (memplan-run failed: "
                  f"{proc.stderr.strip().splitlines()[-1:]})")
            failed += 1
            continue
        got = np.load(os.path.join(out, "result0.npy"))
        error = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
        ok = got.shape == want.shape and error <= TOLERANCE
        failed += not ok
        print(f"{name}: {'ok' if ok else 'MISMATCH'} (largest relative error "
              f"{error:.2g})")
    print(f"{len(steps) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
