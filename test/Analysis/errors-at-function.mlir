// An error about a whole function is reported at the function's location
// alone. Attached to the function op, mlir-opt would print the op with it
// (mlir-print-op-on-diagnostic): every op of the step, thousands of lines
// on an exported model.
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=1.0' 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: not memplan-opt %s --memplan-materialize 2>&1 | FileCheck %s --check-prefix=MATERIALIZE

// PLAN: errors-at-function.mlir:[[@LINE+5]]:1: error: argument #1: cannot size 'tensor<?xf32>': its shape is dynamic (memplan plans steps whose tensors all have static shapes: export the step with static input sizes)
// PLAN-NOT: see current operation
// MATERIALIZE: errors-at-function.mlir:[[@LINE+3]]:1: error: expected memplan.plan to be a #memplan.plan (as memplan-plan writes it), got "not a plan"
// MATERIALIZE-NOT: see current operation
// MATERIALIZE-NOT: linalg.generic
func.func @dynamic_argument(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<4xf32> attributes {memplan.plan = "not a plan"} {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
