// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness))' -verify-diagnostics
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' 2>&1 | FileCheck %s --check-prefix=MEM

// A 3-layer MLP training step with an MSE loss, forward and backward, in
// linalg on tensors: x(4x8) -> h1(4x16) -> h2(4x16) -> y(4x2), gradients of
// the three weights returned. ReLUs and the loss gradient run in place.
// Persistent: x 128 + w1 512 + w2 1024 + w3 128 + t 32 = 1824 bytes.
// Every number below is computed by hand from the buffer sizes and the
// steps of first definition and last use (the return is step 40).

#id = affine_map<(i, j) -> (i, j)>
func.func @mlp3(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x16xf32>,
                %w3: tensor<16x2xf32>, %t: tensor<4x2xf32>)
    -> (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x2xf32>) {
  %zero = arith.constant 0.0 : f32
  // Forward. h1 = relu(x w1): buffer A, read last by the transpose at 31.
  // expected-remark @+1 {{buffer #0: 256 bytes, live [1, 31], written by 4 op(s)}}
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h1 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m1 : tensor<4x16xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // expected-remark @+1 {{buffer #1: 256 bytes, live [5, 20], written by 4 op(s)}}
  %e2 = tensor.empty() : tensor<4x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h2 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m2 : tensor<4x16xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // y and, in place, the loss gradient g = y - t.
  // expected-remark @+1 {{buffer #2: 32 bytes, live [9, 23], written by 4 op(s)}}
  %e3 = tensor.empty() : tensor<4x2xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%h2, %w3 : tensor<4x16xf32>, tensor<16x2xf32>) outs(%f3 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x2xf32>) outs(%y : tensor<4x2xf32>) {
  ^bb0(%tv: f32, %o: f32):
    %d = arith.subf %o, %tv : f32
    linalg.yield %d : f32
  } -> tensor<4x2xf32>

  // Backward. dh2 = (g w3^T) masked by h2 > 0.
  // expected-remark @+1 {{buffer #3: 128 bytes, live [13, 17], written by 2 op(s)}}
  %e4 = tensor.empty() : tensor<2x16xf32>
  %w3t = linalg.transpose ins(%w3 : tensor<16x2xf32>) outs(%e4 : tensor<2x16xf32>) permutation = [1, 0]
  // expected-remark @+1 {{buffer #4: 256 bytes, live [15, 34], written by 4 op(s)}}
  %e5 = tensor.empty() : tensor<4x16xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dh2 = linalg.matmul ins(%g, %w3t : tensor<4x2xf32>, tensor<2x16xf32>) outs(%f5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dh2m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h2 : tensor<4x16xf32>) outs(%dh2 : tensor<4x16xf32>) {
  ^bb0(%hv: f32, %o: f32):
    %pos = arith.cmpf ogt, %hv, %zero : f32
    %r = arith.select %pos, %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // dw3 = h2^T g.
  // expected-remark @+1 {{buffer #5: 256 bytes, live [19, 23], written by 2 op(s)}}
  %e6 = tensor.empty() : tensor<16x4xf32>
  %h2t = linalg.transpose ins(%h2 : tensor<4x16xf32>) outs(%e6 : tensor<16x4xf32>) permutation = [1, 0]
  // expected-remark @+1 {{buffer #6: 128 bytes, live [21, 40], written by 3 op(s), returned}}
  %e7 = tensor.empty() : tensor<16x2xf32>
  %f7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<16x2xf32>) -> tensor<16x2xf32>
  %dw3 = linalg.matmul ins(%h2t, %g : tensor<16x4xf32>, tensor<4x2xf32>) outs(%f7 : tensor<16x2xf32>) -> tensor<16x2xf32>
  // dh1 = (dh2 w2^T) masked by h1 > 0.
  // expected-remark @+1 {{buffer #7: 1024 bytes, live [24, 28], written by 2 op(s)}}
  %e8 = tensor.empty() : tensor<16x16xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<16x16xf32>) outs(%e8 : tensor<16x16xf32>) permutation = [1, 0]
  // expected-remark @+1 {{buffer #8: 256 bytes, live [26, 39], written by 4 op(s)}}
  %e9 = tensor.empty() : tensor<4x16xf32>
  %f9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dh1 = linalg.matmul ins(%dh2m, %w2t : tensor<4x16xf32>, tensor<16x16xf32>) outs(%f9 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dh1m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<4x16xf32>) outs(%dh1 : tensor<4x16xf32>) {
  ^bb0(%hv: f32, %o: f32):
    %pos = arith.cmpf ogt, %hv, %zero : f32
    %r = arith.select %pos, %o, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // dw2 = h1^T dh2.
  // expected-remark @+1 {{buffer #9: 256 bytes, live [30, 34], written by 2 op(s)}}
  %e10 = tensor.empty() : tensor<16x4xf32>
  %h1t = linalg.transpose ins(%h1 : tensor<4x16xf32>) outs(%e10 : tensor<16x4xf32>) permutation = [1, 0]
  // expected-remark @+1 {{buffer #10: 1024 bytes, live [32, 40], written by 3 op(s), returned}}
  %e11 = tensor.empty() : tensor<16x16xf32>
  %f11 = linalg.fill ins(%zero : f32) outs(%e11 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dw2 = linalg.matmul ins(%h1t, %dh2m : tensor<16x4xf32>, tensor<4x16xf32>) outs(%f11 : tensor<16x16xf32>) -> tensor<16x16xf32>
  // dw1 = x^T dh1.
  // expected-remark @+1 {{buffer #11: 128 bytes, live [35, 39], written by 2 op(s)}}
  %e12 = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e12 : tensor<8x4xf32>) permutation = [1, 0]
  // expected-remark @+1 {{buffer #12: 512 bytes, live [37, 40], written by 3 op(s), returned}}
  %e13 = tensor.empty() : tensor<8x16xf32>
  %f13 = linalg.fill ins(%zero : f32) outs(%e13 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %dw1 = linalg.matmul ins(%xt, %dh1m : tensor<8x4xf32>, tensor<4x16xf32>) outs(%f13 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %dw1, %dw2, %dw3 : tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x2xf32>
}

// The gradients dw1 512 + dw2 1024 + dw3 128 = 1664 bytes are returned:
// their buffers live outside the arena, so they count at every step, like
// the persistent bytes (3488 in all), and not again over their lifetimes.
// Peak at step 26 (tensor.empty): 3488 + A 256 + E 256 ... see the curve
// (the old step-26 total, 3744, minus dw3's 128, plus 1664). The lower
// bound is the working set of step 28 (dh1 = dh2 w2^T: w2^T 1024, dh2 256,
// dh1 256): 3488 + 1024 + 256 + 256 = 5024. The
// planning graph has a node per buffer and an
// edge per buffer its writers read: A 0, B 1 (A), C 1 (B), D 0, E 3 (C, D,
// B), F 1 (B), G 2 (F, C), H 0, I 3 (E, H, A), J 1 (A), K 2 (J, E), L 0,
// M 2 (L, I): 16 edges.
// MEM: remark: step 0: 3488 bytes resident
// MEM: remark: step 1: 3744 bytes resident
// MEM: remark: step 2: 3744 bytes resident
// MEM: remark: step 3: 3744 bytes resident
// MEM: remark: step 4: 3744 bytes resident
// MEM: remark: step 5: 4000 bytes resident
// MEM: remark: step 6: 4000 bytes resident
// MEM: remark: step 7: 4000 bytes resident
// MEM: remark: step 8: 4000 bytes resident
// MEM: remark: step 9: 4032 bytes resident
// MEM: remark: step 10: 4032 bytes resident
// MEM: remark: step 11: 4032 bytes resident
// MEM: remark: step 12: 4032 bytes resident
// MEM: remark: step 13: 4160 bytes resident
// MEM: remark: step 14: 4160 bytes resident
// MEM: remark: step 15: 4416 bytes resident
// MEM: remark: step 16: 4416 bytes resident
// MEM: remark: step 17: 4416 bytes resident
// MEM: remark: step 18: 4288 bytes resident
// MEM: remark: step 19: 4544 bytes resident
// MEM: remark: step 20: 4544 bytes resident
// MEM: remark: step 21: 4288 bytes resident
// MEM: remark: step 22: 4288 bytes resident
// MEM: remark: step 23: 4288 bytes resident
// MEM: remark: step 24: 5024 bytes resident
// MEM: remark: step 25: 5024 bytes resident
// MEM: remark: step 26: 5280 bytes resident
// MEM: remark: step 27: 5280 bytes resident
// MEM: remark: step 28: 5280 bytes resident
// MEM: remark: step 29: 4256 bytes resident
// MEM: remark: step 30: 4512 bytes resident
// MEM: remark: step 31: 4512 bytes resident
// MEM: remark: step 32: 4256 bytes resident
// MEM: remark: step 33: 4256 bytes resident
// MEM: remark: step 34: 4256 bytes resident
// MEM: remark: step 35: 3872 bytes resident
// MEM: remark: step 36: 3872 bytes resident
// MEM: remark: step 37: 3872 bytes resident
// MEM: remark: step 38: 3872 bytes resident
// MEM: remark: step 39: 3872 bytes resident
// MEM: remark: step 40: 3488 bytes resident
// MEM: remark: persistent 1824 bytes, returned 1664 bytes, 13 buffers, peak 5280 bytes at step 26 (tensor.empty), lower bound 5024 bytes at step 28 (linalg.matmul); planning graph of 13 nodes and 16 edges
