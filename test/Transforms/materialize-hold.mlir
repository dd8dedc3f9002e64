// A swap whose buffer the plan frees a step after its last use, where the
// copy out is expected to be done: the plan stored on @step (the step of
// plan.mlir) swaps a (node 0) out after it is computed; b, its only reader
// before e, runs in step 1, and a is freed after step 2 (c). The
// materialized step holds a there, before d's work starts (its fill), and
// e reads a swapped back in.
// RUN: memplan-opt %s --memplan-materialize -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// CHECK-LABEL: func.func @step
// CHECK-SAME:    (%[[X:.*]]: tensor<64xf32>)
// CHECK:         %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<64xf32>)
// CHECK:         %[[H:.*]] = memplan.swap_out %[[A]]
// CHECK:         %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<64xf32>)
// CHECK:         %[[C:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<4x64xf32>)
// CHECK:         } -> tensor<4x64xf32>
// CHECK-NEXT:    memplan.hold %[[A]] : tensor<64xf32>
// CHECK-NEXT:    tensor.empty
// CHECK-NEXT:    %[[INIT:.*]] = linalg.fill
// CHECK-NEXT:    %[[D:.*]] = linalg.reduce ins(%[[C]] : tensor<4x64xf32>)
// CHECK:         %[[A2:.*]] = memplan.swap_in %[[H]]
// CHECK:         linalg.generic {{.*}} ins(%[[A2]], %[[D]] : tensor<64xf32>, tensor<64xf32>)
// CHECK-NOT:     memplan.hold

// Freed right after its last use, a gets no hold.
// RUN: sed -e 's/compute 2, free 1, free 0,/free 0, compute 2, free 1,/' %s \
// RUN:   | memplan-opt --memplan-materialize | FileCheck %s --check-prefix=AT-ONCE
// AT-ONCE:     memplan.swap_out
// AT-ONCE-NOT: memplan.hold

// Bufferized and packed, a's buffer stays allocated to the hold: no other
// buffer takes its bytes before it. a (256 B) at 0, b and c (1 KiB each)
// at 256 and 1280: all three at once, 2304 B; the hold is gone. Freed at
// once, a's bytes go to c: 2048 B.
// RUN: memplan-opt %t.mlir %bufferize --memplan-lower-swaps --memplan-pack-buffers \
// RUN:   -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PACKED
// PACKED:      remark: packed 5 buffers into an arena of 2304 bytes
// PACKED:      %[[A:.*]] = memref.view %[[ARENA:.*]][%c0{{.*}}][] : memref<2304xi8> to memref<64xf32>
// PACKED-NEXT: linalg.generic
// PACKED:      memref.copy %[[A]], %{{.*}} {memplan.swap = "out"}
// PACKED:      memref.view %[[ARENA]][%c256{{.*}}][] : memref<2304xi8> to memref<4x64xf32>
// PACKED:      memref.view %[[ARENA]][%c1280{{.*}}][] : memref<2304xi8> to memref<4x64xf32>
// PACKED-NOT:  memplan.hold
// RUN: sed -e 's/compute 2, free 1, free 0,/free 0, compute 2, free 1,/' %s \
// RUN:   | memplan-opt --memplan-materialize %bufferize --memplan-lower-swaps \
// RUN:     --memplan-pack-buffers -mlir-print-op-on-diagnostic=false 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AT-ONCE-PACKED
// AT-ONCE-PACKED:      remark: packed 5 buffers into an arena of 2048 bytes
// AT-ONCE-PACKED:      memref.view %[[ARENA:.*]][%c0{{.*}}][] : memref<2048xi8> to memref<64xf32>
// AT-ONCE-PACKED:      memref.view %[[ARENA]][%c1024{{.*}}][] : memref<2048xi8> to memref<4x64xf32>
// AT-ONCE-PACKED:      memref.view %[[ARENA]][%c0{{.*}}][] : memref<2048xi8> to memref<4x64xf32>

// It computes what the step computes.
// RUN: memplan-run %s --entry=step --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs

#id = affine_map<(d0) -> (d0)>
#bc_in = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 2560, peak = 2560, nodes = 6, schedule = [compute 0, swap_out 0, compute 1, compute 2, free 1, free 0, compute 3, free 2, swap_in 0, compute 4, free 0, free 3, compute 5, free 4]>} {
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
