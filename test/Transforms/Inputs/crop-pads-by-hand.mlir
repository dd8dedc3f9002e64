// The pad of crop-pads.mlir's @mixed by hand: a slice inserted into a fill.
func.func @mixed(%x: tensor<4x8xf32>) -> tensor<6x7xf32> {
  %c = arith.constant 0.5 : f32
  %s = tensor.extract_slice %x[0, 1] [4, 7] [1, 1] : tensor<4x8xf32> to tensor<4x7xf32>
  %e = tensor.empty() : tensor<6x7xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<6x7xf32>) -> tensor<6x7xf32>
  %p = tensor.insert_slice %s into %f[0, 0] [4, 7] [1, 1] : tensor<4x7xf32> into tensor<6x7xf32>
  return %p : tensor<6x7xf32>
}
