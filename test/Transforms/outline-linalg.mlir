// Every linalg op on buffers becomes a call to a private function of its own
// that takes the op's operands and what its body uses from above; what stays
// in the function is cut into blocks of at most block-ops ops, each branching
// to the next. The ops run in the same order on the same buffers.
// RUN: memplan-opt %s --memplan-outline-linalg="block-ops=2" | FileCheck %s
// RUN: memplan-opt %s --memplan-outline-linalg="block-ops=0" | FileCheck %s --check-prefix=WHOLE
// RUN: not memplan-opt %s --memplan-outline-linalg="block-ops=-1" 2>&1 | FileCheck %s --check-prefix=BAD
// memplan-run lowers every step it runs this way (each of its tests runs
// through this pass).

// CHECK-LABEL: func.func @step(
// CHECK-SAME:      %[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<4xf32>
// CHECK:         %[[SCALE:.*]] = arith.constant 2.0
// CHECK:         %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    cf.br ^[[B1:.*]]
// CHECK:       ^[[B1]]:
// CHECK-NEXT:    call @step_linalg_0(%[[X]], %[[T]], %[[SCALE]]) : (memref<4xf32>, memref<4xf32>, f32) -> ()
// CHECK-NEXT:    call @step_linalg_1(%[[T]], %[[Y]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:    cf.br ^[[B2:.*]]
// CHECK:       ^[[B2]]:
// CHECK-NEXT:    memref.dealloc %[[T]]
// CHECK-NEXT:    return
// CHECK:       func.func private @step_linalg_0(%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[S:.*]]: f32)
// CHECK-SAME:      attributes {passthrough = ["noinline"]}
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[B]] : memref<4xf32>)
// CHECK:           arith.mulf %{{.*}}, %[[S]]
// CHECK:         return
// CHECK:       func.func private @step_linalg_1(%[[C:.*]]: memref<4xf32>, %[[D:.*]]: memref<4xf32>)
// CHECK-NEXT:    linalg.add ins(%[[C]], %[[D]] : memref<4xf32>, memref<4xf32>) outs(%[[D]] : memref<4xf32>)

// WHOLE-LABEL: func.func @step(
// WHOLE-NOT:     cf.br
// WHOLE:         call @step_linalg_0(
// WHOLE-NEXT:    call @step_linalg_1(
// WHOLE-NOT:     cf.br
// WHOLE:         return

// BAD: error: memplan-outline-linalg: block-ops must not be negative, got -1

func.func @step(%x: memref<4xf32>, %y: memref<4xf32>) {
  %scale = arith.constant 2.0 : f32
  %t = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%x : memref<4xf32>) outs(%t : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %scale : f32
    linalg.yield %m : f32
  }
  linalg.add ins(%t, %y : memref<4xf32>, memref<4xf32>) outs(%y : memref<4xf32>)
  memref.dealloc %t : memref<4xf32>
  return
}
