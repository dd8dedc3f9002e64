// A training step that calls a private helper four times (each call
// makes a 16 KB temporary), computes with arith and math ops directly on
// tensors and names its results with attributes, as JAX and IREE users'
// modules do. Used by calls.test.
#id = affine_map<(d0, d1) -> (d0, d1)>

func.func private @helper(%a: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %big = tensor.empty() : tensor<16x16x16xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<16x16xf32>) outs(%big : tensor<16x16x16xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<16x16x16xf32>
  %cz = arith.constant 0.0 : f32
  %z = linalg.fill ins(%cz : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = linalg.reduce ins(%bb : tensor<16x16x16xf32>) outs(%z : tensor<16x16xf32>) dimensions = [0]
    (%p: f32, %acc: f32) {
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16x16xf32>
}
func.func @train_step(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> (tensor<16x16xf32> {jax.result_info = "out"}, tensor<16x16xf32> {jax.result_info = "grad"}) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a1 = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h1 = func.call @helper(%a1) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a2 = linalg.matmul ins(%h1, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h2 = func.call @helper(%a2) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %z3 = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a3 = linalg.matmul ins(%h2, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h3 = func.call @helper(%a3) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  // "backward": read h1, h2, a1 in reverse
  %z4 = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g1 = linalg.matmul ins(%h3, %h2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z4 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %z5 = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g2 = linalg.matmul ins(%g1, %h1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z5 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %z6 = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g3 = linalg.matmul ins(%g2, %a1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z6 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h4 = func.call @helper(%g3) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %p = arith.mulf %h4, %g2 : tensor<16x16xf32>
  %q = math.tanh %p : tensor<16x16xf32>
  return %q, %g2 : tensor<16x16xf32>, tensor<16x16xf32>
}
