#!/usr/bin/env bash
# `make demo`: plan a real training step exported from PyTorch (models/steps,
# committed: no torch needed) within a memory budget, rewrite it into memplan
# ops, pack its buffers into one arena, run it on the host, check that it
# computes bit for bit what the unplanned step computes and what PyTorch
# computed, and draw the plan.
#   examples/demo.sh [BUILD_DIR]    (MODEL=gpt2|resnet18|..., BUDGET=0.65, DEMO_OUT=DIR)
set -euo pipefail
build=${1:-build}
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
opt="$build/bin/memplan-opt"
run="$build/bin/memplan-run"
model=${MODEL:-gpt2}
step="$root/models/steps/$model-tiny.mlir"
reference="$root/models/reference/$model-tiny.npz"
out=${DEMO_OUT:-$build/demo}
mkdir -p "$out"
quiet=-mlir-print-op-on-diagnostic=false

case "$model" in
  gpt2) what="a GPT-2-style decoder: 2 blocks, width 32, 2 heads, vocabulary 64, batch 2 x 16 tokens"
        budget=${BUDGET:-0.65}; ints=64 ;;
  transformer) what="a BERT-style encoder: 2 blocks, width 32, 2 heads, vocabulary 64, batch 2 x 16 tokens"
        budget=${BUDGET:-0.7}; ints=64 ;;
  resnet18) what="torchvision's ResNet-18, channels / 8, 10 classes, batch 2 at 32x32"
        budget=${BUDGET:-0.95}; ints=10 ;;
  vgg11) what="torchvision's VGG-11, channels / 16, 10 classes, batch 2 at 32x32 (one op's working set is 98.6 % of the unplanned peak)"
        budget=${BUDGET:-0.99}; ints=10 ;;
  *) what="models/README.md describes it"; budget=${BUDGET:-0.9}; ints=10 ;;
esac
[[ -f "$step" ]] || { echo "no $step (MODEL=gpt2, resnet18, resnet50, mobilenet_v2, vgg11, unet, transformer)" >&2; exit 1; }

echo "== memplan demo: ${step#"$root/"}"
echo "   the training step (forward, loss, backward) of $what,"
echo "   exported from PyTorch through torch-mlir; budget $budget x the unplanned peak"

echo "-- prepare (memplan-prepare), plan (memplan-plan: greedy, a100-40gb costs) and rewrite (memplan-materialize):"
if ! "$opt" "$step" $quiet --memplan-prepare --memplan-plan="budget=$budget report=$out/plan.json" \
  --memplan-materialize > "$out/planned.mlir" 2> "$out/plan.remarks"; then
  grep -m1 'error:' "$out/plan.remarks" | sed 's/.*error: /   no plan: /' >&2
  echo "   (BUDGET=F sets the budget as a fraction of the unplanned peak)" >&2
  exit 1
fi
grep 'remark: memplan-plan' "$out/plan.remarks" | sed 's/.*remark: /   /'
echo "   the largest planned tensors:"
/usr/bin/python3 - "$out/plan.json" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))["functions"][0]
shown = sorted(f["decisions"], key=lambda d: -d["bytes"])[:6]
for d in shown:
    print(f"   {d['decision']:9} {d['bytes']:6d} B  {d['op']} (steps {d['from_step']}-{d['to_step']}): {d['why']}")
if len(f["decisions"]) > len(shown):
    print(f"   ... and {len(f['decisions']) - len(shown)} more in plan.json")
PY
count() { grep -c "$1" "$2" || true; }
echo "   memplan.swap_out $(count 'memplan.swap_out' "$out/planned.mlir"), memplan.swap_in $(count 'memplan.swap_in' "$out/planned.mlir"), memplan.recompute $(count 'memplan.recompute' "$out/planned.mlir") in planned.mlir"

echo "-- bufferize, swaps to host buffers and copies, pack every buffer into one arena (memplan-pipeline):"
"$opt" "$step" $quiet --memplan-pipeline="budget=$budget" \
  > "$out/packed.mlir" 2> "$out/pack.remarks"
"$opt" "$step" $quiet --memplan-pipeline="budget=1.0 strategy=none" \
  > "$out/unplanned-packed.mlir" 2> "$out/unplanned-pack.remarks"
grep -h 'remark: packed' "$out/pack.remarks" | sed 's/.*remark: /   planned:   /'
grep -h 'remark: packed' "$out/unplanned-pack.remarks" | sed 's/.*remark: /   unplanned: /'

echo "-- run both on the CPU (memplan-run) and compare every result bit for bit:"
"$run" "$step" --compare="$out/packed.mlir" --opt-level=0 --int-bound="$ints" \
  --print-limit=0 > "$out/compare.out" 2>&1 || { cat "$out/compare.out" >&2; exit 1; }
grep -q '^bitwise equal' "$out/compare.out" || { cat "$out/compare.out" >&2; exit 1; }
sed -e 's/^first:/unplanned step (memplan-run bufferizes it, no arena):/' \
    -e 's/^second:/packed planned step:/' -e 's/^/   /' "$out/compare.out"

echo "-- the packed planned step against PyTorch (its f64 loss and gradients, models/reference):"
# The float32 tolerance of test/Models: a batch normalization's bias
# gradient sums many terms that cancel (ResNet-18: 2.3e-4 of its scale).
/usr/bin/python3 "$root/models/steps.py" check "$out/packed.mlir" "$reference" --run "$run" \
  --work "$out/check" --tolerance 2e-3 -- --opt-level=0 | sed 's/^/   /'

if [[ -f "$build/python_packages/memplan/__init__.py" ]]; then
  echo "-- report (python3 -m memplan report): memory over the step before and after planning, where each planned tensor lives:"
  PYTHONPATH="$build/python_packages" MPLBACKEND=Agg /usr/bin/python3 -m memplan report \
    "$step" --budget "$budget" -o "$out/report.png" | sed 's/^/   /'
else
  echo "-- no report: the memplan Python package was not built (pybind11 missing)"
fi
echo "-- outputs in $out/"
