// RUN: memplan-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(memplan-inline-recompute))' | FileCheck %s

// The body replaces the op at its place: after %y, before the use.
// CHECK-LABEL: func.func @inline_in_place
// CHECK-SAME:    (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x16xf32>)
// CHECK:         %[[Y:.*]] = math.exp %[[X]]
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<4x16xf32>
// CHECK-NEXT:    %[[MM:.*]] = linalg.matmul ins(%[[Y]], %[[W]] : tensor<4x8xf32>, tensor<8x16xf32>) outs(%[[E]] : tensor<4x16xf32>)
// CHECK-NEXT:    %[[T:.*]] = math.tanh %[[MM]]
// CHECK-NEXT:    return %[[T]]
// CHECK-NOT:     memplan.
func.func @inline_in_place(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %y = math.exp %x : tensor<4x8xf32>
  %r = memplan.recompute ins(%a = %y : tensor<4x8xf32>, %b = %w : tensor<8x16xf32>) -> tensor<4x16xf32> {
    %e = tensor.empty() : tensor<4x16xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
    memplan.yield %mm : tensor<4x16xf32>
  }
  %t = math.tanh %r : tensor<4x16xf32>
  return %t : tensor<4x16xf32>
}

// -----

// Nested recomputes and several results; a yielded input maps to the input.
// CHECK-LABEL: func.func @inline_nested
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[E1:.*]] = math.exp %[[X]]
// CHECK-NEXT:    %[[E2:.*]] = math.exp %[[E1]]
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[E2]], %[[X]]
// CHECK-NEXT:    return %[[S]]
func.func @inline_nested(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = memplan.recompute ins(%a = %x : tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %e = math.exp %a : tensor<4xf32>
    %inner = memplan.recompute ins(%b = %e : tensor<4xf32>) -> tensor<4xf32> {
      %e2 = math.exp %b : tensor<4xf32>
      memplan.yield %e2 : tensor<4xf32>
    }
    memplan.yield %inner, %a : tensor<4xf32>, tensor<4xf32>
  }
  %s = arith.addf %r#0, %r#1 : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Swaps are not touched.
// CHECK-LABEL: func.func @swaps_stay
// CHECK: memplan.swap_out
// CHECK: memplan.swap_in
func.func @swaps_stay(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %y = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  return %y : tensor<4xf32>
}
