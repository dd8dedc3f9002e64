// A recomputation ahead of its use: the plan stored on @step (the step of
// plan.mlir) computes a (node 0) again before d's step, two ops ahead of e,
// its use, and holds it from there. The recomputation is materialized there,
// before the reduce (its fill joins d's node), and e reads it.
// RUN: memplan-opt %s --memplan-materialize -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// CHECK-LABEL: func.func @step
// CHECK-SAME:    (%[[X:.*]]: tensor<64xf32>)
// CHECK-NOT:     memplan.plan
// CHECK:         %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<64xf32>)
// CHECK:         %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<64xf32>)
// CHECK:         %[[C:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<4x64xf32>)
// CHECK:         %[[A2:.*]] = memplan.recompute ins(%[[ARG:.*]] = %[[X]] : tensor<64xf32>) -> tensor<64xf32> {
// CHECK:           memplan.yield
// CHECK-NEXT:    }
// CHECK:         %[[D:.*]] = linalg.reduce ins(%[[C]] : tensor<4x64xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[A2]], %[[D]] : tensor<64xf32>, tensor<64xf32>)

// It computes what the step computes.
// RUN: memplan-run %s --entry=step --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs

#id = affine_map<(d0) -> (d0)>
#bc_in = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> attributes {memplan.plan = #memplan.plan<strategy = "recompute-only", budget = 2560, peak = 2560, nodes = 6, schedule = [compute 0, compute 1, free 0, compute 2, free 1, compute 0, compute 3, free 2, compute 4, free 0, free 3, compute 5, free 4]>} {
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
