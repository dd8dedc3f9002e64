// What memplan-materialize refuses of a plan that parses: it names the
// function and the event, and leaves the function alone.
// RUN: memplan-opt %s -split-input-file -verify-diagnostics --memplan-materialize

#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{expected memplan.plan to be a #memplan.plan (as memplan-plan writes it), got {decisions = []}}}
func.func @dictionary(%x: tensor<4xf32>) -> tensor<4xf32> attributes {memplan.plan = {decisions = []}} {
  return %x : tensor<4xf32>
}

// -----

// Two nodes (the generic and the return), planned as three.
#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{the function changed since it was planned: 2 ops to plan, the plan has 3}}
func.func @changed(%x: tensor<4xf32>) -> tensor<4xf32> attributes {memplan.plan = #memplan.plan<strategy = "none", budget = 0, peak = 0, nodes = 3, schedule = [compute 0, compute 1, compute 2]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// The return reads node 0 after it was freed.
#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{the memplan.plan schedule does not replay on this function: at event #2:}}
func.func @freed(%x: tensor<4xf32>) -> tensor<4xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 0, peak = 0, nodes = 2, schedule = [compute 0, free 0, compute 1]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// Two independent ops computed out of program order.
#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{the memplan.plan schedule computes node 1 (event #0) before node 0: a plan keeps the function's program order}}
func.func @order(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 0, peak = 0, nodes = 3, schedule = [compute 1, compute 0, compute 2]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.sin %in : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// Recomputed after the return (the last node): nothing could read it.
// expected-error @+1 {{the memplan.plan schedule computes node 0 (event #3) after the function's last node: nothing reads it there}}
func.func @after_return(%x: tensor<4xf32>) -> tensor<2x4xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 100, peak = 32, nodes = 3, schedule = [compute 0, compute 1, compute 2, compute 0]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %b = linalg.broadcast ins(%a : tensor<4xf32>) outs(%e2 : tensor<2x4xf32>) dimensions = [0]
  return %b : tensor<2x4xf32>
}

// -----

// Swapped in after the return.
// expected-error @+1 {{the memplan.plan schedule swaps in node 0 (event #5) after the function's last node: nothing reads it there}}
func.func @swapped_in_after_return(%x: tensor<4xf32>) -> tensor<2x4xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 100, peak = 32, nodes = 3, schedule = [compute 0, swap_out 0, compute 1, free 0, compute 2, swap_in 0]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %b = linalg.broadcast ins(%a : tensor<4xf32>) outs(%e2 : tensor<2x4xf32>) dimensions = [0]
  return %b : tensor<2x4xf32>
}

// -----

// The return runs once: the replay refuses to compute it again.
// expected-error @+1 {{the memplan.plan schedule does not replay on this function: at event #2: compute 1 (func.return) again: it may not be recomputed (an op with side effects, a returned value, or one whose inputs change before its later uses)}}
func.func @return_again(%x: tensor<4xf32>) -> tensor<4xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 100, peak = 32, nodes = 2, schedule = [compute 0, compute 1, compute 1]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// A returned value stays on the device (its buffer leaves the step): a
// swap of it is refused, not dropped.
// expected-error @+1 {{the memplan.plan schedule does not replay on this function: at event #1: swap_out 0 (linalg.exp): it may not be swapped (a view, a returned value, or one in a donated argument's buffer)}}
func.func @returned_swapped(%x: tensor<4xf32>) -> tensor<4xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 100, peak = 32, nodes = 2, schedule = [compute 0, swap_out 0, compute 1]>} {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// A side-effecting op is computed once.
// expected-error @+1 {{at event #3: compute 0 (func.call) again: it may not be recomputed}}
func.func @call_again(%x: tensor<4xf32>) -> tensor<4xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 100, peak = 32, nodes = 3, schedule = [compute 0, compute 1, free 0, compute 0, compute 2]>} {
  %a = func.call @side(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %b = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}
func.func private @side(tensor<4xf32>) -> tensor<4xf32>
