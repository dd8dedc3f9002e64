// The same reductions as widen-accumulators.mlir, written in f32: inputs
// extended, reduced in f32, rounded to the half type once.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%a: tensor<8x64xbf16>, %b: tensor<64x8xbf16>, %x: tensor<4x64xf16>, %bias: tensor<8xbf16>) -> (tensor<8x8xbf16>, tensor<4xf16>, tensor<8x8xbf16>) {
  %a32_e = tensor.empty() : tensor<8x64xf32>
  %a32 = linalg.generic {indexing_maps = [affine_map<(d0,d1) -> (d0,d1)>, affine_map<(d0,d1) -> (d0,d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x64xbf16>) outs(%a32_e : tensor<8x64xf32>) {
  ^bb0(%i: bf16, %o: f32):
    %c = arith.extf %i : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8x64xf32>
  %b32_e = tensor.empty() : tensor<64x8xf32>
  %b32 = linalg.generic {indexing_maps = [affine_map<(d0,d1) -> (d0,d1)>, affine_map<(d0,d1) -> (d0,d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<64x8xbf16>) outs(%b32_e : tensor<64x8xf32>) {
  ^bb0(%i: bf16, %o: f32):
    %c = arith.extf %i : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<64x8xf32>
  %x32_e = tensor.empty() : tensor<4x64xf32>
  %x32 = linalg.generic {indexing_maps = [affine_map<(d0,d1) -> (d0,d1)>, affine_map<(d0,d1) -> (d0,d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x64xf16>) outs(%x32_e : tensor<4x64xf32>) {
  ^bb0(%i: f16, %o: f32):
    %c = arith.extf %i : f16 to f32
    linalg.yield %c : f32
  } -> tensor<4x64xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%a32, %b32 : tensor<8x64xf32>, tensor<64x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x32 : tensor<4x64xf32>) outs(%z2 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %r = arith.addf %sq, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %bias32_e = tensor.empty() : tensor<8xf32>
  %bias32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%bias : tensor<8xbf16>) outs(%bias32_e : tensor<8xf32>) {
  ^bb0(%i: bf16, %o: f32):
    %c = arith.extf %i : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %bb = linalg.broadcast ins(%bias32 : tensor<8xf32>) outs(%e3 : tensor<8x8xf32>) dimensions = [0]
  %m2 = linalg.matmul ins(%a32, %b32 : tensor<8x64xf32>, tensor<64x8xf32>) outs(%bb : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r1_e = tensor.empty() : tensor<8x8xbf16>
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0,d1) -> (d0,d1)>, affine_map<(d0,d1) -> (d0,d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<8x8xf32>) outs(%r1_e : tensor<8x8xbf16>) {
  ^bb0(%i: f32, %o: bf16):
    %c = arith.truncf %i : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x8xbf16>
  %r2_e = tensor.empty() : tensor<4xf16>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<4xf32>) outs(%r2_e : tensor<4xf16>) {
  ^bb0(%i: f32, %o: f16):
    %c = arith.truncf %i : f32 to f16
    linalg.yield %c : f16
  } -> tensor<4xf16>
  %r3_e = tensor.empty() : tensor<8x8xbf16>
  %r3 = linalg.generic {indexing_maps = [affine_map<(d0,d1) -> (d0,d1)>, affine_map<(d0,d1) -> (d0,d1)>], iterator_types = ["parallel", "parallel"]} ins(%m2 : tensor<8x8xf32>) outs(%r3_e : tensor<8x8xbf16>) {
  ^bb0(%i: f32, %o: bf16):
    %c = arith.truncf %i : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x8xbf16>
  return %r1, %r2, %r3 : tensor<8x8xbf16>, tensor<4xf16>, tensor<8x8xbf16>
}
