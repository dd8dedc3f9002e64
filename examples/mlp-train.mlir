// A three-layer MLP training step (forward, the gradient of a squared-error
// loss, backward) in linalg on tensors, and a @main that calls it on inputs
// made from element indices and prints the bits of every gradient.

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @relu(%v: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

func.func @mlp_step(%x: tensor<128x32xf32>, %w1: tensor<32x64xf32>, %w2: tensor<64x64xf32>,
                    %w3: tensor<64x8xf32>, %target: tensor<128x8xf32>)
    -> (tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x8xf32>) {
  %zero = arith.constant 0.0 : f32
  // Forward.
  %e1 = tensor.empty() : tensor<128x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %p1 = linalg.matmul ins(%x, %w1 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%f1 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p1 : tensor<128x64xf32>) outs(%e1 : tensor<128x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<128x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %p2 = linalg.matmul ins(%h1, %w2 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p2 : tensor<128x64xf32>) outs(%e1 : tensor<128x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<128x64xf32>
  %e3 = tensor.empty() : tensor<128x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %y = linalg.matmul ins(%h2, %w3 : tensor<128x64xf32>, tensor<64x8xf32>) outs(%f3 : tensor<128x8xf32>) -> tensor<128x8xf32>
  // Loss gradient: dy = y - target.
  %dy = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %target : tensor<128x8xf32>, tensor<128x8xf32>) outs(%e3 : tensor<128x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<128x8xf32>
  // dW3 = h2^T dy.
  %et2 = tensor.empty() : tensor<64x128xf32>
  %h2t = linalg.transpose ins(%h2 : tensor<128x64xf32>) outs(%et2 : tensor<64x128xf32>) permutation = [1, 0]
  %e64x8 = tensor.empty() : tensor<64x8xf32>
  %f64x8 = linalg.fill ins(%zero : f32) outs(%e64x8 : tensor<64x8xf32>) -> tensor<64x8xf32>
  %dw3 = linalg.matmul ins(%h2t, %dy : tensor<64x128xf32>, tensor<128x8xf32>) outs(%f64x8 : tensor<64x8xf32>) -> tensor<64x8xf32>
  // dh2 = (dy W3^T) * (h2 > 0).
  %e8x64 = tensor.empty() : tensor<8x64xf32>
  %w3t = linalg.transpose ins(%w3 : tensor<64x8xf32>) outs(%e8x64 : tensor<8x64xf32>) permutation = [1, 0]
  %fa = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %da2 = linalg.matmul ins(%dy, %w3t : tensor<128x8xf32>, tensor<8x64xf32>) outs(%fa : tensor<128x64xf32>) -> tensor<128x64xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %h2 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%e1 : tensor<128x64xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<128x64xf32>
  // dW2 = h1^T dh2.
  %h1t = linalg.transpose ins(%h1 : tensor<128x64xf32>) outs(%et2 : tensor<64x128xf32>) permutation = [1, 0]
  %e64x64 = tensor.empty() : tensor<64x64xf32>
  %f64x64 = linalg.fill ins(%zero : f32) outs(%e64x64 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw2 = linalg.matmul ins(%h1t, %dh2 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%f64x64 : tensor<64x64xf32>) -> tensor<64x64xf32>
  // dh1 = (dh2 W2^T) * (h1 > 0).
  %w2t = linalg.transpose ins(%w2 : tensor<64x64xf32>) outs(%e64x64 : tensor<64x64xf32>) permutation = [1, 0]
  %fb = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %da1 = linalg.matmul ins(%dh2, %w2t : tensor<128x64xf32>, tensor<64x64xf32>) outs(%fb : tensor<128x64xf32>) -> tensor<128x64xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %h1 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%e1 : tensor<128x64xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<128x64xf32>
  // dW1 = x^T dh1.
  %e32x16 = tensor.empty() : tensor<32x128xf32>
  %xt = linalg.transpose ins(%x : tensor<128x32xf32>) outs(%e32x16 : tensor<32x128xf32>) permutation = [1, 0]
  %e32x64 = tensor.empty() : tensor<32x64xf32>
  %f32x64 = linalg.fill ins(%zero : f32) outs(%e32x64 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %dw1 = linalg.matmul ins(%xt, %dh1 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%f32x64 : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %dw1, %dw2, %dw3 : tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x8xf32>
}

func.func @iota(%t: tensor<?x?xf32>, %scale: f32, %shift: f32) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %cols = tensor.dim %t, %c1 : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%t : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %cols : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %c7 = arith.constant 7 : i32
    %m = arith.remsi %n, %c7 : i32
    %f = arith.sitofp %m : i32 to f32
    %s = arith.mulf %f, %scale : f32
    %v = arith.subf %s, %shift : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @bits(%t: tensor<?x?xf32>) -> tensor<*xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xf32>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%a: f32, %o: i32):
    %v = arith.bitcast %a : f32 to i32
    linalg.yield %v : i32
  } -> tensor<?x?xi32>
  %u = tensor.cast %b : tensor<?x?xi32> to tensor<*xi32>
  return %u : tensor<*xi32>
}

func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %s1 = arith.constant 0.25 : f32
  %s2 = arith.constant 0.125 : f32
  %d1 = arith.constant 0.75 : f32
  %d2 = arith.constant 0.375 : f32
  %ex = tensor.empty() : tensor<128x32xf32>
  %xd = tensor.cast %ex : tensor<128x32xf32> to tensor<?x?xf32>
  %x = func.call @iota(%xd, %s1, %d1) : (tensor<?x?xf32>, f32, f32) -> tensor<?x?xf32>
  %e1 = tensor.empty() : tensor<32x64xf32>
  %w1d = tensor.cast %e1 : tensor<32x64xf32> to tensor<?x?xf32>
  %w1 = func.call @iota(%w1d, %s2, %d2) : (tensor<?x?xf32>, f32, f32) -> tensor<?x?xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %w2d = tensor.cast %e2 : tensor<64x64xf32> to tensor<?x?xf32>
  %w2 = func.call @iota(%w2d, %s2, %d2) : (tensor<?x?xf32>, f32, f32) -> tensor<?x?xf32>
  %e3 = tensor.empty() : tensor<64x8xf32>
  %w3d = tensor.cast %e3 : tensor<64x8xf32> to tensor<?x?xf32>
  %w3 = func.call @iota(%w3d, %s2, %d1) : (tensor<?x?xf32>, f32, f32) -> tensor<?x?xf32>
  %et = tensor.empty() : tensor<128x8xf32>
  %td = tensor.cast %et : tensor<128x8xf32> to tensor<?x?xf32>
  %t = func.call @iota(%td, %s1, %d2) : (tensor<?x?xf32>, f32, f32) -> tensor<?x?xf32>
  %xs = tensor.cast %x : tensor<?x?xf32> to tensor<128x32xf32>
  %w1s = tensor.cast %w1 : tensor<?x?xf32> to tensor<32x64xf32>
  %w2s = tensor.cast %w2 : tensor<?x?xf32> to tensor<64x64xf32>
  %w3s = tensor.cast %w3 : tensor<?x?xf32> to tensor<64x8xf32>
  %ts = tensor.cast %t : tensor<?x?xf32> to tensor<128x8xf32>
  %g1, %g2, %g3 = func.call @mlp_step(%xs, %w1s, %w2s, %w3s, %ts)
      : (tensor<128x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x8xf32>, tensor<128x8xf32>)
      -> (tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x8xf32>)
  %g1d = tensor.cast %g1 : tensor<32x64xf32> to tensor<?x?xf32>
  %b1 = func.call @bits(%g1d) : (tensor<?x?xf32>) -> tensor<*xi32>
  func.call @printMemrefI32(%b1) : (tensor<*xi32>) -> ()
  %g2d = tensor.cast %g2 : tensor<64x64xf32> to tensor<?x?xf32>
  %b2 = func.call @bits(%g2d) : (tensor<?x?xf32>) -> tensor<*xi32>
  func.call @printMemrefI32(%b2) : (tensor<*xi32>) -> ()
  %g3d = tensor.cast %g3 : tensor<64x8xf32> to tensor<?x?xf32>
  %b3 = func.call @bits(%g3d) : (tensor<?x?xf32>) -> tensor<*xi32>
  func.call @printMemrefI32(%b3) : (tensor<*xi32>) -> ()
  return
}
