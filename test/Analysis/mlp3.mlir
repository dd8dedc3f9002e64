// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness))' -verify-diagnostics
// memplan-print-memory shows what memplan-plan plans against: the same peak.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -o /dev/null 2> %t
// RUN: memplan-opt %s --memplan-plan='budget-fraction=1.0 strategy=none' -o /dev/null 2>> %t
// RUN: FileCheck %s --check-prefix=MEM < %t

// A 3-layer MLP training step with an MSE loss, forward and backward, in
// linalg on tensors: x(4x8) -> h1(4x16) -> h2(4x16) -> y(4x2), gradients of
// the three weights returned. ReLUs and the loss gradient run in place.
// Persistent: x 128 + w1 512 + w2 1024 + w3 128 + t 32 = 1824 bytes.
// Every number below is computed by hand from the planning graph: a node per
// op that produces or reads tensors; a linalg.fill or matmul whose result
// only initializes the destination of the next op is part of that op's node
// (A = relu(x w1) is one node of fill, matmul and generic); a node lives
// from its step to the step of its last reader; the return is step 13.

#id = affine_map<(i, j) -> (i, j)>
func.func @mlp3(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x16xf32>,
                %w3: tensor<16x2xf32>, %t: tensor<4x2xf32>)
    -> (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x2xf32>) {
  %zero = arith.constant 0.0 : f32
  // Forward. h1 = relu(x w1): node A, read last by the transpose h1^T.
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-remark @+1 {{node #0 (linalg.generic): 256 bytes, live [0, 9], absorbs linalg.fill and linalg.matmul; may be swapped or recomputed}}
  %h1 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m1 : tensor<4x16xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-remark @+1 {{node #1 (linalg.generic): 256 bytes, live [1, 5], absorbs linalg.fill and linalg.matmul; may be swapped or recomputed}}
  %h2 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m2 : tensor<4x16xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // y and, in place, the loss gradient g = y - t.
  %e3 = tensor.empty() : tensor<4x2xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%h2, %w3 : tensor<4x16xf32>, tensor<16x2xf32>) outs(%f3 : tensor<4x2xf32>) -> tensor<4x2xf32>
  // expected-remark @+1 {{node #2 (linalg.generic): 32 bytes, live [2, 6], absorbs linalg.fill and linalg.matmul; may be swapped or recomputed}}
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x2xf32>) outs(%y : tensor<4x2xf32>) {
  ^bb0(%tv: f32, %o: f32):
    %d = arith.subf %o, %tv : f32
    linalg.yield %d : f32
  } -> tensor<4x2xf32>

  // Backward. dh2 = (g w3^T) masked by h2 > 0.
  %e4 = tensor.empty() : tensor<2x16xf32>
  // expected-remark @+1 {{node #3 (linalg.transpose): 128 bytes, live [3, 4]; may be swapped or recomputed}}
  %w3t = linalg.transpose ins(%w3 : tensor<16x2xf32>) outs(%e4 : tensor<2x16xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<4x16xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dh2 = linalg.matmul ins(%g, %w3t : tensor<4x2xf32>, tensor<2x16xf32>) outs(%f5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-remark @+1 {{node #4 (linalg.generic): 256 bytes, live [4, 10], absorbs linalg.fill and linalg.matmul; may be swapped or recomputed}}
  %dh2m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h2 : tensor<4x16xf32>) outs(%dh2 : tensor<4x16xf32>) {
  ^bb0(%hv: f32, %o: f32):
    %pos = arith.cmpf ogt, %hv, %zero : f32
    %r = arith.select %pos, %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // dw3 = h2^T g.
  %e6 = tensor.empty() : tensor<16x4xf32>
  // expected-remark @+1 {{node #5 (linalg.transpose): 256 bytes, live [5, 6]; may be swapped or recomputed}}
  %h2t = linalg.transpose ins(%h2 : tensor<4x16xf32>) outs(%e6 : tensor<16x4xf32>) permutation = [1, 0]
  %e7 = tensor.empty() : tensor<16x2xf32>
  %f7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<16x2xf32>) -> tensor<16x2xf32>
  // expected-remark @+1 {{node #6 (linalg.matmul): 128 bytes, live [6, 13], absorbs linalg.fill, returned (counted at every step); stays resident}}
  %dw3 = linalg.matmul ins(%h2t, %g : tensor<16x4xf32>, tensor<4x2xf32>) outs(%f7 : tensor<16x2xf32>) -> tensor<16x2xf32>
  // dh1 = (dh2 w2^T) masked by h1 > 0.
  %e8 = tensor.empty() : tensor<16x16xf32>
  // expected-remark @+1 {{node #7 (linalg.transpose): 1024 bytes, live [7, 8]; may be swapped or recomputed}}
  %w2t = linalg.transpose ins(%w2 : tensor<16x16xf32>) outs(%e8 : tensor<16x16xf32>) permutation = [1, 0]
  %e9 = tensor.empty() : tensor<4x16xf32>
  %f9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dh1 = linalg.matmul ins(%dh2m, %w2t : tensor<4x16xf32>, tensor<16x16xf32>) outs(%f9 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // expected-remark @+1 {{node #8 (linalg.generic): 256 bytes, live [8, 12], absorbs linalg.fill and linalg.matmul; may be swapped or recomputed}}
  %dh1m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<4x16xf32>) outs(%dh1 : tensor<4x16xf32>) {
  ^bb0(%hv: f32, %o: f32):
    %pos = arith.cmpf ogt, %hv, %zero : f32
    %r = arith.select %pos, %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // dw2 = h1^T dh2.
  %e10 = tensor.empty() : tensor<16x4xf32>
  // expected-remark @+1 {{node #9 (linalg.transpose): 256 bytes, live [9, 10]; may be swapped or recomputed}}
  %h1t = linalg.transpose ins(%h1 : tensor<4x16xf32>) outs(%e10 : tensor<16x4xf32>) permutation = [1, 0]
  %e11 = tensor.empty() : tensor<16x16xf32>
  %f11 = linalg.fill ins(%zero : f32) outs(%e11 : tensor<16x16xf32>) -> tensor<16x16xf32>
  // expected-remark @+1 {{node #10 (linalg.matmul): 1024 bytes, live [10, 13], absorbs linalg.fill, returned (counted at every step); stays resident}}
  %dw2 = linalg.matmul ins(%h1t, %dh2m : tensor<16x4xf32>, tensor<4x16xf32>) outs(%f11 : tensor<16x16xf32>) -> tensor<16x16xf32>
  // dw1 = x^T dh1.
  %e12 = tensor.empty() : tensor<8x4xf32>
  // expected-remark @+1 {{node #11 (linalg.transpose): 128 bytes, live [11, 12]; may be swapped or recomputed}}
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e12 : tensor<8x4xf32>) permutation = [1, 0]
  %e13 = tensor.empty() : tensor<8x16xf32>
  %f13 = linalg.fill ins(%zero : f32) outs(%e13 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-remark @+1 {{node #12 (linalg.matmul): 512 bytes, live [12, 13], absorbs linalg.fill, returned (counted at every step); stays resident}}
  %dw1 = linalg.matmul ins(%xt, %dh1m : tensor<8x4xf32>, tensor<4x16xf32>) outs(%f13 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-remark @+1 {{node #13 (func.return): 0 bytes, live [13, 13]; stays resident}}
  return %dw1, %dw2, %dw3 : tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x2xf32>
}

// The gradients dw1 512 + dw2 1024 + dw3 128 = 1664 bytes are returned:
// their buffers live outside the arena, so they count at every step, like
// the persistent bytes (3488 in all), and not again over their lifetimes.
// Nodes: A h1 0, B h2 1, C g 2, w3^T 3, D dh2m 4, h2^T 5, dw3 6, w2^T 7,
// E dh1m 8, h1^T 9, dw2 10, x^T 11, dw1 12, return 13. Step by step:
// 3488 + A 256 = 3744; + B = 4000; + C 32 = 4032; + w3^T 128 = 4160;
// + D = 4416; w3^T ends at 4, + h2^T 256 = 4544; B ends at 5: 4288;
// C and h2^T end at 6, + w2^T 1024 = 5024; + E = 5280 (the peak, at dh1m);
// w2^T ends at 8, + h1^T = 4512; A ends at 9: 4256; D and h1^T end at 10,
// + x^T 128 = 3872; 3872; E and x^T end at 12: 3488.
// The lower bound is the working set of node E, whose absorbed matmul reads
// w2^T: 3488 + E 256 + w2^T 1024 + D 256 + A 256 = 5280, at the peak.
// Edges: B 1 (A), C 1 (B), D 3 (C, w3^T, B), h2^T 1 (B), dw3 2 (h2^T, C),
// E 3 (D, w2^T, A), h1^T 1 (A), dw2 2 (h1^T, D), dw1 2 (x^T, E), return 3
// (dw1, dw2, dw3): 19.
// MEM: remark: step 0: 3744 bytes resident
// MEM: remark: step 1: 4000 bytes resident
// MEM: remark: step 2: 4032 bytes resident
// MEM: remark: step 3: 4160 bytes resident
// MEM: remark: step 4: 4416 bytes resident
// MEM: remark: step 5: 4544 bytes resident
// MEM: remark: step 6: 4288 bytes resident
// MEM: remark: step 7: 5024 bytes resident
// MEM: remark: step 8: 5280 bytes resident
// MEM: remark: step 9: 4512 bytes resident
// MEM: remark: step 10: 4256 bytes resident
// MEM: remark: step 11: 3872 bytes resident
// MEM: remark: step 12: 3872 bytes resident
// MEM: remark: step 13: 3488 bytes resident
// MEM: remark: persistent 1824 bytes, returned 1664 bytes, 14 nodes, 19 edges, unplanned peak [[PEAK:5280]] bytes at step 8 (linalg.generic), lower bound 5280 bytes at step 8 (linalg.generic)
// MEM: remark: memplan-plan (none, budget [[PEAK]] bytes): peak [[PEAK]] bytes (unplanned [[PEAK]], lower bound 5280)
