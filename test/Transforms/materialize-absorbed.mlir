// An op absorbed into a later node runs where that node runs. Here the
// add is read only by the negation, so it is part of the negation's node
// (node 2), although the mul (node 1) stands between them in program
// order. The plan frees the exp (node 0) after computing it and computes it
// again before the mul: the add, moved to its node's place after the mul,
// reads the recomputed value like the mul does (it read the freed one
// before the mul and broke dominance: the recomputation stood after it).
// RUN: memplan-opt %s --memplan-materialize -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// CHECK-LABEL: func.func @step
// CHECK-SAME:    (%[[X:.*]]: tensor<64xf32>, %[[Y:.*]]: tensor<64xf32>)
// CHECK:         linalg.exp ins(%[[X]] : tensor<64xf32>)
// CHECK:         %[[A2:.*]] = memplan.recompute ins(%{{.*}} = %[[X]] : tensor<64xf32>)
// CHECK:           linalg.exp
// CHECK:           memplan.yield
// CHECK-NEXT:    }
// CHECK:         %[[R:.*]] = linalg.mul ins(%[[A2]], %[[A2]] :
// CHECK:         %[[P:.*]] = linalg.add ins(%[[A2]], %[[Y]] :
// CHECK:         %[[Q:.*]] = linalg.negf ins(%[[P]] :
// CHECK:         return %[[R]], %[[Q]]

// It computes what the step computes.
// RUN: memplan-run %s --entry=step --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 2 outputs

func.func @step(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 0, peak = 0, nodes = 4, schedule = [compute 0, free 0, compute 0, compute 1, compute 2, compute 3]>} {
  %e0 = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %p = linalg.add ins(%a, %y : tensor<64xf32>, tensor<64xf32>) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %r = linalg.mul ins(%a, %a : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %q = linalg.negf ins(%p : tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  return %r, %q : tensor<64xf32>, tensor<64xf32>
}
