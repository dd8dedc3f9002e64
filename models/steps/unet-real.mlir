#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<8x3x256x256xf32>, %arg1: tensor<8x2x256x256xf32>, %arg2: tensor<64x3x3x3xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64x3x3xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<128x64x3x3xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x128x3x3xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<256x128x3x3xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256xf32>, %arg17: tensor<256x256x3x3xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<512x256x3x3xf32>, %arg21: tensor<512xf32>, %arg22: tensor<512xf32>, %arg23: tensor<512x512x3x3xf32>, %arg24: tensor<512xf32>, %arg25: tensor<512xf32>, %arg26: tensor<1024x512x3x3xf32>, %arg27: tensor<1024xf32>, %arg28: tensor<1024xf32>, %arg29: tensor<1024x1024x3x3xf32>, %arg30: tensor<1024xf32>, %arg31: tensor<1024xf32>, %arg32: tensor<1024x512x2x2xf32>, %arg33: tensor<512xf32>, %arg34: tensor<512x256x2x2xf32>, %arg35: tensor<256xf32>, %arg36: tensor<256x128x2x2xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128x64x2x2xf32>, %arg39: tensor<64xf32>, %arg40: tensor<512x1024x3x3xf32>, %arg41: tensor<512xf32>, %arg42: tensor<512xf32>, %arg43: tensor<512x512x3x3xf32>, %arg44: tensor<512xf32>, %arg45: tensor<512xf32>, %arg46: tensor<256x512x3x3xf32>, %arg47: tensor<256xf32>, %arg48: tensor<256xf32>, %arg49: tensor<256x256x3x3xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<128x256x3x3xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128xf32>, %arg55: tensor<128x128x3x3xf32>, %arg56: tensor<128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<64x128x3x3xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<64x64x3x3xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<2x64x1x1xf32>, %arg65: tensor<2xf32>) -> (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1024x512x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x1024x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x2x2xf32>, tensor<512xf32>, tensor<512x256x2x2xf32>, tensor<256xf32>, tensor<256x128x2x2xf32>, tensor<128xf32>, tensor<128x64x2x2xf32>, tensor<64xf32>, tensor<512x1024x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x64x1x1xf32>, tensor<2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 5.242880e+05 : f32
    %cst_6 = arith.constant 5.242880e+05 : f64
    %cst_7 = arith.constant 1.310720e+05 : f32
    %cst_8 = arith.constant 1.310720e+05 : f64
    %cst_9 = arith.constant 3.276800e+04 : f32
    %cst_10 = arith.constant 3.276800e+04 : f64
    %cst_11 = arith.constant 8.192000e+03 : f32
    %cst_12 = arith.constant 8.192000e+03 : f64
    %cst_13 = arith.constant 2.048000e+03 : f32
    %cst_14 = arith.constant 2.048000e+03 : f64
    %c1 = arith.constant 1 : index
    %cst_15 = arith.constant 0x49800000 : f32
    %cst_16 = arith.constant 1.90734863E-6 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_17 = arith.constant 7.62939453E-6 : f32
    %cst_18 = arith.constant 3.05175781E-5 : f32
    %cst_19 = arith.constant 1.22070313E-4 : f32
    %cst_20 = arith.constant 4.8828125E-4 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x3x256x256xf32> to tensor<8x3x258x258xf32>
    %0 = tensor.empty() : tensor<8x64x256x256xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<8x3x258x258xf32>, tensor<64x3x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %3 = tensor.empty() : tensor<64xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<64xf32>) -> tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_5 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %7 = tensor.empty() : tensor<8x64x256x256xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x64x256x256xf32>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %9 = tensor.empty() : tensor<1x64x1x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%8 : tensor<8x64x256x256xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<8x64x256x256xf64>, tensor<1x64x1x1xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<8x64x256x256xf64>, tensor<8x64x256x256xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %15 = tensor.empty() : tensor<64xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<64xf64>) -> tensor<64xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%14 : tensor<8x64x256x256xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<64xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_21 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_21 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_22 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_22 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_23 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_23 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x256x256xf32>
    %padded_24 = tensor.pad %26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x256x256xf32> to tensor<8x64x258x258xf32>
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg5 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%27 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%28 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_5 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<8x64x256x256xf32>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%30 : tensor<8x64x256x256xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %32 : tensor<8x64x256x256xf64>, tensor<1x64x1x1xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<8x64x256x256xf64>, tensor<8x64x256x256xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%34 : tensor<8x64x256x256xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%35 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%37 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<64xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%38 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_25 = tensor.expand_shape %29 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_26 = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_25 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_26 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_27 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_27 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_28 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_28 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x256x256xf32>
    %45 = tensor.empty() : tensor<8x64x128x128xf32>
    %46 = linalg.fill ins(%cst_1 : f32) outs(%45 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %47 = tensor.empty() : tensor<2x2xf32>
    %48 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%44, %47 : tensor<8x64x256x256xf32>, tensor<2x2xf32>) outs(%46 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %padded_29 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x128x128xf32> to tensor<8x64x130x130xf32>
    %49 = tensor.empty() : tensor<8x128x128x128xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg8 : tensor<8x64x130x130xf32>, tensor<128x64x3x3xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %52 = tensor.empty() : tensor<128xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<128xf32>) -> tensor<128xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%51 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%54 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_7 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %56 = tensor.empty() : tensor<8x128x128x128xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<8x128x128x128xf32>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %58 = tensor.empty() : tensor<1x128x1x1xf64>
    %59 = linalg.fill ins(%cst_0 : f64) outs(%58 : tensor<1x128x1x1xf64>) -> tensor<1x128x1x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%57 : tensor<8x128x128x128xf64>) outs(%59 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x128x1x1xf64>) outs(%58 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %61 : tensor<8x128x128x128xf64>, tensor<1x128x1x1xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %62 : tensor<8x128x128x128xf64>, tensor<8x128x128x128xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %64 = tensor.empty() : tensor<128xf64>
    %65 = linalg.fill ins(%cst_0 : f64) outs(%64 : tensor<128xf64>) -> tensor<128xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%63 : tensor<8x128x128x128xf64>) outs(%65 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%66 : tensor<128xf64>) outs(%64 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%67 : tensor<128xf64>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%68 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<128xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%69 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_30 = tensor.expand_shape %55 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_31 = tensor.expand_shape %70 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_30 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_31 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_32 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_32 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_33 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_33 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x128x128xf32>
    %padded_34 = tensor.pad %75 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x128x128xf32> to tensor<8x128x130x130xf32>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %arg11 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%76 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%77 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_7 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<8x128x128x128xf32>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%79 : tensor<8x128x128x128xf64>) outs(%59 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x128x1x1xf64>) outs(%58 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<8x128x128x128xf64>, tensor<1x128x1x1xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<8x128x128x128xf64>, tensor<8x128x128x128xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%83 : tensor<8x128x128x128xf64>) outs(%65 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%84 : tensor<128xf64>) outs(%64 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%85 : tensor<128xf64>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%86 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<128xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%87 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_35 = tensor.expand_shape %78 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_36 = tensor.expand_shape %88 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_35 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_36 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_37 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_37 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_38 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_38 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x128x128xf32>
    %94 = tensor.empty() : tensor<8x128x64x64xf32>
    %95 = linalg.fill ins(%cst_1 : f32) outs(%94 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %96 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%93, %47 : tensor<8x128x128x128xf32>, tensor<2x2xf32>) outs(%95 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %padded_39 = tensor.pad %96 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x64x64xf32> to tensor<8x128x66x66xf32>
    %97 = tensor.empty() : tensor<8x256x64x64xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %99 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_39, %arg14 : tensor<8x128x66x66xf32>, tensor<256x128x3x3xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %100 = tensor.empty() : tensor<256xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<256xf32>) -> tensor<256xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%99 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%102 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_9 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %104 = tensor.empty() : tensor<8x256x64x64xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<8x256x64x64xf32>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %106 = tensor.empty() : tensor<1x256x1x1xf64>
    %107 = linalg.fill ins(%cst_0 : f64) outs(%106 : tensor<1x256x1x1xf64>) -> tensor<1x256x1x1xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<8x256x64x64xf64>) outs(%107 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x256x1x1xf64>) outs(%106 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %109 : tensor<8x256x64x64xf64>, tensor<1x256x1x1xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<8x256x64x64xf64>, tensor<8x256x64x64xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %112 = tensor.empty() : tensor<256xf64>
    %113 = linalg.fill ins(%cst_0 : f64) outs(%112 : tensor<256xf64>) -> tensor<256xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%111 : tensor<8x256x64x64xf64>) outs(%113 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%114 : tensor<256xf64>) outs(%112 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<256xf64>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%116 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<256xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%117 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_40 = tensor.expand_shape %103 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_41 = tensor.expand_shape %118 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_40 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_41 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_42 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_42 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_43 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_43 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x64x64xf32>
    %padded_44 = tensor.pad %123 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x64x64xf32> to tensor<8x256x66x66xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg17 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%124 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%125 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_9 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<8x256x64x64xf32>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%127 : tensor<8x256x64x64xf64>) outs(%107 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x256x1x1xf64>) outs(%106 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<8x256x64x64xf64>, tensor<1x256x1x1xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<8x256x64x64xf64>, tensor<8x256x64x64xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%131 : tensor<8x256x64x64xf64>) outs(%113 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%132 : tensor<256xf64>) outs(%112 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%133 : tensor<256xf64>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%134 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<256xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%135 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_45 = tensor.expand_shape %126 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_46 = tensor.expand_shape %136 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_45 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_46 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_47 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_47 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_48 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_48 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x64x64xf32>
    %142 = tensor.empty() : tensor<8x256x32x32xf32>
    %143 = linalg.fill ins(%cst_1 : f32) outs(%142 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %144 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%141, %47 : tensor<8x256x64x64xf32>, tensor<2x2xf32>) outs(%143 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %padded_49 = tensor.pad %144 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x32x32xf32> to tensor<8x256x34x34xf32>
    %145 = tensor.empty() : tensor<8x512x32x32xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_49, %arg20 : tensor<8x256x34x34xf32>, tensor<512x256x3x3xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %148 = tensor.empty() : tensor<512xf32>
    %149 = linalg.fill ins(%cst : f32) outs(%148 : tensor<512xf32>) -> tensor<512xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%147 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%150 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_11 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %152 = tensor.empty() : tensor<8x512x32x32xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<8x512x32x32xf32>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %154 = tensor.empty() : tensor<1x512x1x1xf64>
    %155 = linalg.fill ins(%cst_0 : f64) outs(%154 : tensor<1x512x1x1xf64>) -> tensor<1x512x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%153 : tensor<8x512x32x32xf64>) outs(%155 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x512x1x1xf64>) outs(%154 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %157 : tensor<8x512x32x32xf64>, tensor<1x512x1x1xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %158 : tensor<8x512x32x32xf64>, tensor<8x512x32x32xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %160 = tensor.empty() : tensor<512xf64>
    %161 = linalg.fill ins(%cst_0 : f64) outs(%160 : tensor<512xf64>) -> tensor<512xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%159 : tensor<8x512x32x32xf64>) outs(%161 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%162 : tensor<512xf64>) outs(%160 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%163 : tensor<512xf64>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%164 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<512xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%165 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_50 = tensor.expand_shape %151 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_51 = tensor.expand_shape %166 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_50 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_51 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_52 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_52 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_53 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_53 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x32x32xf32>
    %padded_54 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x32x32xf32> to tensor<8x512x34x34xf32>
    %172 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_54, %arg23 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%172 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%173 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_11 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<8x512x32x32xf32>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%175 : tensor<8x512x32x32xf64>) outs(%155 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x512x1x1xf64>) outs(%154 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %177 : tensor<8x512x32x32xf64>, tensor<1x512x1x1xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %178 : tensor<8x512x32x32xf64>, tensor<8x512x32x32xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %180 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%179 : tensor<8x512x32x32xf64>) outs(%161 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%180 : tensor<512xf64>) outs(%160 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%181 : tensor<512xf64>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%182 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<512xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%183 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_55 = tensor.expand_shape %174 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_56 = tensor.expand_shape %184 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_55 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_56 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_57 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_57 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_58 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_58 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x32x32xf32>
    %190 = tensor.empty() : tensor<8x512x16x16xf32>
    %191 = linalg.fill ins(%cst_1 : f32) outs(%190 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %192 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%189, %47 : tensor<8x512x32x32xf32>, tensor<2x2xf32>) outs(%191 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %padded_59 = tensor.pad %192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x16x16xf32> to tensor<8x512x18x18xf32>
    %193 = tensor.empty() : tensor<8x1024x16x16xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_59, %arg26 : tensor<8x512x18x18xf32>, tensor<1024x512x3x3xf32>) outs(%194 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %196 = tensor.empty() : tensor<1024xf32>
    %197 = linalg.fill ins(%cst : f32) outs(%196 : tensor<1024xf32>) -> tensor<1024xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%195 : tensor<8x1024x16x16xf32>) outs(%197 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_13 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %200 = tensor.empty() : tensor<8x1024x16x16xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<8x1024x16x16xf32>) outs(%200 : tensor<8x1024x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x1024x16x16xf64>
    %202 = tensor.empty() : tensor<1x1024x1x1xf64>
    %203 = linalg.fill ins(%cst_0 : f64) outs(%202 : tensor<1x1024x1x1xf64>) -> tensor<1x1024x1x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%201 : tensor<8x1024x16x16xf64>) outs(%203 : tensor<1x1024x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x1024x1x1xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x1024x1x1xf64>) outs(%202 : tensor<1x1024x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_14 : f64
      linalg.yield %950 : f64
    } -> tensor<1x1024x1x1xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %205 : tensor<8x1024x16x16xf64>, tensor<1x1024x1x1xf64>) outs(%200 : tensor<8x1024x16x16xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x1024x16x16xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %206 : tensor<8x1024x16x16xf64>, tensor<8x1024x16x16xf64>) outs(%200 : tensor<8x1024x16x16xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x1024x16x16xf64>
    %208 = tensor.empty() : tensor<1024xf64>
    %209 = linalg.fill ins(%cst_0 : f64) outs(%208 : tensor<1024xf64>) -> tensor<1024xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%207 : tensor<8x1024x16x16xf64>) outs(%209 : tensor<1024xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1024xf64>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%210 : tensor<1024xf64>) outs(%208 : tensor<1024xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_14 : f64
      linalg.yield %950 : f64
    } -> tensor<1024xf64>
    %212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%211 : tensor<1024xf64>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%212 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<1024xf32>
    %214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%213 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_60 = tensor.expand_shape %199 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %expanded_61 = tensor.expand_shape %214 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_60 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_61 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %expanded_62 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_62 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %expanded_63 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_63 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x1024x16x16xf32>
    %padded_64 = tensor.pad %219 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x1024x16x16xf32> to tensor<8x1024x18x18xf32>
    %220 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %arg29 : tensor<8x1024x18x18xf32>, tensor<1024x1024x3x3xf32>) outs(%194 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%220 : tensor<8x1024x16x16xf32>) outs(%197 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%221 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_13 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<8x1024x16x16xf32>) outs(%200 : tensor<8x1024x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x1024x16x16xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%223 : tensor<8x1024x16x16xf64>) outs(%203 : tensor<1x1024x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x1024x1x1xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x1024x1x1xf64>) outs(%202 : tensor<1x1024x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_14 : f64
      linalg.yield %950 : f64
    } -> tensor<1x1024x1x1xf64>
    %226 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %225 : tensor<8x1024x16x16xf64>, tensor<1x1024x1x1xf64>) outs(%200 : tensor<8x1024x16x16xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x1024x16x16xf64>
    %227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %226 : tensor<8x1024x16x16xf64>, tensor<8x1024x16x16xf64>) outs(%200 : tensor<8x1024x16x16xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x1024x16x16xf64>
    %228 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%227 : tensor<8x1024x16x16xf64>) outs(%209 : tensor<1024xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1024xf64>
    %229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%228 : tensor<1024xf64>) outs(%208 : tensor<1024xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_14 : f64
      linalg.yield %950 : f64
    } -> tensor<1024xf64>
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%229 : tensor<1024xf64>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %231 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%230 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<1024xf32>
    %232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%231 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_65 = tensor.expand_shape %222 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %expanded_66 = tensor.expand_shape %232 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_65 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_66 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %expanded_67 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_67 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %expanded_68 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_68 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x1024x16x16xf32>
    %238 = tensor.empty() : tensor<512x1024x2x2xf32>
    %239 = linalg.fill ins(%cst : f32) outs(%238 : tensor<512x1024x2x2xf32>) -> tensor<512x1024x2x2xf32>
    %240 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%239 : tensor<512x1024x2x2xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c1, %952 : index
      %955 = arith.subi %c1, %953 : index
      %extracted = tensor.extract %arg32[%951, %950, %954, %955] : tensor<1024x512x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x1024x2x2xf32>
    %241 = tensor.empty() : tensor<8x1024x33x33xf32>
    %242 = linalg.fill ins(%cst : f32) outs(%241 : tensor<8x1024x33x33xf32>) -> tensor<8x1024x33x33xf32>
    %inserted_slice = tensor.insert_slice %237 into %242[0, 0, 1, 1] [8, 1024, 16, 16] [1, 1, 2, 2] : tensor<8x1024x16x16xf32> into tensor<8x1024x33x33xf32>
    %broadcasted = linalg.broadcast ins(%arg33 : tensor<512xf32>) outs(%145 : tensor<8x512x32x32xf32>) dimensions = [0, 2, 3] 
    %243 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %240 : tensor<8x1024x33x33xf32>, tensor<512x1024x2x2xf32>) outs(%broadcasted : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %concat = tensor.concat dim(1) %243, %189 : (tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) -> tensor<8x1024x32x32xf32>
    %padded_69 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x1024x32x32xf32> to tensor<8x1024x34x34xf32>
    %244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_69, %arg40 : tensor<8x1024x34x34xf32>, tensor<512x1024x3x3xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%244 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%245 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_11 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244 : tensor<8x512x32x32xf32>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %248 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%247 : tensor<8x512x32x32xf64>) outs(%155 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x512x1x1xf64>) outs(%154 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %250 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %249 : tensor<8x512x32x32xf64>, tensor<1x512x1x1xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %250 : tensor<8x512x32x32xf64>, tensor<8x512x32x32xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%251 : tensor<8x512x32x32xf64>) outs(%161 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%252 : tensor<512xf64>) outs(%160 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%253 : tensor<512xf64>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%254 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<512xf32>
    %256 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%255 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_70 = tensor.expand_shape %246 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_71 = tensor.expand_shape %256 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_70 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_71 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_72 = tensor.expand_shape %arg41 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_72 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_73 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_73 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260 : tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x32x32xf32>
    %padded_74 = tensor.pad %261 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x32x32xf32> to tensor<8x512x34x34xf32>
    %262 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_74, %arg43 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%262 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%263 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_11 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<8x512x32x32xf32>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%265 : tensor<8x512x32x32xf64>) outs(%155 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x512x1x1xf64>) outs(%154 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<1x512x1x1xf64>
    %268 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<8x512x32x32xf64>, tensor<1x512x1x1xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %268 : tensor<8x512x32x32xf64>, tensor<8x512x32x32xf64>) outs(%152 : tensor<8x512x32x32xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x512x32x32xf64>
    %270 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%269 : tensor<8x512x32x32xf64>) outs(%161 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%270 : tensor<512xf64>) outs(%160 : tensor<512xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_12 : f64
      linalg.yield %950 : f64
    } -> tensor<512xf64>
    %272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<512xf64>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%272 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<512xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%273 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_75 = tensor.expand_shape %264 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %expanded_76 = tensor.expand_shape %274 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_75 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %expanded_76 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_77 = tensor.expand_shape %arg44 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_77 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_78 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_78 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x32x32xf32>
    %280 = tensor.empty() : tensor<256x512x2x2xf32>
    %281 = linalg.fill ins(%cst : f32) outs(%280 : tensor<256x512x2x2xf32>) -> tensor<256x512x2x2xf32>
    %282 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%281 : tensor<256x512x2x2xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c1, %952 : index
      %955 = arith.subi %c1, %953 : index
      %extracted = tensor.extract %arg34[%951, %950, %954, %955] : tensor<512x256x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x2x2xf32>
    %283 = tensor.empty() : tensor<8x512x65x65xf32>
    %284 = linalg.fill ins(%cst : f32) outs(%283 : tensor<8x512x65x65xf32>) -> tensor<8x512x65x65xf32>
    %inserted_slice_79 = tensor.insert_slice %279 into %284[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 2, 2] : tensor<8x512x32x32xf32> into tensor<8x512x65x65xf32>
    %broadcasted_80 = linalg.broadcast ins(%arg35 : tensor<256xf32>) outs(%97 : tensor<8x256x64x64xf32>) dimensions = [0, 2, 3] 
    %285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_79, %282 : tensor<8x512x65x65xf32>, tensor<256x512x2x2xf32>) outs(%broadcasted_80 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %concat_81 = tensor.concat dim(1) %285, %141 : (tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) -> tensor<8x512x64x64xf32>
    %padded_82 = tensor.pad %concat_81 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x64x64xf32> to tensor<8x512x66x66xf32>
    %286 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %arg46 : tensor<8x512x66x66xf32>, tensor<256x512x3x3xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%286 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%287 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_9 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<8x256x64x64xf32>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %290 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<8x256x64x64xf64>) outs(%107 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<1x256x1x1xf64>) outs(%106 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %291 : tensor<8x256x64x64xf64>, tensor<1x256x1x1xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %292 : tensor<8x256x64x64xf64>, tensor<8x256x64x64xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%293 : tensor<8x256x64x64xf64>) outs(%113 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%294 : tensor<256xf64>) outs(%112 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %296 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%295 : tensor<256xf64>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<256xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_83 = tensor.expand_shape %288 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_84 = tensor.expand_shape %298 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_83 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_84 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_85 = tensor.expand_shape %arg47 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_85 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_86 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_86 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x64x64xf32>
    %padded_87 = tensor.pad %303 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x64x64xf32> to tensor<8x256x66x66xf32>
    %304 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %arg49 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%304 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%305 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_9 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<8x256x64x64xf32>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%307 : tensor<8x256x64x64xf64>) outs(%107 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x256x1x1xf64>) outs(%106 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<1x256x1x1xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %309 : tensor<8x256x64x64xf64>, tensor<1x256x1x1xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %310 : tensor<8x256x64x64xf64>, tensor<8x256x64x64xf64>) outs(%104 : tensor<8x256x64x64xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x256x64x64xf64>
    %312 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%311 : tensor<8x256x64x64xf64>) outs(%113 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<256xf64>) outs(%112 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_10 : f64
      linalg.yield %950 : f64
    } -> tensor<256xf64>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%313 : tensor<256xf64>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<256xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%315 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_88 = tensor.expand_shape %306 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_89 = tensor.expand_shape %316 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %expanded_88 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_89 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_90 = tensor.expand_shape %arg50 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_90 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_91 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_91 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x64x64xf32>
    %322 = tensor.empty() : tensor<128x256x2x2xf32>
    %323 = linalg.fill ins(%cst : f32) outs(%322 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %324 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%323 : tensor<128x256x2x2xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c1, %952 : index
      %955 = arith.subi %c1, %953 : index
      %extracted = tensor.extract %arg36[%951, %950, %954, %955] : tensor<256x128x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x2x2xf32>
    %325 = tensor.empty() : tensor<8x256x129x129xf32>
    %326 = linalg.fill ins(%cst : f32) outs(%325 : tensor<8x256x129x129xf32>) -> tensor<8x256x129x129xf32>
    %inserted_slice_92 = tensor.insert_slice %321 into %326[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 2, 2] : tensor<8x256x64x64xf32> into tensor<8x256x129x129xf32>
    %broadcasted_93 = linalg.broadcast ins(%arg37 : tensor<128xf32>) outs(%49 : tensor<8x128x128x128xf32>) dimensions = [0, 2, 3] 
    %327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_92, %324 : tensor<8x256x129x129xf32>, tensor<128x256x2x2xf32>) outs(%broadcasted_93 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %concat_94 = tensor.concat dim(1) %327, %93 : (tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) -> tensor<8x256x128x128xf32>
    %padded_95 = tensor.pad %concat_94 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x128x128xf32> to tensor<8x256x130x130xf32>
    %328 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_95, %arg52 : tensor<8x256x130x130xf32>, tensor<128x256x3x3xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%328 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%329 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_7 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<8x128x128x128xf32>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %332 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%331 : tensor<8x128x128x128xf64>) outs(%59 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x128x1x1xf64>) outs(%58 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %333 : tensor<8x128x128x128xf64>, tensor<1x128x1x1xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %334 : tensor<8x128x128x128xf64>, tensor<8x128x128x128xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %336 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%335 : tensor<8x128x128x128xf64>) outs(%65 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%336 : tensor<128xf64>) outs(%64 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%337 : tensor<128xf64>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%338 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<128xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%339 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_96 = tensor.expand_shape %330 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_97 = tensor.expand_shape %340 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_96 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_97 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_98 = tensor.expand_shape %arg53 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_98 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_99 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_99 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x128x128xf32>
    %padded_100 = tensor.pad %345 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x128x128xf32> to tensor<8x128x130x130xf32>
    %346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_100, %arg55 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%346 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%347 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_7 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346 : tensor<8x128x128x128xf32>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %350 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%349 : tensor<8x128x128x128xf64>) outs(%59 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350 : tensor<1x128x1x1xf64>) outs(%58 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<1x128x1x1xf64>
    %352 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %351 : tensor<8x128x128x128xf64>, tensor<1x128x1x1xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %352 : tensor<8x128x128x128xf64>, tensor<8x128x128x128xf64>) outs(%56 : tensor<8x128x128x128xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x128x128x128xf64>
    %354 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%353 : tensor<8x128x128x128xf64>) outs(%65 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%354 : tensor<128xf64>) outs(%64 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_8 : f64
      linalg.yield %950 : f64
    } -> tensor<128xf64>
    %356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%355 : tensor<128xf64>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%356 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<128xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%357 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_101 = tensor.expand_shape %348 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_102 = tensor.expand_shape %358 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_101 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_102 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_103 = tensor.expand_shape %arg56 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_103 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_104 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %expanded_104 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x128x128xf32>
    %364 = tensor.empty() : tensor<64x128x2x2xf32>
    %365 = linalg.fill ins(%cst : f32) outs(%364 : tensor<64x128x2x2xf32>) -> tensor<64x128x2x2xf32>
    %366 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%365 : tensor<64x128x2x2xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c1, %952 : index
      %955 = arith.subi %c1, %953 : index
      %extracted = tensor.extract %arg38[%951, %950, %954, %955] : tensor<128x64x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x2x2xf32>
    %367 = tensor.empty() : tensor<8x128x257x257xf32>
    %368 = linalg.fill ins(%cst : f32) outs(%367 : tensor<8x128x257x257xf32>) -> tensor<8x128x257x257xf32>
    %inserted_slice_105 = tensor.insert_slice %363 into %368[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 2, 2] : tensor<8x128x128x128xf32> into tensor<8x128x257x257xf32>
    %broadcasted_106 = linalg.broadcast ins(%arg39 : tensor<64xf32>) outs(%0 : tensor<8x64x256x256xf32>) dimensions = [0, 2, 3] 
    %369 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_105, %366 : tensor<8x128x257x257xf32>, tensor<64x128x2x2xf32>) outs(%broadcasted_106 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %concat_107 = tensor.concat dim(1) %369, %44 : (tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) -> tensor<8x128x256x256xf32>
    %padded_108 = tensor.pad %concat_107 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x256x256xf32> to tensor<8x128x258x258xf32>
    %370 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_108, %arg58 : tensor<8x128x258x258xf32>, tensor<64x128x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%370 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%371 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_5 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<8x64x256x256xf32>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %374 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%373 : tensor<8x64x256x256xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<8x64x256x256xf64>, tensor<1x64x1x1xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %376 : tensor<8x64x256x256xf64>, tensor<8x64x256x256xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%377 : tensor<8x64x256x256xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%378 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%379 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%380 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<64xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%381 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_109 = tensor.expand_shape %372 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_110 = tensor.expand_shape %382 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %expanded_109 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_110 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_111 = tensor.expand_shape %arg59 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_111 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_112 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_112 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x256x256xf32>
    %padded_113 = tensor.pad %387 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x256x256xf32> to tensor<8x64x258x258xf32>
    %388 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_113, %arg61 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%388 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%389 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_5 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<8x64x256x256xf32>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %950 = arith.extf %in : f32 to f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%391 : tensor<8x64x256x256xf64>) outs(%10 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x64x1x1xf64>) outs(%9 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<1x64x1x1xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %393 : tensor<8x64x256x256xf64>, tensor<1x64x1x1xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.subf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %394 : tensor<8x64x256x256xf64>, tensor<8x64x256x256xf64>) outs(%7 : tensor<8x64x256x256xf64>) {
    ^bb0(%in: f64, %in_410: f64, %out: f64):
      %950 = arith.mulf %in, %in_410 : f64
      linalg.yield %950 : f64
    } -> tensor<8x64x256x256xf64>
    %396 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%395 : tensor<8x64x256x256xf64>) outs(%16 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.addf %in, %out : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%396 : tensor<64xf64>) outs(%15 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %950 = arith.divf %in, %cst_6 : f64
      linalg.yield %950 : f64
    } -> tensor<64xf64>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%397 : tensor<64xf64>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %950 = arith.truncf %in : f64 to f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.truncf %cst_4 : f64 to f32
      %951 = arith.addf %in, %950 : f32
      linalg.yield %951 : f32
    } -> tensor<64xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.rsqrt %in : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_114 = tensor.expand_shape %390 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_115 = tensor.expand_shape %400 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %expanded_114 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_115 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_116 = tensor.expand_shape %arg62 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_116 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_117 = tensor.expand_shape %arg63 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_117 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.cmpf ugt, %in, %cst : f32
      %951 = arith.select %950, %in, %cst : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x256x256xf32>
    %406 = tensor.empty() : tensor<8x2x256x256xf32>
    %broadcasted_118 = linalg.broadcast ins(%arg65 : tensor<2xf32>) outs(%406 : tensor<8x2x256x256xf32>) dimensions = [0, 2, 3] 
    %407 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%405, %arg64 : tensor<8x64x256x256xf32>, tensor<2x64x1x1xf32>) outs(%broadcasted_118 : tensor<8x2x256x256xf32>) -> tensor<8x2x256x256xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %arg1 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%406 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x2x256x256xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<8x2x256x256xf32>) outs(%406 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %950 : f32
    } -> tensor<8x2x256x256xf32>
    %410 = tensor.empty() : tensor<f32>
    %411 = linalg.fill ins(%cst : f32) outs(%410 : tensor<f32>) -> tensor<f32>
    %412 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%409 : tensor<8x2x256x256xf32>) outs(%411 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<f32>
    %413 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%412 : tensor<f32>) outs(%410 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.divf %in, %cst_15 : f32
      linalg.yield %950 : f32
    } -> tensor<f32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<8x2x256x256xf32>) outs(%406 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<8x2x256x256xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %cst_3 : tensor<8x2x256x256xf32>, tensor<f32>) outs(%406 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x2x256x256xf32>
    %416 = tensor.empty() : tensor<64x2x1x1xf32>
    %417 = linalg.fill ins(%cst : f32) outs(%416 : tensor<64x2x1x1xf32>) -> tensor<64x2x1x1xf32>
    %418 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%417 : tensor<64x2x1x1xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %extracted = tensor.extract %arg64[%951, %950, %c0, %c0] : tensor<2x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x2x1x1xf32>
    %419 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%415, %418 : tensor<8x2x256x256xf32>, tensor<64x2x1x1xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %420 = tensor.empty() : tensor<64x8x256x256xf32>
    %transposed = linalg.transpose ins(%405 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %421 = tensor.empty() : tensor<2x8x256x256xf32>
    %transposed_119 = linalg.transpose ins(%415 : tensor<8x2x256x256xf32>) outs(%421 : tensor<2x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %422 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed, %transposed_119 : tensor<64x8x256x256xf32>, tensor<2x8x256x256xf32>) outs(%417 : tensor<64x2x1x1xf32>) -> tensor<64x2x1x1xf32>
    %423 = tensor.empty() : tensor<2x64x1x1xf32>
    %transposed_120 = linalg.transpose ins(%422 : tensor<64x2x1x1xf32>) outs(%423 : tensor<2x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %424 = tensor.empty() : tensor<2xf32>
    %425 = linalg.fill ins(%cst : f32) outs(%424 : tensor<2xf32>) -> tensor<2xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%415 : tensor<8x2x256x256xf32>) outs(%425 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<2xf32>
    %427 = tensor.empty() : tensor<8x64x256x256xi1>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<8x64x256x256xf32>) outs(%427 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x256x256xi1>
    %429 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %cst_2, %419 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%429 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %401 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%431 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%430 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_121 = tensor.expand_shape %433 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %434 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%432 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %400 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %436 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%434, %435 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_122 = tensor.expand_shape %436 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%400, %arg62 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_123 = tensor.expand_shape %437 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_122 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %438 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_121 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_123 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%432, %400 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %443 = tensor.empty() : tensor<64x64x3x3xf32>
    %444 = linalg.fill ins(%cst : f32) outs(%443 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %445 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%444 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg61[%951, %950, %954, %955] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %446 = tensor.empty() : tensor<8x64x258x258xf32>
    %447 = linalg.fill ins(%cst : f32) outs(%446 : tensor<8x64x258x258xf32>) -> tensor<8x64x258x258xf32>
    %inserted_slice_124 = tensor.insert_slice %441 into %447[0, 0, 1, 1] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> into tensor<8x64x258x258xf32>
    %448 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_124, %445 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %transposed_125 = linalg.transpose ins(%387 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_126 = linalg.transpose ins(%441 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_127 = tensor.pad %transposed_125 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x8x256x256xf32> to tensor<64x8x258x258xf32>
    %449 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %transposed_126 : tensor<64x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%444 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_128 = linalg.transpose ins(%449 : tensor<64x64x3x3xf32>) outs(%443 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387 : tensor<8x64x256x256xf32>) outs(%427 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x256x256xi1>
    %451 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %cst_2, %448 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%451 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %383 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%453 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%452 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_129 = tensor.expand_shape %455 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %382 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%456, %457 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_130 = tensor.expand_shape %458 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %arg59 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_131 = tensor.expand_shape %459 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_130 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %460 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %expanded_129 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_131 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%454, %382 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %465 = tensor.empty() : tensor<128x64x3x3xf32>
    %466 = linalg.fill ins(%cst : f32) outs(%465 : tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %467 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%466 : tensor<128x64x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg58[%951, %950, %954, %955] : tensor<64x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x64x3x3xf32>
    %inserted_slice_132 = tensor.insert_slice %463 into %447[0, 0, 1, 1] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> into tensor<8x64x258x258xf32>
    %468 = tensor.empty() : tensor<8x128x256x256xf32>
    %469 = linalg.fill ins(%cst : f32) outs(%468 : tensor<8x128x256x256xf32>) -> tensor<8x128x256x256xf32>
    %470 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_132, %467 : tensor<8x64x258x258xf32>, tensor<128x64x3x3xf32>) outs(%469 : tensor<8x128x256x256xf32>) -> tensor<8x128x256x256xf32>
    %471 = tensor.empty() : tensor<128x8x256x256xf32>
    %transposed_133 = linalg.transpose ins(%concat_107 : tensor<8x128x256x256xf32>) outs(%471 : tensor<128x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_134 = linalg.transpose ins(%463 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_135 = tensor.pad %transposed_133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x256x256xf32> to tensor<128x8x258x258xf32>
    %472 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_135, %transposed_134 : tensor<128x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%466 : tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %473 = tensor.empty() : tensor<64x128x3x3xf32>
    %transposed_136 = linalg.transpose ins(%472 : tensor<128x64x3x3xf32>) outs(%473 : tensor<64x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice = tensor.extract_slice %470[0, 0, 0, 0] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x128x256x256xf32> to tensor<8x64x256x256xf32>
    %extracted_slice_137 = tensor.extract_slice %470[0, 64, 0, 0] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x128x256x256xf32> to tensor<8x64x256x256xf32>
    %474 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice, %arg38 : tensor<8x64x256x256xf32>, tensor<128x64x2x2xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %transposed_138 = linalg.transpose ins(%extracted_slice : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %475 = tensor.empty() : tensor<64x1024x2x2xf32>
    %expanded_139 = tensor.expand_shape %transposed_138 [[0], [1, 2], [3], [4]] output_shape [64, 8, 1, 256, 256] : tensor<64x8x256x256xf32> into tensor<64x8x1x256x256xf32>
    %expanded_140 = tensor.expand_shape %363 [[0], [1], [2, 3], [4]] output_shape [8, 128, 1, 128, 128] : tensor<8x128x128x128xf32> into tensor<8x128x1x128x128xf32>
    %expanded_141 = tensor.expand_shape %475 [[0], [1, 2], [3], [4]] output_shape [64, 8, 128, 2, 2] : tensor<64x1024x2x2xf32> into tensor<64x8x128x2x2xf32>
    %476 = linalg.fill ins(%cst : f32) outs(%expanded_141 : tensor<64x8x128x2x2xf32>) -> tensor<64x8x128x2x2xf32>
    %477 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_139, %expanded_140 : tensor<64x8x1x256x256xf32>, tensor<8x128x1x128x128xf32>) outs(%476 : tensor<64x8x128x2x2xf32>) -> tensor<64x8x128x2x2xf32>
    %478 = tensor.empty() : tensor<8x128x64x2x2xf32>
    %transposed_142 = linalg.transpose ins(%477 : tensor<64x8x128x2x2xf32>) outs(%478 : tensor<8x128x64x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %479 = tensor.empty() : tensor<128x64x2x2xf32>
    %480 = linalg.fill ins(%cst : f32) outs(%479 : tensor<128x64x2x2xf32>) -> tensor<128x64x2x2xf32>
    %481 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_142 : tensor<8x128x64x2x2xf32>) outs(%480 : tensor<128x64x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128x64x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %483 = tensor.empty() : tensor<8x128x128x128xi1>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363 : tensor<8x128x128x128xf32>) outs(%483 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x128x128xi1>
    %485 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %cst_2, %474 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%485 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %359 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%487 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%486 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_143 = tensor.expand_shape %489 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%488 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%358, %358 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %492 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%490, %491 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_144 = tensor.expand_shape %492 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %493 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%358, %arg56 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_145 = tensor.expand_shape %493 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_144 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %494 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %expanded_143 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %expanded_145 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%488, %358 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %499 = tensor.empty() : tensor<128x128x3x3xf32>
    %500 = linalg.fill ins(%cst : f32) outs(%499 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %501 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%500 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg55[%951, %950, %954, %955] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %502 = tensor.empty() : tensor<8x128x130x130xf32>
    %503 = linalg.fill ins(%cst : f32) outs(%502 : tensor<8x128x130x130xf32>) -> tensor<8x128x130x130xf32>
    %inserted_slice_146 = tensor.insert_slice %497 into %503[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %504 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_146, %501 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %505 = tensor.empty() : tensor<128x8x128x128xf32>
    %transposed_147 = linalg.transpose ins(%345 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_148 = linalg.transpose ins(%497 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_149 = tensor.pad %transposed_147 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x128x128xf32> to tensor<128x8x130x130xf32>
    %506 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_149, %transposed_148 : tensor<128x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%500 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_150 = linalg.transpose ins(%506 : tensor<128x128x3x3xf32>) outs(%499 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<8x128x128x128xf32>) outs(%483 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x128x128xi1>
    %508 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %cst_2, %504 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%508 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %341 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%510 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%509 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_151 = tensor.expand_shape %512 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %513 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %514 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%340, %340 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%513, %514 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_152 = tensor.expand_shape %515 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%340, %arg53 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_153 = tensor.expand_shape %516 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_152 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %517 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %expanded_151 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %expanded_153 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%511, %340 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %522 = tensor.empty() : tensor<256x128x3x3xf32>
    %523 = linalg.fill ins(%cst : f32) outs(%522 : tensor<256x128x3x3xf32>) -> tensor<256x128x3x3xf32>
    %524 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%523 : tensor<256x128x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg52[%951, %950, %954, %955] : tensor<128x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x128x3x3xf32>
    %inserted_slice_154 = tensor.insert_slice %520 into %503[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %525 = tensor.empty() : tensor<8x256x128x128xf32>
    %526 = linalg.fill ins(%cst : f32) outs(%525 : tensor<8x256x128x128xf32>) -> tensor<8x256x128x128xf32>
    %527 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_154, %524 : tensor<8x128x130x130xf32>, tensor<256x128x3x3xf32>) outs(%526 : tensor<8x256x128x128xf32>) -> tensor<8x256x128x128xf32>
    %528 = tensor.empty() : tensor<256x8x128x128xf32>
    %transposed_155 = linalg.transpose ins(%concat_94 : tensor<8x256x128x128xf32>) outs(%528 : tensor<256x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_156 = linalg.transpose ins(%520 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_157 = tensor.pad %transposed_155 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x128x128xf32> to tensor<256x8x130x130xf32>
    %529 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_157, %transposed_156 : tensor<256x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%523 : tensor<256x128x3x3xf32>) -> tensor<256x128x3x3xf32>
    %530 = tensor.empty() : tensor<128x256x3x3xf32>
    %transposed_158 = linalg.transpose ins(%529 : tensor<256x128x3x3xf32>) outs(%530 : tensor<128x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_159 = tensor.extract_slice %527[0, 0, 0, 0] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x256x128x128xf32> to tensor<8x128x128x128xf32>
    %extracted_slice_160 = tensor.extract_slice %527[0, 128, 0, 0] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x256x128x128xf32> to tensor<8x128x128x128xf32>
    %531 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_159, %arg36 : tensor<8x128x128x128xf32>, tensor<256x128x2x2xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %transposed_161 = linalg.transpose ins(%extracted_slice_159 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %532 = tensor.empty() : tensor<128x2048x2x2xf32>
    %expanded_162 = tensor.expand_shape %transposed_161 [[0], [1, 2], [3], [4]] output_shape [128, 8, 1, 128, 128] : tensor<128x8x128x128xf32> into tensor<128x8x1x128x128xf32>
    %expanded_163 = tensor.expand_shape %321 [[0], [1], [2, 3], [4]] output_shape [8, 256, 1, 64, 64] : tensor<8x256x64x64xf32> into tensor<8x256x1x64x64xf32>
    %expanded_164 = tensor.expand_shape %532 [[0], [1, 2], [3], [4]] output_shape [128, 8, 256, 2, 2] : tensor<128x2048x2x2xf32> into tensor<128x8x256x2x2xf32>
    %533 = linalg.fill ins(%cst : f32) outs(%expanded_164 : tensor<128x8x256x2x2xf32>) -> tensor<128x8x256x2x2xf32>
    %534 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_162, %expanded_163 : tensor<128x8x1x128x128xf32>, tensor<8x256x1x64x64xf32>) outs(%533 : tensor<128x8x256x2x2xf32>) -> tensor<128x8x256x2x2xf32>
    %535 = tensor.empty() : tensor<8x256x128x2x2xf32>
    %transposed_165 = linalg.transpose ins(%534 : tensor<128x8x256x2x2xf32>) outs(%535 : tensor<8x256x128x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %536 = tensor.empty() : tensor<256x128x2x2xf32>
    %537 = linalg.fill ins(%cst : f32) outs(%536 : tensor<256x128x2x2xf32>) -> tensor<256x128x2x2xf32>
    %538 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_165 : tensor<8x256x128x2x2xf32>) outs(%537 : tensor<256x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256x128x2x2xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_159 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %540 = tensor.empty() : tensor<8x256x64x64xi1>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<8x256x64x64xf32>) outs(%540 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x64x64xi1>
    %542 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %cst_2, %531 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%542 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %317 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%544 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %546 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%543 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_166 = tensor.expand_shape %546 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %547 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%545 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %548 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%316, %316 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %549 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%547, %548 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_167 = tensor.expand_shape %549 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %550 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%316, %arg50 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_168 = tensor.expand_shape %550 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_167 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %551 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %expanded_166 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %expanded_168 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %555 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%545, %316 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %556 = tensor.empty() : tensor<256x256x3x3xf32>
    %557 = linalg.fill ins(%cst : f32) outs(%556 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %558 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%557 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg49[%951, %950, %954, %955] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %559 = tensor.empty() : tensor<8x256x66x66xf32>
    %560 = linalg.fill ins(%cst : f32) outs(%559 : tensor<8x256x66x66xf32>) -> tensor<8x256x66x66xf32>
    %inserted_slice_169 = tensor.insert_slice %554 into %560[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %561 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_169, %558 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %562 = tensor.empty() : tensor<256x8x64x64xf32>
    %transposed_170 = linalg.transpose ins(%303 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_171 = linalg.transpose ins(%554 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_172 = tensor.pad %transposed_170 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x64x64xf32> to tensor<256x8x66x66xf32>
    %563 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_172, %transposed_171 : tensor<256x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%557 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_173 = linalg.transpose ins(%563 : tensor<256x256x3x3xf32>) outs(%556 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %564 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<8x256x64x64xf32>) outs(%540 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x64x64xi1>
    %565 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %cst_2, %561 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %566 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%565 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565, %299 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%567 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%566 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_174 = tensor.expand_shape %569 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%568 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%298, %298 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%570, %571 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_175 = tensor.expand_shape %572 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%298, %arg47 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_176 = tensor.expand_shape %573 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_175 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %575 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565, %574 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %expanded_174 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %577 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %expanded_176 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %578 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%568, %298 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %579 = tensor.empty() : tensor<512x256x3x3xf32>
    %580 = linalg.fill ins(%cst : f32) outs(%579 : tensor<512x256x3x3xf32>) -> tensor<512x256x3x3xf32>
    %581 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%580 : tensor<512x256x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg46[%951, %950, %954, %955] : tensor<256x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x256x3x3xf32>
    %inserted_slice_177 = tensor.insert_slice %577 into %560[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %582 = tensor.empty() : tensor<8x512x64x64xf32>
    %583 = linalg.fill ins(%cst : f32) outs(%582 : tensor<8x512x64x64xf32>) -> tensor<8x512x64x64xf32>
    %584 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_177, %581 : tensor<8x256x66x66xf32>, tensor<512x256x3x3xf32>) outs(%583 : tensor<8x512x64x64xf32>) -> tensor<8x512x64x64xf32>
    %585 = tensor.empty() : tensor<512x8x64x64xf32>
    %transposed_178 = linalg.transpose ins(%concat_81 : tensor<8x512x64x64xf32>) outs(%585 : tensor<512x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_179 = linalg.transpose ins(%577 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_180 = tensor.pad %transposed_178 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x64x64xf32> to tensor<512x8x66x66xf32>
    %586 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %transposed_179 : tensor<512x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%580 : tensor<512x256x3x3xf32>) -> tensor<512x256x3x3xf32>
    %587 = tensor.empty() : tensor<256x512x3x3xf32>
    %transposed_181 = linalg.transpose ins(%586 : tensor<512x256x3x3xf32>) outs(%587 : tensor<256x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_182 = tensor.extract_slice %584[0, 0, 0, 0] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x512x64x64xf32> to tensor<8x256x64x64xf32>
    %extracted_slice_183 = tensor.extract_slice %584[0, 256, 0, 0] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x512x64x64xf32> to tensor<8x256x64x64xf32>
    %588 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_182, %arg34 : tensor<8x256x64x64xf32>, tensor<512x256x2x2xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %transposed_184 = linalg.transpose ins(%extracted_slice_182 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %589 = tensor.empty() : tensor<256x4096x2x2xf32>
    %expanded_185 = tensor.expand_shape %transposed_184 [[0], [1, 2], [3], [4]] output_shape [256, 8, 1, 64, 64] : tensor<256x8x64x64xf32> into tensor<256x8x1x64x64xf32>
    %expanded_186 = tensor.expand_shape %279 [[0], [1], [2, 3], [4]] output_shape [8, 512, 1, 32, 32] : tensor<8x512x32x32xf32> into tensor<8x512x1x32x32xf32>
    %expanded_187 = tensor.expand_shape %589 [[0], [1, 2], [3], [4]] output_shape [256, 8, 512, 2, 2] : tensor<256x4096x2x2xf32> into tensor<256x8x512x2x2xf32>
    %590 = linalg.fill ins(%cst : f32) outs(%expanded_187 : tensor<256x8x512x2x2xf32>) -> tensor<256x8x512x2x2xf32>
    %591 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_185, %expanded_186 : tensor<256x8x1x64x64xf32>, tensor<8x512x1x32x32xf32>) outs(%590 : tensor<256x8x512x2x2xf32>) -> tensor<256x8x512x2x2xf32>
    %592 = tensor.empty() : tensor<8x512x256x2x2xf32>
    %transposed_188 = linalg.transpose ins(%591 : tensor<256x8x512x2x2xf32>) outs(%592 : tensor<8x512x256x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %593 = tensor.empty() : tensor<512x256x2x2xf32>
    %594 = linalg.fill ins(%cst : f32) outs(%593 : tensor<512x256x2x2xf32>) -> tensor<512x256x2x2xf32>
    %595 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_188 : tensor<8x512x256x2x2xf32>) outs(%594 : tensor<512x256x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512x256x2x2xf32>
    %596 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_182 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %597 = tensor.empty() : tensor<8x512x32x32xi1>
    %598 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<8x512x32x32xf32>) outs(%597 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x32x32xi1>
    %599 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%598, %cst_2, %588 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %600 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%599 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %275 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%601 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%600 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_189 = tensor.expand_shape %603 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %604 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%602 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %274 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %606 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%604, %605 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_190 = tensor.expand_shape %606 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %arg44 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_191 = tensor.expand_shape %607 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %expanded_190 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %608 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609, %expanded_189 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%610, %expanded_191 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%602, %274 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %613 = tensor.empty() : tensor<512x512x3x3xf32>
    %614 = linalg.fill ins(%cst : f32) outs(%613 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %615 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%614 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg43[%951, %950, %954, %955] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %616 = tensor.empty() : tensor<8x512x34x34xf32>
    %617 = linalg.fill ins(%cst : f32) outs(%616 : tensor<8x512x34x34xf32>) -> tensor<8x512x34x34xf32>
    %inserted_slice_192 = tensor.insert_slice %611 into %617[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %618 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_192, %615 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %619 = tensor.empty() : tensor<512x8x32x32xf32>
    %transposed_193 = linalg.transpose ins(%261 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_194 = linalg.transpose ins(%611 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_195 = tensor.pad %transposed_193 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x32x32xf32> to tensor<512x8x34x34xf32>
    %620 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_195, %transposed_194 : tensor<512x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%614 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_196 = linalg.transpose ins(%620 : tensor<512x512x3x3xf32>) outs(%613 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %621 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<8x512x32x32xf32>) outs(%597 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x32x32xi1>
    %622 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%621, %cst_2, %618 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%622 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %624 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622, %257 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %625 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%624 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%623 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_197 = tensor.expand_shape %626 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%256, %256 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%627, %628 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_198 = tensor.expand_shape %629 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%256, %arg41 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_199 = tensor.expand_shape %630 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_198 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622, %631 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632, %expanded_197 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%633, %expanded_199 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %635 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%625, %256 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %636 = tensor.empty() : tensor<1024x512x3x3xf32>
    %637 = linalg.fill ins(%cst : f32) outs(%636 : tensor<1024x512x3x3xf32>) -> tensor<1024x512x3x3xf32>
    %638 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%637 : tensor<1024x512x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg40[%951, %950, %954, %955] : tensor<512x1024x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1024x512x3x3xf32>
    %inserted_slice_200 = tensor.insert_slice %634 into %617[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %639 = tensor.empty() : tensor<8x1024x32x32xf32>
    %640 = linalg.fill ins(%cst : f32) outs(%639 : tensor<8x1024x32x32xf32>) -> tensor<8x1024x32x32xf32>
    %641 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_200, %638 : tensor<8x512x34x34xf32>, tensor<1024x512x3x3xf32>) outs(%640 : tensor<8x1024x32x32xf32>) -> tensor<8x1024x32x32xf32>
    %642 = tensor.empty() : tensor<1024x8x32x32xf32>
    %transposed_201 = linalg.transpose ins(%concat : tensor<8x1024x32x32xf32>) outs(%642 : tensor<1024x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_202 = linalg.transpose ins(%634 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_203 = tensor.pad %transposed_201 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<1024x8x32x32xf32> to tensor<1024x8x34x34xf32>
    %643 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_203, %transposed_202 : tensor<1024x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%637 : tensor<1024x512x3x3xf32>) -> tensor<1024x512x3x3xf32>
    %644 = tensor.empty() : tensor<512x1024x3x3xf32>
    %transposed_204 = linalg.transpose ins(%643 : tensor<1024x512x3x3xf32>) outs(%644 : tensor<512x1024x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_205 = tensor.extract_slice %641[0, 0, 0, 0] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x1024x32x32xf32> to tensor<8x512x32x32xf32>
    %extracted_slice_206 = tensor.extract_slice %641[0, 512, 0, 0] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x1024x32x32xf32> to tensor<8x512x32x32xf32>
    %645 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_205, %arg32 : tensor<8x512x32x32xf32>, tensor<1024x512x2x2xf32>) outs(%194 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %transposed_207 = linalg.transpose ins(%extracted_slice_205 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %646 = tensor.empty() : tensor<512x8192x2x2xf32>
    %expanded_208 = tensor.expand_shape %transposed_207 [[0], [1, 2], [3], [4]] output_shape [512, 8, 1, 32, 32] : tensor<512x8x32x32xf32> into tensor<512x8x1x32x32xf32>
    %expanded_209 = tensor.expand_shape %237 [[0], [1], [2, 3], [4]] output_shape [8, 1024, 1, 16, 16] : tensor<8x1024x16x16xf32> into tensor<8x1024x1x16x16xf32>
    %expanded_210 = tensor.expand_shape %646 [[0], [1, 2], [3], [4]] output_shape [512, 8, 1024, 2, 2] : tensor<512x8192x2x2xf32> into tensor<512x8x1024x2x2xf32>
    %647 = linalg.fill ins(%cst : f32) outs(%expanded_210 : tensor<512x8x1024x2x2xf32>) -> tensor<512x8x1024x2x2xf32>
    %648 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_208, %expanded_209 : tensor<512x8x1x32x32xf32>, tensor<8x1024x1x16x16xf32>) outs(%647 : tensor<512x8x1024x2x2xf32>) -> tensor<512x8x1024x2x2xf32>
    %649 = tensor.empty() : tensor<8x1024x512x2x2xf32>
    %transposed_211 = linalg.transpose ins(%648 : tensor<512x8x1024x2x2xf32>) outs(%649 : tensor<8x1024x512x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %650 = tensor.empty() : tensor<1024x512x2x2xf32>
    %651 = linalg.fill ins(%cst : f32) outs(%650 : tensor<1024x512x2x2xf32>) -> tensor<1024x512x2x2xf32>
    %652 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_211 : tensor<8x1024x512x2x2xf32>) outs(%651 : tensor<1024x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024x512x2x2xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_205 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %654 = tensor.empty() : tensor<8x1024x16x16xi1>
    %655 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<8x1024x16x16xf32>) outs(%654 : tensor<8x1024x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x1024x16x16xi1>
    %656 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %cst_2, %645 : tensor<8x1024x16x16xi1>, tensor<f32>, tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%656 : tensor<8x1024x16x16xf32>) outs(%197 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %233 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%658 : tensor<8x1024x16x16xf32>) outs(%197 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %660 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%657 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_20 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_212 = tensor.expand_shape %660 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%659 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_20 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%232, %232 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%661, %662 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_213 = tensor.expand_shape %663 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%232, %arg30 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_214 = tensor.expand_shape %664 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %665 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_213 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %666 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %665 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %667 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %expanded_212 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %668 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %expanded_214 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%659, %232 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %670 = tensor.empty() : tensor<1024x1024x3x3xf32>
    %671 = linalg.fill ins(%cst : f32) outs(%670 : tensor<1024x1024x3x3xf32>) -> tensor<1024x1024x3x3xf32>
    %672 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%671 : tensor<1024x1024x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg29[%951, %950, %954, %955] : tensor<1024x1024x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1024x1024x3x3xf32>
    %673 = tensor.empty() : tensor<8x1024x18x18xf32>
    %674 = linalg.fill ins(%cst : f32) outs(%673 : tensor<8x1024x18x18xf32>) -> tensor<8x1024x18x18xf32>
    %inserted_slice_215 = tensor.insert_slice %668 into %674[0, 0, 1, 1] [8, 1024, 16, 16] [1, 1, 1, 1] : tensor<8x1024x16x16xf32> into tensor<8x1024x18x18xf32>
    %675 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_215, %672 : tensor<8x1024x18x18xf32>, tensor<1024x1024x3x3xf32>) outs(%194 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %676 = tensor.empty() : tensor<1024x8x16x16xf32>
    %transposed_216 = linalg.transpose ins(%219 : tensor<8x1024x16x16xf32>) outs(%676 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_217 = linalg.transpose ins(%668 : tensor<8x1024x16x16xf32>) outs(%676 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_218 = tensor.pad %transposed_216 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<1024x8x16x16xf32> to tensor<1024x8x18x18xf32>
    %677 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_218, %transposed_217 : tensor<1024x8x18x18xf32>, tensor<1024x8x16x16xf32>) outs(%671 : tensor<1024x1024x3x3xf32>) -> tensor<1024x1024x3x3xf32>
    %transposed_219 = linalg.transpose ins(%677 : tensor<1024x1024x3x3xf32>) outs(%670 : tensor<1024x1024x3x3xf32>) permutation = [1, 0, 2, 3] 
    %678 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<8x1024x16x16xf32>) outs(%654 : tensor<8x1024x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x1024x16x16xi1>
    %679 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %cst_2, %675 : tensor<8x1024x16x16xi1>, tensor<f32>, tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%679 : tensor<8x1024x16x16xf32>) outs(%197 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %215 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%681 : tensor<8x1024x16x16xf32>) outs(%197 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %683 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%680 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_20 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_220 = tensor.expand_shape %683 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %684 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%682 : tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_20 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %685 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%214, %214 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %685 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_221 = tensor.expand_shape %686 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%214, %arg27 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %expanded_222 = tensor.expand_shape %687 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_221 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %689 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %688 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %expanded_220 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690, %expanded_222 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%193 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x1024x16x16xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%682, %214 : tensor<1024xf32>, tensor<1024xf32>) outs(%196 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<1024xf32>
    %693 = linalg.fill ins(%cst : f32) outs(%644 : tensor<512x1024x3x3xf32>) -> tensor<512x1024x3x3xf32>
    %694 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%693 : tensor<512x1024x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg26[%951, %950, %954, %955] : tensor<1024x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x1024x3x3xf32>
    %inserted_slice_223 = tensor.insert_slice %691 into %674[0, 0, 1, 1] [8, 1024, 16, 16] [1, 1, 1, 1] : tensor<8x1024x16x16xf32> into tensor<8x1024x18x18xf32>
    %695 = linalg.fill ins(%cst : f32) outs(%190 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %696 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_223, %694 : tensor<8x1024x18x18xf32>, tensor<512x1024x3x3xf32>) outs(%695 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %697 = tensor.empty() : tensor<512x8x16x16xf32>
    %transposed_224 = linalg.transpose ins(%192 : tensor<8x512x16x16xf32>) outs(%697 : tensor<512x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_225 = linalg.transpose ins(%691 : tensor<8x1024x16x16xf32>) outs(%676 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_226 = tensor.pad %transposed_224 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x16x16xf32> to tensor<512x8x18x18xf32>
    %698 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_226, %transposed_225 : tensor<512x8x18x18xf32>, tensor<1024x8x16x16xf32>) outs(%693 : tensor<512x1024x3x3xf32>) -> tensor<512x1024x3x3xf32>
    %transposed_227 = linalg.transpose ins(%698 : tensor<512x1024x3x3xf32>) outs(%636 : tensor<1024x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_228 = tensor.extract_slice %189[0, 0, 0, 0] [8, 512, 16, 32] [1, 1, 2, 1] : tensor<8x512x32x32xf32> to tensor<8x512x16x32xf32>
    %extracted_slice_229 = tensor.extract_slice %extracted_slice_228[0, 0, 0, 0] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %extracted_slice_230 = tensor.extract_slice %extracted_slice_228[0, 0, 0, 1] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_229, %extracted_slice_230 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x16x16xf32>
    %extracted_slice_231 = tensor.extract_slice %189[0, 0, 1, 0] [8, 512, 16, 32] [1, 1, 2, 1] : tensor<8x512x32x32xf32> to tensor<8x512x16x32xf32>
    %extracted_slice_232 = tensor.extract_slice %extracted_slice_231[0, 0, 0, 0] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%699, %extracted_slice_232 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x16x16xf32>
    %extracted_slice_233 = tensor.extract_slice %extracted_slice_231[0, 0, 0, 1] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %701 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700, %extracted_slice_233 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x512x16x16xf32>
    %702 = tensor.empty() : tensor<8x512x16x16xi1>
    %703 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_229, %701 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %704 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %696, %cst_2 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xf32>, tensor<f32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x16x16xf32>
    %expanded_234 = tensor.expand_shape %704 [[0], [1], [2], [3, 4, 5]] output_shape [8, 512, 16, 1, 16, 1] : tensor<8x512x16x16xf32> into tensor<8x512x16x1x16x1xf32>
    %padded_235 = tensor.pad %expanded_234 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x512x16x1x16x1xf32> to tensor<8x512x16x2x16x2xf32>
    %collapsed = tensor.collapse_shape %padded_235 [[0], [1], [2, 3], [4, 5]] : tensor<8x512x16x2x16x2xf32> into tensor<8x512x32x32xf32>
    %extracted_slice_236 = tensor.extract_slice %collapsed[0, 0, 0, 0] [8, 512, 31, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> to tensor<8x512x31x32xf32>
    %extracted_slice_237 = tensor.extract_slice %extracted_slice_236[0, 0, 0, 0] [8, 512, 31, 31] [1, 1, 1, 1] : tensor<8x512x31x32xf32> to tensor<8x512x31x31xf32>
    %padded_238 = tensor.pad %extracted_slice_237 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x31x31xf32> to tensor<8x512x32x32xf32>
    %705 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_230, %701 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %706 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703 : tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %707 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%705, %706 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %705 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %709 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707, %696, %cst_2 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xf32>, tensor<f32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x16x16xf32>
    %expanded_239 = tensor.expand_shape %709 [[0], [1], [2], [3, 4, 5]] output_shape [8, 512, 16, 1, 16, 1] : tensor<8x512x16x16xf32> into tensor<8x512x16x1x16x1xf32>
    %padded_240 = tensor.pad %expanded_239 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x512x16x1x16x1xf32> to tensor<8x512x16x2x16x2xf32>
    %collapsed_241 = tensor.collapse_shape %padded_240 [[0], [1], [2, 3], [4, 5]] : tensor<8x512x16x2x16x2xf32> into tensor<8x512x32x32xf32>
    %extracted_slice_242 = tensor.extract_slice %collapsed_241[0, 0, 0, 0] [8, 512, 31, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> to tensor<8x512x31x32xf32>
    %extracted_slice_243 = tensor.extract_slice %extracted_slice_242[0, 0, 0, 0] [8, 512, 31, 31] [1, 1, 1, 1] : tensor<8x512x31x32xf32> to tensor<8x512x31x31xf32>
    %padded_244 = tensor.pad %extracted_slice_243 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x31x31xf32> to tensor<8x512x32x32xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_238, %padded_244 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_232, %701 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %712 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%708 : tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %713 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %712 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %714 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%708, %711 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %715 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713, %696, %cst_2 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xf32>, tensor<f32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x16x16xf32>
    %expanded_245 = tensor.expand_shape %715 [[0], [1], [2], [3, 4, 5]] output_shape [8, 512, 16, 1, 16, 1] : tensor<8x512x16x16xf32> into tensor<8x512x16x1x16x1xf32>
    %padded_246 = tensor.pad %expanded_245 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x512x16x1x16x1xf32> to tensor<8x512x16x2x16x2xf32>
    %collapsed_247 = tensor.collapse_shape %padded_246 [[0], [1], [2, 3], [4, 5]] : tensor<8x512x16x2x16x2xf32> into tensor<8x512x32x32xf32>
    %extracted_slice_248 = tensor.extract_slice %collapsed_247[0, 0, 0, 0] [8, 512, 31, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> to tensor<8x512x31x32xf32>
    %extracted_slice_249 = tensor.extract_slice %extracted_slice_248[0, 0, 0, 0] [8, 512, 31, 31] [1, 1, 1, 1] : tensor<8x512x31x32xf32> to tensor<8x512x31x31xf32>
    %padded_250 = tensor.pad %extracted_slice_249 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x31x31xf32> to tensor<8x512x32x32xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710, %padded_250 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_233, %701 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714 : tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %719 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717, %718 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%702 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x512x16x16xi1>
    %720 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719, %696, %cst_2 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xf32>, tensor<f32>) outs(%190 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x16x16xf32>
    %expanded_251 = tensor.expand_shape %720 [[0], [1], [2], [3, 4, 5]] output_shape [8, 512, 16, 1, 16, 1] : tensor<8x512x16x16xf32> into tensor<8x512x16x1x16x1xf32>
    %padded_252 = tensor.pad %expanded_251 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x512x16x1x16x1xf32> to tensor<8x512x16x2x16x2xf32>
    %collapsed_253 = tensor.collapse_shape %padded_252 [[0], [1], [2, 3], [4, 5]] : tensor<8x512x16x2x16x2xf32> into tensor<8x512x32x32xf32>
    %extracted_slice_254 = tensor.extract_slice %collapsed_253[0, 0, 0, 0] [8, 512, 31, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> to tensor<8x512x31x32xf32>
    %extracted_slice_255 = tensor.extract_slice %extracted_slice_254[0, 0, 0, 0] [8, 512, 31, 31] [1, 1, 1, 1] : tensor<8x512x31x32xf32> to tensor<8x512x31x31xf32>
    %padded_256 = tensor.pad %extracted_slice_255 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x31x31xf32> to tensor<8x512x32x32xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%716, %padded_256 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_206, %721 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<8x512x32x32xf32>) outs(%597 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x32x32xi1>
    %724 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723, %cst_2, %722 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %725 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%724 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%724, %185 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%726 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%725 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_257 = tensor.expand_shape %728 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %729 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%727 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%184, %184 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %731 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%729, %730 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_258 = tensor.expand_shape %731 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %732 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%184, %arg24 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_259 = tensor.expand_shape %732 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %733 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_258 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %734 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%724, %733 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %735 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %expanded_257 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %736 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %expanded_259 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %737 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%727, %184 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %738 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%614 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg23[%951, %950, %954, %955] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_260 = tensor.insert_slice %736 into %617[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %739 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_260, %738 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%146 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %transposed_261 = linalg.transpose ins(%171 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_262 = linalg.transpose ins(%736 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_263 = tensor.pad %transposed_261 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x32x32xf32> to tensor<512x8x34x34xf32>
    %740 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_263, %transposed_262 : tensor<512x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%614 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_264 = linalg.transpose ins(%740 : tensor<512x512x3x3xf32>) outs(%613 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %741 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<8x512x32x32xf32>) outs(%597 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x512x32x32xi1>
    %742 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %cst_2, %739 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%742 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %744 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %167 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %745 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%744 : tensor<8x512x32x32xf32>) outs(%149 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%743 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_265 = tensor.expand_shape %746 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%745 : tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_19 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%166, %166 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %749 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%747, %748 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_266 = tensor.expand_shape %749 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %750 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%166, %arg21 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %expanded_267 = tensor.expand_shape %750 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_266 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %752 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %751 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %753 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %expanded_265 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %754 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%753, %expanded_267 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%145 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x512x32x32xf32>
    %755 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%745, %166 : tensor<512xf32>, tensor<512xf32>) outs(%148 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<512xf32>
    %756 = linalg.fill ins(%cst : f32) outs(%587 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %757 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%756 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg20[%951, %950, %954, %955] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %inserted_slice_268 = tensor.insert_slice %754 into %617[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %758 = linalg.fill ins(%cst : f32) outs(%142 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %759 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_268, %757 : tensor<8x512x34x34xf32>, tensor<256x512x3x3xf32>) outs(%758 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %760 = tensor.empty() : tensor<256x8x32x32xf32>
    %transposed_269 = linalg.transpose ins(%144 : tensor<8x256x32x32xf32>) outs(%760 : tensor<256x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_270 = linalg.transpose ins(%754 : tensor<8x512x32x32xf32>) outs(%619 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_271 = tensor.pad %transposed_269 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x32x32xf32> to tensor<256x8x34x34xf32>
    %761 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_271, %transposed_270 : tensor<256x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%756 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %transposed_272 = linalg.transpose ins(%761 : tensor<256x512x3x3xf32>) outs(%579 : tensor<512x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_273 = tensor.extract_slice %141[0, 0, 0, 0] [8, 256, 32, 64] [1, 1, 2, 1] : tensor<8x256x64x64xf32> to tensor<8x256x32x64xf32>
    %extracted_slice_274 = tensor.extract_slice %extracted_slice_273[0, 0, 0, 0] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %extracted_slice_275 = tensor.extract_slice %extracted_slice_273[0, 0, 0, 1] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_274, %extracted_slice_275 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x32x32xf32>
    %extracted_slice_276 = tensor.extract_slice %141[0, 0, 1, 0] [8, 256, 32, 64] [1, 1, 2, 1] : tensor<8x256x64x64xf32> to tensor<8x256x32x64xf32>
    %extracted_slice_277 = tensor.extract_slice %extracted_slice_276[0, 0, 0, 0] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %763 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %extracted_slice_277 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x32x32xf32>
    %extracted_slice_278 = tensor.extract_slice %extracted_slice_276[0, 0, 0, 1] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %764 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %extracted_slice_278 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x256x32x32xf32>
    %765 = tensor.empty() : tensor<8x256x32x32xi1>
    %766 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_274, %764 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %767 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766, %759, %cst_2 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xf32>, tensor<f32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x32x32xf32>
    %expanded_279 = tensor.expand_shape %767 [[0], [1], [2], [3, 4, 5]] output_shape [8, 256, 32, 1, 32, 1] : tensor<8x256x32x32xf32> into tensor<8x256x32x1x32x1xf32>
    %padded_280 = tensor.pad %expanded_279 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x256x32x1x32x1xf32> to tensor<8x256x32x2x32x2xf32>
    %collapsed_281 = tensor.collapse_shape %padded_280 [[0], [1], [2, 3], [4, 5]] : tensor<8x256x32x2x32x2xf32> into tensor<8x256x64x64xf32>
    %extracted_slice_282 = tensor.extract_slice %collapsed_281[0, 0, 0, 0] [8, 256, 63, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> to tensor<8x256x63x64xf32>
    %extracted_slice_283 = tensor.extract_slice %extracted_slice_282[0, 0, 0, 0] [8, 256, 63, 63] [1, 1, 1, 1] : tensor<8x256x63x64xf32> to tensor<8x256x63x63xf32>
    %padded_284 = tensor.pad %extracted_slice_283 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x63x63xf32> to tensor<8x256x64x64xf32>
    %768 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_275, %764 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %769 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766 : tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %770 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768, %769 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %771 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766, %768 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %772 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %759, %cst_2 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xf32>, tensor<f32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x32x32xf32>
    %expanded_285 = tensor.expand_shape %772 [[0], [1], [2], [3, 4, 5]] output_shape [8, 256, 32, 1, 32, 1] : tensor<8x256x32x32xf32> into tensor<8x256x32x1x32x1xf32>
    %padded_286 = tensor.pad %expanded_285 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x256x32x1x32x1xf32> to tensor<8x256x32x2x32x2xf32>
    %collapsed_287 = tensor.collapse_shape %padded_286 [[0], [1], [2, 3], [4, 5]] : tensor<8x256x32x2x32x2xf32> into tensor<8x256x64x64xf32>
    %extracted_slice_288 = tensor.extract_slice %collapsed_287[0, 0, 0, 0] [8, 256, 63, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> to tensor<8x256x63x64xf32>
    %extracted_slice_289 = tensor.extract_slice %extracted_slice_288[0, 0, 0, 0] [8, 256, 63, 63] [1, 1, 1, 1] : tensor<8x256x63x64xf32> to tensor<8x256x63x63xf32>
    %padded_290 = tensor.pad %extracted_slice_289 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x63x63xf32> to tensor<8x256x64x64xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_284, %padded_290 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %774 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_277, %764 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %775 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771 : tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %776 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %775 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771, %774 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %778 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776, %759, %cst_2 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xf32>, tensor<f32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x32x32xf32>
    %expanded_291 = tensor.expand_shape %778 [[0], [1], [2], [3, 4, 5]] output_shape [8, 256, 32, 1, 32, 1] : tensor<8x256x32x32xf32> into tensor<8x256x32x1x32x1xf32>
    %padded_292 = tensor.pad %expanded_291 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x256x32x1x32x1xf32> to tensor<8x256x32x2x32x2xf32>
    %collapsed_293 = tensor.collapse_shape %padded_292 [[0], [1], [2, 3], [4, 5]] : tensor<8x256x32x2x32x2xf32> into tensor<8x256x64x64xf32>
    %extracted_slice_294 = tensor.extract_slice %collapsed_293[0, 0, 0, 0] [8, 256, 63, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> to tensor<8x256x63x64xf32>
    %extracted_slice_295 = tensor.extract_slice %extracted_slice_294[0, 0, 0, 0] [8, 256, 63, 63] [1, 1, 1, 1] : tensor<8x256x63x64xf32> to tensor<8x256x63x63xf32>
    %padded_296 = tensor.pad %extracted_slice_295 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x63x63xf32> to tensor<8x256x64x64xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773, %padded_296 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_278, %764 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %781 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777 : tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %782 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780, %781 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%765 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x256x32x32xi1>
    %783 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782, %759, %cst_2 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xf32>, tensor<f32>) outs(%142 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x32x32xf32>
    %expanded_297 = tensor.expand_shape %783 [[0], [1], [2], [3, 4, 5]] output_shape [8, 256, 32, 1, 32, 1] : tensor<8x256x32x32xf32> into tensor<8x256x32x1x32x1xf32>
    %padded_298 = tensor.pad %expanded_297 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x256x32x1x32x1xf32> to tensor<8x256x32x2x32x2xf32>
    %collapsed_299 = tensor.collapse_shape %padded_298 [[0], [1], [2, 3], [4, 5]] : tensor<8x256x32x2x32x2xf32> into tensor<8x256x64x64xf32>
    %extracted_slice_300 = tensor.extract_slice %collapsed_299[0, 0, 0, 0] [8, 256, 63, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> to tensor<8x256x63x64xf32>
    %extracted_slice_301 = tensor.extract_slice %extracted_slice_300[0, 0, 0, 0] [8, 256, 63, 63] [1, 1, 1, 1] : tensor<8x256x63x64xf32> to tensor<8x256x63x63xf32>
    %padded_302 = tensor.pad %extracted_slice_301 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x63x63xf32> to tensor<8x256x64x64xf32>
    %784 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779, %padded_302 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %785 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_183, %784 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %786 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<8x256x64x64xf32>) outs(%540 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x64x64xi1>
    %787 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %cst_2, %785 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %788 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%787 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %789 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787, %137 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%789 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%788 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_303 = tensor.expand_shape %791 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%790 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%136, %136 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%792, %793 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_304 = tensor.expand_shape %794 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%136, %arg18 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_305 = tensor.expand_shape %795 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %796 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_304 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %797 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787, %796 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %798 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%797, %expanded_303 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %799 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798, %expanded_305 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %800 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%790, %136 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %801 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%557 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg17[%951, %950, %954, %955] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %inserted_slice_306 = tensor.insert_slice %799 into %560[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %802 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_306, %801 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%98 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %transposed_307 = linalg.transpose ins(%123 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_308 = linalg.transpose ins(%799 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_309 = tensor.pad %transposed_307 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x64x64xf32> to tensor<256x8x66x66xf32>
    %803 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_309, %transposed_308 : tensor<256x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%557 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_310 = linalg.transpose ins(%803 : tensor<256x256x3x3xf32>) outs(%556 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %804 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<8x256x64x64xf32>) outs(%540 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x256x64x64xi1>
    %805 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %cst_2, %802 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%805 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %807 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %119 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%807 : tensor<8x256x64x64xf32>) outs(%101 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%806 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_311 = tensor.expand_shape %809 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%808 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_18 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%118, %118 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%810, %811 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_312 = tensor.expand_shape %812 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %813 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%118, %arg15 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %expanded_313 = tensor.expand_shape %813 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %814 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_312 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %815 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %814 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %816 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815, %expanded_311 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %817 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816, %expanded_313 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%97 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x256x64x64xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%808, %118 : tensor<256xf32>, tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<256xf32>
    %819 = linalg.fill ins(%cst : f32) outs(%530 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %820 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%819 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg14[%951, %950, %954, %955] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %inserted_slice_314 = tensor.insert_slice %817 into %560[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %821 = linalg.fill ins(%cst : f32) outs(%94 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %822 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_314, %820 : tensor<8x256x66x66xf32>, tensor<128x256x3x3xf32>) outs(%821 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %823 = tensor.empty() : tensor<128x8x64x64xf32>
    %transposed_315 = linalg.transpose ins(%96 : tensor<8x128x64x64xf32>) outs(%823 : tensor<128x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_316 = linalg.transpose ins(%817 : tensor<8x256x64x64xf32>) outs(%562 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_317 = tensor.pad %transposed_315 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x64x64xf32> to tensor<128x8x66x66xf32>
    %824 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_317, %transposed_316 : tensor<128x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%819 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %transposed_318 = linalg.transpose ins(%824 : tensor<128x256x3x3xf32>) outs(%522 : tensor<256x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_319 = tensor.extract_slice %93[0, 0, 0, 0] [8, 128, 64, 128] [1, 1, 2, 1] : tensor<8x128x128x128xf32> to tensor<8x128x64x128xf32>
    %extracted_slice_320 = tensor.extract_slice %extracted_slice_319[0, 0, 0, 0] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %extracted_slice_321 = tensor.extract_slice %extracted_slice_319[0, 0, 0, 1] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %825 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_320, %extracted_slice_321 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x64x64xf32>
    %extracted_slice_322 = tensor.extract_slice %93[0, 0, 1, 0] [8, 128, 64, 128] [1, 1, 2, 1] : tensor<8x128x128x128xf32> to tensor<8x128x64x128xf32>
    %extracted_slice_323 = tensor.extract_slice %extracted_slice_322[0, 0, 0, 0] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %826 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825, %extracted_slice_323 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x64x64xf32>
    %extracted_slice_324 = tensor.extract_slice %extracted_slice_322[0, 0, 0, 1] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %827 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%826, %extracted_slice_324 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x128x64x64xf32>
    %828 = tensor.empty() : tensor<8x128x64x64xi1>
    %829 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_320, %827 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %830 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %822, %cst_2 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xf32>, tensor<f32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x64x64xf32>
    %expanded_325 = tensor.expand_shape %830 [[0], [1], [2], [3, 4, 5]] output_shape [8, 128, 64, 1, 64, 1] : tensor<8x128x64x64xf32> into tensor<8x128x64x1x64x1xf32>
    %padded_326 = tensor.pad %expanded_325 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x128x64x1x64x1xf32> to tensor<8x128x64x2x64x2xf32>
    %collapsed_327 = tensor.collapse_shape %padded_326 [[0], [1], [2, 3], [4, 5]] : tensor<8x128x64x2x64x2xf32> into tensor<8x128x128x128xf32>
    %extracted_slice_328 = tensor.extract_slice %collapsed_327[0, 0, 0, 0] [8, 128, 127, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> to tensor<8x128x127x128xf32>
    %extracted_slice_329 = tensor.extract_slice %extracted_slice_328[0, 0, 0, 0] [8, 128, 127, 127] [1, 1, 1, 1] : tensor<8x128x127x128xf32> to tensor<8x128x127x127xf32>
    %padded_330 = tensor.pad %extracted_slice_329 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x127x127xf32> to tensor<8x128x128x128xf32>
    %831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_321, %827 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829 : tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%831, %832 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %831 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %835 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %822, %cst_2 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xf32>, tensor<f32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x64x64xf32>
    %expanded_331 = tensor.expand_shape %835 [[0], [1], [2], [3, 4, 5]] output_shape [8, 128, 64, 1, 64, 1] : tensor<8x128x64x64xf32> into tensor<8x128x64x1x64x1xf32>
    %padded_332 = tensor.pad %expanded_331 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x128x64x1x64x1xf32> to tensor<8x128x64x2x64x2xf32>
    %collapsed_333 = tensor.collapse_shape %padded_332 [[0], [1], [2, 3], [4, 5]] : tensor<8x128x64x2x64x2xf32> into tensor<8x128x128x128xf32>
    %extracted_slice_334 = tensor.extract_slice %collapsed_333[0, 0, 0, 0] [8, 128, 127, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> to tensor<8x128x127x128xf32>
    %extracted_slice_335 = tensor.extract_slice %extracted_slice_334[0, 0, 0, 0] [8, 128, 127, 127] [1, 1, 1, 1] : tensor<8x128x127x128xf32> to tensor<8x128x127x127xf32>
    %padded_336 = tensor.pad %extracted_slice_335 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x127x127xf32> to tensor<8x128x128x128xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_330, %padded_336 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %837 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_323, %827 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %838 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834 : tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %839 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837, %838 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %840 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %837 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %841 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %822, %cst_2 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xf32>, tensor<f32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x64x64xf32>
    %expanded_337 = tensor.expand_shape %841 [[0], [1], [2], [3, 4, 5]] output_shape [8, 128, 64, 1, 64, 1] : tensor<8x128x64x64xf32> into tensor<8x128x64x1x64x1xf32>
    %padded_338 = tensor.pad %expanded_337 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x128x64x1x64x1xf32> to tensor<8x128x64x2x64x2xf32>
    %collapsed_339 = tensor.collapse_shape %padded_338 [[0], [1], [2, 3], [4, 5]] : tensor<8x128x64x2x64x2xf32> into tensor<8x128x128x128xf32>
    %extracted_slice_340 = tensor.extract_slice %collapsed_339[0, 0, 0, 0] [8, 128, 127, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> to tensor<8x128x127x128xf32>
    %extracted_slice_341 = tensor.extract_slice %extracted_slice_340[0, 0, 0, 0] [8, 128, 127, 127] [1, 1, 1, 1] : tensor<8x128x127x128xf32> to tensor<8x128x127x127xf32>
    %padded_342 = tensor.pad %extracted_slice_341 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x127x127xf32> to tensor<8x128x128x128xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836, %padded_342 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %843 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_324, %827 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %844 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840 : tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %845 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843, %844 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%828 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x128x64x64xi1>
    %846 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %822, %cst_2 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xf32>, tensor<f32>) outs(%94 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x64x64xf32>
    %expanded_343 = tensor.expand_shape %846 [[0], [1], [2], [3, 4, 5]] output_shape [8, 128, 64, 1, 64, 1] : tensor<8x128x64x64xf32> into tensor<8x128x64x1x64x1xf32>
    %padded_344 = tensor.pad %expanded_343 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x128x64x1x64x1xf32> to tensor<8x128x64x2x64x2xf32>
    %collapsed_345 = tensor.collapse_shape %padded_344 [[0], [1], [2, 3], [4, 5]] : tensor<8x128x64x2x64x2xf32> into tensor<8x128x128x128xf32>
    %extracted_slice_346 = tensor.extract_slice %collapsed_345[0, 0, 0, 0] [8, 128, 127, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> to tensor<8x128x127x128xf32>
    %extracted_slice_347 = tensor.extract_slice %extracted_slice_346[0, 0, 0, 0] [8, 128, 127, 127] [1, 1, 1, 1] : tensor<8x128x127x128xf32> to tensor<8x128x127x127xf32>
    %padded_348 = tensor.pad %extracted_slice_347 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x127x127xf32> to tensor<8x128x128x128xf32>
    %847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842, %padded_348 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_160, %847 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %849 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<8x128x128x128xf32>) outs(%483 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x128x128xi1>
    %850 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849, %cst_2, %848 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %851 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%850 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %852 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %89 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %853 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%852 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %854 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%851 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_349 = tensor.expand_shape %854 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %855 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%853 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %856 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%88, %88 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %857 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%855, %856 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_350 = tensor.expand_shape %857 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %858 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%88, %arg12 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_351 = tensor.expand_shape %858 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %859 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_350 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %859 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %expanded_349 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861, %expanded_351 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %863 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%853, %88 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %864 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%500 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg11[%951, %950, %954, %955] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %inserted_slice_352 = tensor.insert_slice %862 into %503[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %865 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_352, %864 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%50 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %transposed_353 = linalg.transpose ins(%75 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_354 = linalg.transpose ins(%862 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_355 = tensor.pad %transposed_353 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x128x128xf32> to tensor<128x8x130x130xf32>
    %866 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_355, %transposed_354 : tensor<128x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%500 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_356 = linalg.transpose ins(%866 : tensor<128x128x3x3xf32>) outs(%499 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<8x128x128x128xf32>) outs(%483 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x128x128x128xi1>
    %868 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %cst_2, %865 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %869 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%868 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %71 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %871 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%870 : tensor<8x128x128x128xf32>) outs(%53 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%869 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_357 = tensor.expand_shape %872 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%871 : tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_17 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %874 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%70, %70 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%873, %874 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_358 = tensor.expand_shape %875 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%70, %arg9 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %expanded_359 = tensor.expand_shape %876 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %877 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_358 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %878 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %877 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %879 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%878, %expanded_357 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %expanded_359 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%49 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x128x128x128xf32>
    %881 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%871, %70 : tensor<128xf32>, tensor<128xf32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<128xf32>
    %882 = linalg.fill ins(%cst : f32) outs(%473 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %883 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%882 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg8[%951, %950, %954, %955] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %inserted_slice_360 = tensor.insert_slice %880 into %503[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %884 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %885 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_360, %883 : tensor<8x128x130x130xf32>, tensor<64x128x3x3xf32>) outs(%884 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %886 = tensor.empty() : tensor<64x8x128x128xf32>
    %transposed_361 = linalg.transpose ins(%48 : tensor<8x64x128x128xf32>) outs(%886 : tensor<64x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_362 = linalg.transpose ins(%880 : tensor<8x128x128x128xf32>) outs(%505 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_363 = tensor.pad %transposed_361 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x8x128x128xf32> to tensor<64x8x130x130xf32>
    %887 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_363, %transposed_362 : tensor<64x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%882 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %transposed_364 = linalg.transpose ins(%887 : tensor<64x128x3x3xf32>) outs(%465 : tensor<128x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_365 = tensor.extract_slice %44[0, 0, 0, 0] [8, 64, 128, 256] [1, 1, 2, 1] : tensor<8x64x256x256xf32> to tensor<8x64x128x256xf32>
    %extracted_slice_366 = tensor.extract_slice %extracted_slice_365[0, 0, 0, 0] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %extracted_slice_367 = tensor.extract_slice %extracted_slice_365[0, 0, 0, 1] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %888 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_366, %extracted_slice_367 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x128x128xf32>
    %extracted_slice_368 = tensor.extract_slice %44[0, 0, 1, 0] [8, 64, 128, 256] [1, 1, 2, 1] : tensor<8x64x256x256xf32> to tensor<8x64x128x256xf32>
    %extracted_slice_369 = tensor.extract_slice %extracted_slice_368[0, 0, 0, 0] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %extracted_slice_369 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x128x128xf32>
    %extracted_slice_370 = tensor.extract_slice %extracted_slice_368[0, 0, 0, 1] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %extracted_slice_370 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.cmpf ogt, %in, %in_410 : f32
      %951 = arith.select %950, %in, %in_410 : f32
      linalg.yield %951 : f32
    } -> tensor<8x64x128x128xf32>
    %891 = tensor.empty() : tensor<8x64x128x128xi1>
    %892 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_366, %890 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %893 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %885, %cst_2 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xf32>, tensor<f32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x128x128xf32>
    %expanded_371 = tensor.expand_shape %893 [[0], [1], [2], [3, 4, 5]] output_shape [8, 64, 128, 1, 128, 1] : tensor<8x64x128x128xf32> into tensor<8x64x128x1x128x1xf32>
    %padded_372 = tensor.pad %expanded_371 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x64x128x1x128x1xf32> to tensor<8x64x128x2x128x2xf32>
    %collapsed_373 = tensor.collapse_shape %padded_372 [[0], [1], [2, 3], [4, 5]] : tensor<8x64x128x2x128x2xf32> into tensor<8x64x256x256xf32>
    %extracted_slice_374 = tensor.extract_slice %collapsed_373[0, 0, 0, 0] [8, 64, 255, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> to tensor<8x64x255x256xf32>
    %extracted_slice_375 = tensor.extract_slice %extracted_slice_374[0, 0, 0, 0] [8, 64, 255, 255] [1, 1, 1, 1] : tensor<8x64x255x256xf32> to tensor<8x64x255x255xf32>
    %padded_376 = tensor.pad %extracted_slice_375 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x255x255xf32> to tensor<8x64x256x256xf32>
    %894 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_367, %890 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892 : tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %896 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %895 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %897 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %894 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %898 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%896, %885, %cst_2 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xf32>, tensor<f32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x128x128xf32>
    %expanded_377 = tensor.expand_shape %898 [[0], [1], [2], [3, 4, 5]] output_shape [8, 64, 128, 1, 128, 1] : tensor<8x64x128x128xf32> into tensor<8x64x128x1x128x1xf32>
    %padded_378 = tensor.pad %expanded_377 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x64x128x1x128x1xf32> to tensor<8x64x128x2x128x2xf32>
    %collapsed_379 = tensor.collapse_shape %padded_378 [[0], [1], [2, 3], [4, 5]] : tensor<8x64x128x2x128x2xf32> into tensor<8x64x256x256xf32>
    %extracted_slice_380 = tensor.extract_slice %collapsed_379[0, 0, 0, 0] [8, 64, 255, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> to tensor<8x64x255x256xf32>
    %extracted_slice_381 = tensor.extract_slice %extracted_slice_380[0, 0, 0, 0] [8, 64, 255, 255] [1, 1, 1, 1] : tensor<8x64x255x256xf32> to tensor<8x64x255x255xf32>
    %padded_382 = tensor.pad %extracted_slice_381 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x255x255xf32> to tensor<8x64x256x256xf32>
    %899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_376, %padded_382 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_369, %890 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %901 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897 : tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %902 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %901 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %903 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %900 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.ori %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %904 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902, %885, %cst_2 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xf32>, tensor<f32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x128x128xf32>
    %expanded_383 = tensor.expand_shape %904 [[0], [1], [2], [3, 4, 5]] output_shape [8, 64, 128, 1, 128, 1] : tensor<8x64x128x128xf32> into tensor<8x64x128x1x128x1xf32>
    %padded_384 = tensor.pad %expanded_383 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x64x128x1x128x1xf32> to tensor<8x64x128x2x128x2xf32>
    %collapsed_385 = tensor.collapse_shape %padded_384 [[0], [1], [2, 3], [4, 5]] : tensor<8x64x128x2x128x2xf32> into tensor<8x64x256x256xf32>
    %extracted_slice_386 = tensor.extract_slice %collapsed_385[0, 0, 0, 0] [8, 64, 255, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> to tensor<8x64x255x256xf32>
    %extracted_slice_387 = tensor.extract_slice %extracted_slice_386[0, 0, 0, 0] [8, 64, 255, 255] [1, 1, 1, 1] : tensor<8x64x255x256xf32> to tensor<8x64x255x255xf32>
    %padded_388 = tensor.pad %extracted_slice_387 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x255x255xf32> to tensor<8x64x256x256xf32>
    %905 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %padded_388 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %906 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_370, %890 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_410: f32, %out: i1):
      %950 = arith.cmpf oeq, %in, %in_410 : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %907 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%903 : tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      %950 = arith.xori %in, %true : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %908 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906, %907 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%891 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_410: i1, %out: i1):
      %950 = arith.andi %in, %in_410 : i1
      linalg.yield %950 : i1
    } -> tensor<8x64x128x128xi1>
    %909 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %885, %cst_2 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xf32>, tensor<f32>) outs(%45 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x128x128xf32>
    %expanded_389 = tensor.expand_shape %909 [[0], [1], [2], [3, 4, 5]] output_shape [8, 64, 128, 1, 128, 1] : tensor<8x64x128x128xf32> into tensor<8x64x128x1x128x1xf32>
    %padded_390 = tensor.pad %expanded_389 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index, %arg70: index, %arg71: index):
      tensor.yield %cst : f32
    } : tensor<8x64x128x1x128x1xf32> to tensor<8x64x128x2x128x2xf32>
    %collapsed_391 = tensor.collapse_shape %padded_390 [[0], [1], [2, 3], [4, 5]] : tensor<8x64x128x2x128x2xf32> into tensor<8x64x256x256xf32>
    %extracted_slice_392 = tensor.extract_slice %collapsed_391[0, 0, 0, 0] [8, 64, 255, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> to tensor<8x64x255x256xf32>
    %extracted_slice_393 = tensor.extract_slice %extracted_slice_392[0, 0, 0, 0] [8, 64, 255, 255] [1, 1, 1, 1] : tensor<8x64x255x256xf32> to tensor<8x64x255x255xf32>
    %padded_394 = tensor.pad %extracted_slice_393 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x255x255xf32> to tensor<8x64x256x256xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %padded_394 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %911 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_137, %910 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.addf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %912 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<8x64x256x256xf32>) outs(%427 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x256x256xi1>
    %913 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912, %cst_2, %911 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %914 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%913 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913, %40 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %916 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%915 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %917 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%914 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_395 = tensor.expand_shape %917 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %918 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%916 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %919 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%39, %39 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %920 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%918, %919 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_396 = tensor.expand_shape %920 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %921 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%39, %arg6 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_397 = tensor.expand_shape %921 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_396 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %923 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913, %922 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %924 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %expanded_395 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %925 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%924, %expanded_397 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %926 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%916, %39 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %927 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%444 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %950 = linalg.index 0 : index
      %951 = linalg.index 1 : index
      %952 = linalg.index 2 : index
      %953 = linalg.index 3 : index
      %954 = arith.subi %c2, %952 : index
      %955 = arith.subi %c2, %953 : index
      %extracted = tensor.extract %arg5[%951, %950, %954, %955] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_398 = tensor.insert_slice %925 into %447[0, 0, 1, 1] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> into tensor<8x64x258x258xf32>
    %928 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_398, %927 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %transposed_399 = linalg.transpose ins(%26 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_400 = linalg.transpose ins(%925 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_401 = tensor.pad %transposed_399 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x8x256x256xf32> to tensor<64x8x258x258xf32>
    %929 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_401, %transposed_400 : tensor<64x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%444 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_402 = linalg.transpose ins(%929 : tensor<64x64x3x3xf32>) outs(%443 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %930 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<8x64x256x256xf32>) outs(%427 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %950 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %950 : i1
    } -> tensor<8x64x256x256xi1>
    %931 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930, %cst_2, %928 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_410: f32, %in_411: f32, %out: f32):
      %950 = arith.select %in, %in_410, %in_411 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %932 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%931 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %933 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %22 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%933 : tensor<8x64x256x256xf32>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.addf %in, %out : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%932 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_403 = tensor.expand_shape %935 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %936 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%934 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %950 = arith.mulf %in, %cst_16 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %937 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %21 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %938 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%936, %937 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_404 = tensor.expand_shape %938 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %939 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %arg3 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %expanded_405 = tensor.expand_shape %939 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_404 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %940 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %942 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%941, %expanded_403 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.subf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %943 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942, %expanded_405 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<8x64x256x256xf32>
    %944 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%934, %21 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_410: f32, %out: f32):
      %950 = arith.mulf %in, %in_410 : f32
      linalg.yield %950 : f32
    } -> tensor<64xf32>
    %945 = tensor.empty() : tensor<3x8x256x256xf32>
    %transposed_406 = linalg.transpose ins(%arg0 : tensor<8x3x256x256xf32>) outs(%945 : tensor<3x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_407 = linalg.transpose ins(%943 : tensor<8x64x256x256xf32>) outs(%420 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_408 = tensor.pad %transposed_406 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<3x8x256x256xf32> to tensor<3x8x258x258xf32>
    %946 = tensor.empty() : tensor<3x64x3x3xf32>
    %947 = linalg.fill ins(%cst : f32) outs(%946 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %948 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_408, %transposed_407 : tensor<3x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%947 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %949 = tensor.empty() : tensor<64x3x3x3xf32>
    %transposed_409 = linalg.transpose ins(%948 : tensor<3x64x3x3xf32>) outs(%949 : tensor<64x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    return %413, %transposed_409, %944, %932, %transposed_402, %926, %914, %transposed_364, %881, %869, %transposed_356, %863, %851, %transposed_318, %818, %806, %transposed_310, %800, %788, %transposed_272, %755, %743, %transposed_264, %737, %725, %transposed_227, %692, %680, %transposed_219, %669, %657, %652, %653, %595, %596, %538, %539, %481, %482, %transposed_204, %635, %623, %transposed_196, %612, %600, %transposed_181, %578, %566, %transposed_173, %555, %543, %transposed_158, %521, %509, %transposed_150, %498, %486, %transposed_136, %464, %452, %transposed_128, %442, %430, %transposed_120, %426 : tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1024x512x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x1024x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x2x2xf32>, tensor<512xf32>, tensor<512x256x2x2xf32>, tensor<256xf32>, tensor<256x128x2x2xf32>, tensor<128xf32>, tensor<128x64x2x2xf32>, tensor<64xf32>, tensor<512x1024x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x64x1x1xf32>, tensor<2xf32>
  }
}
