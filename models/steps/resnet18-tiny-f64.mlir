#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0) -> ()>
#map14 = affine_map<() -> ()>
#map15 = affine_map<(d0, d1) -> ()>
#map16 = affine_map<(d0, d1) -> (0, d1)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3) -> (d1)>
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
    %3 = tensor.empty() : tensor<2x8x16x1xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<2x8x16x1xf64>) -> tensor<2x8x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<2x8x16x16xf64>) outs(%4 : tensor<2x8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x1xf64>
    %6 = tensor.empty() : tensor<2x8x1x1xf64>
    %7 = linalg.fill ins(%cst : f64) outs(%6 : tensor<2x8x1x1xf64>) -> tensor<2x8x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%5 : tensor<2x8x16x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %9 = tensor.empty() : tensor<1x8x1x1xf64>
    %10 = linalg.fill ins(%cst : f64) outs(%9 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_9 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %12 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x16x16xf64>) outs(%4 : tensor<2x8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x1xf64>
    %15 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%14 : tensor<2x8x16x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x16x16xf64>) outs(%4 : tensor<2x8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%18 : tensor<2x8x16x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%19 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_9 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_9 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_9 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %25 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %26 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %collapsed = tensor.collapse_shape %28 [[0, 1, 2, 3]] : tensor<1x8x1x1xf64> into tensor<8xf64>
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded : tensor<2x8x16x16xf64>, tensor<8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %expanded_15 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_15 : tensor<2x8x16x16xf64>, tensor<8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %padded_16 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst_0 : f64
    } : tensor<2x8x16x16xf64> to tensor<2x8x18x18xf64>
    %34 = tensor.empty() : tensor<2x8x8x8xf64>
    %35 = linalg.fill ins(%cst_0 : f64) outs(%34 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %36 = tensor.empty() : tensor<3x3xf64>
    %37 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_16, %36 : tensor<2x8x18x18xf64>, tensor<3x3xf64>) outs(%35 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %padded_17 = tensor.pad %37 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %38 = linalg.fill ins(%cst : f64) outs(%34 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg5 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %40 = tensor.empty() : tensor<2x8x8x1xf64>
    %41 = linalg.fill ins(%cst : f64) outs(%40 : tensor<2x8x8x1xf64>) -> tensor<2x8x8x1xf64>
    %42 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %43 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%42 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %44 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %46 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %45 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %48 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%47 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %49 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %52 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%51 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %49 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %58 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %59 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %collapsed_18 = tensor.collapse_shape %61 [[0, 1, 2, 3]] : tensor<1x8x1x1xf64> into tensor<8xf64>
    %expanded_19 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_19 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_20 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_20 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_21 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %arg8 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%68 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %71 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%73 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%77 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %75 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %84 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %85 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %collapsed_22 = tensor.collapse_shape %87 [[0, 1, 2, 3]] : tensor<1x8x1x1xf64> into tensor<8xf64>
    %expanded_23 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_23 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_24 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_24 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %37 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_25 = tensor.pad %93 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %arg11 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%95 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %98 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%100 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%104 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %111 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %112 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %114 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %collapsed_26 = tensor.collapse_shape %114 [[0, 1, 2, 3]] : tensor<1x8x1x1xf64> into tensor<8xf64>
    %expanded_27 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_27 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_28 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_28 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_29 = tensor.pad %119 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg14 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%121 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %125 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %124 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %127 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%126 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x8x8xf64>) outs(%41 : tensor<2x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x1xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%130 : tensor<2x8x8x1xf64>) outs(%7 : tensor<2x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x1x1xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1x1xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %128 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %134 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_10 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %137 : tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x8x1x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %138 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %140 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %collapsed_30 = tensor.collapse_shape %140 [[0, 1, 2, 3]] : tensor<1x8x1x1xf64> into tensor<8xf64>
    %expanded_31 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_31 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %expanded_32 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf64> into tensor<8x1x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_32 : tensor<2x8x8x8xf64>, tensor<8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %93 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_33 = tensor.pad %146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x10x10xf64>
    %147 = tensor.empty() : tensor<2x16x4x4xf64>
    %148 = linalg.fill ins(%cst : f64) outs(%147 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %149 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_33, %arg17 : tensor<2x8x10x10xf64>, tensor<16x8x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %150 = tensor.empty() : tensor<2x16x4x1xf64>
    %151 = linalg.fill ins(%cst : f64) outs(%150 : tensor<2x16x4x1xf64>) -> tensor<2x16x4x1xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%149 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %153 = tensor.empty() : tensor<2x16x1x1xf64>
    %154 = linalg.fill ins(%cst : f64) outs(%153 : tensor<2x16x1x1xf64>) -> tensor<2x16x1x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%152 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %156 = tensor.empty() : tensor<1x16x1x1xf64>
    %157 = linalg.fill ins(%cst : f64) outs(%156 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %159 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%161 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %163 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %160 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%165 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %163 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %169 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %172 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %173 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %175 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %collapsed_34 = tensor.collapse_shape %175 [[0, 1, 2, 3]] : tensor<1x16x1x1xf64> into tensor<16xf64>
    %expanded_35 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_35 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_36 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_36 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_37 = tensor.pad %180 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_37, %arg20 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%181 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%182 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%183 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %185 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%186 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%187 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%188 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%190 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%191 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%192 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %189 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %198 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %199 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %201 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %collapsed_38 = tensor.collapse_shape %201 [[0, 1, 2, 3]] : tensor<1x16x1x1xf64> into tensor<16xf64>
    %expanded_39 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_39 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_40 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_40 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %206 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%146, %arg23 : tensor<2x8x8x8xf64>, tensor<16x8x1x1xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%206 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%207 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %210 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%211 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%212 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%213 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %216 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%215 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %217 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%216 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %218 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%217 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %214 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %223 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %227 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %224 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %228 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %collapsed_41 = tensor.collapse_shape %226 [[0, 1, 2, 3]] : tensor<1x16x1x1xf64> into tensor<16xf64>
    %expanded_42 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %229 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_42 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_43 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %230 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_43 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %230 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_44 = tensor.pad %232 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %233 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg26 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%233 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %235 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%234 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %236 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%235 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %237 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%238 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%239 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%240 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %238 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%242 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%243 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%244 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %241 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %247 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %250 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %254 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %251 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %253 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %collapsed_45 = tensor.collapse_shape %253 [[0, 1, 2, 3]] : tensor<1x16x1x1xf64> into tensor<16xf64>
    %expanded_46 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %256 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_46 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_47 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_47 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_48 = tensor.pad %258 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %259 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_48, %arg29 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %260 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%259 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%260 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%261 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %264 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %263 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%264 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%265 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%266 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %264 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %269 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%268 : tensor<2x16x4x4xf64>) outs(%151 : tensor<2x16x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x1xf64>
    %270 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%269 : tensor<2x16x4x1xf64>) outs(%154 : tensor<2x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x1x1xf64>
    %271 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%270 : tensor<2x16x1x1xf64>) outs(%157 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %267 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %273 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_11 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %276 : tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<1x16x1x1xf64>) outs(%156 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x16x1x1xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %277 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %281 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %collapsed_49 = tensor.collapse_shape %279 [[0, 1, 2, 3]] : tensor<1x16x1x1xf64> into tensor<16xf64>
    %expanded_50 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %282 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_50 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %expanded_51 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf64> into tensor<16x1x1xf64>
    %283 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_51 : tensor<2x16x4x4xf64>, tensor<16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %232 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %padded_52 = tensor.pad %285 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x16x4x4xf64> to tensor<2x16x6x6xf64>
    %286 = tensor.empty() : tensor<2x32x2x2xf64>
    %287 = linalg.fill ins(%cst : f64) outs(%286 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_52, %arg32 : tensor<2x16x6x6xf64>, tensor<32x16x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %289 = tensor.empty() : tensor<2x32x2x1xf64>
    %290 = linalg.fill ins(%cst : f64) outs(%289 : tensor<2x32x2x1xf64>) -> tensor<2x32x2x1xf64>
    %291 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%288 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %292 = tensor.empty() : tensor<2x32x1x1xf64>
    %293 = linalg.fill ins(%cst : f64) outs(%292 : tensor<2x32x1x1xf64>) -> tensor<2x32x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%291 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %295 = tensor.empty() : tensor<1x32x1x1xf64>
    %296 = linalg.fill ins(%cst : f64) outs(%295 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %297 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%294 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %299 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %298 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%299 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %301 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%300 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %302 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%301 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %299 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %304 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %305 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%304 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %306 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%305 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %302 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %311 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %315 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %312 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %316 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %314 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %collapsed_53 = tensor.collapse_shape %314 [[0, 1, 2, 3]] : tensor<1x32x1x1xf64> into tensor<32xf64>
    %expanded_54 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_54 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_55 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_55 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_56 = tensor.pad %319 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %320 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %arg35 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%320 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %322 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%321 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %323 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%322 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %325 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %324 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %326 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%325 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %327 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%326 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %328 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%327 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %325 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%329 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %331 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%330 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %332 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%331 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %328 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %334 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %337 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %338 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %340 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %collapsed_57 = tensor.collapse_shape %340 [[0, 1, 2, 3]] : tensor<1x32x1x1xf64> into tensor<32xf64>
    %expanded_58 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_58 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_59 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_59 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%285, %arg38 : tensor<2x16x4x4xf64>, tensor<32x16x1x1xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %346 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%345 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %347 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%346 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %348 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%347 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %350 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %349 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %351 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%350 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %352 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%351 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %353 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%352 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %350 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %355 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%354 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %356 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%355 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%356 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %353 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %359 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %362 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %366 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %363 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %367 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %365 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %collapsed_60 = tensor.collapse_shape %365 [[0, 1, 2, 3]] : tensor<1x32x1x1xf64> into tensor<32xf64>
    %expanded_61 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %368 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_61 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_62 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %369 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_62 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %370 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %369 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_63 = tensor.pad %371 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %arg41 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %373 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%372 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %374 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%373 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%374 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %376 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%377 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %379 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%378 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %380 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%379 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %377 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %382 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%381 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %383 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%382 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %384 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%383 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %385 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %380 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %386 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %389 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %390 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %392 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %collapsed_64 = tensor.collapse_shape %392 [[0, 1, 2, 3]] : tensor<1x32x1x1xf64> into tensor<32xf64>
    %expanded_65 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %395 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_65 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_66 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %396 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_66 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_67 = tensor.pad %397 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_67, %arg44 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %399 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%398 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %400 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%399 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %401 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%400 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %403 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %402 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %404 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%403 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %405 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%404 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %406 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%405 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %403 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %408 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%407 : tensor<2x32x2x2xf64>) outs(%290 : tensor<2x32x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x1xf64>
    %409 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%408 : tensor<2x32x2x1xf64>) outs(%293 : tensor<2x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x1x1xf64>
    %410 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%409 : tensor<2x32x1x1xf64>) outs(%296 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %411 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %406 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %413 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %412 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_12 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %415 : tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<1x32x1x1xf64>) outs(%295 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x32x1x1xf64>
    %419 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %416 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %420 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %418 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %collapsed_68 = tensor.collapse_shape %418 [[0, 1, 2, 3]] : tensor<1x32x1x1xf64> into tensor<32xf64>
    %expanded_69 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %421 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %expanded_69 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %expanded_70 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf64> into tensor<32x1x1xf64>
    %422 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_70 : tensor<2x32x2x2xf64>, tensor<32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %423 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %371 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423 : tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %padded_71 = tensor.pad %424 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x32x2x2xf64> to tensor<2x32x4x4xf64>
    %425 = tensor.empty() : tensor<2x64x1x1xf64>
    %426 = linalg.fill ins(%cst : f64) outs(%425 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %427 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_71, %arg47 : tensor<2x32x4x4xf64>, tensor<64x32x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %428 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%427 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %429 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%428 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %430 = tensor.empty() : tensor<1x64x1x1xf64>
    %431 = linalg.fill ins(%cst : f64) outs(%430 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %432 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%429 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %434 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %433 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %435 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%434 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %436 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%435 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %437 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%436 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %434 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %439 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%438 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %440 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%439 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %441 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%440 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %437 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %443 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %446 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %450 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %447 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %451 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %449 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed_72 = tensor.collapse_shape %449 [[0, 1, 2, 3]] : tensor<1x64x1x1xf64> into tensor<64xf64>
    %expanded_73 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %452 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_73 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_74 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %453 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_74 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453 : tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %padded_75 = tensor.pad %454 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x64x1x1xf64> to tensor<2x64x3x3xf64>
    %455 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_75, %arg50 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %456 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%455 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %457 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%456 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %458 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%457 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %460 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %459 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %461 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%460 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %462 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%461 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %463 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%462 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %464 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %460 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%464 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %466 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%465 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %467 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%466 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %463 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %470 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %469 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %471 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %472 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %476 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %473 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %477 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %475 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed_76 = tensor.collapse_shape %475 [[0, 1, 2, 3]] : tensor<1x64x1x1xf64> into tensor<64xf64>
    %expanded_77 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %478 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_77 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_78 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %479 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_78 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %480 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%424, %arg53 : tensor<2x32x2x2xf64>, tensor<64x32x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %481 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%480 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %482 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%481 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %483 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%482 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %485 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %484 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %486 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%485 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %487 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%486 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %488 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%487 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %489 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %485 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%489 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %491 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%490 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %492 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%491 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %488 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %495 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %494 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %497 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %500 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %501 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %498 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %502 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %500 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed_79 = tensor.collapse_shape %500 [[0, 1, 2, 3]] : tensor<1x64x1x1xf64> into tensor<64xf64>
    %expanded_80 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %503 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %expanded_80 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_81 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %504 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503, %expanded_81 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %505 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %504 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505 : tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %padded_82 = tensor.pad %506 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x64x1x1xf64> to tensor<2x64x3x3xf64>
    %507 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %arg56 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %508 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%507 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %509 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%508 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %510 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%509 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %512 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %511 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %513 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%512 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %514 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%513 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %515 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%514 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %512 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %517 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%516 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %518 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%517 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %519 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%518 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %515 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %521 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %522 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %521 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %525 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %524 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %528 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %525 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %529 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %527 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed_83 = tensor.collapse_shape %527 [[0, 1, 2, 3]] : tensor<1x64x1x1xf64> into tensor<64xf64>
    %expanded_84 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %530 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %expanded_84 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_85 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %531 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %expanded_85 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %532 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531 : tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %padded_86 = tensor.pad %532 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x64x1x1xf64> to tensor<2x64x3x3xf64>
    %533 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_86, %arg59 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %534 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%533 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %535 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%534 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %536 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%535 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %537 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %538 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %537 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %539 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%538 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %540 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%539 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %541 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%540 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %538 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %543 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%542 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %544 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%543 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %545 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%544 : tensor<2x64x1x1xf64>) outs(%431 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %541 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545, %547 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.divf %in, %cst_13 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %550 : tensor<1x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %cst_8 : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552 : tensor<1x64x1x1xf64>) outs(%430 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.rsqrt %in : f64
      linalg.yield %1102 : f64
    } -> tensor<1x64x1x1xf64>
    %554 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %551 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %555 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %553 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed_87 = tensor.collapse_shape %553 [[0, 1, 2, 3]] : tensor<1x64x1x1xf64> into tensor<64xf64>
    %expanded_88 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %556 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %expanded_88 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %expanded_89 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf64> into tensor<64x1x1xf64>
    %557 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %expanded_89 : tensor<2x64x1x1xf64>, tensor<64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557, %506 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558 : tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.maximumf %in, %cst : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %560 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%559 : tensor<2x64x1x1xf64>) outs(%426 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %collapsed_90 = tensor.collapse_shape %560 [[0], [1, 2, 3]] : tensor<2x64x1x1xf64> into tensor<2x64xf64>
    %561 = tensor.empty() : tensor<64x10xf64>
    %transposed = linalg.transpose ins(%arg62 : tensor<10x64xf64>) outs(%561 : tensor<64x10xf64>) permutation = [1, 0] 
    %562 = tensor.empty() : tensor<2x10xf64>
    %563 = linalg.fill ins(%cst : f64) outs(%562 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %564 = linalg.matmul ins(%collapsed_90, %transposed : tensor<2x64xf64>, tensor<64x10xf64>) outs(%563 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %565 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<10xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<2x10xf64>
    %566 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%564, %565 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %567 = tensor.empty() : tensor<2xi64>
    %568 = linalg.fill ins(%c0_i64 : i64) outs(%567 : tensor<2xi64>) -> tensor<2xi64>
    %569 = tensor.empty() : tensor<2xf64>
    %570 = linalg.fill ins(%cst_0 : f64) outs(%569 : tensor<2xf64>) -> tensor<2xf64>
    %571:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%566 : tensor<2x10xf64>) outs(%570, %568 : tensor<2xf64>, tensor<2xi64>) {
    ^bb0(%in: f64, %out: f64, %out_294: i64):
      %1102 = linalg.index 1 : index
      %1103 = arith.index_cast %1102 : index to i64
      %1104 = arith.maximumf %in, %out : f64
      %1105 = arith.cmpf ugt, %in, %out : f64
      %1106 = arith.cmpf ord, %out, %out : f64
      %1107 = arith.andi %1105, %1106 : i1
      %1108 = arith.select %1107, %1103, %out_294 : i64
      linalg.yield %1104, %1108 : f64, i64
    } -> (tensor<2xf64>, tensor<2xi64>)
    %expanded_91 = tensor.expand_shape %571#0 [[0, 1]] output_shape [2, 1] : tensor<2xf64> into tensor<2x1xf64>
    %572 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%566, %expanded_91 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %573 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%572 : tensor<2x10xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.exp %in : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %574 = tensor.empty() : tensor<2x1xf64>
    %575 = linalg.fill ins(%cst : f64) outs(%574 : tensor<2x1xf64>) -> tensor<2x1xf64>
    %576 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "reduction"]} ins(%573 : tensor<2x10xf64>) outs(%575 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x1xf64>
    %577 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%576 : tensor<2x1xf64>) outs(%574 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.log %in : f64
      linalg.yield %1102 : f64
    } -> tensor<2x1xf64>
    %578 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%572, %577 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %579 = tensor.empty() : tensor<2xi1>
    %580 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%579 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1102 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1102 : i1
    } -> tensor<2xi1>
    %581 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%580, %arg1, %cst_14 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%567 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_294: i64, %in_295: i64, %out: i64):
      %1102 = arith.select %in, %in_294, %in_295 : i64
      linalg.yield %1102 : i64
    } -> tensor<2xi64>
    %expanded_92 = tensor.expand_shape %581 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %582 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_92 : tensor<2x1xi64>) outs(%575 : tensor<2x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %1102 = linalg.index 0 : index
      %1103 = arith.index_cast %in : i64 to index
      %1104 = arith.cmpi slt, %1103, %c10 : index
      cf.assert %1104, "index must be smaller than dim size"
      %1105 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1105, "index must be larger or equal to 0"
      %extracted = tensor.extract %578[%1102, %1103] : tensor<2x10xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x1xf64>
    %collapsed_93 = tensor.collapse_shape %582 [[0, 1]] : tensor<2x1xf64> into tensor<2xf64>
    %583 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<2xf64>) outs(%569 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.negf %in : f64
      linalg.yield %1102 : f64
    } -> tensor<2xf64>
    %584 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%580, %583, %cst_2 : tensor<2xi1>, tensor<2xf64>, tensor<f64>) outs(%569 : tensor<2xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2xf64>
    %585 = tensor.empty() : tensor<i64>
    %586 = linalg.fill ins(%c0_i64 : i64) outs(%585 : tensor<i64>) -> tensor<i64>
    %587 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%580 : tensor<2xi1>) outs(%586 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1102 = arith.extui %in : i1 to i64
      %1103 = arith.addi %1102, %out : i64
      linalg.yield %1103 : i64
    } -> tensor<i64>
    %588 = tensor.empty() : tensor<f64>
    %589 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%587 : tensor<i64>) outs(%588 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %1102 = arith.sitofp %in : i64 to f64
      linalg.yield %1102 : f64
    } -> tensor<f64>
    %590 = linalg.fill ins(%cst : f64) outs(%588 : tensor<f64>) -> tensor<f64>
    %591 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%584 : tensor<2xf64>) outs(%590 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<f64>
    %592 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%591, %589 : tensor<f64>, tensor<f64>) outs(%588 : tensor<f64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.divf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<f64>
    %593 = tensor.empty() : tensor<10xi64>
    %594 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel"]} outs(%593 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %1102 = linalg.index 0 : index
      %1103 = arith.index_cast %1102 : index to i64
      linalg.yield %1103 : i64
    } -> tensor<10xi64>
    %expanded_94 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %595 = tensor.empty() : tensor<2x10xi1>
    %596 = linalg.generic {indexing_maps = [#map11, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_94, %594 : tensor<2x1xi64>, tensor<10xi64>) outs(%595 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_294: i64, %out: i1):
      %1102 = arith.cmpi eq, %in, %in_294 : i64
      linalg.yield %1102 : i1
    } -> tensor<2x10xi1>
    %expanded_95 = tensor.expand_shape %580 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %597 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%596, %expanded_95 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%595 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x10xi1>
    %598 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_1 : tensor<f64>) outs(%588 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.negf %in : f64
      linalg.yield %1102 : f64
    } -> tensor<f64>
    %599 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%598, %589 : tensor<f64>, tensor<f64>) outs(%588 : tensor<f64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.divf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<f64>
    %600 = linalg.generic {indexing_maps = [#map9, #map15, #map15, #map9], iterator_types = ["parallel", "parallel"]} ins(%597, %599, %cst_2 : tensor<2x10xi1>, tensor<f64>, tensor<f64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %601 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%578 : tensor<2x10xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = math.exp %in : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %602 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "reduction"]} ins(%600 : tensor<2x10xf64>) outs(%575 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<2x1xf64>
    %603 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%601, %602 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %604 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%600, %603 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%562 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x10xf64>
    %605 = tensor.empty() : tensor<2x64xf64>
    %606 = linalg.fill ins(%cst : f64) outs(%605 : tensor<2x64xf64>) -> tensor<2x64xf64>
    %607 = linalg.matmul ins(%604, %arg62 : tensor<2x10xf64>, tensor<10x64xf64>) outs(%606 : tensor<2x64xf64>) -> tensor<2x64xf64>
    %608 = tensor.empty() : tensor<10x2xf64>
    %transposed_96 = linalg.transpose ins(%604 : tensor<2x10xf64>) outs(%608 : tensor<10x2xf64>) permutation = [1, 0] 
    %609 = tensor.empty() : tensor<10x64xf64>
    %610 = linalg.fill ins(%cst : f64) outs(%609 : tensor<10x64xf64>) -> tensor<10x64xf64>
    %611 = linalg.matmul ins(%transposed_96, %collapsed_90 : tensor<10x2xf64>, tensor<2x64xf64>) outs(%610 : tensor<10x64xf64>) -> tensor<10x64xf64>
    %612 = tensor.empty() : tensor<1x10xf64>
    %613 = linalg.fill ins(%cst : f64) outs(%612 : tensor<1x10xf64>) -> tensor<1x10xf64>
    %614 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["reduction", "parallel"]} ins(%604 : tensor<2x10xf64>) outs(%613 : tensor<1x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<1x10xf64>
    %collapsed_97 = tensor.collapse_shape %614 [[0, 1]] : tensor<1x10xf64> into tensor<10xf64>
    %expanded_98 = tensor.expand_shape %607 [[0], [1, 2, 3]] output_shape [2, 64, 1, 1] : tensor<2x64xf64> into tensor<2x64x1x1xf64>
    %615 = tensor.empty() : tensor<2x64x1x1xi1>
    %616 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559 : tensor<2x64x1x1xf64>) outs(%615 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x64x1x1xi1>
    %617 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %cst_2, %expanded_98 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %618 = tensor.empty() : tensor<64xf64>
    %619 = linalg.fill ins(%cst : f64) outs(%618 : tensor<64xf64>) -> tensor<64xf64>
    %620 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%617 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %621 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %554 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %622 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%621 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %623 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%620 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_99 = tensor.expand_shape %623 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %624 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%622 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %625 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_87, %collapsed_87 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %626 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%624, %625 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_100 = tensor.expand_shape %626 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %627 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_87, %arg60 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_101 = tensor.expand_shape %627 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %628 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %expanded_100 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %629 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %628 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %630 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%629, %expanded_99 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %631 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %expanded_101 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %632 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%622, %collapsed_87 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %633 = tensor.empty() : tensor<64x64x3x3xf64>
    %634 = linalg.fill ins(%cst : f64) outs(%633 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %635 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%634 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg59[%1103, %1102, %1106, %1107] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %636 = tensor.empty() : tensor<2x64x3x3xf64>
    %637 = linalg.fill ins(%cst : f64) outs(%636 : tensor<2x64x3x3xf64>) -> tensor<2x64x3x3xf64>
    %inserted_slice = tensor.insert_slice %631 into %637[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x3x3xf64>
    %638 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %635 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %639 = tensor.empty() : tensor<64x2x1x1xf64>
    %transposed_102 = linalg.transpose ins(%532 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %transposed_103 = linalg.transpose ins(%631 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_104 = tensor.pad %transposed_102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<64x2x1x1xf64> to tensor<64x2x3x3xf64>
    %640 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_104, %transposed_103 : tensor<64x2x3x3xf64>, tensor<64x2x1x1xf64>) outs(%634 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_105 = linalg.transpose ins(%640 : tensor<64x64x3x3xf64>) outs(%633 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532 : tensor<2x64x1x1xf64>) outs(%615 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x64x1x1xi1>
    %642 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641, %cst_2, %638 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %643 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%642 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %644 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%642, %528 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %645 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%644 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %646 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%643 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_106 = tensor.expand_shape %646 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %647 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%645 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %648 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_83, %collapsed_83 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %649 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%647, %648 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_107 = tensor.expand_shape %649 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %650 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_83, %arg57 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_108 = tensor.expand_shape %650 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %651 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %expanded_107 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %652 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%642, %651 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %653 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652, %expanded_106 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %654 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_108 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %655 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%645, %collapsed_83 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %656 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%634 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg56[%1103, %1102, %1106, %1107] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %inserted_slice_109 = tensor.insert_slice %654 into %637[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x3x3xf64>
    %657 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_109, %656 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %transposed_110 = linalg.transpose ins(%506 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %transposed_111 = linalg.transpose ins(%654 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_112 = tensor.pad %transposed_110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<64x2x1x1xf64> to tensor<64x2x3x3xf64>
    %658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_112, %transposed_111 : tensor<64x2x3x3xf64>, tensor<64x2x1x1xf64>) outs(%634 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_113 = linalg.transpose ins(%658 : tensor<64x64x3x3xf64>) outs(%633 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %657 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506 : tensor<2x64x1x1xf64>) outs(%615 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x64x1x1xi1>
    %661 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %cst_2, %659 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %662 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%661 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %501 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %664 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%663 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %665 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%662 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_114 = tensor.expand_shape %665 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %666 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%664 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %667 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_79, %collapsed_79 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %668 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%666, %667 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_115 = tensor.expand_shape %668 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %669 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_79, %arg54 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_116 = tensor.expand_shape %669 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %670 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %expanded_115 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %670 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %672 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %expanded_114 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %673 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_116 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %674 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%664, %collapsed_79 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %675 = tensor.empty() : tensor<32x64x1x1xf64>
    %676 = linalg.fill ins(%cst : f64) outs(%675 : tensor<32x64x1x1xf64>) -> tensor<32x64x1x1xf64>
    %677 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%676 : tensor<32x64x1x1xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%1103, %1102, %c0, %c0] : tensor<64x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x64x1x1xf64>
    %678 = tensor.empty() : tensor<2x64x2x2xf64>
    %679 = linalg.fill ins(%cst : f64) outs(%678 : tensor<2x64x2x2xf64>) -> tensor<2x64x2x2xf64>
    %inserted_slice_117 = tensor.insert_slice %673 into %679[0, 0, 0, 0] [2, 64, 1, 1] [1, 1, 2, 2] : tensor<2x64x1x1xf64> into tensor<2x64x2x2xf64>
    %680 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_117, %677 : tensor<2x64x2x2xf64>, tensor<32x64x1x1xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %681 = tensor.empty() : tensor<32x2x2x2xf64>
    %transposed_118 = linalg.transpose ins(%424 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_119 = linalg.transpose ins(%673 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %682 = tensor.empty() : tensor<32x64x2x2xf64>
    %683 = linalg.fill ins(%cst : f64) outs(%682 : tensor<32x64x2x2xf64>) -> tensor<32x64x2x2xf64>
    %684 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_118, %transposed_119 : tensor<32x2x2x2xf64>, tensor<64x2x1x1xf64>) outs(%683 : tensor<32x64x2x2xf64>) -> tensor<32x64x2x2xf64>
    %extracted_slice = tensor.extract_slice %684[0, 0, 0, 0] [32, 64, 1, 2] [1, 1, 1, 1] : tensor<32x64x2x2xf64> to tensor<32x64x1x2xf64>
    %extracted_slice_120 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [32, 64, 1, 1] [1, 1, 1, 1] : tensor<32x64x1x2xf64> to tensor<32x64x1x1xf64>
    %685 = tensor.empty() : tensor<64x32x1x1xf64>
    %transposed_121 = linalg.transpose ins(%extracted_slice_120 : tensor<32x64x1x1xf64>) outs(%685 : tensor<64x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %686 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %476 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %687 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%686 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %688 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%687 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %689 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_76, %collapsed_76 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %690 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%688, %689 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_122 = tensor.expand_shape %690 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %691 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_76, %arg51 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_123 = tensor.expand_shape %691 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %692 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_122 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %693 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %692 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %694 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %expanded_114 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %695 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %expanded_123 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %696 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%687, %collapsed_76 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %697 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%634 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg50[%1103, %1102, %1106, %1107] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %inserted_slice_124 = tensor.insert_slice %695 into %637[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 1, 1] : tensor<2x64x1x1xf64> into tensor<2x64x3x3xf64>
    %698 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_124, %697 : tensor<2x64x3x3xf64>, tensor<64x64x3x3xf64>) outs(%426 : tensor<2x64x1x1xf64>) -> tensor<2x64x1x1xf64>
    %transposed_125 = linalg.transpose ins(%454 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %transposed_126 = linalg.transpose ins(%695 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_127 = tensor.pad %transposed_125 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<64x2x1x1xf64> to tensor<64x2x3x3xf64>
    %699 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %transposed_126 : tensor<64x2x3x3xf64>, tensor<64x2x1x1xf64>) outs(%634 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_128 = linalg.transpose ins(%699 : tensor<64x64x3x3xf64>) outs(%633 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %700 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<2x64x1x1xf64>) outs(%615 : tensor<2x64x1x1xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x64x1x1xi1>
    %701 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700, %cst_2, %698 : tensor<2x64x1x1xi1>, tensor<f64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %702 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%701 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %703 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %450 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %704 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%703 : tensor<2x64x1x1xf64>) outs(%619 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %705 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%702 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_129 = tensor.expand_shape %705 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %706 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%704 : tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_7 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %707 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_72, %collapsed_72 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %708 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%706, %707 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_130 = tensor.expand_shape %708 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %709 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_72, %arg48 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %expanded_131 = tensor.expand_shape %709 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %710 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %expanded_130 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %711 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %710 : tensor<2x64x1x1xf64>, tensor<2x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %712 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %expanded_129 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %713 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%712, %expanded_131 : tensor<2x64x1x1xf64>, tensor<1x64x1x1xf64>) outs(%425 : tensor<2x64x1x1xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x64x1x1xf64>
    %714 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%704, %collapsed_72 : tensor<64xf64>, tensor<64xf64>) outs(%618 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<64xf64>
    %715 = tensor.empty() : tensor<32x64x3x3xf64>
    %716 = linalg.fill ins(%cst : f64) outs(%715 : tensor<32x64x3x3xf64>) -> tensor<32x64x3x3xf64>
    %717 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%716 : tensor<32x64x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg47[%1103, %1102, %1106, %1107] : tensor<64x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x64x3x3xf64>
    %718 = tensor.empty() : tensor<2x64x4x4xf64>
    %719 = linalg.fill ins(%cst : f64) outs(%718 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %inserted_slice_132 = tensor.insert_slice %713 into %719[0, 0, 1, 1] [2, 64, 1, 1] [1, 1, 2, 2] : tensor<2x64x1x1xf64> into tensor<2x64x4x4xf64>
    %720 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_132, %717 : tensor<2x64x4x4xf64>, tensor<32x64x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_133 = linalg.transpose ins(%713 : tensor<2x64x1x1xf64>) outs(%639 : tensor<64x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %padded_134 = tensor.pad %transposed_118 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %721 = tensor.empty() : tensor<32x64x4x4xf64>
    %722 = linalg.fill ins(%cst : f64) outs(%721 : tensor<32x64x4x4xf64>) -> tensor<32x64x4x4xf64>
    %723 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_134, %transposed_133 : tensor<32x2x4x4xf64>, tensor<64x2x1x1xf64>) outs(%722 : tensor<32x64x4x4xf64>) -> tensor<32x64x4x4xf64>
    %extracted_slice_135 = tensor.extract_slice %723[0, 0, 0, 0] [32, 64, 3, 4] [1, 1, 1, 1] : tensor<32x64x4x4xf64> to tensor<32x64x3x4xf64>
    %extracted_slice_136 = tensor.extract_slice %extracted_slice_135[0, 0, 0, 0] [32, 64, 3, 3] [1, 1, 1, 1] : tensor<32x64x3x4xf64> to tensor<32x64x3x3xf64>
    %724 = tensor.empty() : tensor<64x32x3x3xf64>
    %transposed_137 = linalg.transpose ins(%extracted_slice_136 : tensor<32x64x3x3xf64>) outs(%724 : tensor<64x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %725 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680, %720 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %726 = tensor.empty() : tensor<2x32x2x2xi1>
    %727 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424 : tensor<2x32x2x2xf64>) outs(%726 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x32x2x2xi1>
    %728 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727, %cst_2, %725 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %729 = tensor.empty() : tensor<32xf64>
    %730 = linalg.fill ins(%cst : f64) outs(%729 : tensor<32xf64>) -> tensor<32xf64>
    %731 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%728 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %732 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %419 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %733 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%732 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %734 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%731 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_138 = tensor.expand_shape %734 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %735 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%733 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %736 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_68, %collapsed_68 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %737 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%735, %736 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_139 = tensor.expand_shape %737 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %738 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_68, %arg45 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_140 = tensor.expand_shape %738 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %739 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %expanded_139 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %739 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %741 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%740, %expanded_138 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %742 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %expanded_140 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %743 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%733, %collapsed_68 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %744 = tensor.empty() : tensor<32x32x3x3xf64>
    %745 = linalg.fill ins(%cst : f64) outs(%744 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %746 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%745 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg44[%1103, %1102, %1106, %1107] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %747 = tensor.empty() : tensor<2x32x4x4xf64>
    %748 = linalg.fill ins(%cst : f64) outs(%747 : tensor<2x32x4x4xf64>) -> tensor<2x32x4x4xf64>
    %inserted_slice_141 = tensor.insert_slice %742 into %748[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %749 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_141, %746 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_142 = linalg.transpose ins(%397 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_143 = linalg.transpose ins(%742 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_144 = tensor.pad %transposed_142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %750 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_144, %transposed_143 : tensor<32x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%745 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_145 = linalg.transpose ins(%750 : tensor<32x32x3x3xf64>) outs(%744 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397 : tensor<2x32x2x2xf64>) outs(%726 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x32x2x2xi1>
    %752 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %cst_2, %749 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %753 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%752 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %754 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %393 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %755 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%754 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %756 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%753 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_146 = tensor.expand_shape %756 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %757 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%755 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %758 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_64, %collapsed_64 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %759 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%757, %758 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_147 = tensor.expand_shape %759 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %760 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_64, %arg42 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_148 = tensor.expand_shape %760 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %761 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_147 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %761 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %763 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %expanded_146 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %764 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_148 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %765 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%755, %collapsed_64 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %766 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%745 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg41[%1103, %1102, %1106, %1107] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_149 = tensor.insert_slice %764 into %748[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %767 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_149, %766 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_150 = linalg.transpose ins(%371 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_151 = linalg.transpose ins(%764 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_152 = tensor.pad %transposed_150 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %768 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_152, %transposed_151 : tensor<32x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%745 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_153 = linalg.transpose ins(%768 : tensor<32x32x3x3xf64>) outs(%744 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %767 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %770 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<2x32x2x2xf64>) outs(%726 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x32x2x2xi1>
    %771 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %cst_2, %769 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %772 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%771 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771, %366 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %774 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%773 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %775 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%772 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_154 = tensor.expand_shape %775 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %776 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%774 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %777 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_60, %collapsed_60 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %778 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%776, %777 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_155 = tensor.expand_shape %778 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %779 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_60, %arg39 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_156 = tensor.expand_shape %779 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %780 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_155 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %781 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771, %780 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %782 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781, %expanded_154 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %783 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782, %expanded_156 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %784 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%774, %collapsed_60 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %785 = tensor.empty() : tensor<16x32x1x1xf64>
    %786 = linalg.fill ins(%cst : f64) outs(%785 : tensor<16x32x1x1xf64>) -> tensor<16x32x1x1xf64>
    %787 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%786 : tensor<16x32x1x1xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%1103, %1102, %c0, %c0] : tensor<32x16x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x32x1x1xf64>
    %inserted_slice_157 = tensor.insert_slice %783 into %748[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %788 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_157, %787 : tensor<2x32x4x4xf64>, tensor<16x32x1x1xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %789 = tensor.empty() : tensor<16x2x4x4xf64>
    %transposed_158 = linalg.transpose ins(%285 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_159 = linalg.transpose ins(%783 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %790 = tensor.empty() : tensor<16x32x2x2xf64>
    %791 = linalg.fill ins(%cst : f64) outs(%790 : tensor<16x32x2x2xf64>) -> tensor<16x32x2x2xf64>
    %792 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_158, %transposed_159 : tensor<16x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%791 : tensor<16x32x2x2xf64>) -> tensor<16x32x2x2xf64>
    %extracted_slice_160 = tensor.extract_slice %792[0, 0, 0, 0] [16, 32, 1, 2] [1, 1, 1, 1] : tensor<16x32x2x2xf64> to tensor<16x32x1x2xf64>
    %extracted_slice_161 = tensor.extract_slice %extracted_slice_160[0, 0, 0, 0] [16, 32, 1, 1] [1, 1, 1, 1] : tensor<16x32x1x2xf64> to tensor<16x32x1x1xf64>
    %793 = tensor.empty() : tensor<32x16x1x1xf64>
    %transposed_162 = linalg.transpose ins(%extracted_slice_161 : tensor<16x32x1x1xf64>) outs(%793 : tensor<32x16x1x1xf64>) permutation = [1, 0, 2, 3] 
    %794 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771, %341 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %795 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%794 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %796 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%795 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %797 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_57, %collapsed_57 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %798 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%796, %797 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_163 = tensor.expand_shape %798 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %799 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_57, %arg36 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_164 = tensor.expand_shape %799 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %800 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_163 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %801 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771, %800 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %802 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%801, %expanded_154 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %803 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%802, %expanded_164 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %804 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%795, %collapsed_57 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %805 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%745 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg35[%1103, %1102, %1106, %1107] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_165 = tensor.insert_slice %803 into %748[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf64> into tensor<2x32x4x4xf64>
    %806 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_165, %805 : tensor<2x32x4x4xf64>, tensor<32x32x3x3xf64>) outs(%287 : tensor<2x32x2x2xf64>) -> tensor<2x32x2x2xf64>
    %transposed_166 = linalg.transpose ins(%319 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_167 = linalg.transpose ins(%803 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_168 = tensor.pad %transposed_166 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<32x2x2x2xf64> to tensor<32x2x4x4xf64>
    %807 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_168, %transposed_167 : tensor<32x2x4x4xf64>, tensor<32x2x2x2xf64>) outs(%745 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_169 = linalg.transpose ins(%807 : tensor<32x32x3x3xf64>) outs(%744 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<2x32x2x2xf64>) outs(%726 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x32x2x2xi1>
    %809 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808, %cst_2, %806 : tensor<2x32x2x2xi1>, tensor<f64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %810 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%809 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %811 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %315 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %812 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%811 : tensor<2x32x2x2xf64>) outs(%730 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %813 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%810 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_170 = tensor.expand_shape %813 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %814 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%812 : tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_6 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %815 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_53, %collapsed_53 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %816 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%814, %815 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_171 = tensor.expand_shape %816 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %817 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_53, %arg33 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %expanded_172 = tensor.expand_shape %817 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %818 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_171 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %819 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %818 : tensor<2x32x2x2xf64>, tensor<2x32x2x2xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %820 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%819, %expanded_170 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %821 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%820, %expanded_172 : tensor<2x32x2x2xf64>, tensor<1x32x1x1xf64>) outs(%286 : tensor<2x32x2x2xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x32x2x2xf64>
    %822 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%812, %collapsed_53 : tensor<32xf64>, tensor<32xf64>) outs(%729 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<32xf64>
    %823 = tensor.empty() : tensor<16x32x3x3xf64>
    %824 = linalg.fill ins(%cst : f64) outs(%823 : tensor<16x32x3x3xf64>) -> tensor<16x32x3x3xf64>
    %825 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%824 : tensor<16x32x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg32[%1103, %1102, %1106, %1107] : tensor<32x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x32x3x3xf64>
    %826 = tensor.empty() : tensor<2x32x6x6xf64>
    %827 = linalg.fill ins(%cst : f64) outs(%826 : tensor<2x32x6x6xf64>) -> tensor<2x32x6x6xf64>
    %inserted_slice_173 = tensor.insert_slice %821 into %827[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf64> into tensor<2x32x6x6xf64>
    %828 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_173, %825 : tensor<2x32x6x6xf64>, tensor<16x32x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_174 = linalg.transpose ins(%821 : tensor<2x32x2x2xf64>) outs(%681 : tensor<32x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %padded_175 = tensor.pad %transposed_158 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %829 = tensor.empty() : tensor<16x32x4x4xf64>
    %830 = linalg.fill ins(%cst : f64) outs(%829 : tensor<16x32x4x4xf64>) -> tensor<16x32x4x4xf64>
    %831 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_175, %transposed_174 : tensor<16x2x6x6xf64>, tensor<32x2x2x2xf64>) outs(%830 : tensor<16x32x4x4xf64>) -> tensor<16x32x4x4xf64>
    %extracted_slice_176 = tensor.extract_slice %831[0, 0, 0, 0] [16, 32, 3, 4] [1, 1, 1, 1] : tensor<16x32x4x4xf64> to tensor<16x32x3x4xf64>
    %extracted_slice_177 = tensor.extract_slice %extracted_slice_176[0, 0, 0, 0] [16, 32, 3, 3] [1, 1, 1, 1] : tensor<16x32x3x4xf64> to tensor<16x32x3x3xf64>
    %832 = tensor.empty() : tensor<32x16x3x3xf64>
    %transposed_178 = linalg.transpose ins(%extracted_slice_177 : tensor<16x32x3x3xf64>) outs(%832 : tensor<32x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788, %828 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %834 = tensor.empty() : tensor<2x16x4x4xi1>
    %835 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<2x16x4x4xf64>) outs(%834 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x16x4x4xi1>
    %836 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835, %cst_2, %833 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %837 = tensor.empty() : tensor<16xf64>
    %838 = linalg.fill ins(%cst : f64) outs(%837 : tensor<16xf64>) -> tensor<16xf64>
    %839 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%836 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %840 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836, %280 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %841 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%840 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %842 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%839 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_179 = tensor.expand_shape %842 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %843 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%841 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %844 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_49, %collapsed_49 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %845 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%843, %844 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_180 = tensor.expand_shape %845 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %846 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_49, %arg30 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_181 = tensor.expand_shape %846 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %847 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_180 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836, %847 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %849 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848, %expanded_179 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %850 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849, %expanded_181 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %851 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%841, %collapsed_49 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %852 = tensor.empty() : tensor<16x16x3x3xf64>
    %853 = linalg.fill ins(%cst : f64) outs(%852 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %854 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%853 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg29[%1103, %1102, %1106, %1107] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %855 = tensor.empty() : tensor<2x16x6x6xf64>
    %856 = linalg.fill ins(%cst : f64) outs(%855 : tensor<2x16x6x6xf64>) -> tensor<2x16x6x6xf64>
    %inserted_slice_182 = tensor.insert_slice %850 into %856[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %857 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_182, %854 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_183 = linalg.transpose ins(%258 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_184 = linalg.transpose ins(%850 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_185 = tensor.pad %transposed_183 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %858 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_185, %transposed_184 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%853 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_186 = linalg.transpose ins(%858 : tensor<16x16x3x3xf64>) outs(%852 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<2x16x4x4xf64>) outs(%834 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x16x4x4xi1>
    %860 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%859, %cst_2, %857 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %861 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%860 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %862 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %254 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %863 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%862 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %864 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%861 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_187 = tensor.expand_shape %864 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %865 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%863 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %866 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_45, %collapsed_45 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %867 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%865, %866 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_188 = tensor.expand_shape %867 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %868 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_45, %arg27 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_189 = tensor.expand_shape %868 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %869 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_188 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %870 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %869 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %871 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%870, %expanded_187 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %872 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%871, %expanded_189 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %873 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%863, %collapsed_45 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %874 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%853 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg26[%1103, %1102, %1106, %1107] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %inserted_slice_190 = tensor.insert_slice %872 into %856[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %875 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_190, %874 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_191 = linalg.transpose ins(%232 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_192 = linalg.transpose ins(%872 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_193 = tensor.pad %transposed_191 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %876 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_193, %transposed_192 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%853 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_194 = linalg.transpose ins(%876 : tensor<16x16x3x3xf64>) outs(%852 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %877 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836, %875 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %878 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<2x16x4x4xf64>) outs(%834 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x16x4x4xi1>
    %879 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%878, %cst_2, %877 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %880 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%879 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %881 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %227 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %882 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%881 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %883 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%880 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_195 = tensor.expand_shape %883 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %884 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%882 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %885 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_41, %collapsed_41 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %886 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%884, %885 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_196 = tensor.expand_shape %886 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %887 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_41, %arg24 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_197 = tensor.expand_shape %887 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %888 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_196 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %888 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %890 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %expanded_195 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %891 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890, %expanded_197 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %892 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%882, %collapsed_41 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %893 = tensor.empty() : tensor<8x16x1x1xf64>
    %894 = linalg.fill ins(%cst : f64) outs(%893 : tensor<8x16x1x1xf64>) -> tensor<8x16x1x1xf64>
    %895 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%894 : tensor<8x16x1x1xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%1103, %1102, %c0, %c0] : tensor<16x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16x1x1xf64>
    %896 = tensor.empty() : tensor<2x16x8x8xf64>
    %897 = linalg.fill ins(%cst : f64) outs(%896 : tensor<2x16x8x8xf64>) -> tensor<2x16x8x8xf64>
    %inserted_slice_198 = tensor.insert_slice %891 into %897[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf64> into tensor<2x16x8x8xf64>
    %898 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_198, %895 : tensor<2x16x8x8xf64>, tensor<8x16x1x1xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %899 = tensor.empty() : tensor<8x2x8x8xf64>
    %transposed_199 = linalg.transpose ins(%146 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_200 = linalg.transpose ins(%891 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %900 = tensor.empty() : tensor<8x16x2x2xf64>
    %901 = linalg.fill ins(%cst : f64) outs(%900 : tensor<8x16x2x2xf64>) -> tensor<8x16x2x2xf64>
    %902 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_199, %transposed_200 : tensor<8x2x8x8xf64>, tensor<16x2x4x4xf64>) outs(%901 : tensor<8x16x2x2xf64>) -> tensor<8x16x2x2xf64>
    %extracted_slice_201 = tensor.extract_slice %902[0, 0, 0, 0] [8, 16, 1, 2] [1, 1, 1, 1] : tensor<8x16x2x2xf64> to tensor<8x16x1x2xf64>
    %extracted_slice_202 = tensor.extract_slice %extracted_slice_201[0, 0, 0, 0] [8, 16, 1, 1] [1, 1, 1, 1] : tensor<8x16x1x2xf64> to tensor<8x16x1x1xf64>
    %903 = tensor.empty() : tensor<16x8x1x1xf64>
    %transposed_203 = linalg.transpose ins(%extracted_slice_202 : tensor<8x16x1x1xf64>) outs(%903 : tensor<16x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %904 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %202 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %905 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%904 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %906 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%905 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %907 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_38, %collapsed_38 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %908 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%906, %907 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_204 = tensor.expand_shape %908 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %909 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_38, %arg21 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_205 = tensor.expand_shape %909 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %910 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_204 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %911 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %910 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %912 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %expanded_195 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %913 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912, %expanded_205 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %914 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%905, %collapsed_38 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %915 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%853 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg20[%1103, %1102, %1106, %1107] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %inserted_slice_206 = tensor.insert_slice %913 into %856[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf64> into tensor<2x16x6x6xf64>
    %916 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_206, %915 : tensor<2x16x6x6xf64>, tensor<16x16x3x3xf64>) outs(%148 : tensor<2x16x4x4xf64>) -> tensor<2x16x4x4xf64>
    %transposed_207 = linalg.transpose ins(%180 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_208 = linalg.transpose ins(%913 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_209 = tensor.pad %transposed_207 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<16x2x4x4xf64> to tensor<16x2x6x6xf64>
    %917 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_209, %transposed_208 : tensor<16x2x6x6xf64>, tensor<16x2x4x4xf64>) outs(%853 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_210 = linalg.transpose ins(%917 : tensor<16x16x3x3xf64>) outs(%852 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %918 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<2x16x4x4xf64>) outs(%834 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x16x4x4xi1>
    %919 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %cst_2, %916 : tensor<2x16x4x4xi1>, tensor<f64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %920 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%919 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %921 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919, %176 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %922 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%921 : tensor<2x16x4x4xf64>) outs(%838 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %923 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%920 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_211 = tensor.expand_shape %923 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %924 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%922 : tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_5 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %925 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_34, %collapsed_34 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %926 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%924, %925 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_212 = tensor.expand_shape %926 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %927 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_34, %arg18 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %expanded_213 = tensor.expand_shape %927 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %928 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_212 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %929 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919, %928 : tensor<2x16x4x4xf64>, tensor<2x16x4x4xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %930 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%929, %expanded_211 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %931 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930, %expanded_213 : tensor<2x16x4x4xf64>, tensor<1x16x1x1xf64>) outs(%147 : tensor<2x16x4x4xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x16x4x4xf64>
    %932 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%922, %collapsed_34 : tensor<16xf64>, tensor<16xf64>) outs(%837 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<16xf64>
    %933 = tensor.empty() : tensor<8x16x3x3xf64>
    %934 = linalg.fill ins(%cst : f64) outs(%933 : tensor<8x16x3x3xf64>) -> tensor<8x16x3x3xf64>
    %935 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%934 : tensor<8x16x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg17[%1103, %1102, %1106, %1107] : tensor<16x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16x3x3xf64>
    %936 = tensor.empty() : tensor<2x16x10x10xf64>
    %937 = linalg.fill ins(%cst : f64) outs(%936 : tensor<2x16x10x10xf64>) -> tensor<2x16x10x10xf64>
    %inserted_slice_214 = tensor.insert_slice %931 into %937[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf64> into tensor<2x16x10x10xf64>
    %938 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_214, %935 : tensor<2x16x10x10xf64>, tensor<8x16x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_215 = linalg.transpose ins(%931 : tensor<2x16x4x4xf64>) outs(%789 : tensor<16x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_216 = tensor.pad %transposed_199 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %939 = tensor.empty() : tensor<8x16x4x4xf64>
    %940 = linalg.fill ins(%cst : f64) outs(%939 : tensor<8x16x4x4xf64>) -> tensor<8x16x4x4xf64>
    %941 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_216, %transposed_215 : tensor<8x2x10x10xf64>, tensor<16x2x4x4xf64>) outs(%940 : tensor<8x16x4x4xf64>) -> tensor<8x16x4x4xf64>
    %extracted_slice_217 = tensor.extract_slice %941[0, 0, 0, 0] [8, 16, 3, 4] [1, 1, 1, 1] : tensor<8x16x4x4xf64> to tensor<8x16x3x4xf64>
    %extracted_slice_218 = tensor.extract_slice %extracted_slice_217[0, 0, 0, 0] [8, 16, 3, 3] [1, 1, 1, 1] : tensor<8x16x3x4xf64> to tensor<8x16x3x3xf64>
    %942 = tensor.empty() : tensor<16x8x3x3xf64>
    %transposed_219 = linalg.transpose ins(%extracted_slice_218 : tensor<8x16x3x3xf64>) outs(%942 : tensor<16x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %943 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898, %938 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %944 = tensor.empty() : tensor<2x8x8x8xi1>
    %945 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %946 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%945, %cst_2, %943 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %947 = tensor.empty() : tensor<8xf64>
    %948 = linalg.fill ins(%cst : f64) outs(%947 : tensor<8xf64>) -> tensor<8xf64>
    %949 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%946 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %950 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %141 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %951 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%950 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %952 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%949 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_220 = tensor.expand_shape %952 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %953 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%951 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %954 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_30, %collapsed_30 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %955 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%953, %954 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_221 = tensor.expand_shape %955 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %956 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_30, %arg15 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_222 = tensor.expand_shape %956 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %957 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_221 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %958 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %957 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %959 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%958, %expanded_220 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %960 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%959, %expanded_222 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %961 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%951, %collapsed_30 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %962 = tensor.empty() : tensor<8x8x3x3xf64>
    %963 = linalg.fill ins(%cst : f64) outs(%962 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %964 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%963 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg14[%1103, %1102, %1106, %1107] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %965 = tensor.empty() : tensor<2x8x10x10xf64>
    %966 = linalg.fill ins(%cst : f64) outs(%965 : tensor<2x8x10x10xf64>) -> tensor<2x8x10x10xf64>
    %inserted_slice_223 = tensor.insert_slice %960 into %966[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %967 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_223, %964 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_224 = linalg.transpose ins(%119 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_225 = linalg.transpose ins(%960 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_226 = tensor.pad %transposed_224 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %968 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_226, %transposed_225 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%963 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_227 = linalg.transpose ins(%968 : tensor<8x8x3x3xf64>) outs(%962 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %969 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %970 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969, %cst_2, %967 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %971 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%970 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %972 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970, %115 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %973 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%972 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %974 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%971 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_228 = tensor.expand_shape %974 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %975 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%973 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %976 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_26, %collapsed_26 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %977 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%975, %976 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_229 = tensor.expand_shape %977 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %978 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_26, %arg12 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_230 = tensor.expand_shape %978 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %979 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_229 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %980 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970, %979 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %981 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%980, %expanded_228 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %982 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%981, %expanded_230 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %983 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%973, %collapsed_26 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %984 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%963 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg11[%1103, %1102, %1106, %1107] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_231 = tensor.insert_slice %982 into %966[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %985 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_231, %984 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_232 = linalg.transpose ins(%93 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_233 = linalg.transpose ins(%982 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_234 = tensor.pad %transposed_232 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %986 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_234, %transposed_233 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%963 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_235 = linalg.transpose ins(%986 : tensor<8x8x3x3xf64>) outs(%962 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %987 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %985 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %988 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %989 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%988, %cst_2, %987 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %990 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%989 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %991 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %88 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %992 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%991 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %993 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%990 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_236 = tensor.expand_shape %993 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %994 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%992 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %995 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_22, %collapsed_22 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %996 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%994, %995 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_237 = tensor.expand_shape %996 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %997 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_22, %arg9 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_238 = tensor.expand_shape %997 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %998 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_237 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %999 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %998 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1000 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%999, %expanded_236 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1001 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1000, %expanded_238 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1002 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%992, %collapsed_22 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1003 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%963 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg8[%1103, %1102, %1106, %1107] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_239 = tensor.insert_slice %1001 into %966[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %1004 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_239, %1003 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_240 = linalg.transpose ins(%66 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_241 = linalg.transpose ins(%1001 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_242 = tensor.pad %transposed_240 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %1005 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_242, %transposed_241 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%963 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_243 = linalg.transpose ins(%1005 : tensor<8x8x3x3xf64>) outs(%962 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1006 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1007 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1006, %cst_2, %1004 : tensor<2x8x8x8xi1>, tensor<f64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1008 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1007 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %62 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1010 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1009 : tensor<2x8x8x8xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1011 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%1008 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_244 = tensor.expand_shape %1011 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1012 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%1010 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_4 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1013 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_18, %collapsed_18 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1014 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%1012, %1013 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_245 = tensor.expand_shape %1014 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1015 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_18, %arg6 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_246 = tensor.expand_shape %1015 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1016 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_245 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %1016 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1018 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017, %expanded_244 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1019 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1018, %expanded_246 : tensor<2x8x8x8xf64>, tensor<1x8x1x1xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1020 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%1010, %collapsed_18 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1021 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%963 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %1102 = linalg.index 0 : index
      %1103 = linalg.index 1 : index
      %1104 = linalg.index 2 : index
      %1105 = linalg.index 3 : index
      %1106 = arith.subi %c2, %1104 : index
      %1107 = arith.subi %c2, %1105 : index
      %extracted = tensor.extract %arg5[%1103, %1102, %1106, %1107] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_247 = tensor.insert_slice %1019 into %966[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf64> into tensor<2x8x10x10xf64>
    %1022 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_247, %1021 : tensor<2x8x10x10xf64>, tensor<8x8x3x3xf64>) outs(%38 : tensor<2x8x8x8xf64>) -> tensor<2x8x8x8xf64>
    %transposed_248 = linalg.transpose ins(%37 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_249 = linalg.transpose ins(%1019 : tensor<2x8x8x8xf64>) outs(%899 : tensor<8x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_250 = tensor.pad %transposed_248 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<8x2x8x8xf64> to tensor<8x2x10x10xf64>
    %1023 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_250, %transposed_249 : tensor<8x2x10x10xf64>, tensor<8x2x8x8xf64>) outs(%963 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_251 = linalg.transpose ins(%1023 : tensor<8x8x3x3xf64>) outs(%962 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1024 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %1022 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_252 = tensor.extract_slice %padded_16[0, 0, 0, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf64> to tensor<2x8x8x18xf64>
    %extracted_slice_253 = tensor.extract_slice %extracted_slice_252[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %extracted_slice_254 = tensor.extract_slice %extracted_slice_252[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1025 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_253, %extracted_slice_254 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_255 = tensor.extract_slice %extracted_slice_252[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1026 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025, %extracted_slice_255 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_256 = tensor.extract_slice %padded_16[0, 0, 1, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf64> to tensor<2x8x8x18xf64>
    %extracted_slice_257 = tensor.extract_slice %extracted_slice_256[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1027 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026, %extracted_slice_257 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_258 = tensor.extract_slice %extracted_slice_256[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1028 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1027, %extracted_slice_258 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_259 = tensor.extract_slice %extracted_slice_256[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1028, %extracted_slice_259 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_260 = tensor.extract_slice %padded_16[0, 0, 2, 0] [2, 8, 8, 18] [1, 1, 2, 1] : tensor<2x8x18x18xf64> to tensor<2x8x8x18xf64>
    %extracted_slice_261 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1030 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029, %extracted_slice_261 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_262 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1031 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1030, %extracted_slice_262 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %extracted_slice_263 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 2] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x18xf64> to tensor<2x8x8x8xf64>
    %1032 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1031, %extracted_slice_263 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.maximumf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_253, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1034 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_264 = tensor.pad %1034 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_254, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1036 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %1036 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1038 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033, %1035 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1039 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_265 = tensor.pad %1039 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1040 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_255, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1041 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1042 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1040, %1041 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1043 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038, %1040 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1044 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1042, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_266 = tensor.pad %1044 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1045 = tensor.empty() : tensor<2x8x9x9xf64>
    %1046 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_264, %padded_266 : tensor<2x8x9x9xf64>, tensor<2x8x9x9xf64>) outs(%1045 : tensor<2x8x9x9xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x9x9xf64>
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_257, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1048 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1043 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1049 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047, %1048 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1050 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1043, %1047 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1051 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1049, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_267 = tensor.pad %1051 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1052 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_258, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1053 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1054 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1052, %1053 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1055 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050, %1052 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1056 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1054, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_268 = tensor.pad %1056 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_259, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1058 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057, %1058 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1060 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %1057 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1061 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1059, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_269 = tensor.pad %1061 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1062 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_267, %padded_269 : tensor<2x8x9x9xf64>, tensor<2x8x9x9xf64>) outs(%1045 : tensor<2x8x9x9xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x9x9xf64>
    %1063 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_261, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1064 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1060 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1063, %1064 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1066 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1060, %1063 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1067 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1065, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_270 = tensor.pad %1067 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1068 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1046, %padded_270 : tensor<2x8x9x9xf64>, tensor<2x8x9x9xf64>) outs(%1045 : tensor<2x8x9x9xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x9x9xf64>
    %1069 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_262, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1070 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1066 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1071 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1069, %1070 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1072 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1066, %1069 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.ori %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1073 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1071, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_271 = tensor.pad %1073 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1074 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_265, %padded_271 : tensor<2x8x9x9xf64>, tensor<2x8x9x9xf64>) outs(%1045 : tensor<2x8x9x9xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x9x9xf64>
    %1075 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_263, %1032 : tensor<2x8x8x8xf64>, tensor<2x8x8x8xf64>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f64, %in_294: f64, %out: i1):
      %1102 = arith.cmpf oeq, %in, %in_294 : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1076 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1072 : tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1102 = arith.xori %in, %true : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1075, %1076 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%944 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_294: i1, %out: i1):
      %1102 = arith.andi %in, %in_294 : i1
      linalg.yield %1102 : i1
    } -> tensor<2x8x8x8xi1>
    %1078 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1077, %1024, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf64>, tensor<f64>) outs(%34 : tensor<2x8x8x8xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x8x8xf64>
    %padded_272 = tensor.pad %1078 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<2x8x8x8xf64> to tensor<2x8x9x9xf64>
    %1079 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1068, %padded_272 : tensor<2x8x9x9xf64>, tensor<2x8x9x9xf64>) outs(%1045 : tensor<2x8x9x9xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.addf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x9x9xf64>
    %expanded_273 = tensor.expand_shape %1079 [[0], [1], [2], [3, 4]] output_shape [2, 8, 9, 9, 1] : tensor<2x8x9x9xf64> into tensor<2x8x9x9x1xf64>
    %expanded_274 = tensor.expand_shape %1074 [[0], [1], [2], [3, 4]] output_shape [2, 8, 9, 9, 1] : tensor<2x8x9x9xf64> into tensor<2x8x9x9x1xf64>
    %concat = tensor.concat dim(4) %expanded_273, %expanded_274 : (tensor<2x8x9x9x1xf64>, tensor<2x8x9x9x1xf64>) -> tensor<2x8x9x9x2xf64>
    %collapsed_275 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<2x8x9x9x2xf64> into tensor<2x8x9x18xf64>
    %expanded_276 = tensor.expand_shape %1062 [[0], [1], [2], [3, 4]] output_shape [2, 8, 9, 9, 1] : tensor<2x8x9x9xf64> into tensor<2x8x9x9x1xf64>
    %expanded_277 = tensor.expand_shape %padded_268 [[0], [1], [2], [3, 4]] output_shape [2, 8, 9, 9, 1] : tensor<2x8x9x9xf64> into tensor<2x8x9x9x1xf64>
    %concat_278 = tensor.concat dim(4) %expanded_276, %expanded_277 : (tensor<2x8x9x9x1xf64>, tensor<2x8x9x9x1xf64>) -> tensor<2x8x9x9x2xf64>
    %collapsed_279 = tensor.collapse_shape %concat_278 [[0], [1], [2], [3, 4]] : tensor<2x8x9x9x2xf64> into tensor<2x8x9x18xf64>
    %concat_280 = tensor.concat dim(3) %collapsed_275, %collapsed_279 : (tensor<2x8x9x18xf64>, tensor<2x8x9x18xf64>) -> tensor<2x8x9x36xf64>
    %expanded_281 = tensor.expand_shape %concat_280 [[0], [1], [2], [3, 4]] output_shape [2, 8, 9, 2, 18] : tensor<2x8x9x36xf64> into tensor<2x8x9x2x18xf64>
    %collapsed_282 = tensor.collapse_shape %expanded_281 [[0], [1], [2, 3], [4]] : tensor<2x8x9x2x18xf64> into tensor<2x8x18x18xf64>
    %extracted_slice_283 = tensor.extract_slice %collapsed_282[0, 0, 1, 0] [2, 8, 16, 18] [1, 1, 1, 1] : tensor<2x8x18x18xf64> to tensor<2x8x16x18xf64>
    %extracted_slice_284 = tensor.extract_slice %extracted_slice_283[0, 0, 0, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x18xf64> to tensor<2x8x16x16xf64>
    %1080 = tensor.empty() : tensor<2x8x16x16xi1>
    %1081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x16x16xf64>) outs(%1080 : tensor<2x8x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %1102 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %1102 : i1
    } -> tensor<2x8x16x16xi1>
    %1082 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1081, %cst_2, %extracted_slice_284 : tensor<2x8x16x16xi1>, tensor<f64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: i1, %in_294: f64, %in_295: f64, %out: f64):
      %1102 = arith.select %in, %in_294, %in_295 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %1083 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1082 : tensor<2x8x16x16xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1084 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1082, %29 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %1085 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1084 : tensor<2x8x16x16xf64>) outs(%948 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.addf %in, %out : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1086 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%1083 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_3 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_285 = tensor.expand_shape %1086 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1087 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%1085 : tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1102 = arith.mulf %in, %cst_3 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1088 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed, %collapsed : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1089 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%1087, %1088 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_286 = tensor.expand_shape %1089 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1090 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed, %arg3 : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %expanded_287 = tensor.expand_shape %1090 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1091 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_286 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %1092 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1082, %1091 : tensor<2x8x16x16xf64>, tensor<2x8x16x16xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %1093 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1092, %expanded_285 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.subf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %1094 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %expanded_287 : tensor<2x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x16x16xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<2x8x16x16xf64>
    %1095 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%1085, %collapsed : tensor<8xf64>, tensor<8xf64>) outs(%947 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_294: f64, %out: f64):
      %1102 = arith.mulf %in, %in_294 : f64
      linalg.yield %1102 : f64
    } -> tensor<8xf64>
    %1096 = tensor.empty() : tensor<3x2x32x32xf64>
    %transposed_288 = linalg.transpose ins(%arg0 : tensor<2x3x32x32xf64>) outs(%1096 : tensor<3x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1097 = tensor.empty() : tensor<8x2x16x16xf64>
    %transposed_289 = linalg.transpose ins(%1094 : tensor<2x8x16x16xf64>) outs(%1097 : tensor<8x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_290 = tensor.pad %transposed_288 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f64
    } : tensor<3x2x32x32xf64> to tensor<3x2x38x38xf64>
    %1098 = tensor.empty() : tensor<3x8x8x8xf64>
    %1099 = linalg.fill ins(%cst : f64) outs(%1098 : tensor<3x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %1100 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_290, %transposed_289 : tensor<3x2x38x38xf64>, tensor<8x2x16x16xf64>) outs(%1099 : tensor<3x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %extracted_slice_291 = tensor.extract_slice %1100[0, 0, 0, 0] [3, 8, 7, 8] [1, 1, 1, 1] : tensor<3x8x8x8xf64> to tensor<3x8x7x8xf64>
    %extracted_slice_292 = tensor.extract_slice %extracted_slice_291[0, 0, 0, 0] [3, 8, 7, 7] [1, 1, 1, 1] : tensor<3x8x7x8xf64> to tensor<3x8x7x7xf64>
    %1101 = tensor.empty() : tensor<8x3x7x7xf64>
    %transposed_293 = linalg.transpose ins(%extracted_slice_292 : tensor<3x8x7x7xf64>) outs(%1101 : tensor<8x3x7x7xf64>) permutation = [1, 0, 2, 3] 
    return %592, %transposed_293, %1095, %1083, %transposed_251, %1020, %1008, %transposed_243, %1002, %990, %transposed_235, %983, %971, %transposed_227, %961, %949, %transposed_219, %932, %920, %transposed_210, %914, %880, %transposed_203, %892, %880, %transposed_194, %873, %861, %transposed_186, %851, %839, %transposed_178, %822, %810, %transposed_169, %804, %772, %transposed_162, %784, %772, %transposed_153, %765, %753, %transposed_145, %743, %731, %transposed_137, %714, %702, %transposed_128, %696, %662, %transposed_121, %674, %662, %transposed_113, %655, %643, %transposed_105, %632, %620, %611, %collapsed_97 : tensor<f64>, tensor<8x3x7x7xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<16x8x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x8x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32x16x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x16x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<64x32x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x32x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<10x64xf64>, tensor<10xf64>
  }
}
