// RUN: memplan-opt %s --memplan-inline-helpers --split-input-file --verify-diagnostics | FileCheck %s

// Private helpers are inlined into their callers, helpers they call too,
// and erased once no call is left (a helper only an uncalled helper calls
// too); a public function and a declaration stay, and so do their calls.
// CHECK-NOT: @exp_of
// CHECK-NOT: @twice
// CHECK-NOT: @unused
// CHECK: func.func @shared(
// CHECK: func.func private @external(
// CHECK-LABEL: func.func @train_step(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = linalg.exp ins(%[[X]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = linalg.exp ins(%[[A]] : tensor<4xf32>) outs(%[[E2]] : tensor<4xf32>)
// CHECK-NEXT: %[[E3:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = linalg.add ins(%[[B]], %[[A]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E3]] : tensor<4xf32>)
// CHECK-NEXT: %[[D:.*]] = call @shared(%[[C]])
// CHECK-NEXT: %[[F:.*]] = call @external(%[[D]])
// CHECK-NEXT: return %[[F]]
// CHECK-NOT: @unused
func.func private @exp_of(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func private @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @exp_of(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func private @unused_leaf(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @unused(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @unused_leaf(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func @shared(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @train_step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @exp_of(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = func.call @twice(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c = func.call @shared(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %d = func.call @external(%c) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// A helper that leads back to itself is refused at the call that closes
// the cycle.
func.func private @ping(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @pong(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func private @pong(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{memplan cannot inline this call of @ping, which leads back to itself: a training step is planned with every private function it calls inlined}}
  %a = func.call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func @train_step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
