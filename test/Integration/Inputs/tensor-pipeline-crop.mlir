// A step as torch-mlir exports one with a pad of negative widths (the
// backward of F.pad, local response normalization) and a private helper:
// memplan-tensor-pipeline hands IREE the pad as the slice it is (IREE
// refuses negative pad widths) and the helper inlined. Used by
// tensor-pipeline.test.
#id = affine_map<(d0, d1) -> (d0, d1)>

func.func private @square(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @train_step(%x: tensor<4x12xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, -2] high[0, -2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : f32
  } : tensor<4x12xf32> to tensor<4x8xf32>
  %s = func.call @square(%p) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}
