// No TOSA op (lower-tosa.mlir): memplan-lower-tosa leaves it as it is. The
// conversions' rewrite drivers would fold 1.0 + 2.0 and move the constant.
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %s = arith.addf %a, %b : f32
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = arith.addf %x, %f : tensor<4xf32>
  return %r : tensor<4xf32>
}
