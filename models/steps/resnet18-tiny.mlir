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
  func.func @train_step(%arg0: tensor<2x3x32x32xf32>, %arg1: tensor<2xi64>, %arg2: tensor<8x3x7x7xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x8x3x3xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8x3x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8x8x3x3xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8x8x3x3xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<16x8x3x3xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x16x3x3xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16x8x1x1xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x16x3x3xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16x16x3x3xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<32x16x3x3xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32x3x3xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x16x1x1xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32x3x3xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x32x3x3xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<64x32x3x3xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64x64x3x3xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64x32x1x1xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64x64x3x3xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64x64x3x3xf32>, %arg60: tensor<64xf32>, %arg61: tensor<64xf32>, %arg62: tensor<10x64xf32>, %arg63: tensor<10xf32>) -> (tensor<f32>, tensor<8x3x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %c10 = arith.constant 10 : index
    %true = arith.constant true
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 5.120000e+02 : f32
    %cst_6 = arith.constant 5.120000e+02 : f64
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 1.280000e+02 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 8.000000e+00 : f32
    %cst_12 = arith.constant 8.000000e+00 : f64
    %cst_13 = arith.constant 2.000000e+00 : f32
    %cst_14 = arith.constant 2.000000e+00 : f64
    %cst_15 = arith.constant 5.000000e-01 : f32
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant 1.250000e-01 : f32
    %cst_17 = arith.constant 3.125000e-02 : f32
    %cst_18 = arith.constant 7.812500e-03 : f32
    %cst_19 = arith.constant 0.001953125 : f32
    %cst_20 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x3x32x32xf32> to tensor<2x3x38x38xf32>
    %0 = tensor.empty() : tensor<2x8x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x38x38xf32>, tensor<8x3x7x7xf32>) outs(%1 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x8x16x16xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_5 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %7 = tensor.empty() : tensor<2x8x16x16xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x8x16x16xf64>
    %9 = tensor.empty() : tensor<1x8x1x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%8 : tensor<2x8x16x16xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_6 : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%7 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x16x16xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%7 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x16x16xf64>
    %15 = tensor.empty() : tensor<8xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<8xf64>) -> tensor<8xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%14 : tensor<2x8x16x16xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_6 : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<8xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_21 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_21 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %expanded_22 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_22 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %expanded_23 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_23 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x16x16xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x16x16xf32>
    %padded_24 = tensor.pad %26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst_1 : f32
    } : tensor<2x8x16x16xf32> to tensor<2x8x18x18xf32>
    %27 = tensor.empty() : tensor<2x8x8x8xf32>
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %29 = tensor.empty() : tensor<3x3xf32>
    %30 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_24, %29 : tensor<2x8x18x18xf32>, tensor<3x3xf32>) outs(%28 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %padded_25 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %arg5 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%32 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_7 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %35 = tensor.empty() : tensor<2x8x8x8xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x8x8xf32>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%36 : tensor<2x8x8x8xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%40 : tensor<2x8x8x8xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%41 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%42 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%43 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_26 = tensor.expand_shape %34 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_27 = tensor.expand_shape %45 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_26 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_27 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_28 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_28 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_29 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_29 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_30 = tensor.pad %50 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_30, %arg8 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%51 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%52 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_7 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x8x8x8xf32>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%54 : tensor<2x8x8x8xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%58 : tensor<2x8x8x8xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %60 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%59 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %61 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%60 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%61 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<8xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%62 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_31 = tensor.expand_shape %53 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_32 = tensor.expand_shape %63 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_31 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_32 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_33 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_33 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_34 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_34 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %30 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_35 = tensor.pad %69 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_35, %arg11 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%70 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%71 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_7 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x8x8xf32>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%73 : tensor<2x8x8x8xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%77 : tensor<2x8x8x8xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%78 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%79 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%80 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<8xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%81 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_36 = tensor.expand_shape %72 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_37 = tensor.expand_shape %82 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_36 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_37 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_38 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_38 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_39 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_39 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_40 = tensor.pad %87 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_40, %arg14 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%88 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%89 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_7 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x8x8xf32>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%91 : tensor<2x8x8x8xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<1x8x1x1xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %93 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %94 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%35 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x8x8x8xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%95 : tensor<2x8x8x8xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%96 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_8 : f64
      linalg.yield %964 : f64
    } -> tensor<8xf64>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%97 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%98 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<8xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%99 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_41 = tensor.expand_shape %90 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_42 = tensor.expand_shape %100 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_41 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_42 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_43 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_43 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_44 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_44 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %69 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_45 = tensor.pad %106 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %107 = tensor.empty() : tensor<2x16x4x4xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_45, %arg17 : tensor<2x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %110 = tensor.empty() : tensor<16xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%109 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%112 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_9 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %114 = tensor.empty() : tensor<2x16x4x4xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x4x4xf32>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %116 = tensor.empty() : tensor<1x16x1x1xf64>
    %117 = linalg.fill ins(%cst_0 : f64) outs(%116 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%115 : tensor<2x16x4x4xf64>) outs(%117 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x16x1x1xf64>) outs(%116 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %119 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %120 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %122 = tensor.empty() : tensor<16xf64>
    %123 = linalg.fill ins(%cst_0 : f64) outs(%122 : tensor<16xf64>) -> tensor<16xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%121 : tensor<2x16x4x4xf64>) outs(%123 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<16xf64>) outs(%122 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%125 : tensor<16xf64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%126 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<16xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%127 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_46 = tensor.expand_shape %113 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_47 = tensor.expand_shape %128 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_46 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_47 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_48 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_48 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_49 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_49 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x16x4x4xf32>
    %padded_50 = tensor.pad %133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_50, %arg20 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%134 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%135 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_9 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<2x16x4x4xf32>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%137 : tensor<2x16x4x4xf64>) outs(%117 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x1x1xf64>) outs(%116 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%141 : tensor<2x16x4x4xf64>) outs(%123 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%142 : tensor<16xf64>) outs(%122 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%143 : tensor<16xf64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%144 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<16xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%145 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_51 = tensor.expand_shape %136 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_52 = tensor.expand_shape %146 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_51 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_52 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_53 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_53 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_54 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_54 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %151 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%106, %arg23 : tensor<2x8x8x8xf32>, tensor<16x8x1x1xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%151 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%152 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_9 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<2x16x4x4xf32>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%154 : tensor<2x16x4x4xf64>) outs(%117 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x16x1x1xf64>) outs(%116 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%158 : tensor<2x16x4x4xf64>) outs(%123 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%159 : tensor<16xf64>) outs(%122 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%160 : tensor<16xf64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%161 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<16xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%162 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_55 = tensor.expand_shape %153 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_56 = tensor.expand_shape %163 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_55 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_56 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_57 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_57 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_58 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_58 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %167 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x16x4x4xf32>
    %padded_59 = tensor.pad %169 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_59, %arg26 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%170 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%171 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_9 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x4x4xf32>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%173 : tensor<2x16x4x4xf64>) outs(%117 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x16x1x1xf64>) outs(%116 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %175 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %176 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%177 : tensor<2x16x4x4xf64>) outs(%123 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%178 : tensor<16xf64>) outs(%122 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%179 : tensor<16xf64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%180 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<16xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%181 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_60 = tensor.expand_shape %172 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_61 = tensor.expand_shape %182 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_60 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_61 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_62 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_62 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_63 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_63 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x16x4x4xf32>
    %padded_64 = tensor.pad %187 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %188 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %arg29 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%188 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%189 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_9 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<2x16x4x4xf32>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%191 : tensor<2x16x4x4xf64>) outs(%117 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x16x1x1xf64>) outs(%116 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<1x16x1x1xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %194 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%114 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x16x4x4xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%195 : tensor<2x16x4x4xf64>) outs(%123 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%196 : tensor<16xf64>) outs(%122 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_10 : f64
      linalg.yield %964 : f64
    } -> tensor<16xf64>
    %198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%197 : tensor<16xf64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<16xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%199 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_65 = tensor.expand_shape %190 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_66 = tensor.expand_shape %200 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_65 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_66 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_67 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_67 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_68 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_68 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %169 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x16x4x4xf32>
    %padded_69 = tensor.pad %206 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %207 = tensor.empty() : tensor<2x32x2x2xf32>
    %208 = linalg.fill ins(%cst : f32) outs(%207 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %209 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_69, %arg32 : tensor<2x16x6x6xf32>, tensor<32x16x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %210 = tensor.empty() : tensor<32xf32>
    %211 = linalg.fill ins(%cst : f32) outs(%210 : tensor<32xf32>) -> tensor<32xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%209 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%212 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_11 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %214 = tensor.empty() : tensor<2x32x2x2xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<2x32x2x2xf32>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %216 = tensor.empty() : tensor<1x32x1x1xf64>
    %217 = linalg.fill ins(%cst_0 : f64) outs(%216 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %218 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%215 : tensor<2x32x2x2xf64>) outs(%217 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x32x1x1xf64>) outs(%216 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %219 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %220 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %222 = tensor.empty() : tensor<32xf64>
    %223 = linalg.fill ins(%cst_0 : f64) outs(%222 : tensor<32xf64>) -> tensor<32xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%221 : tensor<2x32x2x2xf64>) outs(%223 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%224 : tensor<32xf64>) outs(%222 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<32xf64>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%226 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<32xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%227 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_70 = tensor.expand_shape %213 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_71 = tensor.expand_shape %228 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_70 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_71 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_72 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_72 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_73 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_73 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_74 = tensor.pad %233 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_74, %arg35 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%234 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%235 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_11 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<2x32x2x2xf32>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%237 : tensor<2x32x2x2xf64>) outs(%217 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x32x1x1xf64>) outs(%216 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %239 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %240 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%241 : tensor<2x32x2x2xf64>) outs(%223 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<32xf64>) outs(%222 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<32xf64>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<32xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%245 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_75 = tensor.expand_shape %236 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_76 = tensor.expand_shape %246 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_75 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_76 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_77 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_77 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_78 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_78 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %251 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%206, %arg38 : tensor<2x16x4x4xf32>, tensor<32x16x1x1xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%251 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%252 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_11 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<2x32x2x2xf32>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%254 : tensor<2x32x2x2xf64>) outs(%217 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<1x32x1x1xf64>) outs(%216 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %256 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %257 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %259 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%258 : tensor<2x32x2x2xf64>) outs(%223 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%259 : tensor<32xf64>) outs(%222 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%260 : tensor<32xf64>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%261 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<32xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%262 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_79 = tensor.expand_shape %253 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_80 = tensor.expand_shape %263 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_79 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_80 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_81 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_81 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_82 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_82 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %267 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_83 = tensor.pad %269 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %270 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %arg41 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%270 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_11 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<2x32x2x2xf32>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %274 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<2x32x2x2xf64>) outs(%217 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x32x1x1xf64>) outs(%216 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %275 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %276 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%277 : tensor<2x32x2x2xf64>) outs(%223 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<32xf64>) outs(%222 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%279 : tensor<32xf64>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<32xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%281 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_84 = tensor.expand_shape %272 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_85 = tensor.expand_shape %282 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_84 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_85 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_86 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_86 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_87 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_87 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_88 = tensor.pad %287 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_88, %arg44 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%288 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%289 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_11 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<2x32x2x2xf32>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%291 : tensor<2x32x2x2xf64>) outs(%217 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x32x1x1xf64>) outs(%216 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<1x32x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %293 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %294 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%214 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x32x2x2xf64>
    %296 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%295 : tensor<2x32x2x2xf64>) outs(%223 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<32xf64>) outs(%222 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_12 : f64
      linalg.yield %964 : f64
    } -> tensor<32xf64>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<32xf64>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<32xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%299 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_89 = tensor.expand_shape %290 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_90 = tensor.expand_shape %300 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %expanded_89 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_90 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_91 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_91 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_92 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_92 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %269 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_93 = tensor.pad %306 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %307 = tensor.empty() : tensor<2x64x1x1xf32>
    %308 = linalg.fill ins(%cst : f32) outs(%307 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %309 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_93, %arg47 : tensor<2x32x4x4xf32>, tensor<64x32x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %310 = tensor.empty() : tensor<64xf32>
    %311 = linalg.fill ins(%cst : f32) outs(%310 : tensor<64xf32>) -> tensor<64xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%309 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_13 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %314 = tensor.empty() : tensor<2x64x1x1xf64>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<2x64x1x1xf32>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %316 = tensor.empty() : tensor<1x64x1x1xf64>
    %317 = linalg.fill ins(%cst_0 : f64) outs(%316 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%315 : tensor<2x64x1x1xf64>) outs(%317 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x64x1x1xf64>) outs(%316 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %319 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %320 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %322 = tensor.empty() : tensor<64xf64>
    %323 = linalg.fill ins(%cst_0 : f64) outs(%322 : tensor<64xf64>) -> tensor<64xf64>
    %324 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%321 : tensor<2x64x1x1xf64>) outs(%323 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%324 : tensor<64xf64>) outs(%322 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%325 : tensor<64xf64>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%326 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<64xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%327 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_94 = tensor.expand_shape %313 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_95 = tensor.expand_shape %328 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_94 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_95 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_96 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_96 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_97 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %expanded_97 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x64x1x1xf32>
    %padded_98 = tensor.pad %333 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x64x1x1xf32> to tensor<2x64x3x3xf32>
    %334 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_98, %arg50 : tensor<2x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%334 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%335 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_13 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<2x64x1x1xf32>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %338 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%337 : tensor<2x64x1x1xf64>) outs(%317 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x64x1x1xf64>) outs(%316 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %339 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %340 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%341 : tensor<2x64x1x1xf64>) outs(%323 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%342 : tensor<64xf64>) outs(%322 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%343 : tensor<64xf64>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%344 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<64xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_99 = tensor.expand_shape %336 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_100 = tensor.expand_shape %346 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_99 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_100 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_101 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_101 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_102 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_102 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %351 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%306, %arg53 : tensor<2x32x2x2xf32>, tensor<64x32x1x1xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%351 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%352 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_13 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<2x64x1x1xf32>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %355 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%354 : tensor<2x64x1x1xf64>) outs(%317 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x64x1x1xf64>) outs(%316 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %356 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %357 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%358 : tensor<2x64x1x1xf64>) outs(%323 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%359 : tensor<64xf64>) outs(%322 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%360 : tensor<64xf64>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%361 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<64xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%362 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_103 = tensor.expand_shape %353 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_104 = tensor.expand_shape %363 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_103 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_104 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_105 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_105 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_106 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_106 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %367 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x64x1x1xf32>
    %padded_107 = tensor.pad %369 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x64x1x1xf32> to tensor<2x64x3x3xf32>
    %370 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_107, %arg56 : tensor<2x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%370 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%371 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_13 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<2x64x1x1xf32>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %374 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%373 : tensor<2x64x1x1xf64>) outs(%317 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x64x1x1xf64>) outs(%316 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %376 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%377 : tensor<2x64x1x1xf64>) outs(%323 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%378 : tensor<64xf64>) outs(%322 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%379 : tensor<64xf64>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%380 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<64xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%381 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_108 = tensor.expand_shape %372 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_109 = tensor.expand_shape %382 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %expanded_108 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_109 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_110 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_110 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_111 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_111 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x64x1x1xf32>
    %padded_112 = tensor.pad %387 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x64x1x1xf32> to tensor<2x64x3x3xf32>
    %388 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_112, %arg59 : tensor<2x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%388 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%389 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.divf %in, %cst_13 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<2x64x1x1xf32>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f32, %out: f64):
      %964 = arith.extf %in : f32 to f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%391 : tensor<2x64x1x1xf64>) outs(%317 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x64x1x1xf64>) outs(%316 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<1x64x1x1xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %393 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.subf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %394 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%314 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %964 = arith.mulf %in, %in_383 : f64
      linalg.yield %964 : f64
    } -> tensor<2x64x1x1xf64>
    %396 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%395 : tensor<2x64x1x1xf64>) outs(%323 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.addf %in, %out : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%396 : tensor<64xf64>) outs(%322 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %964 = arith.divf %in, %cst_14 : f64
      linalg.yield %964 : f64
    } -> tensor<64xf64>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%397 : tensor<64xf64>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %964 = arith.truncf %in : f64 to f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.truncf %cst_4 : f64 to f32
      %965 = arith.addf %in, %964 : f32
      linalg.yield %965 : f32
    } -> tensor<64xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.rsqrt %in : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_113 = tensor.expand_shape %390 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_114 = tensor.expand_shape %400 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %expanded_113 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_114 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_115 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_115 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %expanded_116 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_116 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %369 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.cmpf ugt, %in, %cst : f32
      %965 = arith.select %964, %in, %cst : f32
      linalg.yield %965 : f32
    } -> tensor<2x64x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%406 : tensor<2x64x1x1xf32>) outs(%308 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %collapsed = tensor.collapse_shape %407 [[0], [1, 2, 3]] : tensor<2x64x1x1xf32> into tensor<2x64xf32>
    %408 = tensor.empty() : tensor<64x10xf32>
    %transposed = linalg.transpose ins(%arg62 : tensor<10x64xf32>) outs(%408 : tensor<64x10xf32>) permutation = [1, 0] 
    %409 = tensor.empty() : tensor<2x10xf32>
    %410 = linalg.fill ins(%cst : f32) outs(%409 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %411 = linalg.matmul ins(%collapsed, %transposed : tensor<2x64xf32>, tensor<64x10xf32>) outs(%410 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %412 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<10xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x10xf32>
    %413 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%411, %412 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %414 = tensor.empty() : tensor<2xi64>
    %415 = linalg.fill ins(%c0_i64 : i64) outs(%414 : tensor<2xi64>) -> tensor<2xi64>
    %416 = tensor.empty() : tensor<2xf32>
    %417 = linalg.fill ins(%cst_1 : f32) outs(%416 : tensor<2xf32>) -> tensor<2xf32>
    %418:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%413 : tensor<2x10xf32>) outs(%417, %415 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_383: i64):
      %964 = linalg.index 1 : index
      %965 = arith.index_cast %964 : index to i64
      %966 = arith.maximumf %in, %out : f32
      %967 = arith.cmpf ogt, %in, %out : f32
      %968 = arith.select %967, %965, %out_383 : i64
      linalg.yield %966, %968 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_117 = tensor.expand_shape %418#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %419 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%413, %expanded_117 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %420 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<2x10xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.exp %in : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %421 = tensor.empty() : tensor<2x1xf32>
    %422 = linalg.fill ins(%cst : f32) outs(%421 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %423 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%420 : tensor<2x10xf32>) outs(%422 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<2x1xf32>
    %424 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<2x1xf32>) outs(%421 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.log %in : f32
      linalg.yield %964 : f32
    } -> tensor<2x1xf32>
    %425 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%419, %424 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %426 = tensor.empty() : tensor<2xi1>
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%426 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %964 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %964 : i1
    } -> tensor<2xi1>
    %428 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%427, %arg1, %cst_20 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%414 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_383: i64, %in_384: i64, %out: i64):
      %964 = arith.select %in, %in_383, %in_384 : i64
      linalg.yield %964 : i64
    } -> tensor<2xi64>
    %expanded_118 = tensor.expand_shape %428 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %429 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_118 : tensor<2x1xi64>) outs(%422 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %964 = linalg.index 0 : index
      %965 = arith.index_cast %in : i64 to index
      %966 = arith.cmpi slt, %965, %c10 : index
      cf.assert %966, "index must be smaller than dim size"
      %967 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %967, "index must be larger or equal to 0"
      %extracted = tensor.extract %425[%964, %965] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_119 = tensor.collapse_shape %429 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %430 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_119 : tensor<2xf32>) outs(%416 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.negf %in : f32
      linalg.yield %964 : f32
    } -> tensor<2xf32>
    %431 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%427, %430, %cst_3 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%416 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2xf32>
    %432 = tensor.empty() : tensor<i64>
    %433 = linalg.fill ins(%c0_i64 : i64) outs(%432 : tensor<i64>) -> tensor<i64>
    %434 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%427 : tensor<2xi1>) outs(%433 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %964 = arith.extui %in : i1 to i64
      %965 = arith.addi %964, %out : i64
      linalg.yield %965 : i64
    } -> tensor<i64>
    %435 = tensor.empty() : tensor<f32>
    %436 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%434 : tensor<i64>) outs(%435 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %964 = arith.sitofp %in : i64 to f32
      linalg.yield %964 : f32
    } -> tensor<f32>
    %437 = linalg.fill ins(%cst : f32) outs(%435 : tensor<f32>) -> tensor<f32>
    %438 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%431 : tensor<2xf32>) outs(%437 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<f32>
    %439 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%438, %436 : tensor<f32>, tensor<f32>) outs(%435 : tensor<f32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.divf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<f32>
    %440 = tensor.empty() : tensor<10xi64>
    %441 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%440 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %964 = linalg.index 0 : index
      %965 = arith.index_cast %964 : index to i64
      linalg.yield %965 : i64
    } -> tensor<10xi64>
    %expanded_120 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %442 = tensor.empty() : tensor<2x10xi1>
    %443 = linalg.generic {indexing_maps = [#map9, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_120, %441 : tensor<2x1xi64>, tensor<10xi64>) outs(%442 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_383: i64, %out: i1):
      %964 = arith.cmpi eq, %in, %in_383 : i64
      linalg.yield %964 : i1
    } -> tensor<2x10xi1>
    %expanded_121 = tensor.expand_shape %427 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %444 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%443, %expanded_121 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%442 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x10xi1>
    %445 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%435 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.negf %in : f32
      linalg.yield %964 : f32
    } -> tensor<f32>
    %446 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%445, %436 : tensor<f32>, tensor<f32>) outs(%435 : tensor<f32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.divf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<f32>
    %447 = linalg.generic {indexing_maps = [#map7, #map12, #map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%444, %446, %cst_3 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %448 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%425 : tensor<2x10xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = math.exp %in : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %449 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%447 : tensor<2x10xf32>) outs(%422 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<2x1xf32>
    %450 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%448, %449 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %451 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%447, %450 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%409 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x10xf32>
    %452 = tensor.empty() : tensor<2x64xf32>
    %453 = linalg.fill ins(%cst : f32) outs(%452 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %454 = linalg.matmul ins(%451, %arg62 : tensor<2x10xf32>, tensor<10x64xf32>) outs(%453 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %455 = tensor.empty() : tensor<10x2xf32>
    %transposed_122 = linalg.transpose ins(%451 : tensor<2x10xf32>) outs(%455 : tensor<10x2xf32>) permutation = [1, 0] 
    %456 = tensor.empty() : tensor<10x64xf32>
    %457 = linalg.fill ins(%cst : f32) outs(%456 : tensor<10x64xf32>) -> tensor<10x64xf32>
    %458 = linalg.matmul ins(%transposed_122, %collapsed : tensor<10x2xf32>, tensor<2x64xf32>) outs(%457 : tensor<10x64xf32>) -> tensor<10x64xf32>
    %459 = tensor.empty() : tensor<1x10xf32>
    %460 = linalg.fill ins(%cst : f32) outs(%459 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %461 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["reduction", "parallel"]} ins(%451 : tensor<2x10xf32>) outs(%460 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<1x10xf32>
    %collapsed_123 = tensor.collapse_shape %461 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %expanded_124 = tensor.expand_shape %454 [[0], [1, 2, 3]] output_shape [2, 64, 1, 1] : tensor<2x64xf32> into tensor<2x64x1x1xf32>
    %462 = tensor.empty() : tensor<2x64x1x1xi1>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<2x64x1x1xf32>) outs(%462 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x64x1x1xi1>
    %464 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %cst_3, %expanded_124 : tensor<2x64x1x1xi1>, tensor<f32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%464 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %401 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%466 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%465 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_125 = tensor.expand_shape %468 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%467 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %400 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%469, %470 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_126 = tensor.expand_shape %471 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %arg60 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_127 = tensor.expand_shape %472 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_126 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %473 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_125 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_127 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%467, %400 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %478 = tensor.empty() : tensor<64x64x3x3xf32>
    %479 = linalg.fill ins(%cst : f32) outs(%478 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %480 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%479 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg59[%965, %964, %968, %969] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %481 = tensor.empty() : tensor<2x64x3x3xf32>
    %482 = linalg.fill ins(%cst : f32) outs(%481 : tensor<2x64x3x3xf32>) -> tensor<2x64x3x3xf32>
    %inserted_slice = tensor.insert_slice %476 into %482[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf32> into tensor<2x64x3x3xf32>
    %483 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %480 : tensor<2x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %484 = tensor.empty() : tensor<64x2x1x1xf32>
    %transposed_128 = linalg.transpose ins(%387 : tensor<2x64x1x1xf32>) outs(%484 : tensor<64x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %transposed_129 = linalg.transpose ins(%476 : tensor<2x64x1x1xf32>) outs(%484 : tensor<64x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %padded_130 = tensor.pad %transposed_128 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x2x1x1xf32> to tensor<64x2x3x3xf32>
    %485 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %transposed_129 : tensor<64x2x3x3xf32>, tensor<64x2x1x1xf32>) outs(%479 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_131 = linalg.transpose ins(%485 : tensor<64x64x3x3xf32>) outs(%478 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387 : tensor<2x64x1x1xf32>) outs(%462 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x64x1x1xi1>
    %487 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %cst_3, %483 : tensor<2x64x1x1xi1>, tensor<f32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%487 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %383 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%489 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%488 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_132 = tensor.expand_shape %491 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%490 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %493 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %382 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %494 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%492, %493 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_133 = tensor.expand_shape %494 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %arg57 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_134 = tensor.expand_shape %495 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_133 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %496 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_132 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %expanded_134 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%490, %382 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %501 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%479 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg56[%965, %964, %968, %969] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_135 = tensor.insert_slice %499 into %482[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf32> into tensor<2x64x3x3xf32>
    %502 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_135, %501 : tensor<2x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %transposed_136 = linalg.transpose ins(%369 : tensor<2x64x1x1xf32>) outs(%484 : tensor<64x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %transposed_137 = linalg.transpose ins(%499 : tensor<2x64x1x1xf32>) outs(%484 : tensor<64x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %padded_138 = tensor.pad %transposed_136 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x2x1x1xf32> to tensor<64x2x3x3xf32>
    %503 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_138, %transposed_137 : tensor<64x2x3x3xf32>, tensor<64x2x1x1xf32>) outs(%479 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_139 = linalg.transpose ins(%503 : tensor<64x64x3x3xf32>) outs(%478 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %504 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %502 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<2x64x1x1xf32>) outs(%462 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x64x1x1xi1>
    %506 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %cst_3, %504 : tensor<2x64x1x1xi1>, tensor<f32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%506 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %364 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%508 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%507 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_140 = tensor.expand_shape %510 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %511 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%509 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %363 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %513 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%511, %512 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_141 = tensor.expand_shape %513 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %514 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %arg54 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_142 = tensor.expand_shape %514 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_141 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %515 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_140 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %expanded_142 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%509, %363 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %520 = tensor.empty() : tensor<32x64x1x1xf32>
    %521 = linalg.fill ins(%cst : f32) outs(%520 : tensor<32x64x1x1xf32>) -> tensor<32x64x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%521 : tensor<32x64x1x1xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%965, %964, %c0, %c0] : tensor<64x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x1x1xf32>
    %523 = tensor.empty() : tensor<2x64x2x2xf32>
    %524 = linalg.fill ins(%cst : f32) outs(%523 : tensor<2x64x2x2xf32>) -> tensor<2x64x2x2xf32>
    %inserted_slice_143 = tensor.insert_slice %518 into %524[0, 0, 0, 0] [2, 64, 1, 1] [1, 1, 2, 2] : tensor<2x64x1x1xf32> into tensor<2x64x2x2xf32>
    %525 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_143, %522 : tensor<2x64x2x2xf32>, tensor<32x64x1x1xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %526 = tensor.empty() : tensor<32x2x2x2xf32>
    %transposed_144 = linalg.transpose ins(%306 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %527 = tensor.empty() : tensor<32x128x2x2xf32>
    %expanded_145 = tensor.expand_shape %transposed_144 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 2, 2] : tensor<32x2x2x2xf32> into tensor<32x2x1x2x2xf32>
    %expanded_146 = tensor.expand_shape %518 [[0], [1], [2], [3, 4]] output_shape [2, 64, 1, 1, 1] : tensor<2x64x1x1xf32> into tensor<2x64x1x1x1xf32>
    %expanded_147 = tensor.expand_shape %527 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 2, 2] : tensor<32x128x2x2xf32> into tensor<32x2x64x2x2xf32>
    %528 = linalg.fill ins(%cst : f32) outs(%expanded_147 : tensor<32x2x64x2x2xf32>) -> tensor<32x2x64x2x2xf32>
    %529 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_145, %expanded_146 : tensor<32x2x1x2x2xf32>, tensor<2x64x1x1x1xf32>) outs(%528 : tensor<32x2x64x2x2xf32>) -> tensor<32x2x64x2x2xf32>
    %collapsed_148 = tensor.collapse_shape %529 [[0], [1, 2], [3], [4]] : tensor<32x2x64x2x2xf32> into tensor<32x128x2x2xf32>
    %extracted_slice = tensor.extract_slice %collapsed_148[0, 0, 0, 0] [32, 128, 1, 2] [1, 1, 1, 1] : tensor<32x128x2x2xf32> to tensor<32x128x1x2xf32>
    %extracted_slice_149 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [32, 128, 1, 1] [1, 1, 1, 1] : tensor<32x128x1x2xf32> to tensor<32x128x1x1xf32>
    %expanded_150 = tensor.expand_shape %extracted_slice_149 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 1, 1] : tensor<32x128x1x1xf32> into tensor<32x2x64x1x1xf32>
    %530 = tensor.empty() : tensor<2x64x32x1x1xf32>
    %transposed_151 = linalg.transpose ins(%expanded_150 : tensor<32x2x64x1x1xf32>) outs(%530 : tensor<2x64x32x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %531 = tensor.empty() : tensor<64x32x1x1xf32>
    %532 = linalg.fill ins(%cst : f32) outs(%531 : tensor<64x32x1x1xf32>) -> tensor<64x32x1x1xf32>
    %533 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_151 : tensor<2x64x32x1x1xf32>) outs(%532 : tensor<64x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64x32x1x1xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %347 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%534 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%535 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %537 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%346, %346 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %538 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%536, %537 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_152 = tensor.expand_shape %538 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %539 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%346, %arg51 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_153 = tensor.expand_shape %539 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_152 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %540 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_140 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %expanded_153 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%535, %346 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %545 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%479 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg50[%965, %964, %968, %969] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_154 = tensor.insert_slice %543 into %482[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf32> into tensor<2x64x3x3xf32>
    %546 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_154, %545 : tensor<2x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%308 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %transposed_155 = linalg.transpose ins(%333 : tensor<2x64x1x1xf32>) outs(%484 : tensor<64x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %transposed_156 = linalg.transpose ins(%543 : tensor<2x64x1x1xf32>) outs(%484 : tensor<64x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %padded_157 = tensor.pad %transposed_155 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x2x1x1xf32> to tensor<64x2x3x3xf32>
    %547 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_157, %transposed_156 : tensor<64x2x3x3xf32>, tensor<64x2x1x1xf32>) outs(%479 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_158 = linalg.transpose ins(%547 : tensor<64x64x3x3xf32>) outs(%478 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %548 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<2x64x1x1xf32>) outs(%462 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x64x1x1xi1>
    %549 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %cst_3, %546 : tensor<2x64x1x1xi1>, tensor<f32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%549 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %329 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%551 : tensor<2x64x1x1xf32>) outs(%311 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%550 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_159 = tensor.expand_shape %553 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %554 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%552 : tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_15 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %555 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%328, %328 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %556 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%554, %555 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_160 = tensor.expand_shape %556 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %557 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%328, %arg48 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %expanded_161 = tensor.expand_shape %557 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_160 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %558 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %expanded_159 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%560, %expanded_161 : tensor<2x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%307 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x64x1x1xf32>
    %562 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%552, %328 : tensor<64xf32>, tensor<64xf32>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<64xf32>
    %563 = tensor.empty() : tensor<32x64x3x3xf32>
    %564 = linalg.fill ins(%cst : f32) outs(%563 : tensor<32x64x3x3xf32>) -> tensor<32x64x3x3xf32>
    %565 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%564 : tensor<32x64x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg47[%965, %964, %968, %969] : tensor<64x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x3x3xf32>
    %566 = tensor.empty() : tensor<2x64x4x4xf32>
    %567 = linalg.fill ins(%cst : f32) outs(%566 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %inserted_slice_162 = tensor.insert_slice %561 into %567[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 2, 2] : tensor<2x64x1x1xf32> into tensor<2x64x4x4xf32>
    %568 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_162, %565 : tensor<2x64x4x4xf32>, tensor<32x64x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %padded_163 = tensor.pad %transposed_144 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %569 = tensor.empty() : tensor<32x128x4x4xf32>
    %expanded_164 = tensor.expand_shape %padded_163 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 4, 4] : tensor<32x2x4x4xf32> into tensor<32x2x1x4x4xf32>
    %expanded_165 = tensor.expand_shape %561 [[0], [1], [2], [3, 4]] output_shape [2, 64, 1, 1, 1] : tensor<2x64x1x1xf32> into tensor<2x64x1x1x1xf32>
    %expanded_166 = tensor.expand_shape %569 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 4, 4] : tensor<32x128x4x4xf32> into tensor<32x2x64x4x4xf32>
    %570 = linalg.fill ins(%cst : f32) outs(%expanded_166 : tensor<32x2x64x4x4xf32>) -> tensor<32x2x64x4x4xf32>
    %571 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_164, %expanded_165 : tensor<32x2x1x4x4xf32>, tensor<2x64x1x1x1xf32>) outs(%570 : tensor<32x2x64x4x4xf32>) -> tensor<32x2x64x4x4xf32>
    %collapsed_167 = tensor.collapse_shape %571 [[0], [1, 2], [3], [4]] : tensor<32x2x64x4x4xf32> into tensor<32x128x4x4xf32>
    %extracted_slice_168 = tensor.extract_slice %collapsed_167[0, 0, 0, 0] [32, 128, 3, 4] [1, 1, 1, 1] : tensor<32x128x4x4xf32> to tensor<32x128x3x4xf32>
    %extracted_slice_169 = tensor.extract_slice %extracted_slice_168[0, 0, 0, 0] [32, 128, 3, 3] [1, 1, 1, 1] : tensor<32x128x3x4xf32> to tensor<32x128x3x3xf32>
    %expanded_170 = tensor.expand_shape %extracted_slice_169 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 3, 3] : tensor<32x128x3x3xf32> into tensor<32x2x64x3x3xf32>
    %572 = tensor.empty() : tensor<2x64x32x3x3xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<32x2x64x3x3xf32>) outs(%572 : tensor<2x64x32x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %573 = tensor.empty() : tensor<64x32x3x3xf32>
    %574 = linalg.fill ins(%cst : f32) outs(%573 : tensor<64x32x3x3xf32>) -> tensor<64x32x3x3xf32>
    %575 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_171 : tensor<2x64x32x3x3xf32>) outs(%574 : tensor<64x32x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<64x32x3x3xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %568 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %577 = tensor.empty() : tensor<2x32x2x2xi1>
    %578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<2x32x2x2xf32>) outs(%577 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x32x2x2xi1>
    %579 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578, %cst_3, %576 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%579 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %301 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%581 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %583 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_172 = tensor.expand_shape %583 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %584 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%582 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %585 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%300, %300 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %586 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%584, %585 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_173 = tensor.expand_shape %586 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %587 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%300, %arg45 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_174 = tensor.expand_shape %587 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_173 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %589 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %588 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%589, %expanded_172 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %expanded_174 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %592 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%582, %300 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %593 = tensor.empty() : tensor<32x32x3x3xf32>
    %594 = linalg.fill ins(%cst : f32) outs(%593 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %595 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%594 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg44[%965, %964, %968, %969] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %596 = tensor.empty() : tensor<2x32x4x4xf32>
    %597 = linalg.fill ins(%cst : f32) outs(%596 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %inserted_slice_175 = tensor.insert_slice %591 into %597[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %598 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_175, %595 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %transposed_176 = linalg.transpose ins(%287 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_177 = linalg.transpose ins(%591 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_178 = tensor.pad %transposed_176 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %599 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_178, %transposed_177 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%594 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_179 = linalg.transpose ins(%599 : tensor<32x32x3x3xf32>) outs(%593 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %600 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<2x32x2x2xf32>) outs(%577 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x32x2x2xi1>
    %601 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %cst_3, %598 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%601 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601, %283 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%603 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%602 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_180 = tensor.expand_shape %605 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%604 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%282, %282 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%606, %607 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_181 = tensor.expand_shape %608 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %609 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%282, %arg42 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_182 = tensor.expand_shape %609 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_181 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601, %610 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%611, %expanded_180 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %613 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %expanded_182 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%604, %282 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %615 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%594 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg41[%965, %964, %968, %969] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_183 = tensor.insert_slice %613 into %597[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %616 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_183, %615 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %transposed_184 = linalg.transpose ins(%269 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_185 = linalg.transpose ins(%613 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_186 = tensor.pad %transposed_184 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %617 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_186, %transposed_185 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%594 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_187 = linalg.transpose ins(%617 : tensor<32x32x3x3xf32>) outs(%593 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %618 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %616 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %619 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<2x32x2x2xf32>) outs(%577 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x32x2x2xi1>
    %620 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %cst_3, %618 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%620 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %622 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %264 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%622 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%621 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_188 = tensor.expand_shape %624 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %625 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%623 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %263 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %627 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%625, %626 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_189 = tensor.expand_shape %627 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %arg39 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_190 = tensor.expand_shape %628 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %629 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_189 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %629 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %expanded_188 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%631, %expanded_190 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %633 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%623, %263 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %634 = tensor.empty() : tensor<16x32x1x1xf32>
    %635 = linalg.fill ins(%cst : f32) outs(%634 : tensor<16x32x1x1xf32>) -> tensor<16x32x1x1xf32>
    %636 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%635 : tensor<16x32x1x1xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%965, %964, %c0, %c0] : tensor<32x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x1x1xf32>
    %inserted_slice_191 = tensor.insert_slice %632 into %597[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %637 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_191, %636 : tensor<2x32x4x4xf32>, tensor<16x32x1x1xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %638 = tensor.empty() : tensor<16x2x4x4xf32>
    %transposed_192 = linalg.transpose ins(%206 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %639 = tensor.empty() : tensor<16x64x2x2xf32>
    %expanded_193 = tensor.expand_shape %transposed_192 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 4, 4] : tensor<16x2x4x4xf32> into tensor<16x2x1x4x4xf32>
    %expanded_194 = tensor.expand_shape %632 [[0], [1], [2, 3], [4]] output_shape [2, 32, 1, 2, 2] : tensor<2x32x2x2xf32> into tensor<2x32x1x2x2xf32>
    %expanded_195 = tensor.expand_shape %639 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 2, 2] : tensor<16x64x2x2xf32> into tensor<16x2x32x2x2xf32>
    %640 = linalg.fill ins(%cst : f32) outs(%expanded_195 : tensor<16x2x32x2x2xf32>) -> tensor<16x2x32x2x2xf32>
    %641 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_193, %expanded_194 : tensor<16x2x1x4x4xf32>, tensor<2x32x1x2x2xf32>) outs(%640 : tensor<16x2x32x2x2xf32>) -> tensor<16x2x32x2x2xf32>
    %collapsed_196 = tensor.collapse_shape %641 [[0], [1, 2], [3], [4]] : tensor<16x2x32x2x2xf32> into tensor<16x64x2x2xf32>
    %extracted_slice_197 = tensor.extract_slice %collapsed_196[0, 0, 0, 0] [16, 64, 1, 2] [1, 1, 1, 1] : tensor<16x64x2x2xf32> to tensor<16x64x1x2xf32>
    %extracted_slice_198 = tensor.extract_slice %extracted_slice_197[0, 0, 0, 0] [16, 64, 1, 1] [1, 1, 1, 1] : tensor<16x64x1x2xf32> to tensor<16x64x1x1xf32>
    %expanded_199 = tensor.expand_shape %extracted_slice_198 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 1, 1] : tensor<16x64x1x1xf32> into tensor<16x2x32x1x1xf32>
    %642 = tensor.empty() : tensor<2x32x16x1x1xf32>
    %transposed_200 = linalg.transpose ins(%expanded_199 : tensor<16x2x32x1x1xf32>) outs(%642 : tensor<2x32x16x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %643 = tensor.empty() : tensor<32x16x1x1xf32>
    %644 = linalg.fill ins(%cst : f32) outs(%643 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %645 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_200 : tensor<2x32x16x1x1xf32>) outs(%644 : tensor<32x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32x16x1x1xf32>
    %646 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %247 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %647 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%646 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %648 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%647 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%246, %246 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %650 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%648, %649 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_201 = tensor.expand_shape %650 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %651 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%246, %arg36 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_202 = tensor.expand_shape %651 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_201 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %652 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_188 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %expanded_202 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %656 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%647, %246 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %657 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%594 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg35[%965, %964, %968, %969] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_203 = tensor.insert_slice %655 into %597[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_203, %657 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%208 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %transposed_204 = linalg.transpose ins(%233 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_205 = linalg.transpose ins(%655 : tensor<2x32x2x2xf32>) outs(%526 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_206 = tensor.pad %transposed_204 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %659 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_206, %transposed_205 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%594 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_207 = linalg.transpose ins(%659 : tensor<32x32x3x3xf32>) outs(%593 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<2x32x2x2xf32>) outs(%577 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x32x2x2xi1>
    %661 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %cst_3, %658 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%661 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %229 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %664 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%663 : tensor<2x32x2x2xf32>) outs(%211 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%662 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_208 = tensor.expand_shape %665 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%664 : tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_16 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%228, %228 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%666, %667 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_209 = tensor.expand_shape %668 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%228, %arg33 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %expanded_210 = tensor.expand_shape %669 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_209 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %670 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %672 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %expanded_208 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %673 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_210 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%207 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x32x2x2xf32>
    %674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%664, %228 : tensor<32xf32>, tensor<32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<32xf32>
    %675 = tensor.empty() : tensor<16x32x3x3xf32>
    %676 = linalg.fill ins(%cst : f32) outs(%675 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %677 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%676 : tensor<16x32x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg32[%965, %964, %968, %969] : tensor<32x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x3x3xf32>
    %678 = tensor.empty() : tensor<2x32x6x6xf32>
    %679 = linalg.fill ins(%cst : f32) outs(%678 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32>
    %inserted_slice_211 = tensor.insert_slice %673 into %679[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf32> into tensor<2x32x6x6xf32>
    %680 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_211, %677 : tensor<2x32x6x6xf32>, tensor<16x32x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %padded_212 = tensor.pad %transposed_192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %681 = tensor.empty() : tensor<16x64x4x4xf32>
    %expanded_213 = tensor.expand_shape %padded_212 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 6, 6] : tensor<16x2x6x6xf32> into tensor<16x2x1x6x6xf32>
    %expanded_214 = tensor.expand_shape %673 [[0], [1], [2, 3], [4]] output_shape [2, 32, 1, 2, 2] : tensor<2x32x2x2xf32> into tensor<2x32x1x2x2xf32>
    %expanded_215 = tensor.expand_shape %681 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 4, 4] : tensor<16x64x4x4xf32> into tensor<16x2x32x4x4xf32>
    %682 = linalg.fill ins(%cst : f32) outs(%expanded_215 : tensor<16x2x32x4x4xf32>) -> tensor<16x2x32x4x4xf32>
    %683 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_213, %expanded_214 : tensor<16x2x1x6x6xf32>, tensor<2x32x1x2x2xf32>) outs(%682 : tensor<16x2x32x4x4xf32>) -> tensor<16x2x32x4x4xf32>
    %collapsed_216 = tensor.collapse_shape %683 [[0], [1, 2], [3], [4]] : tensor<16x2x32x4x4xf32> into tensor<16x64x4x4xf32>
    %extracted_slice_217 = tensor.extract_slice %collapsed_216[0, 0, 0, 0] [16, 64, 3, 4] [1, 1, 1, 1] : tensor<16x64x4x4xf32> to tensor<16x64x3x4xf32>
    %extracted_slice_218 = tensor.extract_slice %extracted_slice_217[0, 0, 0, 0] [16, 64, 3, 3] [1, 1, 1, 1] : tensor<16x64x3x4xf32> to tensor<16x64x3x3xf32>
    %expanded_219 = tensor.expand_shape %extracted_slice_218 [[0], [1, 2], [3], [4]] output_shape [16, 2, 32, 3, 3] : tensor<16x64x3x3xf32> into tensor<16x2x32x3x3xf32>
    %684 = tensor.empty() : tensor<2x32x16x3x3xf32>
    %transposed_220 = linalg.transpose ins(%expanded_219 : tensor<16x2x32x3x3xf32>) outs(%684 : tensor<2x32x16x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %685 = tensor.empty() : tensor<32x16x3x3xf32>
    %686 = linalg.fill ins(%cst : f32) outs(%685 : tensor<32x16x3x3xf32>) -> tensor<32x16x3x3xf32>
    %687 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_220 : tensor<2x32x16x3x3xf32>) outs(%686 : tensor<32x16x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<32x16x3x3xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %680 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %689 = tensor.empty() : tensor<2x16x4x4xi1>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x4x4xf32>) outs(%689 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x16x4x4xi1>
    %691 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690, %cst_3, %688 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%691 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%691, %201 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%693 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%692 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_221 = tensor.expand_shape %695 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%694 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%200, %200 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %698 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%696, %697 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_222 = tensor.expand_shape %698 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %699 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%200, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_223 = tensor.expand_shape %699 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_222 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %701 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%691, %700 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %702 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %expanded_221 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %703 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%702, %expanded_223 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %704 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%694, %200 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %705 = tensor.empty() : tensor<16x16x3x3xf32>
    %706 = linalg.fill ins(%cst : f32) outs(%705 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %707 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%706 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg29[%965, %964, %968, %969] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %708 = tensor.empty() : tensor<2x16x6x6xf32>
    %709 = linalg.fill ins(%cst : f32) outs(%708 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32>
    %inserted_slice_224 = tensor.insert_slice %703 into %709[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %710 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_224, %707 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %transposed_225 = linalg.transpose ins(%187 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_226 = linalg.transpose ins(%703 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_227 = tensor.pad %transposed_225 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %711 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_227, %transposed_226 : tensor<16x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%706 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_228 = linalg.transpose ins(%711 : tensor<16x16x3x3xf32>) outs(%705 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %712 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<2x16x4x4xf32>) outs(%689 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x16x4x4xi1>
    %713 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%712, %cst_3, %710 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %714 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%713 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713, %183 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%715 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%714 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_229 = tensor.expand_shape %717 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%716 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%182, %182 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%718, %719 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_230 = tensor.expand_shape %720 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %721 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%182, %arg27 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_231 = tensor.expand_shape %721 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_230 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713, %722 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %724 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723, %expanded_229 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %725 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%724, %expanded_231 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%716, %182 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %727 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%706 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg26[%965, %964, %968, %969] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %inserted_slice_232 = tensor.insert_slice %725 into %709[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %728 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_232, %727 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %transposed_233 = linalg.transpose ins(%169 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_234 = linalg.transpose ins(%725 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_235 = tensor.pad %transposed_233 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %729 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_235, %transposed_234 : tensor<16x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%706 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_236 = linalg.transpose ins(%729 : tensor<16x16x3x3xf32>) outs(%705 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %730 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%691, %728 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x4x4xf32>) outs(%689 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x16x4x4xi1>
    %732 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731, %cst_3, %730 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %733 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%732 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %734 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %164 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %735 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%734 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%733 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_237 = tensor.expand_shape %736 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%735 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %738 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%163, %163 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %739 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%737, %738 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_238 = tensor.expand_shape %739 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %740 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%163, %arg24 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_239 = tensor.expand_shape %740 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_238 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %742 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %741 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %expanded_237 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %744 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%743, %expanded_239 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %745 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%735, %163 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %746 = tensor.empty() : tensor<8x16x1x1xf32>
    %747 = linalg.fill ins(%cst : f32) outs(%746 : tensor<8x16x1x1xf32>) -> tensor<8x16x1x1xf32>
    %748 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%747 : tensor<8x16x1x1xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%965, %964, %c0, %c0] : tensor<16x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x1x1xf32>
    %749 = tensor.empty() : tensor<2x16x8x8xf32>
    %750 = linalg.fill ins(%cst : f32) outs(%749 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %inserted_slice_240 = tensor.insert_slice %744 into %750[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf32> into tensor<2x16x8x8xf32>
    %751 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_240, %748 : tensor<2x16x8x8xf32>, tensor<8x16x1x1xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %752 = tensor.empty() : tensor<8x2x8x8xf32>
    %transposed_241 = linalg.transpose ins(%106 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %753 = tensor.empty() : tensor<8x32x2x2xf32>
    %expanded_242 = tensor.expand_shape %transposed_241 [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 8, 8] : tensor<8x2x8x8xf32> into tensor<8x2x1x8x8xf32>
    %expanded_243 = tensor.expand_shape %744 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 4, 4] : tensor<2x16x4x4xf32> into tensor<2x16x1x4x4xf32>
    %expanded_244 = tensor.expand_shape %753 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 2, 2] : tensor<8x32x2x2xf32> into tensor<8x2x16x2x2xf32>
    %754 = linalg.fill ins(%cst : f32) outs(%expanded_244 : tensor<8x2x16x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %755 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_242, %expanded_243 : tensor<8x2x1x8x8xf32>, tensor<2x16x1x4x4xf32>) outs(%754 : tensor<8x2x16x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %collapsed_245 = tensor.collapse_shape %755 [[0], [1, 2], [3], [4]] : tensor<8x2x16x2x2xf32> into tensor<8x32x2x2xf32>
    %extracted_slice_246 = tensor.extract_slice %collapsed_245[0, 0, 0, 0] [8, 32, 1, 2] [1, 1, 1, 1] : tensor<8x32x2x2xf32> to tensor<8x32x1x2xf32>
    %extracted_slice_247 = tensor.extract_slice %extracted_slice_246[0, 0, 0, 0] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x2xf32> to tensor<8x32x1x1xf32>
    %expanded_248 = tensor.expand_shape %extracted_slice_247 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 1, 1] : tensor<8x32x1x1xf32> into tensor<8x2x16x1x1xf32>
    %756 = tensor.empty() : tensor<2x16x8x1x1xf32>
    %transposed_249 = linalg.transpose ins(%expanded_248 : tensor<8x2x16x1x1xf32>) outs(%756 : tensor<2x16x8x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %757 = tensor.empty() : tensor<16x8x1x1xf32>
    %758 = linalg.fill ins(%cst : f32) outs(%757 : tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32>
    %759 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_249 : tensor<2x16x8x1x1xf32>) outs(%758 : tensor<16x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16x8x1x1xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %147 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%760 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%761 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%146, %146 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%762, %763 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_250 = tensor.expand_shape %764 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%146, %arg21 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_251 = tensor.expand_shape %765 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_250 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %767 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %766 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %768 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%767, %expanded_237 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768, %expanded_251 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %770 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%761, %146 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %771 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%706 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg20[%965, %964, %968, %969] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %inserted_slice_252 = tensor.insert_slice %769 into %709[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32>
    %772 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_252, %771 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%108 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %transposed_253 = linalg.transpose ins(%133 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_254 = linalg.transpose ins(%769 : tensor<2x16x4x4xf32>) outs(%638 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_255 = tensor.pad %transposed_253 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %773 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_255, %transposed_254 : tensor<16x2x6x6xf32>, tensor<16x2x4x4xf32>) outs(%706 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_256 = linalg.transpose ins(%773 : tensor<16x16x3x3xf32>) outs(%705 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<2x16x4x4xf32>) outs(%689 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x16x4x4xi1>
    %775 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %cst_3, %772 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %776 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%775 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%775, %129 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%777 : tensor<2x16x4x4xf32>) outs(%111 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %779 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%776 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_257 = tensor.expand_shape %779 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%778 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_17 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%128, %128 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%780, %781 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_258 = tensor.expand_shape %782 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%128, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %expanded_259 = tensor.expand_shape %783 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %784 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_258 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %785 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%775, %784 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785, %expanded_257 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %787 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %expanded_259 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%107 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x16x4x4xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%778, %128 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<16xf32>
    %789 = tensor.empty() : tensor<8x16x3x3xf32>
    %790 = linalg.fill ins(%cst : f32) outs(%789 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %791 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%790 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg17[%965, %964, %968, %969] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %792 = tensor.empty() : tensor<2x16x10x10xf32>
    %793 = linalg.fill ins(%cst : f32) outs(%792 : tensor<2x16x10x10xf32>) -> tensor<2x16x10x10xf32>
    %inserted_slice_260 = tensor.insert_slice %787 into %793[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf32> into tensor<2x16x10x10xf32>
    %794 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_260, %791 : tensor<2x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %padded_261 = tensor.pad %transposed_241 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %795 = tensor.empty() : tensor<8x32x4x4xf32>
    %expanded_262 = tensor.expand_shape %padded_261 [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 10, 10] : tensor<8x2x10x10xf32> into tensor<8x2x1x10x10xf32>
    %expanded_263 = tensor.expand_shape %787 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 4, 4] : tensor<2x16x4x4xf32> into tensor<2x16x1x4x4xf32>
    %expanded_264 = tensor.expand_shape %795 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 4, 4] : tensor<8x32x4x4xf32> into tensor<8x2x16x4x4xf32>
    %796 = linalg.fill ins(%cst : f32) outs(%expanded_264 : tensor<8x2x16x4x4xf32>) -> tensor<8x2x16x4x4xf32>
    %797 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_262, %expanded_263 : tensor<8x2x1x10x10xf32>, tensor<2x16x1x4x4xf32>) outs(%796 : tensor<8x2x16x4x4xf32>) -> tensor<8x2x16x4x4xf32>
    %collapsed_265 = tensor.collapse_shape %797 [[0], [1, 2], [3], [4]] : tensor<8x2x16x4x4xf32> into tensor<8x32x4x4xf32>
    %extracted_slice_266 = tensor.extract_slice %collapsed_265[0, 0, 0, 0] [8, 32, 3, 4] [1, 1, 1, 1] : tensor<8x32x4x4xf32> to tensor<8x32x3x4xf32>
    %extracted_slice_267 = tensor.extract_slice %extracted_slice_266[0, 0, 0, 0] [8, 32, 3, 3] [1, 1, 1, 1] : tensor<8x32x3x4xf32> to tensor<8x32x3x3xf32>
    %expanded_268 = tensor.expand_shape %extracted_slice_267 [[0], [1, 2], [3], [4]] output_shape [8, 2, 16, 3, 3] : tensor<8x32x3x3xf32> into tensor<8x2x16x3x3xf32>
    %798 = tensor.empty() : tensor<2x16x8x3x3xf32>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<8x2x16x3x3xf32>) outs(%798 : tensor<2x16x8x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %799 = tensor.empty() : tensor<16x8x3x3xf32>
    %800 = linalg.fill ins(%cst : f32) outs(%799 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %801 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_269 : tensor<2x16x8x3x3xf32>) outs(%800 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<16x8x3x3xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %794 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %803 = tensor.empty() : tensor<2x8x8x8xi1>
    %804 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %805 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %cst_3, %802 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%805 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %807 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %101 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%807 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%806 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_270 = tensor.expand_shape %809 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%808 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%100, %100 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%810, %811 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_271 = tensor.expand_shape %812 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %813 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%100, %arg15 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_272 = tensor.expand_shape %813 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %814 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_271 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %815 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %814 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %816 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815, %expanded_270 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %817 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816, %expanded_272 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%808, %100 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %819 = tensor.empty() : tensor<8x8x3x3xf32>
    %820 = linalg.fill ins(%cst : f32) outs(%819 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %821 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%820 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg14[%965, %964, %968, %969] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %822 = tensor.empty() : tensor<2x8x10x10xf32>
    %823 = linalg.fill ins(%cst : f32) outs(%822 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %inserted_slice_273 = tensor.insert_slice %817 into %823[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %824 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_273, %821 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_274 = linalg.transpose ins(%87 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_275 = linalg.transpose ins(%817 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_276 = tensor.pad %transposed_274 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %825 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_276, %transposed_275 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%820 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_277 = linalg.transpose ins(%825 : tensor<8x8x3x3xf32>) outs(%819 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %826 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %827 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%826, %cst_3, %824 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %828 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%827 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %829 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%827, %83 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %830 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%829 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%828 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_278 = tensor.expand_shape %831 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %832 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%830 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %833 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%82, %82 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %834 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%832, %833 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_279 = tensor.expand_shape %834 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %835 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%82, %arg12 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_280 = tensor.expand_shape %835 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_279 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %837 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%827, %836 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %838 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837, %expanded_278 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %839 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%838, %expanded_280 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%830, %82 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %841 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%820 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg11[%965, %964, %968, %969] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_281 = tensor.insert_slice %839 into %823[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %842 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_281, %841 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_282 = linalg.transpose ins(%69 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_283 = linalg.transpose ins(%839 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_284 = tensor.pad %transposed_282 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %843 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_284, %transposed_283 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%820 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_285 = linalg.transpose ins(%843 : tensor<8x8x3x3xf32>) outs(%819 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %844 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %842 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %845 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %846 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %cst_3, %844 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %847 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%846 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %64 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %849 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%848 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %850 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%847 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_286 = tensor.expand_shape %850 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %851 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%849 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %852 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%63, %63 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %853 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%851, %852 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_287 = tensor.expand_shape %853 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %854 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%63, %arg9 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_288 = tensor.expand_shape %854 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %855 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_287 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %856 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %855 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %857 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_286 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %858 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857, %expanded_288 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %859 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%849, %63 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %860 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%820 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg8[%965, %964, %968, %969] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_289 = tensor.insert_slice %858 into %823[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %861 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_289, %860 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_290 = linalg.transpose ins(%50 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_291 = linalg.transpose ins(%858 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_292 = tensor.pad %transposed_290 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %862 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_292, %transposed_291 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%820 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_293 = linalg.transpose ins(%862 : tensor<8x8x3x3xf32>) outs(%819 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %863 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %864 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863, %cst_3, %861 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %865 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%864 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %866 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864, %46 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %867 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%866 : tensor<2x8x8x8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %868 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%865 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_294 = tensor.expand_shape %868 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %869 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%867 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_18 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %870 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%45, %45 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %871 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%869, %870 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_295 = tensor.expand_shape %871 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %872 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%45, %arg6 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_296 = tensor.expand_shape %872 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %873 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_295 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %874 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864, %873 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %875 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%874, %expanded_294 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %876 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%875, %expanded_296 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %877 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%867, %45 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %878 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%820 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %964 = linalg.index 0 : index
      %965 = linalg.index 1 : index
      %966 = linalg.index 2 : index
      %967 = linalg.index 3 : index
      %968 = arith.subi %c2, %966 : index
      %969 = arith.subi %c2, %967 : index
      %extracted = tensor.extract %arg5[%965, %964, %968, %969] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_297 = tensor.insert_slice %876 into %823[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32>
    %879 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_297, %878 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %transposed_298 = linalg.transpose ins(%30 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_299 = linalg.transpose ins(%876 : tensor<2x8x8x8xf32>) outs(%752 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_300 = tensor.pad %transposed_298 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %880 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_300, %transposed_299 : tensor<8x2x10x10xf32>, tensor<8x2x8x8xf32>) outs(%820 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_301 = linalg.transpose ins(%880 : tensor<8x8x3x3xf32>) outs(%819 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %881 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %879 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_302 = tensor.extract_slice %padded_24[0, 0, 0, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf32> to tensor<2x8x8x18xf32>
    %extracted_slice_303 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %extracted_slice_304 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303, %extracted_slice_304 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_305 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %883 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %extracted_slice_305 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_306 = tensor.extract_slice %padded_24[0, 0, 1, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf32> to tensor<2x8x8x18xf32>
    %extracted_slice_307 = tensor.extract_slice %extracted_slice_306[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %extracted_slice_307 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_308 = tensor.extract_slice %extracted_slice_306[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %885 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884, %extracted_slice_308 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_309 = tensor.extract_slice %extracted_slice_306[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885, %extracted_slice_309 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_310 = tensor.extract_slice %padded_24[0, 0, 2, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf32> to tensor<2x8x8x18xf32>
    %extracted_slice_311 = tensor.extract_slice %extracted_slice_310[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %887 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886, %extracted_slice_311 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_312 = tensor.extract_slice %extracted_slice_310[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %888 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%887, %extracted_slice_312 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_313 = tensor.extract_slice %extracted_slice_310[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf32> to tensor<2x8x8x8xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %extracted_slice_313 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.cmpf ogt, %in, %in_383 : f32
      %965 = arith.select %964, %in, %in_383 : f32
      linalg.yield %965 : f32
    } -> tensor<2x8x8x8xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %891 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_314 = tensor.expand_shape %891 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_315 = tensor.pad %expanded_314 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_316 = tensor.collapse_shape %padded_315 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_317 = tensor.extract_slice %collapsed_316[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_318 = tensor.extract_slice %extracted_slice_317[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_319 = tensor.pad %extracted_slice_318 low[0, 0, 0, 0] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %892 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_304, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %893 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %894 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %893 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %895 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890, %892 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %896 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_320 = tensor.expand_shape %896 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_321 = tensor.pad %expanded_320 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_322 = tensor.collapse_shape %padded_321 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_323 = tensor.extract_slice %collapsed_322[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_324 = tensor.extract_slice %extracted_slice_323[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_325 = tensor.pad %extracted_slice_324 low[0, 0, 0, 1] high[0, 0, 3, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %897 = tensor.empty() : tensor<2x8x18x18xf32>
    %898 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_319, %padded_325 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_305, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %900 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %901 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %900 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %902 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895, %899 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %903 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_326 = tensor.expand_shape %903 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_327 = tensor.pad %expanded_326 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_328 = tensor.collapse_shape %padded_327 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_329 = tensor.extract_slice %collapsed_328[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_330 = tensor.extract_slice %extracted_slice_329[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_331 = tensor.pad %extracted_slice_330 low[0, 0, 0, 2] high[0, 0, 3, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %904 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898, %padded_331 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %905 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_307, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %906 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %907 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %906 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %908 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902, %905 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %909 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%907, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_332 = tensor.expand_shape %909 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_333 = tensor.pad %expanded_332 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_334 = tensor.collapse_shape %padded_333 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_335 = tensor.extract_slice %collapsed_334[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_336 = tensor.extract_slice %extracted_slice_335[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_337 = tensor.pad %extracted_slice_336 low[0, 0, 1, 0] high[0, 0, 2, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%904, %padded_337 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %911 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_308, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %912 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %913 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %912 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %914 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %911 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %915 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_338 = tensor.expand_shape %915 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_339 = tensor.pad %expanded_338 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_340 = tensor.collapse_shape %padded_339 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_341 = tensor.extract_slice %collapsed_340[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_342 = tensor.extract_slice %extracted_slice_341[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_343 = tensor.pad %extracted_slice_342 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %916 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %padded_343 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %917 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_309, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %918 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %919 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%917, %918 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %920 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914, %917 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %921 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_344 = tensor.expand_shape %921 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_345 = tensor.pad %expanded_344 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_346 = tensor.collapse_shape %padded_345 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_347 = tensor.extract_slice %collapsed_346[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_348 = tensor.extract_slice %extracted_slice_347[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_349 = tensor.pad %extracted_slice_348 low[0, 0, 1, 2] high[0, 0, 2, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%916, %padded_349 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %923 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_311, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %924 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %925 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %924 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %926 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920, %923 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %927 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%925, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_350 = tensor.expand_shape %927 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_351 = tensor.pad %expanded_350 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_352 = tensor.collapse_shape %padded_351 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_353 = tensor.extract_slice %collapsed_352[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_354 = tensor.extract_slice %extracted_slice_353[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_355 = tensor.pad %extracted_slice_354 low[0, 0, 2, 0] high[0, 0, 1, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%922, %padded_355 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_312, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %930 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%926 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %931 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%929, %930 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %932 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%926, %929 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.ori %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %933 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_356 = tensor.expand_shape %933 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_357 = tensor.pad %expanded_356 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_358 = tensor.collapse_shape %padded_357 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_359 = tensor.extract_slice %collapsed_358[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_360 = tensor.extract_slice %extracted_slice_359[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_361 = tensor.pad %extracted_slice_360 low[0, 0, 2, 1] high[0, 0, 1, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%928, %padded_361 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %935 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_313, %889 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %964 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%932 : tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %964 = arith.xori %in, %true : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %937 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%935, %936 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%803 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %964 = arith.andi %in, %in_383 : i1
      linalg.yield %964 : i1
    } -> tensor<2x8x8x8xi1>
    %938 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%937, %881, %cst_3 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%27 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_362 = tensor.expand_shape %938 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_363 = tensor.pad %expanded_362 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_364 = tensor.collapse_shape %padded_363 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_365 = tensor.extract_slice %collapsed_364[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_366 = tensor.extract_slice %extracted_slice_365[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_367 = tensor.pad %extracted_slice_366 low[0, 0, 2, 2] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x18x18xf32>
    %939 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%934, %padded_367 : tensor<2x8x18x18xf32>, tensor<2x8x18x18xf32>) outs(%897 : tensor<2x8x18x18xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.addf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x18x18xf32>
    %extracted_slice_368 = tensor.extract_slice %939[0, 0, 1, 0] [2, 8, 16, 18] [1, 1, 1, 1] : tensor<2x8x18x18xf32> to tensor<2x8x16x18xf32>
    %extracted_slice_369 = tensor.extract_slice %extracted_slice_368[0, 0, 0, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x18xf32> to tensor<2x8x16x16xf32>
    %940 = tensor.empty() : tensor<2x8x16x16xi1>
    %941 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x16x16xf32>) outs(%940 : tensor<2x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %964 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %964 : i1
    } -> tensor<2x8x16x16xi1>
    %942 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%941, %cst_3, %extracted_slice_369 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %964 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %943 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%942 : tensor<2x8x16x16xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %944 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942, %22 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %945 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%944 : tensor<2x8x16x16xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %946 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%943 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_19 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_370 = tensor.expand_shape %946 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %947 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%945 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.mulf %in, %cst_19 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %948 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %21 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %949 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%947, %948 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_371 = tensor.expand_shape %949 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %950 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %expanded_372 = tensor.expand_shape %950 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %951 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_371 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %952 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942, %951 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %953 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%952, %expanded_370 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.subf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %954 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%953, %expanded_372 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<2x8x16x16xf32>
    %955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%945, %21 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %964 = arith.mulf %in, %in_383 : f32
      linalg.yield %964 : f32
    } -> tensor<8xf32>
    %956 = tensor.empty() : tensor<3x2x32x32xf32>
    %transposed_373 = linalg.transpose ins(%arg0 : tensor<2x3x32x32xf32>) outs(%956 : tensor<3x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_374 = tensor.pad %transposed_373 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<3x2x32x32xf32> to tensor<3x2x38x38xf32>
    %957 = tensor.empty() : tensor<3x16x8x8xf32>
    %expanded_375 = tensor.expand_shape %padded_374 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 38, 38] : tensor<3x2x38x38xf32> into tensor<3x2x1x38x38xf32>
    %expanded_376 = tensor.expand_shape %954 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 16, 16] : tensor<2x8x16x16xf32> into tensor<2x8x1x16x16xf32>
    %expanded_377 = tensor.expand_shape %957 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 8, 8] : tensor<3x16x8x8xf32> into tensor<3x2x8x8x8xf32>
    %958 = linalg.fill ins(%cst : f32) outs(%expanded_377 : tensor<3x2x8x8x8xf32>) -> tensor<3x2x8x8x8xf32>
    %959 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_375, %expanded_376 : tensor<3x2x1x38x38xf32>, tensor<2x8x1x16x16xf32>) outs(%958 : tensor<3x2x8x8x8xf32>) -> tensor<3x2x8x8x8xf32>
    %collapsed_378 = tensor.collapse_shape %959 [[0], [1, 2], [3], [4]] : tensor<3x2x8x8x8xf32> into tensor<3x16x8x8xf32>
    %extracted_slice_379 = tensor.extract_slice %collapsed_378[0, 0, 0, 0] [3, 16, 7, 8] [1, 1, 1, 1] : tensor<3x16x8x8xf32> to tensor<3x16x7x8xf32>
    %extracted_slice_380 = tensor.extract_slice %extracted_slice_379[0, 0, 0, 0] [3, 16, 7, 7] [1, 1, 1, 1] : tensor<3x16x7x8xf32> to tensor<3x16x7x7xf32>
    %expanded_381 = tensor.expand_shape %extracted_slice_380 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 7, 7] : tensor<3x16x7x7xf32> into tensor<3x2x8x7x7xf32>
    %960 = tensor.empty() : tensor<2x8x3x7x7xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<3x2x8x7x7xf32>) outs(%960 : tensor<2x8x3x7x7xf32>) permutation = [1, 2, 0, 3, 4] 
    %961 = tensor.empty() : tensor<8x3x7x7xf32>
    %962 = linalg.fill ins(%cst : f32) outs(%961 : tensor<8x3x7x7xf32>) -> tensor<8x3x7x7xf32>
    %963 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_382 : tensor<2x8x3x7x7xf32>) outs(%962 : tensor<8x3x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %964 = arith.addf %in, %out : f32
      linalg.yield %964 : f32
    } -> tensor<8x3x7x7xf32>
    return %439, %963, %955, %943, %transposed_301, %877, %865, %transposed_293, %859, %847, %transposed_285, %840, %828, %transposed_277, %818, %806, %801, %788, %776, %transposed_256, %770, %733, %759, %745, %733, %transposed_236, %726, %714, %transposed_228, %704, %692, %687, %674, %662, %transposed_207, %656, %621, %645, %633, %621, %transposed_187, %614, %602, %transposed_179, %592, %580, %575, %562, %550, %transposed_158, %544, %507, %533, %519, %507, %transposed_139, %500, %488, %transposed_131, %477, %465, %458, %collapsed_123 : tensor<f32>, tensor<8x3x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32>
  }
}
