#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<2x3x16x16xf32>, %arg1: tensor<2x2x16x16xf32>, %arg2: tensor<4x3x3x3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4x4x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<8x4x3x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8x8x3x3xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<16x8x3x3xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x16x3x3xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x8x2x2xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8x4x2x2xf32>, %arg23: tensor<4xf32>, %arg24: tensor<8x16x3x3xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8x8x3x3xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>, %arg30: tensor<4x8x3x3xf32>, %arg31: tensor<4xf32>, %arg32: tensor<4xf32>, %arg33: tensor<4x4x3x3xf32>, %arg34: tensor<4xf32>, %arg35: tensor<4xf32>, %arg36: tensor<2x4x1x1xf32>, %arg37: tensor<2xf32>) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x1x1xf32>, tensor<2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 5.120000e+02 : f32
    %cst_6 = arith.constant 5.120000e+02 : f64
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 1.280000e+02 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 3.200000e+01 : f64
    %c1 = arith.constant 1 : index
    %cst_11 = arith.constant 1.024000e+03 : f32
    %cst_12 = arith.constant 0.001953125 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_13 = arith.constant 7.812500e-03 : f32
    %cst_14 = arith.constant 3.125000e-02 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x3x16x16xf32> to tensor<2x3x18x18xf32>
    %0 = tensor.empty() : tensor<2x4x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x18x18xf32>, tensor<4x3x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3 = tensor.empty() : tensor<4xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_5 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %7 = tensor.empty() : tensor<2x4x16x16xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x16x16xf32>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %9 = tensor.empty() : tensor<1x4x1x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%8 : tensor<2x4x16x16xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %15 = tensor.empty() : tensor<4xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<4xf64>) -> tensor<4xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%14 : tensor<2x4x16x16xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<4xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_15 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_15 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_16 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_16 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_17 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_17 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x16x16xf32>
    %padded_18 = tensor.pad %26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x16xf32> to tensor<2x4x18x18xf32>
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_18, %arg5 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%27 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%28 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_5 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<2x4x16x16xf32>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%30 : tensor<2x4x16x16xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %32 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%34 : tensor<2x4x16x16xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%35 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%37 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<4xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%38 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_19 = tensor.expand_shape %29 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_20 = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_19 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_20 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_21 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_21 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_22 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_22 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x16x16xf32>
    %45 = tensor.empty() : tensor<2x4x8x8xf32>
    %46 = linalg.fill ins(%cst_1 : f32) outs(%45 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = tensor.empty() : tensor<2x2xf32>
    %48 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%44, %47 : tensor<2x4x16x16xf32>, tensor<2x2xf32>) outs(%46 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %padded_23 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x8xf32> to tensor<2x4x10x10xf32>
    %49 = tensor.empty() : tensor<2x8x8x8xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_23, %arg8 : tensor<2x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %52 = tensor.empty() : tensor<8xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<8xf32>) -> tensor<8xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%51 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%54 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_7 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %56 = tensor.empty() : tensor<2x8x8x8xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x8x8x8xf32>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %58 = tensor.empty() : tensor<1x8x1x1xf64>
    %59 = linalg.fill ins(%cst_0 : f64) outs(%58 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%57 : tensor<2x8x8x8xf64>) outs(%59 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x8x1x1xf64>) outs(%58 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %61 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %62 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %64 = tensor.empty() : tensor<8xf64>
    %65 = linalg.fill ins(%cst_0 : f64) outs(%64 : tensor<8xf64>) -> tensor<8xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%63 : tensor<2x8x8x8xf64>) outs(%65 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%66 : tensor<8xf64>) outs(%64 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%67 : tensor<8xf64>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%68 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<8xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%69 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_24 = tensor.expand_shape %55 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_25 = tensor.expand_shape %70 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_24 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_25 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_26 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_26 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_27 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_27 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_28 = tensor.pad %75 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_28, %arg11 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%76 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%77 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_7 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x8x8xf32>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%79 : tensor<2x8x8x8xf64>) outs(%59 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x1x1xf64>) outs(%58 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%83 : tensor<2x8x8x8xf64>) outs(%65 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%84 : tensor<8xf64>) outs(%64 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%85 : tensor<8xf64>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%86 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<8xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%87 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_29 = tensor.expand_shape %78 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_30 = tensor.expand_shape %88 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_29 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_30 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_31 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_31 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_32 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_32 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x8x8xf32>
    %94 = tensor.empty() : tensor<2x8x4x4xf32>
    %95 = linalg.fill ins(%cst_1 : f32) outs(%94 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %96 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%93, %47 : tensor<2x8x8x8xf32>, tensor<2x2xf32>) outs(%95 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %padded_33 = tensor.pad %96 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x4xf32> to tensor<2x8x6x6xf32>
    %97 = tensor.empty() : tensor<2x16x4x4xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %99 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_33, %arg14 : tensor<2x8x6x6xf32>, tensor<16x8x3x3xf32>) outs(%98 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %100 = tensor.empty() : tensor<16xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<16xf32>) -> tensor<16xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%99 : tensor<2x16x4x4xf32>) outs(%101 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%102 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_9 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %104 = tensor.empty() : tensor<2x16x4x4xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<2x16x4x4xf32>) outs(%104 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x16x4x4xf64>
    %106 = tensor.empty() : tensor<1x16x1x1xf64>
    %107 = linalg.fill ins(%cst_0 : f64) outs(%106 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<2x16x4x4xf64>) outs(%107 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x16x1x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x1x1xf64>) outs(%106 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_10 : f64
      linalg.yield %529 : f64
    } -> tensor<1x16x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %109 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%104 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x16x4x4xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%104 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x16x4x4xf64>
    %112 = tensor.empty() : tensor<16xf64>
    %113 = linalg.fill ins(%cst_0 : f64) outs(%112 : tensor<16xf64>) -> tensor<16xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%111 : tensor<2x16x4x4xf64>) outs(%113 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<16xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%114 : tensor<16xf64>) outs(%112 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_10 : f64
      linalg.yield %529 : f64
    } -> tensor<16xf64>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<16xf64>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%116 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<16xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%117 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_34 = tensor.expand_shape %103 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_35 = tensor.expand_shape %118 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_34 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_35 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_36 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_36 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_37 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_37 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x16x4x4xf32>
    %padded_38 = tensor.pad %123 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_38, %arg17 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%98 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%124 : tensor<2x16x4x4xf32>) outs(%101 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%125 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_9 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x4x4xf32>) outs(%104 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x16x4x4xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%127 : tensor<2x16x4x4xf64>) outs(%107 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x16x1x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x16x1x1xf64>) outs(%106 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_10 : f64
      linalg.yield %529 : f64
    } -> tensor<1x16x1x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%104 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x16x4x4xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%104 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x16x4x4xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%131 : tensor<2x16x4x4xf64>) outs(%113 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<16xf64>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%132 : tensor<16xf64>) outs(%112 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_10 : f64
      linalg.yield %529 : f64
    } -> tensor<16xf64>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%133 : tensor<16xf64>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%134 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<16xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%135 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_39 = tensor.expand_shape %126 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_40 = tensor.expand_shape %136 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_39 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_40 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_41 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_41 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_42 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_42 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x16x4x4xf32>
    %142 = tensor.empty() : tensor<8x16x2x2xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %144 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<8x16x2x2xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c1, %531 : index
      %534 = arith.subi %c1, %532 : index
      %extracted = tensor.extract %arg20[%530, %529, %533, %534] : tensor<16x8x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x2x2xf32>
    %145 = tensor.empty() : tensor<2x16x9x9xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<2x16x9x9xf32>) -> tensor<2x16x9x9xf32>
    %inserted_slice = tensor.insert_slice %141 into %146[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf32> into tensor<2x16x9x9xf32>
    %broadcasted = linalg.broadcast ins(%arg21 : tensor<8xf32>) outs(%49 : tensor<2x8x8x8xf32>) dimensions = [0, 2, 3] 
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %144 : tensor<2x16x9x9xf32>, tensor<8x16x2x2xf32>) outs(%broadcasted : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %concat = tensor.concat dim(1) %147, %93 : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x16x8x8xf32>
    %padded_43 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x16x8x8xf32> to tensor<2x16x10x10xf32>
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_43, %arg24 : tensor<2x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%148 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%149 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_7 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x8x8xf32>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%151 : tensor<2x8x8x8xf64>) outs(%59 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x8x1x1xf64>) outs(%58 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%155 : tensor<2x8x8x8xf64>) outs(%65 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%156 : tensor<8xf64>) outs(%64 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%157 : tensor<8xf64>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%158 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<8xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%159 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_44 = tensor.expand_shape %150 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_45 = tensor.expand_shape %160 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_44 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_45 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_46 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_46 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_47 = tensor.expand_shape %arg26 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_47 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_48 = tensor.pad %165 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_48, %arg27 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%166 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%167 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_7 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x8x8xf32>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%169 : tensor<2x8x8x8xf64>) outs(%59 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x8x1x1xf64>) outs(%58 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<1x8x1x1xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %171 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %172 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%56 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x8x8x8xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%173 : tensor<2x8x8x8xf64>) outs(%65 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%174 : tensor<8xf64>) outs(%64 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_8 : f64
      linalg.yield %529 : f64
    } -> tensor<8xf64>
    %176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%175 : tensor<8xf64>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%176 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<8xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%177 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_49 = tensor.expand_shape %168 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_50 = tensor.expand_shape %178 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_49 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_50 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_51 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_51 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_52 = tensor.expand_shape %arg29 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_52 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x8x8xf32>
    %184 = tensor.empty() : tensor<4x8x2x2xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<4x8x2x2xf32>) -> tensor<4x8x2x2xf32>
    %186 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%185 : tensor<4x8x2x2xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c1, %531 : index
      %534 = arith.subi %c1, %532 : index
      %extracted = tensor.extract %arg22[%530, %529, %533, %534] : tensor<8x4x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x2x2xf32>
    %187 = tensor.empty() : tensor<2x8x17x17xf32>
    %188 = linalg.fill ins(%cst : f32) outs(%187 : tensor<2x8x17x17xf32>) -> tensor<2x8x17x17xf32>
    %inserted_slice_53 = tensor.insert_slice %183 into %188[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 2, 2] : tensor<2x8x8x8xf32> into tensor<2x8x17x17xf32>
    %broadcasted_54 = linalg.broadcast ins(%arg23 : tensor<4xf32>) outs(%0 : tensor<2x4x16x16xf32>) dimensions = [0, 2, 3] 
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_53, %186 : tensor<2x8x17x17xf32>, tensor<4x8x2x2xf32>) outs(%broadcasted_54 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %concat_55 = tensor.concat dim(1) %189, %44 : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x8x16x16xf32>
    %padded_56 = tensor.pad %concat_55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x16x16xf32> to tensor<2x8x18x18xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %arg30 : tensor<2x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%190 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%191 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_5 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<2x4x16x16xf32>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%193 : tensor<2x4x16x16xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %196 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %198 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%197 : tensor<2x4x16x16xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %200 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%199 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%200 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<4xf32>
    %202 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%201 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_57 = tensor.expand_shape %192 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_58 = tensor.expand_shape %202 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_57 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_58 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_59 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_59 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_60 = tensor.expand_shape %arg32 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_60 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x16x16xf32>
    %padded_61 = tensor.pad %207 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x16xf32> to tensor<2x4x18x18xf32>
    %208 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_61, %arg33 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%208 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%209 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_5 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<2x4x16x16xf32>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %529 = arith.extf %in : f32 to f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%211 : tensor<2x4x16x16xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<1x4x1x1xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %213 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.subf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %214 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%7 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_220: f64, %out: f64):
      %529 = arith.mulf %in, %in_220 : f64
      linalg.yield %529 : f64
    } -> tensor<2x4x16x16xf64>
    %216 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%215 : tensor<2x4x16x16xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.addf %in, %out : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %217 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%216 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %529 = arith.divf %in, %cst_6 : f64
      linalg.yield %529 : f64
    } -> tensor<4xf64>
    %218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%217 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %529 = arith.truncf %in : f64 to f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%218 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.truncf %cst_4 : f64 to f32
      %530 = arith.addf %in, %529 : f32
      linalg.yield %530 : f32
    } -> tensor<4xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%219 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.rsqrt %in : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_62 = tensor.expand_shape %210 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_63 = tensor.expand_shape %220 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_62 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_63 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_64 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_64 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_65 = tensor.expand_shape %arg35 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %expanded_65 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.cmpf ugt, %in, %cst : f32
      %530 = arith.select %529, %in, %cst : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x16x16xf32>
    %226 = tensor.empty() : tensor<2x2x16x16xf32>
    %broadcasted_66 = linalg.broadcast ins(%arg37 : tensor<2xf32>) outs(%226 : tensor<2x2x16x16xf32>) dimensions = [0, 2, 3] 
    %227 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%225, %arg36 : tensor<2x4x16x16xf32>, tensor<2x4x1x1xf32>) outs(%broadcasted_66 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %arg1 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%226 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x2x16x16xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<2x2x16x16xf32>) outs(%226 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %529 : f32
    } -> tensor<2x2x16x16xf32>
    %230 = tensor.empty() : tensor<f32>
    %231 = linalg.fill ins(%cst : f32) outs(%230 : tensor<f32>) -> tensor<f32>
    %232 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%229 : tensor<2x2x16x16xf32>) outs(%231 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<f32>
    %233 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%232 : tensor<f32>) outs(%230 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.divf %in, %cst_11 : f32
      linalg.yield %529 : f32
    } -> tensor<f32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<2x2x16x16xf32>) outs(%226 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<2x2x16x16xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %cst_3 : tensor<2x2x16x16xf32>, tensor<f32>) outs(%226 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x2x16x16xf32>
    %236 = tensor.empty() : tensor<4x2x1x1xf32>
    %237 = linalg.fill ins(%cst : f32) outs(%236 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%237 : tensor<4x2x1x1xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %extracted = tensor.extract %arg36[%530, %529, %c0, %c0] : tensor<2x4x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x2x1x1xf32>
    %239 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%235, %238 : tensor<2x2x16x16xf32>, tensor<4x2x1x1xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %240 = tensor.empty() : tensor<4x2x16x16xf32>
    %transposed = linalg.transpose ins(%225 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_67 = linalg.transpose ins(%235 : tensor<2x2x16x16xf32>) outs(%226 : tensor<2x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %241 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed, %transposed_67 : tensor<4x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%237 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %242 = tensor.empty() : tensor<2x4x1x1xf32>
    %transposed_68 = linalg.transpose ins(%241 : tensor<4x2x1x1xf32>) outs(%242 : tensor<2x4x1x1xf32>) permutation = [1, 0, 2, 3] 
    %243 = tensor.empty() : tensor<2xf32>
    %244 = linalg.fill ins(%cst : f32) outs(%243 : tensor<2xf32>) -> tensor<2xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%235 : tensor<2x2x16x16xf32>) outs(%244 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<2xf32>
    %246 = tensor.empty() : tensor<2x4x16x16xi1>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<2x4x16x16xf32>) outs(%246 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x16x16xi1>
    %248 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %cst_2, %239 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%248 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %221 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%250 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%249 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_69 = tensor.expand_shape %252 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%251 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%220, %220 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%253, %254 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_70 = tensor.expand_shape %255 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%220, %arg34 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_71 = tensor.expand_shape %256 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_70 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %257 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_69 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_71 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %261 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%251, %220 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %262 = tensor.empty() : tensor<4x4x3x3xf32>
    %263 = linalg.fill ins(%cst : f32) outs(%262 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %264 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%263 : tensor<4x4x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg33[%530, %529, %533, %534] : tensor<4x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x3x3xf32>
    %265 = tensor.empty() : tensor<2x4x18x18xf32>
    %266 = linalg.fill ins(%cst : f32) outs(%265 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32>
    %inserted_slice_72 = tensor.insert_slice %260 into %266[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32>
    %267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_72, %264 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %transposed_73 = linalg.transpose ins(%207 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_74 = linalg.transpose ins(%260 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_75 = tensor.pad %transposed_73 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_75, %transposed_74 : tensor<4x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%263 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %transposed_76 = linalg.transpose ins(%268 : tensor<4x4x3x3xf32>) outs(%262 : tensor<4x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<2x4x16x16xf32>) outs(%246 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x16x16xi1>
    %270 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %cst_2, %267 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%270 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %203 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%272 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_77 = tensor.expand_shape %274 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%273 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%202, %202 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %276 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_78 = tensor.expand_shape %277 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%202, %arg31 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_79 = tensor.expand_shape %278 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_78 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %279 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_77 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_79 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%273, %202 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %284 = tensor.empty() : tensor<8x4x3x3xf32>
    %285 = linalg.fill ins(%cst : f32) outs(%284 : tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %286 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%285 : tensor<8x4x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg30[%530, %529, %533, %534] : tensor<4x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x4x3x3xf32>
    %inserted_slice_80 = tensor.insert_slice %282 into %266[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32>
    %287 = tensor.empty() : tensor<2x8x16x16xf32>
    %288 = linalg.fill ins(%cst : f32) outs(%287 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_80, %286 : tensor<2x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%288 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %290 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_81 = linalg.transpose ins(%concat_55 : tensor<2x8x16x16xf32>) outs(%290 : tensor<8x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_82 = linalg.transpose ins(%282 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_83 = tensor.pad %transposed_81 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x16x16xf32> to tensor<8x2x18x18xf32>
    %291 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %transposed_82 : tensor<8x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%285 : tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %292 = tensor.empty() : tensor<4x8x3x3xf32>
    %transposed_84 = linalg.transpose ins(%291 : tensor<8x4x3x3xf32>) outs(%292 : tensor<4x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice = tensor.extract_slice %289[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x4x16x16xf32>
    %extracted_slice_85 = tensor.extract_slice %289[0, 4, 0, 0] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x4x16x16xf32>
    %293 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice, %arg22 : tensor<2x4x16x16xf32>, tensor<8x4x2x2xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_86 = linalg.transpose ins(%extracted_slice : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %294 = tensor.empty() : tensor<4x16x2x2xf32>
    %expanded_87 = tensor.expand_shape %transposed_86 [[0], [1, 2], [3], [4]] output_shape [4, 2, 1, 16, 16] : tensor<4x2x16x16xf32> into tensor<4x2x1x16x16xf32>
    %expanded_88 = tensor.expand_shape %183 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 8, 8] : tensor<2x8x8x8xf32> into tensor<2x8x1x8x8xf32>
    %expanded_89 = tensor.expand_shape %294 [[0], [1, 2], [3], [4]] output_shape [4, 2, 8, 2, 2] : tensor<4x16x2x2xf32> into tensor<4x2x8x2x2xf32>
    %295 = linalg.fill ins(%cst : f32) outs(%expanded_89 : tensor<4x2x8x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %296 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_87, %expanded_88 : tensor<4x2x1x16x16xf32>, tensor<2x8x1x8x8xf32>) outs(%295 : tensor<4x2x8x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %297 = tensor.empty() : tensor<2x8x4x2x2xf32>
    %transposed_90 = linalg.transpose ins(%296 : tensor<4x2x8x2x2xf32>) outs(%297 : tensor<2x8x4x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %298 = tensor.empty() : tensor<8x4x2x2xf32>
    %299 = linalg.fill ins(%cst : f32) outs(%298 : tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_90 : tensor<2x8x4x2x2xf32>) outs(%299 : tensor<8x4x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8x4x2x2xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %302 = tensor.empty() : tensor<2x8x8x8xi1>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x8x8xf32>) outs(%302 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x8x8xi1>
    %304 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %cst_2, %293 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%304 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %179 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%306 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%305 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_91 = tensor.expand_shape %308 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%307 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%178, %178 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%309, %310 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_92 = tensor.expand_shape %311 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%178, %arg28 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_93 = tensor.expand_shape %312 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_92 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %313 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_91 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_93 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%307, %178 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %318 = tensor.empty() : tensor<8x8x3x3xf32>
    %319 = linalg.fill ins(%cst : f32) outs(%318 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %320 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%319 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg27[%530, %529, %533, %534] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %321 = tensor.empty() : tensor<2x8x10x10xf32>
    %322 = linalg.fill ins(%cst : f32) outs(%321 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %inserted_slice_94 = tensor.insert_slice %316 into %322[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %323 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_94, %320 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %324 = tensor.empty() : tensor<8x2x8x8xf32>
    %transposed_95 = linalg.transpose ins(%165 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_96 = linalg.transpose ins(%316 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_97 = tensor.pad %transposed_95 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %325 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_97, %transposed_96 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%319 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_98 = linalg.transpose ins(%325 : tensor<8x8x3x3xf32>) outs(%318 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x8x8xf32>) outs(%302 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x8x8xi1>
    %327 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %cst_2, %323 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%327 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %161 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%329 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%328 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_99 = tensor.expand_shape %331 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%330 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%160, %160 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%332, %333 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_100 = tensor.expand_shape %334 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%160, %arg25 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_101 = tensor.expand_shape %335 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_100 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %336 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_99 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %expanded_101 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%330, %160 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %341 = tensor.empty() : tensor<16x8x3x3xf32>
    %342 = linalg.fill ins(%cst : f32) outs(%341 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %343 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%342 : tensor<16x8x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg24[%530, %529, %533, %534] : tensor<8x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x8x3x3xf32>
    %inserted_slice_102 = tensor.insert_slice %339 into %322[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %344 = tensor.empty() : tensor<2x16x8x8xf32>
    %345 = linalg.fill ins(%cst : f32) outs(%344 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_102, %343 : tensor<2x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%345 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %347 = tensor.empty() : tensor<16x2x8x8xf32>
    %transposed_103 = linalg.transpose ins(%concat : tensor<2x16x8x8xf32>) outs(%347 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_104 = linalg.transpose ins(%339 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_105 = tensor.pad %transposed_103 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<16x2x8x8xf32> to tensor<16x2x10x10xf32>
    %348 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_105, %transposed_104 : tensor<16x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%342 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %349 = tensor.empty() : tensor<8x16x3x3xf32>
    %transposed_106 = linalg.transpose ins(%348 : tensor<16x8x3x3xf32>) outs(%349 : tensor<8x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_107 = tensor.extract_slice %346[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x8x8x8xf32>
    %extracted_slice_108 = tensor.extract_slice %346[0, 8, 0, 0] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x8x8x8xf32>
    %350 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_107, %arg20 : tensor<2x8x8x8xf32>, tensor<16x8x2x2xf32>) outs(%98 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %transposed_109 = linalg.transpose ins(%extracted_slice_107 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %351 = tensor.empty() : tensor<8x32x2x2xf32>
    %expanded_110 = tensor.expand_shape %transposed_109 [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 8, 8] : tensor<8x2x8x8xf32> into tensor<8x2x1x8x8xf32>
    %expanded_111 = tensor.expand_shape %141 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 4, 4] : tensor<2x16x4x4xf32> into tensor<2x16x1x4x4xf32>
    %expanded_112 = tensor.expand_shape %351 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 2, 2] : tensor<8x32x2x2xf32> into tensor<8x2x16x2x2xf32>
    %352 = linalg.fill ins(%cst : f32) outs(%expanded_112 : tensor<8x2x16x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %353 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_110, %expanded_111 : tensor<8x2x1x8x8xf32>, tensor<2x16x1x4x4xf32>) outs(%352 : tensor<8x2x16x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %354 = tensor.empty() : tensor<2x16x8x2x2xf32>
    %transposed_113 = linalg.transpose ins(%353 : tensor<8x2x16x2x2xf32>) outs(%354 : tensor<2x16x8x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %355 = tensor.empty() : tensor<16x8x2x2xf32>
    %356 = linalg.fill ins(%cst : f32) outs(%355 : tensor<16x8x2x2xf32>) -> tensor<16x8x2x2xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_113 : tensor<2x16x8x2x2xf32>) outs(%356 : tensor<16x8x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16x8x2x2xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_107 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %359 = tensor.empty() : tensor<2x16x4x4xi1>
    %360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x4x4xf32>) outs(%359 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x16x4x4xi1>
    %361 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %cst_2, %350 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%361 : tensor<2x16x4x4xf32>) outs(%101 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %137 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%363 : tensor<2x16x4x4xf32>) outs(%101 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%362 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_14 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_114 = tensor.expand_shape %365 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%364 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_14 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%136, %136 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%366, %367 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_115 = tensor.expand_shape %368 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%136, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_116 = tensor.expand_shape %369 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_115 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %370 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_114 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_116 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %136 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %375 = tensor.empty() : tensor<16x16x3x3xf32>
    %376 = linalg.fill ins(%cst : f32) outs(%375 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %377 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%376 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg17[%530, %529, %533, %534] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %378 = tensor.empty() : tensor<2x16x6x6xf32>
    %379 = linalg.fill ins(%cst : f32) outs(%378 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32>
    %inserted_slice_117 = tensor.insert_slice %373 into %379[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %380 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_117, %377 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%98 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %381 = tensor.empty() : tensor<16x2x4x4xf32>
    %transposed_118 = linalg.transpose ins(%123 : tensor<2x16x4x4xf32>) outs(%381 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_119 = linalg.transpose ins(%373 : tensor<2x16x4x4xf32>) outs(%381 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_120 = tensor.pad %transposed_118 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %382 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_120, %transposed_119 : tensor<16x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%376 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_121 = linalg.transpose ins(%382 : tensor<16x16x3x3xf32>) outs(%375 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<2x16x4x4xf32>) outs(%359 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x16x4x4xi1>
    %384 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %cst_2, %380 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%384 : tensor<2x16x4x4xf32>) outs(%101 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %119 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%386 : tensor<2x16x4x4xf32>) outs(%101 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%385 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_14 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_122 = tensor.expand_shape %388 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%387 : tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_14 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%118, %118 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%389, %390 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_123 = tensor.expand_shape %391 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%118, %arg15 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %expanded_124 = tensor.expand_shape %392 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_123 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %393 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_122 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_124 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%97 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x16x4x4xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%387, %118 : tensor<16xf32>, tensor<16xf32>) outs(%100 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<16xf32>
    %398 = linalg.fill ins(%cst : f32) outs(%349 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %399 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%398 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg14[%530, %529, %533, %534] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %inserted_slice_125 = tensor.insert_slice %396 into %379[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %400 = linalg.fill ins(%cst : f32) outs(%94 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %401 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_125, %399 : tensor<2x16x6x6xf32>, tensor<8x16x3x3xf32>) outs(%400 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %402 = tensor.empty() : tensor<8x2x4x4xf32>
    %transposed_126 = linalg.transpose ins(%96 : tensor<2x8x4x4xf32>) outs(%402 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_127 = linalg.transpose ins(%396 : tensor<2x16x4x4xf32>) outs(%381 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_128 = tensor.pad %transposed_126 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x4x4xf32> to tensor<8x2x6x6xf32>
    %403 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_128, %transposed_127 : tensor<8x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%398 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %transposed_129 = linalg.transpose ins(%403 : tensor<8x16x3x3xf32>) outs(%341 : tensor<16x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_130 = tensor.extract_slice %93[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 2, 1] : tensor<2x8x8x8xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_131 = tensor.extract_slice %extracted_slice_130[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %extracted_slice_132 = tensor.extract_slice %extracted_slice_130[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %extracted_slice_132 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.cmpf ogt, %in, %in_220 : f32
      %530 = arith.select %529, %in, %in_220 : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x4x4xf32>
    %extracted_slice_133 = tensor.extract_slice %93[0, 0, 1, 0] [2, 8, 4, 8] [1, 1, 2, 1] : tensor<2x8x8x8xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_134 = tensor.extract_slice %extracted_slice_133[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %extracted_slice_134 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.cmpf ogt, %in, %in_220 : f32
      %530 = arith.select %529, %in, %in_220 : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x4x4xf32>
    %extracted_slice_135 = tensor.extract_slice %extracted_slice_133[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %extracted_slice_135 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.cmpf ogt, %in, %in_220 : f32
      %530 = arith.select %529, %in, %in_220 : f32
      linalg.yield %530 : f32
    } -> tensor<2x8x4x4xf32>
    %407 = tensor.empty() : tensor<2x8x4x4xi1>
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %406 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %409 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %401, %cst_2 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>, tensor<f32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_136 = tensor.expand_shape %409 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x1x4x1xf32>
    %padded_137 = tensor.pad %expanded_136 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x1x4x1xf32> to tensor<2x8x4x2x4x2xf32>
    %collapsed = tensor.collapse_shape %padded_137 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf32> into tensor<2x8x8x8xf32>
    %extracted_slice_138 = tensor.extract_slice %collapsed[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> to tensor<2x8x7x8xf32>
    %extracted_slice_139 = tensor.extract_slice %extracted_slice_138[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf32> to tensor<2x8x7x7xf32>
    %padded_140 = tensor.pad %extracted_slice_139 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x7x7xf32> to tensor<2x8x8x8xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_132, %406 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %529 = arith.xori %in, %true : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %411 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.andi %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %413 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %410 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.ori %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %414 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %401, %cst_2 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>, tensor<f32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_141 = tensor.expand_shape %414 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x1x4x1xf32>
    %padded_142 = tensor.pad %expanded_141 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x1x4x1xf32> to tensor<2x8x4x2x4x2xf32>
    %collapsed_143 = tensor.collapse_shape %padded_142 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf32> into tensor<2x8x8x8xf32>
    %extracted_slice_144 = tensor.extract_slice %collapsed_143[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> to tensor<2x8x7x8xf32>
    %extracted_slice_145 = tensor.extract_slice %extracted_slice_144[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf32> to tensor<2x8x7x7xf32>
    %padded_146 = tensor.pad %extracted_slice_145 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x7x7xf32> to tensor<2x8x8x8xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_140, %padded_146 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_134, %406 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %529 = arith.xori %in, %true : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %417 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.andi %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %416 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.ori %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %420 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %401, %cst_2 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>, tensor<f32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_147 = tensor.expand_shape %420 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x1x4x1xf32>
    %padded_148 = tensor.pad %expanded_147 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x1x4x1xf32> to tensor<2x8x4x2x4x2xf32>
    %collapsed_149 = tensor.collapse_shape %padded_148 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf32> into tensor<2x8x8x8xf32>
    %extracted_slice_150 = tensor.extract_slice %collapsed_149[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> to tensor<2x8x7x8xf32>
    %extracted_slice_151 = tensor.extract_slice %extracted_slice_150[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf32> to tensor<2x8x7x7xf32>
    %padded_152 = tensor.pad %extracted_slice_151 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x7x7xf32> to tensor<2x8x8x8xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %padded_152 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135, %406 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %529 = arith.xori %in, %true : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %424 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %423 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%407 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.andi %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x8x4x4xi1>
    %425 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %401, %cst_2 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>, tensor<f32>) outs(%94 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_153 = tensor.expand_shape %425 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x1x4x1xf32>
    %padded_154 = tensor.pad %expanded_153 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x1x4x1xf32> to tensor<2x8x4x2x4x2xf32>
    %collapsed_155 = tensor.collapse_shape %padded_154 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf32> into tensor<2x8x8x8xf32>
    %extracted_slice_156 = tensor.extract_slice %collapsed_155[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> to tensor<2x8x7x8xf32>
    %extracted_slice_157 = tensor.extract_slice %extracted_slice_156[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf32> to tensor<2x8x7x7xf32>
    %padded_158 = tensor.pad %extracted_slice_157 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x8x7x7xf32> to tensor<2x8x8x8xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %padded_158 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_108, %426 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x8x8xf32>) outs(%302 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x8x8xi1>
    %429 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %cst_2, %427 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%429 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %89 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%431 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%430 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_159 = tensor.expand_shape %433 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%432 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%88, %88 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %436 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%434, %435 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_160 = tensor.expand_shape %436 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%88, %arg12 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_161 = tensor.expand_shape %437 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_160 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %438 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_159 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_161 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%432, %88 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %443 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%319 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg11[%530, %529, %533, %534] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_162 = tensor.insert_slice %441 into %322[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %444 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_162, %443 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%50 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_163 = linalg.transpose ins(%75 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_164 = linalg.transpose ins(%441 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_165 = tensor.pad %transposed_163 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %445 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_165, %transposed_164 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%319 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_166 = linalg.transpose ins(%445 : tensor<8x8x3x3xf32>) outs(%318 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x8x8xf32>) outs(%302 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x8x8x8xi1>
    %447 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %cst_2, %444 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%447 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %71 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%449 : tensor<2x8x8x8xf32>) outs(%53 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%448 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_167 = tensor.expand_shape %451 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%450 : tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_13 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%70, %70 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%452, %453 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_168 = tensor.expand_shape %454 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%70, %arg9 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %expanded_169 = tensor.expand_shape %455 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_168 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %456 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_167 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_169 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%49 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x8x8x8xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %70 : tensor<8xf32>, tensor<8xf32>) outs(%52 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<8xf32>
    %461 = linalg.fill ins(%cst : f32) outs(%292 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %462 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%461 : tensor<4x8x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg8[%530, %529, %533, %534] : tensor<8x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x3x3xf32>
    %inserted_slice_170 = tensor.insert_slice %459 into %322[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %463 = linalg.fill ins(%cst : f32) outs(%45 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_170, %462 : tensor<2x8x10x10xf32>, tensor<4x8x3x3xf32>) outs(%463 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %465 = tensor.empty() : tensor<4x2x8x8xf32>
    %transposed_171 = linalg.transpose ins(%48 : tensor<2x4x8x8xf32>) outs(%465 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_172 = linalg.transpose ins(%459 : tensor<2x8x8x8xf32>) outs(%324 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_173 = tensor.pad %transposed_171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<4x2x8x8xf32> to tensor<4x2x10x10xf32>
    %466 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_173, %transposed_172 : tensor<4x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%461 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %transposed_174 = linalg.transpose ins(%466 : tensor<4x8x3x3xf32>) outs(%284 : tensor<8x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_175 = tensor.extract_slice %44[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 2, 1] : tensor<2x4x16x16xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_176 = tensor.extract_slice %extracted_slice_175[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_177 = tensor.extract_slice %extracted_slice_175[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_176, %extracted_slice_177 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.cmpf ogt, %in, %in_220 : f32
      %530 = arith.select %529, %in, %in_220 : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_178 = tensor.extract_slice %44[0, 0, 1, 0] [2, 4, 8, 16] [1, 1, 2, 1] : tensor<2x4x16x16xf32> to tensor<2x4x8x16xf32>
    %extracted_slice_179 = tensor.extract_slice %extracted_slice_178[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %extracted_slice_179 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.cmpf ogt, %in, %in_220 : f32
      %530 = arith.select %529, %in, %in_220 : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_180 = tensor.extract_slice %extracted_slice_178[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %extracted_slice_180 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.cmpf ogt, %in, %in_220 : f32
      %530 = arith.select %529, %in, %in_220 : f32
      linalg.yield %530 : f32
    } -> tensor<2x4x8x8xf32>
    %470 = tensor.empty() : tensor<2x4x8x8xi1>
    %471 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_176, %469 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %472 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %464, %cst_2 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_181 = tensor.expand_shape %472 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x1x8x1xf32>
    %padded_182 = tensor.pad %expanded_181 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x1x8x1xf32> to tensor<2x4x8x2x8x2xf32>
    %collapsed_183 = tensor.collapse_shape %padded_182 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf32> into tensor<2x4x16x16xf32>
    %extracted_slice_184 = tensor.extract_slice %collapsed_183[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x15x16xf32>
    %extracted_slice_185 = tensor.extract_slice %extracted_slice_184[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf32> to tensor<2x4x15x15xf32>
    %padded_186 = tensor.pad %extracted_slice_185 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x15x15xf32> to tensor<2x4x16x16xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_177, %469 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %529 = arith.xori %in, %true : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %475 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %474 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.andi %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %476 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %473 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.ori %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %477 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %464, %cst_2 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_187 = tensor.expand_shape %477 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x1x8x1xf32>
    %padded_188 = tensor.pad %expanded_187 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x1x8x1xf32> to tensor<2x4x8x2x8x2xf32>
    %collapsed_189 = tensor.collapse_shape %padded_188 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf32> into tensor<2x4x16x16xf32>
    %extracted_slice_190 = tensor.extract_slice %collapsed_189[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x15x16xf32>
    %extracted_slice_191 = tensor.extract_slice %extracted_slice_190[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf32> to tensor<2x4x15x15xf32>
    %padded_192 = tensor.pad %extracted_slice_191 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x15x15xf32> to tensor<2x4x16x16xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_186, %padded_192 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_179, %469 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476 : tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %529 = arith.xori %in, %true : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %481 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %480 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.andi %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %479 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.ori %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %483 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %464, %cst_2 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_193 = tensor.expand_shape %483 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x1x8x1xf32>
    %padded_194 = tensor.pad %expanded_193 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x1x8x1xf32> to tensor<2x4x8x2x8x2xf32>
    %collapsed_195 = tensor.collapse_shape %padded_194 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf32> into tensor<2x4x16x16xf32>
    %extracted_slice_196 = tensor.extract_slice %collapsed_195[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x15x16xf32>
    %extracted_slice_197 = tensor.extract_slice %extracted_slice_196[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf32> to tensor<2x4x15x15xf32>
    %padded_198 = tensor.pad %extracted_slice_197 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x15x15xf32> to tensor<2x4x16x16xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %padded_198 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_180, %469 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %in_220: f32, %out: i1):
      %529 = arith.cmpf oeq, %in, %in_220 : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482 : tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %529 = arith.xori %in, %true : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %486 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%470 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %529 = arith.andi %in, %in_220 : i1
      linalg.yield %529 : i1
    } -> tensor<2x4x8x8xi1>
    %488 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %464, %cst_2 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%45 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_199 = tensor.expand_shape %488 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x1x8x1xf32>
    %padded_200 = tensor.pad %expanded_199 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x1x8x1xf32> to tensor<2x4x8x2x8x2xf32>
    %collapsed_201 = tensor.collapse_shape %padded_200 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf32> into tensor<2x4x16x16xf32>
    %extracted_slice_202 = tensor.extract_slice %collapsed_201[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x15x16xf32>
    %extracted_slice_203 = tensor.extract_slice %extracted_slice_202[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf32> to tensor<2x4x15x15xf32>
    %padded_204 = tensor.pad %extracted_slice_203 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<2x4x15x15xf32> to tensor<2x4x16x16xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %padded_204 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_85, %489 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.addf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x16x16xf32>) outs(%246 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x16x16xi1>
    %492 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %cst_2, %490 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%492 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %40 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%494 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%493 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_205 = tensor.expand_shape %496 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%495 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%39, %39 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%497, %498 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_206 = tensor.expand_shape %499 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%39, %arg6 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_207 = tensor.expand_shape %500 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_206 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %501 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %expanded_205 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503, %expanded_207 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %505 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%495, %39 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %506 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%263 : tensor<4x4x3x3xf32>) {
    ^bb0(%out: f32):
      %529 = linalg.index 0 : index
      %530 = linalg.index 1 : index
      %531 = linalg.index 2 : index
      %532 = linalg.index 3 : index
      %533 = arith.subi %c2, %531 : index
      %534 = arith.subi %c2, %532 : index
      %extracted = tensor.extract %arg5[%530, %529, %533, %534] : tensor<4x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x3x3xf32>
    %inserted_slice_208 = tensor.insert_slice %504 into %266[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32>
    %507 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_208, %506 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%1 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %transposed_209 = linalg.transpose ins(%26 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_210 = linalg.transpose ins(%504 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_211 = tensor.pad %transposed_209 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %508 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_211, %transposed_210 : tensor<4x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%263 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %transposed_212 = linalg.transpose ins(%508 : tensor<4x4x3x3xf32>) outs(%262 : tensor<4x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<2x4x16x16xf32>) outs(%246 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %529 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %529 : i1
    } -> tensor<2x4x16x16xi1>
    %510 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %cst_2, %507 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %529 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%510 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %22 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%512 : tensor<2x4x16x16xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.addf %in, %out : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_213 = tensor.expand_shape %514 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%513 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %529 = arith.mulf %in, %cst_12 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %21 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%515, %516 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_214 = tensor.expand_shape %517 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %arg3 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %expanded_215 = tensor.expand_shape %518 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_214 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %519 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %expanded_213 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.subf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %expanded_215 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<2x4x16x16xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%513, %21 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %529 = arith.mulf %in, %in_220 : f32
      linalg.yield %529 : f32
    } -> tensor<4xf32>
    %524 = tensor.empty() : tensor<3x2x16x16xf32>
    %transposed_216 = linalg.transpose ins(%arg0 : tensor<2x3x16x16xf32>) outs(%524 : tensor<3x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_217 = linalg.transpose ins(%522 : tensor<2x4x16x16xf32>) outs(%240 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_218 = tensor.pad %transposed_216 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f32
    } : tensor<3x2x16x16xf32> to tensor<3x2x18x18xf32>
    %525 = tensor.empty() : tensor<3x4x3x3xf32>
    %526 = linalg.fill ins(%cst : f32) outs(%525 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %527 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_218, %transposed_217 : tensor<3x2x18x18xf32>, tensor<4x2x16x16xf32>) outs(%526 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %528 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_219 = linalg.transpose ins(%527 : tensor<3x4x3x3xf32>) outs(%528 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    return %233, %transposed_219, %523, %511, %transposed_212, %505, %493, %transposed_174, %460, %448, %transposed_166, %442, %430, %transposed_129, %397, %385, %transposed_121, %374, %362, %357, %358, %300, %301, %transposed_106, %340, %328, %transposed_98, %317, %305, %transposed_84, %283, %271, %transposed_76, %261, %249, %transposed_68, %245 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x1x1xf32>, tensor<2xf32>
  }
}
