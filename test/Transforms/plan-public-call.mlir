// A step that calls a public function with a body: the planning graph takes
// each call for one op (its results' bytes), so memplan-plan warns, once per
// callee at its first call, that the callee's own memory and time are not in
// the plan. Private callees are inlined by the preparation and give no
// warning; calls of declarations are left alone.
// RUN: memplan-opt %s -verify-diagnostics=only-expected \
// RUN:   --memplan-prepare --memplan-plan="budget-fraction=1.0 functions=step" \
// RUN:   | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// expected-note @below {{a private function is inlined before planning (memplan-inline-helpers); this one is public}}
func.func @scale(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}

func.func private @twice(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = func.call @scale(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}

func.func private @external(tensor<1024xf32>) -> tensor<1024xf32>

// CHECK-LABEL: func.func @step
// CHECK-COUNT-3: call @scale
// CHECK: call @external
func.func @step(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-warning @below {{memplan-plan takes each call of @scale (3 here) for one op: what it allocates while it runs and its compute time are not in the plan of @step}}
  %a = func.call @scale(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = func.call @twice(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c = func.call @scale(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %d = func.call @external(%c) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %d : tensor<1024xf32>
}
