// memplan-lower-tosa: a module with TOSA ops is lowered to linalg on tensors
// by upstream's conversions; one without is left exactly as it is; an op no
// conversion takes is refused where it is (lower-tosa-errors.mlir).
// RUN: memplan-opt %s --memplan-lower-tosa | FileCheck %s
// RUN: memplan-opt %s --memplan-prepare | FileCheck %s --check-prefix=PREPARE
// RUN: memplan-opt %S/Inputs/lower-tosa-none.mlir > %t.before
// RUN: memplan-opt %S/Inputs/lower-tosa-none.mlir --memplan-lower-tosa > %t.after
// RUN: diff %t.before %t.after
// RUN: memplan-opt %S/Inputs/lower-tosa-none.mlir --memplan-lower-tosa | FileCheck %s --check-prefix=NONE

// NONE: arith.constant 1.000000e+00 : f32
// NONE: arith.constant 2.000000e+00 : f32
// NONE: arith.addf

// CHECK-LABEL: func.func @layer
// CHECK-NOT: tosa.
// CHECK: linalg.batch_matmul
// CHECK: math.tanh
// CHECK: linalg.transpose
// CHECK: arith.mulf
// CHECK-NOT: tosa.
// CHECK: return
// PREPARE-LABEL: func.func @layer
// PREPARE-NOT: tosa.
// PREPARE: linalg.batch_matmul
// PREPARE: return
func.func @layer(%x: tensor<1x4x8xf32>, %w: tensor<1x8x8xf32>) -> tensor<1x8x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %h = tosa.matmul %x, %w, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8xf32>
  %a = tosa.tanh %h : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %t = tosa.transpose %a {perms = array<i32: 0, 2, 1>} : (tensor<1x4x8xf32>) -> tensor<1x8x4xf32>
  %s = tosa.mul %t, %t, %shift : (tensor<1x8x4xf32>, tensor<1x8x4xf32>, tensor<1xi8>) -> tensor<1x8x4xf32>
  return %s : tensor<1x8x4xf32>
}
