// A step that returns its loss and then more (gradients) is split into its
// forward pass, the ops the loss depends on, and its backward pass, the
// others. graph-out writes the marks (the sqrt strategy keeps checkpoints
// of the forward values by them). A function that returns one value is
// left unmarked.
// RUN: memplan-opt %s --memplan-plan="budget-fraction=1.0 strategy=none functions=train graph-out=%t.json" -o /dev/null
// RUN: FileCheck %s < %t.json
// CHECK:      "backward": false,
// CHECK:      "name": "linalg.generic(square)"
// CHECK:      "backward": false,
// CHECK:      "name": "linalg.generic(loss)"
// CHECK:      "backward": true,
// CHECK:      "name": "linalg.generic(grad)"
// RUN: memplan-opt %s --memplan-plan="budget-fraction=1.0 strategy=none functions=single graph-out=%t.single.json" -o /dev/null
// RUN: FileCheck %s --check-prefix=SINGLE --implicit-check-not='"backward": true' < %t.single.json
// SINGLE: "backward": false,
// SINGLE: "name": "linalg.generic(twice)"

#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
func.func @train(%x: tensor<16xf32>) -> (tensor<f32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %zero = arith.constant 0.0 : f32
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<16xf32> loc("square")
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32> loc("init")
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%sq : tensor<16xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32> loc("loss")
  %grad = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<16xf32> loc("grad")
  return %loss, %grad : tensor<f32>, tensor<16xf32>
}

func.func @single(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<16xf32> loc("square")
  %twice = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%sq : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<16xf32> loc("twice")
  return %twice : tensor<16xf32>
}
