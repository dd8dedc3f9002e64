// Doubles %x; returns the token ids as floats.
func.func @step(%x: tensor<2x3xf32>, %ids: tensor<4xi64> {memplan.bound = 3 : i64}) -> (tensor<2x3xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %f = tensor.empty() : tensor<4xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xi64>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: i64, %o: f32):
    %s = arith.sitofp %a : i64 to f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %y, %z : tensor<2x3xf32>, tensor<4xf32>
}

// The same without the bound.
func.func @unbounded(%ids: tensor<4xi64>) -> tensor<4xf32> {
  %f = tensor.empty() : tensor<4xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xi64>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: i64, %o: f32):
    %s = arith.sitofp %a : i64 to f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %z : tensor<4xf32>
}
