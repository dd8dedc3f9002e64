// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-unshare-empties))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-unshare-empties))' -o %t.unshared.mlir
// RUN: memplan-run %s --entry=step --compare=%t.unshared.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS-BEFORE
// RUN: memplan-opt %t.unshared.mlir --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS

#id = affine_map<(d0) -> (d0)>

// Three elementwise ops write into one empty, as torch-mlir's CSE leaves
// them. Each gets an empty of its own right before it, and the shared one
// goes.
// CHECK-LABEL: func.func @step
// CHECK-NEXT:    %[[E0:.+]] = tensor.empty() : tensor<64xf32>
// CHECK-NEXT:    %[[A:.+]] = linalg.generic {{.*}} ins(%arg0 : tensor<64xf32>) outs(%[[E0]] : tensor<64xf32>)
// CHECK:         %[[E1:.+]] = tensor.empty() : tensor<64xf32>
// CHECK-NEXT:    %[[B:.+]] = linalg.generic {{.*}} ins(%[[A]] : tensor<64xf32>) outs(%[[E1]] : tensor<64xf32>)
// CHECK:         %[[E2:.+]] = tensor.empty() : tensor<64xf32>
// CHECK-NEXT:    %[[S:.+]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<64xf32>, tensor<64xf32>) outs(%[[E2]] : tensor<64xf32>)
// CHECK:         return %[[S]]
// CHECK-NOT:     tensor.empty
//
// The same values, bit for bit.
// SAME: bitwise equal: 1 outputs, 64 values
//
// Shared, both allocations are made before the first op and the
// subtraction writes over %b: two buffers, both live from the start.
// Unshared, every tensor is a buffer of its own, allocated where it is
// computed, as memplan-plan counts them.
// BUFFERS-BEFORE-LABEL: func.func @step
// BUFFERS-BEFORE-NEXT:    memref.alloc()
// BUFFERS-BEFORE-NEXT:    memref.alloc()
// BUFFERS-BEFORE-NOT:     memref.alloc()
// BUFFERS-BEFORE-LABEL: func.func @nested
// BUFFERS-LABEL: func.func @step
// BUFFERS-NEXT:    memref.alloc()
// BUFFERS-NEXT:    linalg.generic
// BUFFERS-COUNT-2: memref.alloc()
// BUFFERS-NOT:     memref.alloc()
// BUFFERS-LABEL: func.func @nested
func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %m = arith.subf %p, %q : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %s : tensor<64xf32>
}

// A use in a nested region gets its empty before the op in the entry block
// that holds it; an empty with operands keeps them; an empty of one use
// moves to its user.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %[[E:.+]] = tensor.empty() : tensor<64xf32>
// CHECK-NEXT:    %[[IF:.+]] = scf.if %arg1 -> (tensor<64xf32>) {
// CHECK-NEXT:      linalg.generic {{.*}} outs(%[[E]] : tensor<64xf32>)
// CHECK:         } else {
// CHECK:         %[[ZERO:.+]] = arith.constant 0.0
// CHECK-NEXT:    %[[D:.+]] = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT:    %[[F:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[D]] : tensor<?xf32>)
// CHECK-NEXT:    return %[[IF]], %[[F]]
func.func @nested(%x: tensor<64xf32>, %c: i1, %n: index) -> (tensor<64xf32>, tensor<?xf32>) {
  %d = tensor.empty(%n) : tensor<?xf32>
  %e = tensor.empty() : tensor<64xf32>
  %r = scf.if %c -> tensor<64xf32> {
    %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
    ^bb0(%p: f32, %out: f32):
      %m = arith.negf %p : f32
      linalg.yield %m : f32
    } -> tensor<64xf32>
    scf.yield %s : tensor<64xf32>
  } else {
    scf.yield %x : tensor<64xf32>
  }
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  return %r, %f : tensor<64xf32>, tensor<?xf32>
}
