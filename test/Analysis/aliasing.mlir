// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness))' -verify-diagnostics
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -o /dev/null 2>&1 | FileCheck %s

// Views have no bytes of their own, and whoever reads a view reads the
// viewed node too, which the view keeps live. An op that only initializes
// the destination of the next op is part of that op's node, unless
// something else reads it. What the return reads, through views too, is
// returned: counted once, at every step. Persistent: %a 128 bytes; returned:
// %s 128 + %n 128 = 256 bytes.
func.func @aliases(%a: tensor<4x8xf32>) -> (tensor<2x8xf32>, tensor<32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // Read by %h and %s: a node of its own.
  // expected-remark @+1 {{node #0 (linalg.fill): 128 bytes, live [0, 4]; may be swapped or recomputed}}
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %g = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @+1 {{node #1 (linalg.add): 128 bytes, live [1, 3], absorbs linalg.fill; may be swapped or recomputed}}
  %h = linalg.add ins(%a, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%g : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @+1 {{node #2 (tensor.collapse_shape): 0 bytes, live [2, 3], a view; may be recomputed}}
  %flat = tensor.collapse_shape %h [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %e2 = tensor.empty() : tensor<32xf32>
  // Reads %flat, so %h too.
  // expected-remark @+1 {{node #3 (linalg.negf): 128 bytes, live [3, 6], returned (counted at every step); stays resident}}
  %n = linalg.negf ins(%flat : tensor<32xf32>) outs(%e2 : tensor<32xf32>) -> tensor<32xf32>
  // expected-remark @+1 {{node #4 (linalg.add): 128 bytes, live [4, 6], returned (counted at every step); stays resident}}
  %s = linalg.add ins(%f, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @+1 {{node #5 (tensor.extract_slice): 0 bytes, live [5, 6], a view, returned (counted at every step); stays resident}}
  %slice = tensor.extract_slice %s[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  // expected-remark @+1 {{node #6 (func.return): 0 bytes, live [6, 6]; stays resident}}
  return %slice, %n : tensor<2x8xf32>, tensor<32xf32>
}

// 128 + 256 = 384 resident at every step; + %f 128 = 512; + %h = 640;
// %flat and the returned nodes add nothing; %h ends at 3, %f at 4. The lower
// bound is the working set of %h: 384 + %h 128 + %f 128 = 640.
// Edges: %h 1, %flat 1, %n 2, %s 1, %slice 1, return 3 (%slice, %s, %n).
// CHECK: remark: step 0: 512 bytes resident
// CHECK: remark: step 1: 640 bytes resident
// CHECK: remark: step 2: 640 bytes resident
// CHECK: remark: step 3: 640 bytes resident
// CHECK: remark: step 4: 512 bytes resident
// CHECK: remark: step 5: 384 bytes resident
// CHECK: remark: step 6: 384 bytes resident
// CHECK: remark: persistent 128 bytes, returned 256 bytes, 7 nodes, 9 edges, unplanned peak 640 bytes at step 1 (linalg.add), lower bound 640 bytes at step 1 (linalg.add)
