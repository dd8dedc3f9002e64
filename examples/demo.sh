#!/usr/bin/env bash
# `make demo`: run memplan-opt on the bundled training step and say what it did.
set -euo pipefail
build=${1:-build}
opt="$build/bin/memplan-opt"
example="$(dirname "$0")/mlp-step.mlir"
out="$build/demo"
mkdir -p "$out"

echo "== memplan demo on $example"
echo "-- memplan ops in the step:"
for op in swap_out swap_in recompute; do
  printf '   memplan.%-10s %s\n' "$op" "$(grep -c "memplan\.$op " "$example")"
done

echo "-- round trip (parse, print, parse, print):"
"$opt" "$example" > "$out/print1.mlir"
"$opt" "$out/print1.mlir" > "$out/print2.mlir"
"$opt" "$example" -mlir-print-op-generic | "$opt" > "$out/print-generic.mlir"
cmp "$out/print1.mlir" "$out/print2.mlir"
cmp "$out/print1.mlir" "$out/print-generic.mlir"
echo "   stable: $(wc -l < "$out/print1.mlir") lines identical across custom and generic forms"

echo "-- memplan-inline-recompute (the recompute region becomes ordinary ops in place):"
"$opt" "$example" --pass-pipeline='builtin.module(func.func(memplan-inline-recompute))' \
  > "$out/inlined.mlir"
count() { grep -c "$1" "$2" || true; }
printf '   %-22s %6s %6s\n' "" before after
printf '   %-22s %6s %6s\n' "memplan.recompute" "$(count 'memplan.recompute' "$out/print1.mlir")" "$(count 'memplan.recompute' "$out/inlined.mlir")"
printf '   %-22s %6s %6s\n' "memplan.swap_out/in" "$(count 'memplan.swap_' "$out/print1.mlir")" "$(count 'memplan.swap_' "$out/inlined.mlir")"
printf '   %-22s %6s %6s\n' "linalg.generic" "$(count 'linalg.generic' "$out/print1.mlir")" "$(count 'linalg.generic' "$out/inlined.mlir")"
echo "   (the recomputed ReLU's linalg.generic now stands where the region stood)"
echo "-- memory and cost of the step (memplan-annotate-costs on a100-40gb, memplan-print-memory):"
"$opt" "$example" -mlir-print-op-on-diagnostic=false \
  --pass-pipeline='builtin.module(func.func(memplan-annotate-costs,memplan-print-memory))' \
  2>&1 >/dev/null | grep 'remark: persistent' | sed 's/.*remark: /   /; s/, /\n   /g'
echo "-- outputs in $out/"
