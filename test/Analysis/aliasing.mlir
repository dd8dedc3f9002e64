// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness))' -verify-diagnostics

// Views share their source's buffer; an in-place update joins its
// destination only when nothing else reads the destination; a tensor.empty
// shared by several ops is no buffer, each op writing into it gets one.
#id = affine_map<(i) -> (i)>
func.func @aliases(%a: tensor<4x8xf32>) -> (tensor<32xf32>, tensor<2x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %shared = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{buffer #0: 128 bytes, live [2, 8], written by 1 op(s)}}
  %f = linalg.fill ins(%zero : f32) outs(%shared : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @+1 {{buffer #1: 128 bytes, live [3, 8], written by 1 op(s)}}
  %g = linalg.fill ins(%zero : f32) outs(%shared : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Views of %f: no buffer of their own; the returned slice keeps %f alive
  // to the return (step 8).
  %flat = tensor.collapse_shape %f [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %slice = tensor.extract_slice %f[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  // %g is read again below, so this update cannot happen in place.
  // expected-remark @+1 {{buffer #2: 128 bytes, live [6, 8], written by 1 op(s)}}
  %h = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%g : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = tensor.extract_slice %flat[0] [32] [1] : tensor<32xf32> to tensor<32xf32>
  return %s, %slice, %g, %h : tensor<32xf32>, tensor<2x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
