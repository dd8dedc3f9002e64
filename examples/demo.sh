#!/usr/bin/env bash
# `make demo`: plan the bundled training step within a memory budget, rewrite
# it into memplan ops, pack its buffers, run it on the host and check that it
# computes exactly what the unplanned step computes.
set -euo pipefail
build=${1:-build}
opt="$build/bin/memplan-opt"
here="$(dirname "$0")"
step="$here/mlp-train.mlir"
out="$build/demo"
mkdir -p "$out"
runner="/usr/lib/llvm-22/bin/mlir-runner"
libs="/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
bufferize='--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map'
lower=(--buffer-deallocation-pipeline --convert-bufferization-to-memref
       --convert-linalg-to-loops --expand-strided-metadata --lower-affine
       --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts)
budget=${BUDGET:-0.86}

echo "== memplan demo: $step (a 3-layer MLP training step), budget $budget x the unplanned peak"

echo "-- plan (memplan-plan, greedy, a100-40gb costs) and rewrite (memplan-materialize):"
"$opt" "$step" -mlir-print-op-on-diagnostic=false \
  --memplan-plan="budget=$budget functions=mlp_step report=$out/plan.json" \
  --memplan-materialize > "$out/planned.mlir" 2> "$out/plan.remarks"
grep 'remark:' "$out/plan.remarks" | sed 's/.*remark: /   /'

python3 - "$out/plan.json" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))["functions"][0]
for d in f["decisions"]:
    print(f"   {d['decision']:9} {d['bytes']:6d} B  {d['op']} at {d['loc']}: {d['why']}")
PY
count() { grep -c "$1" "$2" || true; }
echo "   memplan.swap_out $(count 'memplan.swap_out' "$out/planned.mlir"), memplan.swap_in $(count 'memplan.swap_in' "$out/planned.mlir"), memplan.recompute $(count 'memplan.recompute' "$out/planned.mlir") in $out/planned.mlir"

echo "-- host lowering: recompute inlined, bufferized, swaps as host buffers and copies, packed (memplan-pack-buffers):"
"$opt" "$out/planned.mlir" \
  --pass-pipeline='builtin.module(func.func(memplan-inline-recompute))' \
  | "$opt" "$bufferize" --memplan-lower-swaps --memplan-pack-buffers -mlir-print-op-on-diagnostic=false \
  > "$out/packed.mlir" 2> "$out/pack.remarks"
grep 'remark: packed' "$out/pack.remarks" | head -1 | sed 's/.*remark: /   mlp_step: /'
# The same flow without planning, for comparison.
"$opt" "$step" --memplan-plan="budget=1.0 functions=mlp_step" --memplan-materialize 2>/dev/null \
  | "$opt" "$bufferize" --memplan-lower-swaps --memplan-pack-buffers -mlir-print-op-on-diagnostic=false \
  -o /dev/null 2>&1 | grep 'remark: packed' | head -1 | sed 's/.*remark: /   unplanned mlp_step: /'

echo "-- run both on the CPU (mlir-runner) and compare every gradient bit for bit:"
"$opt" "$step" "$bufferize" "${lower[@]}" | "$runner" -e main -entry-point-result=void \
  -shared-libs="$libs" | grep -v base@ > "$out/unplanned.out"
"$opt" "$out/packed.mlir" "${lower[@]}" | "$runner" -e main -entry-point-result=void \
  -shared-libs="$libs" | grep -v base@ > "$out/planned.out"
if cmp -s "$out/unplanned.out" "$out/planned.out"; then
  echo "   identical: $(grep -o -- '-\?[0-9]\+' "$out/planned.out" | wc -l) values of dW1, dW2, dW3"
else
  echo "   MISMATCH between $out/unplanned.out and $out/planned.out" >&2
  exit 1
fi
if [[ -f "$build/python_packages/memplan/__init__.py" ]]; then
  echo "-- report (python3 -m memplan report): memory over the step before and after planning, where each planned tensor lives:"
  PYTHONPATH="$build/python_packages" MPLBACKEND=Agg /usr/bin/python3 -m memplan report \
    "$step" --budget "$budget" --function mlp_step -o "$out/report.png" | sed 's/^/   /'
else
  echo "-- no report: the memplan Python package was not built (pybind11 missing)"
fi
echo "-- outputs in $out/"
