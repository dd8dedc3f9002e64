#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> ()>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<64x3x224x224xf32>, %arg1: tensor<64xi64>, %arg2: tensor<64x3x7x7xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64x3x3xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64x3x3xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64x3x3xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64x3x3xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64x3x3xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128x128x3x3xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x64x1x1xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128x128x3x3xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128x128x3x3xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<256x128x3x3xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256xf32>, %arg35: tensor<256x256x3x3xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256x128x1x1xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256x256x3x3xf32>, %arg42: tensor<256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256x256x3x3xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<512x256x3x3xf32>, %arg48: tensor<512xf32>, %arg49: tensor<512xf32>, %arg50: tensor<512x512x3x3xf32>, %arg51: tensor<512xf32>, %arg52: tensor<512xf32>, %arg53: tensor<512x256x1x1xf32>, %arg54: tensor<512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<512x512x3x3xf32>, %arg57: tensor<512xf32>, %arg58: tensor<512xf32>, %arg59: tensor<512x512x3x3xf32>, %arg60: tensor<512xf32>, %arg61: tensor<512xf32>, %arg62: tensor<1000x512xf32>, %arg63: tensor<1000xf32>) -> (tensor<f32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1000x512xf32>, tensor<1000xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %c1000 = arith.constant 1000 : index
    %true = arith.constant true
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.2456154336734693E-6 : f64
    %cst_5 = arith.constant 4.9824617346938772E-6 : f64
    %cst_6 = arith.constant 1.9929846938775509E-5 : f64
    %cst_7 = arith.constant 7.9719387755102034E-5 : f64
    %cst_8 = arith.constant 3.1887755102040814E-4 : f64
    %cst_9 = arith.constant 1.000000e-05 : f64
    %cst_10 = arith.constant 8.028160e+05 : f32
    %cst_11 = arith.constant 8.028160e+05 : f64
    %cst_12 = arith.constant 2.007040e+05 : f32
    %cst_13 = arith.constant 2.007040e+05 : f64
    %cst_14 = arith.constant 5.017600e+04 : f32
    %cst_15 = arith.constant 5.017600e+04 : f64
    %cst_16 = arith.constant 1.254400e+04 : f32
    %cst_17 = arith.constant 1.254400e+04 : f64
    %cst_18 = arith.constant 3.136000e+03 : f32
    %cst_19 = arith.constant 3.136000e+03 : f64
    %cst_20 = arith.constant 4.900000e+01 : f32
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst_21 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x3x224x224xf32> to tensor<64x3x230x230xf32>
    %0 = tensor.empty() : tensor<64x64x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<64x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %3 = tensor.empty() : tensor<64xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<64xf32>) -> tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<64x64x112x112xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_10 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %7 = tensor.empty() : tensor<64x64x112x112xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<64x64x112x112xf32>) outs(%7 : tensor<64x64x112x112xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x64x112x112xf64>
    %9 = tensor.empty() : tensor<1x64x1x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%8 : tensor<64x64x112x112xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_11 : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<64x64x112x112xf64>, tensor<1x64x1x1xf64>) outs(%7 : tensor<64x64x112x112xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x112x112xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<64x64x112x112xf64>, tensor<64x64x112x112xf64>) outs(%7 : tensor<64x64x112x112xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x112x112xf64>
    %15 = tensor.empty() : tensor<64xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<64xf64>) -> tensor<64xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%14 : tensor<64x64x112x112xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_11 : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_22 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_22 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_23 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_23 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_24 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_24 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x112x112xf32>
    %padded_25 = tensor.pad %26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst_1 : f32
    } : tensor<64x64x112x112xf32> to tensor<64x64x114x114xf32>
    %27 = tensor.empty() : tensor<64x64x56x56xf32>
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %29 = tensor.empty() : tensor<3x3xf32>
    %30 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_25, %29 : tensor<64x64x114x114xf32>, tensor<3x3xf32>) outs(%28 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %padded_26 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%27 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_26, %arg5 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%32 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%33 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_12 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %35 = tensor.empty() : tensor<64x64x56x56xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<64x64x56x56xf32>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%36 : tensor<64x64x56x56xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<64x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<64x64x56x56xf64>, tensor<64x64x56x56xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%40 : tensor<64x64x56x56xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%41 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%42 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%43 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_27 = tensor.expand_shape %34 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_28 = tensor.expand_shape %45 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_27 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_28 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_29 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_29 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_30 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_30 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_31 = tensor.pad %50 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_31, %arg8 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%51 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%52 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_12 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<64x64x56x56xf32>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%54 : tensor<64x64x56x56xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<64x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<64x64x56x56xf64>, tensor<64x64x56x56xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%58 : tensor<64x64x56x56xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %60 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%59 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %61 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%60 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%61 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%62 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_32 = tensor.expand_shape %53 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_33 = tensor.expand_shape %63 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_32 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_33 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_34 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_34 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_35 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_35 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %30 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_36 = tensor.pad %69 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg11 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%70 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%71 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_12 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<64x64x56x56xf32>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%73 : tensor<64x64x56x56xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<64x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<64x64x56x56xf64>, tensor<64x64x56x56xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%77 : tensor<64x64x56x56xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%78 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%79 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%80 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%81 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_37 = tensor.expand_shape %72 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_38 = tensor.expand_shape %82 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_37 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_38 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_39 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_39 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_40 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_40 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_41 = tensor.pad %87 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_41, %arg14 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%88 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%89 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_12 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<64x64x56x56xf32>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%91 : tensor<64x64x56x56xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<1x64x1x1xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %93 : tensor<64x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %94 : tensor<64x64x56x56xf64>, tensor<64x64x56x56xf64>) outs(%35 : tensor<64x64x56x56xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x64x56x56xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%95 : tensor<64x64x56x56xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%96 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_13 : f64
      linalg.yield %969 : f64
    } -> tensor<64xf64>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%97 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%98 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%99 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_42 = tensor.expand_shape %90 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_43 = tensor.expand_shape %100 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_42 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_43 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_44 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_44 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_45 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_45 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %69 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_46 = tensor.pad %106 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %107 = tensor.empty() : tensor<64x128x28x28xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_46, %arg17 : tensor<64x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %110 = tensor.empty() : tensor<128xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<128xf32>) -> tensor<128xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%109 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%112 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_14 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %114 = tensor.empty() : tensor<64x128x28x28xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<64x128x28x28xf32>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %116 = tensor.empty() : tensor<1x128x1x1xf64>
    %117 = linalg.fill ins(%cst_0 : f64) outs(%116 : tensor<1x128x1x1xf64>) -> tensor<1x128x1x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%115 : tensor<64x128x28x28xf64>) outs(%117 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x128x1x1xf64>) outs(%116 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %119 : tensor<64x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %120 : tensor<64x128x28x28xf64>, tensor<64x128x28x28xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %122 = tensor.empty() : tensor<128xf64>
    %123 = linalg.fill ins(%cst_0 : f64) outs(%122 : tensor<128xf64>) -> tensor<128xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%121 : tensor<64x128x28x28xf64>) outs(%123 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<128xf64>) outs(%122 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%125 : tensor<128xf64>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%126 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%127 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_47 = tensor.expand_shape %113 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_48 = tensor.expand_shape %128 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_47 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_48 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_49 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_49 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_50 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_50 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_51 = tensor.pad %133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_51, %arg20 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%134 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%135 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_14 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<64x128x28x28xf32>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%137 : tensor<64x128x28x28xf64>) outs(%117 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x128x1x1xf64>) outs(%116 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<64x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<64x128x28x28xf64>, tensor<64x128x28x28xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%141 : tensor<64x128x28x28xf64>) outs(%123 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%142 : tensor<128xf64>) outs(%122 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%143 : tensor<128xf64>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%144 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%145 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_52 = tensor.expand_shape %136 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_53 = tensor.expand_shape %146 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_52 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_53 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_54 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_54 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_55 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_55 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %151 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%106, %arg23 : tensor<64x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%151 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%152 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_14 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<64x128x28x28xf32>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%154 : tensor<64x128x28x28xf64>) outs(%117 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x128x1x1xf64>) outs(%116 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<64x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<64x128x28x28xf64>, tensor<64x128x28x28xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%158 : tensor<64x128x28x28xf64>) outs(%123 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%159 : tensor<128xf64>) outs(%122 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%160 : tensor<128xf64>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%161 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%162 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_56 = tensor.expand_shape %153 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_57 = tensor.expand_shape %163 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_56 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_57 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_58 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_58 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_59 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_59 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %167 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_60 = tensor.pad %169 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %arg26 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%170 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%171 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_14 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<64x128x28x28xf32>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%173 : tensor<64x128x28x28xf64>) outs(%117 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x128x1x1xf64>) outs(%116 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %175 : tensor<64x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %176 : tensor<64x128x28x28xf64>, tensor<64x128x28x28xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%177 : tensor<64x128x28x28xf64>) outs(%123 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%178 : tensor<128xf64>) outs(%122 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%179 : tensor<128xf64>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%180 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%181 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_61 = tensor.expand_shape %172 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_62 = tensor.expand_shape %182 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_61 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_62 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_63 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_63 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_64 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_64 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_65 = tensor.pad %187 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %188 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_65, %arg29 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%188 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%189 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_14 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<64x128x28x28xf32>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%191 : tensor<64x128x28x28xf64>) outs(%117 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x128x1x1xf64>) outs(%116 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<1x128x1x1xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<64x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %194 : tensor<64x128x28x28xf64>, tensor<64x128x28x28xf64>) outs(%114 : tensor<64x128x28x28xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x128x28x28xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%195 : tensor<64x128x28x28xf64>) outs(%123 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%196 : tensor<128xf64>) outs(%122 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_15 : f64
      linalg.yield %969 : f64
    } -> tensor<128xf64>
    %198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%197 : tensor<128xf64>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%199 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_66 = tensor.expand_shape %190 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_67 = tensor.expand_shape %200 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_66 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_67 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_68 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_68 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_69 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_69 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %169 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_70 = tensor.pad %206 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %207 = tensor.empty() : tensor<64x256x14x14xf32>
    %208 = linalg.fill ins(%cst : f32) outs(%207 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %209 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_70, %arg32 : tensor<64x128x30x30xf32>, tensor<256x128x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %210 = tensor.empty() : tensor<256xf32>
    %211 = linalg.fill ins(%cst : f32) outs(%210 : tensor<256xf32>) -> tensor<256xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%209 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%212 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_16 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %214 = tensor.empty() : tensor<64x256x14x14xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<64x256x14x14xf32>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %216 = tensor.empty() : tensor<1x256x1x1xf64>
    %217 = linalg.fill ins(%cst_0 : f64) outs(%216 : tensor<1x256x1x1xf64>) -> tensor<1x256x1x1xf64>
    %218 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%215 : tensor<64x256x14x14xf64>) outs(%217 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x256x1x1xf64>) outs(%216 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %219 : tensor<64x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %220 : tensor<64x256x14x14xf64>, tensor<64x256x14x14xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %222 = tensor.empty() : tensor<256xf64>
    %223 = linalg.fill ins(%cst_0 : f64) outs(%222 : tensor<256xf64>) -> tensor<256xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%221 : tensor<64x256x14x14xf64>) outs(%223 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%224 : tensor<256xf64>) outs(%222 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<256xf64>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%226 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%227 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_71 = tensor.expand_shape %213 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_72 = tensor.expand_shape %228 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_71 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_72 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_73 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_73 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_74 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_74 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_75 = tensor.pad %233 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_75, %arg35 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%234 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%235 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_16 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<64x256x14x14xf32>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%237 : tensor<64x256x14x14xf64>) outs(%217 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x256x1x1xf64>) outs(%216 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %239 : tensor<64x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %240 : tensor<64x256x14x14xf64>, tensor<64x256x14x14xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%241 : tensor<64x256x14x14xf64>) outs(%223 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<256xf64>) outs(%222 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<256xf64>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%245 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_76 = tensor.expand_shape %236 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_77 = tensor.expand_shape %246 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_76 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_77 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_78 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_78 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_79 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_79 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %251 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%206, %arg38 : tensor<64x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%251 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%252 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_16 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<64x256x14x14xf32>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%254 : tensor<64x256x14x14xf64>) outs(%217 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<1x256x1x1xf64>) outs(%216 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %256 : tensor<64x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %257 : tensor<64x256x14x14xf64>, tensor<64x256x14x14xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %259 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%258 : tensor<64x256x14x14xf64>) outs(%223 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%259 : tensor<256xf64>) outs(%222 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%260 : tensor<256xf64>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%261 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%262 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_80 = tensor.expand_shape %253 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_81 = tensor.expand_shape %263 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_80 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_81 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_82 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_82 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_83 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_83 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %267 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_84 = tensor.pad %269 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %270 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %arg41 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%270 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_16 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<64x256x14x14xf32>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %274 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<64x256x14x14xf64>) outs(%217 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x256x1x1xf64>) outs(%216 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %275 : tensor<64x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %276 : tensor<64x256x14x14xf64>, tensor<64x256x14x14xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%277 : tensor<64x256x14x14xf64>) outs(%223 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<256xf64>) outs(%222 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%279 : tensor<256xf64>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%281 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_85 = tensor.expand_shape %272 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_86 = tensor.expand_shape %282 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_85 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_86 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_87 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_87 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_88 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_88 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_89 = tensor.pad %287 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_89, %arg44 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%288 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%289 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_16 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<64x256x14x14xf32>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%291 : tensor<64x256x14x14xf64>) outs(%217 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x256x1x1xf64>) outs(%216 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<1x256x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %293 : tensor<64x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %294 : tensor<64x256x14x14xf64>, tensor<64x256x14x14xf64>) outs(%214 : tensor<64x256x14x14xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x256x14x14xf64>
    %296 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%295 : tensor<64x256x14x14xf64>) outs(%223 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<256xf64>) outs(%222 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_17 : f64
      linalg.yield %969 : f64
    } -> tensor<256xf64>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<256xf64>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%299 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_90 = tensor.expand_shape %290 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_91 = tensor.expand_shape %300 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %expanded_90 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_91 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_92 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_92 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_93 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_93 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %269 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_94 = tensor.pad %306 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %307 = tensor.empty() : tensor<64x512x7x7xf32>
    %308 = linalg.fill ins(%cst : f32) outs(%307 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %309 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_94, %arg47 : tensor<64x256x16x16xf32>, tensor<512x256x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %310 = tensor.empty() : tensor<512xf32>
    %311 = linalg.fill ins(%cst : f32) outs(%310 : tensor<512xf32>) -> tensor<512xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%309 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_18 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %314 = tensor.empty() : tensor<64x512x7x7xf64>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<64x512x7x7xf32>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %316 = tensor.empty() : tensor<1x512x1x1xf64>
    %317 = linalg.fill ins(%cst_0 : f64) outs(%316 : tensor<1x512x1x1xf64>) -> tensor<1x512x1x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%315 : tensor<64x512x7x7xf64>) outs(%317 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x512x1x1xf64>) outs(%316 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %319 : tensor<64x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %320 : tensor<64x512x7x7xf64>, tensor<64x512x7x7xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %322 = tensor.empty() : tensor<512xf64>
    %323 = linalg.fill ins(%cst_0 : f64) outs(%322 : tensor<512xf64>) -> tensor<512xf64>
    %324 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%321 : tensor<64x512x7x7xf64>) outs(%323 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%324 : tensor<512xf64>) outs(%322 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%325 : tensor<512xf64>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%326 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%327 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_95 = tensor.expand_shape %313 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_96 = tensor.expand_shape %328 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_95 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_96 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_97 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_97 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_98 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %expanded_98 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x512x7x7xf32>
    %padded_99 = tensor.pad %333 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x7xf32> to tensor<64x512x9x9xf32>
    %334 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_99, %arg50 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%334 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%335 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_18 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<64x512x7x7xf32>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %338 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%337 : tensor<64x512x7x7xf64>) outs(%317 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x512x1x1xf64>) outs(%316 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %339 : tensor<64x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %340 : tensor<64x512x7x7xf64>, tensor<64x512x7x7xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%341 : tensor<64x512x7x7xf64>) outs(%323 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%342 : tensor<512xf64>) outs(%322 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%343 : tensor<512xf64>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%344 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_100 = tensor.expand_shape %336 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_101 = tensor.expand_shape %346 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_100 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_101 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_102 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_102 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_103 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_103 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %351 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%306, %arg53 : tensor<64x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%351 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%352 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_18 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<64x512x7x7xf32>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %355 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%354 : tensor<64x512x7x7xf64>) outs(%317 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x512x1x1xf64>) outs(%316 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %356 : tensor<64x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %357 : tensor<64x512x7x7xf64>, tensor<64x512x7x7xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%358 : tensor<64x512x7x7xf64>) outs(%323 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%359 : tensor<512xf64>) outs(%322 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%360 : tensor<512xf64>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%361 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%362 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_104 = tensor.expand_shape %353 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_105 = tensor.expand_shape %363 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_104 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_105 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_106 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_106 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_107 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_107 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %367 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x512x7x7xf32>
    %padded_108 = tensor.pad %369 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x7xf32> to tensor<64x512x9x9xf32>
    %370 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_108, %arg56 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%370 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%371 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_18 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<64x512x7x7xf32>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %374 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%373 : tensor<64x512x7x7xf64>) outs(%317 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x512x1x1xf64>) outs(%316 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<64x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %376 : tensor<64x512x7x7xf64>, tensor<64x512x7x7xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%377 : tensor<64x512x7x7xf64>) outs(%323 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%378 : tensor<512xf64>) outs(%322 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%379 : tensor<512xf64>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%380 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%381 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_109 = tensor.expand_shape %372 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_110 = tensor.expand_shape %382 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %expanded_109 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_110 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_111 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_111 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_112 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_112 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x512x7x7xf32>
    %padded_113 = tensor.pad %387 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x7xf32> to tensor<64x512x9x9xf32>
    %388 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_113, %arg59 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%388 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%389 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_18 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<64x512x7x7xf32>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %969 = arith.extf %in : f32 to f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%391 : tensor<64x512x7x7xf64>) outs(%317 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x512x1x1xf64>) outs(%316 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<1x512x1x1xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %393 : tensor<64x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.subf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %394 : tensor<64x512x7x7xf64>, tensor<64x512x7x7xf64>) outs(%314 : tensor<64x512x7x7xf64>) {
    ^bb0(%in: f64, %in_383: f64, %out: f64):
      %969 = arith.mulf %in, %in_383 : f64
      linalg.yield %969 : f64
    } -> tensor<64x512x7x7xf64>
    %396 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%395 : tensor<64x512x7x7xf64>) outs(%323 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.addf %in, %out : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%396 : tensor<512xf64>) outs(%322 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %969 = arith.divf %in, %cst_19 : f64
      linalg.yield %969 : f64
    } -> tensor<512xf64>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%397 : tensor<512xf64>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %969 = arith.truncf %in : f64 to f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_9 : f64 to f32
      %970 = arith.addf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.rsqrt %in : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_114 = tensor.expand_shape %390 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_115 = tensor.expand_shape %400 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %expanded_114 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_115 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_116 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_116 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_117 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_117 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %369 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.cmpf ugt, %in, %cst : f32
      %970 = arith.select %969, %in, %cst : f32
      linalg.yield %970 : f32
    } -> tensor<64x512x7x7xf32>
    %407 = tensor.empty() : tensor<64x512x1x1xf32>
    %408 = linalg.fill ins(%cst : f32) outs(%407 : tensor<64x512x1x1xf32>) -> tensor<64x512x1x1xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%406 : tensor<64x512x7x7xf32>) outs(%408 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409 : tensor<64x512x1x1xf32>) outs(%407 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_20 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x1x1xf32>
    %collapsed = tensor.collapse_shape %410 [[0], [1, 2, 3]] : tensor<64x512x1x1xf32> into tensor<64x512xf32>
    %411 = tensor.empty() : tensor<512x1000xf32>
    %transposed = linalg.transpose ins(%arg62 : tensor<1000x512xf32>) outs(%411 : tensor<512x1000xf32>) permutation = [1, 0] 
    %412 = tensor.empty() : tensor<64x1000xf32>
    %413 = linalg.fill ins(%cst : f32) outs(%412 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %414 = linalg.matmul ins(%collapsed, %transposed : tensor<64x512xf32>, tensor<512x1000xf32>) outs(%413 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %415 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<1000xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1000xf32>
    %416 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%414, %415 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %417 = tensor.empty() : tensor<64xi64>
    %418 = linalg.fill ins(%c0_i64 : i64) outs(%417 : tensor<64xi64>) -> tensor<64xi64>
    %419 = linalg.fill ins(%cst_1 : f32) outs(%3 : tensor<64xf32>) -> tensor<64xf32>
    %420:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%416 : tensor<64x1000xf32>) outs(%419, %418 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_383: i64):
      %969 = linalg.index 1 : index
      %970 = arith.index_cast %969 : index to i64
      %971 = arith.maximumf %in, %out : f32
      %972 = arith.cmpf ogt, %in, %out : f32
      %973 = arith.select %972, %970, %out_383 : i64
      linalg.yield %971, %973 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_118 = tensor.expand_shape %420#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %421 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%416, %expanded_118 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %422 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%421 : tensor<64x1000xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.exp %in : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %423 = tensor.empty() : tensor<64x1xf32>
    %424 = linalg.fill ins(%cst : f32) outs(%423 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %425 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%422 : tensor<64x1000xf32>) outs(%424 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64x1xf32>
    %426 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%425 : tensor<64x1xf32>) outs(%423 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.log %in : f32
      linalg.yield %969 : f32
    } -> tensor<64x1xf32>
    %427 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%421, %426 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %428 = tensor.empty() : tensor<64xi1>
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%428 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %969 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %969 : i1
    } -> tensor<64xi1>
    %430 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel"]} ins(%429, %arg1, %cst_21 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%417 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_383: i64, %in_384: i64, %out: i64):
      %969 = arith.select %in, %in_383, %in_384 : i64
      linalg.yield %969 : i64
    } -> tensor<64xi64>
    %expanded_119 = tensor.expand_shape %430 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %431 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_119 : tensor<64x1xi64>) outs(%424 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %969 = linalg.index 0 : index
      %970 = arith.index_cast %in : i64 to index
      %971 = arith.cmpi slt, %970, %c1000 : index
      cf.assert %971, "index must be smaller than dim size"
      %972 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %972, "index must be larger or equal to 0"
      %extracted = tensor.extract %427[%969, %970] : tensor<64x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed_120 = tensor.collapse_shape %431 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_120 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.negf %in : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %433 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel"]} ins(%429, %432, %cst_3 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %434 = tensor.empty() : tensor<i64>
    %435 = linalg.fill ins(%c0_i64 : i64) outs(%434 : tensor<i64>) -> tensor<i64>
    %436 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction"]} ins(%429 : tensor<64xi1>) outs(%435 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %969 = arith.extui %in : i1 to i64
      %970 = arith.addi %969, %out : i64
      linalg.yield %970 : i64
    } -> tensor<i64>
    %437 = tensor.empty() : tensor<f32>
    %438 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%436 : tensor<i64>) outs(%437 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %969 = arith.sitofp %in : i64 to f32
      linalg.yield %969 : f32
    } -> tensor<f32>
    %439 = linalg.fill ins(%cst : f32) outs(%437 : tensor<f32>) -> tensor<f32>
    %440 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction"]} ins(%433 : tensor<64xf32>) outs(%439 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<f32>
    %441 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%440, %438 : tensor<f32>, tensor<f32>) outs(%437 : tensor<f32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.divf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<f32>
    %442 = tensor.empty() : tensor<1000xi64>
    %443 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%442 : tensor<1000xi64>) {
    ^bb0(%out: i64):
      %969 = linalg.index 0 : index
      %970 = arith.index_cast %969 : index to i64
      linalg.yield %970 : i64
    } -> tensor<1000xi64>
    %expanded_121 = tensor.expand_shape %arg1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %444 = tensor.empty() : tensor<64x1000xi1>
    %445 = linalg.generic {indexing_maps = [#map8, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_121, %443 : tensor<64x1xi64>, tensor<1000xi64>) outs(%444 : tensor<64x1000xi1>) {
    ^bb0(%in: i64, %in_383: i64, %out: i1):
      %969 = arith.cmpi eq, %in, %in_383 : i64
      linalg.yield %969 : i1
    } -> tensor<64x1000xi1>
    %expanded_122 = tensor.expand_shape %429 [[0, 1]] output_shape [64, 1] : tensor<64xi1> into tensor<64x1xi1>
    %446 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%445, %expanded_122 : tensor<64x1000xi1>, tensor<64x1xi1>) outs(%444 : tensor<64x1000xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x1000xi1>
    %447 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%437 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.negf %in : f32
      linalg.yield %969 : f32
    } -> tensor<f32>
    %448 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%447, %438 : tensor<f32>, tensor<f32>) outs(%437 : tensor<f32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.divf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<f32>
    %449 = linalg.generic {indexing_maps = [#map6, #map11, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%446, %448, %cst_3 : tensor<64x1000xi1>, tensor<f32>, tensor<f32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %450 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%427 : tensor<64x1000xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = math.exp %in : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %451 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%449 : tensor<64x1000xf32>) outs(%424 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64x1xf32>
    %452 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%450, %451 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %453 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%449, %452 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%412 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x1000xf32>
    %454 = tensor.empty() : tensor<64x512xf32>
    %455 = linalg.fill ins(%cst : f32) outs(%454 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %456 = linalg.matmul ins(%453, %arg62 : tensor<64x1000xf32>, tensor<1000x512xf32>) outs(%455 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %457 = tensor.empty() : tensor<1000x64xf32>
    %transposed_123 = linalg.transpose ins(%453 : tensor<64x1000xf32>) outs(%457 : tensor<1000x64xf32>) permutation = [1, 0] 
    %458 = tensor.empty() : tensor<1000x512xf32>
    %459 = linalg.fill ins(%cst : f32) outs(%458 : tensor<1000x512xf32>) -> tensor<1000x512xf32>
    %460 = linalg.matmul ins(%transposed_123, %collapsed : tensor<1000x64xf32>, tensor<64x512xf32>) outs(%459 : tensor<1000x512xf32>) -> tensor<1000x512xf32>
    %461 = tensor.empty() : tensor<1x1000xf32>
    %462 = linalg.fill ins(%cst : f32) outs(%461 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %463 = linalg.generic {indexing_maps = [#map6, #map12], iterator_types = ["reduction", "parallel"]} ins(%453 : tensor<64x1000xf32>) outs(%462 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<1x1000xf32>
    %collapsed_124 = tensor.collapse_shape %463 [[0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
    %464 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456 : tensor<64x512xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x512x7x7xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464 : tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.divf %in, %cst_20 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %466 = tensor.empty() : tensor<64x512x7x7xi1>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<64x512x7x7xf32>) outs(%466 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x512x7x7xi1>
    %468 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %cst_3, %465 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%468 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %401 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%470 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %472 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%469 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %expanded_125 = tensor.expand_shape %472 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%471 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %400 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%473, %474 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_126 = tensor.expand_shape %475 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %arg60 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_127 = tensor.expand_shape %476 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_126 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %477 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_125 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_127 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%471, %400 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %482 = tensor.empty() : tensor<512x512x3x3xf32>
    %483 = linalg.fill ins(%cst : f32) outs(%482 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %484 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%483 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg59[%970, %969, %973, %974] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %485 = tensor.empty() : tensor<64x512x9x9xf32>
    %486 = linalg.fill ins(%cst : f32) outs(%485 : tensor<64x512x9x9xf32>) -> tensor<64x512x9x9xf32>
    %inserted_slice = tensor.insert_slice %480 into %486[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 1, 1] : tensor<64x512x7x7xf32> into tensor<64x512x9x9xf32>
    %487 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %484 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %488 = tensor.empty() : tensor<512x64x7x7xf32>
    %transposed_128 = linalg.transpose ins(%387 : tensor<64x512x7x7xf32>) outs(%488 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %transposed_129 = linalg.transpose ins(%480 : tensor<64x512x7x7xf32>) outs(%488 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_130 = tensor.pad %transposed_128 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<512x64x7x7xf32> to tensor<512x64x9x9xf32>
    %489 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %transposed_129 : tensor<512x64x9x9xf32>, tensor<512x64x7x7xf32>) outs(%483 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_131 = linalg.transpose ins(%489 : tensor<512x512x3x3xf32>) outs(%482 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387 : tensor<64x512x7x7xf32>) outs(%466 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x512x7x7xi1>
    %491 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %cst_3, %487 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%491 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %383 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%493 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%492 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %expanded_132 = tensor.expand_shape %495 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%494 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %497 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %382 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%496, %497 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_133 = tensor.expand_shape %498 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %arg57 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_134 = tensor.expand_shape %499 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_133 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %500 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %expanded_132 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %expanded_134 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%494, %382 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %505 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%483 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg56[%970, %969, %973, %974] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_135 = tensor.insert_slice %503 into %486[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 1, 1] : tensor<64x512x7x7xf32> into tensor<64x512x9x9xf32>
    %506 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_135, %505 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %transposed_136 = linalg.transpose ins(%369 : tensor<64x512x7x7xf32>) outs(%488 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %transposed_137 = linalg.transpose ins(%503 : tensor<64x512x7x7xf32>) outs(%488 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_138 = tensor.pad %transposed_136 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<512x64x7x7xf32> to tensor<512x64x9x9xf32>
    %507 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_138, %transposed_137 : tensor<512x64x9x9xf32>, tensor<512x64x7x7xf32>) outs(%483 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_139 = linalg.transpose ins(%507 : tensor<512x512x3x3xf32>) outs(%482 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %506 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<64x512x7x7xf32>) outs(%466 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x512x7x7xi1>
    %510 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %cst_3, %508 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%510 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %364 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%512 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %expanded_140 = tensor.expand_shape %514 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%513 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %363 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%515, %516 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_141 = tensor.expand_shape %517 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %arg54 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_142 = tensor.expand_shape %518 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_141 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %519 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %expanded_140 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %expanded_142 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%513, %363 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %524 = tensor.empty() : tensor<256x512x1x1xf32>
    %525 = linalg.fill ins(%cst : f32) outs(%524 : tensor<256x512x1x1xf32>) -> tensor<256x512x1x1xf32>
    %526 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%525 : tensor<256x512x1x1xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%970, %969, %c0, %c0] : tensor<512x256x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x1x1xf32>
    %527 = tensor.empty() : tensor<64x512x14x14xf32>
    %528 = linalg.fill ins(%cst : f32) outs(%527 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %inserted_slice_143 = tensor.insert_slice %522 into %528[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 2, 2] : tensor<64x512x7x7xf32> into tensor<64x512x14x14xf32>
    %529 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_143, %526 : tensor<64x512x14x14xf32>, tensor<256x512x1x1xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %530 = tensor.empty() : tensor<256x64x14x14xf32>
    %transposed_144 = linalg.transpose ins(%306 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %531 = tensor.empty() : tensor<256x32768x2x2xf32>
    %expanded_145 = tensor.expand_shape %transposed_144 [[0], [1, 2], [3], [4]] output_shape [256, 64, 1, 14, 14] : tensor<256x64x14x14xf32> into tensor<256x64x1x14x14xf32>
    %expanded_146 = tensor.expand_shape %522 [[0], [1], [2, 3], [4]] output_shape [64, 512, 1, 7, 7] : tensor<64x512x7x7xf32> into tensor<64x512x1x7x7xf32>
    %expanded_147 = tensor.expand_shape %531 [[0], [1, 2], [3], [4]] output_shape [256, 64, 512, 2, 2] : tensor<256x32768x2x2xf32> into tensor<256x64x512x2x2xf32>
    %532 = linalg.fill ins(%cst : f32) outs(%expanded_147 : tensor<256x64x512x2x2xf32>) -> tensor<256x64x512x2x2xf32>
    %533 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_145, %expanded_146 : tensor<256x64x1x14x14xf32>, tensor<64x512x1x7x7xf32>) outs(%532 : tensor<256x64x512x2x2xf32>) -> tensor<256x64x512x2x2xf32>
    %collapsed_148 = tensor.collapse_shape %533 [[0], [1, 2], [3], [4]] : tensor<256x64x512x2x2xf32> into tensor<256x32768x2x2xf32>
    %extracted_slice = tensor.extract_slice %collapsed_148[0, 0, 0, 0] [256, 32768, 1, 2] [1, 1, 1, 1] : tensor<256x32768x2x2xf32> to tensor<256x32768x1x2xf32>
    %extracted_slice_149 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [256, 32768, 1, 1] [1, 1, 1, 1] : tensor<256x32768x1x2xf32> to tensor<256x32768x1x1xf32>
    %expanded_150 = tensor.expand_shape %extracted_slice_149 [[0], [1, 2], [3], [4]] output_shape [256, 64, 512, 1, 1] : tensor<256x32768x1x1xf32> into tensor<256x64x512x1x1xf32>
    %534 = tensor.empty() : tensor<64x512x256x1x1xf32>
    %transposed_151 = linalg.transpose ins(%expanded_150 : tensor<256x64x512x1x1xf32>) outs(%534 : tensor<64x512x256x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %535 = tensor.empty() : tensor<512x256x1x1xf32>
    %536 = linalg.fill ins(%cst : f32) outs(%535 : tensor<512x256x1x1xf32>) -> tensor<512x256x1x1xf32>
    %537 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_151 : tensor<64x512x256x1x1xf32>) outs(%536 : tensor<512x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512x256x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %347 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%538 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%539 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%346, %346 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %542 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%540, %541 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_152 = tensor.expand_shape %542 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%346, %arg51 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_153 = tensor.expand_shape %543 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_152 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %544 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545, %expanded_140 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %expanded_153 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %548 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%539, %346 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %549 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%483 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg50[%970, %969, %973, %974] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_154 = tensor.insert_slice %547 into %486[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 1, 1] : tensor<64x512x7x7xf32> into tensor<64x512x9x9xf32>
    %550 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_154, %549 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%308 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %transposed_155 = linalg.transpose ins(%333 : tensor<64x512x7x7xf32>) outs(%488 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %transposed_156 = linalg.transpose ins(%547 : tensor<64x512x7x7xf32>) outs(%488 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_157 = tensor.pad %transposed_155 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<512x64x7x7xf32> to tensor<512x64x9x9xf32>
    %551 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_157, %transposed_156 : tensor<512x64x9x9xf32>, tensor<512x64x7x7xf32>) outs(%483 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_158 = linalg.transpose ins(%551 : tensor<512x512x3x3xf32>) outs(%482 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<64x512x7x7xf32>) outs(%466 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x512x7x7xi1>
    %553 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %cst_3, %550 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%553 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %329 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%555 : tensor<64x512x7x7xf32>) outs(%311 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%554 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %expanded_159 = tensor.expand_shape %557 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %558 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%556 : tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_8 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<512xf32>
    %559 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%328, %328 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %560 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%558, %559 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_160 = tensor.expand_shape %560 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %561 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%328, %arg48 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %expanded_161 = tensor.expand_shape %561 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_160 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %562 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_159 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_161 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x512x7x7xf32>
    %566 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%556, %328 : tensor<512xf32>, tensor<512xf32>) outs(%310 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<512xf32>
    %567 = tensor.empty() : tensor<256x512x3x3xf32>
    %568 = linalg.fill ins(%cst : f32) outs(%567 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %569 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%568 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg47[%970, %969, %973, %974] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %570 = tensor.empty() : tensor<64x512x16x16xf32>
    %571 = linalg.fill ins(%cst : f32) outs(%570 : tensor<64x512x16x16xf32>) -> tensor<64x512x16x16xf32>
    %inserted_slice_162 = tensor.insert_slice %565 into %571[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 2, 2] : tensor<64x512x7x7xf32> into tensor<64x512x16x16xf32>
    %572 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_162, %569 : tensor<64x512x16x16xf32>, tensor<256x512x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %padded_163 = tensor.pad %transposed_144 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %573 = tensor.empty() : tensor<256x32768x4x4xf32>
    %expanded_164 = tensor.expand_shape %padded_163 [[0], [1, 2], [3], [4]] output_shape [256, 64, 1, 16, 16] : tensor<256x64x16x16xf32> into tensor<256x64x1x16x16xf32>
    %expanded_165 = tensor.expand_shape %565 [[0], [1], [2, 3], [4]] output_shape [64, 512, 1, 7, 7] : tensor<64x512x7x7xf32> into tensor<64x512x1x7x7xf32>
    %expanded_166 = tensor.expand_shape %573 [[0], [1, 2], [3], [4]] output_shape [256, 64, 512, 4, 4] : tensor<256x32768x4x4xf32> into tensor<256x64x512x4x4xf32>
    %574 = linalg.fill ins(%cst : f32) outs(%expanded_166 : tensor<256x64x512x4x4xf32>) -> tensor<256x64x512x4x4xf32>
    %575 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_164, %expanded_165 : tensor<256x64x1x16x16xf32>, tensor<64x512x1x7x7xf32>) outs(%574 : tensor<256x64x512x4x4xf32>) -> tensor<256x64x512x4x4xf32>
    %collapsed_167 = tensor.collapse_shape %575 [[0], [1, 2], [3], [4]] : tensor<256x64x512x4x4xf32> into tensor<256x32768x4x4xf32>
    %extracted_slice_168 = tensor.extract_slice %collapsed_167[0, 0, 0, 0] [256, 32768, 3, 4] [1, 1, 1, 1] : tensor<256x32768x4x4xf32> to tensor<256x32768x3x4xf32>
    %extracted_slice_169 = tensor.extract_slice %extracted_slice_168[0, 0, 0, 0] [256, 32768, 3, 3] [1, 1, 1, 1] : tensor<256x32768x3x4xf32> to tensor<256x32768x3x3xf32>
    %expanded_170 = tensor.expand_shape %extracted_slice_169 [[0], [1, 2], [3], [4]] output_shape [256, 64, 512, 3, 3] : tensor<256x32768x3x3xf32> into tensor<256x64x512x3x3xf32>
    %576 = tensor.empty() : tensor<64x512x256x3x3xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<256x64x512x3x3xf32>) outs(%576 : tensor<64x512x256x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %577 = tensor.empty() : tensor<512x256x3x3xf32>
    %578 = linalg.fill ins(%cst : f32) outs(%577 : tensor<512x256x3x3xf32>) -> tensor<512x256x3x3xf32>
    %579 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_171 : tensor<64x512x256x3x3xf32>) outs(%578 : tensor<512x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<512x256x3x3xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %572 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %581 = tensor.empty() : tensor<64x256x14x14xi1>
    %582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<64x256x14x14xf32>) outs(%581 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x256x14x14xi1>
    %583 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%582, %cst_3, %580 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%583 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %301 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%585 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %587 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%584 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %expanded_172 = tensor.expand_shape %587 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%586 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %589 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%300, %300 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%588, %589 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_173 = tensor.expand_shape %590 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %591 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%300, %arg45 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_174 = tensor.expand_shape %591 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_173 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %592 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %594 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %expanded_172 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %595 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%594, %expanded_174 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %596 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%586, %300 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %597 = tensor.empty() : tensor<256x256x3x3xf32>
    %598 = linalg.fill ins(%cst : f32) outs(%597 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %599 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%598 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg44[%970, %969, %973, %974] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %600 = tensor.empty() : tensor<64x256x16x16xf32>
    %601 = linalg.fill ins(%cst : f32) outs(%600 : tensor<64x256x16x16xf32>) -> tensor<64x256x16x16xf32>
    %inserted_slice_175 = tensor.insert_slice %595 into %601[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 1, 1] : tensor<64x256x14x14xf32> into tensor<64x256x16x16xf32>
    %602 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_175, %599 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_176 = linalg.transpose ins(%287 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_177 = linalg.transpose ins(%595 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_178 = tensor.pad %transposed_176 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %603 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_178, %transposed_177 : tensor<256x64x16x16xf32>, tensor<256x64x14x14xf32>) outs(%598 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_179 = linalg.transpose ins(%603 : tensor<256x256x3x3xf32>) outs(%597 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %604 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<64x256x14x14xf32>) outs(%581 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x256x14x14xi1>
    %605 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604, %cst_3, %602 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%605 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %607 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %283 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%607 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %609 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%606 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %expanded_180 = tensor.expand_shape %609 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%608 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %611 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%282, %282 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%610, %611 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_181 = tensor.expand_shape %612 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %613 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%282, %arg42 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_182 = tensor.expand_shape %613 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_181 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %614 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615, %expanded_180 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %617 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %expanded_182 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %618 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%608, %282 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %619 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%598 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg41[%970, %969, %973, %974] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %inserted_slice_183 = tensor.insert_slice %617 into %601[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 1, 1] : tensor<64x256x14x14xf32> into tensor<64x256x16x16xf32>
    %620 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_183, %619 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_184 = linalg.transpose ins(%269 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_185 = linalg.transpose ins(%617 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_186 = tensor.pad %transposed_184 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %621 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_186, %transposed_185 : tensor<256x64x16x16xf32>, tensor<256x64x14x14xf32>) outs(%598 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_187 = linalg.transpose ins(%621 : tensor<256x256x3x3xf32>) outs(%597 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %622 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %620 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<64x256x14x14xf32>) outs(%581 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x256x14x14xi1>
    %624 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623, %cst_3, %622 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %625 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%624 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %626 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %264 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %627 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%626 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %expanded_188 = tensor.expand_shape %628 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %629 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%627 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %263 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %631 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%629, %630 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_189 = tensor.expand_shape %631 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %632 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %arg39 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_190 = tensor.expand_shape %632 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_189 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %633 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%634, %expanded_188 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_190 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %637 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%627, %263 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %638 = tensor.empty() : tensor<128x256x1x1xf32>
    %639 = linalg.fill ins(%cst : f32) outs(%638 : tensor<128x256x1x1xf32>) -> tensor<128x256x1x1xf32>
    %640 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%639 : tensor<128x256x1x1xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%970, %969, %c0, %c0] : tensor<256x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x1x1xf32>
    %641 = tensor.empty() : tensor<64x256x28x28xf32>
    %642 = linalg.fill ins(%cst : f32) outs(%641 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %inserted_slice_191 = tensor.insert_slice %636 into %642[0, 0, 0, 0] [64, 256, 14, 14] [1, 1, 2, 2] : tensor<64x256x14x14xf32> into tensor<64x256x28x28xf32>
    %643 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_191, %640 : tensor<64x256x28x28xf32>, tensor<128x256x1x1xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %644 = tensor.empty() : tensor<128x64x28x28xf32>
    %transposed_192 = linalg.transpose ins(%206 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %645 = tensor.empty() : tensor<128x16384x2x2xf32>
    %expanded_193 = tensor.expand_shape %transposed_192 [[0], [1, 2], [3], [4]] output_shape [128, 64, 1, 28, 28] : tensor<128x64x28x28xf32> into tensor<128x64x1x28x28xf32>
    %expanded_194 = tensor.expand_shape %636 [[0], [1], [2, 3], [4]] output_shape [64, 256, 1, 14, 14] : tensor<64x256x14x14xf32> into tensor<64x256x1x14x14xf32>
    %expanded_195 = tensor.expand_shape %645 [[0], [1, 2], [3], [4]] output_shape [128, 64, 256, 2, 2] : tensor<128x16384x2x2xf32> into tensor<128x64x256x2x2xf32>
    %646 = linalg.fill ins(%cst : f32) outs(%expanded_195 : tensor<128x64x256x2x2xf32>) -> tensor<128x64x256x2x2xf32>
    %647 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_193, %expanded_194 : tensor<128x64x1x28x28xf32>, tensor<64x256x1x14x14xf32>) outs(%646 : tensor<128x64x256x2x2xf32>) -> tensor<128x64x256x2x2xf32>
    %collapsed_196 = tensor.collapse_shape %647 [[0], [1, 2], [3], [4]] : tensor<128x64x256x2x2xf32> into tensor<128x16384x2x2xf32>
    %extracted_slice_197 = tensor.extract_slice %collapsed_196[0, 0, 0, 0] [128, 16384, 1, 2] [1, 1, 1, 1] : tensor<128x16384x2x2xf32> to tensor<128x16384x1x2xf32>
    %extracted_slice_198 = tensor.extract_slice %extracted_slice_197[0, 0, 0, 0] [128, 16384, 1, 1] [1, 1, 1, 1] : tensor<128x16384x1x2xf32> to tensor<128x16384x1x1xf32>
    %expanded_199 = tensor.expand_shape %extracted_slice_198 [[0], [1, 2], [3], [4]] output_shape [128, 64, 256, 1, 1] : tensor<128x16384x1x1xf32> into tensor<128x64x256x1x1xf32>
    %648 = tensor.empty() : tensor<64x256x128x1x1xf32>
    %transposed_200 = linalg.transpose ins(%expanded_199 : tensor<128x64x256x1x1xf32>) outs(%648 : tensor<64x256x128x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %649 = tensor.empty() : tensor<256x128x1x1xf32>
    %650 = linalg.fill ins(%cst : f32) outs(%649 : tensor<256x128x1x1xf32>) -> tensor<256x128x1x1xf32>
    %651 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_200 : tensor<64x256x128x1x1xf32>) outs(%650 : tensor<256x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256x128x1x1xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %247 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%652 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %654 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%653 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %655 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%246, %246 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %656 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%654, %655 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_201 = tensor.expand_shape %656 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %657 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%246, %arg36 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_202 = tensor.expand_shape %657 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_201 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %658 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %expanded_188 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %expanded_202 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%653, %246 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %663 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%598 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg35[%970, %969, %973, %974] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %inserted_slice_203 = tensor.insert_slice %661 into %601[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 1, 1] : tensor<64x256x14x14xf32> into tensor<64x256x16x16xf32>
    %664 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_203, %663 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%208 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_204 = linalg.transpose ins(%233 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_205 = linalg.transpose ins(%661 : tensor<64x256x14x14xf32>) outs(%530 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_206 = tensor.pad %transposed_204 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %665 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_206, %transposed_205 : tensor<256x64x16x16xf32>, tensor<256x64x14x14xf32>) outs(%598 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_207 = linalg.transpose ins(%665 : tensor<256x256x3x3xf32>) outs(%597 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %666 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<64x256x14x14xf32>) outs(%581 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x256x14x14xi1>
    %667 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %cst_3, %664 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %668 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%667 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %669 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %229 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%669 : tensor<64x256x14x14xf32>) outs(%211 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%668 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %expanded_208 = tensor.expand_shape %671 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%670 : tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_7 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<256xf32>
    %673 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%228, %228 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%672, %673 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_209 = tensor.expand_shape %674 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %675 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%228, %arg33 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %expanded_210 = tensor.expand_shape %675 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %676 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_209 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %676 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%677, %expanded_208 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %679 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %expanded_210 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%207 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x256x14x14xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%670, %228 : tensor<256xf32>, tensor<256xf32>) outs(%210 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<256xf32>
    %681 = tensor.empty() : tensor<128x256x3x3xf32>
    %682 = linalg.fill ins(%cst : f32) outs(%681 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %683 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%682 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg32[%970, %969, %973, %974] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %684 = tensor.empty() : tensor<64x256x30x30xf32>
    %685 = linalg.fill ins(%cst : f32) outs(%684 : tensor<64x256x30x30xf32>) -> tensor<64x256x30x30xf32>
    %inserted_slice_211 = tensor.insert_slice %679 into %685[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 2, 2] : tensor<64x256x14x14xf32> into tensor<64x256x30x30xf32>
    %686 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_211, %683 : tensor<64x256x30x30xf32>, tensor<128x256x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %padded_212 = tensor.pad %transposed_192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %687 = tensor.empty() : tensor<128x16384x4x4xf32>
    %expanded_213 = tensor.expand_shape %padded_212 [[0], [1, 2], [3], [4]] output_shape [128, 64, 1, 30, 30] : tensor<128x64x30x30xf32> into tensor<128x64x1x30x30xf32>
    %expanded_214 = tensor.expand_shape %679 [[0], [1], [2, 3], [4]] output_shape [64, 256, 1, 14, 14] : tensor<64x256x14x14xf32> into tensor<64x256x1x14x14xf32>
    %expanded_215 = tensor.expand_shape %687 [[0], [1, 2], [3], [4]] output_shape [128, 64, 256, 4, 4] : tensor<128x16384x4x4xf32> into tensor<128x64x256x4x4xf32>
    %688 = linalg.fill ins(%cst : f32) outs(%expanded_215 : tensor<128x64x256x4x4xf32>) -> tensor<128x64x256x4x4xf32>
    %689 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_213, %expanded_214 : tensor<128x64x1x30x30xf32>, tensor<64x256x1x14x14xf32>) outs(%688 : tensor<128x64x256x4x4xf32>) -> tensor<128x64x256x4x4xf32>
    %collapsed_216 = tensor.collapse_shape %689 [[0], [1, 2], [3], [4]] : tensor<128x64x256x4x4xf32> into tensor<128x16384x4x4xf32>
    %extracted_slice_217 = tensor.extract_slice %collapsed_216[0, 0, 0, 0] [128, 16384, 3, 4] [1, 1, 1, 1] : tensor<128x16384x4x4xf32> to tensor<128x16384x3x4xf32>
    %extracted_slice_218 = tensor.extract_slice %extracted_slice_217[0, 0, 0, 0] [128, 16384, 3, 3] [1, 1, 1, 1] : tensor<128x16384x3x4xf32> to tensor<128x16384x3x3xf32>
    %expanded_219 = tensor.expand_shape %extracted_slice_218 [[0], [1, 2], [3], [4]] output_shape [128, 64, 256, 3, 3] : tensor<128x16384x3x3xf32> into tensor<128x64x256x3x3xf32>
    %690 = tensor.empty() : tensor<64x256x128x3x3xf32>
    %transposed_220 = linalg.transpose ins(%expanded_219 : tensor<128x64x256x3x3xf32>) outs(%690 : tensor<64x256x128x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %691 = tensor.empty() : tensor<256x128x3x3xf32>
    %692 = linalg.fill ins(%cst : f32) outs(%691 : tensor<256x128x3x3xf32>) -> tensor<256x128x3x3xf32>
    %693 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_220 : tensor<64x256x128x3x3xf32>) outs(%692 : tensor<256x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<256x128x3x3xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643, %686 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %695 = tensor.empty() : tensor<64x128x28x28xi1>
    %696 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<64x128x28x28xf32>) outs(%695 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x128x28x28xi1>
    %697 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696, %cst_3, %694 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%697 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %201 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%699 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%698 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %expanded_221 = tensor.expand_shape %701 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %702 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%700 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %703 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%200, %200 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %704 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%702, %703 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_222 = tensor.expand_shape %704 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %705 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%200, %arg30 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_223 = tensor.expand_shape %705 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %706 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_222 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %707 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %706 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %708 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707, %expanded_221 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %709 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%708, %expanded_223 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %710 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%700, %200 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %711 = tensor.empty() : tensor<128x128x3x3xf32>
    %712 = linalg.fill ins(%cst : f32) outs(%711 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %713 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%712 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg29[%970, %969, %973, %974] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %714 = tensor.empty() : tensor<64x128x30x30xf32>
    %715 = linalg.fill ins(%cst : f32) outs(%714 : tensor<64x128x30x30xf32>) -> tensor<64x128x30x30xf32>
    %inserted_slice_224 = tensor.insert_slice %709 into %715[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 1, 1] : tensor<64x128x28x28xf32> into tensor<64x128x30x30xf32>
    %716 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_224, %713 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_225 = linalg.transpose ins(%187 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_226 = linalg.transpose ins(%709 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_227 = tensor.pad %transposed_225 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %717 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_227, %transposed_226 : tensor<128x64x30x30xf32>, tensor<128x64x28x28xf32>) outs(%712 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_228 = linalg.transpose ins(%717 : tensor<128x128x3x3xf32>) outs(%711 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<64x128x28x28xf32>) outs(%695 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x128x28x28xi1>
    %719 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %cst_3, %716 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%719 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719, %183 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%721 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %723 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%720 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %expanded_229 = tensor.expand_shape %723 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%722 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %725 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%182, %182 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%724, %725 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_230 = tensor.expand_shape %726 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%182, %arg27 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_231 = tensor.expand_shape %727 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_230 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719, %728 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %730 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729, %expanded_229 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730, %expanded_231 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %732 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%722, %182 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %733 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%712 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg26[%970, %969, %973, %974] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %inserted_slice_232 = tensor.insert_slice %731 into %715[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 1, 1] : tensor<64x128x28x28xf32> into tensor<64x128x30x30xf32>
    %734 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_232, %733 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_233 = linalg.transpose ins(%169 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_234 = linalg.transpose ins(%731 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_235 = tensor.pad %transposed_233 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %735 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_235, %transposed_234 : tensor<128x64x30x30xf32>, tensor<128x64x28x28xf32>) outs(%712 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_236 = linalg.transpose ins(%735 : tensor<128x128x3x3xf32>) outs(%711 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %736 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %734 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<64x128x28x28xf32>) outs(%695 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x128x28x28xi1>
    %738 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%737, %cst_3, %736 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %739 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%738 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738, %164 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%740 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%739 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %expanded_237 = tensor.expand_shape %742 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %743 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%741 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%163, %163 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %745 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%743, %744 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_238 = tensor.expand_shape %745 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%163, %arg24 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_239 = tensor.expand_shape %746 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_238 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738, %747 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %expanded_237 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %750 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%749, %expanded_239 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%741, %163 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %752 = tensor.empty() : tensor<64x128x1x1xf32>
    %753 = linalg.fill ins(%cst : f32) outs(%752 : tensor<64x128x1x1xf32>) -> tensor<64x128x1x1xf32>
    %754 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%753 : tensor<64x128x1x1xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%970, %969, %c0, %c0] : tensor<128x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x1x1xf32>
    %755 = tensor.empty() : tensor<64x128x56x56xf32>
    %756 = linalg.fill ins(%cst : f32) outs(%755 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %inserted_slice_240 = tensor.insert_slice %750 into %756[0, 0, 0, 0] [64, 128, 28, 28] [1, 1, 2, 2] : tensor<64x128x28x28xf32> into tensor<64x128x56x56xf32>
    %757 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_240, %754 : tensor<64x128x56x56xf32>, tensor<64x128x1x1xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_241 = linalg.transpose ins(%106 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %758 = tensor.empty() : tensor<64x8192x2x2xf32>
    %expanded_242 = tensor.expand_shape %transposed_241 [[0], [1, 2], [3], [4]] output_shape [64, 64, 1, 56, 56] : tensor<64x64x56x56xf32> into tensor<64x64x1x56x56xf32>
    %expanded_243 = tensor.expand_shape %750 [[0], [1], [2, 3], [4]] output_shape [64, 128, 1, 28, 28] : tensor<64x128x28x28xf32> into tensor<64x128x1x28x28xf32>
    %expanded_244 = tensor.expand_shape %758 [[0], [1, 2], [3], [4]] output_shape [64, 64, 128, 2, 2] : tensor<64x8192x2x2xf32> into tensor<64x64x128x2x2xf32>
    %759 = linalg.fill ins(%cst : f32) outs(%expanded_244 : tensor<64x64x128x2x2xf32>) -> tensor<64x64x128x2x2xf32>
    %760 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_242, %expanded_243 : tensor<64x64x1x56x56xf32>, tensor<64x128x1x28x28xf32>) outs(%759 : tensor<64x64x128x2x2xf32>) -> tensor<64x64x128x2x2xf32>
    %collapsed_245 = tensor.collapse_shape %760 [[0], [1, 2], [3], [4]] : tensor<64x64x128x2x2xf32> into tensor<64x8192x2x2xf32>
    %extracted_slice_246 = tensor.extract_slice %collapsed_245[0, 0, 0, 0] [64, 8192, 1, 2] [1, 1, 1, 1] : tensor<64x8192x2x2xf32> to tensor<64x8192x1x2xf32>
    %extracted_slice_247 = tensor.extract_slice %extracted_slice_246[0, 0, 0, 0] [64, 8192, 1, 1] [1, 1, 1, 1] : tensor<64x8192x1x2xf32> to tensor<64x8192x1x1xf32>
    %expanded_248 = tensor.expand_shape %extracted_slice_247 [[0], [1, 2], [3], [4]] output_shape [64, 64, 128, 1, 1] : tensor<64x8192x1x1xf32> into tensor<64x64x128x1x1xf32>
    %761 = tensor.empty() : tensor<64x128x64x1x1xf32>
    %transposed_249 = linalg.transpose ins(%expanded_248 : tensor<64x64x128x1x1xf32>) outs(%761 : tensor<64x128x64x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %762 = tensor.empty() : tensor<128x64x1x1xf32>
    %763 = linalg.fill ins(%cst : f32) outs(%762 : tensor<128x64x1x1xf32>) -> tensor<128x64x1x1xf32>
    %764 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_249 : tensor<64x128x64x1x1xf32>) outs(%763 : tensor<128x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128x64x1x1xf32>
    %765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738, %147 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%765 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%766 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%146, %146 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%767, %768 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_250 = tensor.expand_shape %769 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %770 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%146, %arg21 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_251 = tensor.expand_shape %770 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_250 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738, %771 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%772, %expanded_237 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %774 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773, %expanded_251 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%766, %146 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %776 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%712 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg20[%970, %969, %973, %974] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %inserted_slice_252 = tensor.insert_slice %774 into %715[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 1, 1] : tensor<64x128x28x28xf32> into tensor<64x128x30x30xf32>
    %777 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_252, %776 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%108 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_253 = linalg.transpose ins(%133 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_254 = linalg.transpose ins(%774 : tensor<64x128x28x28xf32>) outs(%644 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_255 = tensor.pad %transposed_253 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %778 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_255, %transposed_254 : tensor<128x64x30x30xf32>, tensor<128x64x28x28xf32>) outs(%712 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_256 = linalg.transpose ins(%778 : tensor<128x128x3x3xf32>) outs(%711 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %779 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<64x128x28x28xf32>) outs(%695 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x128x28x28xi1>
    %780 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779, %cst_3, %777 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %781 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%780 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %782 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780, %129 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%782 : tensor<64x128x28x28xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%781 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %expanded_257 = tensor.expand_shape %784 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%783 : tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_6 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<128xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%128, %128 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%785, %786 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_258 = tensor.expand_shape %787 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%128, %arg18 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %expanded_259 = tensor.expand_shape %788 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %789 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_258 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780, %789 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %791 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790, %expanded_257 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %792 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%791, %expanded_259 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%107 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x128x28x28xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%783, %128 : tensor<128xf32>, tensor<128xf32>) outs(%110 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<128xf32>
    %794 = tensor.empty() : tensor<64x128x3x3xf32>
    %795 = linalg.fill ins(%cst : f32) outs(%794 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %796 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%795 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg17[%970, %969, %973, %974] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %797 = tensor.empty() : tensor<64x128x58x58xf32>
    %798 = linalg.fill ins(%cst : f32) outs(%797 : tensor<64x128x58x58xf32>) -> tensor<64x128x58x58xf32>
    %inserted_slice_260 = tensor.insert_slice %792 into %798[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 2, 2] : tensor<64x128x28x28xf32> into tensor<64x128x58x58xf32>
    %799 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_260, %796 : tensor<64x128x58x58xf32>, tensor<64x128x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %padded_261 = tensor.pad %transposed_241 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %800 = tensor.empty() : tensor<64x8192x4x4xf32>
    %expanded_262 = tensor.expand_shape %padded_261 [[0], [1, 2], [3], [4]] output_shape [64, 64, 1, 58, 58] : tensor<64x64x58x58xf32> into tensor<64x64x1x58x58xf32>
    %expanded_263 = tensor.expand_shape %792 [[0], [1], [2, 3], [4]] output_shape [64, 128, 1, 28, 28] : tensor<64x128x28x28xf32> into tensor<64x128x1x28x28xf32>
    %expanded_264 = tensor.expand_shape %800 [[0], [1, 2], [3], [4]] output_shape [64, 64, 128, 4, 4] : tensor<64x8192x4x4xf32> into tensor<64x64x128x4x4xf32>
    %801 = linalg.fill ins(%cst : f32) outs(%expanded_264 : tensor<64x64x128x4x4xf32>) -> tensor<64x64x128x4x4xf32>
    %802 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_262, %expanded_263 : tensor<64x64x1x58x58xf32>, tensor<64x128x1x28x28xf32>) outs(%801 : tensor<64x64x128x4x4xf32>) -> tensor<64x64x128x4x4xf32>
    %collapsed_265 = tensor.collapse_shape %802 [[0], [1, 2], [3], [4]] : tensor<64x64x128x4x4xf32> into tensor<64x8192x4x4xf32>
    %extracted_slice_266 = tensor.extract_slice %collapsed_265[0, 0, 0, 0] [64, 8192, 3, 4] [1, 1, 1, 1] : tensor<64x8192x4x4xf32> to tensor<64x8192x3x4xf32>
    %extracted_slice_267 = tensor.extract_slice %extracted_slice_266[0, 0, 0, 0] [64, 8192, 3, 3] [1, 1, 1, 1] : tensor<64x8192x3x4xf32> to tensor<64x8192x3x3xf32>
    %expanded_268 = tensor.expand_shape %extracted_slice_267 [[0], [1, 2], [3], [4]] output_shape [64, 64, 128, 3, 3] : tensor<64x8192x3x3xf32> into tensor<64x64x128x3x3xf32>
    %803 = tensor.empty() : tensor<64x128x64x3x3xf32>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<64x64x128x3x3xf32>) outs(%803 : tensor<64x128x64x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %804 = tensor.empty() : tensor<128x64x3x3xf32>
    %805 = linalg.fill ins(%cst : f32) outs(%804 : tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %806 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_269 : tensor<64x128x64x3x3xf32>) outs(%805 : tensor<128x64x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<128x64x3x3xf32>
    %807 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%757, %799 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %808 = tensor.empty() : tensor<64x64x56x56xi1>
    %809 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %810 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %cst_3, %807 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %811 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%810 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810, %101 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %813 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%812 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%811 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %expanded_270 = tensor.expand_shape %814 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%813 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%100, %100 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%815, %816 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_271 = tensor.expand_shape %817 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%100, %arg15 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_272 = tensor.expand_shape %818 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %819 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_271 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810, %819 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %821 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%820, %expanded_270 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821, %expanded_272 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %823 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%813, %100 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %824 = tensor.empty() : tensor<64x64x3x3xf32>
    %825 = linalg.fill ins(%cst : f32) outs(%824 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %826 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%825 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg14[%970, %969, %973, %974] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %827 = tensor.empty() : tensor<64x64x58x58xf32>
    %828 = linalg.fill ins(%cst : f32) outs(%827 : tensor<64x64x58x58xf32>) -> tensor<64x64x58x58xf32>
    %inserted_slice_273 = tensor.insert_slice %822 into %828[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %829 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_273, %826 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_274 = linalg.transpose ins(%87 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_275 = linalg.transpose ins(%822 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_276 = tensor.pad %transposed_274 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %830 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_276, %transposed_275 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%825 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_277 = linalg.transpose ins(%830 : tensor<64x64x3x3xf32>) outs(%824 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %831 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %832 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%831, %cst_3, %829 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %833 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%832 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832, %83 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %835 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%834 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%833 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %expanded_278 = tensor.expand_shape %836 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %837 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%835 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%82, %82 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %839 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%837, %838 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_279 = tensor.expand_shape %839 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%82, %arg12 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_280 = tensor.expand_shape %840 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_279 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832, %841 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %843 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842, %expanded_278 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %844 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843, %expanded_280 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %845 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%835, %82 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %846 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%825 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg11[%970, %969, %973, %974] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_281 = tensor.insert_slice %844 into %828[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %847 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_281, %846 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_282 = linalg.transpose ins(%69 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_283 = linalg.transpose ins(%844 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_284 = tensor.pad %transposed_282 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %848 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_284, %transposed_283 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%825 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_285 = linalg.transpose ins(%848 : tensor<64x64x3x3xf32>) outs(%824 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %849 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810, %847 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %850 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %851 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %cst_3, %849 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %852 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%851 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %853 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %64 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %854 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%853 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %855 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%852 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %expanded_286 = tensor.expand_shape %855 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %856 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%854 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %857 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%63, %63 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %858 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%856, %857 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_287 = tensor.expand_shape %858 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %859 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%63, %arg9 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_288 = tensor.expand_shape %859 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_287 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %860 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861, %expanded_286 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %863 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %expanded_288 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%854, %63 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %865 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%825 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg8[%970, %969, %973, %974] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_289 = tensor.insert_slice %863 into %828[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %866 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_289, %865 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_290 = linalg.transpose ins(%50 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_291 = linalg.transpose ins(%863 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_292 = tensor.pad %transposed_290 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %867 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_292, %transposed_291 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%825 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_293 = linalg.transpose ins(%867 : tensor<64x64x3x3xf32>) outs(%824 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %869 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %cst_3, %866 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%869 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %46 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %872 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%871 : tensor<64x64x56x56xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%870 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %expanded_294 = tensor.expand_shape %873 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%872 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_5 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%45, %45 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%874, %875 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_295 = tensor.expand_shape %876 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %877 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%45, %arg6 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_296 = tensor.expand_shape %877 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %878 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_295 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %879 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %878 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %expanded_294 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %881 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%880, %expanded_296 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %882 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%872, %45 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %883 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%825 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %969 = linalg.index 0 : index
      %970 = linalg.index 1 : index
      %971 = linalg.index 2 : index
      %972 = linalg.index 3 : index
      %973 = arith.subi %c2, %971 : index
      %974 = arith.subi %c2, %972 : index
      %extracted = tensor.extract %arg5[%970, %969, %973, %974] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_297 = tensor.insert_slice %881 into %828[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %884 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_297, %883 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%31 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_298 = linalg.transpose ins(%30 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_299 = linalg.transpose ins(%881 : tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_300 = tensor.pad %transposed_298 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %885 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_300, %transposed_299 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%825 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_301 = linalg.transpose ins(%885 : tensor<64x64x3x3xf32>) outs(%824 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %884 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_302 = tensor.extract_slice %padded_25[0, 0, 0, 0] [64, 64, 56, 114] [1, 1, 2, 1] : tensor<64x64x114x114xf32> to tensor<64x64x56x114xf32>
    %extracted_slice_303 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 0] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %extracted_slice_304 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 1] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %887 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303, %extracted_slice_304 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_305 = tensor.extract_slice %extracted_slice_302[0, 0, 0, 2] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %888 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%887, %extracted_slice_305 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_306 = tensor.extract_slice %padded_25[0, 0, 1, 0] [64, 64, 56, 114] [1, 1, 2, 1] : tensor<64x64x114x114xf32> to tensor<64x64x56x114xf32>
    %extracted_slice_307 = tensor.extract_slice %extracted_slice_306[0, 0, 0, 0] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %extracted_slice_307 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_308 = tensor.extract_slice %extracted_slice_306[0, 0, 0, 1] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %extracted_slice_308 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_309 = tensor.extract_slice %extracted_slice_306[0, 0, 0, 2] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890, %extracted_slice_309 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_310 = tensor.extract_slice %padded_25[0, 0, 2, 0] [64, 64, 56, 114] [1, 1, 2, 1] : tensor<64x64x114x114xf32> to tensor<64x64x56x114xf32>
    %extracted_slice_311 = tensor.extract_slice %extracted_slice_310[0, 0, 0, 0] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %892 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%891, %extracted_slice_311 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_312 = tensor.extract_slice %extracted_slice_310[0, 0, 0, 1] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %893 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %extracted_slice_312 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_313 = tensor.extract_slice %extracted_slice_310[0, 0, 0, 2] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %894 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893, %extracted_slice_313 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.cmpf ogt, %in, %in_383 : f32
      %970 = arith.select %969, %in, %in_383 : f32
      linalg.yield %970 : f32
    } -> tensor<64x64x56x56xf32>
    %895 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_303, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %896 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_314 = tensor.expand_shape %896 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_315 = tensor.pad %expanded_314 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_316 = tensor.collapse_shape %padded_315 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_317 = tensor.extract_slice %collapsed_316[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_318 = tensor.extract_slice %extracted_slice_317[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_319 = tensor.pad %extracted_slice_318 low[0, 0, 0, 0] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %897 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_304, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %898 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895, %897 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %901 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_320 = tensor.expand_shape %901 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_321 = tensor.pad %expanded_320 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_322 = tensor.collapse_shape %padded_321 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_323 = tensor.extract_slice %collapsed_322[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_324 = tensor.extract_slice %extracted_slice_323[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_325 = tensor.pad %extracted_slice_324 low[0, 0, 0, 1] high[0, 0, 3, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %902 = tensor.empty() : tensor<64x64x114x114xf32>
    %903 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_319, %padded_325 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %904 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_305, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %905 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %906 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%904, %905 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %907 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %904 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %908 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_326 = tensor.expand_shape %908 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_327 = tensor.pad %expanded_326 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_328 = tensor.collapse_shape %padded_327 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_329 = tensor.extract_slice %collapsed_328[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_330 = tensor.extract_slice %extracted_slice_329[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_331 = tensor.pad %extracted_slice_330 low[0, 0, 0, 2] high[0, 0, 3, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %909 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%903, %padded_331 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_307, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %911 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%907 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %912 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %911 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %913 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%907, %910 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %914 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_332 = tensor.expand_shape %914 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_333 = tensor.pad %expanded_332 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_334 = tensor.collapse_shape %padded_333 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_335 = tensor.extract_slice %collapsed_334[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_336 = tensor.extract_slice %extracted_slice_335[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_337 = tensor.pad %extracted_slice_336 low[0, 0, 1, 0] high[0, 0, 2, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %padded_337 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %916 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_308, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %917 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %918 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%916, %917 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %919 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913, %916 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %920 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_338 = tensor.expand_shape %920 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_339 = tensor.pad %expanded_338 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_340 = tensor.collapse_shape %padded_339 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_341 = tensor.extract_slice %collapsed_340[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_342 = tensor.extract_slice %extracted_slice_341[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_343 = tensor.pad %extracted_slice_342 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %921 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%915, %padded_343 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_309, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %923 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %924 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%922, %923 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %925 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919, %922 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %926 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%924, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_344 = tensor.expand_shape %926 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_345 = tensor.pad %expanded_344 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_346 = tensor.collapse_shape %padded_345 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_347 = tensor.extract_slice %collapsed_346[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_348 = tensor.extract_slice %extracted_slice_347[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_349 = tensor.pad %extracted_slice_348 low[0, 0, 1, 2] high[0, 0, 2, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %927 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %padded_349 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_311, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %929 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%925 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %930 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%928, %929 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %931 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%925, %928 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %932 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_350 = tensor.expand_shape %932 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_351 = tensor.pad %expanded_350 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_352 = tensor.collapse_shape %padded_351 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_353 = tensor.extract_slice %collapsed_352[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_354 = tensor.extract_slice %extracted_slice_353[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_355 = tensor.pad %extracted_slice_354 low[0, 0, 2, 0] high[0, 0, 1, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %933 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %padded_355 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_312, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %935 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %936 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%934, %935 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %937 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %934 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.ori %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %938 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_356 = tensor.expand_shape %938 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_357 = tensor.pad %expanded_356 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_358 = tensor.collapse_shape %padded_357 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_359 = tensor.extract_slice %collapsed_358[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_360 = tensor.extract_slice %extracted_slice_359[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_361 = tensor.pad %extracted_slice_360 low[0, 0, 2, 1] high[0, 0, 1, 2] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %939 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%933, %padded_361 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_313, %894 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_383: f32, %out: i1):
      %969 = arith.cmpf oeq, %in, %in_383 : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %941 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%937 : tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %969 = arith.xori %in, %true : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %942 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%940, %941 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%808 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_383: i1, %out: i1):
      %969 = arith.andi %in, %in_383 : i1
      linalg.yield %969 : i1
    } -> tensor<64x64x56x56xi1>
    %943 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942, %886, %cst_3 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%27 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_362 = tensor.expand_shape %943 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 56, 1, 56, 1] : tensor<64x64x56x56xf32> into tensor<64x64x56x1x56x1xf32>
    %padded_363 = tensor.pad %expanded_362 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x1x56x1xf32> to tensor<64x64x56x2x56x2xf32>
    %collapsed_364 = tensor.collapse_shape %padded_363 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x56x2x56x2xf32> into tensor<64x64x112x112xf32>
    %extracted_slice_365 = tensor.extract_slice %collapsed_364[0, 0, 0, 0] [64, 64, 111, 112] [1, 1, 1, 1] : tensor<64x64x112x112xf32> to tensor<64x64x111x112xf32>
    %extracted_slice_366 = tensor.extract_slice %extracted_slice_365[0, 0, 0, 0] [64, 64, 111, 111] [1, 1, 1, 1] : tensor<64x64x111x112xf32> to tensor<64x64x111x111xf32>
    %padded_367 = tensor.pad %extracted_slice_366 low[0, 0, 2, 2] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x111x111xf32> to tensor<64x64x114x114xf32>
    %944 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939, %padded_367 : tensor<64x64x114x114xf32>, tensor<64x64x114x114xf32>) outs(%902 : tensor<64x64x114x114xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.addf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x114x114xf32>
    %extracted_slice_368 = tensor.extract_slice %944[0, 0, 1, 0] [64, 64, 112, 114] [1, 1, 1, 1] : tensor<64x64x114x114xf32> to tensor<64x64x112x114xf32>
    %extracted_slice_369 = tensor.extract_slice %extracted_slice_368[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 1] : tensor<64x64x112x114xf32> to tensor<64x64x112x112xf32>
    %945 = tensor.empty() : tensor<64x64x112x112xi1>
    %946 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<64x64x112x112xf32>) outs(%945 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %out: i1):
      %969 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %969 : i1
    } -> tensor<64x64x112x112xi1>
    %947 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %cst_3, %extracted_slice_369 : tensor<64x64x112x112xi1>, tensor<f32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_383: f32, %in_384: f32, %out: f32):
      %969 = arith.select %in, %in_383, %in_384 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%947 : tensor<64x64x112x112xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %949 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947, %22 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %950 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%949 : tensor<64x64x112x112xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %951 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%948 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_4 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %expanded_370 = tensor.expand_shape %951 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %952 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%950 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.truncf %cst_4 : f64 to f32
      %970 = arith.mulf %in, %969 : f32
      linalg.yield %970 : f32
    } -> tensor<64xf32>
    %953 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %21 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %954 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%952, %953 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_371 = tensor.expand_shape %954 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %arg3 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %expanded_372 = tensor.expand_shape %955 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %956 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_371 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %957 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947, %956 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %958 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%957, %expanded_370 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.subf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%958, %expanded_372 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64x64x112x112xf32>
    %960 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%950, %21 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_383: f32, %out: f32):
      %969 = arith.mulf %in, %in_383 : f32
      linalg.yield %969 : f32
    } -> tensor<64xf32>
    %961 = tensor.empty() : tensor<3x64x224x224xf32>
    %transposed_373 = linalg.transpose ins(%arg0 : tensor<64x3x224x224xf32>) outs(%961 : tensor<3x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %padded_374 = tensor.pad %transposed_373 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<3x64x224x224xf32> to tensor<3x64x230x230xf32>
    %962 = tensor.empty() : tensor<3x4096x8x8xf32>
    %expanded_375 = tensor.expand_shape %padded_374 [[0], [1, 2], [3], [4]] output_shape [3, 64, 1, 230, 230] : tensor<3x64x230x230xf32> into tensor<3x64x1x230x230xf32>
    %expanded_376 = tensor.expand_shape %959 [[0], [1], [2, 3], [4]] output_shape [64, 64, 1, 112, 112] : tensor<64x64x112x112xf32> into tensor<64x64x1x112x112xf32>
    %expanded_377 = tensor.expand_shape %962 [[0], [1, 2], [3], [4]] output_shape [3, 64, 64, 8, 8] : tensor<3x4096x8x8xf32> into tensor<3x64x64x8x8xf32>
    %963 = linalg.fill ins(%cst : f32) outs(%expanded_377 : tensor<3x64x64x8x8xf32>) -> tensor<3x64x64x8x8xf32>
    %964 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_375, %expanded_376 : tensor<3x64x1x230x230xf32>, tensor<64x64x1x112x112xf32>) outs(%963 : tensor<3x64x64x8x8xf32>) -> tensor<3x64x64x8x8xf32>
    %collapsed_378 = tensor.collapse_shape %964 [[0], [1, 2], [3], [4]] : tensor<3x64x64x8x8xf32> into tensor<3x4096x8x8xf32>
    %extracted_slice_379 = tensor.extract_slice %collapsed_378[0, 0, 0, 0] [3, 4096, 7, 8] [1, 1, 1, 1] : tensor<3x4096x8x8xf32> to tensor<3x4096x7x8xf32>
    %extracted_slice_380 = tensor.extract_slice %extracted_slice_379[0, 0, 0, 0] [3, 4096, 7, 7] [1, 1, 1, 1] : tensor<3x4096x7x8xf32> to tensor<3x4096x7x7xf32>
    %expanded_381 = tensor.expand_shape %extracted_slice_380 [[0], [1, 2], [3], [4]] output_shape [3, 64, 64, 7, 7] : tensor<3x4096x7x7xf32> into tensor<3x64x64x7x7xf32>
    %965 = tensor.empty() : tensor<64x64x3x7x7xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<3x64x64x7x7xf32>) outs(%965 : tensor<64x64x3x7x7xf32>) permutation = [1, 2, 0, 3, 4] 
    %966 = tensor.empty() : tensor<64x3x7x7xf32>
    %967 = linalg.fill ins(%cst : f32) outs(%966 : tensor<64x3x7x7xf32>) -> tensor<64x3x7x7xf32>
    %968 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_382 : tensor<64x64x3x7x7xf32>) outs(%967 : tensor<64x3x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %969 = arith.addf %in, %out : f32
      linalg.yield %969 : f32
    } -> tensor<64x3x7x7xf32>
    return %441, %968, %960, %948, %transposed_301, %882, %870, %transposed_293, %864, %852, %transposed_285, %845, %833, %transposed_277, %823, %811, %806, %793, %781, %transposed_256, %775, %739, %764, %751, %739, %transposed_236, %732, %720, %transposed_228, %710, %698, %693, %680, %668, %transposed_207, %662, %625, %651, %637, %625, %transposed_187, %618, %606, %transposed_179, %596, %584, %579, %566, %554, %transposed_158, %548, %511, %537, %523, %511, %transposed_139, %504, %492, %transposed_131, %481, %469, %460, %collapsed_124 : tensor<f32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1000x512xf32>, tensor<1000xf32>
  }
}
