// The optimal strategy never computes again an op that may have side
// effects (here a func.call): the step of plan-optimal.mlir with `a` a call.
// At 2560 bytes the one plan without swaps recomputes a; with a pinned, the
// MILP swaps it out and back (the preset's host link), and the planned step
// computes bitwise what the unplanned one does.
// REQUIRES: cbc
// RUN: memplan-opt %s --memplan-plan="functions=step budget-bytes=2560 strategy=optimal report=%t.json" --memplan-materialize -mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: memplan-plan (optimal, budget 2560 bytes): peak 2560 bytes (unplanned 2816, lower bound 2560), 1 swapped and 0 recomputed gaps
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// IR: func.func @step
// IR: memplan.swap_out
// IR: memplan.swap_in
// IR-NOT: memplan.recompute
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// REPORT:      "decision": "swap",
// REPORT-NOT:  "decision": "recompute",
// RUN: memplan-run %s --entry=step --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs

#id = affine_map<(d0) -> (d0)>
#bc_in = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @exp(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e64 = tensor.empty() : tensor<64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %a : tensor<64xf32>
}
func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e64 = tensor.empty() : tensor<64xf32>
  %e4x64 = tensor.empty() : tensor<4x64xf32>
  %zero = arith.constant 0.0 : f32
  %a = func.call @exp(%x) : (tensor<64xf32>) -> tensor<64xf32> loc("a")
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
