// memplan-plan on a step that still calls a private function with a body
// (memplan-inline-helpers, which inlines such helpers, has not run, or
// refused a helper that calls itself): the warning's note names the pass,
// not a public callee.
// RUN: memplan-opt %s -verify-diagnostics=only-expected --memplan-plan="budget-fraction=1.0 functions=step" -o /dev/null
// RUN: not memplan-opt %s --memplan-prepare -o /dev/null 2>&1 | FileCheck %s --check-prefix=PREP
// PREP: error: memplan cannot inline this call of @rec, which leads back to itself

// expected-note @below {{this private function is inlined into its callers by memplan-inline-helpers (memplan-pipeline and memplan-prepare run it first), unless it calls itself}}
func.func private @rec(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %b = call @rec(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %b : tensor<8x8xf32>
}

func.func @step(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-warning @below {{memplan-plan takes each call of @rec (1 here) for one op: what it allocates while it runs and its compute time are not in the plan of @step}}
  %b = call @rec(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %b : tensor<8x8xf32>
}
