// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-splats-to-fills{min-bytes=64}))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-splats-to-fills{min-bytes=64}))' -o %t.filled.mlir
// RUN: memplan-run %s --entry=step --compare=%t.filled.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-splats-to-fills{min-bytes=-2}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// A splat of 4x8 f32 (128 bytes) becomes a fill just before its first user;
// the 16-byte splat (below min-bytes) and the dense constant that is no
// splat stay constants.
// CHECK-LABEL: func.func @step
// CHECK-DAG:     %[[SMALL:.+]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-DAG:     %[[DENSE:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK:         %[[EXP:.+]] = linalg.exp ins(%arg0
// CHECK-NEXT:    %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[EMPTY:.+]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:    %[[FILL:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %[[ADD:.+]] = linalg.add ins(%[[EXP]], %[[FILL]]
// CHECK:         linalg.mul ins(%[[ADD]], %[[FILL]]
// CHECK-NOT:     dense<0.000000e+00> : tensor<4x8xf32>
// CHECK:         return
func.func @step(%x: tensor<4x8xf32>, %y: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %zeros = arith.constant dense<0.0> : tensor<4x8xf32>
  %small = arith.constant dense<2.0> : tensor<4xf32>
  %dense = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %i = tensor.empty() : tensor<4x8xf32>
  %j = tensor.empty() : tensor<4xf32>
  %e = linalg.exp ins(%x : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.add ins(%e, %zeros : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.mul ins(%a, %zeros : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.add ins(%y, %small : tensor<4xf32>, tensor<4xf32>) outs(%j : tensor<4xf32>) -> tensor<4xf32>
  %d = linalg.mul ins(%s, %dense : tensor<4xf32>, tensor<4xf32>) outs(%j : tensor<4xf32>) -> tensor<4xf32>
  return %m, %d : tensor<4x8xf32>, tensor<4xf32>
}

// An integer splat read only inside a region: the fill goes before the op
// that holds the region.
// CHECK-LABEL: func.func @nested
// CHECK:         %[[ONE:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[E:.+]] = tensor.empty() : tensor<64xi32>
// CHECK-NEXT:    %[[F:.+]] = linalg.fill ins(%[[ONE]] : i32) outs(%[[E]] : tensor<64xi32>) -> tensor<64xi32>
// CHECK-NEXT:    scf.if
// CHECK:           linalg.add ins(%arg1, %[[F]]
func.func @nested(%c: i1, %x: tensor<64xi32>) -> tensor<64xi32> {
  %ones = arith.constant dense<1> : tensor<64xi32>
  %r = scf.if %c -> tensor<64xi32> {
    %e = tensor.empty() : tensor<64xi32>
    %s = linalg.add ins(%x, %ones : tensor<64xi32>, tensor<64xi32>) outs(%e : tensor<64xi32>) -> tensor<64xi32>
    scf.yield %s : tensor<64xi32>
  } else {
    scf.yield %x : tensor<64xi32>
  }
  return %r : tensor<64xi32>
}

// SAME: bitwise equal
// BAD: error: memplan-splats-to-fills: min-bytes must not be negative, got -2
