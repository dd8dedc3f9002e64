// A two-layer MLP training step (forward, loss gradient, backward) in linalg
// on tensors, with two planning decisions written by hand: the first hidden
// activation is swapped to host memory during the forward pass and brought
// back for the weight gradient, and the ReLU output is recomputed just
// before its use in the backward pass instead of being kept.

#map_bias = affine_map<(d0, d1) -> (d1)>
#map_id = affine_map<(d0, d1) -> (d0, d1)>

func.func @mlp_step(%x: tensor<32x64xf32>, %w1: tensor<64x128xf32>,
                    %b1: tensor<128xf32>, %w2: tensor<128x10xf32>,
                    %dy: tensor<32x10xf32>)
    -> (tensor<64x128xf32>, tensor<128x10xf32>) {
  %zero = arith.constant 0.0 : f32

  // Forward: h = x * w1 + b1; a = relu(h); y = a * w2.
  %e0 = tensor.empty() : tensor<32x128xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %xw = linalg.matmul ins(%x, %w1 : tensor<32x64xf32>, tensor<64x128xf32>)
                      outs(%z0 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %h = linalg.generic {indexing_maps = [#map_id, #map_bias, #map_id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b1 : tensor<32x128xf32>, tensor<128xf32>) outs(%e0 : tensor<32x128xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<32x128xf32>
  %h_host = memplan.swap_out %h : tensor<32x128xf32> -> !memplan.host<tensor<32x128xf32>>
  %a = linalg.generic {indexing_maps = [#map_id, #map_id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<32x128xf32>) outs(%e0 : tensor<32x128xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<32x128xf32>
  %e1 = tensor.empty() : tensor<32x10xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x10xf32>) -> tensor<32x10xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<32x128xf32>, tensor<128x10xf32>)
                     outs(%z1 : tensor<32x10xf32>) -> tensor<32x10xf32>

  // Backward from dy (the loss gradient with respect to y).
  // da = dy * w2^T, masked by h > 0.
  %e2 = tensor.empty() : tensor<10x128xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<128x10xf32>) outs(%e2 : tensor<10x128xf32>) permutation = [1, 0]
  %da = linalg.matmul ins(%dy, %w2t : tensor<32x10xf32>, tensor<10x128xf32>)
                      outs(%z0 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %h_back = memplan.swap_in %h_host : !memplan.host<tensor<32x128xf32>> -> tensor<32x128xf32>
  %dh = linalg.generic {indexing_maps = [#map_id, #map_id, #map_id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h_back : tensor<32x128xf32>, tensor<32x128xf32>) outs(%e0 : tensor<32x128xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<32x128xf32>
  // dw2 = a^T * dy, with a recomputed from the swapped-in h.
  %a_again = memplan.recompute ins(%hh = %h_back : tensor<32x128xf32>) -> tensor<32x128xf32> {
    %c0 = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<32x128xf32>
    %r = linalg.generic {indexing_maps = [#map_id, #map_id], iterator_types = ["parallel", "parallel"]}
        ins(%hh : tensor<32x128xf32>) outs(%e : tensor<32x128xf32>) {
    ^bb0(%v: f32, %o: f32):
      %m = arith.maximumf %v, %c0 : f32
      linalg.yield %m : f32
    } -> tensor<32x128xf32>
    memplan.yield %r : tensor<32x128xf32>
  }
  %e3 = tensor.empty() : tensor<128x32xf32>
  %at = linalg.transpose ins(%a_again : tensor<32x128xf32>) outs(%e3 : tensor<128x32xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<128x10xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<128x10xf32>) -> tensor<128x10xf32>
  %dw2 = linalg.matmul ins(%at, %dy : tensor<128x32xf32>, tensor<32x10xf32>)
                       outs(%z4 : tensor<128x10xf32>) -> tensor<128x10xf32>
  // dw1 = x^T * dh.
  %e5 = tensor.empty() : tensor<64x32xf32>
  %xt = linalg.transpose ins(%x : tensor<32x64xf32>) outs(%e5 : tensor<64x32xf32>) permutation = [1, 0]
  %e6 = tensor.empty() : tensor<64x128xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<64x32xf32>, tensor<32x128xf32>)
                       outs(%z6 : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %dw1, %dw2 : tensor<64x128xf32>, tensor<128x10xf32>
}
