// A pad whose high width is not a constant, read by a convolution that
// reads all it could hold: memplan-trim-pads leaves it (trim-pads.mlir).
func.func @dynamic(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x3x3xf32>, %n: index)
    -> tensor<1x2x?x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, %n, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x?x6xf32>
  %c2 = arith.constant 2 : index
  %h = tensor.dim %p, %c2 : tensor<1x2x?x6xf32>
  %c2i = arith.constant 2 : index
  %oh = arith.subi %h, %c2i : index
  %e = tensor.empty(%oh) : tensor<1x2x?x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x?x4xf32>) -> tensor<1x2x?x4xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%p, %w : tensor<1x2x?x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x?x4xf32>) -> tensor<1x2x?x4xf32>
  return %y : tensor<1x2x?x4xf32>
}
