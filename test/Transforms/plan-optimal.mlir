// The optimal strategy in the pass: the Checkmate MILP (CBC) plans the
// schedule, memplan-materialize rewrites it, and the planned step computes
// bitwise what the unplanned one does. At 2560 bytes the one plan within
// the budget recomputes a (node 0) for e (node 4); the solver recomputes it
// a stage earlier than the greedy planner, which costs the same.
// REQUIRES: cbc
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560 strategy=optimal report=%t.json" --memplan-materialize -mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: memplan-plan (optimal, budget 2560 bytes): peak 2560 bytes (unplanned 2816, lower bound 2560), 0 swapped and 1 recomputed gaps
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// IR: linalg.generic
// IR: linalg.generic
// IR: memplan.recompute ins(%{{.*}} = %arg0 : tensor<64xf32>)
// IR: math.exp
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// REPORT:      "decision": "recompute",
// REPORT:      "from_step": 1,
// REPORT:      "node": 0,
// REPORT:      "to_step": 4,
// REPORT:      "strategy": "optimal"
// RUN: memplan-run %s --entry=step --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs
// Below the lower bound the solver proves that nothing fits.
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=2000 strategy=optimal" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=LOW
// LOW: error: the budget is below the lower bound (the largest working set of one node, with the results computed before it); no schedule in this order fits

#id = affine_map<(d0) -> (d0)>
#bc_in = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e64 = tensor.empty() : tensor<64xf32>
  %e4x64 = tensor.empty() : tensor<4x64xf32>
  %zero = arith.constant 0.0 : f32
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<64xf32> loc("a")
  %b = linalg.generic {indexing_maps = [#bc_in, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64xf32>) outs(%e4x64 : tensor<4x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x64xf32> loc("b")
  %zeros = linalg.fill ins(%zero : f32) outs(%e4x64 : tensor<4x64xf32>) -> tensor<4x64xf32>
  %c = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<4x64xf32>) outs(%zeros : tensor<4x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %in : f32
    %s = arith.addf %r, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %d = linalg.reduce ins(%c : tensor<4x64xf32>) outs(%init : tensor<64xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %d : tensor<64xf32>, tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %e : tensor<64xf32>
}
