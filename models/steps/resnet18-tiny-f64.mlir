#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0) -> ()>
#map11 = affine_map<() -> ()>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> ()>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<2x3x32x32xf64>, %arg1: tensor<2xi64>, %arg2: tensor<8x3x7x7xf64>, %arg3: tensor<8xf64>, %arg4: tensor<8xf64>, %arg5: tensor<8x8x3x3xf64>, %arg6: tensor<8xf64>, %arg7: tensor<8xf64>, %arg8: tensor<8x8x3x3xf64>, %arg9: tensor<8xf64>, %arg10: tensor<8xf64>, %arg11: tensor<8x8x3x3xf64>, %arg12: tensor<8xf64>, %arg13: tensor<8xf64>, %arg14: tensor<8x8x3x3xf64>, %arg15: tensor<8xf64>, %arg16: tensor<8xf64>, %arg17: tensor<16x8x3x3xf64>, %arg18: tensor<16xf64>, %arg19: tensor<16xf64>, %arg20: tensor<16x16x3x3xf64>, %arg21: tensor<16xf64>, %arg22: tensor<16xf64>, %arg23: tensor<16x8x1x1xf64>, %arg24: tensor<16xf64>, %arg25: tensor<16xf64>, %arg26: tensor<16x16x3x3xf64>, %arg27: tensor<16xf64>, %arg28: tensor<16xf64>, %arg29: tensor<16x16x3x3xf64>, %arg30: tensor<16xf64>, %arg31: tensor<16xf64>, %arg32: tensor<32x16x3x3xf64>, %arg33: tensor<32xf64>, %arg34: tensor<32xf64>, %arg35: tensor<32x32x3x3xf64>, %arg36: tensor<32xf64>, %arg37: tensor<32xf64>, %arg38: tensor<32x16x1x1xf64>, %arg39: tensor<32xf64>, %arg40: tensor<32xf64>, %arg41: tensor<32x32x3x3xf64>, %arg42: tensor<32xf64>, %arg43: tensor<32xf64>, %arg44: tensor<32x32x3x3xf64>, %arg45: tensor<32xf64>, %arg46: tensor<32xf64>, %arg47: tensor<64x32x3x3xf64>, %arg48: tensor<64xf64>, %arg49: tensor<64xf64>, %arg50: tensor<64x64x3x3xf64>, %arg51: tensor<64xf64>, %arg52: tensor<64xf64>, %arg53: tensor<64x32x1x1xf64>, %arg54: tensor<64xf64>, %arg55: tensor<64xf64>, %arg56: tensor<64x64x3x3xf64>, %arg57: tensor<64xf64>, %arg58: tensor<64xf64>, %arg59: tensor<64x64x3x3xf64>, %arg60: tensor<64xf64>, %arg61: tensor<64xf64>, %arg62: tensor<10x64xf64>, %arg63: tensor<10xf64>) -> (tensor<f64>, tensor<8x3x7x7xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<16x8x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x8x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32x16x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x16x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<64x32x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x32x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<10x64xf64>, tensor<10xf64>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %c10 = arith.constant 10 : index
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = arith.constant 0.001953125 : f64
    %cst_4 = arith.constant 7.812500e-03 : f64
    %cst_5 = arith.constant 3.125000e-02 : f64
    %cst_6 = arith.constant 1.250000e-01 : f64
    %cst_7 = arith.constant 5.000000e-01 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 5.120000e+02 : f64
    %cst_10 = arith.constant 1.280000e+02 : f64
    %cst_11 = arith.constant 3.200000e+01 : f64
    %cst_12 = arith.constant 8.000000e+00 : f64
    %cst_13 = arith.constant 2.000000e+00 : f64
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst_14 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x3x32x32xf64> to tensor<2x3x38x38xf64>
    %0 = tensor.empty() : tensor<2x8x16x16xf64>
    %1 = linalg.fill ins(%cst : f64) outs(%0 : tensor<2x8x16x16xf64>) -> tensor<2x8x16x16xf64>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x38x38xf64>, tensor<8x3x7x7xf64>) outs(%1 : tensor<2x8x16x16xf64>) -> tensor<2x8x16x16xf64>
    %3 = tensor.empty() : tensor<8xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<8xf64>) -> tensor<8xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x8x16x16xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_9 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %7 = tensor.empty() : tensor<1x8x1x1xf64>
    %8 = linalg.fill ins(%cst : f64) outs(%7 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x8x16x16xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_9 : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %10 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<2x8x16x16xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%13 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_9 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%15 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_15 = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_15 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %expanded_16 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_16 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %expanded_17 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_17 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x16x16xf64>
    %padded_18 = tensor.pad %21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst_0 : f64
    } : tensor<2x8x16x16xf64> to tensor<2x8x18x18xf64>
    %22 = tensor.empty() : tensor<2x8x8x8xf64>
    %23 = linalg.fill ins(%cst_0 : f64) outs(%22 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %24 = tensor.empty() : tensor<3x3xf64>
    %25 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_18, %24 : tensor<2x8x18x18xf64>, tensor<3x3xf64>) outs(%23 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %padded_19 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %26 = linalg.fill ins(%cst : f64) outs(%22 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_19, %arg5 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%27 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%28 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%27 : tensor<2x8x8x8xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %31 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %32 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%33 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%34 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%35 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_20 = tensor.expand_shape %29 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_21 = tensor.expand_shape %37 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_20 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_21 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_22 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_22 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_23 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_23 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_24 = tensor.pad %42 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg8 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%43 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %46 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%43 : tensor<2x8x8x8xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %48 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %47 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %48 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%49 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%50 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%51 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%52 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_25 = tensor.expand_shape %45 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_26 = tensor.expand_shape %53 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_25 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_26 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_27 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_27 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_28 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_28 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %25 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_29 = tensor.pad %59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %60 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg11 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%60 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%61 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%60 : tensor<2x8x8x8xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %64 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %65 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%66 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%67 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%68 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%69 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_30 = tensor.expand_shape %62 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_31 = tensor.expand_shape %70 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_30 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_31 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_32 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_32 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_33 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_33 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_34 = tensor.pad %75 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %arg14 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%76 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%77 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%76 : tensor<2x8x8x8xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<1x8x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %80 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%82 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%83 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_10 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%84 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%85 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_35 = tensor.expand_shape %78 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_36 = tensor.expand_shape %86 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_35 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_36 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_37 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_37 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_38 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_38 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %59 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_39 = tensor.pad %92 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %93 = tensor.empty() : tensor<2x16x4x4xf64>
    %94 = linalg.fill ins(%cst : f64) outs(%93 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_39, %arg17 : tensor<2x8x10x10xf64>, tensor<16x8x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %96 = tensor.empty() : tensor<16xf64>
    %97 = linalg.fill ins(%cst : f64) outs(%96 : tensor<16xf64>) -> tensor<16xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%95 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%98 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %100 = tensor.empty() : tensor<1x16x1x1xf64>
    %101 = linalg.fill ins(%cst : f64) outs(%100 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%95 : tensor<2x16x4x4xf64>) outs(%101 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x16x1x1xf64>) outs(%100 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %103 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %104 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%106 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%107 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%108 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_40 = tensor.expand_shape %99 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_41 = tensor.expand_shape %109 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_40 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_41 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_42 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_42 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_43 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_43 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_44 = tensor.pad %114 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %115 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg20 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%115 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%116 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%115 : tensor<2x16x4x4xf64>) outs(%101 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x16x1x1xf64>) outs(%100 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %119 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %120 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%121 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%122 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%123 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_45 = tensor.expand_shape %117 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_46 = tensor.expand_shape %125 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_45 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %127 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_46 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_47 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_47 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_48 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_48 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%92, %arg23 : tensor<2x8x8x8xf64>, tensor<16x8x1x1xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%130 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%131 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%130 : tensor<2x16x4x4xf64>) outs(%101 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x16x1x1xf64>) outs(%100 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %134 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %135 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%136 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%137 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%138 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%139 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_49 = tensor.expand_shape %132 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_50 = tensor.expand_shape %140 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_49 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_50 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_51 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_51 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_52 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_52 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %144 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_53 = tensor.pad %146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_53, %arg26 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%147 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%148 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %150 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%147 : tensor<2x16x4x4xf64>) outs(%101 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x16x1x1xf64>) outs(%100 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %151 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %152 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%153 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%154 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%155 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%156 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_54 = tensor.expand_shape %149 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_55 = tensor.expand_shape %157 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_54 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_55 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_56 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_56 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_57 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_57 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_58 = tensor.pad %162 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %163 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_58, %arg29 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %164 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%163 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%164 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%163 : tensor<2x16x4x4xf64>) outs(%101 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x16x1x1xf64>) outs(%100 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<1x16x1x1xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %167 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %168 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%169 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%170 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_11 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%171 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%172 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_59 = tensor.expand_shape %165 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_60 = tensor.expand_shape %173 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_59 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_60 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_61 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_61 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_62 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_62 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %146 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_63 = tensor.pad %179 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %180 = tensor.empty() : tensor<2x32x2x2xf64>
    %181 = linalg.fill ins(%cst : f64) outs(%180 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_63, %arg32 : tensor<2x16x6x6xf64>, tensor<32x16x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %183 = tensor.empty() : tensor<32xf64>
    %184 = linalg.fill ins(%cst : f64) outs(%183 : tensor<32xf64>) -> tensor<32xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%182 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%185 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %187 = tensor.empty() : tensor<1x32x1x1xf64>
    %188 = linalg.fill ins(%cst : f64) outs(%187 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%182 : tensor<2x32x2x2xf64>) outs(%188 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x32x1x1xf64>) outs(%187 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %190 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %191 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%192 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %194 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%193 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%194 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %196 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%195 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_64 = tensor.expand_shape %186 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_65 = tensor.expand_shape %196 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %197 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_64 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %198 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_65 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_66 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_66 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_67 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_67 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_68 = tensor.pad %201 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %202 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_68, %arg35 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%202 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%203 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%202 : tensor<2x32x2x2xf64>) outs(%188 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x32x1x1xf64>) outs(%187 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %206 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %207 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%208 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%209 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%210 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%211 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_69 = tensor.expand_shape %204 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_70 = tensor.expand_shape %212 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_69 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_70 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_71 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_71 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_72 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %216 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_72 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%179, %arg38 : tensor<2x16x4x4xf64>, tensor<32x16x1x1xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %218 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%217 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%218 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%217 : tensor<2x32x2x2xf64>) outs(%188 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x32x1x1xf64>) outs(%187 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %221 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %222 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%223 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%224 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%226 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_73 = tensor.expand_shape %219 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_74 = tensor.expand_shape %227 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %228 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_73 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %229 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_74 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_75 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_75 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_76 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_76 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %231 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_77 = tensor.pad %233 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_77, %arg41 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%234 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%235 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%234 : tensor<2x32x2x2xf64>) outs(%188 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x32x1x1xf64>) outs(%187 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %238 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %239 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%240 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %242 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%241 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_78 = tensor.expand_shape %236 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_79 = tensor.expand_shape %244 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_78 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_79 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_80 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %247 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_80 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_81 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %248 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_81 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_82 = tensor.pad %249 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %250 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %arg44 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%250 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%251 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%250 : tensor<2x32x2x2xf64>) outs(%188 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<1x32x1x1xf64>) outs(%187 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<1x32x1x1xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %254 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %256 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %255 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%256 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%257 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_12 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %259 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%258 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%259 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_83 = tensor.expand_shape %252 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_84 = tensor.expand_shape %260 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_83 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_84 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_85 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_85 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_86 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %264 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_86 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %233 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_87 = tensor.pad %266 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %267 = tensor.empty() : tensor<2x64x1x1xf64>
    %268 = linalg.fill ins(%cst : f64) outs(%267 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %269 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_87, %arg47 : tensor<2x32x4x4xf64>, tensor<64x32x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %270 = tensor.empty() : tensor<64xf64>
    %271 = linalg.fill ins(%cst : f64) outs(%270 : tensor<64xf64>) -> tensor<64xf64>
    %272 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%269 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%272 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %274 = tensor.empty() : tensor<1x64x1x1xf64>
    %275 = linalg.fill ins(%cst : f64) outs(%274 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%269 : tensor<2x64x1x1xf64>) outs(%275 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x64x1x1xf64>) outs(%274 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %277 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %278 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%279 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%281 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%282 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_88 = tensor.expand_shape %273 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_89 = tensor.expand_shape %283 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %expanded_88 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_89 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_90 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_90 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_91 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_91 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x64x1x1xf64>
    %padded_92 = tensor.pad %288 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x64x1x1xf64> to tensor<2x64x3x3xf64>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_92, %arg50 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%290 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x64x1x1xf64>) outs(%275 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x64x1x1xf64>) outs(%274 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %293 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %294 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %296 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%295 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_93 = tensor.expand_shape %291 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_94 = tensor.expand_shape %299 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_93 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %301 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_94 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_95 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %302 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_95 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_96 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_96 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %304 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%266, %arg53 : tensor<2x32x2x2xf64>, tensor<64x32x1x1xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %305 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%304 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%305 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %307 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%304 : tensor<2x64x1x1xf64>) outs(%275 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x64x1x1xf64>) outs(%274 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %308 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %309 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%310 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%311 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%313 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_97 = tensor.expand_shape %306 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_98 = tensor.expand_shape %314 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %315 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %expanded_97 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %316 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_98 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_99 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_99 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_100 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_100 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %318 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x64x1x1xf64>
    %padded_101 = tensor.pad %320 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x64x1x1xf64> to tensor<2x64x3x3xf64>
    %321 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_101, %arg56 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %322 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%321 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %323 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%322 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %324 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%321 : tensor<2x64x1x1xf64>) outs(%275 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<1x64x1x1xf64>) outs(%274 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %326 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %325 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %327 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %326 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%327 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%328 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%329 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%330 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_102 = tensor.expand_shape %323 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_103 = tensor.expand_shape %331 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %332 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %expanded_102 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %333 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %expanded_103 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_104 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_104 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_105 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_105 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x64x1x1xf64>
    %padded_106 = tensor.pad %336 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x64x1x1xf64> to tensor<2x64x3x3xf64>
    %337 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_106, %arg59 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %338 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%337 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%338 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%337 : tensor<2x64x1x1xf64>) outs(%275 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340 : tensor<1x64x1x1xf64>) outs(%274 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<1x64x1x1xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %341 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %342 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%343 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%344 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.divf %in, %cst_13 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %cst_8 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%346 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.rsqrt %in : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_107 = tensor.expand_shape %339 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_108 = tensor.expand_shape %347 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %348 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_107 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %349 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_108 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_109 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %350 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_109 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_110 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %351 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_110 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %320 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.cmpf ugt, %in, %cst : f64
      %912 = arith.select %911, %in, %cst : f64
      linalg.yield %912 : f64
    } -> tensor<2x64x1x1xf64>
    %354 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%353 : tensor<2x64x1x1xf64>) outs(%268 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed = tensor.collapse_shape %354 [[0], [1, 2, 3]] : tensor<2x64x1x1xf64> into tensor<2x64xf64>
    %355 = tensor.empty() : tensor<64x10xf64>
    %transposed = linalg.transpose ins(%arg62 : tensor<10x64xf64>) outs(%355 : tensor<64x10xf64>) permutation = [1, 0] 
    %356 = tensor.empty() : tensor<2x10xf64>
    %357 = linalg.fill ins(%cst : f64) outs(%356 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %358 = linalg.matmul ins(%collapsed, %transposed : tensor<2x64xf64>, tensor<64x10xf64>) outs(%357 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %359 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<10xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<2x10xf64>
    %360 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%358, %359 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %361 = tensor.empty() : tensor<2xi64>
    %362 = linalg.fill ins(%c0_i64 : i64) outs(%361 : tensor<2xi64>) -> tensor<2xi64>
    %363 = tensor.empty() : tensor<2xf64>
    %364 = linalg.fill ins(%cst_0 : f64) outs(%363 : tensor<2xf64>) -> tensor<2xf64>
    %365:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%360 : tensor<2x10xf64>) outs(%364, %362 : tensor<2xf64>, tensor<2xi64>) {
    ^bb0(%in: f64, %out: f64, %out_377: i64):
      %911 = linalg.index 1 : index
      %912 = arith.index_cast %911 : index to i64
      %913 = arith.maximumf %in, %out : f64
      %914 = arith.cmpf ogt, %in, %out : f64
      %915 = arith.select %914, %912, %out_377 : i64
      linalg.yield %913, %915 : f64, i64
    } -> (tensor<2xf64>, tensor<2xi64>)
    %expanded_111 = tensor.expand_shape %365#0 [[0, 1]] output_shape [2, 1] : tensor<2xf64> into tensor<2x1xf64>
    %366 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%360, %expanded_111 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %367 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%366 : tensor<2x10xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.exp %in : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %368 = tensor.empty() : tensor<2x1xf64>
    %369 = linalg.fill ins(%cst : f64) outs(%368 : tensor<2x1xf64>) -> tensor<2x1xf64>
    %370 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%367 : tensor<2x10xf64>) outs(%369 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<2x1xf64>
    %371 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%370 : tensor<2x1xf64>) outs(%368 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.log %in : f64
      linalg.yield %911 : f64
    } -> tensor<2x1xf64>
    %372 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%366, %371 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %373 = tensor.empty() : tensor<2xi1>
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%373 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %911 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %911 : i1
    } -> tensor<2xi1>
    %375 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%374, %arg1, %cst_14 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%361 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_377: i64, %in_378: i64, %out: i64):
      %911 = arith.select %in, %in_377, %in_378 : i64
      linalg.yield %911 : i64
    } -> tensor<2xi64>
    %expanded_112 = tensor.expand_shape %375 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %376 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_112 : tensor<2x1xi64>) outs(%369 : tensor<2x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %911 = linalg.index 0 : index
      %912 = arith.index_cast %in : i64 to index
      %913 = arith.cmpi slt, %912, %c10 : index
      cf.assert %913, "index must be smaller than dim size"
      %914 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %914, "index must be larger or equal to 0"
      %extracted = tensor.extract %372[%911, %912] : tensor<2x10xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x1xf64>
    %collapsed_113 = tensor.collapse_shape %376 [[0, 1]] : tensor<2x1xf64> into tensor<2xf64>
    %377 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_113 : tensor<2xf64>) outs(%363 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.negf %in : f64
      linalg.yield %911 : f64
    } -> tensor<2xf64>
    %378 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%374, %377, %cst_2 : tensor<2xi1>, tensor<2xf64>, tensor<f64>) outs(%363 : tensor<2xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2xf64>
    %379 = tensor.empty() : tensor<i64>
    %380 = linalg.fill ins(%c0_i64 : i64) outs(%379 : tensor<i64>) -> tensor<i64>
    %381 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%374 : tensor<2xi1>) outs(%380 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %911 = arith.extui %in : i1 to i64
      %912 = arith.addi %911, %out : i64
      linalg.yield %912 : i64
    } -> tensor<i64>
    %382 = tensor.empty() : tensor<f64>
    %383 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%381 : tensor<i64>) outs(%382 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %911 = arith.sitofp %in : i64 to f64
      linalg.yield %911 : f64
    } -> tensor<f64>
    %384 = linalg.fill ins(%cst : f64) outs(%382 : tensor<f64>) -> tensor<f64>
    %385 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%378 : tensor<2xf64>) outs(%384 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<f64>
    %386 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%385, %383 : tensor<f64>, tensor<f64>) outs(%382 : tensor<f64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.divf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<f64>
    %387 = tensor.empty() : tensor<10xi64>
    %388 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%387 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %911 = linalg.index 0 : index
      %912 = arith.index_cast %911 : index to i64
      linalg.yield %912 : i64
    } -> tensor<10xi64>
    %expanded_114 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %389 = tensor.empty() : tensor<2x10xi1>
    %390 = linalg.generic {indexing_maps = [#map9, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_114, %388 : tensor<2x1xi64>, tensor<10xi64>) outs(%389 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_377: i64, %out: i1):
      %911 = arith.cmpi eq, %in, %in_377 : i64
      linalg.yield %911 : i1
    } -> tensor<2x10xi1>
    %expanded_115 = tensor.expand_shape %374 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %391 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%390, %expanded_115 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%389 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x10xi1>
    %392 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%cst_1 : tensor<f64>) outs(%382 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.negf %in : f64
      linalg.yield %911 : f64
    } -> tensor<f64>
    %393 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%392, %383 : tensor<f64>, tensor<f64>) outs(%382 : tensor<f64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.divf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<f64>
    %394 = linalg.generic {indexing_maps = [#map7, #map12, #map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%391, %393, %cst_2 : tensor<2x10xi1>, tensor<f64>, tensor<f64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %395 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<2x10xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = math.exp %in : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %396 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%394 : tensor<2x10xf64>) outs(%369 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<2x1xf64>
    %397 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %398 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%394, %397 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%356 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x10xf64>
    %399 = tensor.empty() : tensor<2x64xf64>
    %400 = linalg.fill ins(%cst : f64) outs(%399 : tensor<2x64xf64>) -> tensor<2x64xf64>
    %401 = linalg.matmul ins(%398, %arg62 : tensor<2x10xf64>, tensor<10x64xf64>) outs(%400 : tensor<2x64xf64>) -> tensor<2x64xf64>
    %402 = tensor.empty() : tensor<10x2xf64>
    %transposed_116 = linalg.transpose ins(%398 : tensor<2x10xf64>) outs(%402 : tensor<10x2xf64>) permutation = [1, 0] 
    %403 = tensor.empty() : tensor<10x64xf64>
    %404 = linalg.fill ins(%cst : f64) outs(%403 : tensor<10x64xf64>) -> tensor<10x64xf64>
    %405 = linalg.matmul ins(%transposed_116, %collapsed : tensor<10x2xf64>, tensor<2x64xf64>) outs(%404 : tensor<10x64xf64>) -> tensor<10x64xf64>
    %406 = tensor.empty() : tensor<1x10xf64>
    %407 = linalg.fill ins(%cst : f64) outs(%406 : tensor<1x10xf64>) -> tensor<1x10xf64>
    %408 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["reduction", "parallel"]} ins(%398 : tensor<2x10xf64>) outs(%407 : tensor<1x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<1x10xf64>
    %collapsed_117 = tensor.collapse_shape %408 [[0, 1]] : tensor<1x10xf64> into tensor<10xf64>
    %expanded_118 = tensor.expand_shape %401 [[0], [1, 2, 3]] output_shape [2, 64, 1, 1] : tensor<2x64xf64> into tensor<2x64x1x1xf64>
    %409 = tensor.empty() : tensor<2x64x1x1xi1>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<2x64x1x1xf64>) outs(%409 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x64x1x1xi1>
    %411 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %cst_2, %expanded_118 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %412 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%411 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %413 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %348 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %414 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%413 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%412 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_119 = tensor.expand_shape %415 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %416 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%414 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %417 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%347, %347 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %418 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%416, %417 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_120 = tensor.expand_shape %418 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %419 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%347, %arg60 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_121 = tensor.expand_shape %419 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %420 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_120 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %420 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %422 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_119 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %423 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_121 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%414, %347 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %425 = tensor.empty() : tensor<64x64x3x3xf64>
    %426 = linalg.fill ins(%cst : f64) outs(%425 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %427 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%426 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg59[%912, %911, %915, %916] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %428 = tensor.empty() : tensor<2x64x3x3xf64>
    %429 = linalg.fill ins(%cst : f64) outs(%428 : tensor<2x64x3x3xf64>) -> tensor<2x64x3x3xf64>
    %inserted_slice = tensor.insert_slice %423 into %429[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x3x3xf64>
    %430 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %427 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %431 = tensor.empty() : tensor<64x2x1x1xf64>
    %transposed_122 = linalg.transpose ins(%336 : tensor<2x64x1x1xf64>) outs(%431 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %transposed_123 = linalg.transpose ins(%423 : tensor<2x64x1x1xf64>) outs(%431 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_124 = tensor.pad %transposed_122 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<64x2x1x1xf64> to tensor<64x2x3x3xf64>
    %432 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_124, %transposed_123 : tensor<64x2x3x3xf64>, tensor<64x2x1x1xf64>) outs(%426 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_125 = linalg.transpose ins(%432 : tensor<64x64x3x3xf64>) outs(%425 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<2x64x1x1xf64>) outs(%409 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x64x1x1xi1>
    %434 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %cst_2, %430 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %435 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%434 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %332 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %437 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%436 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%435 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_126 = tensor.expand_shape %438 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%437 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %440 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%331, %331 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%439, %440 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_127 = tensor.expand_shape %441 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %442 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%331, %arg57 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_128 = tensor.expand_shape %442 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %443 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %expanded_127 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %443 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %445 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %expanded_126 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %446 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %expanded_128 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %447 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%437, %331 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %448 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%426 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg56[%912, %911, %915, %916] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %inserted_slice_129 = tensor.insert_slice %446 into %429[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x3x3xf64>
    %449 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_129, %448 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %transposed_130 = linalg.transpose ins(%320 : tensor<2x64x1x1xf64>) outs(%431 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %transposed_131 = linalg.transpose ins(%446 : tensor<2x64x1x1xf64>) outs(%431 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_132 = tensor.pad %transposed_130 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<64x2x1x1xf64> to tensor<64x2x3x3xf64>
    %450 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %transposed_131 : tensor<64x2x3x3xf64>, tensor<64x2x1x1xf64>) outs(%426 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_133 = linalg.transpose ins(%450 : tensor<64x64x3x3xf64>) outs(%425 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %451 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %449 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<2x64x1x1xf64>) outs(%409 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x64x1x1xi1>
    %453 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %cst_2, %451 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %454 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%453 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %455 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %315 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %456 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%455 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_134 = tensor.expand_shape %457 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %458 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%456 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%314, %314 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%458, %459 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_135 = tensor.expand_shape %460 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %461 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%314, %arg54 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_136 = tensor.expand_shape %461 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %462 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_135 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %463 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %462 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %464 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_134 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %expanded_136 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%456, %314 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %467 = tensor.empty() : tensor<32x64x1x1xf64>
    %468 = linalg.fill ins(%cst : f64) outs(%467 : tensor<32x64x1x1xf64>) -> tensor<32x64x1x1xf64>
    %469 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%468 : tensor<32x64x1x1xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%912, %911, %c0, %c0] : tensor<64x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x64x1x1xf64>
    %470 = tensor.empty() : tensor<2x64x2x2xf64>
    %471 = linalg.fill ins(%cst : f64) outs(%470 : tensor<2x64x2x2xf64>) -> tensor<2x64x2x2xf64>
    %inserted_slice_137 = tensor.insert_slice %465 into %471[0, 0, 0, 0] [2, 64, 1, 1] [1, 1, 2, 2] : tensor<2x64x1x1xf64> into tensor<2x64x2x2xf64>
    %472 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_137, %469 : tensor<2x64x2x2xf64>, tensor<32x64x1x1xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %473 = tensor.empty() : tensor<32x2x2x2xf64>
    %transposed_138 = linalg.transpose ins(%266 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %474 = tensor.empty() : tensor<32x128x2x2xf64>
    %expanded_139 = tensor.expand_shape %transposed_138 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 2, 2] : tensor<32x2x2x2xf64> into tensor<32x2x1x2x2xf64>
    %expanded_140 = tensor.expand_shape %465 [[0], [1], [2], [3, 4]] output_shape [2, 64, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x1x1x1xf64>
    %expanded_141 = tensor.expand_shape %474 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 2, 2] : tensor<32x128x2x2xf64> into tensor<32x2x64x2x2xf64>
    %475 = linalg.fill ins(%cst : f64) outs(%expanded_141 : tensor<32x2x64x2x2xf64>) -> tensor<32x2x64x2x2xf64>
    %476 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_139, %expanded_140 : tensor<32x2x1x2x2xf64>, tensor<2x64x1x1x1xf64>) outs(%475 : tensor<32x2x64x2x2xf64>) -> tensor<32x2x64x2x2xf64>
    %collapsed_142 = tensor.collapse_shape %476 [[0], [1, 2], [3], [4]] : tensor<32x2x64x2x2xf64> into tensor<32x128x2x2xf64>
    %extracted_slice = tensor.extract_slice %collapsed_142[0, 0, 0, 0] [32, 128, 1, 2] [1, 1, 1, 1] : tensor<32x128x2x2xf64> to tensor<32x128x1x2xf64>
    %extracted_slice_143 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [32, 128, 1, 1] [1, 1, 1, 1] : tensor<32x128x1x2xf64> to tensor<32x128x1x1xf64>
    %expanded_144 = tensor.expand_shape %extracted_slice_143 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 1, 1] : tensor<32x128x1x1xf64> into tensor<32x2x64x1x1xf64>
    %477 = tensor.empty() : tensor<2x64x32x1x1xf64>
    %transposed_145 = linalg.transpose ins(%expanded_144 : tensor<32x2x64x1x1xf64>) outs(%477 : tensor<2x64x32x1x1xf64>) permutation = [1, 2, 0, 3, 4] 
    %478 = tensor.empty() : tensor<64x32x1x1xf64>
    %479 = linalg.fill ins(%cst : f64) outs(%478 : tensor<64x32x1x1xf64>) -> tensor<64x32x1x1xf64>
    %480 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_145 : tensor<2x64x32x1x1xf64>) outs(%479 : tensor<64x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64x32x1x1xf64>
    %481 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %300 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %482 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%481 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %483 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%482 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %299 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%483, %484 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_146 = tensor.expand_shape %485 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %486 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %arg51 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_147 = tensor.expand_shape %486 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %487 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_146 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %488 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %487 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %489 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_134 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %expanded_147 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%482, %299 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %492 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%426 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg50[%912, %911, %915, %916] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %inserted_slice_148 = tensor.insert_slice %490 into %429[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x3x3xf64>
    %493 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_148, %492 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%268 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %transposed_149 = linalg.transpose ins(%288 : tensor<2x64x1x1xf64>) outs(%431 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %transposed_150 = linalg.transpose ins(%490 : tensor<2x64x1x1xf64>) outs(%431 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_151 = tensor.pad %transposed_149 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<64x2x1x1xf64> to tensor<64x2x3x3xf64>
    %494 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_151, %transposed_150 : tensor<64x2x3x3xf64>, tensor<64x2x1x1xf64>) outs(%426 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_152 = linalg.transpose ins(%494 : tensor<64x64x3x3xf64>) outs(%425 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<2x64x1x1xf64>) outs(%409 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x64x1x1xi1>
    %496 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %cst_2, %493 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %497 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%496 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %284 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %499 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%498 : tensor<2x64x1x1xf64>) outs(%271 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %500 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%497 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_153 = tensor.expand_shape %500 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %501 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%499 : tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_7 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %502 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%283, %283 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %503 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%501, %502 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_154 = tensor.expand_shape %503 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%283, %arg48 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %expanded_155 = tensor.expand_shape %504 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %505 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_154 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %506 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %505 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %507 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_153 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %508 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_155 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%267 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x64x1x1xf64>
    %509 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%499, %283 : tensor<64xf64>, tensor<64xf64>) outs(%270 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<64xf64>
    %510 = tensor.empty() : tensor<32x64x3x3xf64>
    %511 = linalg.fill ins(%cst : f64) outs(%510 : tensor<32x64x3x3xf64>) -> tensor<32x64x3x3xf64>
    %512 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%511 : tensor<32x64x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg47[%912, %911, %915, %916] : tensor<64x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x64x3x3xf64>
    %513 = tensor.empty() : tensor<2x64x4x4xf64>
    %514 = linalg.fill ins(%cst : f64) outs(%513 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %inserted_slice_156 = tensor.insert_slice %508 into %514[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 2, 2] : tensor<2x64x1x1xf64> into tensor<2x64x4x4xf64>
    %515 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_156, %512 : tensor<2x64x4x4xf64>, tensor<32x64x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %padded_157 = tensor.pad %transposed_138 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %516 = tensor.empty() : tensor<32x128x4x4xf64>
    %expanded_158 = tensor.expand_shape %padded_157 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 4, 4] : tensor<32x2x4x4xf64> into tensor<32x2x1x4x4xf64>
    %expanded_159 = tensor.expand_shape %508 [[0], [1], [2], [3, 4]] output_shape [2, 64, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x1x1x1xf64>
    %expanded_160 = tensor.expand_shape %516 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 4, 4] : tensor<32x128x4x4xf64> into tensor<32x2x64x4x4xf64>
    %517 = linalg.fill ins(%cst : f64) outs(%expanded_160 : tensor<32x2x64x4x4xf64>) -> tensor<32x2x64x4x4xf64>
    %518 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_158, %expanded_159 : tensor<32x2x1x4x4xf64>, tensor<2x64x1x1x1xf64>) outs(%517 : tensor<32x2x64x4x4xf64>) -> tensor<32x2x64x4x4xf64>
    %collapsed_161 = tensor.collapse_shape %518 [[0], [1, 2], [3], [4]] : tensor<32x2x64x4x4xf64> into tensor<32x128x4x4xf64>
    %extracted_slice_162 = tensor.extract_slice %collapsed_161[0, 0, 0, 0] [32, 128, 3, 4] [1, 1, 1, 1] : tensor<32x128x4x4xf64> to tensor<32x128x3x4xf64>
    %extracted_slice_163 = tensor.extract_slice %extracted_slice_162[0, 0, 0, 0] [32, 128, 3, 3] [1, 1, 1, 1] : tensor<32x128x3x4xf64> to tensor<32x128x3x3xf64>
    %expanded_164 = tensor.expand_shape %extracted_slice_163 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 3, 3] : tensor<32x128x3x3xf64> into tensor<32x2x64x3x3xf64>
    %519 = tensor.empty() : tensor<2x64x32x3x3xf64>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<32x2x64x3x3xf64>) outs(%519 : tensor<2x64x32x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %520 = tensor.empty() : tensor<64x32x3x3xf64>
    %521 = linalg.fill ins(%cst : f64) outs(%520 : tensor<64x32x3x3xf64>) -> tensor<64x32x3x3xf64>
    %522 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_165 : tensor<2x64x32x3x3xf64>) outs(%521 : tensor<64x32x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<64x32x3x3xf64>
    %523 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %515 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %524 = tensor.empty() : tensor<2x32x2x2xi1>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<2x32x2x2xf64>) outs(%524 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x32x2x2xi1>
    %526 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %cst_2, %523 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %527 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%526 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %261 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %529 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%528 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%527 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_166 = tensor.expand_shape %530 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%529 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %532 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%260, %260 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%531, %532 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_167 = tensor.expand_shape %533 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%260, %arg45 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_168 = tensor.expand_shape %534 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %535 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_167 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %536 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %535 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %537 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_166 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %538 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %expanded_168 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %539 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%529, %260 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %540 = tensor.empty() : tensor<32x32x3x3xf64>
    %541 = linalg.fill ins(%cst : f64) outs(%540 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %542 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%541 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg44[%912, %911, %915, %916] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %543 = tensor.empty() : tensor<2x32x4x4xf64>
    %544 = linalg.fill ins(%cst : f64) outs(%543 : tensor<2x32x4x4xf64>) -> tensor<2x32x4x4xf64>
    %inserted_slice_169 = tensor.insert_slice %538 into %544[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %545 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_169, %542 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_170 = linalg.transpose ins(%249 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_171 = linalg.transpose ins(%538 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_172 = tensor.pad %transposed_170 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %546 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_172, %transposed_171 : tensor<32x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%541 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_173 = linalg.transpose ins(%546 : tensor<32x32x3x3xf64>) outs(%540 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<2x32x2x2xf64>) outs(%524 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x32x2x2xi1>
    %548 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %cst_2, %545 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %549 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%548 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %550 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %245 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %551 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%550 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%549 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_174 = tensor.expand_shape %552 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%551 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %554 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%244, %244 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %555 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%553, %554 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_175 = tensor.expand_shape %555 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %556 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%244, %arg42 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_176 = tensor.expand_shape %556 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %557 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_175 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %557 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %559 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %expanded_174 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %560 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %expanded_176 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %561 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%551, %244 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %562 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%541 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg41[%912, %911, %915, %916] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_177 = tensor.insert_slice %560 into %544[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %563 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_177, %562 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_178 = linalg.transpose ins(%233 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_179 = linalg.transpose ins(%560 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_180 = tensor.pad %transposed_178 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %564 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %transposed_179 : tensor<32x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%541 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_181 = linalg.transpose ins(%564 : tensor<32x32x3x3xf64>) outs(%540 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %563 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %566 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<2x32x2x2xf64>) outs(%524 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x32x2x2xi1>
    %567 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %cst_2, %565 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %568 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%567 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %569 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %228 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %570 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%569 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%568 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_182 = tensor.expand_shape %571 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %572 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%570 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%227, %227 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %574 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%572, %573 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_183 = tensor.expand_shape %574 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %575 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%227, %arg39 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_184 = tensor.expand_shape %575 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %576 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_183 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %577 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %576 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %578 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %expanded_182 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %579 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578, %expanded_184 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %580 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%570, %227 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %581 = tensor.empty() : tensor<16x32x1x1xf64>
    %582 = linalg.fill ins(%cst : f64) outs(%581 : tensor<16x32x1x1xf64>) -> tensor<16x32x1x1xf64>
    %583 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%582 : tensor<16x32x1x1xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%912, %911, %c0, %c0] : tensor<32x16x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x32x1x1xf64>
    %inserted_slice_185 = tensor.insert_slice %579 into %544[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %584 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_185, %583 : tensor<2x32x4x4xf64>, tensor<16x32x1x1xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %585 = tensor.empty() : tensor<16x2x4x4xf64>
    %transposed_186 = linalg.transpose ins(%179 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %586 = tensor.empty() : tensor<16x64x2x2xf64>
    %expanded_187 = tensor.expand_shape %transposed_186 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 4, 4] : tensor<16x2x4x4xf64> into tensor<16x2x1x4x4xf64>
    %expanded_188 = tensor.expand_shape %579 [[0], [1], [2, 3], [4]] output_shape [2, 32, 1, 2, 2] : tensor<2x32x2x2xf64> into tensor<2x32x1x2x2xf64>
    %expanded_189 = tensor.expand_shape %586 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 2, 2] : tensor<16x64x2x2xf64> into tensor<16x2x32x2x2xf64>
    %587 = linalg.fill ins(%cst : f64) outs(%expanded_189 : tensor<16x2x32x2x2xf64>) -> tensor<16x2x32x2x2xf64>
    %588 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_187, %expanded_188 : tensor<16x2x1x4x4xf64>, tensor<2x32x1x2x2xf64>) outs(%587 : tensor<16x2x32x2x2xf64>) -> tensor<16x2x32x2x2xf64>
    %collapsed_190 = tensor.collapse_shape %588 [[0], [1, 2], [3], [4]] : tensor<16x2x32x2x2xf64> into tensor<16x64x2x2xf64>
    %extracted_slice_191 = tensor.extract_slice %collapsed_190[0, 0, 0, 0] [16, 64, 1, 2] [1, 1, 1, 1] : tensor<16x64x2x2xf64> to tensor<16x64x1x2xf64>
    %extracted_slice_192 = tensor.extract_slice %extracted_slice_191[0, 0, 0, 0] [16, 64, 1, 1] [1, 1, 1, 1] : tensor<16x64x1x2xf64> to tensor<16x64x1x1xf64>
    %expanded_193 = tensor.expand_shape %extracted_slice_192 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 1, 1] : tensor<16x64x1x1xf64> into tensor<16x2x32x1x1xf64>
    %589 = tensor.empty() : tensor<2x32x16x1x1xf64>
    %transposed_194 = linalg.transpose ins(%expanded_193 : tensor<16x2x32x1x1xf64>) outs(%589 : tensor<2x32x16x1x1xf64>) permutation = [1, 2, 0, 3, 4] 
    %590 = tensor.empty() : tensor<32x16x1x1xf64>
    %591 = linalg.fill ins(%cst : f64) outs(%590 : tensor<32x16x1x1xf64>) -> tensor<32x16x1x1xf64>
    %592 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_194 : tensor<2x32x16x1x1xf64>) outs(%591 : tensor<32x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32x16x1x1xf64>
    %593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %213 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %594 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%593 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %595 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%594 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %596 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%212, %212 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %597 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%595, %596 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_195 = tensor.expand_shape %597 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %598 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%212, %arg36 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_196 = tensor.expand_shape %598 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %599 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_195 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %600 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %599 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %601 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %expanded_182 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %602 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601, %expanded_196 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %603 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%594, %212 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %604 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%541 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg35[%912, %911, %915, %916] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_197 = tensor.insert_slice %602 into %544[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %605 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_197, %604 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%181 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_198 = linalg.transpose ins(%201 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_199 = linalg.transpose ins(%602 : tensor<2x32x2x2xf64>) outs(%473 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_200 = tensor.pad %transposed_198 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %606 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_200, %transposed_199 : tensor<32x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%541 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_201 = linalg.transpose ins(%606 : tensor<32x32x3x3xf64>) outs(%540 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<2x32x2x2xf64>) outs(%524 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x32x2x2xi1>
    %608 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607, %cst_2, %605 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %609 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%608 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %197 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %611 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%610 : tensor<2x32x2x2xf64>) outs(%184 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %612 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%609 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_202 = tensor.expand_shape %612 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%611 : tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_6 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%196, %196 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %615 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%613, %614 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_203 = tensor.expand_shape %615 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %616 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%196, %arg33 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %expanded_204 = tensor.expand_shape %616 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %617 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_203 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %618 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %617 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %619 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618, %expanded_202 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %620 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %expanded_204 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%180 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x32x2x2xf64>
    %621 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%611, %196 : tensor<32xf64>, tensor<32xf64>) outs(%183 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<32xf64>
    %622 = tensor.empty() : tensor<16x32x3x3xf64>
    %623 = linalg.fill ins(%cst : f64) outs(%622 : tensor<16x32x3x3xf64>) -> tensor<16x32x3x3xf64>
    %624 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%623 : tensor<16x32x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg32[%912, %911, %915, %916] : tensor<32x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x32x3x3xf64>
    %625 = tensor.empty() : tensor<2x32x6x6xf64>
    %626 = linalg.fill ins(%cst : f64) outs(%625 : tensor<2x32x6x6xf64>) -> tensor<2x32x6x6xf64>
    %inserted_slice_205 = tensor.insert_slice %620 into %626[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf64> into tensor<2x32x6x6xf64>
    %627 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_205, %624 : tensor<2x32x6x6xf64>, tensor<16x32x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %padded_206 = tensor.pad %transposed_186 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %628 = tensor.empty() : tensor<16x64x4x4xf64>
    %expanded_207 = tensor.expand_shape %padded_206 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 6, 6] : tensor<16x2x6x6xf64> into tensor<16x2x1x6x6xf64>
    %expanded_208 = tensor.expand_shape %620 [[0], [1], [2, 3], [4]] output_shape [2, 32, 1, 2, 2] : tensor<2x32x2x2xf64> into tensor<2x32x1x2x2xf64>
    %expanded_209 = tensor.expand_shape %628 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 4, 4] : tensor<16x64x4x4xf64> into tensor<16x2x32x4x4xf64>
    %629 = linalg.fill ins(%cst : f64) outs(%expanded_209 : tensor<16x2x32x4x4xf64>) -> tensor<16x2x32x4x4xf64>
    %630 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_207, %expanded_208 : tensor<16x2x1x6x6xf64>, tensor<2x32x1x2x2xf64>) outs(%629 : tensor<16x2x32x4x4xf64>) -> tensor<16x2x32x4x4xf64>
    %collapsed_210 = tensor.collapse_shape %630 [[0], [1, 2], [3], [4]] : tensor<16x2x32x4x4xf64> into tensor<16x64x4x4xf64>
    %extracted_slice_211 = tensor.extract_slice %collapsed_210[0, 0, 0, 0] [16, 64, 3, 4] [1, 1, 1, 1] : tensor<16x64x4x4xf64> to tensor<16x64x3x4xf64>
    %extracted_slice_212 = tensor.extract_slice %extracted_slice_211[0, 0, 0, 0] [16, 64, 3, 3] [1, 1, 1, 1] : tensor<16x64x3x4xf64> to tensor<16x64x3x3xf64>
    %expanded_213 = tensor.expand_shape %extracted_slice_212 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 3, 3] : tensor<16x64x3x3xf64> into tensor<16x2x32x3x3xf64>
    %631 = tensor.empty() : tensor<2x32x16x3x3xf64>
    %transposed_214 = linalg.transpose ins(%expanded_213 : tensor<16x2x32x3x3xf64>) outs(%631 : tensor<2x32x16x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %632 = tensor.empty() : tensor<32x16x3x3xf64>
    %633 = linalg.fill ins(%cst : f64) outs(%632 : tensor<32x16x3x3xf64>) -> tensor<32x16x3x3xf64>
    %634 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_214 : tensor<2x32x16x3x3xf64>) outs(%633 : tensor<32x16x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<32x16x3x3xf64>
    %635 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %627 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %636 = tensor.empty() : tensor<2x16x4x4xi1>
    %637 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x4x4xf64>) outs(%636 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x16x4x4xi1>
    %638 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %cst_2, %635 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %639 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%638 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %640 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %174 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %641 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%640 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%639 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_215 = tensor.expand_shape %642 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %643 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%641 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%173, %173 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %645 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%643, %644 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_216 = tensor.expand_shape %645 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %646 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%173, %arg30 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_217 = tensor.expand_shape %646 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %647 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_216 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %648 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %647 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %649 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %expanded_215 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %650 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649, %expanded_217 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %651 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%641, %173 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %652 = tensor.empty() : tensor<16x16x3x3xf64>
    %653 = linalg.fill ins(%cst : f64) outs(%652 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %654 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%653 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg29[%912, %911, %915, %916] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %655 = tensor.empty() : tensor<2x16x6x6xf64>
    %656 = linalg.fill ins(%cst : f64) outs(%655 : tensor<2x16x6x6xf64>) -> tensor<2x16x6x6xf64>
    %inserted_slice_218 = tensor.insert_slice %650 into %656[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %657 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_218, %654 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_219 = linalg.transpose ins(%162 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_220 = linalg.transpose ins(%650 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_221 = tensor.pad %transposed_219 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_221, %transposed_220 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%653 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_222 = linalg.transpose ins(%658 : tensor<16x16x3x3xf64>) outs(%652 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x4x4xf64>) outs(%636 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x16x4x4xi1>
    %660 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %cst_2, %657 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %661 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%660 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %662 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %158 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %663 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%662 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %664 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%661 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_223 = tensor.expand_shape %664 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%663 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%157, %157 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%665, %666 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_224 = tensor.expand_shape %667 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%157, %arg27 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_225 = tensor.expand_shape %668 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %669 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_224 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %670 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %669 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %671 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %expanded_223 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %672 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %expanded_225 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %673 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%663, %157 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %674 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%653 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg26[%912, %911, %915, %916] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %inserted_slice_226 = tensor.insert_slice %672 into %656[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %675 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_226, %674 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_227 = linalg.transpose ins(%146 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_228 = linalg.transpose ins(%672 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_229 = tensor.pad %transposed_227 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %676 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_229, %transposed_228 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%653 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_230 = linalg.transpose ins(%676 : tensor<16x16x3x3xf64>) outs(%652 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %675 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %678 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x4x4xf64>) outs(%636 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x16x4x4xi1>
    %679 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %cst_2, %677 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %680 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%679 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %141 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %682 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%681 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %683 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%680 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_231 = tensor.expand_shape %683 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %684 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%682 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %685 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%140, %140 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %685 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_232 = tensor.expand_shape %686 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%140, %arg24 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_233 = tensor.expand_shape %687 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %688 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_232 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %689 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %688 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %690 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %expanded_231 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %691 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690, %expanded_233 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%682, %140 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %693 = tensor.empty() : tensor<8x16x1x1xf64>
    %694 = linalg.fill ins(%cst : f64) outs(%693 : tensor<8x16x1x1xf64>) -> tensor<8x16x1x1xf64>
    %695 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%694 : tensor<8x16x1x1xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%912, %911, %c0, %c0] : tensor<16x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16x1x1xf64>
    %696 = tensor.empty() : tensor<2x16x8x8xf64>
    %697 = linalg.fill ins(%cst : f64) outs(%696 : tensor<2x16x8x8xf64>) -> tensor<2x16x8x8xf64>
    %inserted_slice_234 = tensor.insert_slice %691 into %697[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf64> into tensor<2x16x8x8xf64>
    %698 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_234, %695 : tensor<2x16x8x8xf64>, tensor<8x16x1x1xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %699 = tensor.empty() : tensor<8x2x8x8xf64>
    %transposed_235 = linalg.transpose ins(%92 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %700 = tensor.empty() : tensor<8x32x2x2xf64>
    %expanded_236 = tensor.expand_shape %transposed_235 [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 8, 8] : tensor<8x2x8x8xf64> into tensor<8x2x1x8x8xf64>
    %expanded_237 = tensor.expand_shape %691 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 4, 4] : tensor<2x16x4x4xf64> into tensor<2x16x1x4x4xf64>
    %expanded_238 = tensor.expand_shape %700 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 2, 2] : tensor<8x32x2x2xf64> into tensor<8x2x16x2x2xf64>
    %701 = linalg.fill ins(%cst : f64) outs(%expanded_238 : tensor<8x2x16x2x2xf64>) -> tensor<8x2x16x2x2xf64>
    %702 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_236, %expanded_237 : tensor<8x2x1x8x8xf64>, tensor<2x16x1x4x4xf64>) outs(%701 : tensor<8x2x16x2x2xf64>) -> tensor<8x2x16x2x2xf64>
    %collapsed_239 = tensor.collapse_shape %702 [[0], [1, 2], [3], [4]] : tensor<8x2x16x2x2xf64> into tensor<8x32x2x2xf64>
    %extracted_slice_240 = tensor.extract_slice %collapsed_239[0, 0, 0, 0] [8, 32, 1, 2] [1, 1, 1, 1] : tensor<8x32x2x2xf64> to tensor<8x32x1x2xf64>
    %extracted_slice_241 = tensor.extract_slice %extracted_slice_240[0, 0, 0, 0] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x2xf64> to tensor<8x32x1x1xf64>
    %expanded_242 = tensor.expand_shape %extracted_slice_241 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 1, 1] : tensor<8x32x1x1xf64> into tensor<8x2x16x1x1xf64>
    %703 = tensor.empty() : tensor<2x16x8x1x1xf64>
    %transposed_243 = linalg.transpose ins(%expanded_242 : tensor<8x2x16x1x1xf64>) outs(%703 : tensor<2x16x8x1x1xf64>) permutation = [1, 2, 0, 3, 4] 
    %704 = tensor.empty() : tensor<16x8x1x1xf64>
    %705 = linalg.fill ins(%cst : f64) outs(%704 : tensor<16x8x1x1xf64>) -> tensor<16x8x1x1xf64>
    %706 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_243 : tensor<2x16x8x1x1xf64>) outs(%705 : tensor<16x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16x8x1x1xf64>
    %707 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %126 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %708 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%707 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %709 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%708 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %710 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%125, %125 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %711 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%709, %710 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_244 = tensor.expand_shape %711 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %712 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%125, %arg21 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_245 = tensor.expand_shape %712 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %713 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_244 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %714 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %713 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %715 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %expanded_231 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %716 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%715, %expanded_245 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %717 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%708, %125 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %718 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%653 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg20[%912, %911, %915, %916] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %inserted_slice_246 = tensor.insert_slice %716 into %656[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %719 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_246, %718 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%94 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_247 = linalg.transpose ins(%114 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_248 = linalg.transpose ins(%716 : tensor<2x16x4x4xf64>) outs(%585 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_249 = tensor.pad %transposed_247 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %720 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_249, %transposed_248 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%653 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_250 = linalg.transpose ins(%720 : tensor<16x16x3x3xf64>) outs(%652 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %721 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x4x4xf64>) outs(%636 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x16x4x4xi1>
    %722 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %cst_2, %719 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %723 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%722 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %724 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722, %110 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %725 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%724 : tensor<2x16x4x4xf64>) outs(%97 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%723 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_251 = tensor.expand_shape %726 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %727 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%725 : tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_5 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %728 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%109, %109 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %729 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%727, %728 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_252 = tensor.expand_shape %729 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%109, %arg18 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %expanded_253 = tensor.expand_shape %730 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %731 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_252 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %732 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722, %731 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %733 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %expanded_251 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %734 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733, %expanded_253 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%93 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x16x4x4xf64>
    %735 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%725, %109 : tensor<16xf64>, tensor<16xf64>) outs(%96 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<16xf64>
    %736 = tensor.empty() : tensor<8x16x3x3xf64>
    %737 = linalg.fill ins(%cst : f64) outs(%736 : tensor<8x16x3x3xf64>) -> tensor<8x16x3x3xf64>
    %738 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%737 : tensor<8x16x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg17[%912, %911, %915, %916] : tensor<16x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16x3x3xf64>
    %739 = tensor.empty() : tensor<2x16x10x10xf64>
    %740 = linalg.fill ins(%cst : f64) outs(%739 : tensor<2x16x10x10xf64>) -> tensor<2x16x10x10xf64>
    %inserted_slice_254 = tensor.insert_slice %734 into %740[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf64> into tensor<2x16x10x10xf64>
    %741 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_254, %738 : tensor<2x16x10x10xf64>, tensor<8x16x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %padded_255 = tensor.pad %transposed_235 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %742 = tensor.empty() : tensor<8x32x4x4xf64>
    %expanded_256 = tensor.expand_shape %padded_255 [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 10, 10] : tensor<8x2x10x10xf64> into tensor<8x2x1x10x10xf64>
    %expanded_257 = tensor.expand_shape %734 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 4, 4] : tensor<2x16x4x4xf64> into tensor<2x16x1x4x4xf64>
    %expanded_258 = tensor.expand_shape %742 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 4, 4] : tensor<8x32x4x4xf64> into tensor<8x2x16x4x4xf64>
    %743 = linalg.fill ins(%cst : f64) outs(%expanded_258 : tensor<8x2x16x4x4xf64>) -> tensor<8x2x16x4x4xf64>
    %744 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_256, %expanded_257 : tensor<8x2x1x10x10xf64>, tensor<2x16x1x4x4xf64>) outs(%743 : tensor<8x2x16x4x4xf64>) -> tensor<8x2x16x4x4xf64>
    %collapsed_259 = tensor.collapse_shape %744 [[0], [1, 2], [3], [4]] : tensor<8x2x16x4x4xf64> into tensor<8x32x4x4xf64>
    %extracted_slice_260 = tensor.extract_slice %collapsed_259[0, 0, 0, 0] [8, 32, 3, 4] [1, 1, 1, 1] : tensor<8x32x4x4xf64> to tensor<8x32x3x4xf64>
    %extracted_slice_261 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 0] [8, 32, 3, 3] [1, 1, 1, 1] : tensor<8x32x3x4xf64> to tensor<8x32x3x3xf64>
    %expanded_262 = tensor.expand_shape %extracted_slice_261 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 3, 3] : tensor<8x32x3x3xf64> into tensor<8x2x16x3x3xf64>
    %745 = tensor.empty() : tensor<2x16x8x3x3xf64>
    %transposed_263 = linalg.transpose ins(%expanded_262 : tensor<8x2x16x3x3xf64>) outs(%745 : tensor<2x16x8x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %746 = tensor.empty() : tensor<16x8x3x3xf64>
    %747 = linalg.fill ins(%cst : f64) outs(%746 : tensor<16x8x3x3xf64>) -> tensor<16x8x3x3xf64>
    %748 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_263 : tensor<2x16x8x3x3xf64>) outs(%747 : tensor<16x8x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<16x8x3x3xf64>
    %749 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%698, %741 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %750 = tensor.empty() : tensor<2x8x8x8xi1>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %752 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %cst_2, %749 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %753 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%752 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %754 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %87 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %755 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%754 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%753 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_264 = tensor.expand_shape %756 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%755 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%86, %86 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %759 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%757, %758 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_265 = tensor.expand_shape %759 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %760 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%86, %arg15 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_266 = tensor.expand_shape %760 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %761 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_265 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %761 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %763 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %expanded_264 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %764 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_266 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%755, %86 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %766 = tensor.empty() : tensor<8x8x3x3xf64>
    %767 = linalg.fill ins(%cst : f64) outs(%766 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %768 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%767 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg14[%912, %911, %915, %916] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %769 = tensor.empty() : tensor<2x8x10x10xf64>
    %770 = linalg.fill ins(%cst : f64) outs(%769 : tensor<2x8x10x10xf64>) -> tensor<2x8x10x10xf64>
    %inserted_slice_267 = tensor.insert_slice %764 into %770[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %771 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_267, %768 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_268 = linalg.transpose ins(%75 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_269 = linalg.transpose ins(%764 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_270 = tensor.pad %transposed_268 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %772 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_270, %transposed_269 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%767 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_271 = linalg.transpose ins(%772 : tensor<8x8x3x3xf64>) outs(%766 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %773 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %774 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773, %cst_2, %771 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %775 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%774 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %776 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %71 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %777 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%776 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%775 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_272 = tensor.expand_shape %778 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %779 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%777 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%70, %70 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%779, %780 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_273 = tensor.expand_shape %781 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%70, %arg12 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_274 = tensor.expand_shape %782 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %783 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_273 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %784 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %783 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %785 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784, %expanded_272 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785, %expanded_274 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%777, %70 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %788 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%767 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg11[%912, %911, %915, %916] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_275 = tensor.insert_slice %786 into %770[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %789 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_275, %788 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_276 = linalg.transpose ins(%59 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_277 = linalg.transpose ins(%786 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_278 = tensor.pad %transposed_276 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %790 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_278, %transposed_277 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%767 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_279 = linalg.transpose ins(%790 : tensor<8x8x3x3xf64>) outs(%766 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %791 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %789 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %792 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %793 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %cst_2, %791 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %794 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%793 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %795 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793, %54 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %796 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%795 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %797 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%794 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_280 = tensor.expand_shape %797 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %798 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%796 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%53, %53 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %800 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%798, %799 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_281 = tensor.expand_shape %800 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %801 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%53, %arg9 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_282 = tensor.expand_shape %801 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %802 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_281 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %803 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793, %802 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %804 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%803, %expanded_280 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %805 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %expanded_282 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %806 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%796, %53 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %807 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%767 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg8[%912, %911, %915, %916] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_283 = tensor.insert_slice %805 into %770[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %808 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_283, %807 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_284 = linalg.transpose ins(%42 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_285 = linalg.transpose ins(%805 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_286 = tensor.pad %transposed_284 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %809 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_286, %transposed_285 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%767 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_287 = linalg.transpose ins(%809 : tensor<8x8x3x3xf64>) outs(%766 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %811 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810, %cst_2, %808 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %812 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%811 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %813 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %38 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %814 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%813 : tensor<2x8x8x8xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%812 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_288 = tensor.expand_shape %815 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %816 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%814 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_4 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%37, %37 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%816, %817 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_289 = tensor.expand_shape %818 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %819 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%37, %arg6 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_290 = tensor.expand_shape %819 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %820 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_289 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %821 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %820 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %822 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821, %expanded_288 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %823 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %expanded_290 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %824 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%814, %37 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %825 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%767 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %911 = linalg.index 0 : index
      %912 = linalg.index 1 : index
      %913 = linalg.index 2 : index
      %914 = linalg.index 3 : index
      %915 = arith.subi %c2, %913 : index
      %916 = arith.subi %c2, %914 : index
      %extracted = tensor.extract %arg5[%912, %911, %915, %916] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_291 = tensor.insert_slice %823 into %770[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %826 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_291, %825 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_292 = linalg.transpose ins(%25 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_293 = linalg.transpose ins(%823 : tensor<2x8x8x8xf64>) outs(%699 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_294 = tensor.pad %transposed_292 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %827 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_294, %transposed_293 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%767 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_295 = linalg.transpose ins(%827 : tensor<8x8x3x3xf64>) outs(%766 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %828 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793, %826 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_296 = tensor.extract_slice %padded_18[0, 0, 0, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf64> to tensor<2x8x8x18xf64>
    %extracted_slice_297 = tensor.extract_slice %extracted_slice_296[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %extracted_slice_298 = tensor.extract_slice %extracted_slice_296[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %829 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_297, %extracted_slice_298 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_299 = tensor.extract_slice %extracted_slice_296[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %830 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %extracted_slice_299 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_300 = tensor.extract_slice %padded_18[0, 0, 1, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf64> to tensor<2x8x8x18xf64>
    %extracted_slice_301 = tensor.extract_slice %extracted_slice_300[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%830, %extracted_slice_301 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_302 = tensor.extract_slice %extracted_slice_300[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %832 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%831, %extracted_slice_302 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_303 = tensor.extract_slice %extracted_slice_300[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832, %extracted_slice_303 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_304 = tensor.extract_slice %padded_18[0, 0, 2, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf64> to tensor<2x8x8x18xf64>
    %extracted_slice_305 = tensor.extract_slice %extracted_slice_304[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %extracted_slice_305 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_306 = tensor.extract_slice %extracted_slice_304[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %835 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %extracted_slice_306 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_307 = tensor.extract_slice %extracted_slice_304[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %836 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835, %extracted_slice_307 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.cmpf ogt, %in, %in_377 : f64
      %912 = arith.select %911, %in, %in_377 : f64
      linalg.yield %912 : f64
    } -> tensor<2x8x8x8xf64>
    %837 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_297, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %838 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_308 = tensor.expand_shape %838 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_309 = tensor.pad %expanded_308 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_310 = tensor.collapse_shape %padded_309 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_311 = tensor.extract_slice %collapsed_310[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_312 = tensor.extract_slice %extracted_slice_311[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_313 = tensor.pad %extracted_slice_312 low[0, 0, 0, 0] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %839 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_298, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %840 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %841 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %840 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %842 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837, %839 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %843 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%841, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_314 = tensor.expand_shape %843 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_315 = tensor.pad %expanded_314 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_316 = tensor.collapse_shape %padded_315 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_317 = tensor.extract_slice %collapsed_316[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_318 = tensor.extract_slice %extracted_slice_317[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_319 = tensor.pad %extracted_slice_318 low[0, 0, 0, 1] high[0, 0, 3, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %844 = tensor.empty() : tensor<2x8x18x18xf64>
    %845 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_313, %padded_319 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %846 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_299, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %847 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %847 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %849 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842, %846 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %850 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_320 = tensor.expand_shape %850 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_321 = tensor.pad %expanded_320 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_322 = tensor.collapse_shape %padded_321 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_323 = tensor.extract_slice %collapsed_322[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_324 = tensor.extract_slice %extracted_slice_323[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_325 = tensor.pad %extracted_slice_324 low[0, 0, 0, 2] high[0, 0, 3, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %851 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %padded_325 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %852 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_301, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %853 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %854 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852, %853 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %855 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849, %852 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %856 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%854, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_326 = tensor.expand_shape %856 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_327 = tensor.pad %expanded_326 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_328 = tensor.collapse_shape %padded_327 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_329 = tensor.extract_slice %collapsed_328[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_330 = tensor.extract_slice %extracted_slice_329[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_331 = tensor.pad %extracted_slice_330 low[0, 0, 1, 0] high[0, 0, 2, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %857 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %padded_331 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %858 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_302, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %860 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858, %859 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %858 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %862 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_332 = tensor.expand_shape %862 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_333 = tensor.pad %expanded_332 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_334 = tensor.collapse_shape %padded_333 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_335 = tensor.extract_slice %collapsed_334[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_336 = tensor.extract_slice %extracted_slice_335[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_337 = tensor.pad %extracted_slice_336 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %863 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857, %padded_337 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %864 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %865 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %866 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864, %865 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %867 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861, %864 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %868 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%866, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_338 = tensor.expand_shape %868 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_339 = tensor.pad %expanded_338 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_340 = tensor.collapse_shape %padded_339 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_341 = tensor.extract_slice %collapsed_340[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_342 = tensor.extract_slice %extracted_slice_341[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_343 = tensor.pad %extracted_slice_342 low[0, 0, 1, 2] high[0, 0, 2, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863, %padded_343 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %870 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_305, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %871 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %872 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%870, %871 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %873 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %870 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %874 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%872, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_344 = tensor.expand_shape %874 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_345 = tensor.pad %expanded_344 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_346 = tensor.collapse_shape %padded_345 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_347 = tensor.extract_slice %collapsed_346[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_348 = tensor.extract_slice %extracted_slice_347[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_349 = tensor.pad %extracted_slice_348 low[0, 0, 2, 0] high[0, 0, 1, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %875 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %padded_349 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %876 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_306, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %877 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %878 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%876, %877 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %879 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %876 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.ori %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %880 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%878, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_350 = tensor.expand_shape %880 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_351 = tensor.pad %expanded_350 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_352 = tensor.collapse_shape %padded_351 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_353 = tensor.extract_slice %collapsed_352[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_354 = tensor.extract_slice %extracted_slice_353[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_355 = tensor.pad %extracted_slice_354 low[0, 0, 2, 1] high[0, 0, 1, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %881 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%875, %padded_355 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %882 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_307, %836 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_377: f64, %out: i1):
      %911 = arith.cmpf oeq, %in, %in_377 : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %883 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879 : tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %911 = arith.xori %in, %true : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %884 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %883 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%750 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_377: i1, %out: i1):
      %911 = arith.andi %in, %in_377 : i1
      linalg.yield %911 : i1
    } -> tensor<2x8x8x8xi1>
    %885 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884, %828, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%22 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_356 = tensor.expand_shape %885 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf64> into tensor<2x8x8x1x8x1xf64>
    %padded_357 = tensor.pad %expanded_356 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x1x8x1xf64> to tensor<2x8x8x2x8x2xf64>
    %collapsed_358 = tensor.collapse_shape %padded_357 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf64> into tensor<2x8x16x16xf64>
    %extracted_slice_359 = tensor.extract_slice %collapsed_358[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf64> to tensor<2x8x15x16xf64>
    %extracted_slice_360 = tensor.extract_slice %extracted_slice_359[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf64> to tensor<2x8x15x15xf64>
    %padded_361 = tensor.pad %extracted_slice_360 low[0, 0, 2, 2] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x15x15xf64> to tensor<2x8x18x18xf64>
    %886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881, %padded_361 : tensor<2x8x18x18xf64>, tensor<2x8x18x18xf64>) outs(%844 : tensor<2x8x18x18xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.addf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x18x18xf64>
    %extracted_slice_362 = tensor.extract_slice %886[0, 0, 1, 0] [2, 8, 16, 18] [1, 1, 1, 1] : tensor<2x8x18x18xf64> to tensor<2x8x16x18xf64>
    %extracted_slice_363 = tensor.extract_slice %extracted_slice_362[0, 0, 0, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x18xf64> to tensor<2x8x16x16xf64>
    %887 = tensor.empty() : tensor<2x8x16x16xi1>
    %888 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x16x16xf64>) outs(%887 : tensor<2x8x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %911 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %911 : i1
    } -> tensor<2x8x16x16xi1>
    %889 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %cst_2, %extracted_slice_363 : tensor<2x8x16x16xi1>, tensor<f64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: i1, %in_377: f64, %in_378: f64, %out: f64):
      %911 = arith.select %in, %in_377, %in_378 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %890 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%889 : tensor<2x8x16x16xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %891 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %17 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %892 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%891 : tensor<2x8x16x16xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %893 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%890 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_3 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_364 = tensor.expand_shape %893 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %894 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%892 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.mulf %in, %cst_3 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %16 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%894, %895 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_365 = tensor.expand_shape %896 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %897 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %arg3 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %expanded_366 = tensor.expand_shape %897 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %898 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_365 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %898 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %900 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %expanded_364 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.subf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %901 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %expanded_366 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<2x8x16x16xf64>
    %902 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%892, %16 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_377: f64, %out: f64):
      %911 = arith.mulf %in, %in_377 : f64
      linalg.yield %911 : f64
    } -> tensor<8xf64>
    %903 = tensor.empty() : tensor<3x2x32x32xf64>
    %transposed_367 = linalg.transpose ins(%arg0 : tensor<2x3x32x32xf64>) outs(%903 : tensor<3x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %padded_368 = tensor.pad %transposed_367 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<3x2x32x32xf64> to tensor<3x2x38x38xf64>
    %904 = tensor.empty() : tensor<3x16x8x8xf64>
    %expanded_369 = tensor.expand_shape %padded_368 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 38, 38] : tensor<3x2x38x38xf64> into tensor<3x2x1x38x38xf64>
    %expanded_370 = tensor.expand_shape %901 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 16, 16] : tensor<2x8x16x16xf64> into tensor<2x8x1x16x16xf64>
    %expanded_371 = tensor.expand_shape %904 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 8, 8] : tensor<3x16x8x8xf64> into tensor<3x2x8x8x8xf64>
    %905 = linalg.fill ins(%cst : f64) outs(%expanded_371 : tensor<3x2x8x8x8xf64>) -> tensor<3x2x8x8x8xf64>
    %906 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_369, %expanded_370 : tensor<3x2x1x38x38xf64>, tensor<2x8x1x16x16xf64>) outs(%905 : tensor<3x2x8x8x8xf64>) -> tensor<3x2x8x8x8xf64>
    %collapsed_372 = tensor.collapse_shape %906 [[0], [1, 2], [3], [4]] : tensor<3x2x8x8x8xf64> into tensor<3x16x8x8xf64>
    %extracted_slice_373 = tensor.extract_slice %collapsed_372[0, 0, 0, 0] [3, 16, 7, 8] [1, 1, 1, 1] : tensor<3x16x8x8xf64> to tensor<3x16x7x8xf64>
    %extracted_slice_374 = tensor.extract_slice %extracted_slice_373[0, 0, 0, 0] [3, 16, 7, 7] [1, 1, 1, 1] : tensor<3x16x7x8xf64> to tensor<3x16x7x7xf64>
    %expanded_375 = tensor.expand_shape %extracted_slice_374 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 7, 7] : tensor<3x16x7x7xf64> into tensor<3x2x8x7x7xf64>
    %907 = tensor.empty() : tensor<2x8x3x7x7xf64>
    %transposed_376 = linalg.transpose ins(%expanded_375 : tensor<3x2x8x7x7xf64>) outs(%907 : tensor<2x8x3x7x7xf64>) permutation = [1, 2, 0, 3, 4] 
    %908 = tensor.empty() : tensor<8x3x7x7xf64>
    %909 = linalg.fill ins(%cst : f64) outs(%908 : tensor<8x3x7x7xf64>) -> tensor<8x3x7x7xf64>
    %910 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_376 : tensor<2x8x3x7x7xf64>) outs(%909 : tensor<8x3x7x7xf64>) {
    ^bb0(%in: f64, %out: f64):
      %911 = arith.addf %in, %out : f64
      linalg.yield %911 : f64
    } -> tensor<8x3x7x7xf64>
    return %386, %910, %902, %890, %transposed_295, %824, %812, %transposed_287, %806, %794, %transposed_279, %787, %775, %transposed_271, %765, %753, %748, %735, %723, %transposed_250, %717, %680, %706, %692, %680, %transposed_230, %673, %661, %transposed_222, %651, %639, %634, %621, %609, %transposed_201, %603, %568, %592, %580, %568, %transposed_181, %561, %549, %transposed_173, %539, %527, %522, %509, %497, %transposed_152, %491, %454, %480, %466, %454, %transposed_133, %447, %435, %transposed_125, %424, %412, %405, %collapsed_117 : tensor<f64>, tensor<8x3x7x7xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<16x8x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x8x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32x16x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x16x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<64x32x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x32x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<10x64xf64>, tensor<10xf64>
  }
}
