#!/usr/bin/env python3
"""Finite-difference check of a generated training step.

Wraps @train_step of a module (memplan-zoo output: arguments batch, targets,
parameters...; results loss, gradients...) in a @main that fills every
argument with fixed values, prints the loss and the gradients, and, for a few
parameter elements, the loss with that element moved by +eps and -eps. The
module is lowered with memplan-opt and run with mlir-runner; the check
compares (loss(+eps) - loss(-eps)) / (2 eps) with the returned gradient.
Exit status 1 when the largest relative error exceeds the tolerance.
"""

import argparse
import re
import struct
import subprocess
import sys

LOWER = ["--one-shot-bufferize=bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map",
         "--buffer-deallocation-pipeline", "--convert-bufferization-to-memref",
         "--convert-linalg-to-loops", "--expand-strided-metadata",
         "--lower-affine", "--convert-scf-to-cf", "--convert-to-llvm",
         "--reconcile-unrealized-casts"]


def fill(name, shape, salt):
    rows, cols = shape
    return f"""
  %{name}_e = tensor.empty() : tensor<{rows}x{cols}xf32>
  %{name} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}} outs(%{name}_e : tensor<{rows}x{cols}xf32>) {{
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %c7 = arith.constant 7 : i32
    %c3 = arith.constant 3 : i32
    %cs = arith.constant {salt} : i32
    %c11 = arith.constant 11 : i32
    %x = arith.muli %a, %c7 : i32
    %y = arith.muli %b, %c3 : i32
    %s = arith.addi %x, %y : i32
    %t = arith.addi %s, %cs : i32
    %m = arith.remsi %t, %c11 : i32
    %f = arith.sitofp %m : i32 to f32
    %h = arith.constant 5.0 : f32
    %g = arith.subf %f, %h : f32
    %k = arith.constant 0.0937 : f32
    %z = arith.constant 0.0131 : f32
    %w = arith.mulf %g, %k : f32
    %v = arith.addf %w, %z : f32
    linalg.yield %v : f32
  }} -> tensor<{rows}x{cols}xf32>
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("module")
    parser.add_argument("--memplan-opt", required=True)
    parser.add_argument("--runner", required=True)
    parser.add_argument("--shared-libs", required=True)
    parser.add_argument("--checks", type=int, default=6)
    parser.add_argument("--eps", type=float, default=3e-3)
    parser.add_argument("--tolerance", type=float, default=2e-2)
    args = parser.parse_args()

    text = open(args.module).read()
    sig = re.search(r"func\.func @train_step\(([^)]*)\) -> \(([^)]*)\)", text)
    if not sig:
        sys.exit("no @train_step(...) -> (...) in the module")
    shapes = [tuple(int(d) for d in m.split("x"))
              for m in re.findall(r"tensor<(\d+x\d+)xf32>", sig.group(1))]
    results = [r.strip() for r in sig.group(2).split(", ")]
    params = shapes[2:]
    arg_types = ", ".join(f"tensor<{r}x{c}xf32>" for r, c in shapes)
    res_types = ", ".join(results)
    names = [f"a{k}" for k in range(len(shapes))]

    body = ["func.func private @printMemrefI32(tensor<*xi32>)",
            """func.func @print_bits(%t: tensor<*xf32>) {
  %c = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %c, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xi32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%c : tensor<?xf32>) outs(%e : tensor<?xi32>) {
  ^bb0(%a: f32, %o: i32):
    %v = arith.bitcast %a : f32 to i32
    linalg.yield %v : i32
  } -> tensor<?xi32>
  %u = tensor.cast %b : tensor<?xi32> to tensor<*xi32>
  func.call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}""",
            "func.func @main() {"]
    for k, shape in enumerate(shapes):
        body.append(fill(names[k], shape, 2 * k + 1))
    call = f"func.call @train_step({', '.join('%' + n for n in names)}) : ({arg_types}) -> ({res_types})"
    outs = ", ".join(f"%r{k}" for k in range(len(results)))
    body.append(f"  {outs} = {call}")
    for k, r in enumerate(results[:1 + len(params)]):
        flat = "[]" if r == "tensor<f32>" else "[[0, 1]]"
        size = 1
        dims = re.match(r"tensor<(\d+)x(\d+)x", r)
        if dims:
            size = int(dims.group(1)) * int(dims.group(2))
        body.append(f"  %f{k} = tensor.collapse_shape %r{k} {flat} : {r} into tensor<{size}xf32>" if r != "tensor<f32>"
                    else f"  %f{k} = tensor.expand_shape %r{k} [] output_shape [1] : {r} into tensor<1xf32>")
        body.append(f"  %u{k} = tensor.cast %f{k} : tensor<{size}xf32> to tensor<*xf32>")
        body.append(f"  func.call @print_bits(%u{k}) : (tensor<*xf32>) -> ()")
    # Perturbed losses for a few elements, spread over the parameters.
    checks = []
    for c in range(args.checks):
        p = c % len(params)
        rows, cols = params[p]
        i, j = (3 * c + 1) % rows, (5 * c + 2) % cols
        checks.append((p, i, j))
        for sign, tag in ((1, "p"), (-1, "m")):
            n = names[2 + p]
            ty = f"tensor<{rows}x{cols}xf32>"
            body.append(f"""  %ci{c}{tag} = arith.constant {i} : index
  %cj{c}{tag} = arith.constant {j} : index
  %old{c}{tag} = tensor.extract %{n}[%ci{c}{tag}, %cj{c}{tag}] : {ty}
  %d{c}{tag} = arith.constant {sign * args.eps} : f32
  %new{c}{tag} = arith.addf %old{c}{tag}, %d{c}{tag} : f32
  %w{c}{tag} = tensor.insert %new{c}{tag} into %{n}[%ci{c}{tag}, %cj{c}{tag}] : {ty}""")
            perturbed = ["%" + x for x in names]
            perturbed[2 + p] = f"%w{c}{tag}"
            pouts = ", ".join(f"%q{c}{tag}_{k}" for k in range(len(results)))
            body.append(f"  {pouts} = func.call @train_step({', '.join(perturbed)}) : ({arg_types}) -> ({res_types})")
            body.append(f"  %pf{c}{tag} = tensor.expand_shape %q{c}{tag}_0 [] output_shape [1] : tensor<f32> into tensor<1xf32>")
            body.append(f"  %pu{c}{tag} = tensor.cast %pf{c}{tag} : tensor<1xf32> to tensor<*xf32>")
            body.append(f"  func.call @print_bits(%pu{c}{tag}) : (tensor<*xf32>) -> ()")
    body.append("  return\n}")
    end = text.rstrip().rfind("}")
    program = text[:end] + "\n".join(body) + "\n}\n"

    lowered = subprocess.run([args.memplan_opt] + LOWER, input=program,
                             capture_output=True, text=True)
    if lowered.returncode:
        sys.exit("lowering failed:\n" + lowered.stderr)
    ran = subprocess.run([args.runner, "-e", "main",
                          "-entry-point-result=void",
                          "-shared-libs=" + args.shared_libs],
                         input=lowered.stdout, capture_output=True, text=True)
    if ran.returncode:
        sys.exit("run failed:\n" + ran.stderr)
    # Each printed memref: a header line, then its values.
    blocks = re.split(r"Unranked Memref base@[^\n]*\n", ran.stdout)[1:]
    def as_float(bits):
        return struct.unpack("<f", struct.pack("<i", int(bits)))[0]
    values = [[as_float(v) for v in re.findall(r"-?\d+", b.split("data =", 1)[1])]
              if "data =" in b else
              [as_float(v) for v in re.findall(r"-?\d+", b)]
              for b in blocks]
    loss = values[0][0]
    grads = values[1:1 + len(params)]
    perturbed = values[1 + len(params):]
    worst = 0.0
    for c, (p, i, j) in enumerate(checks):
        fd = (perturbed[2 * c][0] - perturbed[2 * c + 1][0]) / (2 * args.eps)
        g = grads[p][i * params[p][1] + j]
        err = abs(fd - g) / max(abs(g), abs(fd), 1e-3)
        worst = max(worst, err)
        print(f"param {p} [{i},{j}]: gradient {g:.6g}, finite difference "
              f"{fd:.6g}, relative error {err:.2e}")
    print(f"loss {loss:.6g}; max relative error {worst:.2e} "
          f"(tolerance {args.tolerance:g})")
    return 0 if worst <= args.tolerance else 1


if __name__ == "__main__":
    sys.exit(main())
