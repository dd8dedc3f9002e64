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
  func.func @train_step(%arg0: tensor<8x3x256x256xf32>, %arg1: tensor<8x2x256x256xf32>, %arg2: tensor<64x3x3x3xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64x3x3xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<128x64x3x3xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x128x3x3xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<256x128x3x3xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256xf32>, %arg17: tensor<256x256x3x3xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<512x256x3x3xf32>, %arg21: tensor<512xf32>, %arg22: tensor<512xf32>, %arg23: tensor<512x512x3x3xf32>, %arg24: tensor<512xf32>, %arg25: tensor<512xf32>, %arg26: tensor<1024x512x3x3xf32>, %arg27: tensor<1024xf32>, %arg28: tensor<1024xf32>, %arg29: tensor<1024x1024x3x3xf32>, %arg30: tensor<1024xf32>, %arg31: tensor<1024xf32>, %arg32: tensor<1024x512x2x2xf32>, %arg33: tensor<512xf32>, %arg34: tensor<512x256x2x2xf32>, %arg35: tensor<256xf32>, %arg36: tensor<256x128x2x2xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128x64x2x2xf32>, %arg39: tensor<64xf32>, %arg40: tensor<512x1024x3x3xf32>, %arg41: tensor<512xf32>, %arg42: tensor<512xf32>, %arg43: tensor<512x512x3x3xf32>, %arg44: tensor<512xf32>, %arg45: tensor<512xf32>, %arg46: tensor<256x512x3x3xf32>, %arg47: tensor<256xf32>, %arg48: tensor<256xf32>, %arg49: tensor<256x256x3x3xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<128x256x3x3xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128xf32>, %arg55: tensor<128x128x3x3xf32>, %arg56: tensor<128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<64x128x3x3xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<64x64x3x3xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<2x64x1x1xf32>, %arg65: tensor<2xf32>) -> (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1024x512x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x1024x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x2x2xf32>, tensor<512xf32>, tensor<512x256x2x2xf32>, tensor<256xf32>, tensor<256x128x2x2xf32>, tensor<128xf32>, tensor<128x64x2x2xf32>, tensor<64xf32>, tensor<512x1024x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x64x1x1xf32>, tensor<2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 5.242880e+05 : f32
    %cst_5 = arith.constant 1.310720e+05 : f32
    %cst_6 = arith.constant 3.276800e+04 : f32
    %cst_7 = arith.constant 8.192000e+03 : f32
    %cst_8 = arith.constant 2.048000e+03 : f32
    %c1 = arith.constant 1 : index
    %cst_9 = arith.constant 0x49800000 : f32
    %cst_10 = arith.constant 1.90734863E-6 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_11 = arith.constant 7.62939453E-6 : f32
    %cst_12 = arith.constant 3.05175781E-5 : f32
    %cst_13 = arith.constant 1.22070313E-4 : f32
    %cst_14 = arith.constant 4.8828125E-4 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x3x256x256xf32> to tensor<8x3x258x258xf32>
    %0 = tensor.empty() : tensor<8x64x256x256xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<8x3x258x258xf32>, tensor<64x3x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %3 = tensor.empty() : tensor<8x64x256x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x64x256x1xf32>) -> tensor<8x64x256x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %6 = tensor.empty() : tensor<8x64x1x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x64x1x1xf32>) -> tensor<8x64x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%5 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %9 = tensor.empty() : tensor<1x64x1x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %12 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%14 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%15 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%18 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%19 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %25 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x64x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %26 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_15 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_15 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %padded_16 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x256x256xf32> to tensor<8x64x258x258xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_16, %arg5 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%35 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%36 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %38 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%40 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%41 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%44 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%45 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %42 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %48 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %51 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x64x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %52 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %54 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %collapsed_17 = tensor.collapse_shape %54 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_18 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_18 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_19 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_19 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %60 = tensor.empty() : tensor<8x64x128x128xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %62 = tensor.empty() : tensor<2x2xf32>
    %63 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%59, %62 : tensor<8x64x256x256xf32>, tensor<2x2xf32>) outs(%61 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %padded_20 = tensor.pad %63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x128x128xf32> to tensor<8x64x130x130xf32>
    %64 = tensor.empty() : tensor<8x128x128x128xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %66 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_20, %arg8 : tensor<8x64x130x130xf32>, tensor<128x64x3x3xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %67 = tensor.empty() : tensor<8x128x128x1xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<8x128x128x1xf32>) -> tensor<8x128x128x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %70 = tensor.empty() : tensor<8x128x1x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<8x128x1x1xf32>) -> tensor<8x128x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%69 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %73 = tensor.empty() : tensor<1x128x1x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%72 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %76 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%77 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%78 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%79 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%82 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%83 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %80 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %89 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x128x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %90 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %collapsed_21 = tensor.collapse_shape %92 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_22 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_22 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_23 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_23 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %padded_24 = tensor.pad %97 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x128x128xf32> to tensor<8x128x130x130xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg11 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%98 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%99 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%100 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %102 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%104 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%105 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%108 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%109 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %112 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %115 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x128x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %116 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %collapsed_25 = tensor.collapse_shape %118 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_26 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_26 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_27 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_27 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %124 = tensor.empty() : tensor<8x128x64x64xf32>
    %125 = linalg.fill ins(%cst_0 : f32) outs(%124 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %126 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%123, %62 : tensor<8x128x128x128xf32>, tensor<2x2xf32>) outs(%125 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %padded_28 = tensor.pad %126 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x64x64xf32> to tensor<8x128x66x66xf32>
    %127 = tensor.empty() : tensor<8x256x64x64xf32>
    %128 = linalg.fill ins(%cst : f32) outs(%127 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %129 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_28, %arg14 : tensor<8x128x66x66xf32>, tensor<256x128x3x3xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %130 = tensor.empty() : tensor<8x256x64x1xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<8x256x64x1xf32>) -> tensor<8x256x64x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %133 = tensor.empty() : tensor<8x256x1x1xf32>
    %134 = linalg.fill ins(%cst : f32) outs(%133 : tensor<8x256x1x1xf32>) -> tensor<8x256x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%132 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %136 = tensor.empty() : tensor<1x256x1x1xf32>
    %137 = linalg.fill ins(%cst : f32) outs(%136 : tensor<1x256x1x1xf32>) -> tensor<1x256x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%135 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %139 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%140 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%141 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%142 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%145 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%146 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %143 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %152 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x256x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %153 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %155 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %155 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_30 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_30 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_31 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_31 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %padded_32 = tensor.pad %160 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x64x64xf32> to tensor<8x256x66x66xf32>
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_32, %arg17 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%161 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%162 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%163 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %165 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%167 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%168 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%171 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%172 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %175 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %178 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x256x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %179 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %181 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %collapsed_33 = tensor.collapse_shape %181 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_34 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_34 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_35 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_35 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %187 = tensor.empty() : tensor<8x256x32x32xf32>
    %188 = linalg.fill ins(%cst_0 : f32) outs(%187 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %189 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%186, %62 : tensor<8x256x64x64xf32>, tensor<2x2xf32>) outs(%188 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %padded_36 = tensor.pad %189 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x32x32xf32> to tensor<8x256x34x34xf32>
    %190 = tensor.empty() : tensor<8x512x32x32xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg20 : tensor<8x256x34x34xf32>, tensor<512x256x3x3xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %193 = tensor.empty() : tensor<8x512x32x1xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<8x512x32x1xf32>) -> tensor<8x512x32x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%192 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %196 = tensor.empty() : tensor<8x512x1x1xf32>
    %197 = linalg.fill ins(%cst : f32) outs(%196 : tensor<8x512x1x1xf32>) -> tensor<8x512x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%195 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %199 = tensor.empty() : tensor<1x512x1x1xf32>
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%198 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %202 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%203 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%204 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%205 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %203 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%208 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%209 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %206 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %212 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %215 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x512x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %216 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %collapsed_37 = tensor.collapse_shape %218 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_38 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_38 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_39 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_39 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %padded_40 = tensor.pad %223 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x32x32xf32> to tensor<8x512x34x34xf32>
    %224 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_40, %arg23 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%224 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%225 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%226 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %228 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%229 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%230 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%231 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %229 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%233 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%234 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%235 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %232 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %238 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %241 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x512x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %242 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %244 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %collapsed_41 = tensor.collapse_shape %244 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_42 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_42 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_43 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_43 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %250 = tensor.empty() : tensor<8x512x16x16xf32>
    %251 = linalg.fill ins(%cst_0 : f32) outs(%250 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %252 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%249, %62 : tensor<8x512x32x32xf32>, tensor<2x2xf32>) outs(%251 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %padded_44 = tensor.pad %252 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x16x16xf32> to tensor<8x512x18x18xf32>
    %253 = tensor.empty() : tensor<8x1024x16x16xf32>
    %254 = linalg.fill ins(%cst : f32) outs(%253 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %255 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg26 : tensor<8x512x18x18xf32>, tensor<1024x512x3x3xf32>) outs(%254 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %256 = tensor.empty() : tensor<8x1024x16x1xf32>
    %257 = linalg.fill ins(%cst : f32) outs(%256 : tensor<8x1024x16x1xf32>) -> tensor<8x1024x16x1xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%255 : tensor<8x1024x16x16xf32>) outs(%257 : tensor<8x1024x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x1xf32>
    %259 = tensor.empty() : tensor<8x1024x1x1xf32>
    %260 = linalg.fill ins(%cst : f32) outs(%259 : tensor<8x1024x1x1xf32>) -> tensor<8x1024x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%258 : tensor<8x1024x16x1xf32>) outs(%260 : tensor<8x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x1x1xf32>
    %262 = tensor.empty() : tensor<1x1024x1x1xf32>
    %263 = linalg.fill ins(%cst : f32) outs(%262 : tensor<1x1024x1x1xf32>) -> tensor<1x1024x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%261 : tensor<8x1024x1x1xf32>) outs(%263 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %265 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%266 : tensor<8x1024x16x16xf32>) outs(%257 : tensor<8x1024x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x1xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%267 : tensor<8x1024x16x1xf32>) outs(%260 : tensor<8x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%268 : tensor<8x1024x1x1xf32>) outs(%263 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %266 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%270 : tensor<8x1024x16x16xf32>) outs(%257 : tensor<8x1024x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%271 : tensor<8x1024x16x1xf32>) outs(%260 : tensor<8x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%272 : tensor<8x1024x1x1xf32>) outs(%263 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %269 : tensor<1x1024x1x1xf32>, tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %275 : tensor<1x1024x1x1xf32>, tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %278 : tensor<1x1024x1x1xf32>, tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x1024x1x1xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %279 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %281 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %collapsed_45 = tensor.collapse_shape %281 [[0, 1, 2, 3]] : tensor<1x1024x1x1xf32> into tensor<1024xf32>
    %expanded_46 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_46 : tensor<8x1024x16x16xf32>, tensor<1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %expanded_47 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_47 : tensor<8x1024x16x16xf32>, tensor<1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %padded_48 = tensor.pad %286 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x1024x16x16xf32> to tensor<8x1024x18x18xf32>
    %287 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_48, %arg29 : tensor<8x1024x18x18xf32>, tensor<1024x1024x3x3xf32>) outs(%254 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%287 : tensor<8x1024x16x16xf32>) outs(%257 : tensor<8x1024x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x1xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%288 : tensor<8x1024x16x1xf32>) outs(%260 : tensor<8x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x1x1xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%289 : tensor<8x1024x1x1xf32>) outs(%263 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %291 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%292 : tensor<8x1024x16x16xf32>) outs(%257 : tensor<8x1024x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x1xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%293 : tensor<8x1024x16x1xf32>) outs(%260 : tensor<8x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x1x1xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%294 : tensor<8x1024x1x1xf32>) outs(%263 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %292 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%296 : tensor<8x1024x16x16xf32>) outs(%257 : tensor<8x1024x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x1xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%297 : tensor<8x1024x16x1xf32>) outs(%260 : tensor<8x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%298 : tensor<8x1024x1x1xf32>) outs(%263 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %295 : tensor<1x1024x1x1xf32>, tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %301 : tensor<1x1024x1x1xf32>, tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_8 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %304 : tensor<1x1024x1x1xf32>, tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x1024x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<1x1024x1x1xf32>) outs(%262 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x1024x1x1xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %305 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %307 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %collapsed_49 = tensor.collapse_shape %307 [[0, 1, 2, 3]] : tensor<1x1024x1x1xf32> into tensor<1024xf32>
    %expanded_50 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_50 : tensor<8x1024x16x16xf32>, tensor<1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %expanded_51 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_51 : tensor<8x1024x16x16xf32>, tensor<1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311 : tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %313 = tensor.empty() : tensor<512x1024x2x2xf32>
    %314 = linalg.fill ins(%cst : f32) outs(%313 : tensor<512x1024x2x2xf32>) -> tensor<512x1024x2x2xf32>
    %315 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%314 : tensor<512x1024x2x2xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c1, %1076 : index
      %1079 = arith.subi %c1, %1077 : index
      %extracted = tensor.extract %arg32[%1075, %1074, %1078, %1079] : tensor<1024x512x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x1024x2x2xf32>
    %316 = tensor.empty() : tensor<8x1024x33x33xf32>
    %317 = linalg.fill ins(%cst : f32) outs(%316 : tensor<8x1024x33x33xf32>) -> tensor<8x1024x33x33xf32>
    %inserted_slice = tensor.insert_slice %312 into %317[0, 0, 1, 1] [8, 1024, 16, 16] [1, 1, 2, 2] : tensor<8x1024x16x16xf32> into tensor<8x1024x33x33xf32>
    %broadcasted = linalg.broadcast ins(%arg33 : tensor<512xf32>) outs(%190 : tensor<8x512x32x32xf32>) dimensions = [0, 2, 3] 
    %318 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %315 : tensor<8x1024x33x33xf32>, tensor<512x1024x2x2xf32>) outs(%broadcasted : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %concat = tensor.concat dim(1) %318, %249 : (tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) -> tensor<8x1024x32x32xf32>
    %padded_52 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x1024x32x32xf32> to tensor<8x1024x34x34xf32>
    %319 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_52, %arg40 : tensor<8x1024x34x34xf32>, tensor<512x1024x3x3xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%319 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%320 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%321 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %323 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%324 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%325 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%326 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %324 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%328 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%329 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%330 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %327 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %333 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %336 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x512x1x1xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %337 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %collapsed_53 = tensor.collapse_shape %339 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_54 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_54 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_55 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_55 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343 : tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %padded_56 = tensor.pad %344 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x32x32xf32> to tensor<8x512x34x34xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %arg43 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%345 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%346 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%347 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %349 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%350 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%351 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%352 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %350 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%354 : tensor<8x512x32x32xf32>) outs(%194 : tensor<8x512x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x1xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%355 : tensor<8x512x32x1xf32>) outs(%197 : tensor<8x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%356 : tensor<8x512x1x1xf32>) outs(%200 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %353 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %359 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_7 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %362 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x512x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<1x512x1x1xf32>) outs(%199 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x512x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %363 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %365 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %collapsed_57 = tensor.collapse_shape %365 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_58 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_58 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %expanded_59 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_59 : tensor<8x512x32x32xf32>, tensor<512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %371 = tensor.empty() : tensor<256x512x2x2xf32>
    %372 = linalg.fill ins(%cst : f32) outs(%371 : tensor<256x512x2x2xf32>) -> tensor<256x512x2x2xf32>
    %373 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%372 : tensor<256x512x2x2xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c1, %1076 : index
      %1079 = arith.subi %c1, %1077 : index
      %extracted = tensor.extract %arg34[%1075, %1074, %1078, %1079] : tensor<512x256x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x2x2xf32>
    %374 = tensor.empty() : tensor<8x512x65x65xf32>
    %375 = linalg.fill ins(%cst : f32) outs(%374 : tensor<8x512x65x65xf32>) -> tensor<8x512x65x65xf32>
    %inserted_slice_60 = tensor.insert_slice %370 into %375[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 2, 2] : tensor<8x512x32x32xf32> into tensor<8x512x65x65xf32>
    %broadcasted_61 = linalg.broadcast ins(%arg35 : tensor<256xf32>) outs(%127 : tensor<8x256x64x64xf32>) dimensions = [0, 2, 3] 
    %376 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_60, %373 : tensor<8x512x65x65xf32>, tensor<256x512x2x2xf32>) outs(%broadcasted_61 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %concat_62 = tensor.concat dim(1) %376, %186 : (tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) -> tensor<8x512x64x64xf32>
    %padded_63 = tensor.pad %concat_62 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x512x64x64xf32> to tensor<8x512x66x66xf32>
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %arg46 : tensor<8x512x66x66xf32>, tensor<256x512x3x3xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%377 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%378 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%379 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %381 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%382 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%383 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%384 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %382 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%386 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%387 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%388 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %385 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %391 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %394 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x256x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %395 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %397 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %collapsed_64 = tensor.collapse_shape %397 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_65 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %expanded_65 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_66 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_66 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %padded_67 = tensor.pad %402 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x64x64xf32> to tensor<8x256x66x66xf32>
    %403 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_67, %arg49 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%403 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%404 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%405 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %407 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%409 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%410 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %408 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%412 : tensor<8x256x64x64xf32>) outs(%131 : tensor<8x256x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x1xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%413 : tensor<8x256x64x1xf32>) outs(%134 : tensor<8x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%414 : tensor<8x256x1x1xf32>) outs(%137 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %411 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %417 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_6 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %420 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x256x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<1x256x1x1xf32>) outs(%136 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x256x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %421 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %423 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %collapsed_68 = tensor.collapse_shape %423 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_69 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %expanded_69 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %expanded_70 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %expanded_70 : tensor<8x256x64x64xf32>, tensor<256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %429 = tensor.empty() : tensor<128x256x2x2xf32>
    %430 = linalg.fill ins(%cst : f32) outs(%429 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %431 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%430 : tensor<128x256x2x2xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c1, %1076 : index
      %1079 = arith.subi %c1, %1077 : index
      %extracted = tensor.extract %arg36[%1075, %1074, %1078, %1079] : tensor<256x128x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x2x2xf32>
    %432 = tensor.empty() : tensor<8x256x129x129xf32>
    %433 = linalg.fill ins(%cst : f32) outs(%432 : tensor<8x256x129x129xf32>) -> tensor<8x256x129x129xf32>
    %inserted_slice_71 = tensor.insert_slice %428 into %433[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 2, 2] : tensor<8x256x64x64xf32> into tensor<8x256x129x129xf32>
    %broadcasted_72 = linalg.broadcast ins(%arg37 : tensor<128xf32>) outs(%64 : tensor<8x128x128x128xf32>) dimensions = [0, 2, 3] 
    %434 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_71, %431 : tensor<8x256x129x129xf32>, tensor<128x256x2x2xf32>) outs(%broadcasted_72 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %concat_73 = tensor.concat dim(1) %434, %123 : (tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) -> tensor<8x256x128x128xf32>
    %padded_74 = tensor.pad %concat_73 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x256x128x128xf32> to tensor<8x256x130x130xf32>
    %435 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_74, %arg52 : tensor<8x256x130x130xf32>, tensor<128x256x3x3xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%435 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%436 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%437 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %439 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%440 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%441 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%442 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %440 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%444 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%445 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%446 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %443 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %449 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %452 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x128x1x1xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %453 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %455 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %collapsed_75 = tensor.collapse_shape %455 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_76 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_76 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_77 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_77 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %padded_78 = tensor.pad %460 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x128x128xf32> to tensor<8x128x130x130xf32>
    %461 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_78, %arg55 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%461 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%462 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%463 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %465 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%466 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%467 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%468 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %466 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%470 : tensor<8x128x128x128xf32>) outs(%68 : tensor<8x128x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x1xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%471 : tensor<8x128x128x1xf32>) outs(%71 : tensor<8x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%472 : tensor<8x128x1x1xf32>) outs(%74 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %469 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %475 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_5 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %478 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x128x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x128x1x1xf32>) outs(%73 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x128x1x1xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %479 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %481 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %collapsed_79 = tensor.collapse_shape %481 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_80 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_80 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %expanded_81 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %expanded_81 : tensor<8x128x128x128xf32>, tensor<128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485 : tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %487 = tensor.empty() : tensor<64x128x2x2xf32>
    %488 = linalg.fill ins(%cst : f32) outs(%487 : tensor<64x128x2x2xf32>) -> tensor<64x128x2x2xf32>
    %489 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%488 : tensor<64x128x2x2xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c1, %1076 : index
      %1079 = arith.subi %c1, %1077 : index
      %extracted = tensor.extract %arg38[%1075, %1074, %1078, %1079] : tensor<128x64x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x2x2xf32>
    %490 = tensor.empty() : tensor<8x128x257x257xf32>
    %491 = linalg.fill ins(%cst : f32) outs(%490 : tensor<8x128x257x257xf32>) -> tensor<8x128x257x257xf32>
    %inserted_slice_82 = tensor.insert_slice %486 into %491[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 2, 2] : tensor<8x128x128x128xf32> into tensor<8x128x257x257xf32>
    %broadcasted_83 = linalg.broadcast ins(%arg39 : tensor<64xf32>) outs(%0 : tensor<8x64x256x256xf32>) dimensions = [0, 2, 3] 
    %492 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_82, %489 : tensor<8x128x257x257xf32>, tensor<64x128x2x2xf32>) outs(%broadcasted_83 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %concat_84 = tensor.concat dim(1) %492, %59 : (tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) -> tensor<8x128x256x256xf32>
    %padded_85 = tensor.pad %concat_84 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x128x256x256xf32> to tensor<8x128x258x258xf32>
    %493 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_85, %arg58 : tensor<8x128x258x258xf32>, tensor<64x128x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%493 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%494 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%495 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493, %497 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%498 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%499 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%500 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %498 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%502 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%503 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%504 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %501 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %507 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %510 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x64x1x1xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493, %511 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %513 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %collapsed_86 = tensor.collapse_shape %513 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_87 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %expanded_87 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_88 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_88 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %padded_89 = tensor.pad %518 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<8x64x256x256xf32> to tensor<8x64x258x258xf32>
    %519 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_89, %arg61 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%519 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%520 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%521 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %523 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%524 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%525 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%526 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524, %524 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%528 : tensor<8x64x256x256xf32>) outs(%4 : tensor<8x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x1xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%529 : tensor<8x64x256x1xf32>) outs(%7 : tensor<8x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x1x1xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%530 : tensor<8x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %527 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %533 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_4 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523, %536 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.truncf %cst_3 : f64 to f32
      %1075 = arith.addf %in, %1074 : f32
      linalg.yield %1075 : f32
    } -> tensor<1x64x1x1xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.rsqrt %in : f32
      linalg.yield %1074 : f32
    } -> tensor<1x64x1x1xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %537 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %539 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %collapsed_90 = tensor.collapse_shape %539 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_91 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_91 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %expanded_92 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %expanded_92 : tensor<8x64x256x256xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.maximumf %in, %cst : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %545 = tensor.empty() : tensor<8x2x256x256xf32>
    %broadcasted_93 = linalg.broadcast ins(%arg65 : tensor<2xf32>) outs(%545 : tensor<8x2x256x256xf32>) dimensions = [0, 2, 3] 
    %546 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%544, %arg64 : tensor<8x64x256x256xf32>, tensor<2x64x1x1xf32>) outs(%broadcasted_93 : tensor<8x2x256x256xf32>) -> tensor<8x2x256x256xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %arg1 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%545 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x2x256x256xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<8x2x256x256xf32>) outs(%545 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1074 : f32
    } -> tensor<8x2x256x256xf32>
    %549 = tensor.empty() : tensor<f32>
    %550 = linalg.fill ins(%cst : f32) outs(%549 : tensor<f32>) -> tensor<f32>
    %551 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%548 : tensor<8x2x256x256xf32>) outs(%550 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<f32>
    %552 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%551 : tensor<f32>) outs(%549 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.divf %in, %cst_9 : f32
      linalg.yield %1074 : f32
    } -> tensor<f32>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<8x2x256x256xf32>) outs(%545 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x2x256x256xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %cst_2 : tensor<8x2x256x256xf32>, tensor<f32>) outs(%545 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x2x256x256xf32>
    %555 = tensor.empty() : tensor<64x2x1x1xf32>
    %556 = linalg.fill ins(%cst : f32) outs(%555 : tensor<64x2x1x1xf32>) -> tensor<64x2x1x1xf32>
    %557 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%556 : tensor<64x2x1x1xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %extracted = tensor.extract %arg64[%1075, %1074, %c0, %c0] : tensor<2x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x2x1x1xf32>
    %558 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%554, %557 : tensor<8x2x256x256xf32>, tensor<64x2x1x1xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %559 = tensor.empty() : tensor<64x8x256x256xf32>
    %transposed = linalg.transpose ins(%544 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %560 = tensor.empty() : tensor<2x8x256x256xf32>
    %transposed_94 = linalg.transpose ins(%554 : tensor<8x2x256x256xf32>) outs(%560 : tensor<2x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %561 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed, %transposed_94 : tensor<64x8x256x256xf32>, tensor<2x8x256x256xf32>) outs(%556 : tensor<64x2x1x1xf32>) -> tensor<64x2x1x1xf32>
    %562 = tensor.empty() : tensor<2x64x1x1xf32>
    %transposed_95 = linalg.transpose ins(%561 : tensor<64x2x1x1xf32>) outs(%562 : tensor<2x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %563 = tensor.empty() : tensor<2xf32>
    %564 = linalg.fill ins(%cst : f32) outs(%563 : tensor<2xf32>) -> tensor<2xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%554 : tensor<8x2x256x256xf32>) outs(%564 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<2xf32>
    %566 = tensor.empty() : tensor<8x64x256x256xi1>
    %567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<8x64x256x256xf32>) outs(%566 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x256x256xi1>
    %568 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %cst_1, %558 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %569 = tensor.empty() : tensor<64xf32>
    %570 = linalg.fill ins(%cst : f32) outs(%569 : tensor<64xf32>) -> tensor<64xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%568 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568, %540 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %573 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%572 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %574 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%571 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_96 = tensor.expand_shape %574 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %575 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%573 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %576 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_90, %collapsed_90 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %577 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%575, %576 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_97 = tensor.expand_shape %577 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %578 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_90, %arg62 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_98 = tensor.expand_shape %578 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %expanded_97 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568, %579 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580, %expanded_96 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %expanded_98 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %583 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%573, %collapsed_90 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %584 = tensor.empty() : tensor<64x64x3x3xf32>
    %585 = linalg.fill ins(%cst : f32) outs(%584 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %586 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%585 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg61[%1075, %1074, %1078, %1079] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %587 = tensor.empty() : tensor<8x64x258x258xf32>
    %588 = linalg.fill ins(%cst : f32) outs(%587 : tensor<8x64x258x258xf32>) -> tensor<8x64x258x258xf32>
    %inserted_slice_99 = tensor.insert_slice %582 into %588[0, 0, 1, 1] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> into tensor<8x64x258x258xf32>
    %589 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_99, %586 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %transposed_100 = linalg.transpose ins(%518 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_101 = linalg.transpose ins(%582 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_102 = tensor.pad %transposed_100 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x8x256x256xf32> to tensor<64x8x258x258xf32>
    %590 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_102, %transposed_101 : tensor<64x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%585 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_103 = linalg.transpose ins(%590 : tensor<64x64x3x3xf32>) outs(%584 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %591 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518 : tensor<8x64x256x256xf32>) outs(%566 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x256x256xi1>
    %592 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591, %cst_1, %589 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %593 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%592 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %514 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %595 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%594 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %596 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%593 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_104 = tensor.expand_shape %596 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %597 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%595 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %598 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_86, %collapsed_86 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %599 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%597, %598 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_105 = tensor.expand_shape %599 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %600 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_86, %arg59 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_106 = tensor.expand_shape %600 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %expanded_105 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %601 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602, %expanded_104 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603, %expanded_106 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %605 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%595, %collapsed_86 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %606 = tensor.empty() : tensor<128x64x3x3xf32>
    %607 = linalg.fill ins(%cst : f32) outs(%606 : tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %608 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%607 : tensor<128x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg58[%1075, %1074, %1078, %1079] : tensor<64x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x64x3x3xf32>
    %inserted_slice_107 = tensor.insert_slice %604 into %588[0, 0, 1, 1] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> into tensor<8x64x258x258xf32>
    %609 = tensor.empty() : tensor<8x128x256x256xf32>
    %610 = linalg.fill ins(%cst : f32) outs(%609 : tensor<8x128x256x256xf32>) -> tensor<8x128x256x256xf32>
    %611 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_107, %608 : tensor<8x64x258x258xf32>, tensor<128x64x3x3xf32>) outs(%610 : tensor<8x128x256x256xf32>) -> tensor<8x128x256x256xf32>
    %612 = tensor.empty() : tensor<128x8x256x256xf32>
    %transposed_108 = linalg.transpose ins(%concat_84 : tensor<8x128x256x256xf32>) outs(%612 : tensor<128x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_109 = linalg.transpose ins(%604 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_110 = tensor.pad %transposed_108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x256x256xf32> to tensor<128x8x258x258xf32>
    %613 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %transposed_109 : tensor<128x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%607 : tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %614 = tensor.empty() : tensor<64x128x3x3xf32>
    %transposed_111 = linalg.transpose ins(%613 : tensor<128x64x3x3xf32>) outs(%614 : tensor<64x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice = tensor.extract_slice %611[0, 0, 0, 0] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x128x256x256xf32> to tensor<8x64x256x256xf32>
    %extracted_slice_112 = tensor.extract_slice %611[0, 64, 0, 0] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x128x256x256xf32> to tensor<8x64x256x256xf32>
    %615 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice, %arg38 : tensor<8x64x256x256xf32>, tensor<128x64x2x2xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %transposed_113 = linalg.transpose ins(%extracted_slice : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %616 = tensor.empty() : tensor<64x1024x2x2xf32>
    %expanded_114 = tensor.expand_shape %transposed_113 [[0], [1, 2], [3], [4]] output_shape [64, 8, 1, 256, 256] : tensor<64x8x256x256xf32> into tensor<64x8x1x256x256xf32>
    %expanded_115 = tensor.expand_shape %486 [[0], [1], [2, 3], [4]] output_shape [8, 128, 1, 128, 128] : tensor<8x128x128x128xf32> into tensor<8x128x1x128x128xf32>
    %expanded_116 = tensor.expand_shape %616 [[0], [1, 2], [3], [4]] output_shape [64, 8, 128, 2, 2] : tensor<64x1024x2x2xf32> into tensor<64x8x128x2x2xf32>
    %617 = linalg.fill ins(%cst : f32) outs(%expanded_116 : tensor<64x8x128x2x2xf32>) -> tensor<64x8x128x2x2xf32>
    %618 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_114, %expanded_115 : tensor<64x8x1x256x256xf32>, tensor<8x128x1x128x128xf32>) outs(%617 : tensor<64x8x128x2x2xf32>) -> tensor<64x8x128x2x2xf32>
    %619 = tensor.empty() : tensor<8x128x64x2x2xf32>
    %transposed_117 = linalg.transpose ins(%618 : tensor<64x8x128x2x2xf32>) outs(%619 : tensor<8x128x64x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %620 = tensor.empty() : tensor<128x64x2x2xf32>
    %621 = linalg.fill ins(%cst : f32) outs(%620 : tensor<128x64x2x2xf32>) -> tensor<128x64x2x2xf32>
    %622 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_117 : tensor<8x128x64x2x2xf32>) outs(%621 : tensor<128x64x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128x64x2x2xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %624 = tensor.empty() : tensor<8x128x128x128xi1>
    %625 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486 : tensor<8x128x128x128xf32>) outs(%624 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x128x128xi1>
    %626 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%625, %cst_1, %615 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %627 = tensor.empty() : tensor<128xf32>
    %628 = linalg.fill ins(%cst : f32) outs(%627 : tensor<128xf32>) -> tensor<128xf32>
    %629 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%626 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %482 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%630 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %632 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%629 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_118 = tensor.expand_shape %632 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %633 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%631 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %634 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_79, %collapsed_79 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %635 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%633, %634 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_119 = tensor.expand_shape %635 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %636 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_79, %arg56 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_120 = tensor.expand_shape %636 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_119 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %637 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %639 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %expanded_118 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %640 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %expanded_120 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %641 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%631, %collapsed_79 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %642 = tensor.empty() : tensor<128x128x3x3xf32>
    %643 = linalg.fill ins(%cst : f32) outs(%642 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %644 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%643 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg55[%1075, %1074, %1078, %1079] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %645 = tensor.empty() : tensor<8x128x130x130xf32>
    %646 = linalg.fill ins(%cst : f32) outs(%645 : tensor<8x128x130x130xf32>) -> tensor<8x128x130x130xf32>
    %inserted_slice_121 = tensor.insert_slice %640 into %646[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %647 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_121, %644 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %648 = tensor.empty() : tensor<128x8x128x128xf32>
    %transposed_122 = linalg.transpose ins(%460 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_123 = linalg.transpose ins(%640 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_124 = tensor.pad %transposed_122 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x128x128xf32> to tensor<128x8x130x130xf32>
    %649 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_124, %transposed_123 : tensor<128x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%643 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_125 = linalg.transpose ins(%649 : tensor<128x128x3x3xf32>) outs(%642 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %650 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460 : tensor<8x128x128x128xf32>) outs(%624 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x128x128xi1>
    %651 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650, %cst_1, %647 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%651 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%651, %456 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%653 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %655 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%652 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_126 = tensor.expand_shape %655 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %656 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%654 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %657 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_75, %collapsed_75 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %658 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%656, %657 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_127 = tensor.expand_shape %658 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %659 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_75, %arg53 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_128 = tensor.expand_shape %659 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_127 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%651, %660 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %expanded_126 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %663 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662, %expanded_128 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %664 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%654, %collapsed_75 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %665 = tensor.empty() : tensor<256x128x3x3xf32>
    %666 = linalg.fill ins(%cst : f32) outs(%665 : tensor<256x128x3x3xf32>) -> tensor<256x128x3x3xf32>
    %667 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%666 : tensor<256x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg52[%1075, %1074, %1078, %1079] : tensor<128x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x128x3x3xf32>
    %inserted_slice_129 = tensor.insert_slice %663 into %646[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %668 = tensor.empty() : tensor<8x256x128x128xf32>
    %669 = linalg.fill ins(%cst : f32) outs(%668 : tensor<8x256x128x128xf32>) -> tensor<8x256x128x128xf32>
    %670 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_129, %667 : tensor<8x128x130x130xf32>, tensor<256x128x3x3xf32>) outs(%669 : tensor<8x256x128x128xf32>) -> tensor<8x256x128x128xf32>
    %671 = tensor.empty() : tensor<256x8x128x128xf32>
    %transposed_130 = linalg.transpose ins(%concat_73 : tensor<8x256x128x128xf32>) outs(%671 : tensor<256x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_131 = linalg.transpose ins(%663 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_132 = tensor.pad %transposed_130 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x128x128xf32> to tensor<256x8x130x130xf32>
    %672 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %transposed_131 : tensor<256x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%666 : tensor<256x128x3x3xf32>) -> tensor<256x128x3x3xf32>
    %673 = tensor.empty() : tensor<128x256x3x3xf32>
    %transposed_133 = linalg.transpose ins(%672 : tensor<256x128x3x3xf32>) outs(%673 : tensor<128x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_134 = tensor.extract_slice %670[0, 0, 0, 0] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x256x128x128xf32> to tensor<8x128x128x128xf32>
    %extracted_slice_135 = tensor.extract_slice %670[0, 128, 0, 0] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x256x128x128xf32> to tensor<8x128x128x128xf32>
    %674 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_134, %arg36 : tensor<8x128x128x128xf32>, tensor<256x128x2x2xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %transposed_136 = linalg.transpose ins(%extracted_slice_134 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %675 = tensor.empty() : tensor<128x2048x2x2xf32>
    %expanded_137 = tensor.expand_shape %transposed_136 [[0], [1, 2], [3], [4]] output_shape [128, 8, 1, 128, 128] : tensor<128x8x128x128xf32> into tensor<128x8x1x128x128xf32>
    %expanded_138 = tensor.expand_shape %428 [[0], [1], [2, 3], [4]] output_shape [8, 256, 1, 64, 64] : tensor<8x256x64x64xf32> into tensor<8x256x1x64x64xf32>
    %expanded_139 = tensor.expand_shape %675 [[0], [1, 2], [3], [4]] output_shape [128, 8, 256, 2, 2] : tensor<128x2048x2x2xf32> into tensor<128x8x256x2x2xf32>
    %676 = linalg.fill ins(%cst : f32) outs(%expanded_139 : tensor<128x8x256x2x2xf32>) -> tensor<128x8x256x2x2xf32>
    %677 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_137, %expanded_138 : tensor<128x8x1x128x128xf32>, tensor<8x256x1x64x64xf32>) outs(%676 : tensor<128x8x256x2x2xf32>) -> tensor<128x8x256x2x2xf32>
    %678 = tensor.empty() : tensor<8x256x128x2x2xf32>
    %transposed_140 = linalg.transpose ins(%677 : tensor<128x8x256x2x2xf32>) outs(%678 : tensor<8x256x128x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %679 = tensor.empty() : tensor<256x128x2x2xf32>
    %680 = linalg.fill ins(%cst : f32) outs(%679 : tensor<256x128x2x2xf32>) -> tensor<256x128x2x2xf32>
    %681 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_140 : tensor<8x256x128x2x2xf32>) outs(%680 : tensor<256x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256x128x2x2xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_134 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %683 = tensor.empty() : tensor<8x256x64x64xi1>
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428 : tensor<8x256x64x64xf32>) outs(%683 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x64x64xi1>
    %685 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %cst_1, %674 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %686 = tensor.empty() : tensor<256xf32>
    %687 = linalg.fill ins(%cst : f32) outs(%686 : tensor<256xf32>) -> tensor<256xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%685 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %689 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685, %424 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%689 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %691 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%688 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_141 = tensor.expand_shape %691 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %692 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%690 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %693 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_68, %collapsed_68 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %694 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%692, %693 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_142 = tensor.expand_shape %694 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %695 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_68, %arg50 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_143 = tensor.expand_shape %695 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %expanded_142 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %697 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685, %696 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %expanded_141 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%698, %expanded_143 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %700 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%690, %collapsed_68 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %701 = tensor.empty() : tensor<256x256x3x3xf32>
    %702 = linalg.fill ins(%cst : f32) outs(%701 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %703 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%702 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg49[%1075, %1074, %1078, %1079] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %704 = tensor.empty() : tensor<8x256x66x66xf32>
    %705 = linalg.fill ins(%cst : f32) outs(%704 : tensor<8x256x66x66xf32>) -> tensor<8x256x66x66xf32>
    %inserted_slice_144 = tensor.insert_slice %699 into %705[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %706 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_144, %703 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %707 = tensor.empty() : tensor<256x8x64x64xf32>
    %transposed_145 = linalg.transpose ins(%402 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_146 = linalg.transpose ins(%699 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_147 = tensor.pad %transposed_145 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x64x64xf32> to tensor<256x8x66x66xf32>
    %708 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_147, %transposed_146 : tensor<256x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%702 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_148 = linalg.transpose ins(%708 : tensor<256x256x3x3xf32>) outs(%701 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %709 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<8x256x64x64xf32>) outs(%683 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x64x64xi1>
    %710 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709, %cst_1, %706 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%710 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710, %398 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%712 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %714 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%711 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_149 = tensor.expand_shape %714 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %715 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%713 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %716 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_64, %collapsed_64 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %717 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%715, %716 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_150 = tensor.expand_shape %717 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %718 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_64, %arg47 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_151 = tensor.expand_shape %718 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %719 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_150 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710, %719 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %expanded_149 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %expanded_151 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %723 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%713, %collapsed_64 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %724 = tensor.empty() : tensor<512x256x3x3xf32>
    %725 = linalg.fill ins(%cst : f32) outs(%724 : tensor<512x256x3x3xf32>) -> tensor<512x256x3x3xf32>
    %726 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%725 : tensor<512x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg46[%1075, %1074, %1078, %1079] : tensor<256x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x256x3x3xf32>
    %inserted_slice_152 = tensor.insert_slice %722 into %705[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %727 = tensor.empty() : tensor<8x512x64x64xf32>
    %728 = linalg.fill ins(%cst : f32) outs(%727 : tensor<8x512x64x64xf32>) -> tensor<8x512x64x64xf32>
    %729 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_152, %726 : tensor<8x256x66x66xf32>, tensor<512x256x3x3xf32>) outs(%728 : tensor<8x512x64x64xf32>) -> tensor<8x512x64x64xf32>
    %730 = tensor.empty() : tensor<512x8x64x64xf32>
    %transposed_153 = linalg.transpose ins(%concat_62 : tensor<8x512x64x64xf32>) outs(%730 : tensor<512x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_154 = linalg.transpose ins(%722 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_155 = tensor.pad %transposed_153 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x64x64xf32> to tensor<512x8x66x66xf32>
    %731 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_155, %transposed_154 : tensor<512x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%725 : tensor<512x256x3x3xf32>) -> tensor<512x256x3x3xf32>
    %732 = tensor.empty() : tensor<256x512x3x3xf32>
    %transposed_156 = linalg.transpose ins(%731 : tensor<512x256x3x3xf32>) outs(%732 : tensor<256x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_157 = tensor.extract_slice %729[0, 0, 0, 0] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x512x64x64xf32> to tensor<8x256x64x64xf32>
    %extracted_slice_158 = tensor.extract_slice %729[0, 256, 0, 0] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x512x64x64xf32> to tensor<8x256x64x64xf32>
    %733 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_157, %arg34 : tensor<8x256x64x64xf32>, tensor<512x256x2x2xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %transposed_159 = linalg.transpose ins(%extracted_slice_157 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %734 = tensor.empty() : tensor<256x4096x2x2xf32>
    %expanded_160 = tensor.expand_shape %transposed_159 [[0], [1, 2], [3], [4]] output_shape [256, 8, 1, 64, 64] : tensor<256x8x64x64xf32> into tensor<256x8x1x64x64xf32>
    %expanded_161 = tensor.expand_shape %370 [[0], [1], [2, 3], [4]] output_shape [8, 512, 1, 32, 32] : tensor<8x512x32x32xf32> into tensor<8x512x1x32x32xf32>
    %expanded_162 = tensor.expand_shape %734 [[0], [1, 2], [3], [4]] output_shape [256, 8, 512, 2, 2] : tensor<256x4096x2x2xf32> into tensor<256x8x512x2x2xf32>
    %735 = linalg.fill ins(%cst : f32) outs(%expanded_162 : tensor<256x8x512x2x2xf32>) -> tensor<256x8x512x2x2xf32>
    %736 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_160, %expanded_161 : tensor<256x8x1x64x64xf32>, tensor<8x512x1x32x32xf32>) outs(%735 : tensor<256x8x512x2x2xf32>) -> tensor<256x8x512x2x2xf32>
    %737 = tensor.empty() : tensor<8x512x256x2x2xf32>
    %transposed_163 = linalg.transpose ins(%736 : tensor<256x8x512x2x2xf32>) outs(%737 : tensor<8x512x256x2x2xf32>) permutation = [1, 2, 0, 3, 4] 
    %738 = tensor.empty() : tensor<512x256x2x2xf32>
    %739 = linalg.fill ins(%cst : f32) outs(%738 : tensor<512x256x2x2xf32>) -> tensor<512x256x2x2xf32>
    %740 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_163 : tensor<8x512x256x2x2xf32>) outs(%739 : tensor<512x256x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512x256x2x2xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_157 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %742 = tensor.empty() : tensor<8x512x32x32xi1>
    %743 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<8x512x32x32xf32>) outs(%742 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x32x32xi1>
    %744 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%743, %cst_1, %733 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %745 = tensor.empty() : tensor<512xf32>
    %746 = linalg.fill ins(%cst : f32) outs(%745 : tensor<512xf32>) -> tensor<512xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%744 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%744, %366 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%748 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %750 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%747 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_164 = tensor.expand_shape %750 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %751 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%749 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %752 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_57, %collapsed_57 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %753 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%751, %752 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_165 = tensor.expand_shape %753 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %754 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_57, %arg44 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_166 = tensor.expand_shape %754 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_165 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %756 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%744, %755 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %757 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756, %expanded_164 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %758 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%757, %expanded_166 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %759 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%749, %collapsed_57 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %760 = tensor.empty() : tensor<512x512x3x3xf32>
    %761 = linalg.fill ins(%cst : f32) outs(%760 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %762 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%761 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg43[%1075, %1074, %1078, %1079] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %763 = tensor.empty() : tensor<8x512x34x34xf32>
    %764 = linalg.fill ins(%cst : f32) outs(%763 : tensor<8x512x34x34xf32>) -> tensor<8x512x34x34xf32>
    %inserted_slice_167 = tensor.insert_slice %758 into %764[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %765 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_167, %762 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %766 = tensor.empty() : tensor<512x8x32x32xf32>
    %transposed_168 = linalg.transpose ins(%344 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_169 = linalg.transpose ins(%758 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_170 = tensor.pad %transposed_168 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x32x32xf32> to tensor<512x8x34x34xf32>
    %767 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_170, %transposed_169 : tensor<512x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%761 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_171 = linalg.transpose ins(%767 : tensor<512x512x3x3xf32>) outs(%760 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %768 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<8x512x32x32xf32>) outs(%742 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x32x32xi1>
    %769 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768, %cst_1, %765 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %770 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%769 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %340 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%771 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %773 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%770 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_172 = tensor.expand_shape %773 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %774 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%772 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %775 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_53, %collapsed_53 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %776 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%774, %775 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_173 = tensor.expand_shape %776 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %777 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_53, %arg41 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_174 = tensor.expand_shape %777 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_173 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %778 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779, %expanded_172 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %781 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780, %expanded_174 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %782 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%772, %collapsed_53 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %783 = tensor.empty() : tensor<1024x512x3x3xf32>
    %784 = linalg.fill ins(%cst : f32) outs(%783 : tensor<1024x512x3x3xf32>) -> tensor<1024x512x3x3xf32>
    %785 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%784 : tensor<1024x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg40[%1075, %1074, %1078, %1079] : tensor<512x1024x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1024x512x3x3xf32>
    %inserted_slice_175 = tensor.insert_slice %781 into %764[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %786 = tensor.empty() : tensor<8x1024x32x32xf32>
    %787 = linalg.fill ins(%cst : f32) outs(%786 : tensor<8x1024x32x32xf32>) -> tensor<8x1024x32x32xf32>
    %788 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_175, %785 : tensor<8x512x34x34xf32>, tensor<1024x512x3x3xf32>) outs(%787 : tensor<8x1024x32x32xf32>) -> tensor<8x1024x32x32xf32>
    %789 = tensor.empty() : tensor<1024x8x32x32xf32>
    %transposed_176 = linalg.transpose ins(%concat : tensor<8x1024x32x32xf32>) outs(%789 : tensor<1024x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_177 = linalg.transpose ins(%781 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_178 = tensor.pad %transposed_176 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<1024x8x32x32xf32> to tensor<1024x8x34x34xf32>
    %790 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_178, %transposed_177 : tensor<1024x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%784 : tensor<1024x512x3x3xf32>) -> tensor<1024x512x3x3xf32>
    %791 = tensor.empty() : tensor<512x1024x3x3xf32>
    %transposed_179 = linalg.transpose ins(%790 : tensor<1024x512x3x3xf32>) outs(%791 : tensor<512x1024x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_180 = tensor.extract_slice %788[0, 0, 0, 0] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x1024x32x32xf32> to tensor<8x512x32x32xf32>
    %extracted_slice_181 = tensor.extract_slice %788[0, 512, 0, 0] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x1024x32x32xf32> to tensor<8x512x32x32xf32>
    %792 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%extracted_slice_180, %arg32 : tensor<8x512x32x32xf32>, tensor<1024x512x2x2xf32>) outs(%254 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %transposed_182 = linalg.transpose ins(%extracted_slice_180 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %793 = tensor.empty() : tensor<1024x8x16x16xf32>
    %transposed_183 = linalg.transpose ins(%312 : tensor<8x1024x16x16xf32>) outs(%793 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %794 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_182, %transposed_183 : tensor<512x8x32x32xf32>, tensor<1024x8x16x16xf32>) outs(%314 : tensor<512x1024x2x2xf32>) -> tensor<512x1024x2x2xf32>
    %795 = tensor.empty() : tensor<1024x512x2x2xf32>
    %transposed_184 = linalg.transpose ins(%794 : tensor<512x1024x2x2xf32>) outs(%795 : tensor<1024x512x2x2xf32>) permutation = [1, 0, 2, 3] 
    %796 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%extracted_slice_180 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %797 = tensor.empty() : tensor<8x1024x16x16xi1>
    %798 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<8x1024x16x16xf32>) outs(%797 : tensor<8x1024x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x1024x16x16xi1>
    %799 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798, %cst_1, %792 : tensor<8x1024x16x16xi1>, tensor<f32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %800 = tensor.empty() : tensor<1024xf32>
    %801 = linalg.fill ins(%cst : f32) outs(%800 : tensor<1024xf32>) -> tensor<1024xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%799 : tensor<8x1024x16x16xf32>) outs(%801 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %803 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%799, %308 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%803 : tensor<8x1024x16x16xf32>) outs(%801 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %805 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%802 : tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_14 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %expanded_185 = tensor.expand_shape %805 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %806 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%804 : tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_14 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %807 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_49, %collapsed_49 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %808 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%806, %807 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %expanded_186 = tensor.expand_shape %808 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %809 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_49, %arg30 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %expanded_187 = tensor.expand_shape %809 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_186 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %811 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%799, %810 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %expanded_185 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %813 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%812, %expanded_187 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %814 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%804, %collapsed_49 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %815 = tensor.empty() : tensor<1024x1024x3x3xf32>
    %816 = linalg.fill ins(%cst : f32) outs(%815 : tensor<1024x1024x3x3xf32>) -> tensor<1024x1024x3x3xf32>
    %817 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%816 : tensor<1024x1024x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg29[%1075, %1074, %1078, %1079] : tensor<1024x1024x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1024x1024x3x3xf32>
    %818 = tensor.empty() : tensor<8x1024x18x18xf32>
    %819 = linalg.fill ins(%cst : f32) outs(%818 : tensor<8x1024x18x18xf32>) -> tensor<8x1024x18x18xf32>
    %inserted_slice_188 = tensor.insert_slice %813 into %819[0, 0, 1, 1] [8, 1024, 16, 16] [1, 1, 1, 1] : tensor<8x1024x16x16xf32> into tensor<8x1024x18x18xf32>
    %820 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_188, %817 : tensor<8x1024x18x18xf32>, tensor<1024x1024x3x3xf32>) outs(%254 : tensor<8x1024x16x16xf32>) -> tensor<8x1024x16x16xf32>
    %transposed_189 = linalg.transpose ins(%286 : tensor<8x1024x16x16xf32>) outs(%793 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_190 = linalg.transpose ins(%813 : tensor<8x1024x16x16xf32>) outs(%793 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_191 = tensor.pad %transposed_189 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<1024x8x16x16xf32> to tensor<1024x8x18x18xf32>
    %821 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_191, %transposed_190 : tensor<1024x8x18x18xf32>, tensor<1024x8x16x16xf32>) outs(%816 : tensor<1024x1024x3x3xf32>) -> tensor<1024x1024x3x3xf32>
    %transposed_192 = linalg.transpose ins(%821 : tensor<1024x1024x3x3xf32>) outs(%815 : tensor<1024x1024x3x3xf32>) permutation = [1, 0, 2, 3] 
    %822 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<8x1024x16x16xf32>) outs(%797 : tensor<8x1024x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x1024x16x16xi1>
    %823 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %cst_1, %820 : tensor<8x1024x16x16xi1>, tensor<f32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %824 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%823 : tensor<8x1024x16x16xf32>) outs(%801 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %825 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%823, %282 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %826 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%825 : tensor<8x1024x16x16xf32>) outs(%801 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %827 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%824 : tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_14 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %expanded_193 = tensor.expand_shape %827 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %828 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%826 : tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_14 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %829 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_45, %collapsed_45 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %830 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%828, %829 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %expanded_194 = tensor.expand_shape %830 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %831 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_45, %arg27 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %expanded_195 = tensor.expand_shape %831 [[0, 1, 2, 3]] output_shape [1, 1024, 1, 1] : tensor<1024xf32> into tensor<1x1024x1x1xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_194 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%823, %832 : tensor<8x1024x16x16xf32>, tensor<8x1024x16x16xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %834 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %expanded_193 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %835 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %expanded_195 : tensor<8x1024x16x16xf32>, tensor<1x1024x1x1xf32>) outs(%253 : tensor<8x1024x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x1024x16x16xf32>
    %836 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%826, %collapsed_45 : tensor<1024xf32>, tensor<1024xf32>) outs(%800 : tensor<1024xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<1024xf32>
    %837 = linalg.fill ins(%cst : f32) outs(%791 : tensor<512x1024x3x3xf32>) -> tensor<512x1024x3x3xf32>
    %838 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%837 : tensor<512x1024x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg26[%1075, %1074, %1078, %1079] : tensor<1024x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x1024x3x3xf32>
    %inserted_slice_196 = tensor.insert_slice %835 into %819[0, 0, 1, 1] [8, 1024, 16, 16] [1, 1, 1, 1] : tensor<8x1024x16x16xf32> into tensor<8x1024x18x18xf32>
    %839 = linalg.fill ins(%cst : f32) outs(%250 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %840 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_196, %838 : tensor<8x1024x18x18xf32>, tensor<512x1024x3x3xf32>) outs(%839 : tensor<8x512x16x16xf32>) -> tensor<8x512x16x16xf32>
    %841 = tensor.empty() : tensor<512x8x16x16xf32>
    %transposed_197 = linalg.transpose ins(%252 : tensor<8x512x16x16xf32>) outs(%841 : tensor<512x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_198 = linalg.transpose ins(%835 : tensor<8x1024x16x16xf32>) outs(%793 : tensor<1024x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_199 = tensor.pad %transposed_197 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x16x16xf32> to tensor<512x8x18x18xf32>
    %842 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_199, %transposed_198 : tensor<512x8x18x18xf32>, tensor<1024x8x16x16xf32>) outs(%837 : tensor<512x1024x3x3xf32>) -> tensor<512x1024x3x3xf32>
    %transposed_200 = linalg.transpose ins(%842 : tensor<512x1024x3x3xf32>) outs(%783 : tensor<1024x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_201 = tensor.extract_slice %249[0, 0, 0, 0] [8, 512, 16, 32] [1, 1, 2, 1] : tensor<8x512x32x32xf32> to tensor<8x512x16x32xf32>
    %extracted_slice_202 = tensor.extract_slice %extracted_slice_201[0, 0, 0, 0] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %extracted_slice_203 = tensor.extract_slice %extracted_slice_201[0, 0, 0, 1] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %843 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_202, %extracted_slice_203 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%250 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x16x16xf32>
    %extracted_slice_204 = tensor.extract_slice %249[0, 0, 1, 0] [8, 512, 16, 32] [1, 1, 2, 1] : tensor<8x512x32x32xf32> to tensor<8x512x16x32xf32>
    %extracted_slice_205 = tensor.extract_slice %extracted_slice_204[0, 0, 0, 0] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %844 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843, %extracted_slice_205 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%250 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x16x16xf32>
    %extracted_slice_206 = tensor.extract_slice %extracted_slice_204[0, 0, 0, 1] [8, 512, 16, 16] [1, 1, 1, 2] : tensor<8x512x16x32xf32> to tensor<8x512x16x16xf32>
    %845 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %extracted_slice_206 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%250 : tensor<8x512x16x16xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x16x16xf32>
    %846 = tensor.empty() : tensor<8x512x16x16xi1>
    %847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_202, %845 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_203, %845 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %849 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%847 : tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %850 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848, %849 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %851 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%847, %848 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %852 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_205, %845 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %853 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851 : tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %854 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852, %853 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %855 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %852 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %856 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_206, %845 : tensor<8x512x16x16xf32>, tensor<8x512x16x16xf32>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %857 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855 : tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %858 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %857 : tensor<8x512x16x16xi1>, tensor<8x512x16x16xi1>) outs(%846 : tensor<8x512x16x16xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x512x16x16xi1>
    %expanded_207 = tensor.expand_shape %847 [[0], [1], [2], [3, 4]] output_shape [8, 512, 16, 16, 1] : tensor<8x512x16x16xi1> into tensor<8x512x16x16x1xi1>
    %expanded_208 = tensor.expand_shape %850 [[0], [1], [2], [3, 4]] output_shape [8, 512, 16, 16, 1] : tensor<8x512x16x16xi1> into tensor<8x512x16x16x1xi1>
    %concat_209 = tensor.concat dim(4) %expanded_207, %expanded_208 : (tensor<8x512x16x16x1xi1>, tensor<8x512x16x16x1xi1>) -> tensor<8x512x16x16x2xi1>
    %expanded_210 = tensor.expand_shape %854 [[0], [1], [2], [3, 4]] output_shape [8, 512, 16, 16, 1] : tensor<8x512x16x16xi1> into tensor<8x512x16x16x1xi1>
    %expanded_211 = tensor.expand_shape %858 [[0], [1], [2], [3, 4]] output_shape [8, 512, 16, 16, 1] : tensor<8x512x16x16xi1> into tensor<8x512x16x16x1xi1>
    %concat_212 = tensor.concat dim(4) %expanded_210, %expanded_211 : (tensor<8x512x16x16x1xi1>, tensor<8x512x16x16x1xi1>) -> tensor<8x512x16x16x2xi1>
    %concat_213 = tensor.concat dim(3) %concat_209, %concat_212 : (tensor<8x512x16x16x2xi1>, tensor<8x512x16x16x2xi1>) -> tensor<8x512x16x32x2xi1>
    %expanded_214 = tensor.expand_shape %concat_213 [[0], [1], [2], [3, 4], [5]] output_shape [8, 512, 16, 2, 16, 2] : tensor<8x512x16x32x2xi1> into tensor<8x512x16x2x16x2xi1>
    %expanded_215 = tensor.expand_shape %840 [[0], [1], [2], [3, 4, 5]] output_shape [8, 512, 16, 1, 16, 1] : tensor<8x512x16x16xf32> into tensor<8x512x16x1x16x1xf32>
    %859 = tensor.empty() : tensor<8x512x16x2x16x2xf32>
    %860 = linalg.generic {indexing_maps = [#map12, #map13, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_214, %expanded_215, %cst_1 : tensor<8x512x16x2x16x2xi1>, tensor<8x512x16x1x16x1xf32>, tensor<f32>) outs(%859 : tensor<8x512x16x2x16x2xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x16x2x16x2xf32>
    %collapsed_216 = tensor.collapse_shape %860 [[0], [1], [2, 3], [4, 5]] : tensor<8x512x16x2x16x2xf32> into tensor<8x512x32x32xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_181, %collapsed_216 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<8x512x32x32xf32>) outs(%742 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x32x32xi1>
    %863 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %cst_1, %861 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %864 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%863 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %865 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863, %245 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %866 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%865 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %867 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%864 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_217 = tensor.expand_shape %867 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %868 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%866 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %869 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_41, %collapsed_41 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %870 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%868, %869 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_218 = tensor.expand_shape %870 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %871 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_41, %arg24 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_219 = tensor.expand_shape %871 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %872 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_218 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %873 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863, %872 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %874 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %expanded_217 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %875 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%874, %expanded_219 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %876 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%866, %collapsed_41 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %877 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%761 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg23[%1075, %1074, %1078, %1079] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_220 = tensor.insert_slice %875 into %764[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %878 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_220, %877 : tensor<8x512x34x34xf32>, tensor<512x512x3x3xf32>) outs(%191 : tensor<8x512x32x32xf32>) -> tensor<8x512x32x32xf32>
    %transposed_221 = linalg.transpose ins(%223 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_222 = linalg.transpose ins(%875 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_223 = tensor.pad %transposed_221 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<512x8x32x32xf32> to tensor<512x8x34x34xf32>
    %879 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_223, %transposed_222 : tensor<512x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%761 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_224 = linalg.transpose ins(%879 : tensor<512x512x3x3xf32>) outs(%760 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %880 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<8x512x32x32xf32>) outs(%742 : tensor<8x512x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x512x32x32xi1>
    %881 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%880, %cst_1, %878 : tensor<8x512x32x32xi1>, tensor<f32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%881 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %883 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881, %219 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%883 : tensor<8x512x32x32xf32>) outs(%746 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %885 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%882 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_225 = tensor.expand_shape %885 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %886 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%884 : tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %887 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_37, %collapsed_37 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %888 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%886, %887 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_226 = tensor.expand_shape %888 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %889 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_37, %arg21 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %expanded_227 = tensor.expand_shape %889 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_226 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881, %890 : tensor<8x512x32x32xf32>, tensor<8x512x32x32xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %892 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%891, %expanded_225 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %893 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %expanded_227 : tensor<8x512x32x32xf32>, tensor<1x512x1x1xf32>) outs(%190 : tensor<8x512x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x512x32x32xf32>
    %894 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%884, %collapsed_37 : tensor<512xf32>, tensor<512xf32>) outs(%745 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<512xf32>
    %895 = linalg.fill ins(%cst : f32) outs(%732 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %896 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%895 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg20[%1075, %1074, %1078, %1079] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %inserted_slice_228 = tensor.insert_slice %893 into %764[0, 0, 1, 1] [8, 512, 32, 32] [1, 1, 1, 1] : tensor<8x512x32x32xf32> into tensor<8x512x34x34xf32>
    %897 = linalg.fill ins(%cst : f32) outs(%187 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %898 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_228, %896 : tensor<8x512x34x34xf32>, tensor<256x512x3x3xf32>) outs(%897 : tensor<8x256x32x32xf32>) -> tensor<8x256x32x32xf32>
    %899 = tensor.empty() : tensor<256x8x32x32xf32>
    %transposed_229 = linalg.transpose ins(%189 : tensor<8x256x32x32xf32>) outs(%899 : tensor<256x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_230 = linalg.transpose ins(%893 : tensor<8x512x32x32xf32>) outs(%766 : tensor<512x8x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_231 = tensor.pad %transposed_229 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x32x32xf32> to tensor<256x8x34x34xf32>
    %900 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_231, %transposed_230 : tensor<256x8x34x34xf32>, tensor<512x8x32x32xf32>) outs(%895 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %transposed_232 = linalg.transpose ins(%900 : tensor<256x512x3x3xf32>) outs(%724 : tensor<512x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_233 = tensor.extract_slice %186[0, 0, 0, 0] [8, 256, 32, 64] [1, 1, 2, 1] : tensor<8x256x64x64xf32> to tensor<8x256x32x64xf32>
    %extracted_slice_234 = tensor.extract_slice %extracted_slice_233[0, 0, 0, 0] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %extracted_slice_235 = tensor.extract_slice %extracted_slice_233[0, 0, 0, 1] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %901 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_234, %extracted_slice_235 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%187 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x32x32xf32>
    %extracted_slice_236 = tensor.extract_slice %186[0, 0, 1, 0] [8, 256, 32, 64] [1, 1, 2, 1] : tensor<8x256x64x64xf32> to tensor<8x256x32x64xf32>
    %extracted_slice_237 = tensor.extract_slice %extracted_slice_236[0, 0, 0, 0] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %902 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %extracted_slice_237 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%187 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x32x32xf32>
    %extracted_slice_238 = tensor.extract_slice %extracted_slice_236[0, 0, 0, 1] [8, 256, 32, 32] [1, 1, 1, 2] : tensor<8x256x32x64xf32> to tensor<8x256x32x32xf32>
    %903 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902, %extracted_slice_238 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%187 : tensor<8x256x32x32xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x32x32xf32>
    %904 = tensor.empty() : tensor<8x256x32x32xi1>
    %905 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_234, %903 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %906 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_235, %903 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %907 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905 : tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %908 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906, %907 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %909 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %906 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %910 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_237, %903 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %911 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909 : tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %912 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %911 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %913 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %910 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %914 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_238, %903 : tensor<8x256x32x32xf32>, tensor<8x256x32x32xf32>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %915 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %916 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914, %915 : tensor<8x256x32x32xi1>, tensor<8x256x32x32xi1>) outs(%904 : tensor<8x256x32x32xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x256x32x32xi1>
    %expanded_239 = tensor.expand_shape %905 [[0], [1], [2], [3, 4]] output_shape [8, 256, 32, 32, 1] : tensor<8x256x32x32xi1> into tensor<8x256x32x32x1xi1>
    %expanded_240 = tensor.expand_shape %908 [[0], [1], [2], [3, 4]] output_shape [8, 256, 32, 32, 1] : tensor<8x256x32x32xi1> into tensor<8x256x32x32x1xi1>
    %concat_241 = tensor.concat dim(4) %expanded_239, %expanded_240 : (tensor<8x256x32x32x1xi1>, tensor<8x256x32x32x1xi1>) -> tensor<8x256x32x32x2xi1>
    %expanded_242 = tensor.expand_shape %912 [[0], [1], [2], [3, 4]] output_shape [8, 256, 32, 32, 1] : tensor<8x256x32x32xi1> into tensor<8x256x32x32x1xi1>
    %expanded_243 = tensor.expand_shape %916 [[0], [1], [2], [3, 4]] output_shape [8, 256, 32, 32, 1] : tensor<8x256x32x32xi1> into tensor<8x256x32x32x1xi1>
    %concat_244 = tensor.concat dim(4) %expanded_242, %expanded_243 : (tensor<8x256x32x32x1xi1>, tensor<8x256x32x32x1xi1>) -> tensor<8x256x32x32x2xi1>
    %concat_245 = tensor.concat dim(3) %concat_241, %concat_244 : (tensor<8x256x32x32x2xi1>, tensor<8x256x32x32x2xi1>) -> tensor<8x256x32x64x2xi1>
    %expanded_246 = tensor.expand_shape %concat_245 [[0], [1], [2], [3, 4], [5]] output_shape [8, 256, 32, 2, 32, 2] : tensor<8x256x32x64x2xi1> into tensor<8x256x32x2x32x2xi1>
    %expanded_247 = tensor.expand_shape %898 [[0], [1], [2], [3, 4, 5]] output_shape [8, 256, 32, 1, 32, 1] : tensor<8x256x32x32xf32> into tensor<8x256x32x1x32x1xf32>
    %917 = tensor.empty() : tensor<8x256x32x2x32x2xf32>
    %918 = linalg.generic {indexing_maps = [#map12, #map13, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_246, %expanded_247, %cst_1 : tensor<8x256x32x2x32x2xi1>, tensor<8x256x32x1x32x1xf32>, tensor<f32>) outs(%917 : tensor<8x256x32x2x32x2xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x32x2x32x2xf32>
    %collapsed_248 = tensor.collapse_shape %918 [[0], [1], [2, 3], [4, 5]] : tensor<8x256x32x2x32x2xf32> into tensor<8x256x64x64xf32>
    %919 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_158, %collapsed_248 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %920 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<8x256x64x64xf32>) outs(%683 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x64x64xi1>
    %921 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920, %cst_1, %919 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%921 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %923 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %182 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %924 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%923 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %925 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%922 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_249 = tensor.expand_shape %925 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %926 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%924 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %927 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_33, %collapsed_33 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %928 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%926, %927 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_250 = tensor.expand_shape %928 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %929 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_33, %arg18 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_251 = tensor.expand_shape %929 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_250 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %930 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %932 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %expanded_249 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %933 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%932, %expanded_251 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %934 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%924, %collapsed_33 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %935 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%702 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg17[%1075, %1074, %1078, %1079] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %inserted_slice_252 = tensor.insert_slice %933 into %705[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %936 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_252, %935 : tensor<8x256x66x66xf32>, tensor<256x256x3x3xf32>) outs(%128 : tensor<8x256x64x64xf32>) -> tensor<8x256x64x64xf32>
    %transposed_253 = linalg.transpose ins(%160 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_254 = linalg.transpose ins(%933 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_255 = tensor.pad %transposed_253 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<256x8x64x64xf32> to tensor<256x8x66x66xf32>
    %937 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_255, %transposed_254 : tensor<256x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%702 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_256 = linalg.transpose ins(%937 : tensor<256x256x3x3xf32>) outs(%701 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %938 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<8x256x64x64xf32>) outs(%683 : tensor<8x256x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x256x64x64xi1>
    %939 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%938, %cst_1, %936 : tensor<8x256x64x64xi1>, tensor<f32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%939 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939, %156 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %942 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%941 : tensor<8x256x64x64xf32>) outs(%687 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %943 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%940 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_257 = tensor.expand_shape %943 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %944 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%942 : tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %945 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_29, %collapsed_29 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %946 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%944, %945 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_258 = tensor.expand_shape %946 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %947 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_29, %arg15 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %expanded_259 = tensor.expand_shape %947 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_258 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %949 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939, %948 : tensor<8x256x64x64xf32>, tensor<8x256x64x64xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %950 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949, %expanded_257 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %951 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%950, %expanded_259 : tensor<8x256x64x64xf32>, tensor<1x256x1x1xf32>) outs(%127 : tensor<8x256x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x256x64x64xf32>
    %952 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%942, %collapsed_29 : tensor<256xf32>, tensor<256xf32>) outs(%686 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<256xf32>
    %953 = linalg.fill ins(%cst : f32) outs(%673 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %954 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%953 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg14[%1075, %1074, %1078, %1079] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %inserted_slice_260 = tensor.insert_slice %951 into %705[0, 0, 1, 1] [8, 256, 64, 64] [1, 1, 1, 1] : tensor<8x256x64x64xf32> into tensor<8x256x66x66xf32>
    %955 = linalg.fill ins(%cst : f32) outs(%124 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %956 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_260, %954 : tensor<8x256x66x66xf32>, tensor<128x256x3x3xf32>) outs(%955 : tensor<8x128x64x64xf32>) -> tensor<8x128x64x64xf32>
    %957 = tensor.empty() : tensor<128x8x64x64xf32>
    %transposed_261 = linalg.transpose ins(%126 : tensor<8x128x64x64xf32>) outs(%957 : tensor<128x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %transposed_262 = linalg.transpose ins(%951 : tensor<8x256x64x64xf32>) outs(%707 : tensor<256x8x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_263 = tensor.pad %transposed_261 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x64x64xf32> to tensor<128x8x66x66xf32>
    %958 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_263, %transposed_262 : tensor<128x8x66x66xf32>, tensor<256x8x64x64xf32>) outs(%953 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %transposed_264 = linalg.transpose ins(%958 : tensor<128x256x3x3xf32>) outs(%665 : tensor<256x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_265 = tensor.extract_slice %123[0, 0, 0, 0] [8, 128, 64, 128] [1, 1, 2, 1] : tensor<8x128x128x128xf32> to tensor<8x128x64x128xf32>
    %extracted_slice_266 = tensor.extract_slice %extracted_slice_265[0, 0, 0, 0] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %extracted_slice_267 = tensor.extract_slice %extracted_slice_265[0, 0, 0, 1] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_266, %extracted_slice_267 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%124 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x64x64xf32>
    %extracted_slice_268 = tensor.extract_slice %123[0, 0, 1, 0] [8, 128, 64, 128] [1, 1, 2, 1] : tensor<8x128x128x128xf32> to tensor<8x128x64x128xf32>
    %extracted_slice_269 = tensor.extract_slice %extracted_slice_268[0, 0, 0, 0] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %960 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%959, %extracted_slice_269 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%124 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x64x64xf32>
    %extracted_slice_270 = tensor.extract_slice %extracted_slice_268[0, 0, 0, 1] [8, 128, 64, 64] [1, 1, 1, 2] : tensor<8x128x64x128xf32> to tensor<8x128x64x64xf32>
    %961 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%960, %extracted_slice_270 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%124 : tensor<8x128x64x64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x64x64xf32>
    %962 = tensor.empty() : tensor<8x128x64x64xi1>
    %963 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_266, %961 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %964 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_267, %961 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %965 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%963 : tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %966 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%964, %965 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %967 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%963, %964 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %968 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_269, %961 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %969 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967 : tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %970 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%968, %969 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %971 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967, %968 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %972 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_270, %961 : tensor<8x128x64x64xf32>, tensor<8x128x64x64xf32>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %973 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%971 : tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %974 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%972, %973 : tensor<8x128x64x64xi1>, tensor<8x128x64x64xi1>) outs(%962 : tensor<8x128x64x64xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x128x64x64xi1>
    %expanded_271 = tensor.expand_shape %963 [[0], [1], [2], [3, 4]] output_shape [8, 128, 64, 64, 1] : tensor<8x128x64x64xi1> into tensor<8x128x64x64x1xi1>
    %expanded_272 = tensor.expand_shape %966 [[0], [1], [2], [3, 4]] output_shape [8, 128, 64, 64, 1] : tensor<8x128x64x64xi1> into tensor<8x128x64x64x1xi1>
    %concat_273 = tensor.concat dim(4) %expanded_271, %expanded_272 : (tensor<8x128x64x64x1xi1>, tensor<8x128x64x64x1xi1>) -> tensor<8x128x64x64x2xi1>
    %expanded_274 = tensor.expand_shape %970 [[0], [1], [2], [3, 4]] output_shape [8, 128, 64, 64, 1] : tensor<8x128x64x64xi1> into tensor<8x128x64x64x1xi1>
    %expanded_275 = tensor.expand_shape %974 [[0], [1], [2], [3, 4]] output_shape [8, 128, 64, 64, 1] : tensor<8x128x64x64xi1> into tensor<8x128x64x64x1xi1>
    %concat_276 = tensor.concat dim(4) %expanded_274, %expanded_275 : (tensor<8x128x64x64x1xi1>, tensor<8x128x64x64x1xi1>) -> tensor<8x128x64x64x2xi1>
    %concat_277 = tensor.concat dim(3) %concat_273, %concat_276 : (tensor<8x128x64x64x2xi1>, tensor<8x128x64x64x2xi1>) -> tensor<8x128x64x128x2xi1>
    %expanded_278 = tensor.expand_shape %concat_277 [[0], [1], [2], [3, 4], [5]] output_shape [8, 128, 64, 2, 64, 2] : tensor<8x128x64x128x2xi1> into tensor<8x128x64x2x64x2xi1>
    %expanded_279 = tensor.expand_shape %956 [[0], [1], [2], [3, 4, 5]] output_shape [8, 128, 64, 1, 64, 1] : tensor<8x128x64x64xf32> into tensor<8x128x64x1x64x1xf32>
    %975 = tensor.empty() : tensor<8x128x64x2x64x2xf32>
    %976 = linalg.generic {indexing_maps = [#map12, #map13, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_278, %expanded_279, %cst_1 : tensor<8x128x64x2x64x2xi1>, tensor<8x128x64x1x64x1xf32>, tensor<f32>) outs(%975 : tensor<8x128x64x2x64x2xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x64x2x64x2xf32>
    %collapsed_280 = tensor.collapse_shape %976 [[0], [1], [2, 3], [4, 5]] : tensor<8x128x64x2x64x2xf32> into tensor<8x128x128x128xf32>
    %977 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135, %collapsed_280 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %978 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<8x128x128x128xf32>) outs(%624 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x128x128xi1>
    %979 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%978, %cst_1, %977 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %980 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%979 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%979, %119 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %982 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%981 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %983 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%980 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_281 = tensor.expand_shape %983 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %984 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%982 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %985 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_25, %collapsed_25 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %986 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%984, %985 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_282 = tensor.expand_shape %986 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %987 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_25, %arg12 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_283 = tensor.expand_shape %987 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %988 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_282 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %989 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%979, %988 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %990 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %expanded_281 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %991 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%990, %expanded_283 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %992 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%982, %collapsed_25 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %993 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%643 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg11[%1075, %1074, %1078, %1079] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %inserted_slice_284 = tensor.insert_slice %991 into %646[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %994 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_284, %993 : tensor<8x128x130x130xf32>, tensor<128x128x3x3xf32>) outs(%65 : tensor<8x128x128x128xf32>) -> tensor<8x128x128x128xf32>
    %transposed_285 = linalg.transpose ins(%97 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_286 = linalg.transpose ins(%991 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_287 = tensor.pad %transposed_285 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<128x8x128x128xf32> to tensor<128x8x130x130xf32>
    %995 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_287, %transposed_286 : tensor<128x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%643 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_288 = linalg.transpose ins(%995 : tensor<128x128x3x3xf32>) outs(%642 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<8x128x128x128xf32>) outs(%624 : tensor<8x128x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x128x128x128xi1>
    %997 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%996, %cst_1, %994 : tensor<8x128x128x128xi1>, tensor<f32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %998 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%997 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %999 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %93 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %1000 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%999 : tensor<8x128x128x128xf32>) outs(%628 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %1001 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%998 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_289 = tensor.expand_shape %1001 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1002 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%1000 : tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %1003 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_21, %collapsed_21 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %1004 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%1002, %1003 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_290 = tensor.expand_shape %1004 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1005 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_21, %arg9 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %expanded_291 = tensor.expand_shape %1005 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1006 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_290 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %1007 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %1006 : tensor<8x128x128x128xf32>, tensor<8x128x128x128xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %1008 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %expanded_289 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %1009 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1008, %expanded_291 : tensor<8x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%64 : tensor<8x128x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x128x128x128xf32>
    %1010 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%1000, %collapsed_21 : tensor<128xf32>, tensor<128xf32>) outs(%627 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<128xf32>
    %1011 = linalg.fill ins(%cst : f32) outs(%614 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %1012 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1011 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg8[%1075, %1074, %1078, %1079] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %inserted_slice_292 = tensor.insert_slice %1009 into %646[0, 0, 1, 1] [8, 128, 128, 128] [1, 1, 1, 1] : tensor<8x128x128x128xf32> into tensor<8x128x130x130xf32>
    %1013 = linalg.fill ins(%cst : f32) outs(%60 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %1014 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_292, %1012 : tensor<8x128x130x130xf32>, tensor<64x128x3x3xf32>) outs(%1013 : tensor<8x64x128x128xf32>) -> tensor<8x64x128x128xf32>
    %1015 = tensor.empty() : tensor<64x8x128x128xf32>
    %transposed_293 = linalg.transpose ins(%63 : tensor<8x64x128x128xf32>) outs(%1015 : tensor<64x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %transposed_294 = linalg.transpose ins(%1009 : tensor<8x128x128x128xf32>) outs(%648 : tensor<128x8x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_295 = tensor.pad %transposed_293 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x8x128x128xf32> to tensor<64x8x130x130xf32>
    %1016 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_295, %transposed_294 : tensor<64x8x130x130xf32>, tensor<128x8x128x128xf32>) outs(%1011 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %transposed_296 = linalg.transpose ins(%1016 : tensor<64x128x3x3xf32>) outs(%606 : tensor<128x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_297 = tensor.extract_slice %59[0, 0, 0, 0] [8, 64, 128, 256] [1, 1, 2, 1] : tensor<8x64x256x256xf32> to tensor<8x64x128x256xf32>
    %extracted_slice_298 = tensor.extract_slice %extracted_slice_297[0, 0, 0, 0] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %extracted_slice_299 = tensor.extract_slice %extracted_slice_297[0, 0, 0, 1] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_298, %extracted_slice_299 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%60 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x128x128xf32>
    %extracted_slice_300 = tensor.extract_slice %59[0, 0, 1, 0] [8, 64, 128, 256] [1, 1, 2, 1] : tensor<8x64x256x256xf32> to tensor<8x64x128x256xf32>
    %extracted_slice_301 = tensor.extract_slice %extracted_slice_300[0, 0, 0, 0] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %1018 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017, %extracted_slice_301 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%60 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x128x128xf32>
    %extracted_slice_302 = tensor.extract_slice %extracted_slice_300[0, 0, 0, 1] [8, 64, 128, 128] [1, 1, 1, 2] : tensor<8x64x128x256xf32> to tensor<8x64x128x128xf32>
    %1019 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1018, %extracted_slice_302 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%60 : tensor<8x64x128x128xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.maximumf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x128x128xf32>
    %1020 = tensor.empty() : tensor<8x64x128x128xi1>
    %1021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_298, %1019 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1022 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_299, %1019 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1023 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1021 : tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1024 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1022, %1023 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1025 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1021, %1022 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1026 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_301, %1019 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025 : tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1028 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026, %1027 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025, %1026 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.ori %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1030 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_302, %1019 : tensor<8x64x128x128xf32>, tensor<8x64x128x128xf32>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: f32, %in_328: f32, %out: i1):
      %1074 = arith.cmpf oeq, %in, %in_328 : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029 : tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1074 = arith.xori %in, %true : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %1032 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1030, %1031 : tensor<8x64x128x128xi1>, tensor<8x64x128x128xi1>) outs(%1020 : tensor<8x64x128x128xi1>) {
    ^bb0(%in: i1, %in_328: i1, %out: i1):
      %1074 = arith.andi %in, %in_328 : i1
      linalg.yield %1074 : i1
    } -> tensor<8x64x128x128xi1>
    %expanded_303 = tensor.expand_shape %1021 [[0], [1], [2], [3, 4]] output_shape [8, 64, 128, 128, 1] : tensor<8x64x128x128xi1> into tensor<8x64x128x128x1xi1>
    %expanded_304 = tensor.expand_shape %1024 [[0], [1], [2], [3, 4]] output_shape [8, 64, 128, 128, 1] : tensor<8x64x128x128xi1> into tensor<8x64x128x128x1xi1>
    %concat_305 = tensor.concat dim(4) %expanded_303, %expanded_304 : (tensor<8x64x128x128x1xi1>, tensor<8x64x128x128x1xi1>) -> tensor<8x64x128x128x2xi1>
    %expanded_306 = tensor.expand_shape %1028 [[0], [1], [2], [3, 4]] output_shape [8, 64, 128, 128, 1] : tensor<8x64x128x128xi1> into tensor<8x64x128x128x1xi1>
    %expanded_307 = tensor.expand_shape %1032 [[0], [1], [2], [3, 4]] output_shape [8, 64, 128, 128, 1] : tensor<8x64x128x128xi1> into tensor<8x64x128x128x1xi1>
    %concat_308 = tensor.concat dim(4) %expanded_306, %expanded_307 : (tensor<8x64x128x128x1xi1>, tensor<8x64x128x128x1xi1>) -> tensor<8x64x128x128x2xi1>
    %concat_309 = tensor.concat dim(3) %concat_305, %concat_308 : (tensor<8x64x128x128x2xi1>, tensor<8x64x128x128x2xi1>) -> tensor<8x64x128x256x2xi1>
    %expanded_310 = tensor.expand_shape %concat_309 [[0], [1], [2], [3, 4], [5]] output_shape [8, 64, 128, 2, 128, 2] : tensor<8x64x128x256x2xi1> into tensor<8x64x128x2x128x2xi1>
    %expanded_311 = tensor.expand_shape %1014 [[0], [1], [2], [3, 4, 5]] output_shape [8, 64, 128, 1, 128, 1] : tensor<8x64x128x128xf32> into tensor<8x64x128x1x128x1xf32>
    %1033 = tensor.empty() : tensor<8x64x128x2x128x2xf32>
    %1034 = linalg.generic {indexing_maps = [#map12, #map13, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_310, %expanded_311, %cst_1 : tensor<8x64x128x2x128x2xi1>, tensor<8x64x128x1x128x1xf32>, tensor<f32>) outs(%1033 : tensor<8x64x128x2x128x2xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x128x2x128x2xf32>
    %collapsed_312 = tensor.collapse_shape %1034 [[0], [1], [2, 3], [4, 5]] : tensor<8x64x128x2x128x2xf32> into tensor<8x64x256x256xf32>
    %1035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_112, %collapsed_312 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.addf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1036 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<8x64x256x256xf32>) outs(%566 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x256x256xi1>
    %1037 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1036, %cst_1, %1035 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1038 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1037 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %55 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1040 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1039 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1041 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%1038 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_313 = tensor.expand_shape %1041 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1042 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%1040 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1043 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_17, %collapsed_17 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1044 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%1042, %1043 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_314 = tensor.expand_shape %1044 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1045 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_17, %arg6 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_315 = tensor.expand_shape %1045 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_314 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %1046 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1048 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047, %expanded_313 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1049 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048, %expanded_315 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1050 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%1040, %collapsed_17 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1051 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%585 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1074 = linalg.index 0 : index
      %1075 = linalg.index 1 : index
      %1076 = linalg.index 2 : index
      %1077 = linalg.index 3 : index
      %1078 = arith.subi %c2, %1076 : index
      %1079 = arith.subi %c2, %1077 : index
      %extracted = tensor.extract %arg5[%1075, %1074, %1078, %1079] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_316 = tensor.insert_slice %1049 into %588[0, 0, 1, 1] [8, 64, 256, 256] [1, 1, 1, 1] : tensor<8x64x256x256xf32> into tensor<8x64x258x258xf32>
    %1052 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_316, %1051 : tensor<8x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<8x64x256x256xf32>) -> tensor<8x64x256x256xf32>
    %transposed_317 = linalg.transpose ins(%33 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_318 = linalg.transpose ins(%1049 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_319 = tensor.pad %transposed_317 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<64x8x256x256xf32> to tensor<64x8x258x258xf32>
    %1053 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_319, %transposed_318 : tensor<64x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%585 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_320 = linalg.transpose ins(%1053 : tensor<64x64x3x3xf32>) outs(%584 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1054 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<8x64x256x256xf32>) outs(%566 : tensor<8x64x256x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1074 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1074 : i1
    } -> tensor<8x64x256x256xi1>
    %1055 = linalg.generic {indexing_maps = [#map, #map6, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1054, %cst_1, %1052 : tensor<8x64x256x256xi1>, tensor<f32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: i1, %in_328: f32, %in_329: f32, %out: f32):
      %1074 = arith.select %in, %in_328, %in_329 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1056 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1055 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %29 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1058 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1057 : tensor<8x64x256x256xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.addf %in, %out : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1059 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%1056 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_321 = tensor.expand_shape %1059 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%1058 : tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1074 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1061 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed, %collapsed : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1062 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%1060, %1061 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_322 = tensor.expand_shape %1062 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1063 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%collapsed, %arg3 : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %expanded_323 = tensor.expand_shape %1063 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1064 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_322 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %1064 : tensor<8x64x256x256xf32>, tensor<8x64x256x256xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1066 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1065, %expanded_321 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.subf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1067 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1066, %expanded_323 : tensor<8x64x256x256xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<8x64x256x256xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<8x64x256x256xf32>
    %1068 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%1058, %collapsed : tensor<64xf32>, tensor<64xf32>) outs(%569 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_328: f32, %out: f32):
      %1074 = arith.mulf %in, %in_328 : f32
      linalg.yield %1074 : f32
    } -> tensor<64xf32>
    %1069 = tensor.empty() : tensor<3x8x256x256xf32>
    %transposed_324 = linalg.transpose ins(%arg0 : tensor<8x3x256x256xf32>) outs(%1069 : tensor<3x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %transposed_325 = linalg.transpose ins(%1067 : tensor<8x64x256x256xf32>) outs(%559 : tensor<64x8x256x256xf32>) permutation = [1, 0, 2, 3] 
    %padded_326 = tensor.pad %transposed_324 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      tensor.yield %cst : f32
    } : tensor<3x8x256x256xf32> to tensor<3x8x258x258xf32>
    %1070 = tensor.empty() : tensor<3x64x3x3xf32>
    %1071 = linalg.fill ins(%cst : f32) outs(%1070 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %1072 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_326, %transposed_325 : tensor<3x8x258x258xf32>, tensor<64x8x256x256xf32>) outs(%1071 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %1073 = tensor.empty() : tensor<64x3x3x3xf32>
    %transposed_327 = linalg.transpose ins(%1072 : tensor<3x64x3x3xf32>) outs(%1073 : tensor<64x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    return %552, %transposed_327, %1068, %1056, %transposed_320, %1050, %1038, %transposed_296, %1010, %998, %transposed_288, %992, %980, %transposed_264, %952, %940, %transposed_256, %934, %922, %transposed_232, %894, %882, %transposed_224, %876, %864, %transposed_200, %836, %824, %transposed_192, %814, %802, %transposed_184, %796, %740, %741, %681, %682, %622, %623, %transposed_179, %782, %770, %transposed_171, %759, %747, %transposed_156, %723, %711, %transposed_148, %700, %688, %transposed_133, %664, %652, %transposed_125, %641, %629, %transposed_111, %605, %593, %transposed_103, %583, %571, %transposed_95, %565 : tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1024x512x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x1024x3x3xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x512x2x2xf32>, tensor<512xf32>, tensor<512x256x2x2xf32>, tensor<256xf32>, tensor<256x128x2x2xf32>, tensor<128xf32>, tensor<128x64x2x2xf32>, tensor<64xf32>, tensor<512x1024x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x64x1x1xf32>, tensor<2xf32>
  }
}
