#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, 0, d4, 0)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
module {
  func.func @train_step(%arg0: tensor<2x3x16x16xf32>, %arg1: tensor<2x2x16x16xf32>, %arg2: tensor<4x3x3x3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4x4x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<8x4x3x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8x8x3x3xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<16x8x3x3xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x16x3x3xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x8x2x2xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8x4x2x2xf32>, %arg23: tensor<4xf32>, %arg24: tensor<8x16x3x3xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8x8x3x3xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>, %arg30: tensor<4x8x3x3xf32>, %arg31: tensor<4xf32>, %arg32: tensor<4xf32>, %arg33: tensor<4x4x3x3xf32>, %arg34: tensor<4xf32>, %arg35: tensor<4xf32>, %arg36: tensor<2x4x1x1xf32>, %arg37: tensor<2xf32>) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x1x1xf32>, tensor<2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 5.120000e+02 : f32
    %cst_5 = arith.constant 1.280000e+02 : f32
    %cst_6 = arith.constant 3.200000e+01 : f32
    %c1 = arith.constant 1 : index
    %cst_7 = arith.constant 1.024000e+03 : f32
    %cst_8 = arith.constant 0.001953125 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_9 = arith.constant 7.812500e-03 : f32
    %cst_10 = arith.constant 3.125000e-02 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x3x16x16xf32> to tensor<2x3x18x18xf32>
    %0 = tensor.empty() : tensor<2x4x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x18x18xf32>, tensor<4x3x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3 = tensor.empty() : tensor<2x4x16x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %6 = tensor.empty() : tensor<2x4x1x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%5 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %9 = tensor.empty() : tensor<1x4x1x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %12 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%14 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%18 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%19 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %25 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x4x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %26 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_11 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_11 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %padded_12 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x16xf32> to tensor<2x4x18x18xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_12, %arg5 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%35 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %38 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%40 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%41 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%44 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %42 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %48 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %51 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x4x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %52 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %54 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_13 = tensor.collapse_shape %54 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %expanded_14 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_14 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_15 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_15 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %60 = tensor.empty() : tensor<2x4x8x8xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = tensor.empty() : tensor<2x2xf32>
    %63 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%59, %62 : tensor<2x4x16x16xf32>, tensor<2x2xf32>) outs(%61 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %padded_16 = tensor.pad %63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x8xf32> to tensor<2x4x10x10xf32>
    %64 = tensor.empty() : tensor<2x8x8x8xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %66 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_16, %arg8 : tensor<2x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %67 = tensor.empty() : tensor<2x8x8x1xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %70 = tensor.empty() : tensor<2x8x1x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<2x8x1x1xf32>) -> tensor<2x8x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%69 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %73 = tensor.empty() : tensor<1x8x1x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %76 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%78 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%82 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %80 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %89 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x8x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %90 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %collapsed_17 = tensor.collapse_shape %92 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_18 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_18 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_19 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_19 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_20 = tensor.pad %97 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_20, %arg11 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%99 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %102 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%104 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%108 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %112 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %115 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x8x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %116 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %collapsed_21 = tensor.collapse_shape %118 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_22 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_22 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_23 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_23 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %124 = tensor.empty() : tensor<2x8x4x4xf32>
    %125 = linalg.fill ins(%cst_0 : f32) outs(%124 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %126 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%123, %62 : tensor<2x8x8x8xf32>, tensor<2x2xf32>) outs(%125 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %padded_24 = tensor.pad %126 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x4xf32> to tensor<2x8x6x6xf32>
    %127 = tensor.empty() : tensor<2x16x4x4xf32>
    %128 = linalg.fill ins(%cst : f32) outs(%127 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %129 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg14 : tensor<2x8x6x6xf32>, tensor<16x8x3x3xf32>) outs(%128 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %130 = tensor.empty() : tensor<2x16x4x1xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x16x4x4xf32>) outs(%131 : tensor<2x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x1xf32>
    %133 = tensor.empty() : tensor<2x16x1x1xf32>
    %134 = linalg.fill ins(%cst : f32) outs(%133 : tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%132 : tensor<2x16x4x1xf32>) outs(%134 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x1x1xf32>
    %136 = tensor.empty() : tensor<1x16x1x1xf32>
    %137 = linalg.fill ins(%cst : f32) outs(%136 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x1x1xf32>) outs(%137 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %139 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%140 : tensor<2x16x4x4xf32>) outs(%131 : tensor<2x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%141 : tensor<2x16x4x1xf32>) outs(%134 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1x1xf32>) outs(%137 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<2x16x4x4xf32>) outs(%131 : tensor<2x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%145 : tensor<2x16x4x1xf32>) outs(%134 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x1x1xf32>) outs(%137 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %143 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %152 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x16x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %153 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %155 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %collapsed_25 = tensor.collapse_shape %155 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_26 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_26 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_27 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_27 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %padded_28 = tensor.pad %160 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_28, %arg17 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%128 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%161 : tensor<2x16x4x4xf32>) outs(%131 : tensor<2x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%162 : tensor<2x16x4x1xf32>) outs(%134 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%163 : tensor<2x16x1x1xf32>) outs(%137 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %165 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x16x4x4xf32>) outs(%131 : tensor<2x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%167 : tensor<2x16x4x1xf32>) outs(%134 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x1x1xf32>) outs(%137 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<2x16x4x4xf32>) outs(%131 : tensor<2x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x1xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%171 : tensor<2x16x4x1xf32>) outs(%134 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%172 : tensor<2x16x1x1xf32>) outs(%137 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %175 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_6 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %178 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x16x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x16x1x1xf32>) outs(%136 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x16x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %179 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %181 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %collapsed_29 = tensor.collapse_shape %181 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_30 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_30 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_31 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_31 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %187 = tensor.empty() : tensor<8x16x2x2xf32>
    %188 = linalg.fill ins(%cst : f32) outs(%187 : tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %189 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%188 : tensor<8x16x2x2xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c1, %598 : index
      %601 = arith.subi %c1, %599 : index
      %extracted = tensor.extract %arg20[%597, %596, %600, %601] : tensor<16x8x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x2x2xf32>
    %190 = tensor.empty() : tensor<2x16x9x9xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<2x16x9x9xf32>) -> tensor<2x16x9x9xf32>
    %inserted_slice = tensor.insert_slice %186 into %191[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf32> into tensor<2x16x9x9xf32>
    %broadcasted = linalg.broadcast ins(%arg21 : tensor<8xf32>) outs(%64 : tensor<2x8x8x8xf32>) dimensions = [0, 2, 3] 
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %189 : tensor<2x16x9x9xf32>, tensor<8x16x2x2xf32>) outs(%broadcasted : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %concat = tensor.concat dim(1) %192, %123 : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x16x8x8xf32>
    %padded_32 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x16x8x8xf32> to tensor<2x16x10x10xf32>
    %193 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_32, %arg24 : tensor<2x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%193 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%194 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %197 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%198 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%199 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%200 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %198 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%202 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%203 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %201 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %210 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x8x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %211 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %213 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %213 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_34 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_34 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_35 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_35 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_36 = tensor.pad %218 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg27 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%219 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%220 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%221 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %223 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%224 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%225 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%226 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %224 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<2x8x8x8xf32>) outs(%68 : tensor<2x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%229 : tensor<2x8x8x1xf32>) outs(%71 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%230 : tensor<2x8x1x1xf32>) outs(%74 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %227 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %233 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_5 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %236 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x8x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x8x1x1xf32>) outs(%73 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x8x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %237 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %239 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %239 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_38 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_38 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_39 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_39 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %245 = tensor.empty() : tensor<4x8x2x2xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<4x8x2x2xf32>) -> tensor<4x8x2x2xf32>
    %247 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%246 : tensor<4x8x2x2xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c1, %598 : index
      %601 = arith.subi %c1, %599 : index
      %extracted = tensor.extract %arg22[%597, %596, %600, %601] : tensor<8x4x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x2x2xf32>
    %248 = tensor.empty() : tensor<2x8x17x17xf32>
    %249 = linalg.fill ins(%cst : f32) outs(%248 : tensor<2x8x17x17xf32>) -> tensor<2x8x17x17xf32>
    %inserted_slice_40 = tensor.insert_slice %244 into %249[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 2, 2] : tensor<2x8x8x8xf32> into tensor<2x8x17x17xf32>
    %broadcasted_41 = linalg.broadcast ins(%arg23 : tensor<4xf32>) outs(%0 : tensor<2x4x16x16xf32>) dimensions = [0, 2, 3] 
    %250 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_40, %247 : tensor<2x8x17x17xf32>, tensor<4x8x2x2xf32>) outs(%broadcasted_41 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %concat_42 = tensor.concat dim(1) %250, %59 : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x8x16x16xf32>
    %padded_43 = tensor.pad %concat_42 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x16x16xf32> to tensor<2x8x18x18xf32>
    %251 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_43, %arg30 : tensor<2x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%251 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%252 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %255 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%256 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%257 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%258 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %256 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%260 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%261 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%262 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %259 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %265 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %268 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x4x1x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %269 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %271 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_44 = tensor.collapse_shape %271 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %expanded_45 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_45 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_46 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_46 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %padded_47 = tensor.pad %276 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x16xf32> to tensor<2x4x18x18xf32>
    %277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_47, %arg33 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%277 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%278 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%279 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %281 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%282 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%283 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%284 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %282 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%286 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x1xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%287 : tensor<2x4x16x1xf32>) outs(%7 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%288 : tensor<2x4x1x1xf32>) outs(%10 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %285 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %291 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_4 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %294 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.truncf %cst_3 : f64 to f32
      %597 = arith.addf %in, %596 : f32
      linalg.yield %597 : f32
    } -> tensor<1x4x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296 : tensor<1x4x1x1xf32>) outs(%9 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.rsqrt %in : f32
      linalg.yield %596 : f32
    } -> tensor<1x4x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %295 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %297 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_48 = tensor.collapse_shape %297 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
    %expanded_49 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_49 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_50 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_50 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.maximumf %in, %cst : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %303 = tensor.empty() : tensor<2x2x16x16xf32>
    %broadcasted_51 = linalg.broadcast ins(%arg37 : tensor<2xf32>) outs(%303 : tensor<2x2x16x16xf32>) dimensions = [0, 2, 3] 
    %304 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%302, %arg36 : tensor<2x4x16x16xf32>, tensor<2x4x1x1xf32>) outs(%broadcasted_51 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %arg1 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%303 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x2x16x16xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<2x2x16x16xf32>) outs(%303 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %596 : f32
    } -> tensor<2x2x16x16xf32>
    %307 = tensor.empty() : tensor<f32>
    %308 = linalg.fill ins(%cst : f32) outs(%307 : tensor<f32>) -> tensor<f32>
    %309 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%306 : tensor<2x2x16x16xf32>) outs(%308 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<f32>
    %310 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%309 : tensor<f32>) outs(%307 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.divf %in, %cst_7 : f32
      linalg.yield %596 : f32
    } -> tensor<f32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<2x2x16x16xf32>) outs(%303 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<2x2x16x16xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %cst_2 : tensor<2x2x16x16xf32>, tensor<f32>) outs(%303 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x2x16x16xf32>
    %313 = tensor.empty() : tensor<4x2x1x1xf32>
    %314 = linalg.fill ins(%cst : f32) outs(%313 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%314 : tensor<4x2x1x1xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %extracted = tensor.extract %arg36[%597, %596, %c0, %c0] : tensor<2x4x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x2x1x1xf32>
    %316 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%312, %315 : tensor<2x2x16x16xf32>, tensor<4x2x1x1xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %317 = tensor.empty() : tensor<4x2x16x16xf32>
    %transposed = linalg.transpose ins(%302 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_52 = linalg.transpose ins(%312 : tensor<2x2x16x16xf32>) outs(%303 : tensor<2x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %318 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed, %transposed_52 : tensor<4x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%314 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %transposed_53 = linalg.transpose ins(%318 : tensor<4x2x1x1xf32>) outs(%6 : tensor<2x4x1x1xf32>) permutation = [1, 0, 2, 3] 
    %319 = tensor.empty() : tensor<2xf32>
    %320 = linalg.fill ins(%cst : f32) outs(%319 : tensor<2xf32>) -> tensor<2xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%312 : tensor<2x2x16x16xf32>) outs(%320 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<2xf32>
    %322 = tensor.empty() : tensor<2x4x16x16xi1>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<2x4x16x16xf32>) outs(%322 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x16x16xi1>
    %324 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %cst_1, %316 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %325 = tensor.empty() : tensor<4xf32>
    %326 = linalg.fill ins(%cst : f32) outs(%325 : tensor<4xf32>) -> tensor<4xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%324 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %298 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%328 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %330 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%327 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_54 = tensor.expand_shape %330 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%329 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %332 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_48, %collapsed_48 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %333 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%331, %332 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_55 = tensor.expand_shape %333 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_48, %arg34 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_56 = tensor.expand_shape %334 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %expanded_55 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %335 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_54 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_56 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %339 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%329, %collapsed_48 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %340 = tensor.empty() : tensor<4x4x3x3xf32>
    %341 = linalg.fill ins(%cst : f32) outs(%340 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %342 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%341 : tensor<4x4x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg33[%597, %596, %600, %601] : tensor<4x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x3x3xf32>
    %343 = tensor.empty() : tensor<2x4x18x18xf32>
    %344 = linalg.fill ins(%cst : f32) outs(%343 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32>
    %inserted_slice_57 = tensor.insert_slice %338 into %344[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_57, %342 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %transposed_58 = linalg.transpose ins(%276 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_59 = linalg.transpose ins(%338 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_60 = tensor.pad %transposed_58 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %transposed_59 : tensor<4x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%341 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %transposed_61 = linalg.transpose ins(%346 : tensor<4x4x3x3xf32>) outs(%340 : tensor<4x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<2x4x16x16xf32>) outs(%322 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x16x16xi1>
    %348 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %cst_1, %345 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%348 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %272 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%350 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %352 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%349 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_62 = tensor.expand_shape %352 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%351 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %354 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_44, %collapsed_44 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %355 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%353, %354 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_63 = tensor.expand_shape %355 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_44, %arg31 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_64 = tensor.expand_shape %356 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_63 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %357 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_62 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_64 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %361 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%351, %collapsed_44 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %362 = tensor.empty() : tensor<8x4x3x3xf32>
    %363 = linalg.fill ins(%cst : f32) outs(%362 : tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %364 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%363 : tensor<8x4x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg30[%597, %596, %600, %601] : tensor<4x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x4x3x3xf32>
    %inserted_slice_65 = tensor.insert_slice %360 into %344[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32>
    %365 = tensor.empty() : tensor<2x8x16x16xf32>
    %366 = linalg.fill ins(%cst : f32) outs(%365 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %367 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_65, %364 : tensor<2x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%366 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %368 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_66 = linalg.transpose ins(%concat_42 : tensor<2x8x16x16xf32>) outs(%368 : tensor<8x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_67 = linalg.transpose ins(%360 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_68 = tensor.pad %transposed_66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x16x16xf32> to tensor<8x2x18x18xf32>
    %369 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_68, %transposed_67 : tensor<8x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%363 : tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %370 = tensor.empty() : tensor<4x8x3x3xf32>
    %transposed_69 = linalg.transpose ins(%369 : tensor<8x4x3x3xf32>) outs(%370 : tensor<4x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice = tensor.extract_slice %367[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x4x16x16xf32>
    %extracted_slice_70 = tensor.extract_slice %367[0, 4, 0, 0] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x4x16x16xf32>
    %371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice, %arg22 : tensor<2x4x16x16xf32>, tensor<8x4x2x2xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_71 = linalg.transpose ins(%extracted_slice : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %372 = tensor.empty() : tensor<4x16x2x2xf32>
    %expanded_72 = tensor.expand_shape %transposed_71 [[0], [1, 2], [3], [4]] output_shape [4, 2, 1, 16, 16] : tensor<4x2x16x16xf32> into tensor<4x2x1x16x16xf32>
    %expanded_73 = tensor.expand_shape %244 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 8, 8] : tensor<2x8x8x8xf32> into tensor<2x8x1x8x8xf32>
    %expanded_74 = tensor.expand_shape %372 [[0], [1, 2], [3], [4]] output_shape [4, 2, 8, 2, 2] : tensor<4x16x2x2xf32> into tensor<4x2x8x2x2xf32>
    %373 = linalg.fill ins(%cst : f32) outs(%expanded_74 : tensor<4x2x8x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %374 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_72, %expanded_73 : tensor<4x2x1x16x16xf32>, tensor<2x8x1x8x8xf32>) outs(%373 : tensor<4x2x8x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %375 = tensor.empty() : tensor<2x8x4x2x2xf32>
    %transposed_75 = linalg.transpose ins(%374 : tensor<4x2x8x2x2xf32>) outs(%375 : tensor<2x8x4x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %376 = tensor.empty() : tensor<8x4x2x2xf32>
    %377 = linalg.fill ins(%cst : f32) outs(%376 : tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32>
    %378 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75 : tensor<2x8x4x2x2xf32>) outs(%377 : tensor<8x4x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8x4x2x2xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %380 = tensor.empty() : tensor<2x8x8x8xi1>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244 : tensor<2x8x8x8xf32>) outs(%380 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x8x8xi1>
    %382 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %cst_1, %371 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %383 = tensor.empty() : tensor<8xf32>
    %384 = linalg.fill ins(%cst : f32) outs(%383 : tensor<8xf32>) -> tensor<8xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%382 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %240 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%386 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %388 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%385 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_76 = tensor.expand_shape %388 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%387 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %390 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_37, %collapsed_37 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %391 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%389, %390 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_77 = tensor.expand_shape %391 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_37, %arg28 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_78 = tensor.expand_shape %392 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_77 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %393 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_76 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_78 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %397 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%387, %collapsed_37 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %398 = tensor.empty() : tensor<8x8x3x3xf32>
    %399 = linalg.fill ins(%cst : f32) outs(%398 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %400 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%399 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg27[%597, %596, %600, %601] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %401 = tensor.empty() : tensor<2x8x10x10xf32>
    %402 = linalg.fill ins(%cst : f32) outs(%401 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %inserted_slice_79 = tensor.insert_slice %396 into %402[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %403 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_79, %400 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %404 = tensor.empty() : tensor<8x2x8x8xf32>
    %transposed_80 = linalg.transpose ins(%218 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_81 = linalg.transpose ins(%396 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_82 = tensor.pad %transposed_80 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %405 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %transposed_81 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%399 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_83 = linalg.transpose ins(%405 : tensor<8x8x3x3xf32>) outs(%398 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<2x8x8x8xf32>) outs(%380 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x8x8xi1>
    %407 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %cst_1, %403 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%407 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %214 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%409 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %411 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%408 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_84 = tensor.expand_shape %411 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%410 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %413 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_33, %collapsed_33 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %414 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%412, %413 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_85 = tensor.expand_shape %414 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_33, %arg25 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_86 = tensor.expand_shape %415 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_85 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %416 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %expanded_84 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %expanded_86 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %420 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%410, %collapsed_33 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %421 = tensor.empty() : tensor<16x8x3x3xf32>
    %422 = linalg.fill ins(%cst : f32) outs(%421 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %423 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%422 : tensor<16x8x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg24[%597, %596, %600, %601] : tensor<8x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x8x3x3xf32>
    %inserted_slice_87 = tensor.insert_slice %419 into %402[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %424 = tensor.empty() : tensor<2x16x8x8xf32>
    %425 = linalg.fill ins(%cst : f32) outs(%424 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %426 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_87, %423 : tensor<2x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%425 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %427 = tensor.empty() : tensor<16x2x8x8xf32>
    %transposed_88 = linalg.transpose ins(%concat : tensor<2x16x8x8xf32>) outs(%427 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_89 = linalg.transpose ins(%419 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_90 = tensor.pad %transposed_88 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<16x2x8x8xf32> to tensor<16x2x10x10xf32>
    %428 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %transposed_89 : tensor<16x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%422 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %429 = tensor.empty() : tensor<8x16x3x3xf32>
    %transposed_91 = linalg.transpose ins(%428 : tensor<16x8x3x3xf32>) outs(%429 : tensor<8x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_92 = tensor.extract_slice %426[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x8x8x8xf32>
    %extracted_slice_93 = tensor.extract_slice %426[0, 8, 0, 0] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x8x8x8xf32>
    %430 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_92, %arg20 : tensor<2x8x8x8xf32>, tensor<16x8x2x2xf32>) outs(%128 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %transposed_94 = linalg.transpose ins(%extracted_slice_92 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %431 = tensor.empty() : tensor<16x2x4x4xf32>
    %transposed_95 = linalg.transpose ins(%186 : tensor<2x16x4x4xf32>) outs(%431 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %432 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_94, %transposed_95 : tensor<8x2x8x8xf32>, tensor<16x2x4x4xf32>) outs(%188 : tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %433 = tensor.empty() : tensor<16x8x2x2xf32>
    %transposed_96 = linalg.transpose ins(%432 : tensor<8x16x2x2xf32>) outs(%433 : tensor<16x8x2x2xf32>) permutation = [1, 0, 2, 3] 
    %434 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_92 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %435 = tensor.empty() : tensor<2x16x4x4xi1>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<2x16x4x4xf32>) outs(%435 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x16x4x4xi1>
    %437 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %cst_1, %430 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %438 = tensor.empty() : tensor<16xf32>
    %439 = linalg.fill ins(%cst : f32) outs(%438 : tensor<16xf32>) -> tensor<16xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%437 : tensor<2x16x4x4xf32>) outs(%439 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %182 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%441 : tensor<2x16x4x4xf32>) outs(%439 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %443 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%440 : tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_10 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %expanded_97 = tensor.expand_shape %443 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%442 : tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_10 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %445 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_29, %collapsed_29 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %446 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%444, %445 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %expanded_98 = tensor.expand_shape %446 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_29, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %expanded_99 = tensor.expand_shape %447 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_98 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %448 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %expanded_97 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %expanded_99 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %452 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%442, %collapsed_29 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %453 = tensor.empty() : tensor<16x16x3x3xf32>
    %454 = linalg.fill ins(%cst : f32) outs(%453 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %455 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%454 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg17[%597, %596, %600, %601] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %456 = tensor.empty() : tensor<2x16x6x6xf32>
    %457 = linalg.fill ins(%cst : f32) outs(%456 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32>
    %inserted_slice_100 = tensor.insert_slice %451 into %457[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %458 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_100, %455 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%128 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %transposed_101 = linalg.transpose ins(%160 : tensor<2x16x4x4xf32>) outs(%431 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_102 = linalg.transpose ins(%451 : tensor<2x16x4x4xf32>) outs(%431 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_103 = tensor.pad %transposed_101 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %459 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_103, %transposed_102 : tensor<16x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%454 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_104 = linalg.transpose ins(%459 : tensor<16x16x3x3xf32>) outs(%453 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<2x16x4x4xf32>) outs(%435 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x16x4x4xi1>
    %461 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %cst_1, %458 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%461 : tensor<2x16x4x4xf32>) outs(%439 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %156 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%463 : tensor<2x16x4x4xf32>) outs(%439 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%462 : tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_10 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %expanded_105 = tensor.expand_shape %465 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%464 : tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_10 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %467 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_25, %collapsed_25 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %468 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%466, %467 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %expanded_106 = tensor.expand_shape %468 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_25, %arg15 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %expanded_107 = tensor.expand_shape %469 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_106 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %470 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_105 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %expanded_107 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x16x4x4xf32>
    %474 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%464, %collapsed_25 : tensor<16xf32>, tensor<16xf32>) outs(%438 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<16xf32>
    %475 = linalg.fill ins(%cst : f32) outs(%429 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %476 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%475 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg14[%597, %596, %600, %601] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %inserted_slice_108 = tensor.insert_slice %473 into %457[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %477 = linalg.fill ins(%cst : f32) outs(%124 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %478 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_108, %476 : tensor<2x16x6x6xf32>, tensor<8x16x3x3xf32>) outs(%477 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %479 = tensor.empty() : tensor<8x2x4x4xf32>
    %transposed_109 = linalg.transpose ins(%126 : tensor<2x8x4x4xf32>) outs(%479 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_110 = linalg.transpose ins(%473 : tensor<2x16x4x4xf32>) outs(%431 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_111 = tensor.pad %transposed_109 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x4x4xf32> to tensor<8x2x6x6xf32>
    %480 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %transposed_110 : tensor<8x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%475 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %transposed_112 = linalg.transpose ins(%480 : tensor<8x16x3x3xf32>) outs(%421 : tensor<16x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_113 = tensor.extract_slice %123[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 2, 1] : tensor<2x8x8x8xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_114 = tensor.extract_slice %extracted_slice_113[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %extracted_slice_115 = tensor.extract_slice %extracted_slice_113[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_114, %extracted_slice_115 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%124 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.maximumf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x4x4xf32>
    %extracted_slice_116 = tensor.extract_slice %123[0, 0, 1, 0] [2, 8, 4, 8] [1, 1, 2, 1] : tensor<2x8x8x8xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_117 = tensor.extract_slice %extracted_slice_116[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %extracted_slice_117 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%124 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.maximumf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x4x4xf32>
    %extracted_slice_118 = tensor.extract_slice %extracted_slice_116[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %extracted_slice_118 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%124 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.maximumf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x4x4xf32>
    %484 = tensor.empty() : tensor<2x8x4x4xi1>
    %485 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_114, %483 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %486 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_115, %483 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %487 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485 : tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %596 = arith.xori %in, %true : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %488 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %487 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.andi %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %489 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %486 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.ori %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_117, %483 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %596 = arith.xori %in, %true : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %491 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.andi %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %490 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.ori %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %483 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %596 = arith.xori %in, %true : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %495 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%484 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.andi %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x8x4x4xi1>
    %expanded_119 = tensor.expand_shape %485 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xi1> into tensor<2x8x4x4x1xi1>
    %expanded_120 = tensor.expand_shape %488 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xi1> into tensor<2x8x4x4x1xi1>
    %concat_121 = tensor.concat dim(4) %expanded_119, %expanded_120 : (tensor<2x8x4x4x1xi1>, tensor<2x8x4x4x1xi1>) -> tensor<2x8x4x4x2xi1>
    %expanded_122 = tensor.expand_shape %492 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xi1> into tensor<2x8x4x4x1xi1>
    %expanded_123 = tensor.expand_shape %496 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xi1> into tensor<2x8x4x4x1xi1>
    %concat_124 = tensor.concat dim(4) %expanded_122, %expanded_123 : (tensor<2x8x4x4x1xi1>, tensor<2x8x4x4x1xi1>) -> tensor<2x8x4x4x2xi1>
    %concat_125 = tensor.concat dim(3) %concat_121, %concat_124 : (tensor<2x8x4x4x2xi1>, tensor<2x8x4x4x2xi1>) -> tensor<2x8x4x8x2xi1>
    %expanded_126 = tensor.expand_shape %concat_125 [[0], [1], [2], [3, 4], [5]] output_shape [2, 8, 4, 2, 4, 2] : tensor<2x8x4x8x2xi1> into tensor<2x8x4x2x4x2xi1>
    %expanded_127 = tensor.expand_shape %478 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x1x4x1xf32>
    %497 = tensor.empty() : tensor<2x8x4x2x4x2xf32>
    %498 = linalg.generic {indexing_maps = [#map12, #map13, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_126, %expanded_127, %cst_1 : tensor<2x8x4x2x4x2xi1>, tensor<2x8x4x1x4x1xf32>, tensor<f32>) outs(%497 : tensor<2x8x4x2x4x2xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x4x2x4x2xf32>
    %collapsed_128 = tensor.collapse_shape %498 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf32> into tensor<2x8x8x8xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_93, %collapsed_128 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x8x8xf32>) outs(%380 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x8x8xi1>
    %501 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %cst_1, %499 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%501 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %119 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%503 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %505 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%502 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_129 = tensor.expand_shape %505 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%504 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %507 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_21, %collapsed_21 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %508 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%506, %507 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_130 = tensor.expand_shape %508 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_21, %arg12 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_131 = tensor.expand_shape %509 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_130 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %510 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %expanded_129 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %expanded_131 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %514 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%504, %collapsed_21 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %515 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%399 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg11[%597, %596, %600, %601] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_132 = tensor.insert_slice %513 into %402[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %516 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_132, %515 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%65 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_133 = linalg.transpose ins(%97 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_134 = linalg.transpose ins(%513 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_135 = tensor.pad %transposed_133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %517 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_135, %transposed_134 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%399 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_136 = linalg.transpose ins(%517 : tensor<8x8x3x3xf32>) outs(%398 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x8x8xf32>) outs(%380 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x8x8x8xi1>
    %519 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %cst_1, %516 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%519 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %93 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%521 : tensor<2x8x8x8xf32>) outs(%384 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %523 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%520 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_137 = tensor.expand_shape %523 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %524 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%522 : tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_9 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %525 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_17, %collapsed_17 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %526 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%524, %525 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_138 = tensor.expand_shape %526 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %527 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_17, %arg9 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %expanded_139 = tensor.expand_shape %527 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_138 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %528 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %expanded_137 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %expanded_139 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%64 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x8x8x8xf32>
    %532 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%522, %collapsed_17 : tensor<8xf32>, tensor<8xf32>) outs(%383 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<8xf32>
    %533 = linalg.fill ins(%cst : f32) outs(%370 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %534 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%533 : tensor<4x8x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg8[%597, %596, %600, %601] : tensor<8x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x3x3xf32>
    %inserted_slice_140 = tensor.insert_slice %531 into %402[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %535 = linalg.fill ins(%cst : f32) outs(%60 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %536 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_140, %534 : tensor<2x8x10x10xf32>, tensor<4x8x3x3xf32>) outs(%535 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %537 = tensor.empty() : tensor<4x2x8x8xf32>
    %transposed_141 = linalg.transpose ins(%63 : tensor<2x4x8x8xf32>) outs(%537 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_142 = linalg.transpose ins(%531 : tensor<2x8x8x8xf32>) outs(%404 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_143 = tensor.pad %transposed_141 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<4x2x8x8xf32> to tensor<4x2x10x10xf32>
    %538 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_143, %transposed_142 : tensor<4x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%533 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %transposed_144 = linalg.transpose ins(%538 : tensor<4x8x3x3xf32>) outs(%362 : tensor<8x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_145 = tensor.extract_slice %59[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 2, 1] : tensor<2x4x16x16xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_146 = tensor.extract_slice %extracted_slice_145[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_147 = tensor.extract_slice %extracted_slice_145[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_146, %extracted_slice_147 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.maximumf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_148 = tensor.extract_slice %59[0, 0, 1, 0] [2, 4, 8, 16] [1, 1, 2, 1] : tensor<2x4x16x16xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_149 = tensor.extract_slice %extracted_slice_148[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %extracted_slice_149 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.maximumf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_150 = tensor.extract_slice %extracted_slice_148[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %extracted_slice_150 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.maximumf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x8x8xf32>
    %542 = tensor.empty() : tensor<2x4x8x8xi1>
    %543 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_146, %541 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_147, %541 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %545 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %596 = arith.xori %in, %true : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %545 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.andi %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %544 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.ori %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_149, %541 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %596 = arith.xori %in, %true : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %550 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %549 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.andi %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %548 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.ori %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %552 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_150, %541 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_176: f32, %out: i1):
      %596 = arith.cmpf oeq, %in, %in_176 : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551 : tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %596 = arith.xori %in, %true : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %553 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%542 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_176: i1, %out: i1):
      %596 = arith.andi %in, %in_176 : i1
      linalg.yield %596 : i1
    } -> tensor<2x4x8x8xi1>
    %expanded_151 = tensor.expand_shape %543 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 8, 1] : tensor<2x4x8x8xi1> into tensor<2x4x8x8x1xi1>
    %expanded_152 = tensor.expand_shape %546 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 8, 1] : tensor<2x4x8x8xi1> into tensor<2x4x8x8x1xi1>
    %concat_153 = tensor.concat dim(4) %expanded_151, %expanded_152 : (tensor<2x4x8x8x1xi1>, tensor<2x4x8x8x1xi1>) -> tensor<2x4x8x8x2xi1>
    %expanded_154 = tensor.expand_shape %550 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 8, 1] : tensor<2x4x8x8xi1> into tensor<2x4x8x8x1xi1>
    %expanded_155 = tensor.expand_shape %554 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 8, 1] : tensor<2x4x8x8xi1> into tensor<2x4x8x8x1xi1>
    %concat_156 = tensor.concat dim(4) %expanded_154, %expanded_155 : (tensor<2x4x8x8x1xi1>, tensor<2x4x8x8x1xi1>) -> tensor<2x4x8x8x2xi1>
    %concat_157 = tensor.concat dim(3) %concat_153, %concat_156 : (tensor<2x4x8x8x2xi1>, tensor<2x4x8x8x2xi1>) -> tensor<2x4x8x16x2xi1>
    %expanded_158 = tensor.expand_shape %concat_157 [[0], [1], [2], [3, 4], [5]] output_shape [2, 4, 8, 2, 8, 2] : tensor<2x4x8x16x2xi1> into tensor<2x4x8x2x8x2xi1>
    %expanded_159 = tensor.expand_shape %536 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x1x8x1xf32>
    %555 = tensor.empty() : tensor<2x4x8x2x8x2xf32>
    %556 = linalg.generic {indexing_maps = [#map12, #map13, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158, %expanded_159, %cst_1 : tensor<2x4x8x2x8x2xi1>, tensor<2x4x8x1x8x1xf32>, tensor<f32>) outs(%555 : tensor<2x4x8x2x8x2xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x8x2x8x2xf32>
    %collapsed_160 = tensor.collapse_shape %556 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf32> into tensor<2x4x16x16xf32>
    %557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_70, %collapsed_160 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.addf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x16x16xf32>) outs(%322 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x16x16xi1>
    %559 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %cst_1, %557 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%559 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %55 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%561 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %563 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%560 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_161 = tensor.expand_shape %563 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %564 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%562 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %565 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_13, %collapsed_13 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %566 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%564, %565 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_162 = tensor.expand_shape %566 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %567 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_13, %arg6 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_163 = tensor.expand_shape %567 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_162 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %569 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %568 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %expanded_161 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570, %expanded_163 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %572 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%562, %collapsed_13 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %573 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%341 : tensor<4x4x3x3xf32>) {
    ^bb0(%out: f32):
      %596 = linalg.index 0 : index
      %597 = linalg.index 1 : index
      %598 = linalg.index 2 : index
      %599 = linalg.index 3 : index
      %600 = arith.subi %c2, %598 : index
      %601 = arith.subi %c2, %599 : index
      %extracted = tensor.extract %arg5[%597, %596, %600, %601] : tensor<4x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x3x3xf32>
    %inserted_slice_164 = tensor.insert_slice %571 into %344[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32>
    %574 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_164, %573 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %transposed_165 = linalg.transpose ins(%33 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_166 = linalg.transpose ins(%571 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_167 = tensor.pad %transposed_165 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %575 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_167, %transposed_166 : tensor<4x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%341 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %transposed_168 = linalg.transpose ins(%575 : tensor<4x4x3x3xf32>) outs(%340 : tensor<4x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %576 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x16x16xf32>) outs(%322 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %596 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %596 : i1
    } -> tensor<2x4x16x16xi1>
    %577 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %cst_1, %574 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_176: f32, %in_177: f32, %out: f32):
      %596 = arith.select %in, %in_176, %in_177 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%577 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %29 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%579 : tensor<2x4x16x16xf32>) outs(%326 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.addf %in, %out : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %581 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%578 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_169 = tensor.expand_shape %581 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %582 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%580 : tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %596 = arith.mulf %in, %cst_8 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %583 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed, %collapsed : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %584 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%582, %583 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_170 = tensor.expand_shape %584 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %585 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed, %arg3 : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %expanded_171 = tensor.expand_shape %585 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_170 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %587 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %586 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %expanded_169 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.subf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %589 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %expanded_171 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<2x4x16x16xf32>
    %590 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%580, %collapsed : tensor<4xf32>, tensor<4xf32>) outs(%325 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_176: f32, %out: f32):
      %596 = arith.mulf %in, %in_176 : f32
      linalg.yield %596 : f32
    } -> tensor<4xf32>
    %591 = tensor.empty() : tensor<3x2x16x16xf32>
    %transposed_172 = linalg.transpose ins(%arg0 : tensor<2x3x16x16xf32>) outs(%591 : tensor<3x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_173 = linalg.transpose ins(%589 : tensor<2x4x16x16xf32>) outs(%317 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_174 = tensor.pad %transposed_172 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<3x2x16x16xf32> to tensor<3x2x18x18xf32>
    %592 = tensor.empty() : tensor<3x4x3x3xf32>
    %593 = linalg.fill ins(%cst : f32) outs(%592 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %594 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_174, %transposed_173 : tensor<3x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%593 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %595 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_175 = linalg.transpose ins(%594 : tensor<3x4x3x3xf32>) outs(%595 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    return %310, %transposed_175, %590, %578, %transposed_168, %572, %560, %transposed_144, %532, %520, %transposed_136, %514, %502, %transposed_112, %474, %462, %transposed_104, %452, %440, %transposed_96, %434, %378, %379, %transposed_91, %420, %408, %transposed_83, %397, %385, %transposed_69, %361, %349, %transposed_61, %339, %327, %transposed_53, %321 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x1x1xf32>, tensor<2xf32>
  }
}
