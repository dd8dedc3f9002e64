// RUN: memplan-opt %s --memplan-gpu-prepare --split-input-file | FileCheck %s

// A copy that is not a swap becomes a kernel-shaped linalg.copy; a swap
// stays a memref.copy for memplan-gpu-streams. A fill of a 0-d buffer and a
// full reduction have no parallel loop: each is wrapped in a one-iteration
// scf.parallel, which the GPU mapping turns into a launch. Ops with parallel
// loops are left alone.
// CHECK-LABEL: func.func @shapes(
// CHECK-SAME: %[[X:.*]]: memref<4x3xf32>, %[[Y:.*]]: memref<4x3xf32>, %[[H:.*]]: memref<4x3xf32>, %[[S:.*]]: memref<f32>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.0
// CHECK-NEXT: linalg.copy ins(%[[X]] : memref<4x3xf32>) outs(%[[Y]] : memref<4x3xf32>)
// CHECK-NEXT: memref.copy %[[X]], %[[H]] {memplan.swap = "out"}
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%{{.*}}) = (%[[C0]]) to (%[[C1]]) step (%[[C1]]) {
// CHECK-NEXT:   linalg.fill ins(%[[ZERO]] : f32) outs(%[[S]] : memref<f32>)
// CHECK-NEXT:   scf.reduce
// CHECK-NEXT: }
// CHECK:      scf.parallel
// CHECK-NEXT:   linalg.reduce ins(%[[X]] : memref<4x3xf32>) outs(%[[S]] : memref<f32>) dimensions = [0, 1]
// CHECK:      linalg.reduce ins(%[[X]] : memref<4x3xf32>) outs(%{{.*}} : memref<4xf32>) dimensions = [1]
// CHECK-NOT:  scf.parallel
// CHECK:      return
func.func @shapes(%x: memref<4x3xf32>, %y: memref<4x3xf32>, %h: memref<4x3xf32>, %s: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  memref.copy %x, %y : memref<4x3xf32> to memref<4x3xf32>
  memref.copy %x, %h {memplan.swap = "out"} : memref<4x3xf32> to memref<4x3xf32>
  linalg.fill ins(%zero : f32) outs(%s : memref<f32>)
  linalg.reduce ins(%x : memref<4x3xf32>) outs(%s : memref<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %rows = memref.alloc() : memref<4xf32>
  linalg.reduce ins(%x : memref<4x3xf32>) outs(%rows : memref<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return
}

// -----

// A step over an empty batch: ops over no element are erased (over buffers
// they write nothing; their launch would have a grid of no block). A
// reduction over no row leaves its initial value: the fill stays. Ops with
// elements to compute stay.
// CHECK-LABEL: func.func @empty(
// CHECK-SAME: %[[X:.*]]: memref<0x3xf32>, %[[Y:.*]]: memref<0x3xf32>, %[[S:.*]]: memref<3xf32>, %[[E:.*]]: memref<0xf32>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[D:.*]] = memref.alloc() : memref<f32>
// CHECK-NEXT: linalg.fill ins(%[[ZERO]] : f32) outs(%[[S]] : memref<3xf32>)
// CHECK-NEXT: return
func.func @empty(%x: memref<0x3xf32>, %y: memref<0x3xf32>, %s: memref<3xf32>, %e: memref<0xf32>) {
  %zero = arith.constant 0.0 : f32
  %zero_d = memref.alloc() : memref<f32>
  memref.copy %x, %y : memref<0x3xf32> to memref<0x3xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<0x3xf32>)
  linalg.fill ins(%zero : f32) outs(%s : memref<3xf32>)
  linalg.reduce ins(%x : memref<0x3xf32>) outs(%s : memref<3xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  linalg.reduce ins(%e : memref<0xf32>) outs(%zero_d : memref<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return
}
