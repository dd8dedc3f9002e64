// A value read through a view can be recomputed or swapped: the view is
// built again over the new value. The step of plan.mlir, with a produced
// as 8x8 and read (by b and, late, by e) through a collapse_shape to 64:
//   a = exp(x)           8x8xf32,   256 B
//   v = collapse(a)      64xf32,    no memory of its own
//   b = broadcast(v)     4x64xf32, 1024 B
//   c = b * b            4x64xf32, 1024 B
//   d = reduce(c, fill)  64xf32,    256 B
//   e = v + d            64xf32,    256 B
// e is returned, so it counts at every step. At a budget of 2560 bytes, a
// has to leave between b and e (plan.mlir).

// Recomputed (a100-40gb preset: launch-bound ops, copies cannot hide): a
// again from x right before e, and the view again over it.
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560" --memplan-materialize -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s --check-prefix=REC
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// REMARK: remark: memplan-plan (greedy, budget 2560 bytes): peak 2560 bytes (unplanned 2816, lower bound 2560), 0 swapped and 1 recomputed gaps
// REC-LABEL: func.func @step
// REC-SAME:    (%[[X:.*]]: tensor<8x8xf32>)
// REC:         %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<8x8xf32>)
// REC-NEXT:    ^bb0
// REC-NEXT:      math.exp
// REC-NEXT:      linalg.yield
// REC-NEXT:    } -> tensor<8x8xf32>
// REC-NEXT:    %[[V:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1]] : tensor<8x8xf32> into tensor<64xf32>
// REC:         linalg.generic {{.*}} ins(%[[V]] : tensor<64xf32>)
// REC:         %[[D:.*]] = linalg.reduce
// REC:         %[[A2:.*]] = memplan.recompute ins(%[[ARG:.*]] = %[[X]] : tensor<8x8xf32>) -> tensor<8x8xf32> {
// REC:           memplan.yield
// REC-NEXT:    }
// REC-NEXT:    %[[V2:.*]] = tensor.collapse_shape %[[A2]] {{\[\[}}0, 1]] : tensor<8x8xf32> into tensor<64xf32>
// REC-NEXT:    tensor.empty() : tensor<64xf32>
// REC-NEXT:    %[[E:.*]] = linalg.generic {{.*}} ins(%[[V2]], %[[D]] : tensor<64xf32>, tensor<64xf32>)
// REC:         return %[[E]]

// Swapped when recomputation is ruled out: the view again over the value
// swapped in.
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560 allow-recompute=false" --memplan-materialize -mlir-print-op-on-diagnostic=false 2>/dev/null | FileCheck %s --check-prefix=SWAP
// SWAP:         %[[A:.*]] = linalg.generic
// SWAP:         %[[H:.*]] = memplan.swap_out %[[A]] : tensor<8x8xf32> -> !memplan.host<tensor<8x8xf32>>
// SWAP-NEXT:    %[[V:.*]] = tensor.collapse_shape %[[A]]
// SWAP:         %[[A2:.*]] = memplan.swap_in %[[H]] : !memplan.host<tensor<8x8xf32>> -> tensor<8x8xf32>
// SWAP:         %[[D:.*]] = linalg.reduce
// SWAP:         %[[V2:.*]] = tensor.collapse_shape %[[A2]] {{\[\[}}0, 1]] : tensor<8x8xf32> into tensor<64xf32>
// SWAP-NEXT:    tensor.empty() : tensor<64xf32>
// SWAP-NEXT:    linalg.generic {{.*}} ins(%[[V2]], %[[D]] : tensor<64xf32>, tensor<64xf32>)

// Both run and compute what the unplanned step computes, bit for bit.
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560" --memplan-materialize -o %t.rec.mlir
// RUN: memplan-run %s --entry=step --compare=%t.rec.mlir | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560 allow-recompute=false" --memplan-materialize -o %t.swap.mlir
// RUN: memplan-run %s --entry=step --compare=%t.swap.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#bc_in = affine_map<(d0, d1) -> (d1)>
func.func @step(%x: tensor<8x8xf32>) -> tensor<64xf32> {
  %e8x8 = tensor.empty() : tensor<8x8xf32>
  %e64 = tensor.empty() : tensor<64xf32>
  %e4x64 = tensor.empty() : tensor<4x64xf32>
  %zero = arith.constant 0.0 : f32
  %a = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e8x8 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %v = tensor.collapse_shape %a [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %b = linalg.generic {indexing_maps = [#bc_in, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<64xf32>) outs(%e4x64 : tensor<4x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x64xf32>
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
      ins(%v, %d : tensor<64xf32>, tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %e : tensor<64xf32>
}
