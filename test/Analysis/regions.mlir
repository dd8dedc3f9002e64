// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness,memplan-print-memory))' -verify-diagnostics

// Structured control flow is one node: what its regions read from above
// are its inputs, its results its output. The tensor.empty the loop starts
// from holds no data. The loop's result is returned: it counts at every
// step, with the persistent %a (16 + 16 = 32 bytes); %d adds 16 bytes from
// its step to the loop's. The lower bound is the working set of %d (or of
// the loop, which reads it): 32 + 16 = 48.
// expected-remark @below {{persistent 16 bytes, returned 16 bytes, 3 nodes, 2 edges, unplanned peak 48 bytes at step 0 (linalg.add), lower bound 48 bytes at step 0 (linalg.add)}}
func.func @loop(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @below {{node #0 (linalg.add): 16 bytes, live [0, 1]; may be swapped or recomputed}}
  // expected-remark @below {{step 0: 48 bytes resident}}
  %d = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{node #1 (scf.for): 16 bytes, live [1, 2], returned (counted at every step); stays resident}}
  // expected-remark @below {{step 1: 48 bytes resident}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<4xf32> {
    %s = arith.addf %acc, %d : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  // expected-remark @below {{node #2 (func.return): 0 bytes, live [2, 2]; stays resident}}
  // expected-remark @below {{step 2: 32 bytes resident}}
  return %r : tensor<4xf32>
}

// A declaration has no memory to report.
func.func private @declared(%a: tensor<4xf32>) -> tensor<4xf32>
