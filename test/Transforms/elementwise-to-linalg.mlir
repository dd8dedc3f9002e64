// Elementwise ops on tensors become upstream's linalg.generic ops, exactly
// as upstream's pass makes them; a function without one is left as it is.
// RUN: memplan-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(memplan-elementwise-to-linalg))' | FileCheck %s
// RUN: memplan-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(memplan-elementwise-to-linalg))' -o %t.ours.mlir
// RUN: memplan-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(convert-elementwise-to-linalg))' -o %t.upstream.mlir
// RUN: diff %t.ours.mlir %t.upstream.mlir

// CHECK-LABEL: func.func @mixed
// CHECK-NOT:     arith.addf {{.*}} : tensor
// CHECK:         %[[ADD:.+]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>)
// CHECK:           arith.addf {{.*}} : f32
// CHECK:         linalg.generic {{.*}} ins(%[[ADD]] : tensor<4x8xf32>) outs(%[[ADD]] : tensor<4x8xf32>)
// CHECK:           math.exp {{.*}} : f32
// CHECK:         arith.mulf {{.*}} : f32
func.func @mixed(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %x: f32) -> (tensor<4x8xf32>, f32) {
  %s = arith.addf %a, %b : tensor<4x8xf32>
  %e = math.exp %s : tensor<4x8xf32>
  %y = arith.mulf %x, %x : f32
  return %e, %y : tensor<4x8xf32>, f32
}

// -----

// Scalars only, and a linalg op already: nothing changes.
// CHECK-LABEL: func.func @nothing
// CHECK-NEXT:    arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    arith.addf %arg1, %{{.*}} : f32
// CHECK-NEXT:    tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:    return
func.func @nothing(%a: tensor<4xf32>, %x: f32) -> (tensor<4xf32>, f32) {
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%y : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f, %y : tensor<4xf32>, f32
}
