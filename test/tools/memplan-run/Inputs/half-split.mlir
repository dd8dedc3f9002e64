// Two elementwise ops, one per math op, compute: exp(sin(x)) in f16 and bf16.
#id = affine_map<(d0) -> (d0)>
func.func @f16(%x: tensor<64xf16>) -> tensor<64xf16> {
  %e = tensor.empty() : tensor<64xf16>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf16>) outs(%e : tensor<64xf16>) {
  ^bb0(%in: f16, %o: f16):
    %r = math.sin %in : f16
    linalg.yield %r : f16
  } -> tensor<64xf16>
  %e2 = tensor.empty() : tensor<64xf16>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<64xf16>) outs(%e2 : tensor<64xf16>) {
  ^bb0(%in: f16, %o: f16):
    %r = math.exp %in : f16
    linalg.yield %r : f16
  } -> tensor<64xf16>
  return %b : tensor<64xf16>
}

func.func @bf16(%x: tensor<64xbf16>) -> tensor<64xbf16> {
  %e = tensor.empty() : tensor<64xbf16>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xbf16>) outs(%e : tensor<64xbf16>) {
  ^bb0(%in: bf16, %o: bf16):
    %r = math.sin %in : bf16
    linalg.yield %r : bf16
  } -> tensor<64xbf16>
  %e2 = tensor.empty() : tensor<64xbf16>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<64xbf16>) outs(%e2 : tensor<64xbf16>) {
  ^bb0(%in: bf16, %o: bf16):
    %r = math.exp %in : bf16
    linalg.yield %r : bf16
  } -> tensor<64xbf16>
  return %b : tensor<64xbf16>
}
