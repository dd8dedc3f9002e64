func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
    %e = math.exp %a : tensor<4xf32>
    memplan.yield %e : tensor<4xf32>
  }
  %b = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  %s = arith.addf %r, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}
