func.func @train_step(%arg0: tensor<2x3xf32>, %arg1: tensor<4xi64> {memplan.bound = 5 : i64}, %arg2: tensor<f32>) -> (tensor<2x3xf32>, tensor<4xi64>, tensor<f32>) {
  return %arg0, %arg1, %arg2 : tensor<2x3xf32>, tensor<4xi64>, tensor<f32>
}
