// #memplan.plan: printed, parsed and printed again; what its verifier
// refuses; and what memplan-materialize refuses of a plan that parses.
// RUN: memplan-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -split-input-file -verify-diagnostics | memplan-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @planned
// CHECK-SAME: attributes {memplan.plan = #memplan.plan<strategy = "recompute-only", budget = 512, peak = 512, nodes = 2, schedule = [compute 0, compute 1, free 0, compute 0, free 1]>}
func.func @planned() attributes {memplan.plan = #memplan.plan<strategy = "recompute-only", budget = 512, peak = 512, nodes = 2, schedule = [compute 0, compute 1, free 0, compute 0, free 1]>} {
  return
}

// -----

// expected-error @+1 {{unknown strategy 'magic'}}
func.func @strategy() attributes {memplan.plan = #memplan.plan<strategy = "magic", budget = 0, peak = 0, nodes = 0, schedule = []>} {
  return
}

// -----

// expected-error @+1 {{event #1 names node 2, outside the 2 planned nodes}}
func.func @node() attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 0, peak = 0, nodes = 2, schedule = [compute 0, compute 2]>} {
  return
}

// -----

// expected-error @+2 {{unknown schedule event 'recompute'; expected compute, free, swap_out or swap_in}}
// expected-error @+1 {{failed to parse MemPlan_PlanAttr parameter 'schedule'}}
func.func @event() attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 0, peak = 0, nodes = 1, schedule = [recompute 0]>} {
  return
}

// -----

// expected-error @+1 {{budget, peak and nodes must not be negative}}
func.func @negative() attributes {memplan.plan = #memplan.plan<strategy = "none", budget = -1, peak = 0, nodes = 0, schedule = []>} {
  return
}
