#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<2x3x16x16xf64>, %arg1: tensor<2x2x16x16xf64>, %arg2: tensor<4x3x3x3xf64>, %arg3: tensor<4xf64>, %arg4: tensor<4xf64>, %arg5: tensor<4x4x3x3xf64>, %arg6: tensor<4xf64>, %arg7: tensor<4xf64>, %arg8: tensor<8x4x3x3xf64>, %arg9: tensor<8xf64>, %arg10: tensor<8xf64>, %arg11: tensor<8x8x3x3xf64>, %arg12: tensor<8xf64>, %arg13: tensor<8xf64>, %arg14: tensor<16x8x3x3xf64>, %arg15: tensor<16xf64>, %arg16: tensor<16xf64>, %arg17: tensor<16x16x3x3xf64>, %arg18: tensor<16xf64>, %arg19: tensor<16xf64>, %arg20: tensor<16x8x2x2xf64>, %arg21: tensor<8xf64>, %arg22: tensor<8x4x2x2xf64>, %arg23: tensor<4xf64>, %arg24: tensor<8x16x3x3xf64>, %arg25: tensor<8xf64>, %arg26: tensor<8xf64>, %arg27: tensor<8x8x3x3xf64>, %arg28: tensor<8xf64>, %arg29: tensor<8xf64>, %arg30: tensor<4x8x3x3xf64>, %arg31: tensor<4xf64>, %arg32: tensor<4xf64>, %arg33: tensor<4x4x3x3xf64>, %arg34: tensor<4xf64>, %arg35: tensor<4xf64>, %arg36: tensor<2x4x1x1xf64>, %arg37: tensor<2xf64>) -> (tensor<f64>, tensor<4x3x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x4x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<8x4x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<16x8x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x8x2x2xf64>, tensor<8xf64>, tensor<8x4x2x2xf64>, tensor<4xf64>, tensor<8x16x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<4x8x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x4x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<2x4x1x1xf64>, tensor<2xf64>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = arith.constant 3.125000e-02 : f64
    %cst_4 = arith.constant 7.812500e-03 : f64
    %cst_5 = arith.constant 0.001953125 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 5.120000e+02 : f64
    %cst_8 = arith.constant 1.280000e+02 : f64
    %cst_9 = arith.constant 3.200000e+01 : f64
    %c1 = arith.constant 1 : index
    %cst_10 = arith.constant 1.024000e+03 : f64
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x3x16x16xf64> to tensor<2x3x18x18xf64>
    %0 = tensor.empty() : tensor<2x4x16x16xf64>
    %1 = linalg.fill ins(%cst : f64) outs(%0 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x18x18xf64>, tensor<4x3x3x3xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %3 = tensor.empty() : tensor<4xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<4xf64>) -> tensor<4xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %7 = tensor.empty() : tensor<1x4x1x1xf64>
    %8 = linalg.fill ins(%cst : f64) outs(%7 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x16x16xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %10 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%13 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%15 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_11 = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_11 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_12 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_12 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_13 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_13 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x16x16xf64>
    %padded_14 = tensor.pad %21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x16x16xf64> to tensor<2x4x18x18xf64>
    %22 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %arg5 : tensor<2x4x18x18xf64>, tensor<4x4x3x3xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%22 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%23 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %25 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%22 : tensor<2x4x16x16xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %26 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%28 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%29 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%30 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%31 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_15 = tensor.expand_shape %24 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_16 = tensor.expand_shape %32 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_15 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_16 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_17 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_17 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_18 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_18 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x16x16xf64>
    %38 = tensor.empty() : tensor<2x4x8x8xf64>
    %39 = linalg.fill ins(%cst_0 : f64) outs(%38 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %40 = tensor.empty() : tensor<2x2xf64>
    %41 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%37, %40 : tensor<2x4x16x16xf64>, tensor<2x2xf64>) outs(%39 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %padded_19 = tensor.pad %41 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x8x8xf64> to tensor<2x4x10x10xf64>
    %42 = tensor.empty() : tensor<2x8x8x8xf64>
    %43 = linalg.fill ins(%cst : f64) outs(%42 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_19, %arg8 : tensor<2x4x10x10xf64>, tensor<8x4x3x3xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %45 = tensor.empty() : tensor<8xf64>
    %46 = linalg.fill ins(%cst : f64) outs(%45 : tensor<8xf64>) -> tensor<8xf64>
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%44 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%47 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %49 = tensor.empty() : tensor<1x8x1x1xf64>
    %50 = linalg.fill ins(%cst : f64) outs(%49 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%44 : tensor<2x8x8x8xf64>) outs(%50 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x8x1x1xf64>) outs(%49 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %52 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %53 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%54 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%55 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %57 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%56 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %58 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%57 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_20 = tensor.expand_shape %48 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_21 = tensor.expand_shape %58 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_20 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_21 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_22 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_22 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_23 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_23 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_24 = tensor.pad %63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg11 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%64 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%65 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%64 : tensor<2x8x8x8xf64>) outs(%50 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x8x1x1xf64>) outs(%49 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %68 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %69 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%70 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%71 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%72 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%73 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_25 = tensor.expand_shape %66 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_26 = tensor.expand_shape %74 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_25 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_26 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_27 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_27 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_28 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_28 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x8x8xf64>
    %80 = tensor.empty() : tensor<2x8x4x4xf64>
    %81 = linalg.fill ins(%cst_0 : f64) outs(%80 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %82 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%79, %40 : tensor<2x8x8x8xf64>, tensor<2x2xf64>) outs(%81 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %padded_29 = tensor.pad %82 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x4x4xf64> to tensor<2x8x6x6xf64>
    %83 = tensor.empty() : tensor<2x16x4x4xf64>
    %84 = linalg.fill ins(%cst : f64) outs(%83 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg14 : tensor<2x8x6x6xf64>, tensor<16x8x3x3xf64>) outs(%84 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %86 = tensor.empty() : tensor<16xf64>
    %87 = linalg.fill ins(%cst : f64) outs(%86 : tensor<16xf64>) -> tensor<16xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%85 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%88 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_9 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %90 = tensor.empty() : tensor<1x16x1x1xf64>
    %91 = linalg.fill ins(%cst : f64) outs(%90 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%85 : tensor<2x16x4x4xf64>) outs(%91 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x16x1x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x16x1x1xf64>) outs(%90 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_9 : f64
      linalg.yield %500 : f64
    } -> tensor<1x16x1x1xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %93 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %94 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%95 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%96 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_9 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%97 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%98 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_30 = tensor.expand_shape %89 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_31 = tensor.expand_shape %99 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_30 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_31 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_32 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_32 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_33 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_33 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_34 = tensor.pad %104 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %105 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %arg17 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%84 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%106 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_9 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<2x16x4x4xf64>) outs(%91 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x16x1x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x1x1xf64>) outs(%90 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_9 : f64
      linalg.yield %500 : f64
    } -> tensor<1x16x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %109 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%111 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%112 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_9 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%113 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%114 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_35 = tensor.expand_shape %107 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_36 = tensor.expand_shape %115 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_35 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_36 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_37 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_37 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_38 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_38 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x16x4x4xf64>
    %121 = tensor.empty() : tensor<8x16x2x2xf64>
    %122 = linalg.fill ins(%cst : f64) outs(%121 : tensor<8x16x2x2xf64>) -> tensor<8x16x2x2xf64>
    %123 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%122 : tensor<8x16x2x2xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c1, %502 : index
      %505 = arith.subi %c1, %503 : index
      %extracted = tensor.extract %arg20[%501, %500, %504, %505] : tensor<16x8x2x2xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16x2x2xf64>
    %124 = tensor.empty() : tensor<2x16x9x9xf64>
    %125 = linalg.fill ins(%cst : f64) outs(%124 : tensor<2x16x9x9xf64>) -> tensor<2x16x9x9xf64>
    %inserted_slice = tensor.insert_slice %120 into %125[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf64> into tensor<2x16x9x9xf64>
    %broadcasted = linalg.broadcast ins(%arg21 : tensor<8xf64>) outs(%42 : tensor<2x8x8x8xf64>) dimensions = [0, 2, 3] 
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %123 : tensor<2x16x9x9xf64>, tensor<8x16x2x2xf64>) outs(%broadcasted : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %concat = tensor.concat dim(1) %126, %79 : (tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) -> tensor<2x16x8x8xf64>
    %padded_39 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x16x8x8xf64> to tensor<2x16x10x10xf64>
    %127 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_39, %arg24 : tensor<2x16x10x10xf64>, tensor<8x16x3x3xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%127 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%128 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%127 : tensor<2x8x8x8xf64>) outs(%50 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x8x1x1xf64>) outs(%49 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %131 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%133 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%134 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%135 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%136 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_40 = tensor.expand_shape %129 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_41 = tensor.expand_shape %137 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_40 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_41 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_42 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_42 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_43 = tensor.expand_shape %arg26 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_43 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_44 = tensor.pad %142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg27 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%143 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%144 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%143 : tensor<2x8x8x8xf64>) outs(%50 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x8x1x1xf64>) outs(%49 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<1x8x1x1xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %147 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %148 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%149 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%150 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_8 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%151 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%152 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_45 = tensor.expand_shape %145 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_46 = tensor.expand_shape %153 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_45 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_46 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_47 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_47 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_48 = tensor.expand_shape %arg29 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_48 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x8x8xf64>
    %159 = tensor.empty() : tensor<4x8x2x2xf64>
    %160 = linalg.fill ins(%cst : f64) outs(%159 : tensor<4x8x2x2xf64>) -> tensor<4x8x2x2xf64>
    %161 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%160 : tensor<4x8x2x2xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c1, %502 : index
      %505 = arith.subi %c1, %503 : index
      %extracted = tensor.extract %arg22[%501, %500, %504, %505] : tensor<8x4x2x2xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x8x2x2xf64>
    %162 = tensor.empty() : tensor<2x8x17x17xf64>
    %163 = linalg.fill ins(%cst : f64) outs(%162 : tensor<2x8x17x17xf64>) -> tensor<2x8x17x17xf64>
    %inserted_slice_49 = tensor.insert_slice %158 into %163[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 2, 2] : tensor<2x8x8x8xf64> into tensor<2x8x17x17xf64>
    %broadcasted_50 = linalg.broadcast ins(%arg23 : tensor<4xf64>) outs(%0 : tensor<2x4x16x16xf64>) dimensions = [0, 2, 3] 
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_49, %161 : tensor<2x8x17x17xf64>, tensor<4x8x2x2xf64>) outs(%broadcasted_50 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %concat_51 = tensor.concat dim(1) %164, %37 : (tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) -> tensor<2x8x16x16xf64>
    %padded_52 = tensor.pad %concat_51 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x16x16xf64> to tensor<2x8x18x18xf64>
    %165 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_52, %arg30 : tensor<2x8x18x18xf64>, tensor<4x8x3x3xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%165 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%166 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%165 : tensor<2x4x16x16xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %169 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %170 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%171 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%172 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%173 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%174 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_53 = tensor.expand_shape %167 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_54 = tensor.expand_shape %175 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_53 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_54 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_55 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_55 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_56 = tensor.expand_shape %arg32 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_56 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x16x16xf64>
    %padded_57 = tensor.pad %180 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x16x16xf64> to tensor<2x4x18x18xf64>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_57, %arg33 : tensor<2x4x18x18xf64>, tensor<4x4x3x3xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%181 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%182 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%181 : tensor<2x4x16x16xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<1x4x1x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %185 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%187 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%188 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_7 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%189 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %cst_6 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%190 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.rsqrt %in : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_58 = tensor.expand_shape %183 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_59 = tensor.expand_shape %191 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_58 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_59 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_60 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_60 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %expanded_61 = tensor.expand_shape %arg35 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_61 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.cmpf ugt, %in, %cst : f64
      %501 = arith.select %500, %in, %cst : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x16x16xf64>
    %197 = tensor.empty() : tensor<2x2x16x16xf64>
    %broadcasted_62 = linalg.broadcast ins(%arg37 : tensor<2xf64>) outs(%197 : tensor<2x2x16x16xf64>) dimensions = [0, 2, 3] 
    %198 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%196, %arg36 : tensor<2x4x16x16xf64>, tensor<2x4x1x1xf64>) outs(%broadcasted_62 : tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %arg1 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%197 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x2x16x16xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<2x2x16x16xf64>) outs(%197 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %500 : f64
    } -> tensor<2x2x16x16xf64>
    %201 = tensor.empty() : tensor<f64>
    %202 = linalg.fill ins(%cst : f64) outs(%201 : tensor<f64>) -> tensor<f64>
    %203 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%200 : tensor<2x2x16x16xf64>) outs(%202 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<f64>
    %204 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%203 : tensor<f64>) outs(%201 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.divf %in, %cst_10 : f64
      linalg.yield %500 : f64
    } -> tensor<f64>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<2x2x16x16xf64>) outs(%197 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<2x2x16x16xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %cst_2 : tensor<2x2x16x16xf64>, tensor<f64>) outs(%197 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x2x16x16xf64>
    %207 = tensor.empty() : tensor<4x2x1x1xf64>
    %208 = linalg.fill ins(%cst : f64) outs(%207 : tensor<4x2x1x1xf64>) -> tensor<4x2x1x1xf64>
    %209 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%208 : tensor<4x2x1x1xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %extracted = tensor.extract %arg36[%501, %500, %c0, %c0] : tensor<2x4x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x2x1x1xf64>
    %210 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%206, %209 : tensor<2x2x16x16xf64>, tensor<4x2x1x1xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %211 = tensor.empty() : tensor<4x2x16x16xf64>
    %transposed = linalg.transpose ins(%196 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_63 = linalg.transpose ins(%206 : tensor<2x2x16x16xf64>) outs(%197 : tensor<2x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %212 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed, %transposed_63 : tensor<4x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%208 : tensor<4x2x1x1xf64>) -> tensor<4x2x1x1xf64>
    %213 = tensor.empty() : tensor<2x4x1x1xf64>
    %transposed_64 = linalg.transpose ins(%212 : tensor<4x2x1x1xf64>) outs(%213 : tensor<2x4x1x1xf64>) permutation = [1, 0, 2, 3] 
    %214 = tensor.empty() : tensor<2xf64>
    %215 = linalg.fill ins(%cst : f64) outs(%214 : tensor<2xf64>) -> tensor<2xf64>
    %216 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%206 : tensor<2x2x16x16xf64>) outs(%215 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<2xf64>
    %217 = tensor.empty() : tensor<2x4x16x16xi1>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<2x4x16x16xf64>) outs(%217 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x16x16xi1>
    %219 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %cst_1, %210 : tensor<2x4x16x16xi1>, tensor<f64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%219 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %192 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%221 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%220 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_65 = tensor.expand_shape %223 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %224 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%222 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %225 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%191, %191 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %226 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%224, %225 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_66 = tensor.expand_shape %226 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%191, %arg34 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_67 = tensor.expand_shape %227 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %228 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_66 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %228 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_65 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_67 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %232 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%222, %191 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %233 = tensor.empty() : tensor<4x4x3x3xf64>
    %234 = linalg.fill ins(%cst : f64) outs(%233 : tensor<4x4x3x3xf64>) -> tensor<4x4x3x3xf64>
    %235 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%234 : tensor<4x4x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg33[%501, %500, %504, %505] : tensor<4x4x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x4x3x3xf64>
    %236 = tensor.empty() : tensor<2x4x18x18xf64>
    %237 = linalg.fill ins(%cst : f64) outs(%236 : tensor<2x4x18x18xf64>) -> tensor<2x4x18x18xf64>
    %inserted_slice_68 = tensor.insert_slice %231 into %237[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> into tensor<2x4x18x18xf64>
    %238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_68, %235 : tensor<2x4x18x18xf64>, tensor<4x4x3x3xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %transposed_69 = linalg.transpose ins(%180 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_70 = linalg.transpose ins(%231 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_71 = tensor.pad %transposed_69 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<4x2x16x16xf64> to tensor<4x2x18x18xf64>
    %239 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_71, %transposed_70 : tensor<4x2x18x18xf64>, tensor<4x2x16x16xf64>) outs(%234 : tensor<4x4x3x3xf64>) -> tensor<4x4x3x3xf64>
    %transposed_72 = linalg.transpose ins(%239 : tensor<4x4x3x3xf64>) outs(%233 : tensor<4x4x3x3xf64>) permutation = [1, 0, 2, 3] 
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<2x4x16x16xf64>) outs(%217 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x16x16xi1>
    %241 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %cst_1, %238 : tensor<2x4x16x16xi1>, tensor<f64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%241 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %176 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%243 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_73 = tensor.expand_shape %245 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%175, %175 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %248 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%246, %247 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_74 = tensor.expand_shape %248 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%175, %arg31 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_75 = tensor.expand_shape %249 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %250 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_74 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %250 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_73 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_75 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%244, %175 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %255 = tensor.empty() : tensor<8x4x3x3xf64>
    %256 = linalg.fill ins(%cst : f64) outs(%255 : tensor<8x4x3x3xf64>) -> tensor<8x4x3x3xf64>
    %257 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%256 : tensor<8x4x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg30[%501, %500, %504, %505] : tensor<4x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x4x3x3xf64>
    %inserted_slice_76 = tensor.insert_slice %253 into %237[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> into tensor<2x4x18x18xf64>
    %258 = tensor.empty() : tensor<2x8x16x16xf64>
    %259 = linalg.fill ins(%cst : f64) outs(%258 : tensor<2x8x16x16xf64>) -> tensor<2x8x16x16xf64>
    %260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_76, %257 : tensor<2x4x18x18xf64>, tensor<8x4x3x3xf64>) outs(%259 : tensor<2x8x16x16xf64>) -> tensor<2x8x16x16xf64>
    %261 = tensor.empty() : tensor<8x2x16x16xf64>
    %transposed_77 = linalg.transpose ins(%concat_51 : tensor<2x8x16x16xf64>) outs(%261 : tensor<8x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_78 = linalg.transpose ins(%253 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_79 = tensor.pad %transposed_77 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<8x2x16x16xf64> to tensor<8x2x18x18xf64>
    %262 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_79, %transposed_78 : tensor<8x2x18x18xf64>, tensor<4x2x16x16xf64>) outs(%256 : tensor<8x4x3x3xf64>) -> tensor<8x4x3x3xf64>
    %263 = tensor.empty() : tensor<4x8x3x3xf64>
    %transposed_80 = linalg.transpose ins(%262 : tensor<8x4x3x3xf64>) outs(%263 : tensor<4x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %extracted_slice = tensor.extract_slice %260[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x4x16x16xf64>
    %extracted_slice_81 = tensor.extract_slice %260[0, 4, 0, 0] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x4x16x16xf64>
    %264 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice, %arg22 : tensor<2x4x16x16xf64>, tensor<8x4x2x2xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_82 = linalg.transpose ins(%extracted_slice : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %265 = tensor.empty() : tensor<4x16x2x2xf64>
    %expanded_83 = tensor.expand_shape %transposed_82 [[0], [1, 2], [3], [4]] output_shape [4, 2, 1, 16, 16] : tensor<4x2x16x16xf64> into tensor<4x2x1x16x16xf64>
    %expanded_84 = tensor.expand_shape %158 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 8, 8] : tensor<2x8x8x8xf64> into tensor<2x8x1x8x8xf64>
    %expanded_85 = tensor.expand_shape %265 [[0], [1, 2], [3], [4]] output_shape [4, 2, 8, 2, 2] : tensor<4x16x2x2xf64> into tensor<4x2x8x2x2xf64>
    %266 = linalg.fill ins(%cst : f64) outs(%expanded_85 : tensor<4x2x8x2x2xf64>) -> tensor<4x2x8x2x2xf64>
    %267 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_83, %expanded_84 : tensor<4x2x1x16x16xf64>, tensor<2x8x1x8x8xf64>) outs(%266 : tensor<4x2x8x2x2xf64>) -> tensor<4x2x8x2x2xf64>
    %268 = tensor.empty() : tensor<2x8x4x2x2xf64>
    %transposed_86 = linalg.transpose ins(%267 : tensor<4x2x8x2x2xf64>) outs(%268 : tensor<2x8x4x2x2xf64>) permutation = [1, 2, 0, 3, 4] 
    %269 = tensor.empty() : tensor<8x4x2x2xf64>
    %270 = linalg.fill ins(%cst : f64) outs(%269 : tensor<8x4x2x2xf64>) -> tensor<8x4x2x2xf64>
    %271 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_86 : tensor<2x8x4x2x2xf64>) outs(%270 : tensor<8x4x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8x4x2x2xf64>
    %272 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %273 = tensor.empty() : tensor<2x8x8x8xi1>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x8x8xf64>) outs(%273 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x8x8xi1>
    %275 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %cst_1, %264 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%275 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %154 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%277 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%276 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_87 = tensor.expand_shape %279 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%153, %153 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%280, %281 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_88 = tensor.expand_shape %282 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%153, %arg28 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_89 = tensor.expand_shape %283 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_88 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %284 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_87 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_89 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%278, %153 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %289 = tensor.empty() : tensor<8x8x3x3xf64>
    %290 = linalg.fill ins(%cst : f64) outs(%289 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %291 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%290 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg27[%501, %500, %504, %505] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %292 = tensor.empty() : tensor<2x8x10x10xf64>
    %293 = linalg.fill ins(%cst : f64) outs(%292 : tensor<2x8x10x10xf64>) -> tensor<2x8x10x10xf64>
    %inserted_slice_90 = tensor.insert_slice %287 into %293[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %294 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_90, %291 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %295 = tensor.empty() : tensor<8x2x8x8xf64>
    %transposed_91 = linalg.transpose ins(%142 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_92 = linalg.transpose ins(%287 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_93 = tensor.pad %transposed_91 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %296 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_93, %transposed_92 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%290 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_94 = linalg.transpose ins(%296 : tensor<8x8x3x3xf64>) outs(%289 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x8x8xf64>) outs(%273 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x8x8xi1>
    %298 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %cst_1, %294 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %299 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%298 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %138 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %301 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%300 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %302 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%299 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_95 = tensor.expand_shape %302 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%301 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%137, %137 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%303, %304 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_96 = tensor.expand_shape %305 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%137, %arg25 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_97 = tensor.expand_shape %306 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %307 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_96 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %307 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_95 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_97 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%301, %137 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %312 = tensor.empty() : tensor<16x8x3x3xf64>
    %313 = linalg.fill ins(%cst : f64) outs(%312 : tensor<16x8x3x3xf64>) -> tensor<16x8x3x3xf64>
    %314 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%313 : tensor<16x8x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg24[%501, %500, %504, %505] : tensor<8x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x8x3x3xf64>
    %inserted_slice_98 = tensor.insert_slice %310 into %293[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %315 = tensor.empty() : tensor<2x16x8x8xf64>
    %316 = linalg.fill ins(%cst : f64) outs(%315 : tensor<2x16x8x8xf64>) -> tensor<2x16x8x8xf64>
    %317 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_98, %314 : tensor<2x8x10x10xf64>, tensor<16x8x3x3xf64>) outs(%316 : tensor<2x16x8x8xf64>) -> tensor<2x16x8x8xf64>
    %318 = tensor.empty() : tensor<16x2x8x8xf64>
    %transposed_99 = linalg.transpose ins(%concat : tensor<2x16x8x8xf64>) outs(%318 : tensor<16x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_100 = linalg.transpose ins(%310 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_101 = tensor.pad %transposed_99 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<16x2x8x8xf64> to tensor<16x2x10x10xf64>
    %319 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_101, %transposed_100 : tensor<16x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%313 : tensor<16x8x3x3xf64>) -> tensor<16x8x3x3xf64>
    %320 = tensor.empty() : tensor<8x16x3x3xf64>
    %transposed_102 = linalg.transpose ins(%319 : tensor<16x8x3x3xf64>) outs(%320 : tensor<8x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %extracted_slice_103 = tensor.extract_slice %317[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf64> to tensor<2x8x8x8xf64>
    %extracted_slice_104 = tensor.extract_slice %317[0, 8, 0, 0] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf64> to tensor<2x8x8x8xf64>
    %321 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_103, %arg20 : tensor<2x8x8x8xf64>, tensor<16x8x2x2xf64>) outs(%84 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_105 = linalg.transpose ins(%extracted_slice_103 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %322 = tensor.empty() : tensor<8x32x2x2xf64>
    %expanded_106 = tensor.expand_shape %transposed_105 [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 8, 8] : tensor<8x2x8x8xf64> into tensor<8x2x1x8x8xf64>
    %expanded_107 = tensor.expand_shape %120 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 4, 4] : tensor<2x16x4x4xf64> into tensor<2x16x1x4x4xf64>
    %expanded_108 = tensor.expand_shape %322 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 2, 2] : tensor<8x32x2x2xf64> into tensor<8x2x16x2x2xf64>
    %323 = linalg.fill ins(%cst : f64) outs(%expanded_108 : tensor<8x2x16x2x2xf64>) -> tensor<8x2x16x2x2xf64>
    %324 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_106, %expanded_107 : tensor<8x2x1x8x8xf64>, tensor<2x16x1x4x4xf64>) outs(%323 : tensor<8x2x16x2x2xf64>) -> tensor<8x2x16x2x2xf64>
    %325 = tensor.empty() : tensor<2x16x8x2x2xf64>
    %transposed_109 = linalg.transpose ins(%324 : tensor<8x2x16x2x2xf64>) outs(%325 : tensor<2x16x8x2x2xf64>) permutation = [1, 2, 0, 3, 4] 
    %326 = tensor.empty() : tensor<16x8x2x2xf64>
    %327 = linalg.fill ins(%cst : f64) outs(%326 : tensor<16x8x2x2xf64>) -> tensor<16x8x2x2xf64>
    %328 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_109 : tensor<2x16x8x2x2xf64>) outs(%327 : tensor<16x8x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16x8x2x2xf64>
    %329 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_103 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %330 = tensor.empty() : tensor<2x16x4x4xi1>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<2x16x4x4xf64>) outs(%330 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x16x4x4xi1>
    %332 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %cst_1, %321 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %333 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%332 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %116 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%334 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%333 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_3 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_110 = tensor.expand_shape %336 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%335 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_3 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%115, %115 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%337, %338 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_111 = tensor.expand_shape %339 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%115, %arg18 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_112 = tensor.expand_shape %340 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_111 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %341 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_110 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_112 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %345 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%335, %115 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %346 = tensor.empty() : tensor<16x16x3x3xf64>
    %347 = linalg.fill ins(%cst : f64) outs(%346 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %348 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%347 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg17[%501, %500, %504, %505] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %349 = tensor.empty() : tensor<2x16x6x6xf64>
    %350 = linalg.fill ins(%cst : f64) outs(%349 : tensor<2x16x6x6xf64>) -> tensor<2x16x6x6xf64>
    %inserted_slice_113 = tensor.insert_slice %344 into %350[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %351 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_113, %348 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%84 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %352 = tensor.empty() : tensor<16x2x4x4xf64>
    %transposed_114 = linalg.transpose ins(%104 : tensor<2x16x4x4xf64>) outs(%352 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_115 = linalg.transpose ins(%344 : tensor<2x16x4x4xf64>) outs(%352 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_116 = tensor.pad %transposed_114 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %353 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_116, %transposed_115 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%347 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_117 = linalg.transpose ins(%353 : tensor<16x16x3x3xf64>) outs(%346 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16x4x4xf64>) outs(%330 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x16x4x4xi1>
    %355 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %cst_1, %351 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %356 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%355 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %100 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%357 : tensor<2x16x4x4xf64>) outs(%87 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%356 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_3 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_118 = tensor.expand_shape %359 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%358 : tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_3 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %361 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%99, %99 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%360, %361 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_119 = tensor.expand_shape %362 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %363 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%99, %arg15 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %expanded_120 = tensor.expand_shape %363 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %364 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_119 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %365 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %364 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %366 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_118 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %367 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_120 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%83 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x16x4x4xf64>
    %368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%358, %99 : tensor<16xf64>, tensor<16xf64>) outs(%86 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<16xf64>
    %369 = linalg.fill ins(%cst : f64) outs(%320 : tensor<8x16x3x3xf64>) -> tensor<8x16x3x3xf64>
    %370 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%369 : tensor<8x16x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg14[%501, %500, %504, %505] : tensor<16x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16x3x3xf64>
    %inserted_slice_121 = tensor.insert_slice %367 into %350[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %371 = linalg.fill ins(%cst : f64) outs(%80 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_121, %370 : tensor<2x16x6x6xf64>, tensor<8x16x3x3xf64>) outs(%371 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %373 = tensor.empty() : tensor<8x2x4x4xf64>
    %transposed_122 = linalg.transpose ins(%82 : tensor<2x8x4x4xf64>) outs(%373 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_123 = linalg.transpose ins(%367 : tensor<2x16x4x4xf64>) outs(%352 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_124 = tensor.pad %transposed_122 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<8x2x4x4xf64> to tensor<8x2x6x6xf64>
    %374 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_124, %transposed_123 : tensor<8x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%369 : tensor<8x16x3x3xf64>) -> tensor<8x16x3x3xf64>
    %transposed_125 = linalg.transpose ins(%374 : tensor<8x16x3x3xf64>) outs(%312 : tensor<16x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %extracted_slice_126 = tensor.extract_slice %79[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 2, 1] : tensor<2x8x8x8xf64> to tensor<2x8x4x8xf64>
    %extracted_slice_127 = tensor.extract_slice %extracted_slice_126[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf64> to tensor<2x8x4x4xf64>
    %extracted_slice_128 = tensor.extract_slice %extracted_slice_126[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf64> to tensor<2x8x4x4xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_127, %extracted_slice_128 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.cmpf ogt, %in, %in_216 : f64
      %501 = arith.select %500, %in, %in_216 : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x4x4xf64>
    %extracted_slice_129 = tensor.extract_slice %79[0, 0, 1, 0] [2, 8, 4, 8] [1, 1, 2, 1] : tensor<2x8x8x8xf64> to tensor<2x8x4x8xf64>
    %extracted_slice_130 = tensor.extract_slice %extracted_slice_129[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf64> to tensor<2x8x4x4xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %extracted_slice_130 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.cmpf ogt, %in, %in_216 : f64
      %501 = arith.select %500, %in, %in_216 : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x4x4xf64>
    %extracted_slice_131 = tensor.extract_slice %extracted_slice_129[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf64> to tensor<2x8x4x4xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %extracted_slice_131 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.cmpf ogt, %in, %in_216 : f64
      %501 = arith.select %500, %in, %in_216 : f64
      linalg.yield %501 : f64
    } -> tensor<2x8x4x4xf64>
    %378 = tensor.empty() : tensor<2x8x4x4xi1>
    %379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_127, %377 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %380 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %372, %cst_1 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf64>, tensor<f64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_132 = tensor.expand_shape %380 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf64> into tensor<2x8x4x1x4x1xf64>
    %padded_133 = tensor.pad %expanded_132 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x8x4x1x4x1xf64> to tensor<2x8x4x2x4x2xf64>
    %collapsed = tensor.collapse_shape %padded_133 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf64> into tensor<2x8x8x8xf64>
    %extracted_slice_134 = tensor.extract_slice %collapsed[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> to tensor<2x8x7x8xf64>
    %extracted_slice_135 = tensor.extract_slice %extracted_slice_134[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf64> to tensor<2x8x7x7xf64>
    %padded_136 = tensor.pad %extracted_slice_135 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x7x7xf64> to tensor<2x8x8x8xf64>
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %377 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379 : tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %500 = arith.xori %in, %true : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %382 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.andi %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %381 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.ori %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %385 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %372, %cst_1 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf64>, tensor<f64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_137 = tensor.expand_shape %385 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf64> into tensor<2x8x4x1x4x1xf64>
    %padded_138 = tensor.pad %expanded_137 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x8x4x1x4x1xf64> to tensor<2x8x4x2x4x2xf64>
    %collapsed_139 = tensor.collapse_shape %padded_138 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf64> into tensor<2x8x8x8xf64>
    %extracted_slice_140 = tensor.extract_slice %collapsed_139[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> to tensor<2x8x7x8xf64>
    %extracted_slice_141 = tensor.extract_slice %extracted_slice_140[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf64> to tensor<2x8x7x7xf64>
    %padded_142 = tensor.pad %extracted_slice_141 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x7x7xf64> to tensor<2x8x8x8xf64>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_136, %padded_142 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_130, %377 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %500 = arith.xori %in, %true : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %388 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.andi %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %387 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.ori %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %391 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %372, %cst_1 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf64>, tensor<f64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_143 = tensor.expand_shape %391 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf64> into tensor<2x8x4x1x4x1xf64>
    %padded_144 = tensor.pad %expanded_143 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x8x4x1x4x1xf64> to tensor<2x8x4x2x4x2xf64>
    %collapsed_145 = tensor.collapse_shape %padded_144 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf64> into tensor<2x8x8x8xf64>
    %extracted_slice_146 = tensor.extract_slice %collapsed_145[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> to tensor<2x8x7x8xf64>
    %extracted_slice_147 = tensor.extract_slice %extracted_slice_146[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf64> to tensor<2x8x7x7xf64>
    %padded_148 = tensor.pad %extracted_slice_147 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x7x7xf64> to tensor<2x8x8x8xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %padded_148 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %377 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %394 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %500 = arith.xori %in, %true : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %394 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xi1>) outs(%378 : tensor<2x8x4x4xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.andi %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x8x4x4xi1>
    %396 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %372, %cst_1 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf64>, tensor<f64>) outs(%80 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_149 = tensor.expand_shape %396 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 4, 1, 4, 1] : tensor<2x8x4x4xf64> into tensor<2x8x4x1x4x1xf64>
    %padded_150 = tensor.pad %expanded_149 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x8x4x1x4x1xf64> to tensor<2x8x4x2x4x2xf64>
    %collapsed_151 = tensor.collapse_shape %padded_150 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x4x2x4x2xf64> into tensor<2x8x8x8xf64>
    %extracted_slice_152 = tensor.extract_slice %collapsed_151[0, 0, 0, 0] [2, 8, 7, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> to tensor<2x8x7x8xf64>
    %extracted_slice_153 = tensor.extract_slice %extracted_slice_152[0, 0, 0, 0] [2, 8, 7, 7] [1, 1, 1, 1] : tensor<2x8x7x8xf64> to tensor<2x8x7x7xf64>
    %padded_154 = tensor.pad %extracted_slice_153 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x8x7x7xf64> to tensor<2x8x8x8xf64>
    %397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %padded_154 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_104, %397 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x8x8xf64>) outs(%273 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x8x8xi1>
    %400 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %cst_1, %398 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %401 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%400 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %75 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %403 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%402 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %404 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%401 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_155 = tensor.expand_shape %404 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %405 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%403 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %406 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%74, %74 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%405, %406 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_156 = tensor.expand_shape %407 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %408 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%74, %arg12 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_157 = tensor.expand_shape %408 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %409 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_156 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %409 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %411 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_155 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %412 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_157 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %413 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%403, %74 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %414 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%290 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg11[%501, %500, %504, %505] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_158 = tensor.insert_slice %412 into %293[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %415 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_158, %414 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%43 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_159 = linalg.transpose ins(%63 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_160 = linalg.transpose ins(%412 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_161 = tensor.pad %transposed_159 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %416 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_161, %transposed_160 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%290 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_162 = linalg.transpose ins(%416 : tensor<8x8x3x3xf64>) outs(%289 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x8x8xf64>) outs(%273 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x8x8x8xi1>
    %418 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %cst_1, %415 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %419 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%418 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %420 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %59 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %421 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%420 : tensor<2x8x8x8xf64>) outs(%46 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%419 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_163 = tensor.expand_shape %422 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%421 : tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_4 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%58, %58 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%423, %424 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_164 = tensor.expand_shape %425 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %426 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%58, %arg9 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %expanded_165 = tensor.expand_shape %426 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %427 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_164 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %428 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %427 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %429 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %expanded_163 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %430 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %expanded_165 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%42 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x8x8x8xf64>
    %431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%421, %58 : tensor<8xf64>, tensor<8xf64>) outs(%45 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<8xf64>
    %432 = linalg.fill ins(%cst : f64) outs(%263 : tensor<4x8x3x3xf64>) -> tensor<4x8x3x3xf64>
    %433 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%432 : tensor<4x8x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg8[%501, %500, %504, %505] : tensor<8x4x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x8x3x3xf64>
    %inserted_slice_166 = tensor.insert_slice %430 into %293[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %434 = linalg.fill ins(%cst : f64) outs(%38 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %435 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_166, %433 : tensor<2x8x10x10xf64>, tensor<4x8x3x3xf64>) outs(%434 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %436 = tensor.empty() : tensor<4x2x8x8xf64>
    %transposed_167 = linalg.transpose ins(%41 : tensor<2x4x8x8xf64>) outs(%436 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_168 = linalg.transpose ins(%430 : tensor<2x8x8x8xf64>) outs(%295 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_169 = tensor.pad %transposed_167 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<4x2x8x8xf64> to tensor<4x2x10x10xf64>
    %437 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_169, %transposed_168 : tensor<4x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%432 : tensor<4x8x3x3xf64>) -> tensor<4x8x3x3xf64>
    %transposed_170 = linalg.transpose ins(%437 : tensor<4x8x3x3xf64>) outs(%255 : tensor<8x4x3x3xf64>) permutation = [1, 0, 2, 3] 
    %extracted_slice_171 = tensor.extract_slice %37[0, 0, 0, 0] [2, 4, 8, 16] [1, 1, 2, 1] : tensor<2x4x16x16xf64> to tensor<2x4x8x16xf64>
    %extracted_slice_172 = tensor.extract_slice %extracted_slice_171[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf64> to tensor<2x4x8x8xf64>
    %extracted_slice_173 = tensor.extract_slice %extracted_slice_171[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf64> to tensor<2x4x8x8xf64>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_172, %extracted_slice_173 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.cmpf ogt, %in, %in_216 : f64
      %501 = arith.select %500, %in, %in_216 : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x8x8xf64>
    %extracted_slice_174 = tensor.extract_slice %37[0, 0, 1, 0] [2, 4, 8, 16] [1, 1, 2, 1] : tensor<2x4x16x16xf64> to tensor<2x4x8x16xf64>
    %extracted_slice_175 = tensor.extract_slice %extracted_slice_174[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf64> to tensor<2x4x8x8xf64>
    %439 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %extracted_slice_175 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.cmpf ogt, %in, %in_216 : f64
      %501 = arith.select %500, %in, %in_216 : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x8x8xf64>
    %extracted_slice_176 = tensor.extract_slice %extracted_slice_174[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 2] : tensor<2x4x8x16xf64> to tensor<2x4x8x8xf64>
    %440 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %extracted_slice_176 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.cmpf ogt, %in, %in_216 : f64
      %501 = arith.select %500, %in, %in_216 : f64
      linalg.yield %501 : f64
    } -> tensor<2x4x8x8xf64>
    %441 = tensor.empty() : tensor<2x4x8x8xi1>
    %442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_172, %440 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %443 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %435, %cst_1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf64>, tensor<f64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_177 = tensor.expand_shape %443 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf64> into tensor<2x4x8x1x8x1xf64>
    %padded_178 = tensor.pad %expanded_177 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x4x8x1x8x1xf64> to tensor<2x4x8x2x8x2xf64>
    %collapsed_179 = tensor.collapse_shape %padded_178 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf64> into tensor<2x4x16x16xf64>
    %extracted_slice_180 = tensor.extract_slice %collapsed_179[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> to tensor<2x4x15x16xf64>
    %extracted_slice_181 = tensor.extract_slice %extracted_slice_180[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf64> to tensor<2x4x15x15xf64>
    %padded_182 = tensor.pad %extracted_slice_181 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x15x15xf64> to tensor<2x4x16x16xf64>
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_173, %440 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442 : tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %500 = arith.xori %in, %true : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %445 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.andi %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.ori %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %435, %cst_1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf64>, tensor<f64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_183 = tensor.expand_shape %448 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf64> into tensor<2x4x8x1x8x1xf64>
    %padded_184 = tensor.pad %expanded_183 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x4x8x1x8x1xf64> to tensor<2x4x8x2x8x2xf64>
    %collapsed_185 = tensor.collapse_shape %padded_184 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf64> into tensor<2x4x16x16xf64>
    %extracted_slice_186 = tensor.extract_slice %collapsed_185[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> to tensor<2x4x15x16xf64>
    %extracted_slice_187 = tensor.extract_slice %extracted_slice_186[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf64> to tensor<2x4x15x15xf64>
    %padded_188 = tensor.pad %extracted_slice_187 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x15x15xf64> to tensor<2x4x16x16xf64>
    %449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_182, %padded_188 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %450 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_175, %440 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %500 = arith.xori %in, %true : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %452 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %451 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.andi %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %450 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.ori %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %454 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %435, %cst_1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf64>, tensor<f64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_189 = tensor.expand_shape %454 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf64> into tensor<2x4x8x1x8x1xf64>
    %padded_190 = tensor.pad %expanded_189 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x4x8x1x8x1xf64> to tensor<2x4x8x2x8x2xf64>
    %collapsed_191 = tensor.collapse_shape %padded_190 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf64> into tensor<2x4x16x16xf64>
    %extracted_slice_192 = tensor.extract_slice %collapsed_191[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> to tensor<2x4x15x16xf64>
    %extracted_slice_193 = tensor.extract_slice %extracted_slice_192[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf64> to tensor<2x4x15x15xf64>
    %padded_194 = tensor.pad %extracted_slice_193 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x15x15xf64> to tensor<2x4x16x16xf64>
    %455 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %padded_194 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_176, %440 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f64, %in_216: f64, %out: i1):
      %500 = arith.cmpf oeq, %in, %in_216 : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453 : tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %500 = arith.xori %in, %true : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %458 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %457 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xi1>) outs(%441 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %in_216: i1, %out: i1):
      %500 = arith.andi %in, %in_216 : i1
      linalg.yield %500 : i1
    } -> tensor<2x4x8x8xi1>
    %459 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %435, %cst_1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf64>, tensor<f64>) outs(%38 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_195 = tensor.expand_shape %459 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 8, 1, 8, 1] : tensor<2x4x8x8xf64> into tensor<2x4x8x1x8x1xf64>
    %padded_196 = tensor.pad %expanded_195 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index, %arg43: index):
      tensor.yield %cst : f64
    } : tensor<2x4x8x1x8x1xf64> to tensor<2x4x8x2x8x2xf64>
    %collapsed_197 = tensor.collapse_shape %padded_196 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x8x2x8x2xf64> into tensor<2x4x16x16xf64>
    %extracted_slice_198 = tensor.extract_slice %collapsed_197[0, 0, 0, 0] [2, 4, 15, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> to tensor<2x4x15x16xf64>
    %extracted_slice_199 = tensor.extract_slice %extracted_slice_198[0, 0, 0, 0] [2, 4, 15, 15] [1, 1, 1, 1] : tensor<2x4x15x16xf64> to tensor<2x4x15x15xf64>
    %padded_200 = tensor.pad %extracted_slice_199 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<2x4x15x15xf64> to tensor<2x4x16x16xf64>
    %460 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %padded_200 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %461 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_81, %460 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.addf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x4x16x16xf64>) outs(%217 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x16x16xi1>
    %463 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %cst_1, %461 : tensor<2x4x16x16xi1>, tensor<f64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %464 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%463 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %33 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %466 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%465 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%464 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_201 = tensor.expand_shape %467 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %468 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%466 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %469 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%32, %32 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%468, %469 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_202 = tensor.expand_shape %470 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%32, %arg6 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_203 = tensor.expand_shape %471 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %472 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_202 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %472 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %474 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %expanded_201 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %475 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_203 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%466, %32 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %477 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%234 : tensor<4x4x3x3xf64>) {
    ^bb0(%out: f64):
      %500 = linalg.index 0 : index
      %501 = linalg.index 1 : index
      %502 = linalg.index 2 : index
      %503 = linalg.index 3 : index
      %504 = arith.subi %c2, %502 : index
      %505 = arith.subi %c2, %503 : index
      %extracted = tensor.extract %arg5[%501, %500, %504, %505] : tensor<4x4x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x4x3x3xf64>
    %inserted_slice_204 = tensor.insert_slice %475 into %237[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf64> into tensor<2x4x18x18xf64>
    %478 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_204, %477 : tensor<2x4x18x18xf64>, tensor<4x4x3x3xf64>) outs(%1 : tensor<2x4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %transposed_205 = linalg.transpose ins(%21 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_206 = linalg.transpose ins(%475 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_207 = tensor.pad %transposed_205 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<4x2x16x16xf64> to tensor<4x2x18x18xf64>
    %479 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_207, %transposed_206 : tensor<4x2x18x18xf64>, tensor<4x2x16x16xf64>) outs(%234 : tensor<4x4x3x3xf64>) -> tensor<4x4x3x3xf64>
    %transposed_208 = linalg.transpose ins(%479 : tensor<4x4x3x3xf64>) outs(%233 : tensor<4x4x3x3xf64>) permutation = [1, 0, 2, 3] 
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<2x4x16x16xf64>) outs(%217 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %500 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %500 : i1
    } -> tensor<2x4x16x16xi1>
    %481 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %cst_1, %478 : tensor<2x4x16x16xi1>, tensor<f64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: i1, %in_216: f64, %in_217: f64, %out: f64):
      %500 = arith.select %in, %in_216, %in_217 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %482 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%481 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %483 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %17 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %484 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%483 : tensor<2x4x16x16xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.addf %in, %out : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%482 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_209 = tensor.expand_shape %485 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %486 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%484 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %500 = arith.mulf %in, %cst_5 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %16 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %488 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%486, %487 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_210 = tensor.expand_shape %488 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %489 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %arg3 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %expanded_211 = tensor.expand_shape %489 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_210 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %491 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %490 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %492 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %expanded_209 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.subf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %493 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %expanded_211 : tensor<2x4x16x16xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x16x16xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<2x4x16x16xf64>
    %494 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%484, %16 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_216: f64, %out: f64):
      %500 = arith.mulf %in, %in_216 : f64
      linalg.yield %500 : f64
    } -> tensor<4xf64>
    %495 = tensor.empty() : tensor<3x2x16x16xf64>
    %transposed_212 = linalg.transpose ins(%arg0 : tensor<2x3x16x16xf64>) outs(%495 : tensor<3x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_213 = linalg.transpose ins(%493 : tensor<2x4x16x16xf64>) outs(%211 : tensor<4x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_214 = tensor.pad %transposed_212 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      tensor.yield %cst : f64
    } : tensor<3x2x16x16xf64> to tensor<3x2x18x18xf64>
    %496 = tensor.empty() : tensor<3x4x3x3xf64>
    %497 = linalg.fill ins(%cst : f64) outs(%496 : tensor<3x4x3x3xf64>) -> tensor<3x4x3x3xf64>
    %498 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_214, %transposed_213 : tensor<3x2x18x18xf64>, tensor<4x2x16x16xf64>) outs(%497 : tensor<3x4x3x3xf64>) -> tensor<3x4x3x3xf64>
    %499 = tensor.empty() : tensor<4x3x3x3xf64>
    %transposed_215 = linalg.transpose ins(%498 : tensor<3x4x3x3xf64>) outs(%499 : tensor<4x3x3x3xf64>) permutation = [1, 0, 2, 3] 
    return %204, %transposed_215, %494, %482, %transposed_208, %476, %464, %transposed_170, %431, %419, %transposed_162, %413, %401, %transposed_125, %368, %356, %transposed_117, %345, %333, %328, %329, %271, %272, %transposed_102, %311, %299, %transposed_94, %288, %276, %transposed_80, %254, %242, %transposed_72, %232, %220, %transposed_64, %216 : tensor<f64>, tensor<4x3x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x4x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<8x4x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<16x8x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x8x2x2xf64>, tensor<8xf64>, tensor<8x4x2x2xf64>, tensor<4xf64>, tensor<8x16x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<4x8x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x4x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<2x4x1x1xf64>, tensor<2xf64>
  }
}
