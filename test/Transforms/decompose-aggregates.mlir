// linalg.softmax on tensors becomes upstream's decomposition: the maximum
// along the dimension, exp(x - max), its sum and the division by it, so
// that the planner sees each tensor and the lowerings run them. On buffers
// it is left as it is.
// RUN: memplan-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(memplan-decompose-aggregates))' | FileCheck %s

// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.softmax
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%arg0 : tensor<4x8xf32>)
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%arg0, %[[MAX]] : tensor<4x8xf32>, tensor<4xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<4x8xf32>)
// CHECK: arith.addf
// CHECK: %[[DIV:.*]] = linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<4x8xf32>, tensor<4xf32>)
// CHECK: arith.divf
// CHECK: return %[[DIV]]
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @on_buffers
// CHECK: linalg.softmax dimension(0) ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
func.func @on_buffers(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  linalg.softmax dimension(0) ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}
