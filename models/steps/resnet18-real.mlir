#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d0, 0)>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1) -> ()>
#map15 = affine_map<(d0, d1) -> (0, d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<64x3x224x224xf32>, %arg1: tensor<64xi64>, %arg2: tensor<64x3x7x7xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64x3x3xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64x3x3xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64x3x3xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64x3x3xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64x3x3xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128x128x3x3xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x64x1x1xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128x128x3x3xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128x128x3x3xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<256x128x3x3xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256xf32>, %arg35: tensor<256x256x3x3xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256x128x1x1xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256x256x3x3xf32>, %arg42: tensor<256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256x256x3x3xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<512x256x3x3xf32>, %arg48: tensor<512xf32>, %arg49: tensor<512xf32>, %arg50: tensor<512x512x3x3xf32>, %arg51: tensor<512xf32>, %arg52: tensor<512xf32>, %arg53: tensor<512x256x1x1xf32>, %arg54: tensor<512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<512x512x3x3xf32>, %arg57: tensor<512xf32>, %arg58: tensor<512xf32>, %arg59: tensor<512x512x3x3xf32>, %arg60: tensor<512xf32>, %arg61: tensor<512xf32>, %arg62: tensor<1000x512xf32>, %arg63: tensor<1000xf32>) -> (tensor<f32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1000x512xf32>, tensor<1000xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c1000 = arith.constant 1000 : index
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.2456154336734693E-6 : f64
    %cst_4 = arith.constant 4.9824617346938772E-6 : f64
    %cst_5 = arith.constant 1.9929846938775509E-5 : f64
    %cst_6 = arith.constant 7.9719387755102034E-5 : f64
    %cst_7 = arith.constant 3.1887755102040814E-4 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 8.028160e+05 : f32
    %cst_10 = arith.constant 2.007040e+05 : f32
    %cst_11 = arith.constant 5.017600e+04 : f32
    %cst_12 = arith.constant 1.254400e+04 : f32
    %cst_13 = arith.constant 3.136000e+03 : f32
    %cst_14 = arith.constant 4.900000e+01 : f32
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x3x224x224xf32> to tensor<64x3x230x230xf32>
    %0 = tensor.empty() : tensor<64x64x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<64x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %3 = tensor.empty() : tensor<64x64x112x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<64x64x112x1xf32>) -> tensor<64x64x112x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<64x64x112x112xf32>) outs(%4 : tensor<64x64x112x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x1xf32>
    %6 = tensor.empty() : tensor<64x64x1x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<64x64x1x1xf32>) -> tensor<64x64x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%5 : tensor<64x64x112x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %9 = tensor.empty() : tensor<1x64x1x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_9 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %12 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<64x64x112x112xf32>) outs(%4 : tensor<64x64x112x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%14 : tensor<64x64x112x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%15 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<64x64x112x112xf32>) outs(%4 : tensor<64x64x112x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%18 : tensor<64x64x112x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%19 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_9 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_9 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_9 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %25 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x64x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %26 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded : tensor<64x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_16 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_16 : tensor<64x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %padded_17 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst_0 : f32
    } : tensor<64x64x112x112xf32> to tensor<64x64x114x114xf32>
    %34 = tensor.empty() : tensor<64x64x56x56xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %36 = tensor.empty() : tensor<3x3xf32>
    %37 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_17, %36 : tensor<64x64x114x114xf32>, tensor<3x3xf32>) outs(%35 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %padded_18 = tensor.pad %37 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%34 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_18, %arg5 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %40 = tensor.empty() : tensor<64x64x56x1xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<64x64x56x1xf32>) -> tensor<64x64x56x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%42 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%43 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %45 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%47 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%48 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%51 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%52 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %49 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %58 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x64x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %59 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %collapsed_19 = tensor.collapse_shape %61 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_20 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_20 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_21 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_21 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_22 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_22, %arg8 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%68 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%69 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %71 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%73 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%74 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%77 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%78 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %75 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %84 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x64x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %85 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %collapsed_23 = tensor.collapse_shape %87 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_24 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_24 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_25 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_25 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %37 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_26 = tensor.pad %93 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_26, %arg11 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%95 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%96 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %98 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%100 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%101 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%104 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%105 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %111 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x64x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %112 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %114 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %collapsed_27 = tensor.collapse_shape %114 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_28 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_28 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_29 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_29 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_30 = tensor.pad %119 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_30, %arg14 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%121 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%122 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %124 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%126 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%127 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<64x64x56x56xf32>) outs(%41 : tensor<64x64x56x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%130 : tensor<64x64x56x1xf32>) outs(%7 : tensor<64x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%131 : tensor<64x64x1x1xf32>) outs(%10 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %128 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %134 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_10 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %137 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x64x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x64x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %138 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %140 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %collapsed_31 = tensor.collapse_shape %140 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_32 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_32 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %expanded_33 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_33 : tensor<64x64x56x56xf32>, tensor<64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %93 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_34 = tensor.pad %146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %147 = tensor.empty() : tensor<64x128x28x28xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %149 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_34, %arg17 : tensor<64x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %150 = tensor.empty() : tensor<64x128x28x1xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<64x128x28x1xf32>) -> tensor<64x128x28x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%149 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %153 = tensor.empty() : tensor<64x128x1x1xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<64x128x1x1xf32>) -> tensor<64x128x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%152 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %156 = tensor.empty() : tensor<1x128x1x1xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%155 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %159 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%161 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%162 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %160 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%165 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%166 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %163 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %169 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %172 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x128x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %173 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %175 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %collapsed_35 = tensor.collapse_shape %175 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_36 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_36 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_37 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_37 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_38 = tensor.pad %180 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_38, %arg20 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%181 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%182 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%183 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %185 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%186 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%187 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%188 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%190 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%191 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%192 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %189 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %198 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x128x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %199 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %201 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %collapsed_39 = tensor.collapse_shape %201 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_40 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_40 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_41 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_41 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %206 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%146, %arg23 : tensor<64x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%206 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%207 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%208 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %210 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%211 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%212 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%213 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%215 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%216 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%217 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %214 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %223 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x128x1x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %224 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %collapsed_42 = tensor.collapse_shape %226 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_43 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_43 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_44 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_44 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %230 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_45 = tensor.pad %232 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %233 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_45, %arg26 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%233 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%234 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%235 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %237 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%238 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%239 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%240 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %238 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%242 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%243 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%244 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %241 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %247 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %250 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x128x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %251 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %253 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %collapsed_46 = tensor.collapse_shape %253 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_47 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_47 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_48 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_48 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_49 = tensor.pad %258 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %259 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_49, %arg29 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%259 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%260 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%261 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %263 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%264 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%265 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%266 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %264 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%268 : tensor<64x128x28x28xf32>) outs(%151 : tensor<64x128x28x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%269 : tensor<64x128x28x1xf32>) outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x1x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%270 : tensor<64x128x1x1xf32>) outs(%157 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %267 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %273 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_11 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %276 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x128x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<1x128x1x1xf32>) outs(%156 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x128x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %277 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %collapsed_50 = tensor.collapse_shape %279 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_51 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_51 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %expanded_52 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_52 : tensor<64x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %232 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %padded_53 = tensor.pad %285 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x128x28x28xf32> to tensor<64x128x30x30xf32>
    %286 = tensor.empty() : tensor<64x256x14x14xf32>
    %287 = linalg.fill ins(%cst : f32) outs(%286 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_53, %arg32 : tensor<64x128x30x30xf32>, tensor<256x128x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %289 = tensor.empty() : tensor<64x256x14x1xf32>
    %290 = linalg.fill ins(%cst : f32) outs(%289 : tensor<64x256x14x1xf32>) -> tensor<64x256x14x1xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%288 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %292 = tensor.empty() : tensor<64x256x1x1xf32>
    %293 = linalg.fill ins(%cst : f32) outs(%292 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%291 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %295 = tensor.empty() : tensor<1x256x1x1xf32>
    %296 = linalg.fill ins(%cst : f32) outs(%295 : tensor<1x256x1x1xf32>) -> tensor<1x256x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%294 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %298 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%299 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%300 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%301 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %299 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%304 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%305 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %302 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %311 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x256x1x1xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %312 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %314 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %collapsed_54 = tensor.collapse_shape %314 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_55 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_55 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_56 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_56 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_57 = tensor.pad %319 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %320 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_57, %arg35 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%320 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%321 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%322 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %324 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%325 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%326 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%327 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %325 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%329 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%330 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%331 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %328 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %334 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %337 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x256x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %338 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %340 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %collapsed_58 = tensor.collapse_shape %340 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_59 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_59 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_60 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_60 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%285, %arg38 : tensor<64x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%345 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%346 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%347 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %349 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%350 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%351 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%352 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %350 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%354 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%355 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%356 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %353 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %359 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %362 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x256x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %363 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %365 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %collapsed_61 = tensor.collapse_shape %365 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_62 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_62 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_63 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_63 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %369 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_64 = tensor.pad %371 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %arg41 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%372 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%373 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%374 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %376 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%377 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%378 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%379 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %377 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%381 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%382 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%383 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %380 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %386 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %389 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x256x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %390 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %392 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %collapsed_65 = tensor.collapse_shape %392 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_66 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_66 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_67 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_67 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_68 = tensor.pad %397 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_68, %arg44 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%398 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%399 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%400 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %402 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%403 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%404 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%405 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %403 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%407 : tensor<64x256x14x14xf32>) outs(%290 : tensor<64x256x14x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x1xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%408 : tensor<64x256x14x1xf32>) outs(%293 : tensor<64x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%409 : tensor<64x256x1x1xf32>) outs(%296 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %406 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %412 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_12 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %415 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x256x1x1xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<1x256x1x1xf32>) outs(%295 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x256x1x1xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %416 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %418 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %collapsed_69 = tensor.collapse_shape %418 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_70 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %expanded_70 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %expanded_71 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_71 : tensor<64x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %371 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423 : tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %padded_72 = tensor.pad %424 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x256x14x14xf32> to tensor<64x256x16x16xf32>
    %425 = tensor.empty() : tensor<64x512x7x7xf32>
    %426 = linalg.fill ins(%cst : f32) outs(%425 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %427 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_72, %arg47 : tensor<64x256x16x16xf32>, tensor<512x256x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %428 = tensor.empty() : tensor<64x512x7x1xf32>
    %429 = linalg.fill ins(%cst : f32) outs(%428 : tensor<64x512x7x1xf32>) -> tensor<64x512x7x1xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%427 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %431 = tensor.empty() : tensor<64x512x1x1xf32>
    %432 = linalg.fill ins(%cst : f32) outs(%431 : tensor<64x512x1x1xf32>) -> tensor<64x512x1x1xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%430 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %434 = tensor.empty() : tensor<1x512x1x1xf32>
    %435 = linalg.fill ins(%cst : f32) outs(%434 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%433 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %437 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%438 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%439 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%440 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %438 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%442 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%443 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%444 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %441 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %447 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %450 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x512x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %451 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %453 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %collapsed_73 = tensor.collapse_shape %453 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_74 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %expanded_74 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_75 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_75 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457 : tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %padded_76 = tensor.pad %458 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x7xf32> to tensor<64x512x9x9xf32>
    %459 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_76, %arg50 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%459 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%460 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%461 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %463 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%464 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%465 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%466 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %464 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%468 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%469 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%470 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %467 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %473 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %476 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x512x1x1xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %477 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %479 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %collapsed_77 = tensor.collapse_shape %479 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_78 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_78 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_79 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_79 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %484 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%424, %arg53 : tensor<64x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%484 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%485 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%486 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %488 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%489 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%490 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%491 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %489 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%493 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%494 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%495 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %492 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %498 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %501 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x512x1x1xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %502 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %504 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %collapsed_80 = tensor.collapse_shape %504 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_81 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_81 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_82 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_82 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %508 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %padded_83 = tensor.pad %510 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x7xf32> to tensor<64x512x9x9xf32>
    %511 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %arg56 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%511 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%512 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%513 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %515 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%516 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%517 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%518 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %516 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%520 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%521 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%522 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %519 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523, %525 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %528 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x512x1x1xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %529 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %533 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %531 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %collapsed_84 = tensor.collapse_shape %531 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_85 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %expanded_85 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_86 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %expanded_86 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %padded_87 = tensor.pad %536 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x7xf32> to tensor<64x512x9x9xf32>
    %537 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %arg59 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%537 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%538 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%539 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %541 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%542 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%543 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%544 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %542 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%546 : tensor<64x512x7x7xf32>) outs(%429 : tensor<64x512x7x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x1xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%547 : tensor<64x512x7x1xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%548 : tensor<64x512x1x1xf32>) outs(%435 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545, %545 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %551 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_13 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %554 : tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_8 : f64 to f32
      %1113 = arith.addf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<1x512x1x1xf32>
    %557 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556 : tensor<1x512x1x1xf32>) outs(%434 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.rsqrt %in : f32
      linalg.yield %1112 : f32
    } -> tensor<1x512x1x1xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %555 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %557 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %collapsed_88 = tensor.collapse_shape %557 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %expanded_89 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %expanded_89 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_90 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%560, %expanded_90 : tensor<64x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561, %510 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562 : tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.maximumf %in, %cst : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%563 : tensor<64x512x7x7xf32>) outs(%432 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564 : tensor<64x512x1x1xf32>) outs(%431 : tensor<64x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_14 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x1x1xf32>
    %collapsed_91 = tensor.collapse_shape %565 [[0], [1, 2, 3]] : tensor<64x512x1x1xf32> into tensor<64x512xf32>
    %566 = tensor.empty() : tensor<512x1000xf32>
    %transposed = linalg.transpose ins(%arg62 : tensor<1000x512xf32>) outs(%566 : tensor<512x1000xf32>) permutation = [1, 0] 
    %567 = tensor.empty() : tensor<64x1000xf32>
    %568 = linalg.fill ins(%cst : f32) outs(%567 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %569 = linalg.matmul ins(%collapsed_91, %transposed : tensor<64x512xf32>, tensor<512x1000xf32>) outs(%568 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %570 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<1000xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1000xf32>
    %571 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%569, %570 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %572 = tensor.empty() : tensor<64xi64>
    %573 = linalg.fill ins(%c0_i64 : i64) outs(%572 : tensor<64xi64>) -> tensor<64xi64>
    %574 = tensor.empty() : tensor<64xf32>
    %575 = linalg.fill ins(%cst_0 : f32) outs(%574 : tensor<64xf32>) -> tensor<64xf32>
    %576:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "reduction"]} ins(%571 : tensor<64x1000xf32>) outs(%575, %573 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_302: i64):
      %1112 = linalg.index 1 : index
      %1113 = arith.index_cast %1112 : index to i64
      %1114 = arith.maximumf %in, %out : f32
      %1115 = arith.cmpf ugt, %in, %out : f32
      %1116 = arith.cmpf ord, %out, %out : f32
      %1117 = arith.andi %1115, %1116 : i1
      %1118 = arith.select %1117, %1113, %out_302 : i64
      linalg.yield %1114, %1118 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded_92 = tensor.expand_shape %576#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %577 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%571, %expanded_92 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %578 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<64x1000xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.exp %in : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %579 = tensor.empty() : tensor<64x1xf32>
    %580 = linalg.fill ins(%cst : f32) outs(%579 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %581 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "reduction"]} ins(%578 : tensor<64x1000xf32>) outs(%580 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1xf32>
    %582 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<64x1xf32>) outs(%579 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.log %in : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1xf32>
    %583 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%577, %582 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %584 = tensor.empty() : tensor<64xi1>
    %585 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%584 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1112 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1112 : i1
    } -> tensor<64xi1>
    %586 = linalg.generic {indexing_maps = [#map11, #map11, #map12, #map11], iterator_types = ["parallel"]} ins(%585, %arg1, %cst_15 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%572 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_302: i64, %in_303: i64, %out: i64):
      %1112 = arith.select %in, %in_302, %in_303 : i64
      linalg.yield %1112 : i64
    } -> tensor<64xi64>
    %expanded_93 = tensor.expand_shape %586 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %587 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_93 : tensor<64x1xi64>) outs(%580 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1112 = linalg.index 0 : index
      %1113 = arith.index_cast %in : i64 to index
      %1114 = arith.cmpi slt, %1113, %c1000 : index
      cf.assert %1114, "index must be smaller than dim size"
      %1115 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1115, "index must be larger or equal to 0"
      %extracted = tensor.extract %583[%1112, %1113] : tensor<64x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed_94 = tensor.collapse_shape %587 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %588 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.negf %in : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %589 = linalg.generic {indexing_maps = [#map11, #map11, #map12, #map11], iterator_types = ["parallel"]} ins(%585, %588, %cst_2 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %590 = tensor.empty() : tensor<i64>
    %591 = linalg.fill ins(%c0_i64 : i64) outs(%590 : tensor<i64>) -> tensor<i64>
    %592 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["reduction"]} ins(%585 : tensor<64xi1>) outs(%591 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1112 = arith.extui %in : i1 to i64
      %1113 = arith.addi %1112, %out : i64
      linalg.yield %1113 : i64
    } -> tensor<i64>
    %593 = tensor.empty() : tensor<f32>
    %594 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%592 : tensor<i64>) outs(%593 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1112 = arith.sitofp %in : i64 to f32
      linalg.yield %1112 : f32
    } -> tensor<f32>
    %595 = linalg.fill ins(%cst : f32) outs(%593 : tensor<f32>) -> tensor<f32>
    %596 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["reduction"]} ins(%589 : tensor<64xf32>) outs(%595 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<f32>
    %597 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%596, %594 : tensor<f32>, tensor<f32>) outs(%593 : tensor<f32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.divf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<f32>
    %598 = tensor.empty() : tensor<1000xi64>
    %599 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel"]} outs(%598 : tensor<1000xi64>) {
    ^bb0(%out: i64):
      %1112 = linalg.index 0 : index
      %1113 = arith.index_cast %1112 : index to i64
      linalg.yield %1113 : i64
    } -> tensor<1000xi64>
    %expanded_95 = tensor.expand_shape %arg1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %600 = tensor.empty() : tensor<64x1000xi1>
    %601 = linalg.generic {indexing_maps = [#map10, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_95, %599 : tensor<64x1xi64>, tensor<1000xi64>) outs(%600 : tensor<64x1000xi1>) {
    ^bb0(%in: i64, %in_302: i64, %out: i1):
      %1112 = arith.cmpi eq, %in, %in_302 : i64
      linalg.yield %1112 : i1
    } -> tensor<64x1000xi1>
    %expanded_96 = tensor.expand_shape %585 [[0, 1]] output_shape [64, 1] : tensor<64xi1> into tensor<64x1xi1>
    %602 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%601, %expanded_96 : tensor<64x1000xi1>, tensor<64x1xi1>) outs(%600 : tensor<64x1000xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x1000xi1>
    %603 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%593 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.negf %in : f32
      linalg.yield %1112 : f32
    } -> tensor<f32>
    %604 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%603, %594 : tensor<f32>, tensor<f32>) outs(%593 : tensor<f32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.divf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<f32>
    %605 = linalg.generic {indexing_maps = [#map8, #map14, #map14, #map8], iterator_types = ["parallel", "parallel"]} ins(%602, %604, %cst_2 : tensor<64x1000xi1>, tensor<f32>, tensor<f32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %606 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<64x1000xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = math.exp %in : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %607 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "reduction"]} ins(%605 : tensor<64x1000xf32>) outs(%580 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1xf32>
    %608 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%606, %607 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %609 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%605, %608 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%567 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x1000xf32>
    %610 = tensor.empty() : tensor<64x512xf32>
    %611 = linalg.fill ins(%cst : f32) outs(%610 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %612 = linalg.matmul ins(%609, %arg62 : tensor<64x1000xf32>, tensor<1000x512xf32>) outs(%611 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %613 = tensor.empty() : tensor<1000x64xf32>
    %transposed_97 = linalg.transpose ins(%609 : tensor<64x1000xf32>) outs(%613 : tensor<1000x64xf32>) permutation = [1, 0] 
    %614 = tensor.empty() : tensor<1000x512xf32>
    %615 = linalg.fill ins(%cst : f32) outs(%614 : tensor<1000x512xf32>) -> tensor<1000x512xf32>
    %616 = linalg.matmul ins(%transposed_97, %collapsed_91 : tensor<1000x64xf32>, tensor<64x512xf32>) outs(%615 : tensor<1000x512xf32>) -> tensor<1000x512xf32>
    %617 = tensor.empty() : tensor<1x1000xf32>
    %618 = linalg.fill ins(%cst : f32) outs(%617 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %619 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction", "parallel"]} ins(%609 : tensor<64x1000xf32>) outs(%618 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<1x1000xf32>
    %collapsed_98 = tensor.collapse_shape %619 [[0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
    %620 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612 : tensor<64x512xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x512x7x7xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620 : tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.divf %in, %cst_14 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %622 = tensor.empty() : tensor<64x512x7x7xi1>
    %623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563 : tensor<64x512x7x7xf32>) outs(%622 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x512x7x7xi1>
    %624 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623, %cst_2, %621 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %625 = tensor.empty() : tensor<512xf32>
    %626 = linalg.fill ins(%cst : f32) outs(%625 : tensor<512xf32>) -> tensor<512xf32>
    %627 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%624 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %558 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %629 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%628 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %630 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%627 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %expanded_99 = tensor.expand_shape %630 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %631 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%629 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %632 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_88, %collapsed_88 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %633 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%631, %632 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_100 = tensor.expand_shape %633 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %634 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_88, %arg60 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_101 = tensor.expand_shape %634 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %expanded_100 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %635 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636, %expanded_99 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_101 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %639 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%629, %collapsed_88 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %640 = tensor.empty() : tensor<512x512x3x3xf32>
    %641 = linalg.fill ins(%cst : f32) outs(%640 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %642 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%641 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg59[%1113, %1112, %1116, %1117] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %643 = tensor.empty() : tensor<64x512x9x9xf32>
    %644 = linalg.fill ins(%cst : f32) outs(%643 : tensor<64x512x9x9xf32>) -> tensor<64x512x9x9xf32>
    %inserted_slice = tensor.insert_slice %638 into %644[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 1, 1] : tensor<64x512x7x7xf32> into tensor<64x512x9x9xf32>
    %645 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %642 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %646 = tensor.empty() : tensor<512x64x7x7xf32>
    %transposed_102 = linalg.transpose ins(%536 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %transposed_103 = linalg.transpose ins(%638 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_104 = tensor.pad %transposed_102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<512x64x7x7xf32> to tensor<512x64x9x9xf32>
    %647 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_104, %transposed_103 : tensor<512x64x9x9xf32>, tensor<512x64x7x7xf32>) outs(%641 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_105 = linalg.transpose ins(%647 : tensor<512x512x3x3xf32>) outs(%640 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %648 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536 : tensor<64x512x7x7xf32>) outs(%622 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x512x7x7xi1>
    %649 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %cst_2, %645 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%649 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %651 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649, %532 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%651 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %653 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%650 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %expanded_106 = tensor.expand_shape %653 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %654 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%652 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %655 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_84, %collapsed_84 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %656 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%654, %655 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_107 = tensor.expand_shape %656 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %657 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_84, %arg57 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_108 = tensor.expand_shape %657 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %expanded_107 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649, %658 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %expanded_106 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %expanded_108 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %662 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%652, %collapsed_84 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %663 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%641 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg56[%1113, %1112, %1116, %1117] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_109 = tensor.insert_slice %661 into %644[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 1, 1] : tensor<64x512x7x7xf32> into tensor<64x512x9x9xf32>
    %664 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_109, %663 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %transposed_110 = linalg.transpose ins(%510 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %transposed_111 = linalg.transpose ins(%661 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_112 = tensor.pad %transposed_110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<512x64x7x7xf32> to tensor<512x64x9x9xf32>
    %665 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_112, %transposed_111 : tensor<512x64x9x9xf32>, tensor<512x64x7x7xf32>) outs(%641 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_113 = linalg.transpose ins(%665 : tensor<512x512x3x3xf32>) outs(%640 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %666 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %664 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %667 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<64x512x7x7xf32>) outs(%622 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x512x7x7xi1>
    %668 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %cst_2, %666 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %669 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%668 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %505 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %671 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%670 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %672 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%669 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %expanded_114 = tensor.expand_shape %672 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %673 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%671 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %674 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_80, %collapsed_80 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %675 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%673, %674 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_115 = tensor.expand_shape %675 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %676 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_80, %arg54 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_116 = tensor.expand_shape %676 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_115 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %677 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %679 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %expanded_114 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %expanded_116 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %681 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%671, %collapsed_80 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %682 = tensor.empty() : tensor<256x512x1x1xf32>
    %683 = linalg.fill ins(%cst : f32) outs(%682 : tensor<256x512x1x1xf32>) -> tensor<256x512x1x1xf32>
    %684 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%683 : tensor<256x512x1x1xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%1113, %1112, %c0, %c0] : tensor<512x256x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x1x1xf32>
    %685 = tensor.empty() : tensor<64x512x14x14xf32>
    %686 = linalg.fill ins(%cst : f32) outs(%685 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %inserted_slice_117 = tensor.insert_slice %680 into %686[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 2, 2] : tensor<64x512x7x7xf32> into tensor<64x512x14x14xf32>
    %687 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_117, %684 : tensor<64x512x14x14xf32>, tensor<256x512x1x1xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %688 = tensor.empty() : tensor<256x64x14x14xf32>
    %transposed_118 = linalg.transpose ins(%424 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_119 = linalg.transpose ins(%680 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %689 = tensor.empty() : tensor<256x512x2x2xf32>
    %690 = linalg.fill ins(%cst : f32) outs(%689 : tensor<256x512x2x2xf32>) -> tensor<256x512x2x2xf32>
    %691 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_118, %transposed_119 : tensor<256x64x14x14xf32>, tensor<512x64x7x7xf32>) outs(%690 : tensor<256x512x2x2xf32>) -> tensor<256x512x2x2xf32>
    %extracted_slice = tensor.extract_slice %691[0, 0, 0, 0] [256, 512, 1, 2] [1, 1, 1, 1] : tensor<256x512x2x2xf32> to tensor<256x512x1x2xf32>
    %extracted_slice_120 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [256, 512, 1, 1] [1, 1, 1, 1] : tensor<256x512x1x2xf32> to tensor<256x512x1x1xf32>
    %692 = tensor.empty() : tensor<512x256x1x1xf32>
    %transposed_121 = linalg.transpose ins(%extracted_slice_120 : tensor<256x512x1x1xf32>) outs(%692 : tensor<512x256x1x1xf32>) permutation = [1, 0, 2, 3] 
    %693 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %480 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%693 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %695 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%694 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %696 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_77, %collapsed_77 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %697 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%695, %696 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_122 = tensor.expand_shape %697 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %698 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_77, %arg51 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_123 = tensor.expand_shape %698 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_122 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %699 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %701 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700, %expanded_114 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %702 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %expanded_123 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %703 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%694, %collapsed_77 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %704 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%641 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg50[%1113, %1112, %1116, %1117] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_124 = tensor.insert_slice %702 into %644[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 1, 1] : tensor<64x512x7x7xf32> into tensor<64x512x9x9xf32>
    %705 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_124, %704 : tensor<64x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %transposed_125 = linalg.transpose ins(%458 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %transposed_126 = linalg.transpose ins(%702 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_127 = tensor.pad %transposed_125 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<512x64x7x7xf32> to tensor<512x64x9x9xf32>
    %706 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %transposed_126 : tensor<512x64x9x9xf32>, tensor<512x64x7x7xf32>) outs(%641 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_128 = linalg.transpose ins(%706 : tensor<512x512x3x3xf32>) outs(%640 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %707 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458 : tensor<64x512x7x7xf32>) outs(%622 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x512x7x7xi1>
    %708 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707, %cst_2, %705 : tensor<64x512x7x7xi1>, tensor<f32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %709 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%708 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%708, %454 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%710 : tensor<64x512x7x7xf32>) outs(%626 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %712 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%709 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %expanded_129 = tensor.expand_shape %712 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %713 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%711 : tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_7 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<512xf32>
    %714 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_73, %collapsed_73 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %715 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%713, %714 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_130 = tensor.expand_shape %715 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %716 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_73, %arg48 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %expanded_131 = tensor.expand_shape %716 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %expanded_130 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %718 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%708, %717 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %719 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %expanded_129 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719, %expanded_131 : tensor<64x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x512x7x7xf32>
    %721 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%711, %collapsed_73 : tensor<512xf32>, tensor<512xf32>) outs(%625 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<512xf32>
    %722 = tensor.empty() : tensor<256x512x3x3xf32>
    %723 = linalg.fill ins(%cst : f32) outs(%722 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %724 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%723 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg47[%1113, %1112, %1116, %1117] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %725 = tensor.empty() : tensor<64x512x16x16xf32>
    %726 = linalg.fill ins(%cst : f32) outs(%725 : tensor<64x512x16x16xf32>) -> tensor<64x512x16x16xf32>
    %inserted_slice_132 = tensor.insert_slice %720 into %726[0, 0, 1, 1] [64, 512, 7, 7] [1, 1, 2, 2] : tensor<64x512x7x7xf32> into tensor<64x512x16x16xf32>
    %727 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_132, %724 : tensor<64x512x16x16xf32>, tensor<256x512x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_133 = linalg.transpose ins(%720 : tensor<64x512x7x7xf32>) outs(%646 : tensor<512x64x7x7xf32>) permutation = [1, 0, 2, 3] 
    %padded_134 = tensor.pad %transposed_118 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %728 = tensor.empty() : tensor<256x512x4x4xf32>
    %729 = linalg.fill ins(%cst : f32) outs(%728 : tensor<256x512x4x4xf32>) -> tensor<256x512x4x4xf32>
    %730 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_134, %transposed_133 : tensor<256x64x16x16xf32>, tensor<512x64x7x7xf32>) outs(%729 : tensor<256x512x4x4xf32>) -> tensor<256x512x4x4xf32>
    %extracted_slice_135 = tensor.extract_slice %730[0, 0, 0, 0] [256, 512, 3, 4] [1, 1, 1, 1] : tensor<256x512x4x4xf32> to tensor<256x512x3x4xf32>
    %extracted_slice_136 = tensor.extract_slice %extracted_slice_135[0, 0, 0, 0] [256, 512, 3, 3] [1, 1, 1, 1] : tensor<256x512x3x4xf32> to tensor<256x512x3x3xf32>
    %731 = tensor.empty() : tensor<512x256x3x3xf32>
    %transposed_137 = linalg.transpose ins(%extracted_slice_136 : tensor<256x512x3x3xf32>) outs(%731 : tensor<512x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %732 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%687, %727 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %733 = tensor.empty() : tensor<64x256x14x14xi1>
    %734 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424 : tensor<64x256x14x14xf32>) outs(%733 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x256x14x14xi1>
    %735 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %cst_2, %732 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %736 = tensor.empty() : tensor<256xf32>
    %737 = linalg.fill ins(%cst : f32) outs(%736 : tensor<256xf32>) -> tensor<256xf32>
    %738 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%735 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %739 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %419 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%739 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %741 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%738 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %expanded_138 = tensor.expand_shape %741 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %742 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%740 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %743 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_69, %collapsed_69 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %744 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%742, %743 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_139 = tensor.expand_shape %744 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %745 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_69, %arg45 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_140 = tensor.expand_shape %745 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %746 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %expanded_139 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %746 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %expanded_138 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %expanded_140 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %750 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%740, %collapsed_69 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %751 = tensor.empty() : tensor<256x256x3x3xf32>
    %752 = linalg.fill ins(%cst : f32) outs(%751 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %753 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%752 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg44[%1113, %1112, %1116, %1117] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %754 = tensor.empty() : tensor<64x256x16x16xf32>
    %755 = linalg.fill ins(%cst : f32) outs(%754 : tensor<64x256x16x16xf32>) -> tensor<64x256x16x16xf32>
    %inserted_slice_141 = tensor.insert_slice %749 into %755[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 1, 1] : tensor<64x256x14x14xf32> into tensor<64x256x16x16xf32>
    %756 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_141, %753 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_142 = linalg.transpose ins(%397 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_143 = linalg.transpose ins(%749 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_144 = tensor.pad %transposed_142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %757 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_144, %transposed_143 : tensor<256x64x16x16xf32>, tensor<256x64x14x14xf32>) outs(%752 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_145 = linalg.transpose ins(%757 : tensor<256x256x3x3xf32>) outs(%751 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %758 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397 : tensor<64x256x14x14xf32>) outs(%733 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x256x14x14xi1>
    %759 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758, %cst_2, %756 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%759 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%759, %393 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%761 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %763 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%760 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %expanded_146 = tensor.expand_shape %763 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %764 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%762 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %765 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_65, %collapsed_65 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %766 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%764, %765 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_147 = tensor.expand_shape %766 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %767 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_65, %arg42 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_148 = tensor.expand_shape %767 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %768 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_147 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%759, %768 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %770 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %expanded_146 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %expanded_148 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %772 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%762, %collapsed_65 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %773 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%752 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg41[%1113, %1112, %1116, %1117] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %inserted_slice_149 = tensor.insert_slice %771 into %755[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 1, 1] : tensor<64x256x14x14xf32> into tensor<64x256x16x16xf32>
    %774 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_149, %773 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_150 = linalg.transpose ins(%371 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_151 = linalg.transpose ins(%771 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_152 = tensor.pad %transposed_150 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %775 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_152, %transposed_151 : tensor<256x64x16x16xf32>, tensor<256x64x14x14xf32>) outs(%752 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_153 = linalg.transpose ins(%775 : tensor<256x256x3x3xf32>) outs(%751 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %776 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %774 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %777 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<64x256x14x14xf32>) outs(%733 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x256x14x14xi1>
    %778 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %cst_2, %776 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%778 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778, %366 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %781 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%780 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %782 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%779 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %expanded_154 = tensor.expand_shape %782 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %783 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%781 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %784 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_61, %collapsed_61 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %785 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%783, %784 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_155 = tensor.expand_shape %785 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %786 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_61, %arg39 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_156 = tensor.expand_shape %786 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %787 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_155 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %788 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778, %787 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %789 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788, %expanded_154 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %expanded_156 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %791 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%781, %collapsed_61 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %792 = tensor.empty() : tensor<128x256x1x1xf32>
    %793 = linalg.fill ins(%cst : f32) outs(%792 : tensor<128x256x1x1xf32>) -> tensor<128x256x1x1xf32>
    %794 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%793 : tensor<128x256x1x1xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%1113, %1112, %c0, %c0] : tensor<256x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x1x1xf32>
    %795 = tensor.empty() : tensor<64x256x28x28xf32>
    %796 = linalg.fill ins(%cst : f32) outs(%795 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %inserted_slice_157 = tensor.insert_slice %790 into %796[0, 0, 0, 0] [64, 256, 14, 14] [1, 1, 2, 2] : tensor<64x256x14x14xf32> into tensor<64x256x28x28xf32>
    %797 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_157, %794 : tensor<64x256x28x28xf32>, tensor<128x256x1x1xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %798 = tensor.empty() : tensor<128x64x28x28xf32>
    %transposed_158 = linalg.transpose ins(%285 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_159 = linalg.transpose ins(%790 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %799 = tensor.empty() : tensor<128x256x2x2xf32>
    %800 = linalg.fill ins(%cst : f32) outs(%799 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %801 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_158, %transposed_159 : tensor<128x64x28x28xf32>, tensor<256x64x14x14xf32>) outs(%800 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %extracted_slice_160 = tensor.extract_slice %801[0, 0, 0, 0] [128, 256, 1, 2] [1, 1, 1, 1] : tensor<128x256x2x2xf32> to tensor<128x256x1x2xf32>
    %extracted_slice_161 = tensor.extract_slice %extracted_slice_160[0, 0, 0, 0] [128, 256, 1, 1] [1, 1, 1, 1] : tensor<128x256x1x2xf32> to tensor<128x256x1x1xf32>
    %802 = tensor.empty() : tensor<256x128x1x1xf32>
    %transposed_162 = linalg.transpose ins(%extracted_slice_161 : tensor<128x256x1x1xf32>) outs(%802 : tensor<256x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %803 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778, %341 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%803 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %805 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%804 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %806 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_58, %collapsed_58 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %807 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%805, %806 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_163 = tensor.expand_shape %807 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %808 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_58, %arg36 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_164 = tensor.expand_shape %808 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %809 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_163 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778, %809 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %811 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810, %expanded_154 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %expanded_164 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %813 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%804, %collapsed_58 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %814 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%752 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg35[%1113, %1112, %1116, %1117] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %inserted_slice_165 = tensor.insert_slice %812 into %755[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 1, 1] : tensor<64x256x14x14xf32> into tensor<64x256x16x16xf32>
    %815 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_165, %814 : tensor<64x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<64x256x14x14xf32>) -> tensor<64x256x14x14xf32>
    %transposed_166 = linalg.transpose ins(%319 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_167 = linalg.transpose ins(%812 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_168 = tensor.pad %transposed_166 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<256x64x14x14xf32> to tensor<256x64x16x16xf32>
    %816 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_168, %transposed_167 : tensor<256x64x16x16xf32>, tensor<256x64x14x14xf32>) outs(%752 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_169 = linalg.transpose ins(%816 : tensor<256x256x3x3xf32>) outs(%751 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %817 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<64x256x14x14xf32>) outs(%733 : tensor<64x256x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x256x14x14xi1>
    %818 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%817, %cst_2, %815 : tensor<64x256x14x14xi1>, tensor<f32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %819 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%818 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818, %315 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %821 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%820 : tensor<64x256x14x14xf32>) outs(%737 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %822 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%819 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %expanded_170 = tensor.expand_shape %822 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %823 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%821 : tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_6 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<256xf32>
    %824 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_54, %collapsed_54 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %825 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%823, %824 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_171 = tensor.expand_shape %825 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %826 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_54, %arg33 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %expanded_172 = tensor.expand_shape %826 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %827 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_171 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %828 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818, %827 : tensor<64x256x14x14xf32>, tensor<64x256x14x14xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %829 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%828, %expanded_170 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %830 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %expanded_172 : tensor<64x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<64x256x14x14xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x256x14x14xf32>
    %831 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%821, %collapsed_54 : tensor<256xf32>, tensor<256xf32>) outs(%736 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<256xf32>
    %832 = tensor.empty() : tensor<128x256x3x3xf32>
    %833 = linalg.fill ins(%cst : f32) outs(%832 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %834 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%833 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg32[%1113, %1112, %1116, %1117] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %835 = tensor.empty() : tensor<64x256x30x30xf32>
    %836 = linalg.fill ins(%cst : f32) outs(%835 : tensor<64x256x30x30xf32>) -> tensor<64x256x30x30xf32>
    %inserted_slice_173 = tensor.insert_slice %830 into %836[0, 0, 1, 1] [64, 256, 14, 14] [1, 1, 2, 2] : tensor<64x256x14x14xf32> into tensor<64x256x30x30xf32>
    %837 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_173, %834 : tensor<64x256x30x30xf32>, tensor<128x256x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_174 = linalg.transpose ins(%830 : tensor<64x256x14x14xf32>) outs(%688 : tensor<256x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_175 = tensor.pad %transposed_158 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %838 = tensor.empty() : tensor<128x256x4x4xf32>
    %839 = linalg.fill ins(%cst : f32) outs(%838 : tensor<128x256x4x4xf32>) -> tensor<128x256x4x4xf32>
    %840 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_175, %transposed_174 : tensor<128x64x30x30xf32>, tensor<256x64x14x14xf32>) outs(%839 : tensor<128x256x4x4xf32>) -> tensor<128x256x4x4xf32>
    %extracted_slice_176 = tensor.extract_slice %840[0, 0, 0, 0] [128, 256, 3, 4] [1, 1, 1, 1] : tensor<128x256x4x4xf32> to tensor<128x256x3x4xf32>
    %extracted_slice_177 = tensor.extract_slice %extracted_slice_176[0, 0, 0, 0] [128, 256, 3, 3] [1, 1, 1, 1] : tensor<128x256x3x4xf32> to tensor<128x256x3x3xf32>
    %841 = tensor.empty() : tensor<256x128x3x3xf32>
    %transposed_178 = linalg.transpose ins(%extracted_slice_177 : tensor<128x256x3x3xf32>) outs(%841 : tensor<256x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %842 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%797, %837 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %843 = tensor.empty() : tensor<64x128x28x28xi1>
    %844 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<64x128x28x28xf32>) outs(%843 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x128x28x28xi1>
    %845 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %cst_2, %842 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %846 = tensor.empty() : tensor<128xf32>
    %847 = linalg.fill ins(%cst : f32) outs(%846 : tensor<128xf32>) -> tensor<128xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%845 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %849 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %280 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %850 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%849 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %851 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%848 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %expanded_179 = tensor.expand_shape %851 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %852 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%850 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %853 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_50, %collapsed_50 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %854 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%852, %853 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_180 = tensor.expand_shape %854 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %855 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_50, %arg30 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_181 = tensor.expand_shape %855 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %856 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_180 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %857 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %856 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %858 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857, %expanded_179 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %859 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858, %expanded_181 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %860 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%850, %collapsed_50 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %861 = tensor.empty() : tensor<128x128x3x3xf32>
    %862 = linalg.fill ins(%cst : f32) outs(%861 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %863 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%862 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg29[%1113, %1112, %1116, %1117] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %864 = tensor.empty() : tensor<64x128x30x30xf32>
    %865 = linalg.fill ins(%cst : f32) outs(%864 : tensor<64x128x30x30xf32>) -> tensor<64x128x30x30xf32>
    %inserted_slice_182 = tensor.insert_slice %859 into %865[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 1, 1] : tensor<64x128x28x28xf32> into tensor<64x128x30x30xf32>
    %866 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_182, %863 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_183 = linalg.transpose ins(%258 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_184 = linalg.transpose ins(%859 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_185 = tensor.pad %transposed_183 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %867 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_185, %transposed_184 : tensor<128x64x30x30xf32>, tensor<128x64x28x28xf32>) outs(%862 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_186 = linalg.transpose ins(%867 : tensor<128x128x3x3xf32>) outs(%861 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<64x128x28x28xf32>) outs(%843 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x128x28x28xi1>
    %869 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %cst_2, %866 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%869 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %254 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %872 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%871 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %873 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%870 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %expanded_187 = tensor.expand_shape %873 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %874 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%872 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %875 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_46, %collapsed_46 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %876 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%874, %875 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_188 = tensor.expand_shape %876 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %877 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_46, %arg27 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_189 = tensor.expand_shape %877 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %878 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_188 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %879 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %878 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %expanded_187 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %881 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%880, %expanded_189 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %882 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%872, %collapsed_46 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %883 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%862 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg26[%1113, %1112, %1116, %1117] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %inserted_slice_190 = tensor.insert_slice %881 into %865[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 1, 1] : tensor<64x128x28x28xf32> into tensor<64x128x30x30xf32>
    %884 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_190, %883 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_191 = linalg.transpose ins(%232 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_192 = linalg.transpose ins(%881 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_193 = tensor.pad %transposed_191 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %885 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_193, %transposed_192 : tensor<128x64x30x30xf32>, tensor<128x64x28x28xf32>) outs(%862 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_194 = linalg.transpose ins(%885 : tensor<128x128x3x3xf32>) outs(%861 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %884 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %887 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<64x128x28x28xf32>) outs(%843 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x128x28x28xi1>
    %888 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%887, %cst_2, %886 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%888 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %227 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%890 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %892 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%889 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %expanded_195 = tensor.expand_shape %892 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %893 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%891 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %894 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_42, %collapsed_42 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %895 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%893, %894 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_196 = tensor.expand_shape %895 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %896 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_42, %arg24 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_197 = tensor.expand_shape %896 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %897 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_196 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %898 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %897 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %899 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898, %expanded_195 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %900 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %expanded_197 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %901 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%891, %collapsed_42 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %902 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%154 : tensor<64x128x1x1xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%1113, %1112, %c0, %c0] : tensor<128x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x1x1xf32>
    %903 = tensor.empty() : tensor<64x128x56x56xf32>
    %904 = linalg.fill ins(%cst : f32) outs(%903 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %inserted_slice_198 = tensor.insert_slice %900 into %904[0, 0, 0, 0] [64, 128, 28, 28] [1, 1, 2, 2] : tensor<64x128x28x28xf32> into tensor<64x128x56x56xf32>
    %905 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_198, %902 : tensor<64x128x56x56xf32>, tensor<64x128x1x1xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_199 = linalg.transpose ins(%146 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %906 = tensor.empty() : tensor<64x8192x2x2xf32>
    %expanded_200 = tensor.expand_shape %transposed_199 [[0], [1, 2], [3], [4]] output_shape [64, 64, 1, 56, 56] : tensor<64x64x56x56xf32> into tensor<64x64x1x56x56xf32>
    %expanded_201 = tensor.expand_shape %900 [[0], [1], [2, 3], [4]] output_shape [64, 128, 1, 28, 28] : tensor<64x128x28x28xf32> into tensor<64x128x1x28x28xf32>
    %expanded_202 = tensor.expand_shape %906 [[0], [1, 2], [3], [4]] output_shape [64, 64, 128, 2, 2] : tensor<64x8192x2x2xf32> into tensor<64x64x128x2x2xf32>
    %907 = linalg.fill ins(%cst : f32) outs(%expanded_202 : tensor<64x64x128x2x2xf32>) -> tensor<64x64x128x2x2xf32>
    %908 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_200, %expanded_201 : tensor<64x64x1x56x56xf32>, tensor<64x128x1x28x28xf32>) outs(%907 : tensor<64x64x128x2x2xf32>) -> tensor<64x64x128x2x2xf32>
    %collapsed_203 = tensor.collapse_shape %908 [[0], [1, 2], [3], [4]] : tensor<64x64x128x2x2xf32> into tensor<64x8192x2x2xf32>
    %extracted_slice_204 = tensor.extract_slice %collapsed_203[0, 0, 0, 0] [64, 8192, 1, 2] [1, 1, 1, 1] : tensor<64x8192x2x2xf32> to tensor<64x8192x1x2xf32>
    %extracted_slice_205 = tensor.extract_slice %extracted_slice_204[0, 0, 0, 0] [64, 8192, 1, 1] [1, 1, 1, 1] : tensor<64x8192x1x2xf32> to tensor<64x8192x1x1xf32>
    %expanded_206 = tensor.expand_shape %extracted_slice_205 [[0], [1, 2], [3], [4]] output_shape [64, 64, 128, 1, 1] : tensor<64x8192x1x1xf32> into tensor<64x64x128x1x1xf32>
    %909 = tensor.empty() : tensor<64x128x64x1x1xf32>
    %transposed_207 = linalg.transpose ins(%expanded_206 : tensor<64x64x128x1x1xf32>) outs(%909 : tensor<64x128x64x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %910 = tensor.empty() : tensor<128x64x1x1xf32>
    %911 = linalg.fill ins(%cst : f32) outs(%910 : tensor<128x64x1x1xf32>) -> tensor<128x64x1x1xf32>
    %912 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_207 : tensor<64x128x64x1x1xf32>) outs(%911 : tensor<128x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128x64x1x1xf32>
    %913 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %202 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %914 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%913 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %915 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%914 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %916 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_39, %collapsed_39 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %917 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%915, %916 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_208 = tensor.expand_shape %917 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %918 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_39, %arg21 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_209 = tensor.expand_shape %918 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %919 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_208 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %920 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %919 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %921 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920, %expanded_195 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %expanded_209 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %923 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%914, %collapsed_39 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %924 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%862 : tensor<128x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg20[%1113, %1112, %1116, %1117] : tensor<128x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x128x3x3xf32>
    %inserted_slice_210 = tensor.insert_slice %922 into %865[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 1, 1] : tensor<64x128x28x28xf32> into tensor<64x128x30x30xf32>
    %925 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_210, %924 : tensor<64x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<64x128x28x28xf32>) -> tensor<64x128x28x28xf32>
    %transposed_211 = linalg.transpose ins(%180 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_212 = linalg.transpose ins(%922 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_213 = tensor.pad %transposed_211 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<128x64x28x28xf32> to tensor<128x64x30x30xf32>
    %926 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_213, %transposed_212 : tensor<128x64x30x30xf32>, tensor<128x64x28x28xf32>) outs(%862 : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
    %transposed_214 = linalg.transpose ins(%926 : tensor<128x128x3x3xf32>) outs(%861 : tensor<128x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<64x128x28x28xf32>) outs(%843 : tensor<64x128x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x128x28x28xi1>
    %928 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %cst_2, %925 : tensor<64x128x28x28xi1>, tensor<f32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%928 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%928, %176 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%930 : tensor<64x128x28x28xf32>) outs(%847 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %932 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%929 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %expanded_215 = tensor.expand_shape %932 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %933 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%931 : tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_5 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<128xf32>
    %934 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_35, %collapsed_35 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %935 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%933, %934 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_216 = tensor.expand_shape %935 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %936 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_35, %arg18 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %expanded_217 = tensor.expand_shape %936 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %937 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_216 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %938 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%928, %937 : tensor<64x128x28x28xf32>, tensor<64x128x28x28xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %939 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%938, %expanded_215 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939, %expanded_217 : tensor<64x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<64x128x28x28xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x128x28x28xf32>
    %941 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%931, %collapsed_35 : tensor<128xf32>, tensor<128xf32>) outs(%846 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<128xf32>
    %942 = tensor.empty() : tensor<64x128x3x3xf32>
    %943 = linalg.fill ins(%cst : f32) outs(%942 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %944 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%943 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg17[%1113, %1112, %1116, %1117] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %945 = tensor.empty() : tensor<64x128x58x58xf32>
    %946 = linalg.fill ins(%cst : f32) outs(%945 : tensor<64x128x58x58xf32>) -> tensor<64x128x58x58xf32>
    %inserted_slice_218 = tensor.insert_slice %940 into %946[0, 0, 1, 1] [64, 128, 28, 28] [1, 1, 2, 2] : tensor<64x128x28x28xf32> into tensor<64x128x58x58xf32>
    %947 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_218, %944 : tensor<64x128x58x58xf32>, tensor<64x128x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_219 = linalg.transpose ins(%940 : tensor<64x128x28x28xf32>) outs(%798 : tensor<128x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_220 = tensor.pad %transposed_199 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %948 = tensor.empty() : tensor<64x128x4x4xf32>
    %949 = linalg.fill ins(%cst : f32) outs(%948 : tensor<64x128x4x4xf32>) -> tensor<64x128x4x4xf32>
    %950 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_220, %transposed_219 : tensor<64x64x58x58xf32>, tensor<128x64x28x28xf32>) outs(%949 : tensor<64x128x4x4xf32>) -> tensor<64x128x4x4xf32>
    %extracted_slice_221 = tensor.extract_slice %950[0, 0, 0, 0] [64, 128, 3, 4] [1, 1, 1, 1] : tensor<64x128x4x4xf32> to tensor<64x128x3x4xf32>
    %extracted_slice_222 = tensor.extract_slice %extracted_slice_221[0, 0, 0, 0] [64, 128, 3, 3] [1, 1, 1, 1] : tensor<64x128x3x4xf32> to tensor<64x128x3x3xf32>
    %951 = tensor.empty() : tensor<128x64x3x3xf32>
    %transposed_223 = linalg.transpose ins(%extracted_slice_222 : tensor<64x128x3x3xf32>) outs(%951 : tensor<128x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %952 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %947 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %953 = tensor.empty() : tensor<64x64x56x56xi1>
    %954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %955 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%954, %cst_2, %952 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %956 = linalg.fill ins(%cst : f32) outs(%574 : tensor<64xf32>) -> tensor<64xf32>
    %957 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%955 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %958 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %141 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%958 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %960 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%957 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %expanded_224 = tensor.expand_shape %960 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %961 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%959 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %962 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_31, %collapsed_31 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %963 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%961, %962 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_225 = tensor.expand_shape %963 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %964 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_31, %arg15 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_226 = tensor.expand_shape %964 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %965 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_225 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %966 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %965 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %967 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%966, %expanded_224 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %968 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967, %expanded_226 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %969 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%959, %collapsed_31 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %970 = tensor.empty() : tensor<64x64x3x3xf32>
    %971 = linalg.fill ins(%cst : f32) outs(%970 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %972 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%971 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg14[%1113, %1112, %1116, %1117] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %973 = tensor.empty() : tensor<64x64x58x58xf32>
    %974 = linalg.fill ins(%cst : f32) outs(%973 : tensor<64x64x58x58xf32>) -> tensor<64x64x58x58xf32>
    %inserted_slice_227 = tensor.insert_slice %968 into %974[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %975 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_227, %972 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_228 = linalg.transpose ins(%119 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_229 = linalg.transpose ins(%968 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_230 = tensor.pad %transposed_228 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %976 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_230, %transposed_229 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%971 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_231 = linalg.transpose ins(%976 : tensor<64x64x3x3xf32>) outs(%970 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %977 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %978 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%977, %cst_2, %975 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %979 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%978 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %980 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%978, %115 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %981 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%980 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %982 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%979 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %expanded_232 = tensor.expand_shape %982 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %983 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%981 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %984 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_27, %collapsed_27 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %985 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%983, %984 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_233 = tensor.expand_shape %985 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %986 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_27, %arg12 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_234 = tensor.expand_shape %986 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %987 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_233 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %988 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%978, %987 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %989 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%988, %expanded_232 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %990 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %expanded_234 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %991 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%981, %collapsed_27 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %992 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%971 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg11[%1113, %1112, %1116, %1117] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_235 = tensor.insert_slice %990 into %974[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %993 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_235, %992 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_236 = linalg.transpose ins(%93 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_237 = linalg.transpose ins(%990 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_238 = tensor.pad %transposed_236 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %994 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_238, %transposed_237 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%971 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_239 = linalg.transpose ins(%994 : tensor<64x64x3x3xf32>) outs(%970 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %995 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %993 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %997 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%996, %cst_2, %995 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %998 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%997 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %999 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %88 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1000 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%999 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1001 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%998 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %expanded_240 = tensor.expand_shape %1001 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1002 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1000 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %1003 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_23, %collapsed_23 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1004 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1002, %1003 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_241 = tensor.expand_shape %1004 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1005 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_23, %arg9 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_242 = tensor.expand_shape %1005 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1006 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_241 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1007 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %1006 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1008 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %expanded_240 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1009 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1008, %expanded_242 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1010 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1000, %collapsed_23 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1011 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%971 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg8[%1113, %1112, %1116, %1117] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_243 = tensor.insert_slice %1009 into %974[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %1012 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_243, %1011 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_244 = linalg.transpose ins(%66 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_245 = linalg.transpose ins(%1009 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_246 = tensor.pad %transposed_244 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %1013 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_246, %transposed_245 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%971 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_247 = linalg.transpose ins(%1013 : tensor<64x64x3x3xf32>) outs(%970 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1014 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1015 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1014, %cst_2, %1012 : tensor<64x64x56x56xi1>, tensor<f32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1016 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1015 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1015, %62 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1018 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1017 : tensor<64x64x56x56xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1019 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1016 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %expanded_248 = tensor.expand_shape %1019 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1020 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1018 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_4 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %1021 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_19, %collapsed_19 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1022 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1020, %1021 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_249 = tensor.expand_shape %1022 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1023 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_19, %arg6 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_250 = tensor.expand_shape %1023 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1024 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_249 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1025 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1015, %1024 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1026 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025, %expanded_248 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026, %expanded_250 : tensor<64x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1028 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1018, %collapsed_19 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1029 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%971 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %1112 = linalg.index 0 : index
      %1113 = linalg.index 1 : index
      %1114 = linalg.index 2 : index
      %1115 = linalg.index 3 : index
      %1116 = arith.subi %c2, %1114 : index
      %1117 = arith.subi %c2, %1115 : index
      %extracted = tensor.extract %arg5[%1113, %1112, %1116, %1117] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_251 = tensor.insert_slice %1027 into %974[0, 0, 1, 1] [64, 64, 56, 56] [1, 1, 1, 1] : tensor<64x64x56x56xf32> into tensor<64x64x58x58xf32>
    %1030 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_251, %1029 : tensor<64x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%38 : tensor<64x64x56x56xf32>) -> tensor<64x64x56x56xf32>
    %transposed_252 = linalg.transpose ins(%37 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_253 = linalg.transpose ins(%1027 : tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_254 = tensor.pad %transposed_252 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x58x58xf32>
    %1031 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_254, %transposed_253 : tensor<64x64x58x58xf32>, tensor<64x64x56x56xf32>) outs(%971 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_255 = linalg.transpose ins(%1031 : tensor<64x64x3x3xf32>) outs(%970 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1032 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %1030 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_256 = tensor.extract_slice %padded_17[0, 0, 0, 0] [64, 64, 56, 114] [1, 1, 2, 1] : tensor<64x64x114x114xf32> to tensor<64x64x56x114xf32>
    %extracted_slice_257 = tensor.extract_slice %extracted_slice_256[0, 0, 0, 0] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %extracted_slice_258 = tensor.extract_slice %extracted_slice_256[0, 0, 0, 1] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_257, %extracted_slice_258 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_259 = tensor.extract_slice %extracted_slice_256[0, 0, 0, 2] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1034 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033, %extracted_slice_259 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_260 = tensor.extract_slice %padded_17[0, 0, 1, 0] [64, 64, 56, 114] [1, 1, 2, 1] : tensor<64x64x114x114xf32> to tensor<64x64x56x114xf32>
    %extracted_slice_261 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 0] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1034, %extracted_slice_261 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_262 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 1] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1036 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %extracted_slice_262 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_263 = tensor.extract_slice %extracted_slice_260[0, 0, 0, 2] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1036, %extracted_slice_263 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_264 = tensor.extract_slice %padded_17[0, 0, 2, 0] [64, 64, 56, 114] [1, 1, 2, 1] : tensor<64x64x114x114xf32> to tensor<64x64x56x114xf32>
    %extracted_slice_265 = tensor.extract_slice %extracted_slice_264[0, 0, 0, 0] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1038 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %extracted_slice_265 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_266 = tensor.extract_slice %extracted_slice_264[0, 0, 0, 1] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038, %extracted_slice_266 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %extracted_slice_267 = tensor.extract_slice %extracted_slice_264[0, 0, 0, 2] [64, 64, 56, 56] [1, 1, 1, 2] : tensor<64x64x56x114xf32> to tensor<64x64x56x56xf32>
    %1040 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039, %extracted_slice_267 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.maximumf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_257, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1042 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_268 = tensor.pad %1042 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_258, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1044 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1043, %1044 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1046 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041, %1043 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1045, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_269 = tensor.pad %1047 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1048 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_259, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1046 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1050 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048, %1049 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1046, %1048 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1052 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_270 = tensor.pad %1052 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1053 = tensor.empty() : tensor<64x64x57x57xf32>
    %1054 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_268, %padded_270 : tensor<64x64x57x57xf32>, tensor<64x64x57x57xf32>) outs(%1053 : tensor<64x64x57x57xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x57x57xf32>
    %1055 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_261, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1051 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %1056 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1058 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1051, %1055 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_271 = tensor.pad %1059 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1060 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_262, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1061 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1058 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1062 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1060, %1061 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1063 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1058, %1060 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1064 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1062, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_272 = tensor.pad %1064 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_263, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1066 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1063 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1067 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1065, %1066 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1068 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1063, %1065 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1069 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1067, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_273 = tensor.pad %1069 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1070 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_271, %padded_273 : tensor<64x64x57x57xf32>, tensor<64x64x57x57xf32>) outs(%1053 : tensor<64x64x57x57xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x57x57xf32>
    %1071 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_265, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1072 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1068 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1073 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1071, %1072 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1074 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1068, %1071 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1075 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1073, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_274 = tensor.pad %1075 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1076 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1054, %padded_274 : tensor<64x64x57x57xf32>, tensor<64x64x57x57xf32>) outs(%1053 : tensor<64x64x57x57xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x57x57xf32>
    %1077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_266, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1078 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1074 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1079 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1077, %1078 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1080 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1074, %1077 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.ori %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1081 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1079, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_275 = tensor.pad %1081 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1082 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_269, %padded_275 : tensor<64x64x57x57xf32>, tensor<64x64x57x57xf32>) outs(%1053 : tensor<64x64x57x57xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x57x57xf32>
    %1083 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_267, %1040 : tensor<64x64x56x56xf32>, tensor<64x64x56x56xf32>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: f32, %in_302: f32, %out: i1):
      %1112 = arith.cmpf oeq, %in, %in_302 : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1084 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1080 : tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1112 = arith.xori %in, %true : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1083, %1084 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xi1>) outs(%953 : tensor<64x64x56x56xi1>) {
    ^bb0(%in: i1, %in_302: i1, %out: i1):
      %1112 = arith.andi %in, %in_302 : i1
      linalg.yield %1112 : i1
    } -> tensor<64x64x56x56xi1>
    %1086 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1085, %1032, %cst_2 : tensor<64x64x56x56xi1>, tensor<64x64x56x56xf32>, tensor<f32>) outs(%34 : tensor<64x64x56x56xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x56x56xf32>
    %padded_276 = tensor.pad %1086 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<64x64x56x56xf32> to tensor<64x64x57x57xf32>
    %1087 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1076, %padded_276 : tensor<64x64x57x57xf32>, tensor<64x64x57x57xf32>) outs(%1053 : tensor<64x64x57x57xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.addf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x57x57xf32>
    %expanded_277 = tensor.expand_shape %1087 [[0], [1], [2], [3, 4]] output_shape [64, 64, 57, 57, 1] : tensor<64x64x57x57xf32> into tensor<64x64x57x57x1xf32>
    %expanded_278 = tensor.expand_shape %1082 [[0], [1], [2], [3, 4]] output_shape [64, 64, 57, 57, 1] : tensor<64x64x57x57xf32> into tensor<64x64x57x57x1xf32>
    %concat = tensor.concat dim(4) %expanded_277, %expanded_278 : (tensor<64x64x57x57x1xf32>, tensor<64x64x57x57x1xf32>) -> tensor<64x64x57x57x2xf32>
    %collapsed_279 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<64x64x57x57x2xf32> into tensor<64x64x57x114xf32>
    %expanded_280 = tensor.expand_shape %1070 [[0], [1], [2], [3, 4]] output_shape [64, 64, 57, 57, 1] : tensor<64x64x57x57xf32> into tensor<64x64x57x57x1xf32>
    %expanded_281 = tensor.expand_shape %padded_272 [[0], [1], [2], [3, 4]] output_shape [64, 64, 57, 57, 1] : tensor<64x64x57x57xf32> into tensor<64x64x57x57x1xf32>
    %concat_282 = tensor.concat dim(4) %expanded_280, %expanded_281 : (tensor<64x64x57x57x1xf32>, tensor<64x64x57x57x1xf32>) -> tensor<64x64x57x57x2xf32>
    %collapsed_283 = tensor.collapse_shape %concat_282 [[0], [1], [2], [3, 4]] : tensor<64x64x57x57x2xf32> into tensor<64x64x57x114xf32>
    %concat_284 = tensor.concat dim(3) %collapsed_279, %collapsed_283 : (tensor<64x64x57x114xf32>, tensor<64x64x57x114xf32>) -> tensor<64x64x57x228xf32>
    %expanded_285 = tensor.expand_shape %concat_284 [[0], [1], [2], [3, 4]] output_shape [64, 64, 57, 2, 114] : tensor<64x64x57x228xf32> into tensor<64x64x57x2x114xf32>
    %collapsed_286 = tensor.collapse_shape %expanded_285 [[0], [1], [2, 3], [4]] : tensor<64x64x57x2x114xf32> into tensor<64x64x114x114xf32>
    %extracted_slice_287 = tensor.extract_slice %collapsed_286[0, 0, 1, 0] [64, 64, 112, 114] [1, 1, 1, 1] : tensor<64x64x114x114xf32> to tensor<64x64x112x114xf32>
    %extracted_slice_288 = tensor.extract_slice %extracted_slice_287[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 1] : tensor<64x64x112x114xf32> to tensor<64x64x112x112xf32>
    %1088 = tensor.empty() : tensor<64x64x112x112xi1>
    %1089 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<64x64x112x112xf32>) outs(%1088 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1112 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %1112 : i1
    } -> tensor<64x64x112x112xi1>
    %1090 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1089, %cst_2, %extracted_slice_288 : tensor<64x64x112x112xi1>, tensor<f32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_302: f32, %in_303: f32, %out: f32):
      %1112 = arith.select %in, %in_302, %in_303 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %1091 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1090 : tensor<64x64x112x112xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1092 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1090, %29 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %1093 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1092 : tensor<64x64x112x112xf32>) outs(%956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1094 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1091 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_3 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %expanded_289 = tensor.expand_shape %1094 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1095 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1093 : tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.truncf %cst_3 : f64 to f32
      %1113 = arith.mulf %in, %1112 : f32
      linalg.yield %1113 : f32
    } -> tensor<64xf32>
    %1096 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed, %collapsed : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1097 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1095, %1096 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_290 = tensor.expand_shape %1097 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1098 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed, %arg3 : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %expanded_291 = tensor.expand_shape %1098 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1099 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_290 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %1100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1090, %1099 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %1101 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1100, %expanded_289 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.subf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %1102 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1101, %expanded_291 : tensor<64x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64x64x112x112xf32>
    %1103 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1093, %collapsed : tensor<64xf32>, tensor<64xf32>) outs(%574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_302: f32, %out: f32):
      %1112 = arith.mulf %in, %in_302 : f32
      linalg.yield %1112 : f32
    } -> tensor<64xf32>
    %1104 = tensor.empty() : tensor<3x64x224x224xf32>
    %transposed_292 = linalg.transpose ins(%arg0 : tensor<64x3x224x224xf32>) outs(%1104 : tensor<3x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %padded_293 = tensor.pad %transposed_292 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<3x64x224x224xf32> to tensor<3x64x230x230xf32>
    %1105 = tensor.empty() : tensor<3x4096x8x8xf32>
    %expanded_294 = tensor.expand_shape %padded_293 [[0], [1, 2], [3], [4]] output_shape [3, 64, 1, 230, 230] : tensor<3x64x230x230xf32> into tensor<3x64x1x230x230xf32>
    %expanded_295 = tensor.expand_shape %1102 [[0], [1], [2, 3], [4]] output_shape [64, 64, 1, 112, 112] : tensor<64x64x112x112xf32> into tensor<64x64x1x112x112xf32>
    %expanded_296 = tensor.expand_shape %1105 [[0], [1, 2], [3], [4]] output_shape [3, 64, 64, 8, 8] : tensor<3x4096x8x8xf32> into tensor<3x64x64x8x8xf32>
    %1106 = linalg.fill ins(%cst : f32) outs(%expanded_296 : tensor<3x64x64x8x8xf32>) -> tensor<3x64x64x8x8xf32>
    %1107 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_294, %expanded_295 : tensor<3x64x1x230x230xf32>, tensor<64x64x1x112x112xf32>) outs(%1106 : tensor<3x64x64x8x8xf32>) -> tensor<3x64x64x8x8xf32>
    %collapsed_297 = tensor.collapse_shape %1107 [[0], [1, 2], [3], [4]] : tensor<3x64x64x8x8xf32> into tensor<3x4096x8x8xf32>
    %extracted_slice_298 = tensor.extract_slice %collapsed_297[0, 0, 0, 0] [3, 4096, 7, 8] [1, 1, 1, 1] : tensor<3x4096x8x8xf32> to tensor<3x4096x7x8xf32>
    %extracted_slice_299 = tensor.extract_slice %extracted_slice_298[0, 0, 0, 0] [3, 4096, 7, 7] [1, 1, 1, 1] : tensor<3x4096x7x8xf32> to tensor<3x4096x7x7xf32>
    %expanded_300 = tensor.expand_shape %extracted_slice_299 [[0], [1, 2], [3], [4]] output_shape [3, 64, 64, 7, 7] : tensor<3x4096x7x7xf32> into tensor<3x64x64x7x7xf32>
    %1108 = tensor.empty() : tensor<64x64x3x7x7xf32>
    %transposed_301 = linalg.transpose ins(%expanded_300 : tensor<3x64x64x7x7xf32>) outs(%1108 : tensor<64x64x3x7x7xf32>) permutation = [1, 2, 0, 3, 4] 
    %1109 = tensor.empty() : tensor<64x3x7x7xf32>
    %1110 = linalg.fill ins(%cst : f32) outs(%1109 : tensor<64x3x7x7xf32>) -> tensor<64x3x7x7xf32>
    %1111 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_301 : tensor<64x64x3x7x7xf32>) outs(%1110 : tensor<64x3x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1112 = arith.addf %in, %out : f32
      linalg.yield %1112 : f32
    } -> tensor<64x3x7x7xf32>
    return %597, %1111, %1103, %1091, %transposed_255, %1028, %1016, %transposed_247, %1010, %998, %transposed_239, %991, %979, %transposed_231, %969, %957, %transposed_223, %941, %929, %transposed_214, %923, %889, %912, %901, %889, %transposed_194, %882, %870, %transposed_186, %860, %848, %transposed_178, %831, %819, %transposed_169, %813, %779, %transposed_162, %791, %779, %transposed_153, %772, %760, %transposed_145, %750, %738, %transposed_137, %721, %709, %transposed_128, %703, %669, %transposed_121, %681, %669, %transposed_113, %662, %650, %transposed_105, %639, %627, %616, %collapsed_98 : tensor<f32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1000x512xf32>, tensor<1000xf32>
  }
}
