// A step that calls a public function twice (fit.test: the planner's warning
// about it is given once over the rounds of memplan-fit).
#id = affine_map<(d0) -> (d0)>
func.func @scale(%a: tensor<1000xf32>) -> tensor<1000xf32> {
  %e = tensor.empty() : tensor<1000xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<1000xf32>) outs(%e : tensor<1000xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  return %r : tensor<1000xf32>
}
func.func @step(%x: tensor<1000xf32>) -> tensor<1000xf32> {
  %a = func.call @scale(%x) : (tensor<1000xf32>) -> tensor<1000xf32>
  %em1 = tensor.empty() : tensor<1000xf32>
  %m1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<1000xf32>) outs(%em1 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %o: f32):
    %y = math.tanh %v0 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %em2 = tensor.empty() : tensor<1000xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m1 : tensor<1000xf32>) outs(%em2 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %o: f32):
    %y = math.exp %v0 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %em3 = tensor.empty() : tensor<1000xf32>
  %m3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m2 : tensor<1000xf32>) outs(%em3 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %o: f32):
    %y = math.sin %v0 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %em4 = tensor.empty() : tensor<1000xf32>
  %m4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m3 : tensor<1000xf32>) outs(%em4 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %o: f32):
    %y = math.cos %v0 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %es1 = tensor.empty() : tensor<1000xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%m4, %m3 : tensor<1000xf32>, tensor<1000xf32>) outs(%es1 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %v1: f32, %o: f32):
    %y = arith.mulf %v0, %v1 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %es2 = tensor.empty() : tensor<1000xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s1, %m2 : tensor<1000xf32>, tensor<1000xf32>) outs(%es2 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %v1: f32, %o: f32):
    %y = arith.mulf %v0, %v1 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %es3 = tensor.empty() : tensor<1000xf32>
  %s3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s2, %m1 : tensor<1000xf32>, tensor<1000xf32>) outs(%es3 : tensor<1000xf32>) {
  ^bb0(%v0: f32, %v1: f32, %o: f32):
    %y = arith.mulf %v0, %v1 : f32
    linalg.yield %y : f32
  } -> tensor<1000xf32>
  %b = func.call @scale(%s3) : (tensor<1000xf32>) -> tensor<1000xf32>
  return %b : tensor<1000xf32>
}
