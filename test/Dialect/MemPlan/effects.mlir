// RUN: memplan-opt %s -cse -canonicalize | FileCheck %s

// Swap-ins stand for transfers the planner placed: CSE must not merge two
// swap-ins of one handle, and canonicalization must keep used ones in order.
// Unused swaps are dead transfers and go.
// CHECK-LABEL: func.func @not_merged
func.func @not_merged(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK:      %[[H:.*]] = memplan.swap_out
  // CHECK-NEXT: %[[A:.*]] = memplan.swap_in %[[H]]
  // CHECK-NEXT: %[[B:.*]] = memplan.swap_in %[[H]]
  // CHECK-NEXT: return %[[A]], %[[B]]
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %a = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  %b = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @dead_swaps
// CHECK-NOT: memplan.
// CHECK: return
func.func @dead_swaps(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %a = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  return %x : tensor<4xf32>
}

// A hold reads nothing and writes nothing when the step runs, yet it is
// not dead: it keeps its buffer allocated for packing. Two holds of one
// value stay too.
// CHECK-LABEL: func.func @holds_kept
// CHECK:      memplan.swap_out
// CHECK-NEXT: memplan.hold %{{.*}} : tensor<4xf32>
// CHECK-NEXT: memplan.hold %{{.*}} : tensor<4xf32>
func.func @holds_kept(%x: tensor<4xf32>) -> !memplan.host<tensor<4xf32>> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  memplan.hold %x : tensor<4xf32>
  memplan.hold %x : tensor<4xf32>
  return %h : !memplan.host<tensor<4xf32>>
}

// A recompute whose body is pure and whose results are unused is dead too.
// CHECK-LABEL: func.func @dead_recompute
// CHECK-NOT: memplan.recompute
// CHECK: return
func.func @dead_recompute(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
    %e = math.exp %a : tensor<4xf32>
    memplan.yield %e : tensor<4xf32>
  }
  return %x : tensor<4xf32>
}
