// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-erase-dead-ops))' | FileCheck %s
// RUN: memplan-opt %s --memplan-pipeline="budget-fraction=1.0 functions=train_step" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN

// A fill nothing reads, and the chain of ops only a dead op reads, are
// erased. Planned, the step's lower bound is its argument and result (8192
// bytes), not the 16 KB fill held to the end (24576).
// CHECK-LABEL: func.func @train_step(
// CHECK-SAME: %[[X:.*]]: tensor<1024xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1024xf32>
// CHECK-NEXT: %[[A:.*]] = linalg.exp ins(%[[X]] : tensor<1024xf32>) outs(%[[E]] : tensor<1024xf32>)
// CHECK-NEXT: %[[B:.*]] = linalg.tanh ins(%[[A]] : tensor<1024xf32>) outs(%[[E]] : tensor<1024xf32>)
// CHECK-NEXT: return %[[B]]
// PLAN: remark: memplan-plan (greedy, budget 8192 bytes): peak 8192 bytes (unplanned 8192, lower bound 8192)
func.func private @opaque(tensor<1024xf32>) -> tensor<1024xf32>
func.func @train_step(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %cz = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %dead = linalg.fill ins(%cz : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %a = linalg.exp ins(%x : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  %feeds = linalg.exp ins(%a : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  %unread = linalg.add ins(%feeds, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  %b = linalg.tanh ins(%a : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  return %b : tensor<1024xf32>
}

// A call (whose effects are unknown) stays although its result is unused.
// CHECK-LABEL: func.func @with_call(
// CHECK-NEXT: %{{.*}} = call @opaque(
// CHECK-NEXT: return
func.func @with_call(%x: tensor<1024xf32>) {
  %kept = func.call @opaque(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  return
}
