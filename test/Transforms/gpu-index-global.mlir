// RUN: not memplan-opt %s --memplan-gpu-pipeline="budget-fraction=1.0 toolkit=none" -o /dev/null 2>&1 | FileCheck %s

// A constant of index elements (here a tensor.reshape's shape) has no
// fixed size to copy to the device: refused at the constant, naming its
// type and what to do.
// CHECK: gpu-index-global.mlir:[[# @LINE + 3]]:12: error: memplan-gpu-streams copies statically shaped globals of integers or floats with an identity layout only, not 'memref<2xindex>' (a constant of index elements: give it i64 elements)
#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @train_step(%x: tensor<4x64xf32>) -> tensor<16x16xf32> {
  %shape = arith.constant dense<[16, 16]> : tensor<2xindex>
  %e = tensor.empty() : tensor<4x64xf32>
  %a = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %t = math.exp %p : f32
    linalg.yield %t : f32
  } -> tensor<4x64xf32>
  %r = tensor.reshape %a(%shape) : (tensor<4x64xf32>, tensor<2xindex>) -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
