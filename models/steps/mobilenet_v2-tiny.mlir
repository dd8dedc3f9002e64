#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0) -> ()>
#map11 = affine_map<() -> ()>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<2x3x64x64xf32>, %arg1: tensor<2xi64>, %arg2: tensor<4x3x3x3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4x1x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<2x4x1x1xf32>, %arg9: tensor<2xf32>, %arg10: tensor<2xf32>, %arg11: tensor<12x2x1x1xf32>, %arg12: tensor<12xf32>, %arg13: tensor<12xf32>, %arg14: tensor<12x1x3x3xf32>, %arg15: tensor<12xf32>, %arg16: tensor<12xf32>, %arg17: tensor<3x12x1x1xf32>, %arg18: tensor<3xf32>, %arg19: tensor<3xf32>, %arg20: tensor<18x3x1x1xf32>, %arg21: tensor<18xf32>, %arg22: tensor<18xf32>, %arg23: tensor<18x1x3x3xf32>, %arg24: tensor<18xf32>, %arg25: tensor<18xf32>, %arg26: tensor<3x18x1x1xf32>, %arg27: tensor<3xf32>, %arg28: tensor<3xf32>, %arg29: tensor<18x3x1x1xf32>, %arg30: tensor<18xf32>, %arg31: tensor<18xf32>, %arg32: tensor<18x1x3x3xf32>, %arg33: tensor<18xf32>, %arg34: tensor<18xf32>, %arg35: tensor<4x18x1x1xf32>, %arg36: tensor<4xf32>, %arg37: tensor<4xf32>, %arg38: tensor<24x4x1x1xf32>, %arg39: tensor<24xf32>, %arg40: tensor<24xf32>, %arg41: tensor<24x1x3x3xf32>, %arg42: tensor<24xf32>, %arg43: tensor<24xf32>, %arg44: tensor<4x24x1x1xf32>, %arg45: tensor<4xf32>, %arg46: tensor<4xf32>, %arg47: tensor<24x4x1x1xf32>, %arg48: tensor<24xf32>, %arg49: tensor<24xf32>, %arg50: tensor<24x1x3x3xf32>, %arg51: tensor<24xf32>, %arg52: tensor<24xf32>, %arg53: tensor<4x24x1x1xf32>, %arg54: tensor<4xf32>, %arg55: tensor<4xf32>, %arg56: tensor<24x4x1x1xf32>, %arg57: tensor<24xf32>, %arg58: tensor<24xf32>, %arg59: tensor<24x1x3x3xf32>, %arg60: tensor<24xf32>, %arg61: tensor<24xf32>, %arg62: tensor<8x24x1x1xf32>, %arg63: tensor<8xf32>, %arg64: tensor<8xf32>, %arg65: tensor<48x8x1x1xf32>, %arg66: tensor<48xf32>, %arg67: tensor<48xf32>, %arg68: tensor<48x1x3x3xf32>, %arg69: tensor<48xf32>, %arg70: tensor<48xf32>, %arg71: tensor<8x48x1x1xf32>, %arg72: tensor<8xf32>, %arg73: tensor<8xf32>, %arg74: tensor<48x8x1x1xf32>, %arg75: tensor<48xf32>, %arg76: tensor<48xf32>, %arg77: tensor<48x1x3x3xf32>, %arg78: tensor<48xf32>, %arg79: tensor<48xf32>, %arg80: tensor<8x48x1x1xf32>, %arg81: tensor<8xf32>, %arg82: tensor<8xf32>, %arg83: tensor<48x8x1x1xf32>, %arg84: tensor<48xf32>, %arg85: tensor<48xf32>, %arg86: tensor<48x1x3x3xf32>, %arg87: tensor<48xf32>, %arg88: tensor<48xf32>, %arg89: tensor<8x48x1x1xf32>, %arg90: tensor<8xf32>, %arg91: tensor<8xf32>, %arg92: tensor<48x8x1x1xf32>, %arg93: tensor<48xf32>, %arg94: tensor<48xf32>, %arg95: tensor<48x1x3x3xf32>, %arg96: tensor<48xf32>, %arg97: tensor<48xf32>, %arg98: tensor<12x48x1x1xf32>, %arg99: tensor<12xf32>, %arg100: tensor<12xf32>, %arg101: tensor<72x12x1x1xf32>, %arg102: tensor<72xf32>, %arg103: tensor<72xf32>, %arg104: tensor<72x1x3x3xf32>, %arg105: tensor<72xf32>, %arg106: tensor<72xf32>, %arg107: tensor<12x72x1x1xf32>, %arg108: tensor<12xf32>, %arg109: tensor<12xf32>, %arg110: tensor<72x12x1x1xf32>, %arg111: tensor<72xf32>, %arg112: tensor<72xf32>, %arg113: tensor<72x1x3x3xf32>, %arg114: tensor<72xf32>, %arg115: tensor<72xf32>, %arg116: tensor<12x72x1x1xf32>, %arg117: tensor<12xf32>, %arg118: tensor<12xf32>, %arg119: tensor<72x12x1x1xf32>, %arg120: tensor<72xf32>, %arg121: tensor<72xf32>, %arg122: tensor<72x1x3x3xf32>, %arg123: tensor<72xf32>, %arg124: tensor<72xf32>, %arg125: tensor<20x72x1x1xf32>, %arg126: tensor<20xf32>, %arg127: tensor<20xf32>, %arg128: tensor<120x20x1x1xf32>, %arg129: tensor<120xf32>, %arg130: tensor<120xf32>, %arg131: tensor<120x1x3x3xf32>, %arg132: tensor<120xf32>, %arg133: tensor<120xf32>, %arg134: tensor<20x120x1x1xf32>, %arg135: tensor<20xf32>, %arg136: tensor<20xf32>, %arg137: tensor<120x20x1x1xf32>, %arg138: tensor<120xf32>, %arg139: tensor<120xf32>, %arg140: tensor<120x1x3x3xf32>, %arg141: tensor<120xf32>, %arg142: tensor<120xf32>, %arg143: tensor<20x120x1x1xf32>, %arg144: tensor<20xf32>, %arg145: tensor<20xf32>, %arg146: tensor<120x20x1x1xf32>, %arg147: tensor<120xf32>, %arg148: tensor<120xf32>, %arg149: tensor<120x1x3x3xf32>, %arg150: tensor<120xf32>, %arg151: tensor<120xf32>, %arg152: tensor<40x120x1x1xf32>, %arg153: tensor<40xf32>, %arg154: tensor<40xf32>, %arg155: tensor<160x40x1x1xf32>, %arg156: tensor<160xf32>, %arg157: tensor<160xf32>, %arg158: tensor<10x160xf32>, %arg159: tensor<10xf32>) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x1x1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<12x2x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x1x3x3xf32>, tensor<12xf32>, tensor<12xf32>, tensor<3x12x1x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<18x3x1x1xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18x1x3x3xf32>, tensor<18xf32>, tensor<18xf32>, tensor<3x18x1x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<18x3x1x1xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18x1x3x3xf32>, tensor<18xf32>, tensor<18xf32>, tensor<4x18x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<12x72x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<12x72x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<20x120x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<20x120x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40x1x1xf32>, tensor<160xf32>, tensor<160xf32>, tensor<10x160xf32>, tensor<10xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c10 = arith.constant 10 : index
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 6.000000e+00 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 2.048000e+03 : f32
    %cst_8 = arith.constant 2.048000e+03 : f64
    %cst_9 = arith.constant 5.120000e+02 : f32
    %cst_10 = arith.constant 5.120000e+02 : f64
    %cst_11 = arith.constant 1.280000e+02 : f32
    %cst_12 = arith.constant 1.280000e+02 : f64
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 3.200000e+01 : f64
    %cst_15 = arith.constant 8.000000e+00 : f32
    %cst_16 = arith.constant 8.000000e+00 : f64
    %cst_17 = arith.constant 4.000000e+00 : f32
    %cst_18 = arith.constant 1.250000e-01 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_19 = arith.constant 3.125000e-02 : f32
    %cst_20 = arith.constant 7.812500e-03 : f32
    %cst_21 = arith.constant 0.001953125 : f32
    %cst_22 = arith.constant 4.8828125E-4 : f32
    %cst_23 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x3x64x64xf32> to tensor<2x3x66x66xf32>
    %0 = tensor.empty() : tensor<2x4x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x66x66xf32>, tensor<4x3x3x3xf32>) outs(%1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %3 = tensor.empty() : tensor<4xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x32x32xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_7 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %7 = tensor.empty() : tensor<2x4x32x32xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x32x32xf32>) outs(%7 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x32x32xf64>
    %9 = tensor.empty() : tensor<1x4x1x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%8 : tensor<2x4x32x32xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%7 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x32x32xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%7 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x32x32xf64>
    %15 = tensor.empty() : tensor<4xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<4xf64>) -> tensor<4xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%14 : tensor<2x4x32x32xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<4xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_24 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_24 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %expanded_25 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_25 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %expanded_26 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_26 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %cst_4 : tensor<2x4x32x32xf32>, tensor<f32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x4x32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %26 : tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x4x32x32xf32>
    %padded_27 = tensor.pad %27 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x4x32x32xf32> to tensor<2x4x34x34xf32>
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2], [3]] : tensor<4x1x3x3xf32> into tensor<4x3x3xf32>
    %28 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_27, %collapsed : tensor<2x4x34x34xf32>, tensor<4x3x3xf32>) outs(%1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%28 : tensor<2x4x32x32xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%29 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_7 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x4x32x32xf32>) outs(%7 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x32x32xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%31 : tensor<2x4x32x32xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %33 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%7 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x32x32xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %34 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%7 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x32x32xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%35 : tensor<2x4x32x32xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%37 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%38 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<4xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%39 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_28 = tensor.expand_shape %30 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_29 = tensor.expand_shape %40 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_28 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_29 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %expanded_30 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_30 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %expanded_31 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_31 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_4 : tensor<2x4x32x32xf32>, tensor<f32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x4x32x32xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %45 : tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x4x32x32xf32>
    %47 = tensor.empty() : tensor<2x2x32x32xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<2x2x32x32xf32>) -> tensor<2x2x32x32xf32>
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%46, %arg8 : tensor<2x4x32x32xf32>, tensor<2x4x1x1xf32>) outs(%48 : tensor<2x2x32x32xf32>) -> tensor<2x2x32x32xf32>
    %50 = tensor.empty() : tensor<2xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<2xf32>) -> tensor<2xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%49 : tensor<2x2x32x32xf32>) outs(%51 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%52 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_7 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %54 = tensor.empty() : tensor<2x2x32x32xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x32x32xf32>) outs(%54 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x2x32x32xf64>
    %56 = tensor.empty() : tensor<1x2x1x1xf64>
    %57 = linalg.fill ins(%cst_0 : f64) outs(%56 : tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%55 : tensor<2x2x32x32xf64>) outs(%57 : tensor<1x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x2x1x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x2x1x1xf64>) outs(%56 : tensor<1x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x2x1x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %59 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%54 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x2x32x32xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %60 : tensor<2x2x32x32xf64>, tensor<2x2x32x32xf64>) outs(%54 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x2x32x32xf64>
    %62 = tensor.empty() : tensor<2xf64>
    %63 = linalg.fill ins(%cst_0 : f64) outs(%62 : tensor<2xf64>) -> tensor<2xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%61 : tensor<2x2x32x32xf64>) outs(%63 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<2xf64>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%64 : tensor<2xf64>) outs(%62 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<2xf64>
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%65 : tensor<2xf64>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%66 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<2xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%67 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %expanded_32 = tensor.expand_shape %53 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %expanded_33 = tensor.expand_shape %68 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_32 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_33 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %expanded_34 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_34 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %expanded_35 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_35 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %73 = tensor.empty() : tensor<2x12x32x32xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<2x12x32x32xf32>) -> tensor<2x12x32x32xf32>
    %75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%72, %arg11 : tensor<2x2x32x32xf32>, tensor<12x2x1x1xf32>) outs(%74 : tensor<2x12x32x32xf32>) -> tensor<2x12x32x32xf32>
    %76 = tensor.empty() : tensor<12xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<12xf32>) -> tensor<12xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%75 : tensor<2x12x32x32xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%78 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_7 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %80 = tensor.empty() : tensor<2x12x32x32xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x12x32x32xf32>) outs(%80 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x32x32xf64>
    %82 = tensor.empty() : tensor<1x12x1x1xf64>
    %83 = linalg.fill ins(%cst_0 : f64) outs(%82 : tensor<1x12x1x1xf64>) -> tensor<1x12x1x1xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%81 : tensor<2x12x32x32xf64>) outs(%83 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x12x1x1xf64>) outs(%82 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %85 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%80 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x32x32xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %86 : tensor<2x12x32x32xf64>, tensor<2x12x32x32xf64>) outs(%80 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x32x32xf64>
    %88 = tensor.empty() : tensor<12xf64>
    %89 = linalg.fill ins(%cst_0 : f64) outs(%88 : tensor<12xf64>) -> tensor<12xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%87 : tensor<2x12x32x32xf64>) outs(%89 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%90 : tensor<12xf64>) outs(%88 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_8 : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%91 : tensor<12xf64>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%92 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<12xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%93 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_36 = tensor.expand_shape %79 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %expanded_37 = tensor.expand_shape %94 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_36 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_37 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %expanded_38 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_38 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %expanded_39 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_39 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %cst_4 : tensor<2x12x32x32xf32>, tensor<f32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x12x32x32xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %99 : tensor<f32>, tensor<2x12x32x32xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x12x32x32xf32>
    %padded_40 = tensor.pad %100 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x12x32x32xf32> to tensor<2x12x34x34xf32>
    %101 = tensor.empty() : tensor<2x12x16x16xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<2x12x16x16xf32>) -> tensor<2x12x16x16xf32>
    %collapsed_41 = tensor.collapse_shape %arg14 [[0, 1], [2], [3]] : tensor<12x1x3x3xf32> into tensor<12x3x3xf32>
    %103 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_40, %collapsed_41 : tensor<2x12x34x34xf32>, tensor<12x3x3xf32>) outs(%102 : tensor<2x12x16x16xf32>) -> tensor<2x12x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%103 : tensor<2x12x16x16xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%104 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_9 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %106 = tensor.empty() : tensor<2x12x16x16xf64>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x12x16x16xf32>) outs(%106 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x16x16xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%107 : tensor<2x12x16x16xf64>) outs(%83 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x12x1x1xf64>) outs(%82 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%106 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x16x16xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<2x12x16x16xf64>, tensor<2x12x16x16xf64>) outs(%106 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x16x16xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%111 : tensor<2x12x16x16xf64>) outs(%89 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%112 : tensor<12xf64>) outs(%88 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%113 : tensor<12xf64>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%114 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<12xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_42 = tensor.expand_shape %105 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %expanded_43 = tensor.expand_shape %116 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_42 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_43 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %expanded_44 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_44 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %expanded_45 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_45 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %cst_4 : tensor<2x12x16x16xf32>, tensor<f32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x12x16x16xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %121 : tensor<f32>, tensor<2x12x16x16xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x12x16x16xf32>
    %123 = tensor.empty() : tensor<2x3x16x16xf32>
    %124 = linalg.fill ins(%cst : f32) outs(%123 : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
    %125 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%122, %arg17 : tensor<2x12x16x16xf32>, tensor<3x12x1x1xf32>) outs(%124 : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
    %126 = tensor.empty() : tensor<3xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<3xf32>) -> tensor<3xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%125 : tensor<2x3x16x16xf32>) outs(%127 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%128 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_9 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %130 = tensor.empty() : tensor<2x3x16x16xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x3x16x16xf32>) outs(%130 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x3x16x16xf64>
    %132 = tensor.empty() : tensor<1x3x1x1xf64>
    %133 = linalg.fill ins(%cst_0 : f64) outs(%132 : tensor<1x3x1x1xf64>) -> tensor<1x3x1x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%131 : tensor<2x3x16x16xf64>) outs(%133 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x3x1x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x3x1x1xf64>) outs(%132 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x3x1x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %135 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%130 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x3x16x16xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %136 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%130 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x3x16x16xf64>
    %138 = tensor.empty() : tensor<3xf64>
    %139 = linalg.fill ins(%cst_0 : f64) outs(%138 : tensor<3xf64>) -> tensor<3xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%137 : tensor<2x3x16x16xf64>) outs(%139 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<3xf64>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%140 : tensor<3xf64>) outs(%138 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<3xf64>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%141 : tensor<3xf64>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%142 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<3xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%143 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_46 = tensor.expand_shape %129 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %expanded_47 = tensor.expand_shape %144 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_46 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_47 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %expanded_48 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_48 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %expanded_49 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_49 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %149 = tensor.empty() : tensor<2x18x16x16xf32>
    %150 = linalg.fill ins(%cst : f32) outs(%149 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %151 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%148, %arg20 : tensor<2x3x16x16xf32>, tensor<18x3x1x1xf32>) outs(%150 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %152 = tensor.empty() : tensor<18xf32>
    %153 = linalg.fill ins(%cst : f32) outs(%152 : tensor<18xf32>) -> tensor<18xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%151 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%154 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_9 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %156 = tensor.empty() : tensor<2x18x16x16xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<2x18x16x16xf32>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %158 = tensor.empty() : tensor<1x18x1x1xf64>
    %159 = linalg.fill ins(%cst_0 : f64) outs(%158 : tensor<1x18x1x1xf64>) -> tensor<1x18x1x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%157 : tensor<2x18x16x16xf64>) outs(%159 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<1x18x1x1xf64>) outs(%158 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %161 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %162 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %164 = tensor.empty() : tensor<18xf64>
    %165 = linalg.fill ins(%cst_0 : f64) outs(%164 : tensor<18xf64>) -> tensor<18xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%163 : tensor<2x18x16x16xf64>) outs(%165 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%166 : tensor<18xf64>) outs(%164 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%167 : tensor<18xf64>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%168 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<18xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%169 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_50 = tensor.expand_shape %155 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %expanded_51 = tensor.expand_shape %170 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_50 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_51 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %expanded_52 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_52 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %expanded_53 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_53 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %cst_4 : tensor<2x18x16x16xf32>, tensor<f32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x16x16xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %175 : tensor<f32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x16x16xf32>
    %padded_54 = tensor.pad %176 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x18x16x16xf32> to tensor<2x18x18x18xf32>
    %collapsed_55 = tensor.collapse_shape %arg23 [[0, 1], [2], [3]] : tensor<18x1x3x3xf32> into tensor<18x3x3xf32>
    %177 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_54, %collapsed_55 : tensor<2x18x18x18xf32>, tensor<18x3x3xf32>) outs(%150 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%177 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%178 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_9 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<2x18x16x16xf32>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %181 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%180 : tensor<2x18x16x16xf64>) outs(%159 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x18x1x1xf64>) outs(%158 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %182 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %183 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%184 : tensor<2x18x16x16xf64>) outs(%165 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%185 : tensor<18xf64>) outs(%164 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%186 : tensor<18xf64>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%187 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<18xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%188 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_56 = tensor.expand_shape %179 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %expanded_57 = tensor.expand_shape %189 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_56 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_57 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %expanded_58 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_58 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %expanded_59 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_59 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %cst_4 : tensor<2x18x16x16xf32>, tensor<f32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x16x16xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %194 : tensor<f32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x16x16xf32>
    %196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%195, %arg26 : tensor<2x18x16x16xf32>, tensor<3x18x1x1xf32>) outs(%124 : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%196 : tensor<2x3x16x16xf32>) outs(%127 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%197 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_9 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<2x3x16x16xf32>) outs(%130 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x3x16x16xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%199 : tensor<2x3x16x16xf64>) outs(%133 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x3x1x1xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x3x1x1xf64>) outs(%132 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x3x1x1xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %201 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%130 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x3x16x16xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %202 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%130 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x3x16x16xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%203 : tensor<2x3x16x16xf64>) outs(%139 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<3xf64>
    %205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%204 : tensor<3xf64>) outs(%138 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<3xf64>
    %206 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%205 : tensor<3xf64>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%206 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<3xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%207 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_60 = tensor.expand_shape %198 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %expanded_61 = tensor.expand_shape %208 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_60 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_61 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %expanded_62 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %expanded_62 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %expanded_63 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_63 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %212 : tensor<2x3x16x16xf32>, tensor<2x3x16x16xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %214 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%213, %arg29 : tensor<2x3x16x16xf32>, tensor<18x3x1x1xf32>) outs(%150 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%214 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%215 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_9 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<2x18x16x16xf32>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %218 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%217 : tensor<2x18x16x16xf64>) outs(%159 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x18x1x1xf64>) outs(%158 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %219 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %220 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%156 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x16x16xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%221 : tensor<2x18x16x16xf64>) outs(%165 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%222 : tensor<18xf64>) outs(%164 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_10 : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %224 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%223 : tensor<18xf64>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%224 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<18xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_64 = tensor.expand_shape %216 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %expanded_65 = tensor.expand_shape %226 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_64 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_65 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %expanded_66 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_66 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %expanded_67 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_67 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %cst_4 : tensor<2x18x16x16xf32>, tensor<f32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x16x16xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %231 : tensor<f32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x16x16xf32>
    %padded_68 = tensor.pad %232 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x18x16x16xf32> to tensor<2x18x18x18xf32>
    %233 = tensor.empty() : tensor<2x18x8x8xf32>
    %234 = linalg.fill ins(%cst : f32) outs(%233 : tensor<2x18x8x8xf32>) -> tensor<2x18x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %arg32 [[0, 1], [2], [3]] : tensor<18x1x3x3xf32> into tensor<18x3x3xf32>
    %235 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_68, %collapsed_69 : tensor<2x18x18x18xf32>, tensor<18x3x3xf32>) outs(%234 : tensor<2x18x8x8xf32>) -> tensor<2x18x8x8xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%235 : tensor<2x18x8x8xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%236 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %238 = tensor.empty() : tensor<2x18x8x8xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<2x18x8x8xf32>) outs(%238 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x8x8xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%239 : tensor<2x18x8x8xf64>) outs(%159 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x18x1x1xf64>) outs(%158 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x18x1x1xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %241 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%238 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x8x8xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %242 : tensor<2x18x8x8xf64>, tensor<2x18x8x8xf64>) outs(%238 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x18x8x8xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%243 : tensor<2x18x8x8xf64>) outs(%165 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<18xf64>) outs(%164 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<18xf64>
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%245 : tensor<18xf64>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%246 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<18xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_70 = tensor.expand_shape %237 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %expanded_71 = tensor.expand_shape %248 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_70 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_71 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %expanded_72 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_72 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %expanded_73 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_73 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %cst_4 : tensor<2x18x8x8xf32>, tensor<f32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %253 : tensor<f32>, tensor<2x18x8x8xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x18x8x8xf32>
    %255 = tensor.empty() : tensor<2x4x8x8xf32>
    %256 = linalg.fill ins(%cst : f32) outs(%255 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %257 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%254, %arg35 : tensor<2x18x8x8xf32>, tensor<4x18x1x1xf32>) outs(%256 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%257 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %259 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%258 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %260 = tensor.empty() : tensor<2x4x8x8xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<2x4x8x8xf32>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%261 : tensor<2x4x8x8xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %264 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %263 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %264 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%265 : tensor<2x4x8x8xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%266 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %268 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%267 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%268 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<4xf32>
    %270 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%269 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_74 = tensor.expand_shape %259 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_75 = tensor.expand_shape %270 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_74 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_75 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_76 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_76 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_77 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_77 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %275 = tensor.empty() : tensor<2x24x8x8xf32>
    %276 = linalg.fill ins(%cst : f32) outs(%275 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%274, %arg38 : tensor<2x4x8x8xf32>, tensor<24x4x1x1xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %278 = tensor.empty() : tensor<24xf32>
    %279 = linalg.fill ins(%cst : f32) outs(%278 : tensor<24xf32>) -> tensor<24xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%277 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %282 = tensor.empty() : tensor<2x24x8x8xf64>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<2x24x8x8xf32>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %284 = tensor.empty() : tensor<1x24x1x1xf64>
    %285 = linalg.fill ins(%cst_0 : f64) outs(%284 : tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%283 : tensor<2x24x8x8xf64>) outs(%285 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x24x1x1xf64>) outs(%284 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %288 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %287 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %288 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %290 = tensor.empty() : tensor<24xf64>
    %291 = linalg.fill ins(%cst_0 : f64) outs(%290 : tensor<24xf64>) -> tensor<24xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x24x8x8xf64>) outs(%291 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%292 : tensor<24xf64>) outs(%290 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%293 : tensor<24xf64>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%294 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<24xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%295 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_78 = tensor.expand_shape %281 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %expanded_79 = tensor.expand_shape %296 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_78 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_79 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_80 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %expanded_80 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_81 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_81 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %cst_4 : tensor<2x24x8x8xf32>, tensor<f32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %302 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %301 : tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %padded_82 = tensor.pad %302 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x24x8x8xf32> to tensor<2x24x10x10xf32>
    %collapsed_83 = tensor.collapse_shape %arg41 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %303 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %collapsed_83 : tensor<2x24x10x10xf32>, tensor<24x3x3xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%303 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%304 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<2x24x8x8xf32>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %307 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%306 : tensor<2x24x8x8xf64>) outs(%285 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x24x1x1xf64>) outs(%284 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %309 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%310 : tensor<2x24x8x8xf64>) outs(%291 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%311 : tensor<24xf64>) outs(%290 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<24xf64>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%313 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<24xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_84 = tensor.expand_shape %305 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %expanded_85 = tensor.expand_shape %315 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_84 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_85 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_86 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_86 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_87 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_87 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %cst_4 : tensor<2x24x8x8xf32>, tensor<f32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %320 : tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%321, %arg44 : tensor<2x24x8x8xf32>, tensor<4x24x1x1xf32>) outs(%256 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%322 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %324 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%323 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<2x4x8x8xf32>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %326 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%325 : tensor<2x4x8x8xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %328 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %327 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %328 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%329 : tensor<2x4x8x8xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%330 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%331 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%332 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<4xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%333 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_88 = tensor.expand_shape %324 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_89 = tensor.expand_shape %334 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %expanded_88 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_89 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_90 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_90 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_91 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_91 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %338 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %340 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%339, %arg47 : tensor<2x4x8x8xf32>, tensor<24x4x1x1xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%340 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%341 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340 : tensor<2x24x8x8xf32>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%343 : tensor<2x24x8x8xf64>) outs(%285 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<1x24x1x1xf64>) outs(%284 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %346 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %345 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %346 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %348 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%347 : tensor<2x24x8x8xf64>) outs(%291 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %349 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%348 : tensor<24xf64>) outs(%290 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %350 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%349 : tensor<24xf64>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %351 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%350 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<24xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%351 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_92 = tensor.expand_shape %342 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %expanded_93 = tensor.expand_shape %352 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_92 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_93 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_94 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_94 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_95 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_95 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %cst_4 : tensor<2x24x8x8xf32>, tensor<f32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %357 : tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %padded_96 = tensor.pad %358 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x24x8x8xf32> to tensor<2x24x10x10xf32>
    %collapsed_97 = tensor.collapse_shape %arg50 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %359 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_96, %collapsed_97 : tensor<2x24x10x10xf32>, tensor<24x3x3xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%359 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%360 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359 : tensor<2x24x8x8xf32>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %363 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%362 : tensor<2x24x8x8xf64>) outs(%285 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363 : tensor<1x24x1x1xf64>) outs(%284 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %365 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %364 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %366 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %365 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %367 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%366 : tensor<2x24x8x8xf64>) outs(%291 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%367 : tensor<24xf64>) outs(%290 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%368 : tensor<24xf64>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%369 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<24xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%370 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_98 = tensor.expand_shape %361 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %expanded_99 = tensor.expand_shape %371 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_98 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_99 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_100 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %expanded_100 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_101 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_101 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %cst_4 : tensor<2x24x8x8xf32>, tensor<f32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %376 : tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %378 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%377, %arg53 : tensor<2x24x8x8xf32>, tensor<4x24x1x1xf32>) outs(%256 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%378 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%379 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378 : tensor<2x4x8x8xf32>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %382 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%381 : tensor<2x4x8x8xf64>) outs(%10 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382 : tensor<1x4x1x1xf64>) outs(%9 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x4x1x1xf64>
    %384 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %383 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %385 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %384 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%260 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x4x8x8xf64>
    %386 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%385 : tensor<2x4x8x8xf64>) outs(%16 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%386 : tensor<4xf64>) outs(%15 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<4xf64>
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%387 : tensor<4xf64>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%388 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<4xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%389 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_102 = tensor.expand_shape %380 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %expanded_103 = tensor.expand_shape %390 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %expanded_102 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_103 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_104 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_104 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_105 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_105 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %394 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %396 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%395, %arg56 : tensor<2x4x8x8xf32>, tensor<24x4x1x1xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%396 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%397 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_11 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<2x24x8x8xf32>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %400 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%399 : tensor<2x24x8x8xf64>) outs(%285 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %401 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<1x24x1x1xf64>) outs(%284 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %402 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %401 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %403 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %402 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%282 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x8x8xf64>
    %404 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%403 : tensor<2x24x8x8xf64>) outs(%291 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %405 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%404 : tensor<24xf64>) outs(%290 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_12 : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %406 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%405 : tensor<24xf64>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %407 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%406 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<24xf32>
    %408 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%407 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_106 = tensor.expand_shape %398 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %expanded_107 = tensor.expand_shape %408 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_106 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_107 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_108 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_108 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %expanded_109 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_109 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %cst_4 : tensor<2x24x8x8xf32>, tensor<f32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %414 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %413 : tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x8x8xf32>
    %padded_110 = tensor.pad %414 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x24x8x8xf32> to tensor<2x24x10x10xf32>
    %415 = tensor.empty() : tensor<2x24x4x4xf32>
    %416 = linalg.fill ins(%cst : f32) outs(%415 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32>
    %collapsed_111 = tensor.collapse_shape %arg59 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %417 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_110, %collapsed_111 : tensor<2x24x10x10xf32>, tensor<24x3x3xf32>) outs(%416 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%417 : tensor<2x24x4x4xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%418 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %420 = tensor.empty() : tensor<2x24x4x4xf64>
    %421 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<2x24x4x4xf32>) outs(%420 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x4x4xf64>
    %422 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%421 : tensor<2x24x4x4xf64>) outs(%285 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<1x24x1x1xf64>) outs(%284 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x24x1x1xf64>
    %424 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %423 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%420 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x4x4xf64>
    %425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %424 : tensor<2x24x4x4xf64>, tensor<2x24x4x4xf64>) outs(%420 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x24x4x4xf64>
    %426 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%425 : tensor<2x24x4x4xf64>) outs(%291 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%426 : tensor<24xf64>) outs(%290 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<24xf64>
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%427 : tensor<24xf64>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%428 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<24xf32>
    %430 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%429 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_112 = tensor.expand_shape %419 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %expanded_113 = tensor.expand_shape %430 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %expanded_112 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_113 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %expanded_114 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432, %expanded_114 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %expanded_115 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_115 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %cst_4 : tensor<2x24x4x4xf32>, tensor<f32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x4x4xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %435 : tensor<f32>, tensor<2x24x4x4xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x24x4x4xf32>
    %437 = tensor.empty() : tensor<2x8x4x4xf32>
    %438 = linalg.fill ins(%cst : f32) outs(%437 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %439 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%436, %arg62 : tensor<2x24x4x4xf32>, tensor<8x24x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %440 = tensor.empty() : tensor<8xf32>
    %441 = linalg.fill ins(%cst : f32) outs(%440 : tensor<8xf32>) -> tensor<8xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%439 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%442 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %444 = tensor.empty() : tensor<2x8x4x4xf64>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<2x8x4x4xf32>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %446 = tensor.empty() : tensor<1x8x1x1xf64>
    %447 = linalg.fill ins(%cst_0 : f64) outs(%446 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %448 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%445 : tensor<2x8x4x4xf64>) outs(%447 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x8x1x1xf64>) outs(%446 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %450 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %449 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %451 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %450 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %452 = tensor.empty() : tensor<8xf64>
    %453 = linalg.fill ins(%cst_0 : f64) outs(%452 : tensor<8xf64>) -> tensor<8xf64>
    %454 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%451 : tensor<2x8x4x4xf64>) outs(%453 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<8xf64>) outs(%452 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%455 : tensor<8xf64>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%456 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<8xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%457 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_116 = tensor.expand_shape %443 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_117 = tensor.expand_shape %458 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_116 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_117 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_118 = tensor.expand_shape %arg63 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_118 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_119 = tensor.expand_shape %arg64 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %expanded_119 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %463 = tensor.empty() : tensor<2x48x4x4xf32>
    %464 = linalg.fill ins(%cst : f32) outs(%463 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %465 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%462, %arg65 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %466 = tensor.empty() : tensor<48xf32>
    %467 = linalg.fill ins(%cst : f32) outs(%466 : tensor<48xf32>) -> tensor<48xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%465 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%468 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %470 = tensor.empty() : tensor<2x48x4x4xf64>
    %471 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %472 = tensor.empty() : tensor<1x48x1x1xf64>
    %473 = linalg.fill ins(%cst_0 : f64) outs(%472 : tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %474 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%471 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %476 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %475 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %477 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %476 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %478 = tensor.empty() : tensor<48xf64>
    %479 = linalg.fill ins(%cst_0 : f64) outs(%478 : tensor<48xf64>) -> tensor<48xf64>
    %480 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%477 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%480 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%481 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %483 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%482 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%483 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_120 = tensor.expand_shape %469 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_121 = tensor.expand_shape %484 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %expanded_120 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %expanded_121 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_122 = tensor.expand_shape %arg66 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_122 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_123 = tensor.expand_shape %arg67 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_123 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %490 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %489 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %padded_124 = tensor.pad %490 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_125 = tensor.collapse_shape %arg68 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %491 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_124, %collapsed_125 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%491 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %493 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%492 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %495 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%494 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %497 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %496 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %497 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %499 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%498 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %500 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%499 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %501 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%500 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%501 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %503 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%502 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_126 = tensor.expand_shape %493 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_127 = tensor.expand_shape %503 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %expanded_126 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %expanded_127 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_128 = tensor.expand_shape %arg69 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_128 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_129 = tensor.expand_shape %arg70 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_129 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %509 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %508 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %510 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%509, %arg71 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%510 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<2x8x4x4xf32>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %514 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%513 : tensor<2x8x4x4xf64>) outs(%447 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514 : tensor<1x8x1x1xf64>) outs(%446 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %516 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %515 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %517 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %516 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %518 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%517 : tensor<2x8x4x4xf64>) outs(%453 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%518 : tensor<8xf64>) outs(%452 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %520 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%519 : tensor<8xf64>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%520 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<8xf32>
    %522 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%521 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_130 = tensor.expand_shape %512 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_131 = tensor.expand_shape %522 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %expanded_130 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523, %expanded_131 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_132 = tensor.expand_shape %arg72 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524, %expanded_132 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_133 = tensor.expand_shape %arg73 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %expanded_133 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %526 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %528 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%527, %arg74 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%528 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%529 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %532 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%531 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %534 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %533 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %535 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %534 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %536 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%535 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %537 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%536 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%537 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %539 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%538 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%539 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_134 = tensor.expand_shape %530 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_135 = tensor.expand_shape %540 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %expanded_134 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_135 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_136 = tensor.expand_shape %arg75 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %expanded_136 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_137 = tensor.expand_shape %arg76 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_137 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %546 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %545 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %padded_138 = tensor.pad %546 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_139 = tensor.collapse_shape %arg77 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %547 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_138, %collapsed_139 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%547 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %549 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%548 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %551 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%550 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %553 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %552 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %553 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %555 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%554 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %556 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%555 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%556 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %558 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%557 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %559 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%558 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_140 = tensor.expand_shape %549 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_141 = tensor.expand_shape %559 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %expanded_140 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%560, %expanded_141 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_142 = tensor.expand_shape %arg78 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561, %expanded_142 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_143 = tensor.expand_shape %arg79 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %expanded_143 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %565 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %564 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %566 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%565, %arg80 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%566 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%567 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %569 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566 : tensor<2x8x4x4xf32>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %570 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%569 : tensor<2x8x4x4xf64>) outs(%447 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %571 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570 : tensor<1x8x1x1xf64>) outs(%446 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %572 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %571 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %573 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%572, %572 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %574 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%573 : tensor<2x8x4x4xf64>) outs(%453 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %575 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%574 : tensor<8xf64>) outs(%452 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %576 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%575 : tensor<8xf64>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %577 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%576 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<8xf32>
    %578 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%577 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_144 = tensor.expand_shape %568 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_145 = tensor.expand_shape %578 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %expanded_144 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %expanded_145 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_146 = tensor.expand_shape %arg81 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580, %expanded_146 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_147 = tensor.expand_shape %arg82 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %expanded_147 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %582 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %584 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%583, %arg83 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%584 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %586 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%585 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %587 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %588 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%587 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %589 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %590 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %589 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %590 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %592 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%591 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %593 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%592 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %594 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%593 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %595 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%594 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%595 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_148 = tensor.expand_shape %586 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_149 = tensor.expand_shape %596 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %597 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %expanded_148 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %598 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%597, %expanded_149 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_150 = tensor.expand_shape %arg84 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %599 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%598, %expanded_150 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_151 = tensor.expand_shape %arg85 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %600 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %expanded_151 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %602 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %601 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %padded_152 = tensor.pad %602 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_153 = tensor.collapse_shape %arg86 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %603 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_152, %collapsed_153 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%603 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%604 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %607 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%606 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %608 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %609 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %608 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609, %609 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %611 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%610 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %612 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%611 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%612 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%613 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %615 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%614 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_154 = tensor.expand_shape %605 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_155 = tensor.expand_shape %615 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603, %expanded_154 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %617 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %expanded_155 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_156 = tensor.expand_shape %arg87 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %618 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %expanded_156 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_157 = tensor.expand_shape %arg88 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %619 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618, %expanded_157 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %621 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %620 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %622 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%621, %arg89 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%622 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %624 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%623 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %625 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622 : tensor<2x8x4x4xf32>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %626 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%625 : tensor<2x8x4x4xf64>) outs(%447 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %627 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626 : tensor<1x8x1x1xf64>) outs(%446 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x8x1x1xf64>
    %628 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%625, %627 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %629 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%628, %628 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%444 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x8x4x4xf64>
    %630 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%629 : tensor<2x8x4x4xf64>) outs(%453 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%630 : tensor<8xf64>) outs(%452 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<8xf64>
    %632 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%631 : tensor<8xf64>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%632 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<8xf32>
    %634 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%633 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_158 = tensor.expand_shape %624 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_159 = tensor.expand_shape %634 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622, %expanded_158 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_159 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_160 = tensor.expand_shape %arg90 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636, %expanded_160 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_161 = tensor.expand_shape %arg91 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_161 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %639 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %638 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %640 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%639, %arg92 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %641 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%640 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%641 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %643 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %644 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%643 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %646 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643, %645 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %647 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646, %646 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %648 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%647 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %649 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%648 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %650 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%649 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %651 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%650 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %652 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%651 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_162 = tensor.expand_shape %642 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_163 = tensor.expand_shape %652 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %expanded_162 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_163 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_164 = tensor.expand_shape %arg93 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %expanded_164 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_165 = tensor.expand_shape %arg94 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %expanded_165 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %658 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %657 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %padded_166 = tensor.pad %658 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_167 = tensor.collapse_shape %arg95 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %659 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_166, %collapsed_167 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%659 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%660 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659 : tensor<2x48x4x4xf32>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %663 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%662 : tensor<2x48x4x4xf64>) outs(%473 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %664 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663 : tensor<1x48x1x1xf64>) outs(%472 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x48x1x1xf64>
    %665 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662, %664 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %666 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%665, %665 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%470 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x48x4x4xf64>
    %667 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%666 : tensor<2x48x4x4xf64>) outs(%479 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %668 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%667 : tensor<48xf64>) outs(%478 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<48xf64>
    %669 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%668 : tensor<48xf64>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%669 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<48xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%670 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_168 = tensor.expand_shape %661 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %expanded_169 = tensor.expand_shape %671 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %672 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %expanded_168 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %673 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_169 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_170 = tensor.expand_shape %arg96 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %674 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %expanded_170 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %expanded_171 = tensor.expand_shape %arg97 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %675 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %expanded_171 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %676 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %cst_4 : tensor<2x48x4x4xf32>, tensor<f32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %677 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %676 : tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x48x4x4xf32>
    %678 = tensor.empty() : tensor<2x12x4x4xf32>
    %679 = linalg.fill ins(%cst : f32) outs(%678 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %680 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%677, %arg98 : tensor<2x48x4x4xf32>, tensor<12x48x1x1xf32>) outs(%679 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %681 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%680 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %682 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%681 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %683 = tensor.empty() : tensor<2x12x4x4xf64>
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680 : tensor<2x12x4x4xf32>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %685 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%684 : tensor<2x12x4x4xf64>) outs(%83 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %686 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685 : tensor<1x12x1x1xf64>) outs(%82 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %687 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %686 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%687, %687 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %689 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%688 : tensor<2x12x4x4xf64>) outs(%89 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%689 : tensor<12xf64>) outs(%88 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%690 : tensor<12xf64>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%691 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<12xf32>
    %693 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%692 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_172 = tensor.expand_shape %682 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %expanded_173 = tensor.expand_shape %693 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680, %expanded_172 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %695 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %expanded_173 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %expanded_174 = tensor.expand_shape %arg99 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%695, %expanded_174 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %expanded_175 = tensor.expand_shape %arg100 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %697 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696, %expanded_175 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %698 = tensor.empty() : tensor<2x72x4x4xf32>
    %699 = linalg.fill ins(%cst : f32) outs(%698 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %700 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%697, %arg101 : tensor<2x12x4x4xf32>, tensor<72x12x1x1xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %701 = tensor.empty() : tensor<72xf32>
    %702 = linalg.fill ins(%cst : f32) outs(%701 : tensor<72xf32>) -> tensor<72xf32>
    %703 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%700 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %704 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%703 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %705 = tensor.empty() : tensor<2x72x4x4xf64>
    %706 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700 : tensor<2x72x4x4xf32>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %707 = tensor.empty() : tensor<1x72x1x1xf64>
    %708 = linalg.fill ins(%cst_0 : f64) outs(%707 : tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %709 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%706 : tensor<2x72x4x4xf64>) outs(%708 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709 : tensor<1x72x1x1xf64>) outs(%707 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %711 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %710 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %711 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %713 = tensor.empty() : tensor<72xf64>
    %714 = linalg.fill ins(%cst_0 : f64) outs(%713 : tensor<72xf64>) -> tensor<72xf64>
    %715 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%712 : tensor<2x72x4x4xf64>) outs(%714 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %716 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%715 : tensor<72xf64>) outs(%713 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%716 : tensor<72xf64>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%717 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<72xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%718 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_176 = tensor.expand_shape %704 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %expanded_177 = tensor.expand_shape %719 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700, %expanded_176 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %expanded_177 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_178 = tensor.expand_shape %arg102 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %expanded_178 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_179 = tensor.expand_shape %arg103 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722, %expanded_179 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %724 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723, %cst_4 : tensor<2x72x4x4xf32>, tensor<f32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %725 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %724 : tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %padded_180 = tensor.pad %725 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x72x4x4xf32> to tensor<2x72x6x6xf32>
    %collapsed_181 = tensor.collapse_shape %arg104 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %726 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %collapsed_181 : tensor<2x72x6x6xf32>, tensor<72x3x3xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%726 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%727 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726 : tensor<2x72x4x4xf32>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %730 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%729 : tensor<2x72x4x4xf64>) outs(%708 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730 : tensor<1x72x1x1xf64>) outs(%707 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %732 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729, %731 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %733 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %732 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %734 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%733 : tensor<2x72x4x4xf64>) outs(%714 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %735 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%734 : tensor<72xf64>) outs(%713 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%735 : tensor<72xf64>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%736 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<72xf32>
    %738 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%737 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_182 = tensor.expand_shape %728 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %expanded_183 = tensor.expand_shape %738 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %739 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726, %expanded_182 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739, %expanded_183 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_184 = tensor.expand_shape %arg105 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%740, %expanded_184 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_185 = tensor.expand_shape %arg106 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %742 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %expanded_185 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %cst_4 : tensor<2x72x4x4xf32>, tensor<f32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %744 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %743 : tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %745 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%744, %arg107 : tensor<2x72x4x4xf32>, tensor<12x72x1x1xf32>) outs(%679 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %746 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%745 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%746 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%745 : tensor<2x12x4x4xf32>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %749 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%748 : tensor<2x12x4x4xf64>) outs(%83 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %750 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%749 : tensor<1x12x1x1xf64>) outs(%82 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %751 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %750 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %752 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %751 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %753 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%752 : tensor<2x12x4x4xf64>) outs(%89 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %754 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%753 : tensor<12xf64>) outs(%88 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %755 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%754 : tensor<12xf64>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%755 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<12xf32>
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%756 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_186 = tensor.expand_shape %747 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %expanded_187 = tensor.expand_shape %757 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %758 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%745, %expanded_186 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %759 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758, %expanded_187 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %expanded_188 = tensor.expand_shape %arg108 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%759, %expanded_188 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %expanded_189 = tensor.expand_shape %arg109 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%760, %expanded_189 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %761 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %763 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%762, %arg110 : tensor<2x12x4x4xf32>, tensor<72x12x1x1xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %764 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%763 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%764 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763 : tensor<2x72x4x4xf32>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %767 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%766 : tensor<2x72x4x4xf64>) outs(%708 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %768 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%767 : tensor<1x72x1x1xf64>) outs(%707 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %769 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766, %768 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %770 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %769 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %771 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%770 : tensor<2x72x4x4xf64>) outs(%714 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %772 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%771 : tensor<72xf64>) outs(%713 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %773 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%772 : tensor<72xf64>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %774 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%773 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<72xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%774 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_190 = tensor.expand_shape %765 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %expanded_191 = tensor.expand_shape %775 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %776 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_190 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %777 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776, %expanded_191 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_192 = tensor.expand_shape %arg111 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %expanded_192 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_193 = tensor.expand_shape %arg112 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778, %expanded_193 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779, %cst_4 : tensor<2x72x4x4xf32>, tensor<f32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %781 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %780 : tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %padded_194 = tensor.pad %781 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x72x4x4xf32> to tensor<2x72x6x6xf32>
    %collapsed_195 = tensor.collapse_shape %arg113 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %782 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_194, %collapsed_195 : tensor<2x72x6x6xf32>, tensor<72x3x3xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%782 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%783 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %785 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782 : tensor<2x72x4x4xf32>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %786 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%785 : tensor<2x72x4x4xf64>) outs(%708 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %787 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786 : tensor<1x72x1x1xf64>) outs(%707 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %788 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785, %787 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %789 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788, %788 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %790 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%789 : tensor<2x72x4x4xf64>) outs(%714 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%790 : tensor<72xf64>) outs(%713 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%791 : tensor<72xf64>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%792 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<72xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%793 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_196 = tensor.expand_shape %784 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %expanded_197 = tensor.expand_shape %794 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %795 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782, %expanded_196 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %796 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795, %expanded_197 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_198 = tensor.expand_shape %arg114 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %797 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %expanded_198 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_199 = tensor.expand_shape %arg115 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %798 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%797, %expanded_199 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %799 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798, %cst_4 : tensor<2x72x4x4xf32>, tensor<f32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %800 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %799 : tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %801 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%800, %arg116 : tensor<2x72x4x4xf32>, tensor<12x72x1x1xf32>) outs(%679 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%801 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %803 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%802 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%801 : tensor<2x12x4x4xf32>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %805 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%804 : tensor<2x12x4x4xf64>) outs(%83 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %806 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805 : tensor<1x12x1x1xf64>) outs(%82 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x12x1x1xf64>
    %807 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %806 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %808 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807, %807 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%683 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x12x4x4xf64>
    %809 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%808 : tensor<2x12x4x4xf64>) outs(%89 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%809 : tensor<12xf64>) outs(%88 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<12xf64>
    %811 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%810 : tensor<12xf64>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%811 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<12xf32>
    %813 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%812 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_200 = tensor.expand_shape %803 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %expanded_201 = tensor.expand_shape %813 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %814 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%801, %expanded_200 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %815 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%814, %expanded_201 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %expanded_202 = tensor.expand_shape %arg117 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %816 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815, %expanded_202 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %expanded_203 = tensor.expand_shape %arg118 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %817 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816, %expanded_203 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %818 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %817 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %819 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%818, %arg119 : tensor<2x12x4x4xf32>, tensor<72x12x1x1xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%819 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %821 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%820 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_13 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%819 : tensor<2x72x4x4xf32>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %823 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%822 : tensor<2x72x4x4xf64>) outs(%708 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %824 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%823 : tensor<1x72x1x1xf64>) outs(%707 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %825 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %824 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %826 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825, %825 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%705 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x4x4xf64>
    %827 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%826 : tensor<2x72x4x4xf64>) outs(%714 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%827 : tensor<72xf64>) outs(%713 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_14 : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %829 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%828 : tensor<72xf64>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%829 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<72xf32>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%830 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_204 = tensor.expand_shape %821 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %expanded_205 = tensor.expand_shape %831 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%819, %expanded_204 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %833 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832, %expanded_205 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_206 = tensor.expand_shape %arg120 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %834 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %expanded_206 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %expanded_207 = tensor.expand_shape %arg121 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %835 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %expanded_207 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835, %cst_4 : tensor<2x72x4x4xf32>, tensor<f32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %837 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %836 : tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x4x4xf32>
    %padded_208 = tensor.pad %837 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x72x4x4xf32> to tensor<2x72x6x6xf32>
    %838 = tensor.empty() : tensor<2x72x2x2xf32>
    %839 = linalg.fill ins(%cst : f32) outs(%838 : tensor<2x72x2x2xf32>) -> tensor<2x72x2x2xf32>
    %collapsed_209 = tensor.collapse_shape %arg122 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %840 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_208, %collapsed_209 : tensor<2x72x6x6xf32>, tensor<72x3x3xf32>) outs(%839 : tensor<2x72x2x2xf32>) -> tensor<2x72x2x2xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%840 : tensor<2x72x2x2xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%841 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %843 = tensor.empty() : tensor<2x72x2x2xf64>
    %844 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840 : tensor<2x72x2x2xf32>) outs(%843 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x2x2xf64>
    %845 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%844 : tensor<2x72x2x2xf64>) outs(%708 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %846 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845 : tensor<1x72x1x1xf64>) outs(%707 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x72x1x1xf64>
    %847 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %846 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%843 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x2x2xf64>
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%847, %847 : tensor<2x72x2x2xf64>, tensor<2x72x2x2xf64>) outs(%843 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x72x2x2xf64>
    %849 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%848 : tensor<2x72x2x2xf64>) outs(%714 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %850 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%849 : tensor<72xf64>) outs(%713 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<72xf64>
    %851 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%850 : tensor<72xf64>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %852 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%851 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<72xf32>
    %853 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%852 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_210 = tensor.expand_shape %842 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %expanded_211 = tensor.expand_shape %853 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %854 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840, %expanded_210 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %855 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%854, %expanded_211 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %expanded_212 = tensor.expand_shape %arg123 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %856 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %expanded_212 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %expanded_213 = tensor.expand_shape %arg124 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %857 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_213 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %858 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857, %cst_4 : tensor<2x72x2x2xf32>, tensor<f32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x2x2xf32>
    %859 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %858 : tensor<f32>, tensor<2x72x2x2xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x72x2x2xf32>
    %860 = tensor.empty() : tensor<2x20x2x2xf32>
    %861 = linalg.fill ins(%cst : f32) outs(%860 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %862 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%859, %arg125 : tensor<2x72x2x2xf32>, tensor<20x72x1x1xf32>) outs(%861 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %863 = tensor.empty() : tensor<20xf32>
    %864 = linalg.fill ins(%cst : f32) outs(%863 : tensor<20xf32>) -> tensor<20xf32>
    %865 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%862 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %866 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%865 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %867 = tensor.empty() : tensor<2x20x2x2xf64>
    %868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862 : tensor<2x20x2x2xf32>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %869 = tensor.empty() : tensor<1x20x1x1xf64>
    %870 = linalg.fill ins(%cst_0 : f64) outs(%869 : tensor<1x20x1x1xf64>) -> tensor<1x20x1x1xf64>
    %871 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%868 : tensor<2x20x2x2xf64>) outs(%870 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x20x1x1xf64>
    %872 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%871 : tensor<1x20x1x1xf64>) outs(%869 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x20x1x1xf64>
    %873 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %872 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %874 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %873 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %875 = tensor.empty() : tensor<20xf64>
    %876 = linalg.fill ins(%cst_0 : f64) outs(%875 : tensor<20xf64>) -> tensor<20xf64>
    %877 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%874 : tensor<2x20x2x2xf64>) outs(%876 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<20xf64>
    %878 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%877 : tensor<20xf64>) outs(%875 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<20xf64>
    %879 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%878 : tensor<20xf64>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %880 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%879 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<20xf32>
    %881 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%880 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_214 = tensor.expand_shape %866 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %expanded_215 = tensor.expand_shape %881 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %expanded_214 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %883 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %expanded_215 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %expanded_216 = tensor.expand_shape %arg126 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %expanded_216 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %expanded_217 = tensor.expand_shape %arg127 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %885 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884, %expanded_217 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %886 = tensor.empty() : tensor<2x120x2x2xf32>
    %887 = linalg.fill ins(%cst : f32) outs(%886 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %888 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%885, %arg128 : tensor<2x20x2x2xf32>, tensor<120x20x1x1xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %889 = tensor.empty() : tensor<120xf32>
    %890 = linalg.fill ins(%cst : f32) outs(%889 : tensor<120xf32>) -> tensor<120xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%888 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %892 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%891 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %893 = tensor.empty() : tensor<2x120x2x2xf64>
    %894 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888 : tensor<2x120x2x2xf32>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %895 = tensor.empty() : tensor<1x120x1x1xf64>
    %896 = linalg.fill ins(%cst_0 : f64) outs(%895 : tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %897 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%894 : tensor<2x120x2x2xf64>) outs(%896 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897 : tensor<1x120x1x1xf64>) outs(%895 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %899 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %898 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %899 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %901 = tensor.empty() : tensor<120xf64>
    %902 = linalg.fill ins(%cst_0 : f64) outs(%901 : tensor<120xf64>) -> tensor<120xf64>
    %903 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%900 : tensor<2x120x2x2xf64>) outs(%902 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %904 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%903 : tensor<120xf64>) outs(%901 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %905 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%904 : tensor<120xf64>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %906 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%905 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<120xf32>
    %907 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%906 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_218 = tensor.expand_shape %892 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %expanded_219 = tensor.expand_shape %907 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %908 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %expanded_218 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %909 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %expanded_219 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_220 = tensor.expand_shape %arg129 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %expanded_220 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_221 = tensor.expand_shape %arg130 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %911 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %expanded_221 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %912 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %cst_4 : tensor<2x120x2x2xf32>, tensor<f32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %913 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %912 : tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %padded_222 = tensor.pad %913 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x120x2x2xf32> to tensor<2x120x4x4xf32>
    %collapsed_223 = tensor.collapse_shape %arg131 [[0, 1], [2], [3]] : tensor<120x1x3x3xf32> into tensor<120x3x3xf32>
    %914 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_222, %collapsed_223 : tensor<2x120x4x4xf32>, tensor<120x3x3xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%914 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %916 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%915 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %917 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914 : tensor<2x120x2x2xf32>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %918 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%917 : tensor<2x120x2x2xf64>) outs(%896 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %919 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918 : tensor<1x120x1x1xf64>) outs(%895 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %920 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%917, %919 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %921 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920, %920 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %922 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%921 : tensor<2x120x2x2xf64>) outs(%902 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %923 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%922 : tensor<120xf64>) outs(%901 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %924 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%923 : tensor<120xf64>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %925 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%924 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<120xf32>
    %926 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%925 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_224 = tensor.expand_shape %916 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %expanded_225 = tensor.expand_shape %926 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %927 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914, %expanded_224 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %expanded_225 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_226 = tensor.expand_shape %arg132 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%928, %expanded_226 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_227 = tensor.expand_shape %arg133 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%929, %expanded_227 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930, %cst_4 : tensor<2x120x2x2xf32>, tensor<f32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %932 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %931 : tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %933 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%932, %arg134 : tensor<2x120x2x2xf32>, tensor<20x120x1x1xf32>) outs(%861 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%933 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%934 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%933 : tensor<2x20x2x2xf32>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %937 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%936 : tensor<2x20x2x2xf64>) outs(%870 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x20x1x1xf64>
    %938 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%937 : tensor<1x20x1x1xf64>) outs(%869 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x20x1x1xf64>
    %939 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936, %938 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %940 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939, %939 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %941 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%940 : tensor<2x20x2x2xf64>) outs(%876 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<20xf64>
    %942 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%941 : tensor<20xf64>) outs(%875 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<20xf64>
    %943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%942 : tensor<20xf64>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %944 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%943 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<20xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%944 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_228 = tensor.expand_shape %935 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %expanded_229 = tensor.expand_shape %945 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %946 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%933, %expanded_228 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %947 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %expanded_229 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %expanded_230 = tensor.expand_shape %arg135 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947, %expanded_230 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %expanded_231 = tensor.expand_shape %arg136 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %949 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%948, %expanded_231 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %950 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885, %949 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %951 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%950, %arg137 : tensor<2x20x2x2xf32>, tensor<120x20x1x1xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %952 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%951 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %953 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%952 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%951 : tensor<2x120x2x2xf32>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %955 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%954 : tensor<2x120x2x2xf64>) outs(%896 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %956 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955 : tensor<1x120x1x1xf64>) outs(%895 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %957 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%954, %956 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %958 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%957, %957 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %959 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%958 : tensor<2x120x2x2xf64>) outs(%902 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %960 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%959 : tensor<120xf64>) outs(%901 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %961 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%960 : tensor<120xf64>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %962 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%961 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<120xf32>
    %963 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%962 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_232 = tensor.expand_shape %953 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %expanded_233 = tensor.expand_shape %963 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %964 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%951, %expanded_232 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %965 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%964, %expanded_233 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_234 = tensor.expand_shape %arg138 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %966 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%965, %expanded_234 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_235 = tensor.expand_shape %arg139 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %967 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%966, %expanded_235 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %968 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967, %cst_4 : tensor<2x120x2x2xf32>, tensor<f32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %969 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %968 : tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %padded_236 = tensor.pad %969 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x120x2x2xf32> to tensor<2x120x4x4xf32>
    %collapsed_237 = tensor.collapse_shape %arg140 [[0, 1], [2], [3]] : tensor<120x1x3x3xf32> into tensor<120x3x3xf32>
    %970 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_236, %collapsed_237 : tensor<2x120x4x4xf32>, tensor<120x3x3xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %971 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%970 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %972 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%971 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %973 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970 : tensor<2x120x2x2xf32>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %974 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%973 : tensor<2x120x2x2xf64>) outs(%896 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%974 : tensor<1x120x1x1xf64>) outs(%895 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %976 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %975 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %977 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976, %976 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %978 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%977 : tensor<2x120x2x2xf64>) outs(%902 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %979 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%978 : tensor<120xf64>) outs(%901 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %980 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%979 : tensor<120xf64>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%980 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<120xf32>
    %982 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%981 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_238 = tensor.expand_shape %972 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %expanded_239 = tensor.expand_shape %982 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %983 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970, %expanded_238 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %984 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %expanded_239 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_240 = tensor.expand_shape %arg141 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %985 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984, %expanded_240 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_241 = tensor.expand_shape %arg142 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %986 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%985, %expanded_241 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %987 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986, %cst_4 : tensor<2x120x2x2xf32>, tensor<f32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %988 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %987 : tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %989 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%988, %arg143 : tensor<2x120x2x2xf32>, tensor<20x120x1x1xf32>) outs(%861 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %990 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%989 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %991 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%990 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %992 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989 : tensor<2x20x2x2xf32>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %993 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%992 : tensor<2x20x2x2xf64>) outs(%870 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x20x1x1xf64>
    %994 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%993 : tensor<1x20x1x1xf64>) outs(%869 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x20x1x1xf64>
    %995 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%992, %994 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %996 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%995, %995 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%867 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x20x2x2xf64>
    %997 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%996 : tensor<2x20x2x2xf64>) outs(%876 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<20xf64>
    %998 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%997 : tensor<20xf64>) outs(%875 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<20xf64>
    %999 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%998 : tensor<20xf64>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1000 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%999 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<20xf32>
    %1001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1000 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_242 = tensor.expand_shape %991 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %expanded_243 = tensor.expand_shape %1001 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1002 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %expanded_242 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1003 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1002, %expanded_243 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %expanded_244 = tensor.expand_shape %arg144 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1004 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1003, %expanded_244 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %expanded_245 = tensor.expand_shape %arg145 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1005 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1004, %expanded_245 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1006 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%950, %1005 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1007 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1006, %arg146 : tensor<2x20x2x2xf32>, tensor<120x20x1x1xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %1008 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1007 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1008 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1010 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007 : tensor<2x120x2x2xf32>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %1011 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1010 : tensor<2x120x2x2xf64>) outs(%896 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %1012 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1011 : tensor<1x120x1x1xf64>) outs(%895 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %1013 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010, %1012 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %1014 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1013, %1013 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %1015 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1014 : tensor<2x120x2x2xf64>) outs(%902 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %1016 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1015 : tensor<120xf64>) outs(%901 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %1017 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1016 : tensor<120xf64>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1018 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1017 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<120xf32>
    %1019 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1018 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_246 = tensor.expand_shape %1009 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %expanded_247 = tensor.expand_shape %1019 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1020 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %expanded_246 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1020, %expanded_247 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_248 = tensor.expand_shape %arg147 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1022 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1021, %expanded_248 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_249 = tensor.expand_shape %arg148 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1022, %expanded_249 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1024 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023, %cst_4 : tensor<2x120x2x2xf32>, tensor<f32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %1025 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %1024 : tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %padded_250 = tensor.pad %1025 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x120x2x2xf32> to tensor<2x120x4x4xf32>
    %collapsed_251 = tensor.collapse_shape %arg149 [[0, 1], [2], [3]] : tensor<120x1x3x3xf32> into tensor<120x3x3xf32>
    %1026 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_250, %collapsed_251 : tensor<2x120x4x4xf32>, tensor<120x3x3xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1026 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1028 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1027 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1029 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026 : tensor<2x120x2x2xf32>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %1030 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1029 : tensor<2x120x2x2xf64>) outs(%896 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %1031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1030 : tensor<1x120x1x1xf64>) outs(%895 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x120x1x1xf64>
    %1032 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029, %1031 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1032, %1032 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%893 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x120x2x2xf64>
    %1034 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1033 : tensor<2x120x2x2xf64>) outs(%902 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %1035 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1034 : tensor<120xf64>) outs(%901 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<120xf64>
    %1036 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1035 : tensor<120xf64>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1037 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1036 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<120xf32>
    %1038 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1037 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_252 = tensor.expand_shape %1028 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %expanded_253 = tensor.expand_shape %1038 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026, %expanded_252 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1040 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039, %expanded_253 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_254 = tensor.expand_shape %arg150 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1040, %expanded_254 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %expanded_255 = tensor.expand_shape %arg151 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1042 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041, %expanded_255 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1042, %cst_4 : tensor<2x120x2x2xf32>, tensor<f32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %1044 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %1043 : tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x120x2x2xf32>
    %1045 = tensor.empty() : tensor<2x40x2x2xf32>
    %1046 = linalg.fill ins(%cst : f32) outs(%1045 : tensor<2x40x2x2xf32>) -> tensor<2x40x2x2xf32>
    %1047 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1044, %arg152 : tensor<2x120x2x2xf32>, tensor<40x120x1x1xf32>) outs(%1046 : tensor<2x40x2x2xf32>) -> tensor<2x40x2x2xf32>
    %1048 = tensor.empty() : tensor<40xf32>
    %1049 = linalg.fill ins(%cst : f32) outs(%1048 : tensor<40xf32>) -> tensor<40xf32>
    %1050 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1047 : tensor<2x40x2x2xf32>) outs(%1049 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1050 : tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1052 = tensor.empty() : tensor<2x40x2x2xf64>
    %1053 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047 : tensor<2x40x2x2xf32>) outs(%1052 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x40x2x2xf64>
    %1054 = tensor.empty() : tensor<1x40x1x1xf64>
    %1055 = linalg.fill ins(%cst_0 : f64) outs(%1054 : tensor<1x40x1x1xf64>) -> tensor<1x40x1x1xf64>
    %1056 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1053 : tensor<2x40x2x2xf64>) outs(%1055 : tensor<1x40x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x40x1x1xf64>
    %1057 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1056 : tensor<1x40x1x1xf64>) outs(%1054 : tensor<1x40x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x40x1x1xf64>
    %1058 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1053, %1057 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%1052 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x40x2x2xf64>
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1058, %1058 : tensor<2x40x2x2xf64>, tensor<2x40x2x2xf64>) outs(%1052 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x40x2x2xf64>
    %1060 = tensor.empty() : tensor<40xf64>
    %1061 = linalg.fill ins(%cst_0 : f64) outs(%1060 : tensor<40xf64>) -> tensor<40xf64>
    %1062 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1059 : tensor<2x40x2x2xf64>) outs(%1061 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<40xf64>
    %1063 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1062 : tensor<40xf64>) outs(%1060 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<40xf64>
    %1064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1063 : tensor<40xf64>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1065 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1064 : tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<40xf32>
    %1066 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1065 : tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %expanded_256 = tensor.expand_shape %1051 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %expanded_257 = tensor.expand_shape %1066 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %1067 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047, %expanded_256 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1068 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1067, %expanded_257 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %expanded_258 = tensor.expand_shape %arg153 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %1069 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1068, %expanded_258 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %expanded_259 = tensor.expand_shape %arg154 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %1070 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1069, %expanded_259 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1071 = tensor.empty() : tensor<2x160x2x2xf32>
    %1072 = linalg.fill ins(%cst : f32) outs(%1071 : tensor<2x160x2x2xf32>) -> tensor<2x160x2x2xf32>
    %1073 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1070, %arg155 : tensor<2x40x2x2xf32>, tensor<160x40x1x1xf32>) outs(%1072 : tensor<2x160x2x2xf32>) -> tensor<2x160x2x2xf32>
    %1074 = tensor.empty() : tensor<160xf32>
    %1075 = linalg.fill ins(%cst : f32) outs(%1074 : tensor<160xf32>) -> tensor<160xf32>
    %1076 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1073 : tensor<2x160x2x2xf32>) outs(%1075 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1077 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1076 : tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_15 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1078 = tensor.empty() : tensor<2x160x2x2xf64>
    %1079 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1073 : tensor<2x160x2x2xf32>) outs(%1078 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2413 = arith.extf %in : f32 to f64
      linalg.yield %2413 : f64
    } -> tensor<2x160x2x2xf64>
    %1080 = tensor.empty() : tensor<1x160x1x1xf64>
    %1081 = linalg.fill ins(%cst_0 : f64) outs(%1080 : tensor<1x160x1x1xf64>) -> tensor<1x160x1x1xf64>
    %1082 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1079 : tensor<2x160x2x2xf64>) outs(%1081 : tensor<1x160x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<1x160x1x1xf64>
    %1083 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1082 : tensor<1x160x1x1xf64>) outs(%1080 : tensor<1x160x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<1x160x1x1xf64>
    %1084 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1079, %1083 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%1078 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.subf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x160x2x2xf64>
    %1085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1084, %1084 : tensor<2x160x2x2xf64>, tensor<2x160x2x2xf64>) outs(%1078 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1731: f64, %out: f64):
      %2413 = arith.mulf %in, %in_1731 : f64
      linalg.yield %2413 : f64
    } -> tensor<2x160x2x2xf64>
    %1086 = tensor.empty() : tensor<160xf64>
    %1087 = linalg.fill ins(%cst_0 : f64) outs(%1086 : tensor<160xf64>) -> tensor<160xf64>
    %1088 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1085 : tensor<2x160x2x2xf64>) outs(%1087 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.addf %in, %out : f64
      linalg.yield %2413 : f64
    } -> tensor<160xf64>
    %1089 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1088 : tensor<160xf64>) outs(%1086 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2413 = arith.divf %in, %cst_16 : f64
      linalg.yield %2413 : f64
    } -> tensor<160xf64>
    %1090 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1089 : tensor<160xf64>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2413 = arith.truncf %in : f64 to f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1091 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1090 : tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.truncf %cst_6 : f64 to f32
      %2414 = arith.addf %in, %2413 : f32
      linalg.yield %2414 : f32
    } -> tensor<160xf32>
    %1092 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1091 : tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.rsqrt %in : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %expanded_260 = tensor.expand_shape %1077 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %expanded_261 = tensor.expand_shape %1092 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %1093 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1073, %expanded_260 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1094 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %expanded_261 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %expanded_262 = tensor.expand_shape %arg156 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %1095 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %expanded_262 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %expanded_263 = tensor.expand_shape %arg157 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %1096 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1095, %expanded_263 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1097 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1096, %cst_4 : tensor<2x160x2x2xf32>, tensor<f32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf ogt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x160x2x2xf32>
    %1098 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %1097 : tensor<f32>, tensor<2x160x2x2xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.cmpf olt, %in, %in_1731 : f32
      %2414 = arith.select %2413, %in, %in_1731 : f32
      linalg.yield %2414 : f32
    } -> tensor<2x160x2x2xf32>
    %1099 = tensor.empty() : tensor<2x160x1x1xf32>
    %1100 = linalg.fill ins(%cst : f32) outs(%1099 : tensor<2x160x1x1xf32>) -> tensor<2x160x1x1xf32>
    %1101 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1098 : tensor<2x160x2x2xf32>) outs(%1100 : tensor<2x160x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x1x1xf32>
    %1102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1101 : tensor<2x160x1x1xf32>) outs(%1099 : tensor<2x160x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_17 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x1x1xf32>
    %collapsed_264 = tensor.collapse_shape %1102 [[0], [1, 2, 3]] : tensor<2x160x1x1xf32> into tensor<2x160xf32>
    %1103 = tensor.empty() : tensor<160x10xf32>
    %transposed = linalg.transpose ins(%arg158 : tensor<10x160xf32>) outs(%1103 : tensor<160x10xf32>) permutation = [1, 0] 
    %1104 = tensor.empty() : tensor<2x10xf32>
    %1105 = linalg.fill ins(%cst : f32) outs(%1104 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %1106 = linalg.matmul ins(%collapsed_264, %transposed : tensor<2x160xf32>, tensor<160x10xf32>) outs(%1105 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %1107 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg159 : tensor<10xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x10xf32>
    %1108 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1106, %1107 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1109 = tensor.empty() : tensor<2xi64>
    %1110 = linalg.fill ins(%c0_i64 : i64) outs(%1109 : tensor<2xi64>) -> tensor<2xi64>
    %1111 = linalg.fill ins(%cst_1 : f32) outs(%50 : tensor<2xf32>) -> tensor<2xf32>
    %1112:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%1108 : tensor<2x10xf32>) outs(%1111, %1110 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1731: i64):
      %2413 = linalg.index 1 : index
      %2414 = arith.index_cast %2413 : index to i64
      %2415 = arith.maximumf %in, %out : f32
      %2416 = arith.cmpf ogt, %in, %out : f32
      %2417 = arith.select %2416, %2414, %out_1731 : i64
      linalg.yield %2415, %2417 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_265 = tensor.expand_shape %1112#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %1113 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%1108, %expanded_265 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1114 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1113 : tensor<2x10xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.exp %in : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1115 = tensor.empty() : tensor<2x1xf32>
    %1116 = linalg.fill ins(%cst : f32) outs(%1115 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %1117 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%1114 : tensor<2x10xf32>) outs(%1116 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<2x1xf32>
    %1118 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1117 : tensor<2x1xf32>) outs(%1115 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.log %in : f32
      linalg.yield %2413 : f32
    } -> tensor<2x1xf32>
    %1119 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%1113, %1118 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1120 = tensor.empty() : tensor<2xi1>
    %1121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%1120 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2413 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2413 : i1
    } -> tensor<2xi1>
    %1122 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%1121, %arg1, %cst_23 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%1109 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_1731: i64, %in_1732: i64, %out: i64):
      %2413 = arith.select %in, %in_1731, %in_1732 : i64
      linalg.yield %2413 : i64
    } -> tensor<2xi64>
    %expanded_266 = tensor.expand_shape %1122 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %1123 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_266 : tensor<2x1xi64>) outs(%1116 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = arith.index_cast %in : i64 to index
      %2415 = arith.cmpi slt, %2414, %c10 : index
      cf.assert %2415, "index must be smaller than dim size"
      %2416 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2416, "index must be larger or equal to 0"
      %extracted = tensor.extract %1119[%2413, %2414] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_267 = tensor.collapse_shape %1123 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %1124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_267 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.negf %in : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %1125 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%1121, %1124, %cst_4 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %1126 = tensor.empty() : tensor<i64>
    %1127 = linalg.fill ins(%c0_i64 : i64) outs(%1126 : tensor<i64>) -> tensor<i64>
    %1128 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%1121 : tensor<2xi1>) outs(%1127 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %2413 = arith.extui %in : i1 to i64
      %2414 = arith.addi %2413, %out : i64
      linalg.yield %2414 : i64
    } -> tensor<i64>
    %1129 = tensor.empty() : tensor<f32>
    %1130 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%1128 : tensor<i64>) outs(%1129 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %2413 = arith.sitofp %in : i64 to f32
      linalg.yield %2413 : f32
    } -> tensor<f32>
    %1131 = linalg.fill ins(%cst : f32) outs(%1129 : tensor<f32>) -> tensor<f32>
    %1132 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%1125 : tensor<2xf32>) outs(%1131 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<f32>
    %1133 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%1132, %1130 : tensor<f32>, tensor<f32>) outs(%1129 : tensor<f32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.divf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<f32>
    %1134 = tensor.empty() : tensor<10xi64>
    %1135 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%1134 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %2413 = linalg.index 0 : index
      %2414 = arith.index_cast %2413 : index to i64
      linalg.yield %2414 : i64
    } -> tensor<10xi64>
    %expanded_268 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %1136 = tensor.empty() : tensor<2x10xi1>
    %1137 = linalg.generic {indexing_maps = [#map9, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_268, %1135 : tensor<2x1xi64>, tensor<10xi64>) outs(%1136 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_1731: i64, %out: i1):
      %2413 = arith.cmpi eq, %in, %in_1731 : i64
      linalg.yield %2413 : i1
    } -> tensor<2x10xi1>
    %expanded_269 = tensor.expand_shape %1121 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %1138 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%1137, %expanded_269 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%1136 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.andi %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x10xi1>
    %1139 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%1129 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.negf %in : f32
      linalg.yield %2413 : f32
    } -> tensor<f32>
    %1140 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%1139, %1130 : tensor<f32>, tensor<f32>) outs(%1129 : tensor<f32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.divf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<f32>
    %1141 = linalg.generic {indexing_maps = [#map7, #map12, #map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%1138, %1140, %cst_4 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1142 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1119 : tensor<2x10xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = math.exp %in : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1143 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%1141 : tensor<2x10xf32>) outs(%1116 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<2x1xf32>
    %1144 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%1142, %1143 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1145 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%1141, %1144 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%1104 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x10xf32>
    %1146 = tensor.empty() : tensor<2x160xf32>
    %1147 = linalg.fill ins(%cst : f32) outs(%1146 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %1148 = linalg.matmul ins(%1145, %arg158 : tensor<2x10xf32>, tensor<10x160xf32>) outs(%1147 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %1149 = tensor.empty() : tensor<10x2xf32>
    %transposed_270 = linalg.transpose ins(%1145 : tensor<2x10xf32>) outs(%1149 : tensor<10x2xf32>) permutation = [1, 0] 
    %1150 = tensor.empty() : tensor<10x160xf32>
    %1151 = linalg.fill ins(%cst : f32) outs(%1150 : tensor<10x160xf32>) -> tensor<10x160xf32>
    %1152 = linalg.matmul ins(%transposed_270, %collapsed_264 : tensor<10x2xf32>, tensor<2x160xf32>) outs(%1151 : tensor<10x160xf32>) -> tensor<10x160xf32>
    %1153 = tensor.empty() : tensor<1x10xf32>
    %1154 = linalg.fill ins(%cst : f32) outs(%1153 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %1155 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["reduction", "parallel"]} ins(%1145 : tensor<2x10xf32>) outs(%1154 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<1x10xf32>
    %collapsed_271 = tensor.collapse_shape %1155 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %1156 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1148 : tensor<2x160xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x160x2x2xf32>
    %1157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1156 : tensor<2x160x2x2xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.divf %in, %cst_17 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1158 = tensor.empty() : tensor<2x160x2x2xi1>
    %1159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1096 : tensor<2x160x2x2xf32>) outs(%1158 : tensor<2x160x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x160x2x2xi1>
    %1160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1096 : tensor<2x160x2x2xf32>) outs(%1158 : tensor<2x160x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x160x2x2xi1>
    %1161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1159, %1160 : tensor<2x160x2x2xi1>, tensor<2x160x2x2xi1>) outs(%1158 : tensor<2x160x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x160x2x2xi1>
    %1162 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1161, %cst_4, %1157 : tensor<2x160x2x2xi1>, tensor<f32>, tensor<2x160x2x2xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1162 : tensor<2x160x2x2xf32>) outs(%1075 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1162, %1093 : tensor<2x160x2x2xf32>, tensor<2x160x2x2xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1164 : tensor<2x160x2x2xf32>) outs(%1075 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1163 : tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %expanded_272 = tensor.expand_shape %1166 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %1167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1165 : tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1092, %1092 : tensor<160xf32>, tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1167, %1168 : tensor<160xf32>, tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %expanded_273 = tensor.expand_shape %1169 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %1170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1092, %arg156 : tensor<160xf32>, tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %expanded_274 = tensor.expand_shape %1170 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf32> into tensor<1x160x1x1xf32>
    %1171 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %expanded_273 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1162, %1171 : tensor<2x160x2x2xf32>, tensor<2x160x2x2xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1173 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1172, %expanded_272 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1173, %expanded_274 : tensor<2x160x2x2xf32>, tensor<1x160x1x1xf32>) outs(%1071 : tensor<2x160x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x160x2x2xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1165, %1092 : tensor<160xf32>, tensor<160xf32>) outs(%1074 : tensor<160xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<160xf32>
    %1176 = tensor.empty() : tensor<40x160x1x1xf32>
    %1177 = linalg.fill ins(%cst : f32) outs(%1176 : tensor<40x160x1x1xf32>) -> tensor<40x160x1x1xf32>
    %1178 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1177 : tensor<40x160x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg155[%2414, %2413, %c0, %c0] : tensor<160x40x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<40x160x1x1xf32>
    %1179 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1174, %1178 : tensor<2x160x2x2xf32>, tensor<40x160x1x1xf32>) outs(%1046 : tensor<2x40x2x2xf32>) -> tensor<2x40x2x2xf32>
    %1180 = tensor.empty() : tensor<40x2x2x2xf32>
    %transposed_275 = linalg.transpose ins(%1070 : tensor<2x40x2x2xf32>) outs(%1180 : tensor<40x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1181 = tensor.empty() : tensor<160x2x2x2xf32>
    %transposed_276 = linalg.transpose ins(%1174 : tensor<2x160x2x2xf32>) outs(%1181 : tensor<160x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_275, %transposed_276 : tensor<40x2x2x2xf32>, tensor<160x2x2x2xf32>) outs(%1177 : tensor<40x160x1x1xf32>) -> tensor<40x160x1x1xf32>
    %1183 = tensor.empty() : tensor<160x40x1x1xf32>
    %transposed_277 = linalg.transpose ins(%1182 : tensor<40x160x1x1xf32>) outs(%1183 : tensor<160x40x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1179 : tensor<2x40x2x2xf32>) outs(%1049 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %1067 : tensor<2x40x2x2xf32>, tensor<2x40x2x2xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1186 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1185 : tensor<2x40x2x2xf32>) outs(%1049 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1184 : tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %expanded_278 = tensor.expand_shape %1187 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %1188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1186 : tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1066, %1066 : tensor<40xf32>, tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1188, %1189 : tensor<40xf32>, tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %expanded_279 = tensor.expand_shape %1190 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %1191 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1066, %arg153 : tensor<40xf32>, tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %expanded_280 = tensor.expand_shape %1191 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %1192 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1067, %expanded_279 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %1192 : tensor<2x40x2x2xf32>, tensor<2x40x2x2xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1193, %expanded_278 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1195 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1194, %expanded_280 : tensor<2x40x2x2xf32>, tensor<1x40x1x1xf32>) outs(%1045 : tensor<2x40x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x40x2x2xf32>
    %1196 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1186, %1066 : tensor<40xf32>, tensor<40xf32>) outs(%1048 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<40xf32>
    %1197 = tensor.empty() : tensor<120x40x1x1xf32>
    %1198 = linalg.fill ins(%cst : f32) outs(%1197 : tensor<120x40x1x1xf32>) -> tensor<120x40x1x1xf32>
    %1199 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1198 : tensor<120x40x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg152[%2414, %2413, %c0, %c0] : tensor<40x120x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<120x40x1x1xf32>
    %1200 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1195, %1199 : tensor<2x40x2x2xf32>, tensor<120x40x1x1xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %1201 = tensor.empty() : tensor<120x2x2x2xf32>
    %transposed_281 = linalg.transpose ins(%1044 : tensor<2x120x2x2xf32>) outs(%1201 : tensor<120x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_282 = linalg.transpose ins(%1195 : tensor<2x40x2x2xf32>) outs(%1180 : tensor<40x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1202 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_281, %transposed_282 : tensor<120x2x2x2xf32>, tensor<40x2x2x2xf32>) outs(%1198 : tensor<120x40x1x1xf32>) -> tensor<120x40x1x1xf32>
    %1203 = tensor.empty() : tensor<40x120x1x1xf32>
    %transposed_283 = linalg.transpose ins(%1202 : tensor<120x40x1x1xf32>) outs(%1203 : tensor<40x120x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1204 = tensor.empty() : tensor<2x120x2x2xi1>
    %1205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1042 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1042 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1205, %1206 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x120x2x2xi1>
    %1208 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1207, %cst_4, %1200 : tensor<2x120x2x2xi1>, tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1208 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1208, %1039 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1211 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1210 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1209 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_284 = tensor.expand_shape %1212 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1211 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1214 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1038, %1038 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1213, %1214 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_285 = tensor.expand_shape %1215 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1038, %arg150 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_286 = tensor.expand_shape %1216 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1217 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039, %expanded_285 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1218 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1208, %1217 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1219 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1218, %expanded_284 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1220 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1219, %expanded_286 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1221 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1211, %1038 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_287 = tensor.expand_shape %arg149 [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
    %1222 = tensor.empty() : tensor<120x1x1x3x3xf32>
    %transposed_288 = linalg.transpose ins(%expanded_287 : tensor<120x1x1x3x3xf32>) outs(%1222 : tensor<120x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_289 = tensor.collapse_shape %transposed_288 [[0], [1], [2, 3], [4]] : tensor<120x1x1x3x3xf32> into tensor<120x1x3x3xf32>
    %1223 = tensor.empty() : tensor<120x1x3x3xf32>
    %1224 = linalg.fill ins(%cst : f32) outs(%1223 : tensor<120x1x3x3xf32>) -> tensor<120x1x3x3xf32>
    %1225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_289 : tensor<120x1x3x3xf32>) outs(%1224 : tensor<120x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_289[%2413, %c0, %2416, %2417] : tensor<120x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<120x1x3x3xf32>
    %padded_290 = tensor.pad %1220 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x120x2x2xf32> to tensor<2x120x4x4xf32>
    %collapsed_291 = tensor.collapse_shape %1225 [[0, 1], [2], [3]] : tensor<120x1x3x3xf32> into tensor<120x3x3xf32>
    %1226 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_290, %collapsed_291 : tensor<2x120x4x4xf32>, tensor<120x3x3xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %collapsed_292 = tensor.collapse_shape %1220 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_293 = tensor.expand_shape %collapsed_292 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %1227 = tensor.empty() : tensor<120x1x2x4xf32>
    %transposed_294 = linalg.transpose ins(%expanded_293 : tensor<2x120x1x4xf32>) outs(%1227 : tensor<120x1x2x4xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_295 = tensor.collapse_shape %transposed_294 [[0], [1], [2, 3]] : tensor<120x1x2x4xf32> into tensor<120x1x8xf32>
    %extracted_slice = tensor.extract_slice %padded_250[0, 0, 0, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_296 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_297 = tensor.collapse_shape %extracted_slice_296 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_298 = tensor.expand_shape %collapsed_297 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %1228 = tensor.empty() : tensor<120x2x4x1xf32>
    %transposed_299 = linalg.transpose ins(%expanded_298 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_300 = tensor.collapse_shape %transposed_299 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1229 = tensor.empty() : tensor<120x1x1xf32>
    %1230 = linalg.fill ins(%cst : f32) outs(%1229 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %1231 = linalg.batch_matmul ins(%collapsed_295, %collapsed_300 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_301 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_302 = tensor.collapse_shape %extracted_slice_301 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_303 = tensor.expand_shape %collapsed_302 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_304 = linalg.transpose ins(%expanded_303 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_305 = tensor.collapse_shape %transposed_304 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1232 = linalg.batch_matmul ins(%collapsed_295, %collapsed_305 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_306 = tensor.extract_slice %extracted_slice[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_307 = tensor.collapse_shape %extracted_slice_306 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_308 = tensor.expand_shape %collapsed_307 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_309 = linalg.transpose ins(%expanded_308 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_310 = tensor.collapse_shape %transposed_309 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1233 = linalg.batch_matmul ins(%collapsed_295, %collapsed_310 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_311 = tensor.extract_slice %padded_250[0, 0, 1, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_312 = tensor.extract_slice %extracted_slice_311[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_313 = tensor.collapse_shape %extracted_slice_312 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_314 = tensor.expand_shape %collapsed_313 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_315 = linalg.transpose ins(%expanded_314 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_316 = tensor.collapse_shape %transposed_315 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1234 = linalg.batch_matmul ins(%collapsed_295, %collapsed_316 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_317 = tensor.extract_slice %extracted_slice_311[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_318 = tensor.collapse_shape %extracted_slice_317 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_319 = tensor.expand_shape %collapsed_318 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_321 = tensor.collapse_shape %transposed_320 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1235 = linalg.batch_matmul ins(%collapsed_295, %collapsed_321 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_322 = tensor.extract_slice %extracted_slice_311[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_323 = tensor.collapse_shape %extracted_slice_322 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_324 = tensor.expand_shape %collapsed_323 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_325 = linalg.transpose ins(%expanded_324 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_326 = tensor.collapse_shape %transposed_325 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1236 = linalg.batch_matmul ins(%collapsed_295, %collapsed_326 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_327 = tensor.extract_slice %padded_250[0, 0, 2, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_328 = tensor.extract_slice %extracted_slice_327[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_329 = tensor.collapse_shape %extracted_slice_328 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_330 = tensor.expand_shape %collapsed_329 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_331 = linalg.transpose ins(%expanded_330 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_332 = tensor.collapse_shape %transposed_331 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1237 = linalg.batch_matmul ins(%collapsed_295, %collapsed_332 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_333 = tensor.extract_slice %extracted_slice_327[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_334 = tensor.collapse_shape %extracted_slice_333 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_335 = tensor.expand_shape %collapsed_334 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_336 = linalg.transpose ins(%expanded_335 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_337 = tensor.collapse_shape %transposed_336 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1238 = linalg.batch_matmul ins(%collapsed_295, %collapsed_337 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_338 = tensor.extract_slice %extracted_slice_327[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_339 = tensor.collapse_shape %extracted_slice_338 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_340 = tensor.expand_shape %collapsed_339 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_341 = linalg.transpose ins(%expanded_340 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_342 = tensor.collapse_shape %transposed_341 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1239 = linalg.batch_matmul ins(%collapsed_295, %collapsed_342 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %expanded_343 = tensor.expand_shape %1231 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_344 = tensor.expand_shape %1232 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_345 = tensor.expand_shape %1233 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_346 = tensor.expand_shape %1234 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_347 = tensor.expand_shape %1235 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_348 = tensor.expand_shape %1236 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_349 = tensor.expand_shape %1237 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_350 = tensor.expand_shape %1238 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_351 = tensor.expand_shape %1239 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %concat = tensor.concat dim(3) %expanded_343, %expanded_344, %expanded_345, %expanded_346, %expanded_347, %expanded_348, %expanded_349, %expanded_350, %expanded_351 : (tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>) -> tensor<120x1x1x9xf32>
    %collapsed_352 = tensor.collapse_shape %concat [[0], [1], [2, 3]] : tensor<120x1x1x9xf32> into tensor<120x1x9xf32>
    %expanded_353 = tensor.expand_shape %collapsed_352 [[0], [1], [2, 3]] output_shape [120, 1, 3, 3] : tensor<120x1x9xf32> into tensor<120x1x3x3xf32>
    %1240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1240, %1241 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x120x2x2xi1>
    %1243 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1242, %cst_4, %1226 : tensor<2x120x2x2xi1>, tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1244 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1243 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1243, %1020 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1245 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1244 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_354 = tensor.expand_shape %1247 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1246 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1019, %1019 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1250 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1248, %1249 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_355 = tensor.expand_shape %1250 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1251 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1019, %arg147 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_356 = tensor.expand_shape %1251 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1252 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1020, %expanded_355 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1243, %1252 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1254 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1253, %expanded_354 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1255 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1254, %expanded_356 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1246, %1019 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1257 = tensor.empty() : tensor<20x120x1x1xf32>
    %1258 = linalg.fill ins(%cst : f32) outs(%1257 : tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %1259 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1258 : tensor<20x120x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg146[%2414, %2413, %c0, %c0] : tensor<120x20x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<20x120x1x1xf32>
    %1260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1255, %1259 : tensor<2x120x2x2xf32>, tensor<20x120x1x1xf32>) outs(%861 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %1261 = tensor.empty() : tensor<20x2x2x2xf32>
    %transposed_357 = linalg.transpose ins(%1006 : tensor<2x20x2x2xf32>) outs(%1261 : tensor<20x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_358 = linalg.transpose ins(%1255 : tensor<2x120x2x2xf32>) outs(%1201 : tensor<120x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1262 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_357, %transposed_358 : tensor<20x2x2x2xf32>, tensor<120x2x2x2xf32>) outs(%1258 : tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %1263 = tensor.empty() : tensor<120x20x1x1xf32>
    %transposed_359 = linalg.transpose ins(%1262 : tensor<20x120x1x1xf32>) outs(%1263 : tensor<120x20x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1264 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1260 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1265 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1260, %1002 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1266 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1265 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1264 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_360 = tensor.expand_shape %1267 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1268 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1266 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1269 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1001, %1001 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1270 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1268, %1269 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_361 = tensor.expand_shape %1270 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1271 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1001, %arg144 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_362 = tensor.expand_shape %1271 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1272 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1002, %expanded_361 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1260, %1272 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1274 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1273, %expanded_360 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1275 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1274, %expanded_362 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1266, %1001 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1277 = linalg.fill ins(%cst : f32) outs(%1263 : tensor<120x20x1x1xf32>) -> tensor<120x20x1x1xf32>
    %1278 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1277 : tensor<120x20x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg143[%2414, %2413, %c0, %c0] : tensor<20x120x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<120x20x1x1xf32>
    %1279 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1275, %1278 : tensor<2x20x2x2xf32>, tensor<120x20x1x1xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %transposed_363 = linalg.transpose ins(%988 : tensor<2x120x2x2xf32>) outs(%1201 : tensor<120x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_364 = linalg.transpose ins(%1275 : tensor<2x20x2x2xf32>) outs(%1261 : tensor<20x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1280 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_363, %transposed_364 : tensor<120x2x2x2xf32>, tensor<20x2x2x2xf32>) outs(%1277 : tensor<120x20x1x1xf32>) -> tensor<120x20x1x1xf32>
    %transposed_365 = linalg.transpose ins(%1280 : tensor<120x20x1x1xf32>) outs(%1257 : tensor<20x120x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1281, %1282 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x120x2x2xi1>
    %1284 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1283, %cst_4, %1279 : tensor<2x120x2x2xi1>, tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1285 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1284 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1284, %983 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1287 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1286 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1288 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1285 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_366 = tensor.expand_shape %1288 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1287 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1290 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%982, %982 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1289, %1290 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_367 = tensor.expand_shape %1291 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%982, %arg141 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_368 = tensor.expand_shape %1292 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1293 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %expanded_367 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1294 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1284, %1293 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1295 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1294, %expanded_366 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1296 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1295, %expanded_368 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1297 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1287, %982 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_369 = tensor.expand_shape %arg140 [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
    %transposed_370 = linalg.transpose ins(%expanded_369 : tensor<120x1x1x3x3xf32>) outs(%1222 : tensor<120x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_371 = tensor.collapse_shape %transposed_370 [[0], [1], [2, 3], [4]] : tensor<120x1x1x3x3xf32> into tensor<120x1x3x3xf32>
    %1298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_371 : tensor<120x1x3x3xf32>) outs(%1224 : tensor<120x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_371[%2413, %c0, %2416, %2417] : tensor<120x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<120x1x3x3xf32>
    %padded_372 = tensor.pad %1296 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x120x2x2xf32> to tensor<2x120x4x4xf32>
    %collapsed_373 = tensor.collapse_shape %1298 [[0, 1], [2], [3]] : tensor<120x1x3x3xf32> into tensor<120x3x3xf32>
    %1299 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_372, %collapsed_373 : tensor<2x120x4x4xf32>, tensor<120x3x3xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %collapsed_374 = tensor.collapse_shape %1296 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_375 = tensor.expand_shape %collapsed_374 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_376 = linalg.transpose ins(%expanded_375 : tensor<2x120x1x4xf32>) outs(%1227 : tensor<120x1x2x4xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_377 = tensor.collapse_shape %transposed_376 [[0], [1], [2, 3]] : tensor<120x1x2x4xf32> into tensor<120x1x8xf32>
    %extracted_slice_378 = tensor.extract_slice %padded_236[0, 0, 0, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_379 = tensor.extract_slice %extracted_slice_378[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_380 = tensor.collapse_shape %extracted_slice_379 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_381 = tensor.expand_shape %collapsed_380 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_383 = tensor.collapse_shape %transposed_382 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1300 = linalg.batch_matmul ins(%collapsed_377, %collapsed_383 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_384 = tensor.extract_slice %extracted_slice_378[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_385 = tensor.collapse_shape %extracted_slice_384 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_386 = tensor.expand_shape %collapsed_385 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_387 = linalg.transpose ins(%expanded_386 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_388 = tensor.collapse_shape %transposed_387 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1301 = linalg.batch_matmul ins(%collapsed_377, %collapsed_388 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_389 = tensor.extract_slice %extracted_slice_378[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_390 = tensor.collapse_shape %extracted_slice_389 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_391 = tensor.expand_shape %collapsed_390 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_392 = linalg.transpose ins(%expanded_391 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_393 = tensor.collapse_shape %transposed_392 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1302 = linalg.batch_matmul ins(%collapsed_377, %collapsed_393 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_394 = tensor.extract_slice %padded_236[0, 0, 1, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_395 = tensor.extract_slice %extracted_slice_394[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_396 = tensor.collapse_shape %extracted_slice_395 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_397 = tensor.expand_shape %collapsed_396 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_398 = linalg.transpose ins(%expanded_397 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_399 = tensor.collapse_shape %transposed_398 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1303 = linalg.batch_matmul ins(%collapsed_377, %collapsed_399 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_400 = tensor.extract_slice %extracted_slice_394[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_401 = tensor.collapse_shape %extracted_slice_400 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_402 = tensor.expand_shape %collapsed_401 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_403 = linalg.transpose ins(%expanded_402 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_404 = tensor.collapse_shape %transposed_403 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1304 = linalg.batch_matmul ins(%collapsed_377, %collapsed_404 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_405 = tensor.extract_slice %extracted_slice_394[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_406 = tensor.collapse_shape %extracted_slice_405 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_407 = tensor.expand_shape %collapsed_406 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_408 = linalg.transpose ins(%expanded_407 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_409 = tensor.collapse_shape %transposed_408 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1305 = linalg.batch_matmul ins(%collapsed_377, %collapsed_409 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_410 = tensor.extract_slice %padded_236[0, 0, 2, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_411 = tensor.extract_slice %extracted_slice_410[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_412 = tensor.collapse_shape %extracted_slice_411 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_413 = tensor.expand_shape %collapsed_412 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_414 = linalg.transpose ins(%expanded_413 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_415 = tensor.collapse_shape %transposed_414 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1306 = linalg.batch_matmul ins(%collapsed_377, %collapsed_415 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_416 = tensor.extract_slice %extracted_slice_410[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_417 = tensor.collapse_shape %extracted_slice_416 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_418 = tensor.expand_shape %collapsed_417 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_419 = linalg.transpose ins(%expanded_418 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_420 = tensor.collapse_shape %transposed_419 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1307 = linalg.batch_matmul ins(%collapsed_377, %collapsed_420 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_421 = tensor.extract_slice %extracted_slice_410[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_422 = tensor.collapse_shape %extracted_slice_421 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_423 = tensor.expand_shape %collapsed_422 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_424 = linalg.transpose ins(%expanded_423 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_425 = tensor.collapse_shape %transposed_424 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1308 = linalg.batch_matmul ins(%collapsed_377, %collapsed_425 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %expanded_426 = tensor.expand_shape %1300 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_427 = tensor.expand_shape %1301 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_428 = tensor.expand_shape %1302 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_429 = tensor.expand_shape %1303 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_430 = tensor.expand_shape %1304 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_431 = tensor.expand_shape %1305 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_432 = tensor.expand_shape %1306 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_433 = tensor.expand_shape %1307 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_434 = tensor.expand_shape %1308 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %concat_435 = tensor.concat dim(3) %expanded_426, %expanded_427, %expanded_428, %expanded_429, %expanded_430, %expanded_431, %expanded_432, %expanded_433, %expanded_434 : (tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>) -> tensor<120x1x1x9xf32>
    %collapsed_436 = tensor.collapse_shape %concat_435 [[0], [1], [2, 3]] : tensor<120x1x1x9xf32> into tensor<120x1x9xf32>
    %expanded_437 = tensor.expand_shape %collapsed_436 [[0], [1], [2, 3]] output_shape [120, 1, 3, 3] : tensor<120x1x9xf32> into tensor<120x1x3x3xf32>
    %1309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1311 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1309, %1310 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x120x2x2xi1>
    %1312 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1311, %cst_4, %1299 : tensor<2x120x2x2xi1>, tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1313 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1312 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1312, %964 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1315 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1314 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1313 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_438 = tensor.expand_shape %1316 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1317 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1315 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1318 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%963, %963 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1317, %1318 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_439 = tensor.expand_shape %1319 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1320 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%963, %arg138 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_440 = tensor.expand_shape %1320 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1321 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%964, %expanded_439 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1322 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1312, %1321 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1323 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1322, %expanded_438 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1324 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1323, %expanded_440 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1325 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1315, %963 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1326 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1258 : tensor<20x120x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg137[%2414, %2413, %c0, %c0] : tensor<120x20x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<20x120x1x1xf32>
    %1327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1324, %1326 : tensor<2x120x2x2xf32>, tensor<20x120x1x1xf32>) outs(%861 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %transposed_441 = linalg.transpose ins(%950 : tensor<2x20x2x2xf32>) outs(%1261 : tensor<20x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_442 = linalg.transpose ins(%1324 : tensor<2x120x2x2xf32>) outs(%1201 : tensor<120x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1328 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_441, %transposed_442 : tensor<20x2x2x2xf32>, tensor<120x2x2x2xf32>) outs(%1258 : tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %transposed_443 = linalg.transpose ins(%1328 : tensor<20x120x1x1xf32>) outs(%1263 : tensor<120x20x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1260, %1327 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1329 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1329, %946 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1332 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1331 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1330 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_444 = tensor.expand_shape %1333 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1332 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%945, %945 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1334, %1335 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_445 = tensor.expand_shape %1336 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%945, %arg135 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_446 = tensor.expand_shape %1337 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1338 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %expanded_445 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1339 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1329, %1338 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1340 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1339, %expanded_444 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1340, %expanded_446 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1332, %945 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1343 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1277 : tensor<120x20x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg134[%2414, %2413, %c0, %c0] : tensor<20x120x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<120x20x1x1xf32>
    %1344 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1341, %1343 : tensor<2x20x2x2xf32>, tensor<120x20x1x1xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %transposed_447 = linalg.transpose ins(%932 : tensor<2x120x2x2xf32>) outs(%1201 : tensor<120x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_448 = linalg.transpose ins(%1341 : tensor<2x20x2x2xf32>) outs(%1261 : tensor<20x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_447, %transposed_448 : tensor<120x2x2x2xf32>, tensor<20x2x2x2xf32>) outs(%1277 : tensor<120x20x1x1xf32>) -> tensor<120x20x1x1xf32>
    %transposed_449 = linalg.transpose ins(%1345 : tensor<120x20x1x1xf32>) outs(%1257 : tensor<20x120x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1348 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1346, %1347 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x120x2x2xi1>
    %1349 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348, %cst_4, %1344 : tensor<2x120x2x2xi1>, tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1350 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1349 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1349, %927 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1352 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1351 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1350 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_450 = tensor.expand_shape %1353 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1354 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1352 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%926, %926 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1356 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1354, %1355 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_451 = tensor.expand_shape %1356 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1357 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%926, %arg132 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_452 = tensor.expand_shape %1357 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1358 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %expanded_451 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1359 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1349, %1358 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1360 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1359, %expanded_450 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1361 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1360, %expanded_452 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1352, %926 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_453 = tensor.expand_shape %arg131 [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
    %transposed_454 = linalg.transpose ins(%expanded_453 : tensor<120x1x1x3x3xf32>) outs(%1222 : tensor<120x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_455 = tensor.collapse_shape %transposed_454 [[0], [1], [2, 3], [4]] : tensor<120x1x1x3x3xf32> into tensor<120x1x3x3xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_455 : tensor<120x1x3x3xf32>) outs(%1224 : tensor<120x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_455[%2413, %c0, %2416, %2417] : tensor<120x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<120x1x3x3xf32>
    %padded_456 = tensor.pad %1361 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x120x2x2xf32> to tensor<2x120x4x4xf32>
    %collapsed_457 = tensor.collapse_shape %1363 [[0, 1], [2], [3]] : tensor<120x1x3x3xf32> into tensor<120x3x3xf32>
    %1364 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_456, %collapsed_457 : tensor<2x120x4x4xf32>, tensor<120x3x3xf32>) outs(%887 : tensor<2x120x2x2xf32>) -> tensor<2x120x2x2xf32>
    %collapsed_458 = tensor.collapse_shape %1361 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_459 = tensor.expand_shape %collapsed_458 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_460 = linalg.transpose ins(%expanded_459 : tensor<2x120x1x4xf32>) outs(%1227 : tensor<120x1x2x4xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_461 = tensor.collapse_shape %transposed_460 [[0], [1], [2, 3]] : tensor<120x1x2x4xf32> into tensor<120x1x8xf32>
    %extracted_slice_462 = tensor.extract_slice %padded_222[0, 0, 0, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_463 = tensor.extract_slice %extracted_slice_462[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_464 = tensor.collapse_shape %extracted_slice_463 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_465 = tensor.expand_shape %collapsed_464 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_466 = linalg.transpose ins(%expanded_465 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_467 = tensor.collapse_shape %transposed_466 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1365 = linalg.batch_matmul ins(%collapsed_461, %collapsed_467 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_468 = tensor.extract_slice %extracted_slice_462[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_469 = tensor.collapse_shape %extracted_slice_468 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_470 = tensor.expand_shape %collapsed_469 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_471 = linalg.transpose ins(%expanded_470 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_472 = tensor.collapse_shape %transposed_471 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1366 = linalg.batch_matmul ins(%collapsed_461, %collapsed_472 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_473 = tensor.extract_slice %extracted_slice_462[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_474 = tensor.collapse_shape %extracted_slice_473 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_475 = tensor.expand_shape %collapsed_474 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_476 = linalg.transpose ins(%expanded_475 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_477 = tensor.collapse_shape %transposed_476 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1367 = linalg.batch_matmul ins(%collapsed_461, %collapsed_477 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_478 = tensor.extract_slice %padded_222[0, 0, 1, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_479 = tensor.extract_slice %extracted_slice_478[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_480 = tensor.collapse_shape %extracted_slice_479 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_481 = tensor.expand_shape %collapsed_480 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_482 = linalg.transpose ins(%expanded_481 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_483 = tensor.collapse_shape %transposed_482 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1368 = linalg.batch_matmul ins(%collapsed_461, %collapsed_483 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_484 = tensor.extract_slice %extracted_slice_478[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_485 = tensor.collapse_shape %extracted_slice_484 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_486 = tensor.expand_shape %collapsed_485 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_487 = linalg.transpose ins(%expanded_486 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_488 = tensor.collapse_shape %transposed_487 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1369 = linalg.batch_matmul ins(%collapsed_461, %collapsed_488 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_489 = tensor.extract_slice %extracted_slice_478[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_490 = tensor.collapse_shape %extracted_slice_489 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_491 = tensor.expand_shape %collapsed_490 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_492 = linalg.transpose ins(%expanded_491 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_493 = tensor.collapse_shape %transposed_492 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1370 = linalg.batch_matmul ins(%collapsed_461, %collapsed_493 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_494 = tensor.extract_slice %padded_222[0, 0, 2, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf32> to tensor<2x120x2x4xf32>
    %extracted_slice_495 = tensor.extract_slice %extracted_slice_494[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_496 = tensor.collapse_shape %extracted_slice_495 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_497 = tensor.expand_shape %collapsed_496 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_498 = linalg.transpose ins(%expanded_497 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_499 = tensor.collapse_shape %transposed_498 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1371 = linalg.batch_matmul ins(%collapsed_461, %collapsed_499 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_500 = tensor.extract_slice %extracted_slice_494[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_501 = tensor.collapse_shape %extracted_slice_500 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_502 = tensor.expand_shape %collapsed_501 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_503 = linalg.transpose ins(%expanded_502 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_504 = tensor.collapse_shape %transposed_503 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1372 = linalg.batch_matmul ins(%collapsed_461, %collapsed_504 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %extracted_slice_505 = tensor.extract_slice %extracted_slice_494[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf32> to tensor<2x120x2x2xf32>
    %collapsed_506 = tensor.collapse_shape %extracted_slice_505 [[0], [1], [2, 3]] : tensor<2x120x2x2xf32> into tensor<2x120x4xf32>
    %expanded_507 = tensor.expand_shape %collapsed_506 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf32> into tensor<2x120x1x4xf32>
    %transposed_508 = linalg.transpose ins(%expanded_507 : tensor<2x120x1x4xf32>) outs(%1228 : tensor<120x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_509 = tensor.collapse_shape %transposed_508 [[0], [1, 2], [3]] : tensor<120x2x4x1xf32> into tensor<120x8x1xf32>
    %1373 = linalg.batch_matmul ins(%collapsed_461, %collapsed_509 : tensor<120x1x8xf32>, tensor<120x8x1xf32>) outs(%1230 : tensor<120x1x1xf32>) -> tensor<120x1x1xf32>
    %expanded_510 = tensor.expand_shape %1365 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_511 = tensor.expand_shape %1366 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_512 = tensor.expand_shape %1367 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_513 = tensor.expand_shape %1368 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_514 = tensor.expand_shape %1369 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_515 = tensor.expand_shape %1370 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_516 = tensor.expand_shape %1371 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_517 = tensor.expand_shape %1372 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %expanded_518 = tensor.expand_shape %1373 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf32> into tensor<120x1x1x1xf32>
    %concat_519 = tensor.concat dim(3) %expanded_510, %expanded_511, %expanded_512, %expanded_513, %expanded_514, %expanded_515, %expanded_516, %expanded_517, %expanded_518 : (tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>, tensor<120x1x1x1xf32>) -> tensor<120x1x1x9xf32>
    %collapsed_520 = tensor.collapse_shape %concat_519 [[0], [1], [2, 3]] : tensor<120x1x1x9xf32> into tensor<120x1x9xf32>
    %expanded_521 = tensor.expand_shape %collapsed_520 [[0], [1], [2, 3]] output_shape [120, 1, 3, 3] : tensor<120x1x9xf32> into tensor<120x1x3x3xf32>
    %1374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911 : tensor<2x120x2x2xf32>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x120x2x2xi1>
    %1376 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1374, %1375 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1204 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x120x2x2xi1>
    %1377 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1376, %cst_4, %1364 : tensor<2x120x2x2xi1>, tensor<f32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1377 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1377, %908 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1380 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1379 : tensor<2x120x2x2xf32>) outs(%890 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1378 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_522 = tensor.expand_shape %1381 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1380 : tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1383 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%907, %907 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1384 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1382, %1383 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_523 = tensor.expand_shape %1384 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%907, %arg129 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %expanded_524 = tensor.expand_shape %1385 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %1386 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %expanded_523 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1377, %1386 : tensor<2x120x2x2xf32>, tensor<2x120x2x2xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1388 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1387, %expanded_522 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1389 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1388, %expanded_524 : tensor<2x120x2x2xf32>, tensor<1x120x1x1xf32>) outs(%886 : tensor<2x120x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x120x2x2xf32>
    %1390 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1380, %907 : tensor<120xf32>, tensor<120xf32>) outs(%889 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<120xf32>
    %1391 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1258 : tensor<20x120x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg128[%2414, %2413, %c0, %c0] : tensor<120x20x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<20x120x1x1xf32>
    %1392 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1389, %1391 : tensor<2x120x2x2xf32>, tensor<20x120x1x1xf32>) outs(%861 : tensor<2x20x2x2xf32>) -> tensor<2x20x2x2xf32>
    %transposed_525 = linalg.transpose ins(%885 : tensor<2x20x2x2xf32>) outs(%1261 : tensor<20x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_526 = linalg.transpose ins(%1389 : tensor<2x120x2x2xf32>) outs(%1201 : tensor<120x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1393 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_525, %transposed_526 : tensor<20x2x2x2xf32>, tensor<120x2x2x2xf32>) outs(%1258 : tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %transposed_527 = linalg.transpose ins(%1393 : tensor<20x120x1x1xf32>) outs(%1263 : tensor<120x20x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1394 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1329, %1392 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1395 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1394 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1396 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1394, %882 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1397 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1396 : tensor<2x20x2x2xf32>) outs(%864 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1395 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_528 = tensor.expand_shape %1398 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1397 : tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1400 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%881, %881 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1399, %1400 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_529 = tensor.expand_shape %1401 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1402 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%881, %arg126 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %expanded_530 = tensor.expand_shape %1402 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf32> into tensor<1x20x1x1xf32>
    %1403 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %expanded_529 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1404 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1394, %1403 : tensor<2x20x2x2xf32>, tensor<2x20x2x2xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1405 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1404, %expanded_528 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1406 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1405, %expanded_530 : tensor<2x20x2x2xf32>, tensor<1x20x1x1xf32>) outs(%860 : tensor<2x20x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x20x2x2xf32>
    %1407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1397, %881 : tensor<20xf32>, tensor<20xf32>) outs(%863 : tensor<20xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<20xf32>
    %1408 = tensor.empty() : tensor<72x20x1x1xf32>
    %1409 = linalg.fill ins(%cst : f32) outs(%1408 : tensor<72x20x1x1xf32>) -> tensor<72x20x1x1xf32>
    %1410 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1409 : tensor<72x20x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg125[%2414, %2413, %c0, %c0] : tensor<20x72x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<72x20x1x1xf32>
    %1411 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1406, %1410 : tensor<2x20x2x2xf32>, tensor<72x20x1x1xf32>) outs(%839 : tensor<2x72x2x2xf32>) -> tensor<2x72x2x2xf32>
    %1412 = tensor.empty() : tensor<72x2x2x2xf32>
    %transposed_531 = linalg.transpose ins(%859 : tensor<2x72x2x2xf32>) outs(%1412 : tensor<72x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_532 = linalg.transpose ins(%1406 : tensor<2x20x2x2xf32>) outs(%1261 : tensor<20x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %1413 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_531, %transposed_532 : tensor<72x2x2x2xf32>, tensor<20x2x2x2xf32>) outs(%1409 : tensor<72x20x1x1xf32>) -> tensor<72x20x1x1xf32>
    %1414 = tensor.empty() : tensor<20x72x1x1xf32>
    %transposed_533 = linalg.transpose ins(%1413 : tensor<72x20x1x1xf32>) outs(%1414 : tensor<20x72x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1415 = tensor.empty() : tensor<2x72x2x2xi1>
    %1416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857 : tensor<2x72x2x2xf32>) outs(%1415 : tensor<2x72x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x2x2xi1>
    %1417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857 : tensor<2x72x2x2xf32>) outs(%1415 : tensor<2x72x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x2x2xi1>
    %1418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1416, %1417 : tensor<2x72x2x2xi1>, tensor<2x72x2x2xi1>) outs(%1415 : tensor<2x72x2x2xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x72x2x2xi1>
    %1419 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1418, %cst_4, %1411 : tensor<2x72x2x2xi1>, tensor<f32>, tensor<2x72x2x2xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %1420 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1419 : tensor<2x72x2x2xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1419, %854 : tensor<2x72x2x2xf32>, tensor<2x72x2x2xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %1422 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1421 : tensor<2x72x2x2xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1420 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_534 = tensor.expand_shape %1423 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1424 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1422 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%853, %853 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1426 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1424, %1425 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_535 = tensor.expand_shape %1426 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%853, %arg123 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_536 = tensor.expand_shape %1427 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1428 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%854, %expanded_535 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %1429 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1419, %1428 : tensor<2x72x2x2xf32>, tensor<2x72x2x2xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %1430 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1429, %expanded_534 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %1431 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1430, %expanded_536 : tensor<2x72x2x2xf32>, tensor<1x72x1x1xf32>) outs(%838 : tensor<2x72x2x2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x2x2xf32>
    %1432 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1422, %853 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_537 = tensor.expand_shape %arg122 [[0], [1], [2, 3], [4]] output_shape [72, 1, 1, 3, 3] : tensor<72x1x3x3xf32> into tensor<72x1x1x3x3xf32>
    %1433 = tensor.empty() : tensor<72x1x1x3x3xf32>
    %transposed_538 = linalg.transpose ins(%expanded_537 : tensor<72x1x1x3x3xf32>) outs(%1433 : tensor<72x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_539 = tensor.collapse_shape %transposed_538 [[0], [1], [2, 3], [4]] : tensor<72x1x1x3x3xf32> into tensor<72x1x3x3xf32>
    %1434 = tensor.empty() : tensor<72x1x3x3xf32>
    %1435 = linalg.fill ins(%cst : f32) outs(%1434 : tensor<72x1x3x3xf32>) -> tensor<72x1x3x3xf32>
    %1436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_539 : tensor<72x1x3x3xf32>) outs(%1435 : tensor<72x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_539[%2413, %c0, %2416, %2417] : tensor<72x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<72x1x3x3xf32>
    %expanded_540 = tensor.expand_shape %1431 [[0], [1], [2], [3, 4, 5]] output_shape [2, 72, 2, 1, 2, 1] : tensor<2x72x2x2xf32> into tensor<2x72x2x1x2x1xf32>
    %padded_541 = tensor.pad %expanded_540 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f32
    } : tensor<2x72x2x1x2x1xf32> to tensor<2x72x2x2x2x2xf32>
    %collapsed_542 = tensor.collapse_shape %padded_541 [[0], [1], [2, 3], [4, 5]] : tensor<2x72x2x2x2x2xf32> into tensor<2x72x4x4xf32>
    %extracted_slice_543 = tensor.extract_slice %collapsed_542[0, 0, 0, 0] [2, 72, 3, 4] [1, 1, 1, 1] : tensor<2x72x4x4xf32> to tensor<2x72x3x4xf32>
    %extracted_slice_544 = tensor.extract_slice %extracted_slice_543[0, 0, 0, 0] [2, 72, 3, 3] [1, 1, 1, 1] : tensor<2x72x3x4xf32> to tensor<2x72x3x3xf32>
    %padded_545 = tensor.pad %extracted_slice_544 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x72x3x3xf32> to tensor<2x72x6x6xf32>
    %collapsed_546 = tensor.collapse_shape %1436 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %1437 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_545, %collapsed_546 : tensor<2x72x6x6xf32>, tensor<72x3x3xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %collapsed_547 = tensor.collapse_shape %1431 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_548 = tensor.expand_shape %collapsed_547 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %1438 = tensor.empty() : tensor<72x1x2x4xf32>
    %transposed_549 = linalg.transpose ins(%expanded_548 : tensor<2x72x1x4xf32>) outs(%1438 : tensor<72x1x2x4xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_550 = tensor.collapse_shape %transposed_549 [[0], [1], [2, 3]] : tensor<72x1x2x4xf32> into tensor<72x1x8xf32>
    %extracted_slice_551 = tensor.extract_slice %padded_208[0, 0, 0, 0] [2, 72, 2, 6] [1, 1, 2, 1] : tensor<2x72x6x6xf32> to tensor<2x72x2x6xf32>
    %extracted_slice_552 = tensor.extract_slice %extracted_slice_551[0, 0, 0, 0] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_553 = tensor.collapse_shape %extracted_slice_552 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_554 = tensor.expand_shape %collapsed_553 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %1439 = tensor.empty() : tensor<72x2x4x1xf32>
    %transposed_555 = linalg.transpose ins(%expanded_554 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_556 = tensor.collapse_shape %transposed_555 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1440 = tensor.empty() : tensor<72x1x1xf32>
    %1441 = linalg.fill ins(%cst : f32) outs(%1440 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %1442 = linalg.batch_matmul ins(%collapsed_550, %collapsed_556 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_557 = tensor.extract_slice %extracted_slice_551[0, 0, 0, 1] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_558 = tensor.collapse_shape %extracted_slice_557 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_559 = tensor.expand_shape %collapsed_558 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_560 = linalg.transpose ins(%expanded_559 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_561 = tensor.collapse_shape %transposed_560 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1443 = linalg.batch_matmul ins(%collapsed_550, %collapsed_561 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_562 = tensor.extract_slice %extracted_slice_551[0, 0, 0, 2] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_563 = tensor.collapse_shape %extracted_slice_562 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_564 = tensor.expand_shape %collapsed_563 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_565 = linalg.transpose ins(%expanded_564 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_566 = tensor.collapse_shape %transposed_565 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1444 = linalg.batch_matmul ins(%collapsed_550, %collapsed_566 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_567 = tensor.extract_slice %padded_208[0, 0, 1, 0] [2, 72, 2, 6] [1, 1, 2, 1] : tensor<2x72x6x6xf32> to tensor<2x72x2x6xf32>
    %extracted_slice_568 = tensor.extract_slice %extracted_slice_567[0, 0, 0, 0] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_569 = tensor.collapse_shape %extracted_slice_568 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_570 = tensor.expand_shape %collapsed_569 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_571 = linalg.transpose ins(%expanded_570 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_572 = tensor.collapse_shape %transposed_571 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1445 = linalg.batch_matmul ins(%collapsed_550, %collapsed_572 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_573 = tensor.extract_slice %extracted_slice_567[0, 0, 0, 1] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_574 = tensor.collapse_shape %extracted_slice_573 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_575 = tensor.expand_shape %collapsed_574 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_576 = linalg.transpose ins(%expanded_575 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_577 = tensor.collapse_shape %transposed_576 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1446 = linalg.batch_matmul ins(%collapsed_550, %collapsed_577 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_578 = tensor.extract_slice %extracted_slice_567[0, 0, 0, 2] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_579 = tensor.collapse_shape %extracted_slice_578 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_580 = tensor.expand_shape %collapsed_579 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_581 = linalg.transpose ins(%expanded_580 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_582 = tensor.collapse_shape %transposed_581 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1447 = linalg.batch_matmul ins(%collapsed_550, %collapsed_582 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_583 = tensor.extract_slice %padded_208[0, 0, 2, 0] [2, 72, 2, 6] [1, 1, 2, 1] : tensor<2x72x6x6xf32> to tensor<2x72x2x6xf32>
    %extracted_slice_584 = tensor.extract_slice %extracted_slice_583[0, 0, 0, 0] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_585 = tensor.collapse_shape %extracted_slice_584 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_586 = tensor.expand_shape %collapsed_585 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_587 = linalg.transpose ins(%expanded_586 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_588 = tensor.collapse_shape %transposed_587 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1448 = linalg.batch_matmul ins(%collapsed_550, %collapsed_588 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_589 = tensor.extract_slice %extracted_slice_583[0, 0, 0, 1] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_590 = tensor.collapse_shape %extracted_slice_589 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_591 = tensor.expand_shape %collapsed_590 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_592 = linalg.transpose ins(%expanded_591 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_593 = tensor.collapse_shape %transposed_592 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1449 = linalg.batch_matmul ins(%collapsed_550, %collapsed_593 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_594 = tensor.extract_slice %extracted_slice_583[0, 0, 0, 2] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf32> to tensor<2x72x2x2xf32>
    %collapsed_595 = tensor.collapse_shape %extracted_slice_594 [[0], [1], [2, 3]] : tensor<2x72x2x2xf32> into tensor<2x72x4xf32>
    %expanded_596 = tensor.expand_shape %collapsed_595 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf32> into tensor<2x72x1x4xf32>
    %transposed_597 = linalg.transpose ins(%expanded_596 : tensor<2x72x1x4xf32>) outs(%1439 : tensor<72x2x4x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_598 = tensor.collapse_shape %transposed_597 [[0], [1, 2], [3]] : tensor<72x2x4x1xf32> into tensor<72x8x1xf32>
    %1450 = linalg.batch_matmul ins(%collapsed_550, %collapsed_598 : tensor<72x1x8xf32>, tensor<72x8x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %expanded_599 = tensor.expand_shape %1442 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_600 = tensor.expand_shape %1443 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_601 = tensor.expand_shape %1444 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_602 = tensor.expand_shape %1445 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_603 = tensor.expand_shape %1446 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_604 = tensor.expand_shape %1447 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_605 = tensor.expand_shape %1448 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_606 = tensor.expand_shape %1449 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_607 = tensor.expand_shape %1450 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %concat_608 = tensor.concat dim(3) %expanded_599, %expanded_600, %expanded_601, %expanded_602, %expanded_603, %expanded_604, %expanded_605, %expanded_606, %expanded_607 : (tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>) -> tensor<72x1x1x9xf32>
    %collapsed_609 = tensor.collapse_shape %concat_608 [[0], [1], [2, 3]] : tensor<72x1x1x9xf32> into tensor<72x1x9xf32>
    %expanded_610 = tensor.expand_shape %collapsed_609 [[0], [1], [2, 3]] output_shape [72, 1, 3, 3] : tensor<72x1x9xf32> into tensor<72x1x3x3xf32>
    %1451 = tensor.empty() : tensor<2x72x4x4xi1>
    %1452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1454 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1452, %1453 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x72x4x4xi1>
    %1455 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1454, %cst_4, %1437 : tensor<2x72x4x4xi1>, tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1456 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1455 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1457 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1455, %832 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1458 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1457 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1456 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_611 = tensor.expand_shape %1459 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1460 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1458 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1461 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%831, %831 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1460, %1461 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_612 = tensor.expand_shape %1462 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1463 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%831, %arg120 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_613 = tensor.expand_shape %1463 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1464 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832, %expanded_612 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1465 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1455, %1464 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1466 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1465, %expanded_611 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1467 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1466, %expanded_613 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1458, %831 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1469 = tensor.empty() : tensor<12x72x1x1xf32>
    %1470 = linalg.fill ins(%cst : f32) outs(%1469 : tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %1471 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1470 : tensor<12x72x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg119[%2414, %2413, %c0, %c0] : tensor<72x12x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x72x1x1xf32>
    %1472 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1467, %1471 : tensor<2x72x4x4xf32>, tensor<12x72x1x1xf32>) outs(%679 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %1473 = tensor.empty() : tensor<12x2x4x4xf32>
    %transposed_614 = linalg.transpose ins(%818 : tensor<2x12x4x4xf32>) outs(%1473 : tensor<12x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1474 = tensor.empty() : tensor<72x2x4x4xf32>
    %transposed_615 = linalg.transpose ins(%1467 : tensor<2x72x4x4xf32>) outs(%1474 : tensor<72x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1475 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_614, %transposed_615 : tensor<12x2x4x4xf32>, tensor<72x2x4x4xf32>) outs(%1470 : tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %1476 = tensor.empty() : tensor<72x12x1x1xf32>
    %transposed_616 = linalg.transpose ins(%1475 : tensor<12x72x1x1xf32>) outs(%1476 : tensor<72x12x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1477 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1472 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1478 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1472, %814 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1479 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1478 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1480 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1477 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_617 = tensor.expand_shape %1480 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1479 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%813, %813 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1481, %1482 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_618 = tensor.expand_shape %1483 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%813, %arg117 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_619 = tensor.expand_shape %1484 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1485 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%814, %expanded_618 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1486 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1472, %1485 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1487 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1486, %expanded_617 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1488 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1487, %expanded_619 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1489 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1479, %813 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1490 = linalg.fill ins(%cst : f32) outs(%1476 : tensor<72x12x1x1xf32>) -> tensor<72x12x1x1xf32>
    %1491 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1490 : tensor<72x12x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg116[%2414, %2413, %c0, %c0] : tensor<12x72x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<72x12x1x1xf32>
    %1492 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1488, %1491 : tensor<2x12x4x4xf32>, tensor<72x12x1x1xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %transposed_620 = linalg.transpose ins(%800 : tensor<2x72x4x4xf32>) outs(%1474 : tensor<72x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_621 = linalg.transpose ins(%1488 : tensor<2x12x4x4xf32>) outs(%1473 : tensor<12x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1493 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_620, %transposed_621 : tensor<72x2x4x4xf32>, tensor<12x2x4x4xf32>) outs(%1490 : tensor<72x12x1x1xf32>) -> tensor<72x12x1x1xf32>
    %transposed_622 = linalg.transpose ins(%1493 : tensor<72x12x1x1xf32>) outs(%1469 : tensor<12x72x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1494, %1495 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x72x4x4xi1>
    %1497 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1496, %cst_4, %1492 : tensor<2x72x4x4xi1>, tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1498 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1497 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1497, %795 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1500 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1499 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1501 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1498 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_623 = tensor.expand_shape %1501 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1500 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1503 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%794, %794 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1502, %1503 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_624 = tensor.expand_shape %1504 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1505 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%794, %arg114 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_625 = tensor.expand_shape %1505 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1506 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795, %expanded_624 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1507 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1497, %1506 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1508 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1507, %expanded_623 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1509 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1508, %expanded_625 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1510 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1500, %794 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_626 = tensor.expand_shape %arg113 [[0], [1], [2, 3], [4]] output_shape [72, 1, 1, 3, 3] : tensor<72x1x3x3xf32> into tensor<72x1x1x3x3xf32>
    %transposed_627 = linalg.transpose ins(%expanded_626 : tensor<72x1x1x3x3xf32>) outs(%1433 : tensor<72x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_628 = tensor.collapse_shape %transposed_627 [[0], [1], [2, 3], [4]] : tensor<72x1x1x3x3xf32> into tensor<72x1x3x3xf32>
    %1511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_628 : tensor<72x1x3x3xf32>) outs(%1435 : tensor<72x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_628[%2413, %c0, %2416, %2417] : tensor<72x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<72x1x3x3xf32>
    %padded_629 = tensor.pad %1509 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x72x4x4xf32> to tensor<2x72x6x6xf32>
    %collapsed_630 = tensor.collapse_shape %1511 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %1512 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_629, %collapsed_630 : tensor<2x72x6x6xf32>, tensor<72x3x3xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %collapsed_631 = tensor.collapse_shape %1509 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_632 = tensor.expand_shape %collapsed_631 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %1513 = tensor.empty() : tensor<72x1x2x16xf32>
    %transposed_633 = linalg.transpose ins(%expanded_632 : tensor<2x72x1x16xf32>) outs(%1513 : tensor<72x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_634 = tensor.collapse_shape %transposed_633 [[0], [1], [2, 3]] : tensor<72x1x2x16xf32> into tensor<72x1x32xf32>
    %extracted_slice_635 = tensor.extract_slice %padded_194[0, 0, 0, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf32> to tensor<2x72x4x6xf32>
    %extracted_slice_636 = tensor.extract_slice %extracted_slice_635[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_637 = tensor.collapse_shape %extracted_slice_636 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_638 = tensor.expand_shape %collapsed_637 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %1514 = tensor.empty() : tensor<72x2x16x1xf32>
    %transposed_639 = linalg.transpose ins(%expanded_638 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_640 = tensor.collapse_shape %transposed_639 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1515 = linalg.batch_matmul ins(%collapsed_634, %collapsed_640 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_641 = tensor.extract_slice %extracted_slice_635[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_642 = tensor.collapse_shape %extracted_slice_641 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_643 = tensor.expand_shape %collapsed_642 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_644 = linalg.transpose ins(%expanded_643 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_645 = tensor.collapse_shape %transposed_644 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1516 = linalg.batch_matmul ins(%collapsed_634, %collapsed_645 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_646 = tensor.extract_slice %extracted_slice_635[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_647 = tensor.collapse_shape %extracted_slice_646 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_648 = tensor.expand_shape %collapsed_647 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_649 = linalg.transpose ins(%expanded_648 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_650 = tensor.collapse_shape %transposed_649 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1517 = linalg.batch_matmul ins(%collapsed_634, %collapsed_650 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_651 = tensor.extract_slice %padded_194[0, 0, 1, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf32> to tensor<2x72x4x6xf32>
    %extracted_slice_652 = tensor.extract_slice %extracted_slice_651[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_653 = tensor.collapse_shape %extracted_slice_652 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_654 = tensor.expand_shape %collapsed_653 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_655 = linalg.transpose ins(%expanded_654 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_656 = tensor.collapse_shape %transposed_655 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1518 = linalg.batch_matmul ins(%collapsed_634, %collapsed_656 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_657 = tensor.extract_slice %extracted_slice_651[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_658 = tensor.collapse_shape %extracted_slice_657 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_659 = tensor.expand_shape %collapsed_658 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_660 = linalg.transpose ins(%expanded_659 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_661 = tensor.collapse_shape %transposed_660 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1519 = linalg.batch_matmul ins(%collapsed_634, %collapsed_661 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_662 = tensor.extract_slice %extracted_slice_651[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_663 = tensor.collapse_shape %extracted_slice_662 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_664 = tensor.expand_shape %collapsed_663 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_665 = linalg.transpose ins(%expanded_664 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_666 = tensor.collapse_shape %transposed_665 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1520 = linalg.batch_matmul ins(%collapsed_634, %collapsed_666 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_667 = tensor.extract_slice %padded_194[0, 0, 2, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf32> to tensor<2x72x4x6xf32>
    %extracted_slice_668 = tensor.extract_slice %extracted_slice_667[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_669 = tensor.collapse_shape %extracted_slice_668 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_670 = tensor.expand_shape %collapsed_669 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_671 = linalg.transpose ins(%expanded_670 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_672 = tensor.collapse_shape %transposed_671 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1521 = linalg.batch_matmul ins(%collapsed_634, %collapsed_672 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_673 = tensor.extract_slice %extracted_slice_667[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_674 = tensor.collapse_shape %extracted_slice_673 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_675 = tensor.expand_shape %collapsed_674 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_676 = linalg.transpose ins(%expanded_675 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_677 = tensor.collapse_shape %transposed_676 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1522 = linalg.batch_matmul ins(%collapsed_634, %collapsed_677 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_678 = tensor.extract_slice %extracted_slice_667[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_679 = tensor.collapse_shape %extracted_slice_678 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_680 = tensor.expand_shape %collapsed_679 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_681 = linalg.transpose ins(%expanded_680 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_682 = tensor.collapse_shape %transposed_681 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1523 = linalg.batch_matmul ins(%collapsed_634, %collapsed_682 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %expanded_683 = tensor.expand_shape %1515 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_684 = tensor.expand_shape %1516 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_685 = tensor.expand_shape %1517 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_686 = tensor.expand_shape %1518 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_687 = tensor.expand_shape %1519 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_688 = tensor.expand_shape %1520 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_689 = tensor.expand_shape %1521 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_690 = tensor.expand_shape %1522 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_691 = tensor.expand_shape %1523 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %concat_692 = tensor.concat dim(3) %expanded_683, %expanded_684, %expanded_685, %expanded_686, %expanded_687, %expanded_688, %expanded_689, %expanded_690, %expanded_691 : (tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>) -> tensor<72x1x1x9xf32>
    %collapsed_693 = tensor.collapse_shape %concat_692 [[0], [1], [2, 3]] : tensor<72x1x1x9xf32> into tensor<72x1x9xf32>
    %expanded_694 = tensor.expand_shape %collapsed_693 [[0], [1], [2, 3]] output_shape [72, 1, 3, 3] : tensor<72x1x9xf32> into tensor<72x1x3x3xf32>
    %1524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1526 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1524, %1525 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x72x4x4xi1>
    %1527 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1526, %cst_4, %1512 : tensor<2x72x4x4xi1>, tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1528 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1527 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1527, %776 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1530 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1529 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1528 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_695 = tensor.expand_shape %1531 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1532 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1530 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%775, %775 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1532, %1533 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_696 = tensor.expand_shape %1534 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%775, %arg111 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_697 = tensor.expand_shape %1535 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1536 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776, %expanded_696 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1527, %1536 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1538 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %expanded_695 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1539 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1538, %expanded_697 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1540 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1530, %775 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1541 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1470 : tensor<12x72x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg110[%2414, %2413, %c0, %c0] : tensor<72x12x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x72x1x1xf32>
    %1542 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1539, %1541 : tensor<2x72x4x4xf32>, tensor<12x72x1x1xf32>) outs(%679 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %transposed_698 = linalg.transpose ins(%762 : tensor<2x12x4x4xf32>) outs(%1473 : tensor<12x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_699 = linalg.transpose ins(%1539 : tensor<2x72x4x4xf32>) outs(%1474 : tensor<72x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1543 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_698, %transposed_699 : tensor<12x2x4x4xf32>, tensor<72x2x4x4xf32>) outs(%1470 : tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %transposed_700 = linalg.transpose ins(%1543 : tensor<12x72x1x1xf32>) outs(%1476 : tensor<72x12x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1472, %1542 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1545 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1544 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1544, %758 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1547 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1546 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1548 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1545 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_701 = tensor.expand_shape %1548 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1549 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1547 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1550 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%757, %757 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1549, %1550 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_702 = tensor.expand_shape %1551 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1552 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%757, %arg108 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_703 = tensor.expand_shape %1552 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1553 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758, %expanded_702 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1544, %1553 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1555 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1554, %expanded_701 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1556 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1555, %expanded_703 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1557 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1547, %757 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1558 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1490 : tensor<72x12x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg107[%2414, %2413, %c0, %c0] : tensor<12x72x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<72x12x1x1xf32>
    %1559 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1556, %1558 : tensor<2x12x4x4xf32>, tensor<72x12x1x1xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %transposed_704 = linalg.transpose ins(%744 : tensor<2x72x4x4xf32>) outs(%1474 : tensor<72x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_705 = linalg.transpose ins(%1556 : tensor<2x12x4x4xf32>) outs(%1473 : tensor<12x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1560 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_704, %transposed_705 : tensor<72x2x4x4xf32>, tensor<12x2x4x4xf32>) outs(%1490 : tensor<72x12x1x1xf32>) -> tensor<72x12x1x1xf32>
    %transposed_706 = linalg.transpose ins(%1560 : tensor<72x12x1x1xf32>) outs(%1469 : tensor<12x72x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1561 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1562 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1563 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1561, %1562 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x72x4x4xi1>
    %1564 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1563, %cst_4, %1559 : tensor<2x72x4x4xi1>, tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1565 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1564 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1564, %739 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1567 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1566 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1565 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_707 = tensor.expand_shape %1568 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1567 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%738, %738 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1569, %1570 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_708 = tensor.expand_shape %1571 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%738, %arg105 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_709 = tensor.expand_shape %1572 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1573 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739, %expanded_708 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1574 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1564, %1573 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1575 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1574, %expanded_707 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1576 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1575, %expanded_709 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1577 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1567, %738 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_710 = tensor.expand_shape %arg104 [[0], [1], [2, 3], [4]] output_shape [72, 1, 1, 3, 3] : tensor<72x1x3x3xf32> into tensor<72x1x1x3x3xf32>
    %transposed_711 = linalg.transpose ins(%expanded_710 : tensor<72x1x1x3x3xf32>) outs(%1433 : tensor<72x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_712 = tensor.collapse_shape %transposed_711 [[0], [1], [2, 3], [4]] : tensor<72x1x1x3x3xf32> into tensor<72x1x3x3xf32>
    %1578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_712 : tensor<72x1x3x3xf32>) outs(%1435 : tensor<72x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_712[%2413, %c0, %2416, %2417] : tensor<72x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<72x1x3x3xf32>
    %padded_713 = tensor.pad %1576 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x72x4x4xf32> to tensor<2x72x6x6xf32>
    %collapsed_714 = tensor.collapse_shape %1578 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %1579 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_713, %collapsed_714 : tensor<2x72x6x6xf32>, tensor<72x3x3xf32>) outs(%699 : tensor<2x72x4x4xf32>) -> tensor<2x72x4x4xf32>
    %collapsed_715 = tensor.collapse_shape %1576 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_716 = tensor.expand_shape %collapsed_715 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_717 = linalg.transpose ins(%expanded_716 : tensor<2x72x1x16xf32>) outs(%1513 : tensor<72x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_718 = tensor.collapse_shape %transposed_717 [[0], [1], [2, 3]] : tensor<72x1x2x16xf32> into tensor<72x1x32xf32>
    %extracted_slice_719 = tensor.extract_slice %padded_180[0, 0, 0, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf32> to tensor<2x72x4x6xf32>
    %extracted_slice_720 = tensor.extract_slice %extracted_slice_719[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_721 = tensor.collapse_shape %extracted_slice_720 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_722 = tensor.expand_shape %collapsed_721 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_723 = linalg.transpose ins(%expanded_722 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_724 = tensor.collapse_shape %transposed_723 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1580 = linalg.batch_matmul ins(%collapsed_718, %collapsed_724 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_725 = tensor.extract_slice %extracted_slice_719[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_726 = tensor.collapse_shape %extracted_slice_725 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_727 = tensor.expand_shape %collapsed_726 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_728 = linalg.transpose ins(%expanded_727 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_729 = tensor.collapse_shape %transposed_728 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1581 = linalg.batch_matmul ins(%collapsed_718, %collapsed_729 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_730 = tensor.extract_slice %extracted_slice_719[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_731 = tensor.collapse_shape %extracted_slice_730 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_732 = tensor.expand_shape %collapsed_731 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_733 = linalg.transpose ins(%expanded_732 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_734 = tensor.collapse_shape %transposed_733 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1582 = linalg.batch_matmul ins(%collapsed_718, %collapsed_734 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_735 = tensor.extract_slice %padded_180[0, 0, 1, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf32> to tensor<2x72x4x6xf32>
    %extracted_slice_736 = tensor.extract_slice %extracted_slice_735[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_737 = tensor.collapse_shape %extracted_slice_736 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_738 = tensor.expand_shape %collapsed_737 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_739 = linalg.transpose ins(%expanded_738 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_740 = tensor.collapse_shape %transposed_739 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1583 = linalg.batch_matmul ins(%collapsed_718, %collapsed_740 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_741 = tensor.extract_slice %extracted_slice_735[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_742 = tensor.collapse_shape %extracted_slice_741 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_743 = tensor.expand_shape %collapsed_742 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_744 = linalg.transpose ins(%expanded_743 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_745 = tensor.collapse_shape %transposed_744 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1584 = linalg.batch_matmul ins(%collapsed_718, %collapsed_745 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_746 = tensor.extract_slice %extracted_slice_735[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_747 = tensor.collapse_shape %extracted_slice_746 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_748 = tensor.expand_shape %collapsed_747 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_749 = linalg.transpose ins(%expanded_748 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_750 = tensor.collapse_shape %transposed_749 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1585 = linalg.batch_matmul ins(%collapsed_718, %collapsed_750 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_751 = tensor.extract_slice %padded_180[0, 0, 2, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf32> to tensor<2x72x4x6xf32>
    %extracted_slice_752 = tensor.extract_slice %extracted_slice_751[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_753 = tensor.collapse_shape %extracted_slice_752 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_754 = tensor.expand_shape %collapsed_753 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_755 = linalg.transpose ins(%expanded_754 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_756 = tensor.collapse_shape %transposed_755 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1586 = linalg.batch_matmul ins(%collapsed_718, %collapsed_756 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_757 = tensor.extract_slice %extracted_slice_751[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_758 = tensor.collapse_shape %extracted_slice_757 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_759 = tensor.expand_shape %collapsed_758 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_760 = linalg.transpose ins(%expanded_759 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_761 = tensor.collapse_shape %transposed_760 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1587 = linalg.batch_matmul ins(%collapsed_718, %collapsed_761 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %extracted_slice_762 = tensor.extract_slice %extracted_slice_751[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf32> to tensor<2x72x4x4xf32>
    %collapsed_763 = tensor.collapse_shape %extracted_slice_762 [[0], [1], [2, 3]] : tensor<2x72x4x4xf32> into tensor<2x72x16xf32>
    %expanded_764 = tensor.expand_shape %collapsed_763 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf32> into tensor<2x72x1x16xf32>
    %transposed_765 = linalg.transpose ins(%expanded_764 : tensor<2x72x1x16xf32>) outs(%1514 : tensor<72x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_766 = tensor.collapse_shape %transposed_765 [[0], [1, 2], [3]] : tensor<72x2x16x1xf32> into tensor<72x32x1xf32>
    %1588 = linalg.batch_matmul ins(%collapsed_718, %collapsed_766 : tensor<72x1x32xf32>, tensor<72x32x1xf32>) outs(%1441 : tensor<72x1x1xf32>) -> tensor<72x1x1xf32>
    %expanded_767 = tensor.expand_shape %1580 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_768 = tensor.expand_shape %1581 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_769 = tensor.expand_shape %1582 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_770 = tensor.expand_shape %1583 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_771 = tensor.expand_shape %1584 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_772 = tensor.expand_shape %1585 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_773 = tensor.expand_shape %1586 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_774 = tensor.expand_shape %1587 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %expanded_775 = tensor.expand_shape %1588 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf32> into tensor<72x1x1x1xf32>
    %concat_776 = tensor.concat dim(3) %expanded_767, %expanded_768, %expanded_769, %expanded_770, %expanded_771, %expanded_772, %expanded_773, %expanded_774, %expanded_775 : (tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>, tensor<72x1x1x1xf32>) -> tensor<72x1x1x9xf32>
    %collapsed_777 = tensor.collapse_shape %concat_776 [[0], [1], [2, 3]] : tensor<72x1x1x9xf32> into tensor<72x1x9xf32>
    %expanded_778 = tensor.expand_shape %collapsed_777 [[0], [1], [2, 3]] output_shape [72, 1, 3, 3] : tensor<72x1x9xf32> into tensor<72x1x3x3xf32>
    %1589 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723 : tensor<2x72x4x4xf32>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x72x4x4xi1>
    %1591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1589, %1590 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1451 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x72x4x4xi1>
    %1592 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1591, %cst_4, %1579 : tensor<2x72x4x4xi1>, tensor<f32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1593 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1592 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1592, %720 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1595 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1594 : tensor<2x72x4x4xf32>) outs(%702 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1593 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_779 = tensor.expand_shape %1596 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1597 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1595 : tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1598 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%719, %719 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1599 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1597, %1598 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_780 = tensor.expand_shape %1599 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1600 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%719, %arg102 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %expanded_781 = tensor.expand_shape %1600 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %1601 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %expanded_780 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1602 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1592, %1601 : tensor<2x72x4x4xf32>, tensor<2x72x4x4xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1603 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1602, %expanded_779 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1604 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1603, %expanded_781 : tensor<2x72x4x4xf32>, tensor<1x72x1x1xf32>) outs(%698 : tensor<2x72x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x72x4x4xf32>
    %1605 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1595, %719 : tensor<72xf32>, tensor<72xf32>) outs(%701 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<72xf32>
    %1606 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1470 : tensor<12x72x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg101[%2414, %2413, %c0, %c0] : tensor<72x12x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x72x1x1xf32>
    %1607 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1604, %1606 : tensor<2x72x4x4xf32>, tensor<12x72x1x1xf32>) outs(%679 : tensor<2x12x4x4xf32>) -> tensor<2x12x4x4xf32>
    %transposed_782 = linalg.transpose ins(%697 : tensor<2x12x4x4xf32>) outs(%1473 : tensor<12x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_783 = linalg.transpose ins(%1604 : tensor<2x72x4x4xf32>) outs(%1474 : tensor<72x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1608 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_782, %transposed_783 : tensor<12x2x4x4xf32>, tensor<72x2x4x4xf32>) outs(%1470 : tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %transposed_784 = linalg.transpose ins(%1608 : tensor<12x72x1x1xf32>) outs(%1476 : tensor<72x12x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1609 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1544, %1607 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1610 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1609 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1609, %694 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1612 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1611 : tensor<2x12x4x4xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1613 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1610 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_785 = tensor.expand_shape %1613 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1612 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1615 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%693, %693 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1616 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1614, %1615 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_786 = tensor.expand_shape %1616 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1617 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%693, %arg99 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_787 = tensor.expand_shape %1617 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %1618 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %expanded_786 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1619 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1609, %1618 : tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1620 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1619, %expanded_785 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1621 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1620, %expanded_787 : tensor<2x12x4x4xf32>, tensor<1x12x1x1xf32>) outs(%678 : tensor<2x12x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x4x4xf32>
    %1622 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1612, %693 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %1623 = tensor.empty() : tensor<48x12x1x1xf32>
    %1624 = linalg.fill ins(%cst : f32) outs(%1623 : tensor<48x12x1x1xf32>) -> tensor<48x12x1x1xf32>
    %1625 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1624 : tensor<48x12x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg98[%2414, %2413, %c0, %c0] : tensor<12x48x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x12x1x1xf32>
    %1626 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1621, %1625 : tensor<2x12x4x4xf32>, tensor<48x12x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %1627 = tensor.empty() : tensor<48x2x4x4xf32>
    %transposed_788 = linalg.transpose ins(%677 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_789 = linalg.transpose ins(%1621 : tensor<2x12x4x4xf32>) outs(%1473 : tensor<12x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1628 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_788, %transposed_789 : tensor<48x2x4x4xf32>, tensor<12x2x4x4xf32>) outs(%1624 : tensor<48x12x1x1xf32>) -> tensor<48x12x1x1xf32>
    %1629 = tensor.empty() : tensor<12x48x1x1xf32>
    %transposed_790 = linalg.transpose ins(%1628 : tensor<48x12x1x1xf32>) outs(%1629 : tensor<12x48x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1630 = tensor.empty() : tensor<2x48x4x4xi1>
    %1631 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1632 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1633 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1631, %1632 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1634 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1633, %cst_4, %1626 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1635 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1634 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1634, %672 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1637 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1636 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1638 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1635 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_791 = tensor.expand_shape %1638 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1637 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1640 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%671, %671 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1641 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1639, %1640 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_792 = tensor.expand_shape %1641 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1642 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%671, %arg96 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_793 = tensor.expand_shape %1642 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1643 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_792 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1644 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1634, %1643 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1645 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1644, %expanded_791 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1646 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1645, %expanded_793 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1647 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1637, %671 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_794 = tensor.expand_shape %arg95 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32>
    %1648 = tensor.empty() : tensor<48x1x1x3x3xf32>
    %transposed_795 = linalg.transpose ins(%expanded_794 : tensor<48x1x1x3x3xf32>) outs(%1648 : tensor<48x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_796 = tensor.collapse_shape %transposed_795 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32>
    %1649 = tensor.empty() : tensor<48x1x3x3xf32>
    %1650 = linalg.fill ins(%cst : f32) outs(%1649 : tensor<48x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %1651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_796 : tensor<48x1x3x3xf32>) outs(%1650 : tensor<48x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_796[%2413, %c0, %2416, %2417] : tensor<48x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x1x3x3xf32>
    %padded_797 = tensor.pad %1646 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_798 = tensor.collapse_shape %1651 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %1652 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_797, %collapsed_798 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %collapsed_799 = tensor.collapse_shape %1646 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_800 = tensor.expand_shape %collapsed_799 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %1653 = tensor.empty() : tensor<48x1x2x16xf32>
    %transposed_801 = linalg.transpose ins(%expanded_800 : tensor<2x48x1x16xf32>) outs(%1653 : tensor<48x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_802 = tensor.collapse_shape %transposed_801 [[0], [1], [2, 3]] : tensor<48x1x2x16xf32> into tensor<48x1x32xf32>
    %extracted_slice_803 = tensor.extract_slice %padded_166[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_804 = tensor.extract_slice %extracted_slice_803[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_805 = tensor.collapse_shape %extracted_slice_804 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_806 = tensor.expand_shape %collapsed_805 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %1654 = tensor.empty() : tensor<48x2x16x1xf32>
    %transposed_807 = linalg.transpose ins(%expanded_806 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_808 = tensor.collapse_shape %transposed_807 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1655 = tensor.empty() : tensor<48x1x1xf32>
    %1656 = linalg.fill ins(%cst : f32) outs(%1655 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %1657 = linalg.batch_matmul ins(%collapsed_802, %collapsed_808 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_809 = tensor.extract_slice %extracted_slice_803[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_810 = tensor.collapse_shape %extracted_slice_809 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_811 = tensor.expand_shape %collapsed_810 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_812 = linalg.transpose ins(%expanded_811 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_813 = tensor.collapse_shape %transposed_812 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1658 = linalg.batch_matmul ins(%collapsed_802, %collapsed_813 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_814 = tensor.extract_slice %extracted_slice_803[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_815 = tensor.collapse_shape %extracted_slice_814 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_816 = tensor.expand_shape %collapsed_815 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_817 = linalg.transpose ins(%expanded_816 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_818 = tensor.collapse_shape %transposed_817 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1659 = linalg.batch_matmul ins(%collapsed_802, %collapsed_818 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_819 = tensor.extract_slice %padded_166[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_820 = tensor.extract_slice %extracted_slice_819[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_821 = tensor.collapse_shape %extracted_slice_820 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_822 = tensor.expand_shape %collapsed_821 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_823 = linalg.transpose ins(%expanded_822 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_824 = tensor.collapse_shape %transposed_823 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1660 = linalg.batch_matmul ins(%collapsed_802, %collapsed_824 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_825 = tensor.extract_slice %extracted_slice_819[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_826 = tensor.collapse_shape %extracted_slice_825 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_827 = tensor.expand_shape %collapsed_826 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_828 = linalg.transpose ins(%expanded_827 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_829 = tensor.collapse_shape %transposed_828 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1661 = linalg.batch_matmul ins(%collapsed_802, %collapsed_829 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_830 = tensor.extract_slice %extracted_slice_819[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_831 = tensor.collapse_shape %extracted_slice_830 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_832 = tensor.expand_shape %collapsed_831 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_833 = linalg.transpose ins(%expanded_832 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_834 = tensor.collapse_shape %transposed_833 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1662 = linalg.batch_matmul ins(%collapsed_802, %collapsed_834 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_835 = tensor.extract_slice %padded_166[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_836 = tensor.extract_slice %extracted_slice_835[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_837 = tensor.collapse_shape %extracted_slice_836 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_838 = tensor.expand_shape %collapsed_837 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_839 = linalg.transpose ins(%expanded_838 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_840 = tensor.collapse_shape %transposed_839 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1663 = linalg.batch_matmul ins(%collapsed_802, %collapsed_840 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_841 = tensor.extract_slice %extracted_slice_835[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_842 = tensor.collapse_shape %extracted_slice_841 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_843 = tensor.expand_shape %collapsed_842 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_844 = linalg.transpose ins(%expanded_843 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_845 = tensor.collapse_shape %transposed_844 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1664 = linalg.batch_matmul ins(%collapsed_802, %collapsed_845 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_846 = tensor.extract_slice %extracted_slice_835[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_847 = tensor.collapse_shape %extracted_slice_846 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_848 = tensor.expand_shape %collapsed_847 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_849 = linalg.transpose ins(%expanded_848 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_850 = tensor.collapse_shape %transposed_849 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1665 = linalg.batch_matmul ins(%collapsed_802, %collapsed_850 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %expanded_851 = tensor.expand_shape %1657 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_852 = tensor.expand_shape %1658 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_853 = tensor.expand_shape %1659 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_854 = tensor.expand_shape %1660 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_855 = tensor.expand_shape %1661 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_856 = tensor.expand_shape %1662 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_857 = tensor.expand_shape %1663 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_858 = tensor.expand_shape %1664 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_859 = tensor.expand_shape %1665 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %concat_860 = tensor.concat dim(3) %expanded_851, %expanded_852, %expanded_853, %expanded_854, %expanded_855, %expanded_856, %expanded_857, %expanded_858, %expanded_859 : (tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>) -> tensor<48x1x1x9xf32>
    %collapsed_861 = tensor.collapse_shape %concat_860 [[0], [1], [2, 3]] : tensor<48x1x1x9xf32> into tensor<48x1x9xf32>
    %expanded_862 = tensor.expand_shape %collapsed_861 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf32> into tensor<48x1x3x3xf32>
    %1666 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1667 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1668 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1666, %1667 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1669 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1668, %cst_4, %1652 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1670 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1669 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1669, %653 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1672 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1671 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1673 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1670 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_863 = tensor.expand_shape %1673 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1674 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1672 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1675 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%652, %652 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1676 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1674, %1675 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_864 = tensor.expand_shape %1676 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1677 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%652, %arg93 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_865 = tensor.expand_shape %1677 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1678 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_864 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1679 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1669, %1678 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1680 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1679, %expanded_863 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1681 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680, %expanded_865 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1682 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1672, %652 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1683 = tensor.empty() : tensor<8x48x1x1xf32>
    %1684 = linalg.fill ins(%cst : f32) outs(%1683 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %1685 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1684 : tensor<8x48x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg92[%2414, %2413, %c0, %c0] : tensor<48x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x48x1x1xf32>
    %1686 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1681, %1685 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %1687 = tensor.empty() : tensor<8x2x4x4xf32>
    %transposed_866 = linalg.transpose ins(%639 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_867 = linalg.transpose ins(%1681 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1688 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_866, %transposed_867 : tensor<8x2x4x4xf32>, tensor<48x2x4x4xf32>) outs(%1684 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %1689 = tensor.empty() : tensor<48x8x1x1xf32>
    %transposed_868 = linalg.transpose ins(%1688 : tensor<8x48x1x1xf32>) outs(%1689 : tensor<48x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1690 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1686 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1691 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1686, %635 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1692 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1691 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1693 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1690 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_869 = tensor.expand_shape %1693 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1692 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1695 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%634, %634 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1696 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1694, %1695 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_870 = tensor.expand_shape %1696 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%634, %arg90 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_871 = tensor.expand_shape %1697 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1698 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_870 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1686, %1698 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1700 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1699, %expanded_869 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1701 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1700, %expanded_871 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1692, %634 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1703 = linalg.fill ins(%cst : f32) outs(%1689 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %1704 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1703 : tensor<48x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg89[%2414, %2413, %c0, %c0] : tensor<8x48x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x8x1x1xf32>
    %1705 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1701, %1704 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %transposed_872 = linalg.transpose ins(%621 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_873 = linalg.transpose ins(%1701 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1706 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_872, %transposed_873 : tensor<48x2x4x4xf32>, tensor<8x2x4x4xf32>) outs(%1703 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %transposed_874 = linalg.transpose ins(%1706 : tensor<48x8x1x1xf32>) outs(%1683 : tensor<8x48x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1707 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1708 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1709 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1707, %1708 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1710 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1709, %cst_4, %1705 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1711 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1710 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1710, %616 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1713 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1712 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1714 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1711 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_875 = tensor.expand_shape %1714 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1715 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1713 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1716 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%615, %615 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1717 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1715, %1716 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_876 = tensor.expand_shape %1717 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1718 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%615, %arg87 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_877 = tensor.expand_shape %1718 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1719 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %expanded_876 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1710, %1719 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1721 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1720, %expanded_875 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1722 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1721, %expanded_877 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1713, %615 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_878 = tensor.expand_shape %arg86 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32>
    %transposed_879 = linalg.transpose ins(%expanded_878 : tensor<48x1x1x3x3xf32>) outs(%1648 : tensor<48x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_880 = tensor.collapse_shape %transposed_879 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32>
    %1724 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_880 : tensor<48x1x3x3xf32>) outs(%1650 : tensor<48x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_880[%2413, %c0, %2416, %2417] : tensor<48x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x1x3x3xf32>
    %padded_881 = tensor.pad %1722 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_882 = tensor.collapse_shape %1724 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %1725 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_881, %collapsed_882 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %collapsed_883 = tensor.collapse_shape %1722 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_884 = tensor.expand_shape %collapsed_883 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_885 = linalg.transpose ins(%expanded_884 : tensor<2x48x1x16xf32>) outs(%1653 : tensor<48x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_886 = tensor.collapse_shape %transposed_885 [[0], [1], [2, 3]] : tensor<48x1x2x16xf32> into tensor<48x1x32xf32>
    %extracted_slice_887 = tensor.extract_slice %padded_152[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_888 = tensor.extract_slice %extracted_slice_887[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_889 = tensor.collapse_shape %extracted_slice_888 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_890 = tensor.expand_shape %collapsed_889 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_891 = linalg.transpose ins(%expanded_890 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_892 = tensor.collapse_shape %transposed_891 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1726 = linalg.batch_matmul ins(%collapsed_886, %collapsed_892 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_893 = tensor.extract_slice %extracted_slice_887[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_894 = tensor.collapse_shape %extracted_slice_893 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_895 = tensor.expand_shape %collapsed_894 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_896 = linalg.transpose ins(%expanded_895 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_897 = tensor.collapse_shape %transposed_896 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1727 = linalg.batch_matmul ins(%collapsed_886, %collapsed_897 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_898 = tensor.extract_slice %extracted_slice_887[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_899 = tensor.collapse_shape %extracted_slice_898 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_900 = tensor.expand_shape %collapsed_899 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_901 = linalg.transpose ins(%expanded_900 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_902 = tensor.collapse_shape %transposed_901 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1728 = linalg.batch_matmul ins(%collapsed_886, %collapsed_902 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_903 = tensor.extract_slice %padded_152[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_904 = tensor.extract_slice %extracted_slice_903[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_905 = tensor.collapse_shape %extracted_slice_904 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_906 = tensor.expand_shape %collapsed_905 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_907 = linalg.transpose ins(%expanded_906 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_908 = tensor.collapse_shape %transposed_907 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1729 = linalg.batch_matmul ins(%collapsed_886, %collapsed_908 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_909 = tensor.extract_slice %extracted_slice_903[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_910 = tensor.collapse_shape %extracted_slice_909 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_911 = tensor.expand_shape %collapsed_910 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_912 = linalg.transpose ins(%expanded_911 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_913 = tensor.collapse_shape %transposed_912 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1730 = linalg.batch_matmul ins(%collapsed_886, %collapsed_913 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_914 = tensor.extract_slice %extracted_slice_903[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_915 = tensor.collapse_shape %extracted_slice_914 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_916 = tensor.expand_shape %collapsed_915 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_917 = linalg.transpose ins(%expanded_916 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_918 = tensor.collapse_shape %transposed_917 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1731 = linalg.batch_matmul ins(%collapsed_886, %collapsed_918 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_919 = tensor.extract_slice %padded_152[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_920 = tensor.extract_slice %extracted_slice_919[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_921 = tensor.collapse_shape %extracted_slice_920 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_922 = tensor.expand_shape %collapsed_921 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_923 = linalg.transpose ins(%expanded_922 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_924 = tensor.collapse_shape %transposed_923 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1732 = linalg.batch_matmul ins(%collapsed_886, %collapsed_924 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_925 = tensor.extract_slice %extracted_slice_919[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_926 = tensor.collapse_shape %extracted_slice_925 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_927 = tensor.expand_shape %collapsed_926 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_928 = linalg.transpose ins(%expanded_927 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_929 = tensor.collapse_shape %transposed_928 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1733 = linalg.batch_matmul ins(%collapsed_886, %collapsed_929 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_930 = tensor.extract_slice %extracted_slice_919[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_931 = tensor.collapse_shape %extracted_slice_930 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_932 = tensor.expand_shape %collapsed_931 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_933 = linalg.transpose ins(%expanded_932 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_934 = tensor.collapse_shape %transposed_933 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1734 = linalg.batch_matmul ins(%collapsed_886, %collapsed_934 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %expanded_935 = tensor.expand_shape %1726 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_936 = tensor.expand_shape %1727 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_937 = tensor.expand_shape %1728 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_938 = tensor.expand_shape %1729 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_939 = tensor.expand_shape %1730 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_940 = tensor.expand_shape %1731 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_941 = tensor.expand_shape %1732 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_942 = tensor.expand_shape %1733 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_943 = tensor.expand_shape %1734 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %concat_944 = tensor.concat dim(3) %expanded_935, %expanded_936, %expanded_937, %expanded_938, %expanded_939, %expanded_940, %expanded_941, %expanded_942, %expanded_943 : (tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>) -> tensor<48x1x1x9xf32>
    %collapsed_945 = tensor.collapse_shape %concat_944 [[0], [1], [2, 3]] : tensor<48x1x1x9xf32> into tensor<48x1x9xf32>
    %expanded_946 = tensor.expand_shape %collapsed_945 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf32> into tensor<48x1x3x3xf32>
    %1735 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1736 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1737 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %1736 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1738 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1737, %cst_4, %1725 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1739 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1738 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1738, %597 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1741 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1740 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1742 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1739 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_947 = tensor.expand_shape %1742 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1743 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1741 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%596, %596 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1745 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1743, %1744 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_948 = tensor.expand_shape %1745 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1746 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%596, %arg84 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_949 = tensor.expand_shape %1746 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1747 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%597, %expanded_948 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1748 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1738, %1747 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1749 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1748, %expanded_947 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1750 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1749, %expanded_949 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1741, %596 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1752 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1684 : tensor<8x48x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg83[%2414, %2413, %c0, %c0] : tensor<48x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x48x1x1xf32>
    %1753 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1750, %1752 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %transposed_950 = linalg.transpose ins(%583 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_951 = linalg.transpose ins(%1750 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1754 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_950, %transposed_951 : tensor<8x2x4x4xf32>, tensor<48x2x4x4xf32>) outs(%1684 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %transposed_952 = linalg.transpose ins(%1754 : tensor<8x48x1x1xf32>) outs(%1689 : tensor<48x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1755 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1686, %1753 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1756 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1755 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1757 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %579 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1758 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1757 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1756 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_953 = tensor.expand_shape %1759 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1758 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1761 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%578, %578 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1760, %1761 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_954 = tensor.expand_shape %1762 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%578, %arg81 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_955 = tensor.expand_shape %1763 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1764 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %expanded_954 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %1764 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1766 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1765, %expanded_953 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1767 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1766, %expanded_955 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1758, %578 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1769 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1703 : tensor<48x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg80[%2414, %2413, %c0, %c0] : tensor<8x48x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x8x1x1xf32>
    %1770 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1767, %1769 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %transposed_956 = linalg.transpose ins(%565 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_957 = linalg.transpose ins(%1767 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1771 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_956, %transposed_957 : tensor<48x2x4x4xf32>, tensor<8x2x4x4xf32>) outs(%1703 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %transposed_958 = linalg.transpose ins(%1771 : tensor<48x8x1x1xf32>) outs(%1683 : tensor<8x48x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1773 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1774 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1772, %1773 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1775 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1774, %cst_4, %1770 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1776 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1775 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1775, %560 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1778 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1777 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1779 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1776 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_959 = tensor.expand_shape %1779 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1778 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%559, %559 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1780, %1781 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_960 = tensor.expand_shape %1782 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%559, %arg78 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_961 = tensor.expand_shape %1783 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1784 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%560, %expanded_960 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1785 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1775, %1784 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1785, %expanded_959 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1787 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1786, %expanded_961 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1788 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1778, %559 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_962 = tensor.expand_shape %arg77 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32>
    %transposed_963 = linalg.transpose ins(%expanded_962 : tensor<48x1x1x3x3xf32>) outs(%1648 : tensor<48x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_964 = tensor.collapse_shape %transposed_963 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32>
    %1789 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_964 : tensor<48x1x3x3xf32>) outs(%1650 : tensor<48x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_964[%2413, %c0, %2416, %2417] : tensor<48x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x1x3x3xf32>
    %padded_965 = tensor.pad %1787 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_966 = tensor.collapse_shape %1789 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %1790 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_965, %collapsed_966 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %collapsed_967 = tensor.collapse_shape %1787 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_968 = tensor.expand_shape %collapsed_967 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_969 = linalg.transpose ins(%expanded_968 : tensor<2x48x1x16xf32>) outs(%1653 : tensor<48x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_970 = tensor.collapse_shape %transposed_969 [[0], [1], [2, 3]] : tensor<48x1x2x16xf32> into tensor<48x1x32xf32>
    %extracted_slice_971 = tensor.extract_slice %padded_138[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_972 = tensor.extract_slice %extracted_slice_971[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_973 = tensor.collapse_shape %extracted_slice_972 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_974 = tensor.expand_shape %collapsed_973 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_975 = linalg.transpose ins(%expanded_974 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_976 = tensor.collapse_shape %transposed_975 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1791 = linalg.batch_matmul ins(%collapsed_970, %collapsed_976 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_977 = tensor.extract_slice %extracted_slice_971[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_978 = tensor.collapse_shape %extracted_slice_977 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_979 = tensor.expand_shape %collapsed_978 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_980 = linalg.transpose ins(%expanded_979 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_981 = tensor.collapse_shape %transposed_980 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1792 = linalg.batch_matmul ins(%collapsed_970, %collapsed_981 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_982 = tensor.extract_slice %extracted_slice_971[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_983 = tensor.collapse_shape %extracted_slice_982 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_984 = tensor.expand_shape %collapsed_983 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_985 = linalg.transpose ins(%expanded_984 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_986 = tensor.collapse_shape %transposed_985 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1793 = linalg.batch_matmul ins(%collapsed_970, %collapsed_986 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_987 = tensor.extract_slice %padded_138[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_988 = tensor.extract_slice %extracted_slice_987[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_989 = tensor.collapse_shape %extracted_slice_988 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_990 = tensor.expand_shape %collapsed_989 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_991 = linalg.transpose ins(%expanded_990 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_992 = tensor.collapse_shape %transposed_991 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1794 = linalg.batch_matmul ins(%collapsed_970, %collapsed_992 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_993 = tensor.extract_slice %extracted_slice_987[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_994 = tensor.collapse_shape %extracted_slice_993 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_995 = tensor.expand_shape %collapsed_994 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_996 = linalg.transpose ins(%expanded_995 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_997 = tensor.collapse_shape %transposed_996 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1795 = linalg.batch_matmul ins(%collapsed_970, %collapsed_997 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_998 = tensor.extract_slice %extracted_slice_987[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_999 = tensor.collapse_shape %extracted_slice_998 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1000 = tensor.expand_shape %collapsed_999 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1001 = linalg.transpose ins(%expanded_1000 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1002 = tensor.collapse_shape %transposed_1001 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1796 = linalg.batch_matmul ins(%collapsed_970, %collapsed_1002 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1003 = tensor.extract_slice %padded_138[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_1004 = tensor.extract_slice %extracted_slice_1003[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1005 = tensor.collapse_shape %extracted_slice_1004 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1006 = tensor.expand_shape %collapsed_1005 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1007 = linalg.transpose ins(%expanded_1006 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1008 = tensor.collapse_shape %transposed_1007 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1797 = linalg.batch_matmul ins(%collapsed_970, %collapsed_1008 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1009 = tensor.extract_slice %extracted_slice_1003[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1010 = tensor.collapse_shape %extracted_slice_1009 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1011 = tensor.expand_shape %collapsed_1010 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1012 = linalg.transpose ins(%expanded_1011 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1013 = tensor.collapse_shape %transposed_1012 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1798 = linalg.batch_matmul ins(%collapsed_970, %collapsed_1013 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1014 = tensor.extract_slice %extracted_slice_1003[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1015 = tensor.collapse_shape %extracted_slice_1014 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1016 = tensor.expand_shape %collapsed_1015 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1017 = linalg.transpose ins(%expanded_1016 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1018 = tensor.collapse_shape %transposed_1017 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1799 = linalg.batch_matmul ins(%collapsed_970, %collapsed_1018 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %expanded_1019 = tensor.expand_shape %1791 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1020 = tensor.expand_shape %1792 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1021 = tensor.expand_shape %1793 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1022 = tensor.expand_shape %1794 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1023 = tensor.expand_shape %1795 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1024 = tensor.expand_shape %1796 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1025 = tensor.expand_shape %1797 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1026 = tensor.expand_shape %1798 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1027 = tensor.expand_shape %1799 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %concat_1028 = tensor.concat dim(3) %expanded_1019, %expanded_1020, %expanded_1021, %expanded_1022, %expanded_1023, %expanded_1024, %expanded_1025, %expanded_1026, %expanded_1027 : (tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>) -> tensor<48x1x1x9xf32>
    %collapsed_1029 = tensor.collapse_shape %concat_1028 [[0], [1], [2, 3]] : tensor<48x1x1x9xf32> into tensor<48x1x9xf32>
    %expanded_1030 = tensor.expand_shape %collapsed_1029 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf32> into tensor<48x1x3x3xf32>
    %1800 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1801 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1802 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1800, %1801 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1803 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1802, %cst_4, %1790 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1804 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1803 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1805 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1803, %541 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1806 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1805 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1807 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1804 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1031 = tensor.expand_shape %1807 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1808 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1806 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1809 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%540, %540 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1810 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1808, %1809 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1032 = tensor.expand_shape %1810 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%540, %arg75 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1033 = tensor.expand_shape %1811 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1812 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_1032 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1813 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1803, %1812 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1814 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1813, %expanded_1031 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1815 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1814, %expanded_1033 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1806, %540 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1817 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1684 : tensor<8x48x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg74[%2414, %2413, %c0, %c0] : tensor<48x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x48x1x1xf32>
    %1818 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1815, %1817 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %transposed_1034 = linalg.transpose ins(%527 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1035 = linalg.transpose ins(%1815 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1819 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1034, %transposed_1035 : tensor<8x2x4x4xf32>, tensor<48x2x4x4xf32>) outs(%1684 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %transposed_1036 = linalg.transpose ins(%1819 : tensor<8x48x1x1xf32>) outs(%1689 : tensor<48x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1820 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %1818 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1821 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1820 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1822 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1820, %523 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1823 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1822 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1824 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1821 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_1037 = tensor.expand_shape %1824 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1825 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1823 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1826 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%522, %522 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1827 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1825, %1826 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_1038 = tensor.expand_shape %1827 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1828 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%522, %arg72 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_1039 = tensor.expand_shape %1828 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1829 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523, %expanded_1038 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1830 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1820, %1829 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1831 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1830, %expanded_1037 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1832 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1831, %expanded_1039 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1833 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1823, %522 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1834 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1703 : tensor<48x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg71[%2414, %2413, %c0, %c0] : tensor<8x48x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x8x1x1xf32>
    %1835 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1832, %1834 : tensor<2x8x4x4xf32>, tensor<48x8x1x1xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %transposed_1040 = linalg.transpose ins(%509 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1041 = linalg.transpose ins(%1832 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1836 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1040, %transposed_1041 : tensor<48x2x4x4xf32>, tensor<8x2x4x4xf32>) outs(%1703 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %transposed_1042 = linalg.transpose ins(%1836 : tensor<48x8x1x1xf32>) outs(%1683 : tensor<8x48x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1837 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1838 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1839 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1837, %1838 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1840 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1839, %cst_4, %1835 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1841 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1840 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1842 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1840, %504 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1843 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1842 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1841 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1043 = tensor.expand_shape %1844 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1843 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1846 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%503, %503 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1845, %1846 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1044 = tensor.expand_shape %1847 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%503, %arg69 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1045 = tensor.expand_shape %1848 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1849 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %expanded_1044 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1850 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1840, %1849 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1851 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1850, %expanded_1043 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1852 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1851, %expanded_1045 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1853 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1843, %503 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1046 = tensor.expand_shape %arg68 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32>
    %transposed_1047 = linalg.transpose ins(%expanded_1046 : tensor<48x1x1x3x3xf32>) outs(%1648 : tensor<48x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1048 = tensor.collapse_shape %transposed_1047 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32>
    %1854 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1048 : tensor<48x1x3x3xf32>) outs(%1650 : tensor<48x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1048[%2413, %c0, %2416, %2417] : tensor<48x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<48x1x3x3xf32>
    %padded_1049 = tensor.pad %1852 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x48x4x4xf32> to tensor<2x48x6x6xf32>
    %collapsed_1050 = tensor.collapse_shape %1854 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %1855 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1049, %collapsed_1050 : tensor<2x48x6x6xf32>, tensor<48x3x3xf32>) outs(%464 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32>
    %collapsed_1051 = tensor.collapse_shape %1852 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1052 = tensor.expand_shape %collapsed_1051 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1053 = linalg.transpose ins(%expanded_1052 : tensor<2x48x1x16xf32>) outs(%1653 : tensor<48x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1054 = tensor.collapse_shape %transposed_1053 [[0], [1], [2, 3]] : tensor<48x1x2x16xf32> into tensor<48x1x32xf32>
    %extracted_slice_1055 = tensor.extract_slice %padded_124[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_1056 = tensor.extract_slice %extracted_slice_1055[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1057 = tensor.collapse_shape %extracted_slice_1056 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1058 = tensor.expand_shape %collapsed_1057 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1059 = linalg.transpose ins(%expanded_1058 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1060 = tensor.collapse_shape %transposed_1059 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1856 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1060 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1061 = tensor.extract_slice %extracted_slice_1055[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1062 = tensor.collapse_shape %extracted_slice_1061 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1063 = tensor.expand_shape %collapsed_1062 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1064 = linalg.transpose ins(%expanded_1063 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1065 = tensor.collapse_shape %transposed_1064 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1857 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1065 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1066 = tensor.extract_slice %extracted_slice_1055[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1067 = tensor.collapse_shape %extracted_slice_1066 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1068 = tensor.expand_shape %collapsed_1067 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1069 = linalg.transpose ins(%expanded_1068 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1070 = tensor.collapse_shape %transposed_1069 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1858 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1070 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1071 = tensor.extract_slice %padded_124[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_1072 = tensor.extract_slice %extracted_slice_1071[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1073 = tensor.collapse_shape %extracted_slice_1072 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1074 = tensor.expand_shape %collapsed_1073 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1075 = linalg.transpose ins(%expanded_1074 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1076 = tensor.collapse_shape %transposed_1075 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1859 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1076 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1077 = tensor.extract_slice %extracted_slice_1071[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1078 = tensor.collapse_shape %extracted_slice_1077 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1079 = tensor.expand_shape %collapsed_1078 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1080 = linalg.transpose ins(%expanded_1079 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1081 = tensor.collapse_shape %transposed_1080 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1860 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1081 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1082 = tensor.extract_slice %extracted_slice_1071[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1083 = tensor.collapse_shape %extracted_slice_1082 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1084 = tensor.expand_shape %collapsed_1083 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1085 = linalg.transpose ins(%expanded_1084 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1086 = tensor.collapse_shape %transposed_1085 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1861 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1086 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1087 = tensor.extract_slice %padded_124[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf32> to tensor<2x48x4x6xf32>
    %extracted_slice_1088 = tensor.extract_slice %extracted_slice_1087[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1089 = tensor.collapse_shape %extracted_slice_1088 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1090 = tensor.expand_shape %collapsed_1089 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1091 = linalg.transpose ins(%expanded_1090 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1092 = tensor.collapse_shape %transposed_1091 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1862 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1092 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1093 = tensor.extract_slice %extracted_slice_1087[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1094 = tensor.collapse_shape %extracted_slice_1093 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1095 = tensor.expand_shape %collapsed_1094 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1096 = linalg.transpose ins(%expanded_1095 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1097 = tensor.collapse_shape %transposed_1096 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1863 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1097 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %extracted_slice_1098 = tensor.extract_slice %extracted_slice_1087[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf32> to tensor<2x48x4x4xf32>
    %collapsed_1099 = tensor.collapse_shape %extracted_slice_1098 [[0], [1], [2, 3]] : tensor<2x48x4x4xf32> into tensor<2x48x16xf32>
    %expanded_1100 = tensor.expand_shape %collapsed_1099 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf32> into tensor<2x48x1x16xf32>
    %transposed_1101 = linalg.transpose ins(%expanded_1100 : tensor<2x48x1x16xf32>) outs(%1654 : tensor<48x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1102 = tensor.collapse_shape %transposed_1101 [[0], [1, 2], [3]] : tensor<48x2x16x1xf32> into tensor<48x32x1xf32>
    %1864 = linalg.batch_matmul ins(%collapsed_1054, %collapsed_1102 : tensor<48x1x32xf32>, tensor<48x32x1xf32>) outs(%1656 : tensor<48x1x1xf32>) -> tensor<48x1x1xf32>
    %expanded_1103 = tensor.expand_shape %1856 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1104 = tensor.expand_shape %1857 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1105 = tensor.expand_shape %1858 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1106 = tensor.expand_shape %1859 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1107 = tensor.expand_shape %1860 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1108 = tensor.expand_shape %1861 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1109 = tensor.expand_shape %1862 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1110 = tensor.expand_shape %1863 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %expanded_1111 = tensor.expand_shape %1864 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf32> into tensor<48x1x1x1xf32>
    %concat_1112 = tensor.concat dim(3) %expanded_1103, %expanded_1104, %expanded_1105, %expanded_1106, %expanded_1107, %expanded_1108, %expanded_1109, %expanded_1110, %expanded_1111 : (tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<48x1x1x1xf32>) -> tensor<48x1x1x9xf32>
    %collapsed_1113 = tensor.collapse_shape %concat_1112 [[0], [1], [2, 3]] : tensor<48x1x1x9xf32> into tensor<48x1x9xf32>
    %expanded_1114 = tensor.expand_shape %collapsed_1113 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf32> into tensor<48x1x3x3xf32>
    %1865 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<2x48x4x4xf32>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x48x4x4xi1>
    %1867 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1865, %1866 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1630 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x48x4x4xi1>
    %1868 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1867, %cst_4, %1855 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1869 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1868 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1870 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1868, %485 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1871 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1870 : tensor<2x48x4x4xf32>) outs(%467 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1869 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1115 = tensor.expand_shape %1872 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1871 : tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1874 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%484, %484 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1873, %1874 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1116 = tensor.expand_shape %1875 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%484, %arg66 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %expanded_1117 = tensor.expand_shape %1876 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %1877 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %expanded_1116 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1878 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1868, %1877 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1879 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1878, %expanded_1115 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1880 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879, %expanded_1117 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%463 : tensor<2x48x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x48x4x4xf32>
    %1881 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1871, %484 : tensor<48xf32>, tensor<48xf32>) outs(%466 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<48xf32>
    %1882 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1684 : tensor<8x48x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg65[%2414, %2413, %c0, %c0] : tensor<48x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x48x1x1xf32>
    %1883 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1880, %1882 : tensor<2x48x4x4xf32>, tensor<8x48x1x1xf32>) outs(%438 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %transposed_1118 = linalg.transpose ins(%462 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1119 = linalg.transpose ins(%1880 : tensor<2x48x4x4xf32>) outs(%1627 : tensor<48x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1884 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1118, %transposed_1119 : tensor<8x2x4x4xf32>, tensor<48x2x4x4xf32>) outs(%1684 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %transposed_1120 = linalg.transpose ins(%1884 : tensor<8x48x1x1xf32>) outs(%1689 : tensor<48x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1885 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1820, %1883 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1886 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1885 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1887 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1885, %459 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1888 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1887 : tensor<2x8x4x4xf32>) outs(%441 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1889 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1886 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_1121 = tensor.expand_shape %1889 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1890 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1888 : tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1891 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%458, %458 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1890, %1891 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_1122 = tensor.expand_shape %1892 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1893 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%458, %arg63 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %expanded_1123 = tensor.expand_shape %1893 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1894 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_1122 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1895 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1885, %1894 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1896 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1895, %expanded_1121 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1897 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1896, %expanded_1123 : tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%437 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x8x4x4xf32>
    %1898 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1888, %458 : tensor<8xf32>, tensor<8xf32>) outs(%440 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<8xf32>
    %1899 = tensor.empty() : tensor<24x8x1x1xf32>
    %1900 = linalg.fill ins(%cst : f32) outs(%1899 : tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %1901 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1900 : tensor<24x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg62[%2414, %2413, %c0, %c0] : tensor<8x24x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x8x1x1xf32>
    %1902 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1897, %1901 : tensor<2x8x4x4xf32>, tensor<24x8x1x1xf32>) outs(%416 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32>
    %1903 = tensor.empty() : tensor<24x2x4x4xf32>
    %transposed_1124 = linalg.transpose ins(%436 : tensor<2x24x4x4xf32>) outs(%1903 : tensor<24x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1125 = linalg.transpose ins(%1897 : tensor<2x8x4x4xf32>) outs(%1687 : tensor<8x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1904 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1124, %transposed_1125 : tensor<24x2x4x4xf32>, tensor<8x2x4x4xf32>) outs(%1900 : tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %1905 = tensor.empty() : tensor<8x24x1x1xf32>
    %transposed_1126 = linalg.transpose ins(%1904 : tensor<24x8x1x1xf32>) outs(%1905 : tensor<8x24x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1906 = tensor.empty() : tensor<2x24x4x4xi1>
    %1907 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<2x24x4x4xf32>) outs(%1906 : tensor<2x24x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x4x4xi1>
    %1908 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<2x24x4x4xf32>) outs(%1906 : tensor<2x24x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x4x4xi1>
    %1909 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1907, %1908 : tensor<2x24x4x4xi1>, tensor<2x24x4x4xi1>) outs(%1906 : tensor<2x24x4x4xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x24x4x4xi1>
    %1910 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1909, %cst_4, %1902 : tensor<2x24x4x4xi1>, tensor<f32>, tensor<2x24x4x4xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %1911 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1910 : tensor<2x24x4x4xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1912 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1910, %431 : tensor<2x24x4x4xf32>, tensor<2x24x4x4xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %1913 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1912 : tensor<2x24x4x4xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1914 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1911 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1127 = tensor.expand_shape %1914 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1915 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1913 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1916 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%430, %430 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1917 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1915, %1916 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1128 = tensor.expand_shape %1917 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1918 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%430, %arg60 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1129 = tensor.expand_shape %1918 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1919 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_1128 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %1920 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1910, %1919 : tensor<2x24x4x4xf32>, tensor<2x24x4x4xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %1921 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1920, %expanded_1127 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %1922 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1921, %expanded_1129 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%415 : tensor<2x24x4x4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x4x4xf32>
    %1923 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1913, %430 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1130 = tensor.expand_shape %arg59 [[0], [1], [2, 3], [4]] output_shape [24, 1, 1, 3, 3] : tensor<24x1x3x3xf32> into tensor<24x1x1x3x3xf32>
    %1924 = tensor.empty() : tensor<24x1x1x3x3xf32>
    %transposed_1131 = linalg.transpose ins(%expanded_1130 : tensor<24x1x1x3x3xf32>) outs(%1924 : tensor<24x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1132 = tensor.collapse_shape %transposed_1131 [[0], [1], [2, 3], [4]] : tensor<24x1x1x3x3xf32> into tensor<24x1x3x3xf32>
    %1925 = tensor.empty() : tensor<24x1x3x3xf32>
    %1926 = linalg.fill ins(%cst : f32) outs(%1925 : tensor<24x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1132 : tensor<24x1x3x3xf32>) outs(%1926 : tensor<24x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1132[%2413, %c0, %2416, %2417] : tensor<24x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x1x3x3xf32>
    %expanded_1133 = tensor.expand_shape %1922 [[0], [1], [2], [3, 4, 5]] output_shape [2, 24, 4, 1, 4, 1] : tensor<2x24x4x4xf32> into tensor<2x24x4x1x4x1xf32>
    %padded_1134 = tensor.pad %expanded_1133 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f32
    } : tensor<2x24x4x1x4x1xf32> to tensor<2x24x4x2x4x2xf32>
    %collapsed_1135 = tensor.collapse_shape %padded_1134 [[0], [1], [2, 3], [4, 5]] : tensor<2x24x4x2x4x2xf32> into tensor<2x24x8x8xf32>
    %extracted_slice_1136 = tensor.extract_slice %collapsed_1135[0, 0, 0, 0] [2, 24, 7, 8] [1, 1, 1, 1] : tensor<2x24x8x8xf32> to tensor<2x24x7x8xf32>
    %extracted_slice_1137 = tensor.extract_slice %extracted_slice_1136[0, 0, 0, 0] [2, 24, 7, 7] [1, 1, 1, 1] : tensor<2x24x7x8xf32> to tensor<2x24x7x7xf32>
    %padded_1138 = tensor.pad %extracted_slice_1137 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x24x7x7xf32> to tensor<2x24x10x10xf32>
    %collapsed_1139 = tensor.collapse_shape %1927 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %1928 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1138, %collapsed_1139 : tensor<2x24x10x10xf32>, tensor<24x3x3xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %collapsed_1140 = tensor.collapse_shape %1922 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1141 = tensor.expand_shape %collapsed_1140 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %1929 = tensor.empty() : tensor<24x1x2x16xf32>
    %transposed_1142 = linalg.transpose ins(%expanded_1141 : tensor<2x24x1x16xf32>) outs(%1929 : tensor<24x1x2x16xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1143 = tensor.collapse_shape %transposed_1142 [[0], [1], [2, 3]] : tensor<24x1x2x16xf32> into tensor<24x1x32xf32>
    %extracted_slice_1144 = tensor.extract_slice %padded_110[0, 0, 0, 0] [2, 24, 4, 10] [1, 1, 2, 1] : tensor<2x24x10x10xf32> to tensor<2x24x4x10xf32>
    %extracted_slice_1145 = tensor.extract_slice %extracted_slice_1144[0, 0, 0, 0] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1146 = tensor.collapse_shape %extracted_slice_1145 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1147 = tensor.expand_shape %collapsed_1146 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %1930 = tensor.empty() : tensor<24x2x16x1xf32>
    %transposed_1148 = linalg.transpose ins(%expanded_1147 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1149 = tensor.collapse_shape %transposed_1148 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1931 = tensor.empty() : tensor<24x1x1xf32>
    %1932 = linalg.fill ins(%cst : f32) outs(%1931 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %1933 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1149 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1150 = tensor.extract_slice %extracted_slice_1144[0, 0, 0, 1] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1151 = tensor.collapse_shape %extracted_slice_1150 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1152 = tensor.expand_shape %collapsed_1151 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1153 = linalg.transpose ins(%expanded_1152 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1154 = tensor.collapse_shape %transposed_1153 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1934 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1154 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1155 = tensor.extract_slice %extracted_slice_1144[0, 0, 0, 2] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1156 = tensor.collapse_shape %extracted_slice_1155 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1157 = tensor.expand_shape %collapsed_1156 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1158 = linalg.transpose ins(%expanded_1157 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1159 = tensor.collapse_shape %transposed_1158 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1935 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1159 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1160 = tensor.extract_slice %padded_110[0, 0, 1, 0] [2, 24, 4, 10] [1, 1, 2, 1] : tensor<2x24x10x10xf32> to tensor<2x24x4x10xf32>
    %extracted_slice_1161 = tensor.extract_slice %extracted_slice_1160[0, 0, 0, 0] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1162 = tensor.collapse_shape %extracted_slice_1161 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1163 = tensor.expand_shape %collapsed_1162 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1164 = linalg.transpose ins(%expanded_1163 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1165 = tensor.collapse_shape %transposed_1164 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1936 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1165 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1166 = tensor.extract_slice %extracted_slice_1160[0, 0, 0, 1] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1167 = tensor.collapse_shape %extracted_slice_1166 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1168 = tensor.expand_shape %collapsed_1167 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1169 = linalg.transpose ins(%expanded_1168 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1170 = tensor.collapse_shape %transposed_1169 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1937 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1170 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1171 = tensor.extract_slice %extracted_slice_1160[0, 0, 0, 2] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1172 = tensor.collapse_shape %extracted_slice_1171 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1173 = tensor.expand_shape %collapsed_1172 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1174 = linalg.transpose ins(%expanded_1173 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1175 = tensor.collapse_shape %transposed_1174 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1938 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1175 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1176 = tensor.extract_slice %padded_110[0, 0, 2, 0] [2, 24, 4, 10] [1, 1, 2, 1] : tensor<2x24x10x10xf32> to tensor<2x24x4x10xf32>
    %extracted_slice_1177 = tensor.extract_slice %extracted_slice_1176[0, 0, 0, 0] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1178 = tensor.collapse_shape %extracted_slice_1177 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1179 = tensor.expand_shape %collapsed_1178 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1180 = linalg.transpose ins(%expanded_1179 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1181 = tensor.collapse_shape %transposed_1180 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1939 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1181 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1182 = tensor.extract_slice %extracted_slice_1176[0, 0, 0, 1] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1183 = tensor.collapse_shape %extracted_slice_1182 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1184 = tensor.expand_shape %collapsed_1183 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1185 = linalg.transpose ins(%expanded_1184 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1186 = tensor.collapse_shape %transposed_1185 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1940 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1186 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1187 = tensor.extract_slice %extracted_slice_1176[0, 0, 0, 2] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf32> to tensor<2x24x4x4xf32>
    %collapsed_1188 = tensor.collapse_shape %extracted_slice_1187 [[0], [1], [2, 3]] : tensor<2x24x4x4xf32> into tensor<2x24x16xf32>
    %expanded_1189 = tensor.expand_shape %collapsed_1188 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf32> into tensor<2x24x1x16xf32>
    %transposed_1190 = linalg.transpose ins(%expanded_1189 : tensor<2x24x1x16xf32>) outs(%1930 : tensor<24x2x16x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1191 = tensor.collapse_shape %transposed_1190 [[0], [1, 2], [3]] : tensor<24x2x16x1xf32> into tensor<24x32x1xf32>
    %1941 = linalg.batch_matmul ins(%collapsed_1143, %collapsed_1191 : tensor<24x1x32xf32>, tensor<24x32x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %expanded_1192 = tensor.expand_shape %1933 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1193 = tensor.expand_shape %1934 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1194 = tensor.expand_shape %1935 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1195 = tensor.expand_shape %1936 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1196 = tensor.expand_shape %1937 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1197 = tensor.expand_shape %1938 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1198 = tensor.expand_shape %1939 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1199 = tensor.expand_shape %1940 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1200 = tensor.expand_shape %1941 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %concat_1201 = tensor.concat dim(3) %expanded_1192, %expanded_1193, %expanded_1194, %expanded_1195, %expanded_1196, %expanded_1197, %expanded_1198, %expanded_1199, %expanded_1200 : (tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>) -> tensor<24x1x1x9xf32>
    %collapsed_1202 = tensor.collapse_shape %concat_1201 [[0], [1], [2, 3]] : tensor<24x1x1x9xf32> into tensor<24x1x9xf32>
    %expanded_1203 = tensor.expand_shape %collapsed_1202 [[0], [1], [2, 3]] output_shape [24, 1, 3, 3] : tensor<24x1x9xf32> into tensor<24x1x3x3xf32>
    %1942 = tensor.empty() : tensor<2x24x8x8xi1>
    %1943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %1944 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %1945 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1943, %1944 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x24x8x8xi1>
    %1946 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1945, %cst_4, %1928 : tensor<2x24x8x8xi1>, tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1947 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1946 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1948 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1946, %409 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1949 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1948 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1950 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1947 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1204 = tensor.expand_shape %1950 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1951 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1949 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1952 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%408, %408 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1953 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1951, %1952 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1205 = tensor.expand_shape %1953 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1954 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%408, %arg57 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1206 = tensor.expand_shape %1954 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1955 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_1205 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1956 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1946, %1955 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1957 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1956, %expanded_1204 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1958 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1957, %expanded_1206 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1959 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1949, %408 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1960 = tensor.empty() : tensor<4x24x1x1xf32>
    %1961 = linalg.fill ins(%cst : f32) outs(%1960 : tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1962 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1961 : tensor<4x24x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg56[%2414, %2413, %c0, %c0] : tensor<24x4x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x24x1x1xf32>
    %1963 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1958, %1962 : tensor<2x24x8x8xf32>, tensor<4x24x1x1xf32>) outs(%256 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1964 = tensor.empty() : tensor<4x2x8x8xf32>
    %transposed_1207 = linalg.transpose ins(%395 : tensor<2x4x8x8xf32>) outs(%1964 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1965 = tensor.empty() : tensor<24x2x8x8xf32>
    %transposed_1208 = linalg.transpose ins(%1958 : tensor<2x24x8x8xf32>) outs(%1965 : tensor<24x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1966 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1207, %transposed_1208 : tensor<4x2x8x8xf32>, tensor<24x2x8x8xf32>) outs(%1961 : tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1967 = tensor.empty() : tensor<24x4x1x1xf32>
    %transposed_1209 = linalg.transpose ins(%1966 : tensor<4x24x1x1xf32>) outs(%1967 : tensor<24x4x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1968 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1963 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %1969 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1963, %391 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %1970 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1969 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %1971 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1968 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1210 = tensor.expand_shape %1971 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %1972 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1970 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %1973 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%390, %390 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %1974 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1972, %1973 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1211 = tensor.expand_shape %1974 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %1975 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%390, %arg54 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1212 = tensor.expand_shape %1975 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %1976 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_1211 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %1977 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1963, %1976 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %1978 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1977, %expanded_1210 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %1979 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1978, %expanded_1212 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %1980 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1970, %390 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %1981 = linalg.fill ins(%cst : f32) outs(%1967 : tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1982 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1981 : tensor<24x4x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%2414, %2413, %c0, %c0] : tensor<4x24x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x4x1x1xf32>
    %1983 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1979, %1982 : tensor<2x4x8x8xf32>, tensor<24x4x1x1xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %transposed_1213 = linalg.transpose ins(%377 : tensor<2x24x8x8xf32>) outs(%1965 : tensor<24x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1214 = linalg.transpose ins(%1979 : tensor<2x4x8x8xf32>) outs(%1964 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1984 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1213, %transposed_1214 : tensor<24x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1981 : tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %transposed_1215 = linalg.transpose ins(%1984 : tensor<24x4x1x1xf32>) outs(%1960 : tensor<4x24x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1985 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %1986 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %1987 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1985, %1986 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x24x8x8xi1>
    %1988 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1987, %cst_4, %1983 : tensor<2x24x8x8xi1>, tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1989 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1988 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1990 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1988, %372 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1991 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1990 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1992 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1989 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1216 = tensor.expand_shape %1992 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1993 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1991 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1994 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%371, %371 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %1995 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1993, %1994 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1217 = tensor.expand_shape %1995 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1996 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%371, %arg51 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1218 = tensor.expand_shape %1996 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %1997 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_1217 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1998 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1988, %1997 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %1999 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1998, %expanded_1216 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2000 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1999, %expanded_1218 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2001 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1991, %371 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1219 = tensor.expand_shape %arg50 [[0], [1], [2, 3], [4]] output_shape [24, 1, 1, 3, 3] : tensor<24x1x3x3xf32> into tensor<24x1x1x3x3xf32>
    %transposed_1220 = linalg.transpose ins(%expanded_1219 : tensor<24x1x1x3x3xf32>) outs(%1924 : tensor<24x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1221 = tensor.collapse_shape %transposed_1220 [[0], [1], [2, 3], [4]] : tensor<24x1x1x3x3xf32> into tensor<24x1x3x3xf32>
    %2002 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1221 : tensor<24x1x3x3xf32>) outs(%1926 : tensor<24x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1221[%2413, %c0, %2416, %2417] : tensor<24x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x1x3x3xf32>
    %padded_1222 = tensor.pad %2000 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x24x8x8xf32> to tensor<2x24x10x10xf32>
    %collapsed_1223 = tensor.collapse_shape %2002 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %2003 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1222, %collapsed_1223 : tensor<2x24x10x10xf32>, tensor<24x3x3xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %collapsed_1224 = tensor.collapse_shape %2000 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1225 = tensor.expand_shape %collapsed_1224 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %2004 = tensor.empty() : tensor<24x1x2x64xf32>
    %transposed_1226 = linalg.transpose ins(%expanded_1225 : tensor<2x24x1x64xf32>) outs(%2004 : tensor<24x1x2x64xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1227 = tensor.collapse_shape %transposed_1226 [[0], [1], [2, 3]] : tensor<24x1x2x64xf32> into tensor<24x1x128xf32>
    %extracted_slice_1228 = tensor.extract_slice %padded_96[0, 0, 0, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf32> to tensor<2x24x8x10xf32>
    %extracted_slice_1229 = tensor.extract_slice %extracted_slice_1228[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1230 = tensor.collapse_shape %extracted_slice_1229 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1231 = tensor.expand_shape %collapsed_1230 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %2005 = tensor.empty() : tensor<24x2x64x1xf32>
    %transposed_1232 = linalg.transpose ins(%expanded_1231 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1233 = tensor.collapse_shape %transposed_1232 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2006 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1233 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1234 = tensor.extract_slice %extracted_slice_1228[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1235 = tensor.collapse_shape %extracted_slice_1234 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1236 = tensor.expand_shape %collapsed_1235 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1237 = linalg.transpose ins(%expanded_1236 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1238 = tensor.collapse_shape %transposed_1237 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2007 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1238 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1239 = tensor.extract_slice %extracted_slice_1228[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1240 = tensor.collapse_shape %extracted_slice_1239 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1241 = tensor.expand_shape %collapsed_1240 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1242 = linalg.transpose ins(%expanded_1241 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1243 = tensor.collapse_shape %transposed_1242 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2008 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1243 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1244 = tensor.extract_slice %padded_96[0, 0, 1, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf32> to tensor<2x24x8x10xf32>
    %extracted_slice_1245 = tensor.extract_slice %extracted_slice_1244[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1246 = tensor.collapse_shape %extracted_slice_1245 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1247 = tensor.expand_shape %collapsed_1246 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1248 = linalg.transpose ins(%expanded_1247 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1249 = tensor.collapse_shape %transposed_1248 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2009 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1249 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1250 = tensor.extract_slice %extracted_slice_1244[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1251 = tensor.collapse_shape %extracted_slice_1250 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1252 = tensor.expand_shape %collapsed_1251 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1253 = linalg.transpose ins(%expanded_1252 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1254 = tensor.collapse_shape %transposed_1253 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2010 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1254 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1255 = tensor.extract_slice %extracted_slice_1244[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1256 = tensor.collapse_shape %extracted_slice_1255 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1257 = tensor.expand_shape %collapsed_1256 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1258 = linalg.transpose ins(%expanded_1257 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1259 = tensor.collapse_shape %transposed_1258 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2011 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1259 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1260 = tensor.extract_slice %padded_96[0, 0, 2, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf32> to tensor<2x24x8x10xf32>
    %extracted_slice_1261 = tensor.extract_slice %extracted_slice_1260[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1262 = tensor.collapse_shape %extracted_slice_1261 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1263 = tensor.expand_shape %collapsed_1262 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1264 = linalg.transpose ins(%expanded_1263 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1265 = tensor.collapse_shape %transposed_1264 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2012 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1265 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1266 = tensor.extract_slice %extracted_slice_1260[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1267 = tensor.collapse_shape %extracted_slice_1266 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1268 = tensor.expand_shape %collapsed_1267 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1269 = linalg.transpose ins(%expanded_1268 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1270 = tensor.collapse_shape %transposed_1269 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2013 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1270 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1271 = tensor.extract_slice %extracted_slice_1260[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1272 = tensor.collapse_shape %extracted_slice_1271 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1273 = tensor.expand_shape %collapsed_1272 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1274 = linalg.transpose ins(%expanded_1273 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1275 = tensor.collapse_shape %transposed_1274 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2014 = linalg.batch_matmul ins(%collapsed_1227, %collapsed_1275 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %expanded_1276 = tensor.expand_shape %2006 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1277 = tensor.expand_shape %2007 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1278 = tensor.expand_shape %2008 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1279 = tensor.expand_shape %2009 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1280 = tensor.expand_shape %2010 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1281 = tensor.expand_shape %2011 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1282 = tensor.expand_shape %2012 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1283 = tensor.expand_shape %2013 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1284 = tensor.expand_shape %2014 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %concat_1285 = tensor.concat dim(3) %expanded_1276, %expanded_1277, %expanded_1278, %expanded_1279, %expanded_1280, %expanded_1281, %expanded_1282, %expanded_1283, %expanded_1284 : (tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>) -> tensor<24x1x1x9xf32>
    %collapsed_1286 = tensor.collapse_shape %concat_1285 [[0], [1], [2, 3]] : tensor<24x1x1x9xf32> into tensor<24x1x9xf32>
    %expanded_1287 = tensor.expand_shape %collapsed_1286 [[0], [1], [2, 3]] output_shape [24, 1, 3, 3] : tensor<24x1x9xf32> into tensor<24x1x3x3xf32>
    %2015 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %2016 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %2017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2015, %2016 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x24x8x8xi1>
    %2018 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2017, %cst_4, %2003 : tensor<2x24x8x8xi1>, tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2019 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2018 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2020 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2018, %353 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2021 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2020 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2022 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2019 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1288 = tensor.expand_shape %2022 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2023 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2021 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2024 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%352, %352 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2023, %2024 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1289 = tensor.expand_shape %2025 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2026 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%352, %arg48 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1290 = tensor.expand_shape %2026 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2027 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_1289 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2028 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2018, %2027 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2029 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2028, %expanded_1288 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2030 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2029, %expanded_1290 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2031 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2021, %352 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2032 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1961 : tensor<4x24x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg47[%2414, %2413, %c0, %c0] : tensor<24x4x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x24x1x1xf32>
    %2033 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2030, %2032 : tensor<2x24x8x8xf32>, tensor<4x24x1x1xf32>) outs(%256 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %transposed_1291 = linalg.transpose ins(%339 : tensor<2x4x8x8xf32>) outs(%1964 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1292 = linalg.transpose ins(%2030 : tensor<2x24x8x8xf32>) outs(%1965 : tensor<24x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2034 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1291, %transposed_1292 : tensor<4x2x8x8xf32>, tensor<24x2x8x8xf32>) outs(%1961 : tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %transposed_1293 = linalg.transpose ins(%2034 : tensor<4x24x1x1xf32>) outs(%1967 : tensor<24x4x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1963, %2033 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2036 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2035 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2035, %335 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2038 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2037 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2039 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2036 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1294 = tensor.expand_shape %2039 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2040 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2038 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2041 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%334, %334 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2042 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2040, %2041 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1295 = tensor.expand_shape %2042 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2043 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%334, %arg45 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1296 = tensor.expand_shape %2043 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2044 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_1295 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2035, %2044 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2046 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2045, %expanded_1294 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2047 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2046, %expanded_1296 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2048 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2038, %334 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2049 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1981 : tensor<24x4x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg44[%2414, %2413, %c0, %c0] : tensor<4x24x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x4x1x1xf32>
    %2050 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2047, %2049 : tensor<2x4x8x8xf32>, tensor<24x4x1x1xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %transposed_1297 = linalg.transpose ins(%321 : tensor<2x24x8x8xf32>) outs(%1965 : tensor<24x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1298 = linalg.transpose ins(%2047 : tensor<2x4x8x8xf32>) outs(%1964 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2051 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1297, %transposed_1298 : tensor<24x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1981 : tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %transposed_1299 = linalg.transpose ins(%2051 : tensor<24x4x1x1xf32>) outs(%1960 : tensor<4x24x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2052 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %2053 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %2054 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2052, %2053 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x24x8x8xi1>
    %2055 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2054, %cst_4, %2050 : tensor<2x24x8x8xi1>, tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2056 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2055 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2055, %316 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2058 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2057 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2056 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1300 = tensor.expand_shape %2059 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2060 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2058 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2061 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%315, %315 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2062 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2060, %2061 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1301 = tensor.expand_shape %2062 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2063 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%315, %arg42 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1302 = tensor.expand_shape %2063 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2064 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_1301 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2055, %2064 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2066 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2065, %expanded_1300 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2067 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2066, %expanded_1302 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2068 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2058, %315 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1303 = tensor.expand_shape %arg41 [[0], [1], [2, 3], [4]] output_shape [24, 1, 1, 3, 3] : tensor<24x1x3x3xf32> into tensor<24x1x1x3x3xf32>
    %transposed_1304 = linalg.transpose ins(%expanded_1303 : tensor<24x1x1x3x3xf32>) outs(%1924 : tensor<24x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1305 = tensor.collapse_shape %transposed_1304 [[0], [1], [2, 3], [4]] : tensor<24x1x1x3x3xf32> into tensor<24x1x3x3xf32>
    %2069 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1305 : tensor<24x1x3x3xf32>) outs(%1926 : tensor<24x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1305[%2413, %c0, %2416, %2417] : tensor<24x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x1x3x3xf32>
    %padded_1306 = tensor.pad %2067 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x24x8x8xf32> to tensor<2x24x10x10xf32>
    %collapsed_1307 = tensor.collapse_shape %2069 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %2070 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1306, %collapsed_1307 : tensor<2x24x10x10xf32>, tensor<24x3x3xf32>) outs(%276 : tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xf32>
    %collapsed_1308 = tensor.collapse_shape %2067 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1309 = tensor.expand_shape %collapsed_1308 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1310 = linalg.transpose ins(%expanded_1309 : tensor<2x24x1x64xf32>) outs(%2004 : tensor<24x1x2x64xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1311 = tensor.collapse_shape %transposed_1310 [[0], [1], [2, 3]] : tensor<24x1x2x64xf32> into tensor<24x1x128xf32>
    %extracted_slice_1312 = tensor.extract_slice %padded_82[0, 0, 0, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf32> to tensor<2x24x8x10xf32>
    %extracted_slice_1313 = tensor.extract_slice %extracted_slice_1312[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1314 = tensor.collapse_shape %extracted_slice_1313 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1315 = tensor.expand_shape %collapsed_1314 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1316 = linalg.transpose ins(%expanded_1315 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1317 = tensor.collapse_shape %transposed_1316 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2071 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1317 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1318 = tensor.extract_slice %extracted_slice_1312[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1319 = tensor.collapse_shape %extracted_slice_1318 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1320 = tensor.expand_shape %collapsed_1319 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1321 = linalg.transpose ins(%expanded_1320 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1322 = tensor.collapse_shape %transposed_1321 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2072 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1322 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1323 = tensor.extract_slice %extracted_slice_1312[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1324 = tensor.collapse_shape %extracted_slice_1323 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1325 = tensor.expand_shape %collapsed_1324 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1326 = linalg.transpose ins(%expanded_1325 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1327 = tensor.collapse_shape %transposed_1326 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2073 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1327 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1328 = tensor.extract_slice %padded_82[0, 0, 1, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf32> to tensor<2x24x8x10xf32>
    %extracted_slice_1329 = tensor.extract_slice %extracted_slice_1328[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1330 = tensor.collapse_shape %extracted_slice_1329 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1331 = tensor.expand_shape %collapsed_1330 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1332 = linalg.transpose ins(%expanded_1331 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1333 = tensor.collapse_shape %transposed_1332 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2074 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1333 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1334 = tensor.extract_slice %extracted_slice_1328[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1335 = tensor.collapse_shape %extracted_slice_1334 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1336 = tensor.expand_shape %collapsed_1335 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1337 = linalg.transpose ins(%expanded_1336 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1338 = tensor.collapse_shape %transposed_1337 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2075 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1338 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1339 = tensor.extract_slice %extracted_slice_1328[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1340 = tensor.collapse_shape %extracted_slice_1339 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1341 = tensor.expand_shape %collapsed_1340 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1342 = linalg.transpose ins(%expanded_1341 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1343 = tensor.collapse_shape %transposed_1342 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2076 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1343 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1344 = tensor.extract_slice %padded_82[0, 0, 2, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf32> to tensor<2x24x8x10xf32>
    %extracted_slice_1345 = tensor.extract_slice %extracted_slice_1344[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1346 = tensor.collapse_shape %extracted_slice_1345 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1347 = tensor.expand_shape %collapsed_1346 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1348 = linalg.transpose ins(%expanded_1347 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1349 = tensor.collapse_shape %transposed_1348 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2077 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1349 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1350 = tensor.extract_slice %extracted_slice_1344[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1351 = tensor.collapse_shape %extracted_slice_1350 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1352 = tensor.expand_shape %collapsed_1351 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1353 = linalg.transpose ins(%expanded_1352 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1354 = tensor.collapse_shape %transposed_1353 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2078 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1354 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %extracted_slice_1355 = tensor.extract_slice %extracted_slice_1344[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf32> to tensor<2x24x8x8xf32>
    %collapsed_1356 = tensor.collapse_shape %extracted_slice_1355 [[0], [1], [2, 3]] : tensor<2x24x8x8xf32> into tensor<2x24x64xf32>
    %expanded_1357 = tensor.expand_shape %collapsed_1356 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf32> into tensor<2x24x1x64xf32>
    %transposed_1358 = linalg.transpose ins(%expanded_1357 : tensor<2x24x1x64xf32>) outs(%2005 : tensor<24x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1359 = tensor.collapse_shape %transposed_1358 [[0], [1, 2], [3]] : tensor<24x2x64x1xf32> into tensor<24x128x1xf32>
    %2079 = linalg.batch_matmul ins(%collapsed_1311, %collapsed_1359 : tensor<24x1x128xf32>, tensor<24x128x1xf32>) outs(%1932 : tensor<24x1x1xf32>) -> tensor<24x1x1xf32>
    %expanded_1360 = tensor.expand_shape %2071 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1361 = tensor.expand_shape %2072 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1362 = tensor.expand_shape %2073 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1363 = tensor.expand_shape %2074 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1364 = tensor.expand_shape %2075 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1365 = tensor.expand_shape %2076 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1366 = tensor.expand_shape %2077 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1367 = tensor.expand_shape %2078 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %expanded_1368 = tensor.expand_shape %2079 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf32> into tensor<24x1x1x1xf32>
    %concat_1369 = tensor.concat dim(3) %expanded_1360, %expanded_1361, %expanded_1362, %expanded_1363, %expanded_1364, %expanded_1365, %expanded_1366, %expanded_1367, %expanded_1368 : (tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<24x1x1x1xf32>) -> tensor<24x1x1x9xf32>
    %collapsed_1370 = tensor.collapse_shape %concat_1369 [[0], [1], [2, 3]] : tensor<24x1x1x9xf32> into tensor<24x1x9xf32>
    %expanded_1371 = tensor.expand_shape %collapsed_1370 [[0], [1], [2, 3]] output_shape [24, 1, 3, 3] : tensor<24x1x9xf32> into tensor<24x1x3x3xf32>
    %2080 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %2081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<2x24x8x8xf32>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x24x8x8xi1>
    %2082 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2080, %2081 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1942 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x24x8x8xi1>
    %2083 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2082, %cst_4, %2070 : tensor<2x24x8x8xi1>, tensor<f32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2084 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2083 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2083, %297 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2086 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2085 : tensor<2x24x8x8xf32>) outs(%279 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2084 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1372 = tensor.expand_shape %2087 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2088 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2086 : tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2089 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%296, %296 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2090 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2088, %2089 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1373 = tensor.expand_shape %2090 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2091 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%296, %arg39 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %expanded_1374 = tensor.expand_shape %2091 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %2092 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_1373 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2093 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2083, %2092 : tensor<2x24x8x8xf32>, tensor<2x24x8x8xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2094 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2093, %expanded_1372 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2095 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2094, %expanded_1374 : tensor<2x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%275 : tensor<2x24x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x24x8x8xf32>
    %2096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2086, %296 : tensor<24xf32>, tensor<24xf32>) outs(%278 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<24xf32>
    %2097 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1961 : tensor<4x24x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%2414, %2413, %c0, %c0] : tensor<24x4x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x24x1x1xf32>
    %2098 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2095, %2097 : tensor<2x24x8x8xf32>, tensor<4x24x1x1xf32>) outs(%256 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %transposed_1375 = linalg.transpose ins(%274 : tensor<2x4x8x8xf32>) outs(%1964 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1376 = linalg.transpose ins(%2095 : tensor<2x24x8x8xf32>) outs(%1965 : tensor<24x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2099 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1375, %transposed_1376 : tensor<4x2x8x8xf32>, tensor<24x2x8x8xf32>) outs(%1961 : tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %transposed_1377 = linalg.transpose ins(%2099 : tensor<4x24x1x1xf32>) outs(%1967 : tensor<24x4x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2035, %2098 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2101 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2100 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2100, %271 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2103 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2102 : tensor<2x4x8x8xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2101 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1378 = tensor.expand_shape %2104 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2103 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2106 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %270 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2105, %2106 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1379 = tensor.expand_shape %2107 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %arg36 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1380 = tensor.expand_shape %2108 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2109 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_1379 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2100, %2109 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2111 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2110, %expanded_1378 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2112 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2111, %expanded_1380 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%255 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x8x8xf32>
    %2113 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2103, %270 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2114 = tensor.empty() : tensor<18x4x1x1xf32>
    %2115 = linalg.fill ins(%cst : f32) outs(%2114 : tensor<18x4x1x1xf32>) -> tensor<18x4x1x1xf32>
    %2116 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2115 : tensor<18x4x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg35[%2414, %2413, %c0, %c0] : tensor<4x18x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<18x4x1x1xf32>
    %2117 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2112, %2116 : tensor<2x4x8x8xf32>, tensor<18x4x1x1xf32>) outs(%234 : tensor<2x18x8x8xf32>) -> tensor<2x18x8x8xf32>
    %2118 = tensor.empty() : tensor<18x2x8x8xf32>
    %transposed_1381 = linalg.transpose ins(%254 : tensor<2x18x8x8xf32>) outs(%2118 : tensor<18x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1382 = linalg.transpose ins(%2112 : tensor<2x4x8x8xf32>) outs(%1964 : tensor<4x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2119 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1381, %transposed_1382 : tensor<18x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%2115 : tensor<18x4x1x1xf32>) -> tensor<18x4x1x1xf32>
    %2120 = tensor.empty() : tensor<4x18x1x1xf32>
    %transposed_1383 = linalg.transpose ins(%2119 : tensor<18x4x1x1xf32>) outs(%2120 : tensor<4x18x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2121 = tensor.empty() : tensor<2x18x8x8xi1>
    %2122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<2x18x8x8xf32>) outs(%2121 : tensor<2x18x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x8x8xi1>
    %2123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<2x18x8x8xf32>) outs(%2121 : tensor<2x18x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x8x8xi1>
    %2124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2122, %2123 : tensor<2x18x8x8xi1>, tensor<2x18x8x8xi1>) outs(%2121 : tensor<2x18x8x8xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x18x8x8xi1>
    %2125 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2124, %cst_4, %2117 : tensor<2x18x8x8xi1>, tensor<f32>, tensor<2x18x8x8xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %2126 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2125 : tensor<2x18x8x8xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2125, %249 : tensor<2x18x8x8xf32>, tensor<2x18x8x8xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %2128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2127 : tensor<2x18x8x8xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2126 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1384 = tensor.expand_shape %2129 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2128 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%248, %248 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2130, %2131 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1385 = tensor.expand_shape %2132 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%248, %arg33 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1386 = tensor.expand_shape %2133 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2134 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_1385 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %2135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2125, %2134 : tensor<2x18x8x8xf32>, tensor<2x18x8x8xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %2136 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2135, %expanded_1384 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %2137 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2136, %expanded_1386 : tensor<2x18x8x8xf32>, tensor<1x18x1x1xf32>) outs(%233 : tensor<2x18x8x8xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x8x8xf32>
    %2138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2128, %248 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1387 = tensor.expand_shape %arg32 [[0], [1], [2, 3], [4]] output_shape [18, 1, 1, 3, 3] : tensor<18x1x3x3xf32> into tensor<18x1x1x3x3xf32>
    %2139 = tensor.empty() : tensor<18x1x1x3x3xf32>
    %transposed_1388 = linalg.transpose ins(%expanded_1387 : tensor<18x1x1x3x3xf32>) outs(%2139 : tensor<18x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1389 = tensor.collapse_shape %transposed_1388 [[0], [1], [2, 3], [4]] : tensor<18x1x1x3x3xf32> into tensor<18x1x3x3xf32>
    %2140 = tensor.empty() : tensor<18x1x3x3xf32>
    %2141 = linalg.fill ins(%cst : f32) outs(%2140 : tensor<18x1x3x3xf32>) -> tensor<18x1x3x3xf32>
    %2142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1389 : tensor<18x1x3x3xf32>) outs(%2141 : tensor<18x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1389[%2413, %c0, %2416, %2417] : tensor<18x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<18x1x3x3xf32>
    %expanded_1390 = tensor.expand_shape %2137 [[0], [1], [2], [3, 4, 5]] output_shape [2, 18, 8, 1, 8, 1] : tensor<2x18x8x8xf32> into tensor<2x18x8x1x8x1xf32>
    %padded_1391 = tensor.pad %expanded_1390 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f32
    } : tensor<2x18x8x1x8x1xf32> to tensor<2x18x8x2x8x2xf32>
    %collapsed_1392 = tensor.collapse_shape %padded_1391 [[0], [1], [2, 3], [4, 5]] : tensor<2x18x8x2x8x2xf32> into tensor<2x18x16x16xf32>
    %extracted_slice_1393 = tensor.extract_slice %collapsed_1392[0, 0, 0, 0] [2, 18, 15, 16] [1, 1, 1, 1] : tensor<2x18x16x16xf32> to tensor<2x18x15x16xf32>
    %extracted_slice_1394 = tensor.extract_slice %extracted_slice_1393[0, 0, 0, 0] [2, 18, 15, 15] [1, 1, 1, 1] : tensor<2x18x15x16xf32> to tensor<2x18x15x15xf32>
    %padded_1395 = tensor.pad %extracted_slice_1394 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x18x15x15xf32> to tensor<2x18x18x18xf32>
    %collapsed_1396 = tensor.collapse_shape %2142 [[0, 1], [2], [3]] : tensor<18x1x3x3xf32> into tensor<18x3x3xf32>
    %2143 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1395, %collapsed_1396 : tensor<2x18x18x18xf32>, tensor<18x3x3xf32>) outs(%150 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %collapsed_1397 = tensor.collapse_shape %2137 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1398 = tensor.expand_shape %collapsed_1397 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %2144 = tensor.empty() : tensor<18x1x2x64xf32>
    %transposed_1399 = linalg.transpose ins(%expanded_1398 : tensor<2x18x1x64xf32>) outs(%2144 : tensor<18x1x2x64xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1400 = tensor.collapse_shape %transposed_1399 [[0], [1], [2, 3]] : tensor<18x1x2x64xf32> into tensor<18x1x128xf32>
    %extracted_slice_1401 = tensor.extract_slice %padded_68[0, 0, 0, 0] [2, 18, 8, 18] [1, 1, 2, 1] : tensor<2x18x18x18xf32> to tensor<2x18x8x18xf32>
    %extracted_slice_1402 = tensor.extract_slice %extracted_slice_1401[0, 0, 0, 0] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1403 = tensor.collapse_shape %extracted_slice_1402 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1404 = tensor.expand_shape %collapsed_1403 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %2145 = tensor.empty() : tensor<18x2x64x1xf32>
    %transposed_1405 = linalg.transpose ins(%expanded_1404 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1406 = tensor.collapse_shape %transposed_1405 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2146 = tensor.empty() : tensor<18x1x1xf32>
    %2147 = linalg.fill ins(%cst : f32) outs(%2146 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %2148 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1406 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1407 = tensor.extract_slice %extracted_slice_1401[0, 0, 0, 1] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1408 = tensor.collapse_shape %extracted_slice_1407 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1409 = tensor.expand_shape %collapsed_1408 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1410 = linalg.transpose ins(%expanded_1409 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1411 = tensor.collapse_shape %transposed_1410 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2149 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1411 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1412 = tensor.extract_slice %extracted_slice_1401[0, 0, 0, 2] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1413 = tensor.collapse_shape %extracted_slice_1412 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1414 = tensor.expand_shape %collapsed_1413 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1415 = linalg.transpose ins(%expanded_1414 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1416 = tensor.collapse_shape %transposed_1415 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2150 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1416 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1417 = tensor.extract_slice %padded_68[0, 0, 1, 0] [2, 18, 8, 18] [1, 1, 2, 1] : tensor<2x18x18x18xf32> to tensor<2x18x8x18xf32>
    %extracted_slice_1418 = tensor.extract_slice %extracted_slice_1417[0, 0, 0, 0] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1419 = tensor.collapse_shape %extracted_slice_1418 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1420 = tensor.expand_shape %collapsed_1419 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1421 = linalg.transpose ins(%expanded_1420 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1422 = tensor.collapse_shape %transposed_1421 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2151 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1422 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1423 = tensor.extract_slice %extracted_slice_1417[0, 0, 0, 1] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1424 = tensor.collapse_shape %extracted_slice_1423 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1425 = tensor.expand_shape %collapsed_1424 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1426 = linalg.transpose ins(%expanded_1425 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1427 = tensor.collapse_shape %transposed_1426 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2152 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1427 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1428 = tensor.extract_slice %extracted_slice_1417[0, 0, 0, 2] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1429 = tensor.collapse_shape %extracted_slice_1428 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1430 = tensor.expand_shape %collapsed_1429 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1431 = linalg.transpose ins(%expanded_1430 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1432 = tensor.collapse_shape %transposed_1431 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2153 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1432 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1433 = tensor.extract_slice %padded_68[0, 0, 2, 0] [2, 18, 8, 18] [1, 1, 2, 1] : tensor<2x18x18x18xf32> to tensor<2x18x8x18xf32>
    %extracted_slice_1434 = tensor.extract_slice %extracted_slice_1433[0, 0, 0, 0] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1435 = tensor.collapse_shape %extracted_slice_1434 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1436 = tensor.expand_shape %collapsed_1435 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1437 = linalg.transpose ins(%expanded_1436 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1438 = tensor.collapse_shape %transposed_1437 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2154 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1438 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1439 = tensor.extract_slice %extracted_slice_1433[0, 0, 0, 1] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1440 = tensor.collapse_shape %extracted_slice_1439 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1441 = tensor.expand_shape %collapsed_1440 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1442 = linalg.transpose ins(%expanded_1441 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1443 = tensor.collapse_shape %transposed_1442 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2155 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1443 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1444 = tensor.extract_slice %extracted_slice_1433[0, 0, 0, 2] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf32> to tensor<2x18x8x8xf32>
    %collapsed_1445 = tensor.collapse_shape %extracted_slice_1444 [[0], [1], [2, 3]] : tensor<2x18x8x8xf32> into tensor<2x18x64xf32>
    %expanded_1446 = tensor.expand_shape %collapsed_1445 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf32> into tensor<2x18x1x64xf32>
    %transposed_1447 = linalg.transpose ins(%expanded_1446 : tensor<2x18x1x64xf32>) outs(%2145 : tensor<18x2x64x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1448 = tensor.collapse_shape %transposed_1447 [[0], [1, 2], [3]] : tensor<18x2x64x1xf32> into tensor<18x128x1xf32>
    %2156 = linalg.batch_matmul ins(%collapsed_1400, %collapsed_1448 : tensor<18x1x128xf32>, tensor<18x128x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %expanded_1449 = tensor.expand_shape %2148 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1450 = tensor.expand_shape %2149 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1451 = tensor.expand_shape %2150 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1452 = tensor.expand_shape %2151 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1453 = tensor.expand_shape %2152 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1454 = tensor.expand_shape %2153 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1455 = tensor.expand_shape %2154 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1456 = tensor.expand_shape %2155 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1457 = tensor.expand_shape %2156 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %concat_1458 = tensor.concat dim(3) %expanded_1449, %expanded_1450, %expanded_1451, %expanded_1452, %expanded_1453, %expanded_1454, %expanded_1455, %expanded_1456, %expanded_1457 : (tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>) -> tensor<18x1x1x9xf32>
    %collapsed_1459 = tensor.collapse_shape %concat_1458 [[0], [1], [2, 3]] : tensor<18x1x1x9xf32> into tensor<18x1x9xf32>
    %expanded_1460 = tensor.expand_shape %collapsed_1459 [[0], [1], [2, 3]] output_shape [18, 1, 3, 3] : tensor<18x1x9xf32> into tensor<18x1x3x3xf32>
    %2157 = tensor.empty() : tensor<2x18x16x16xi1>
    %2158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<2x18x16x16xf32>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x16x16xi1>
    %2159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<2x18x16x16xf32>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x16x16xi1>
    %2160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2158, %2159 : tensor<2x18x16x16xi1>, tensor<2x18x16x16xi1>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x18x16x16xi1>
    %2161 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2160, %cst_4, %2143 : tensor<2x18x16x16xi1>, tensor<f32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2162 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2161 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2161, %227 : tensor<2x18x16x16xf32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2164 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2163 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2162 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1461 = tensor.expand_shape %2165 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2164 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2167 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%226, %226 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2166, %2167 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1462 = tensor.expand_shape %2168 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%226, %arg30 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1463 = tensor.expand_shape %2169 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2170 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_1462 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2161, %2170 : tensor<2x18x16x16xf32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2172 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2171, %expanded_1461 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2173 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2172, %expanded_1463 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2164, %226 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2175 = tensor.empty() : tensor<3x18x1x1xf32>
    %2176 = linalg.fill ins(%cst : f32) outs(%2175 : tensor<3x18x1x1xf32>) -> tensor<3x18x1x1xf32>
    %2177 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2176 : tensor<3x18x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg29[%2414, %2413, %c0, %c0] : tensor<18x3x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x18x1x1xf32>
    %2178 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2173, %2177 : tensor<2x18x16x16xf32>, tensor<3x18x1x1xf32>) outs(%124 : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
    %2179 = tensor.empty() : tensor<3x2x16x16xf32>
    %transposed_1464 = linalg.transpose ins(%213 : tensor<2x3x16x16xf32>) outs(%2179 : tensor<3x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2180 = tensor.empty() : tensor<18x2x16x16xf32>
    %transposed_1465 = linalg.transpose ins(%2173 : tensor<2x18x16x16xf32>) outs(%2180 : tensor<18x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1464, %transposed_1465 : tensor<3x2x16x16xf32>, tensor<18x2x16x16xf32>) outs(%2176 : tensor<3x18x1x1xf32>) -> tensor<3x18x1x1xf32>
    %2182 = tensor.empty() : tensor<18x3x1x1xf32>
    %transposed_1466 = linalg.transpose ins(%2181 : tensor<3x18x1x1xf32>) outs(%2182 : tensor<18x3x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2183 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2178 : tensor<2x3x16x16xf32>) outs(%127 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %209 : tensor<2x3x16x16xf32>, tensor<2x3x16x16xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2184 : tensor<2x3x16x16xf32>) outs(%127 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2183 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_1467 = tensor.expand_shape %2186 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %2187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2185 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%208, %208 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2187, %2188 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_1468 = tensor.expand_shape %2189 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %2190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%208, %arg27 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_1469 = tensor.expand_shape %2190 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %2191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_1468 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %2191 : tensor<2x3x16x16xf32>, tensor<2x3x16x16xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2193 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2192, %expanded_1467 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2193, %expanded_1469 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2185, %208 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2196 = linalg.fill ins(%cst : f32) outs(%2182 : tensor<18x3x1x1xf32>) -> tensor<18x3x1x1xf32>
    %2197 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2196 : tensor<18x3x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg26[%2414, %2413, %c0, %c0] : tensor<3x18x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<18x3x1x1xf32>
    %2198 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2194, %2197 : tensor<2x3x16x16xf32>, tensor<18x3x1x1xf32>) outs(%150 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %transposed_1470 = linalg.transpose ins(%195 : tensor<2x18x16x16xf32>) outs(%2180 : tensor<18x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1471 = linalg.transpose ins(%2194 : tensor<2x3x16x16xf32>) outs(%2179 : tensor<3x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2199 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1470, %transposed_1471 : tensor<18x2x16x16xf32>, tensor<3x2x16x16xf32>) outs(%2196 : tensor<18x3x1x1xf32>) -> tensor<18x3x1x1xf32>
    %transposed_1472 = linalg.transpose ins(%2199 : tensor<18x3x1x1xf32>) outs(%2175 : tensor<3x18x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<2x18x16x16xf32>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x16x16xi1>
    %2201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<2x18x16x16xf32>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x16x16xi1>
    %2202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2200, %2201 : tensor<2x18x16x16xi1>, tensor<2x18x16x16xi1>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x18x16x16xi1>
    %2203 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2202, %cst_4, %2198 : tensor<2x18x16x16xi1>, tensor<f32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2204 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2203 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2203, %190 : tensor<2x18x16x16xf32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2205 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2204 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1473 = tensor.expand_shape %2207 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2206 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2209 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%189, %189 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2210 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2208, %2209 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1474 = tensor.expand_shape %2210 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2211 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%189, %arg24 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1475 = tensor.expand_shape %2211 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2212 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_1474 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2203, %2212 : tensor<2x18x16x16xf32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2214 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2213, %expanded_1473 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2215 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2214, %expanded_1475 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2206, %189 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1476 = tensor.expand_shape %arg23 [[0], [1], [2, 3], [4]] output_shape [18, 1, 1, 3, 3] : tensor<18x1x3x3xf32> into tensor<18x1x1x3x3xf32>
    %transposed_1477 = linalg.transpose ins(%expanded_1476 : tensor<18x1x1x3x3xf32>) outs(%2139 : tensor<18x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1478 = tensor.collapse_shape %transposed_1477 [[0], [1], [2, 3], [4]] : tensor<18x1x1x3x3xf32> into tensor<18x1x3x3xf32>
    %2217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1478 : tensor<18x1x3x3xf32>) outs(%2141 : tensor<18x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1478[%2413, %c0, %2416, %2417] : tensor<18x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<18x1x3x3xf32>
    %padded_1479 = tensor.pad %2215 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x18x16x16xf32> to tensor<2x18x18x18xf32>
    %collapsed_1480 = tensor.collapse_shape %2217 [[0, 1], [2], [3]] : tensor<18x1x3x3xf32> into tensor<18x3x3xf32>
    %2218 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1479, %collapsed_1480 : tensor<2x18x18x18xf32>, tensor<18x3x3xf32>) outs(%150 : tensor<2x18x16x16xf32>) -> tensor<2x18x16x16xf32>
    %collapsed_1481 = tensor.collapse_shape %2215 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1482 = tensor.expand_shape %collapsed_1481 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %2219 = tensor.empty() : tensor<18x1x2x256xf32>
    %transposed_1483 = linalg.transpose ins(%expanded_1482 : tensor<2x18x1x256xf32>) outs(%2219 : tensor<18x1x2x256xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1484 = tensor.collapse_shape %transposed_1483 [[0], [1], [2, 3]] : tensor<18x1x2x256xf32> into tensor<18x1x512xf32>
    %extracted_slice_1485 = tensor.extract_slice %padded_54[0, 0, 0, 0] [2, 18, 16, 18] [1, 1, 1, 1] : tensor<2x18x18x18xf32> to tensor<2x18x16x18xf32>
    %extracted_slice_1486 = tensor.extract_slice %extracted_slice_1485[0, 0, 0, 0] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1487 = tensor.collapse_shape %extracted_slice_1486 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1488 = tensor.expand_shape %collapsed_1487 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %2220 = tensor.empty() : tensor<18x2x256x1xf32>
    %transposed_1489 = linalg.transpose ins(%expanded_1488 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1490 = tensor.collapse_shape %transposed_1489 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2221 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1490 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1491 = tensor.extract_slice %extracted_slice_1485[0, 0, 0, 1] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1492 = tensor.collapse_shape %extracted_slice_1491 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1493 = tensor.expand_shape %collapsed_1492 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1494 = linalg.transpose ins(%expanded_1493 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1495 = tensor.collapse_shape %transposed_1494 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2222 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1495 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1496 = tensor.extract_slice %extracted_slice_1485[0, 0, 0, 2] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1497 = tensor.collapse_shape %extracted_slice_1496 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1498 = tensor.expand_shape %collapsed_1497 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1499 = linalg.transpose ins(%expanded_1498 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1500 = tensor.collapse_shape %transposed_1499 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2223 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1500 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1501 = tensor.extract_slice %padded_54[0, 0, 1, 0] [2, 18, 16, 18] [1, 1, 1, 1] : tensor<2x18x18x18xf32> to tensor<2x18x16x18xf32>
    %extracted_slice_1502 = tensor.extract_slice %extracted_slice_1501[0, 0, 0, 0] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1503 = tensor.collapse_shape %extracted_slice_1502 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1504 = tensor.expand_shape %collapsed_1503 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1505 = linalg.transpose ins(%expanded_1504 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1506 = tensor.collapse_shape %transposed_1505 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2224 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1506 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1507 = tensor.extract_slice %extracted_slice_1501[0, 0, 0, 1] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1508 = tensor.collapse_shape %extracted_slice_1507 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1509 = tensor.expand_shape %collapsed_1508 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1510 = linalg.transpose ins(%expanded_1509 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1511 = tensor.collapse_shape %transposed_1510 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2225 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1511 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1512 = tensor.extract_slice %extracted_slice_1501[0, 0, 0, 2] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1513 = tensor.collapse_shape %extracted_slice_1512 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1514 = tensor.expand_shape %collapsed_1513 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1515 = linalg.transpose ins(%expanded_1514 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1516 = tensor.collapse_shape %transposed_1515 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2226 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1516 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1517 = tensor.extract_slice %padded_54[0, 0, 2, 0] [2, 18, 16, 18] [1, 1, 1, 1] : tensor<2x18x18x18xf32> to tensor<2x18x16x18xf32>
    %extracted_slice_1518 = tensor.extract_slice %extracted_slice_1517[0, 0, 0, 0] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1519 = tensor.collapse_shape %extracted_slice_1518 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1520 = tensor.expand_shape %collapsed_1519 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1521 = linalg.transpose ins(%expanded_1520 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1522 = tensor.collapse_shape %transposed_1521 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2227 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1522 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1523 = tensor.extract_slice %extracted_slice_1517[0, 0, 0, 1] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1524 = tensor.collapse_shape %extracted_slice_1523 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1525 = tensor.expand_shape %collapsed_1524 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1526 = linalg.transpose ins(%expanded_1525 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1527 = tensor.collapse_shape %transposed_1526 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2228 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1527 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %extracted_slice_1528 = tensor.extract_slice %extracted_slice_1517[0, 0, 0, 2] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf32> to tensor<2x18x16x16xf32>
    %collapsed_1529 = tensor.collapse_shape %extracted_slice_1528 [[0], [1], [2, 3]] : tensor<2x18x16x16xf32> into tensor<2x18x256xf32>
    %expanded_1530 = tensor.expand_shape %collapsed_1529 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf32> into tensor<2x18x1x256xf32>
    %transposed_1531 = linalg.transpose ins(%expanded_1530 : tensor<2x18x1x256xf32>) outs(%2220 : tensor<18x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1532 = tensor.collapse_shape %transposed_1531 [[0], [1, 2], [3]] : tensor<18x2x256x1xf32> into tensor<18x512x1xf32>
    %2229 = linalg.batch_matmul ins(%collapsed_1484, %collapsed_1532 : tensor<18x1x512xf32>, tensor<18x512x1xf32>) outs(%2147 : tensor<18x1x1xf32>) -> tensor<18x1x1xf32>
    %expanded_1533 = tensor.expand_shape %2221 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1534 = tensor.expand_shape %2222 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1535 = tensor.expand_shape %2223 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1536 = tensor.expand_shape %2224 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1537 = tensor.expand_shape %2225 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1538 = tensor.expand_shape %2226 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1539 = tensor.expand_shape %2227 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1540 = tensor.expand_shape %2228 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %expanded_1541 = tensor.expand_shape %2229 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf32> into tensor<18x1x1x1xf32>
    %concat_1542 = tensor.concat dim(3) %expanded_1533, %expanded_1534, %expanded_1535, %expanded_1536, %expanded_1537, %expanded_1538, %expanded_1539, %expanded_1540, %expanded_1541 : (tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>, tensor<18x1x1x1xf32>) -> tensor<18x1x1x9xf32>
    %collapsed_1543 = tensor.collapse_shape %concat_1542 [[0], [1], [2, 3]] : tensor<18x1x1x9xf32> into tensor<18x1x9xf32>
    %expanded_1544 = tensor.expand_shape %collapsed_1543 [[0], [1], [2, 3]] output_shape [18, 1, 3, 3] : tensor<18x1x9xf32> into tensor<18x1x3x3xf32>
    %2230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<2x18x16x16xf32>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x16x16xi1>
    %2231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<2x18x16x16xf32>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x18x16x16xi1>
    %2232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2230, %2231 : tensor<2x18x16x16xi1>, tensor<2x18x16x16xi1>) outs(%2157 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x18x16x16xi1>
    %2233 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2232, %cst_4, %2218 : tensor<2x18x16x16xi1>, tensor<f32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2233 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2233, %171 : tensor<2x18x16x16xf32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2236 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2235 : tensor<2x18x16x16xf32>) outs(%153 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2234 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1545 = tensor.expand_shape %2237 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2238 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2236 : tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%170, %170 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2240 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2238, %2239 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1546 = tensor.expand_shape %2240 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2241 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%170, %arg21 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %expanded_1547 = tensor.expand_shape %2241 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf32> into tensor<1x18x1x1xf32>
    %2242 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_1546 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2233, %2242 : tensor<2x18x16x16xf32>, tensor<2x18x16x16xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2244 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2243, %expanded_1545 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2245 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2244, %expanded_1547 : tensor<2x18x16x16xf32>, tensor<1x18x1x1xf32>) outs(%149 : tensor<2x18x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x18x16x16xf32>
    %2246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2236, %170 : tensor<18xf32>, tensor<18xf32>) outs(%152 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<18xf32>
    %2247 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2176 : tensor<3x18x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg20[%2414, %2413, %c0, %c0] : tensor<18x3x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x18x1x1xf32>
    %2248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2245, %2247 : tensor<2x18x16x16xf32>, tensor<3x18x1x1xf32>) outs(%124 : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
    %transposed_1548 = linalg.transpose ins(%148 : tensor<2x3x16x16xf32>) outs(%2179 : tensor<3x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1549 = linalg.transpose ins(%2245 : tensor<2x18x16x16xf32>) outs(%2180 : tensor<18x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1548, %transposed_1549 : tensor<3x2x16x16xf32>, tensor<18x2x16x16xf32>) outs(%2176 : tensor<3x18x1x1xf32>) -> tensor<3x18x1x1xf32>
    %transposed_1550 = linalg.transpose ins(%2249 : tensor<3x18x1x1xf32>) outs(%2182 : tensor<18x3x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %2248 : tensor<2x3x16x16xf32>, tensor<2x3x16x16xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.addf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2251 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2250 : tensor<2x3x16x16xf32>) outs(%127 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2250, %145 : tensor<2x3x16x16xf32>, tensor<2x3x16x16xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2253 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2252 : tensor<2x3x16x16xf32>) outs(%127 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2251 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_1551 = tensor.expand_shape %2254 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %2255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2253 : tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%144, %144 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2257 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2255, %2256 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_1552 = tensor.expand_shape %2257 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %2258 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%144, %arg18 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %expanded_1553 = tensor.expand_shape %2258 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %2259 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_1552 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2250, %2259 : tensor<2x3x16x16xf32>, tensor<2x3x16x16xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2261 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2260, %expanded_1551 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2262 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2261, %expanded_1553 : tensor<2x3x16x16xf32>, tensor<1x3x1x1xf32>) outs(%123 : tensor<2x3x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x3x16x16xf32>
    %2263 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2253, %144 : tensor<3xf32>, tensor<3xf32>) outs(%126 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<3xf32>
    %2264 = tensor.empty() : tensor<12x3x1x1xf32>
    %2265 = linalg.fill ins(%cst : f32) outs(%2264 : tensor<12x3x1x1xf32>) -> tensor<12x3x1x1xf32>
    %2266 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2265 : tensor<12x3x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg17[%2414, %2413, %c0, %c0] : tensor<3x12x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x3x1x1xf32>
    %2267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2262, %2266 : tensor<2x3x16x16xf32>, tensor<12x3x1x1xf32>) outs(%102 : tensor<2x12x16x16xf32>) -> tensor<2x12x16x16xf32>
    %2268 = tensor.empty() : tensor<12x2x16x16xf32>
    %transposed_1554 = linalg.transpose ins(%122 : tensor<2x12x16x16xf32>) outs(%2268 : tensor<12x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1555 = linalg.transpose ins(%2262 : tensor<2x3x16x16xf32>) outs(%2179 : tensor<3x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2269 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1554, %transposed_1555 : tensor<12x2x16x16xf32>, tensor<3x2x16x16xf32>) outs(%2265 : tensor<12x3x1x1xf32>) -> tensor<12x3x1x1xf32>
    %2270 = tensor.empty() : tensor<3x12x1x1xf32>
    %transposed_1556 = linalg.transpose ins(%2269 : tensor<12x3x1x1xf32>) outs(%2270 : tensor<3x12x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2271 = tensor.empty() : tensor<2x12x16x16xi1>
    %2272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<2x12x16x16xf32>) outs(%2271 : tensor<2x12x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x12x16x16xi1>
    %2273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<2x12x16x16xf32>) outs(%2271 : tensor<2x12x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x12x16x16xi1>
    %2274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2272, %2273 : tensor<2x12x16x16xi1>, tensor<2x12x16x16xi1>) outs(%2271 : tensor<2x12x16x16xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x12x16x16xi1>
    %2275 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2274, %cst_4, %2267 : tensor<2x12x16x16xi1>, tensor<f32>, tensor<2x12x16x16xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %2276 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2275 : tensor<2x12x16x16xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2275, %117 : tensor<2x12x16x16xf32>, tensor<2x12x16x16xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %2278 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2277 : tensor<2x12x16x16xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2276 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1557 = tensor.expand_shape %2279 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %2280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2278 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_21 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%116, %116 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2280, %2281 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1558 = tensor.expand_shape %2282 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %2283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%116, %arg15 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1559 = tensor.expand_shape %2283 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %2284 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_1558 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %2285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2275, %2284 : tensor<2x12x16x16xf32>, tensor<2x12x16x16xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %2286 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2285, %expanded_1557 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %2287 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2286, %expanded_1559 : tensor<2x12x16x16xf32>, tensor<1x12x1x1xf32>) outs(%101 : tensor<2x12x16x16xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x16x16xf32>
    %2288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2278, %116 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1560 = tensor.expand_shape %arg14 [[0], [1], [2, 3], [4]] output_shape [12, 1, 1, 3, 3] : tensor<12x1x3x3xf32> into tensor<12x1x1x3x3xf32>
    %2289 = tensor.empty() : tensor<12x1x1x3x3xf32>
    %transposed_1561 = linalg.transpose ins(%expanded_1560 : tensor<12x1x1x3x3xf32>) outs(%2289 : tensor<12x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1562 = tensor.collapse_shape %transposed_1561 [[0], [1], [2, 3], [4]] : tensor<12x1x1x3x3xf32> into tensor<12x1x3x3xf32>
    %2290 = tensor.empty() : tensor<12x1x3x3xf32>
    %2291 = linalg.fill ins(%cst : f32) outs(%2290 : tensor<12x1x3x3xf32>) -> tensor<12x1x3x3xf32>
    %2292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1562 : tensor<12x1x3x3xf32>) outs(%2291 : tensor<12x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1562[%2413, %c0, %2416, %2417] : tensor<12x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x1x3x3xf32>
    %expanded_1563 = tensor.expand_shape %2287 [[0], [1], [2], [3, 4, 5]] output_shape [2, 12, 16, 1, 16, 1] : tensor<2x12x16x16xf32> into tensor<2x12x16x1x16x1xf32>
    %padded_1564 = tensor.pad %expanded_1563 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f32
    } : tensor<2x12x16x1x16x1xf32> to tensor<2x12x16x2x16x2xf32>
    %collapsed_1565 = tensor.collapse_shape %padded_1564 [[0], [1], [2, 3], [4, 5]] : tensor<2x12x16x2x16x2xf32> into tensor<2x12x32x32xf32>
    %extracted_slice_1566 = tensor.extract_slice %collapsed_1565[0, 0, 0, 0] [2, 12, 31, 32] [1, 1, 1, 1] : tensor<2x12x32x32xf32> to tensor<2x12x31x32xf32>
    %extracted_slice_1567 = tensor.extract_slice %extracted_slice_1566[0, 0, 0, 0] [2, 12, 31, 31] [1, 1, 1, 1] : tensor<2x12x31x32xf32> to tensor<2x12x31x31xf32>
    %padded_1568 = tensor.pad %extracted_slice_1567 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x12x31x31xf32> to tensor<2x12x34x34xf32>
    %collapsed_1569 = tensor.collapse_shape %2292 [[0, 1], [2], [3]] : tensor<12x1x3x3xf32> into tensor<12x3x3xf32>
    %2293 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1568, %collapsed_1569 : tensor<2x12x34x34xf32>, tensor<12x3x3xf32>) outs(%74 : tensor<2x12x32x32xf32>) -> tensor<2x12x32x32xf32>
    %collapsed_1570 = tensor.collapse_shape %2287 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1571 = tensor.expand_shape %collapsed_1570 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %2294 = tensor.empty() : tensor<12x1x2x256xf32>
    %transposed_1572 = linalg.transpose ins(%expanded_1571 : tensor<2x12x1x256xf32>) outs(%2294 : tensor<12x1x2x256xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1573 = tensor.collapse_shape %transposed_1572 [[0], [1], [2, 3]] : tensor<12x1x2x256xf32> into tensor<12x1x512xf32>
    %extracted_slice_1574 = tensor.extract_slice %padded_40[0, 0, 0, 0] [2, 12, 16, 34] [1, 1, 2, 1] : tensor<2x12x34x34xf32> to tensor<2x12x16x34xf32>
    %extracted_slice_1575 = tensor.extract_slice %extracted_slice_1574[0, 0, 0, 0] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1576 = tensor.collapse_shape %extracted_slice_1575 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1577 = tensor.expand_shape %collapsed_1576 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %2295 = tensor.empty() : tensor<12x2x256x1xf32>
    %transposed_1578 = linalg.transpose ins(%expanded_1577 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1579 = tensor.collapse_shape %transposed_1578 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2296 = tensor.empty() : tensor<12x1x1xf32>
    %2297 = linalg.fill ins(%cst : f32) outs(%2296 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %2298 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1579 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1580 = tensor.extract_slice %extracted_slice_1574[0, 0, 0, 1] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1581 = tensor.collapse_shape %extracted_slice_1580 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1582 = tensor.expand_shape %collapsed_1581 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1583 = linalg.transpose ins(%expanded_1582 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1584 = tensor.collapse_shape %transposed_1583 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2299 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1584 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1585 = tensor.extract_slice %extracted_slice_1574[0, 0, 0, 2] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1586 = tensor.collapse_shape %extracted_slice_1585 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1587 = tensor.expand_shape %collapsed_1586 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1588 = linalg.transpose ins(%expanded_1587 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1589 = tensor.collapse_shape %transposed_1588 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2300 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1589 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1590 = tensor.extract_slice %padded_40[0, 0, 1, 0] [2, 12, 16, 34] [1, 1, 2, 1] : tensor<2x12x34x34xf32> to tensor<2x12x16x34xf32>
    %extracted_slice_1591 = tensor.extract_slice %extracted_slice_1590[0, 0, 0, 0] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1592 = tensor.collapse_shape %extracted_slice_1591 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1593 = tensor.expand_shape %collapsed_1592 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1594 = linalg.transpose ins(%expanded_1593 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1595 = tensor.collapse_shape %transposed_1594 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2301 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1595 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1596 = tensor.extract_slice %extracted_slice_1590[0, 0, 0, 1] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1597 = tensor.collapse_shape %extracted_slice_1596 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1598 = tensor.expand_shape %collapsed_1597 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1599 = linalg.transpose ins(%expanded_1598 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1600 = tensor.collapse_shape %transposed_1599 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2302 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1600 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1601 = tensor.extract_slice %extracted_slice_1590[0, 0, 0, 2] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1602 = tensor.collapse_shape %extracted_slice_1601 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1603 = tensor.expand_shape %collapsed_1602 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1604 = linalg.transpose ins(%expanded_1603 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1605 = tensor.collapse_shape %transposed_1604 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2303 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1605 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1606 = tensor.extract_slice %padded_40[0, 0, 2, 0] [2, 12, 16, 34] [1, 1, 2, 1] : tensor<2x12x34x34xf32> to tensor<2x12x16x34xf32>
    %extracted_slice_1607 = tensor.extract_slice %extracted_slice_1606[0, 0, 0, 0] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1608 = tensor.collapse_shape %extracted_slice_1607 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1609 = tensor.expand_shape %collapsed_1608 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1610 = linalg.transpose ins(%expanded_1609 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1611 = tensor.collapse_shape %transposed_1610 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2304 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1611 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1612 = tensor.extract_slice %extracted_slice_1606[0, 0, 0, 1] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1613 = tensor.collapse_shape %extracted_slice_1612 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1614 = tensor.expand_shape %collapsed_1613 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1615 = linalg.transpose ins(%expanded_1614 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1616 = tensor.collapse_shape %transposed_1615 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2305 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1616 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %extracted_slice_1617 = tensor.extract_slice %extracted_slice_1606[0, 0, 0, 2] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf32> to tensor<2x12x16x16xf32>
    %collapsed_1618 = tensor.collapse_shape %extracted_slice_1617 [[0], [1], [2, 3]] : tensor<2x12x16x16xf32> into tensor<2x12x256xf32>
    %expanded_1619 = tensor.expand_shape %collapsed_1618 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf32> into tensor<2x12x1x256xf32>
    %transposed_1620 = linalg.transpose ins(%expanded_1619 : tensor<2x12x1x256xf32>) outs(%2295 : tensor<12x2x256x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1621 = tensor.collapse_shape %transposed_1620 [[0], [1, 2], [3]] : tensor<12x2x256x1xf32> into tensor<12x512x1xf32>
    %2306 = linalg.batch_matmul ins(%collapsed_1573, %collapsed_1621 : tensor<12x1x512xf32>, tensor<12x512x1xf32>) outs(%2297 : tensor<12x1x1xf32>) -> tensor<12x1x1xf32>
    %expanded_1622 = tensor.expand_shape %2298 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1623 = tensor.expand_shape %2299 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1624 = tensor.expand_shape %2300 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1625 = tensor.expand_shape %2301 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1626 = tensor.expand_shape %2302 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1627 = tensor.expand_shape %2303 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1628 = tensor.expand_shape %2304 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1629 = tensor.expand_shape %2305 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %expanded_1630 = tensor.expand_shape %2306 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf32> into tensor<12x1x1x1xf32>
    %concat_1631 = tensor.concat dim(3) %expanded_1622, %expanded_1623, %expanded_1624, %expanded_1625, %expanded_1626, %expanded_1627, %expanded_1628, %expanded_1629, %expanded_1630 : (tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>, tensor<12x1x1x1xf32>) -> tensor<12x1x1x9xf32>
    %collapsed_1632 = tensor.collapse_shape %concat_1631 [[0], [1], [2, 3]] : tensor<12x1x1x9xf32> into tensor<12x1x9xf32>
    %expanded_1633 = tensor.expand_shape %collapsed_1632 [[0], [1], [2, 3]] output_shape [12, 1, 3, 3] : tensor<12x1x9xf32> into tensor<12x1x3x3xf32>
    %2307 = tensor.empty() : tensor<2x12x32x32xi1>
    %2308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<2x12x32x32xf32>) outs(%2307 : tensor<2x12x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x12x32x32xi1>
    %2309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<2x12x32x32xf32>) outs(%2307 : tensor<2x12x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x12x32x32xi1>
    %2310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2308, %2309 : tensor<2x12x32x32xi1>, tensor<2x12x32x32xi1>) outs(%2307 : tensor<2x12x32x32xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x12x32x32xi1>
    %2311 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2310, %cst_4, %2293 : tensor<2x12x32x32xi1>, tensor<f32>, tensor<2x12x32x32xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %2312 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2311 : tensor<2x12x32x32xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2311, %95 : tensor<2x12x32x32xf32>, tensor<2x12x32x32xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %2314 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2313 : tensor<2x12x32x32xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2312 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1634 = tensor.expand_shape %2315 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %2316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2314 : tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2317 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%94, %94 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2318 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2316, %2317 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1635 = tensor.expand_shape %2318 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %2319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%94, %arg12 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %expanded_1636 = tensor.expand_shape %2319 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf32> into tensor<1x12x1x1xf32>
    %2320 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_1635 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %2321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2311, %2320 : tensor<2x12x32x32xf32>, tensor<2x12x32x32xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %2322 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2321, %expanded_1634 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %2323 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2322, %expanded_1636 : tensor<2x12x32x32xf32>, tensor<1x12x1x1xf32>) outs(%73 : tensor<2x12x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x12x32x32xf32>
    %2324 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2314, %94 : tensor<12xf32>, tensor<12xf32>) outs(%76 : tensor<12xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<12xf32>
    %2325 = tensor.empty() : tensor<2x12x1x1xf32>
    %2326 = linalg.fill ins(%cst : f32) outs(%2325 : tensor<2x12x1x1xf32>) -> tensor<2x12x1x1xf32>
    %2327 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2326 : tensor<2x12x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg11[%2414, %2413, %c0, %c0] : tensor<12x2x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x12x1x1xf32>
    %2328 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2323, %2327 : tensor<2x12x32x32xf32>, tensor<2x12x1x1xf32>) outs(%48 : tensor<2x2x32x32xf32>) -> tensor<2x2x32x32xf32>
    %transposed_1637 = linalg.transpose ins(%72 : tensor<2x2x32x32xf32>) outs(%47 : tensor<2x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2329 = tensor.empty() : tensor<12x2x32x32xf32>
    %transposed_1638 = linalg.transpose ins(%2323 : tensor<2x12x32x32xf32>) outs(%2329 : tensor<12x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2330 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1637, %transposed_1638 : tensor<2x2x32x32xf32>, tensor<12x2x32x32xf32>) outs(%2326 : tensor<2x12x1x1xf32>) -> tensor<2x12x1x1xf32>
    %2331 = tensor.empty() : tensor<12x2x1x1xf32>
    %transposed_1639 = linalg.transpose ins(%2330 : tensor<2x12x1x1xf32>) outs(%2331 : tensor<12x2x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2332 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2328 : tensor<2x2x32x32xf32>) outs(%51 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %2333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2328, %69 : tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %2334 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2333 : tensor<2x2x32x32xf32>) outs(%51 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %2335 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2332 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %expanded_1640 = tensor.expand_shape %2335 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %2336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2334 : tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %2337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%68, %68 : tensor<2xf32>, tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %2338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2336, %2337 : tensor<2xf32>, tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %expanded_1641 = tensor.expand_shape %2338 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %2339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%68, %arg9 : tensor<2xf32>, tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %expanded_1642 = tensor.expand_shape %2339 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf32> into tensor<1x2x1x1xf32>
    %2340 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_1641 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %2341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2328, %2340 : tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %2342 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2341, %expanded_1640 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %2343 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2342, %expanded_1642 : tensor<2x2x32x32xf32>, tensor<1x2x1x1xf32>) outs(%47 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x2x32x32xf32>
    %2344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2334, %68 : tensor<2xf32>, tensor<2xf32>) outs(%50 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2xf32>
    %2345 = tensor.empty() : tensor<4x2x1x1xf32>
    %2346 = linalg.fill ins(%cst : f32) outs(%2345 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %2347 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2346 : tensor<4x2x1x1xf32>) {
    ^bb0(%out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%2414, %2413, %c0, %c0] : tensor<2x4x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x2x1x1xf32>
    %2348 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2343, %2347 : tensor<2x2x32x32xf32>, tensor<4x2x1x1xf32>) outs(%1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2349 = tensor.empty() : tensor<4x2x32x32xf32>
    %transposed_1643 = linalg.transpose ins(%46 : tensor<2x4x32x32xf32>) outs(%2349 : tensor<4x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_1644 = linalg.transpose ins(%2343 : tensor<2x2x32x32xf32>) outs(%47 : tensor<2x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2350 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1643, %transposed_1644 : tensor<4x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%2346 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %2351 = tensor.empty() : tensor<2x4x1x1xf32>
    %transposed_1645 = linalg.transpose ins(%2350 : tensor<4x2x1x1xf32>) outs(%2351 : tensor<2x4x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2352 = tensor.empty() : tensor<2x4x32x32xi1>
    %2353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x32x32xf32>) outs(%2352 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x4x32x32xi1>
    %2354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x32x32xf32>) outs(%2352 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x4x32x32xi1>
    %2355 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2353, %2354 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) outs(%2352 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x4x32x32xi1>
    %2356 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2355, %cst_4, %2348 : tensor<2x4x32x32xi1>, tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2357 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2356 : tensor<2x4x32x32xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2356, %41 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2359 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2358 : tensor<2x4x32x32xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2357 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1646 = tensor.expand_shape %2360 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2359 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%40, %40 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2363 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2361, %2362 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1647 = tensor.expand_shape %2363 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%40, %arg6 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1648 = tensor.expand_shape %2364 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2365 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_1647 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2366 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2356, %2365 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2367 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2366, %expanded_1646 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2368 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2367, %expanded_1648 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2359, %40 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1649 = tensor.expand_shape %arg5 [[0], [1], [2, 3], [4]] output_shape [4, 1, 1, 3, 3] : tensor<4x1x3x3xf32> into tensor<4x1x1x3x3xf32>
    %2370 = tensor.empty() : tensor<4x1x1x3x3xf32>
    %transposed_1650 = linalg.transpose ins(%expanded_1649 : tensor<4x1x1x3x3xf32>) outs(%2370 : tensor<4x1x1x3x3xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1651 = tensor.collapse_shape %transposed_1650 [[0], [1], [2, 3], [4]] : tensor<4x1x1x3x3xf32> into tensor<4x1x3x3xf32>
    %2371 = tensor.empty() : tensor<4x1x3x3xf32>
    %2372 = linalg.fill ins(%cst : f32) outs(%2371 : tensor<4x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %2373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1651 : tensor<4x1x3x3xf32>) outs(%2372 : tensor<4x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = linalg.index 0 : index
      %2414 = linalg.index 2 : index
      %2415 = linalg.index 3 : index
      %2416 = arith.subi %c2, %2414 : index
      %2417 = arith.subi %c2, %2415 : index
      %extracted = tensor.extract %collapsed_1651[%2413, %c0, %2416, %2417] : tensor<4x1x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1x3x3xf32>
    %padded_1652 = tensor.pad %2368 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<2x4x32x32xf32> to tensor<2x4x34x34xf32>
    %collapsed_1653 = tensor.collapse_shape %2373 [[0, 1], [2], [3]] : tensor<4x1x3x3xf32> into tensor<4x3x3xf32>
    %2374 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1652, %collapsed_1653 : tensor<2x4x34x34xf32>, tensor<4x3x3xf32>) outs(%1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %collapsed_1654 = tensor.collapse_shape %2368 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1655 = tensor.expand_shape %collapsed_1654 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %2375 = tensor.empty() : tensor<4x1x2x1024xf32>
    %transposed_1656 = linalg.transpose ins(%expanded_1655 : tensor<2x4x1x1024xf32>) outs(%2375 : tensor<4x1x2x1024xf32>) permutation = [1, 2, 0, 3] 
    %collapsed_1657 = tensor.collapse_shape %transposed_1656 [[0], [1], [2, 3]] : tensor<4x1x2x1024xf32> into tensor<4x1x2048xf32>
    %extracted_slice_1658 = tensor.extract_slice %padded_27[0, 0, 0, 0] [2, 4, 32, 34] [1, 1, 1, 1] : tensor<2x4x34x34xf32> to tensor<2x4x32x34xf32>
    %extracted_slice_1659 = tensor.extract_slice %extracted_slice_1658[0, 0, 0, 0] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1660 = tensor.collapse_shape %extracted_slice_1659 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1661 = tensor.expand_shape %collapsed_1660 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %2376 = tensor.empty() : tensor<4x2x1024x1xf32>
    %transposed_1662 = linalg.transpose ins(%expanded_1661 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1663 = tensor.collapse_shape %transposed_1662 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2377 = tensor.empty() : tensor<4x1x1xf32>
    %2378 = linalg.fill ins(%cst : f32) outs(%2377 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %2379 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1663 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1664 = tensor.extract_slice %extracted_slice_1658[0, 0, 0, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1665 = tensor.collapse_shape %extracted_slice_1664 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1666 = tensor.expand_shape %collapsed_1665 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1667 = linalg.transpose ins(%expanded_1666 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1668 = tensor.collapse_shape %transposed_1667 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2380 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1668 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1669 = tensor.extract_slice %extracted_slice_1658[0, 0, 0, 2] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1670 = tensor.collapse_shape %extracted_slice_1669 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1671 = tensor.expand_shape %collapsed_1670 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1672 = linalg.transpose ins(%expanded_1671 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1673 = tensor.collapse_shape %transposed_1672 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2381 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1673 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1674 = tensor.extract_slice %padded_27[0, 0, 1, 0] [2, 4, 32, 34] [1, 1, 1, 1] : tensor<2x4x34x34xf32> to tensor<2x4x32x34xf32>
    %extracted_slice_1675 = tensor.extract_slice %extracted_slice_1674[0, 0, 0, 0] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1676 = tensor.collapse_shape %extracted_slice_1675 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1677 = tensor.expand_shape %collapsed_1676 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1678 = linalg.transpose ins(%expanded_1677 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1679 = tensor.collapse_shape %transposed_1678 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2382 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1679 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1680 = tensor.extract_slice %extracted_slice_1674[0, 0, 0, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1681 = tensor.collapse_shape %extracted_slice_1680 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1682 = tensor.expand_shape %collapsed_1681 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1683 = linalg.transpose ins(%expanded_1682 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1684 = tensor.collapse_shape %transposed_1683 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2383 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1684 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1685 = tensor.extract_slice %extracted_slice_1674[0, 0, 0, 2] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1686 = tensor.collapse_shape %extracted_slice_1685 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1687 = tensor.expand_shape %collapsed_1686 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1688 = linalg.transpose ins(%expanded_1687 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1689 = tensor.collapse_shape %transposed_1688 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2384 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1689 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1690 = tensor.extract_slice %padded_27[0, 0, 2, 0] [2, 4, 32, 34] [1, 1, 1, 1] : tensor<2x4x34x34xf32> to tensor<2x4x32x34xf32>
    %extracted_slice_1691 = tensor.extract_slice %extracted_slice_1690[0, 0, 0, 0] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1692 = tensor.collapse_shape %extracted_slice_1691 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1693 = tensor.expand_shape %collapsed_1692 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1694 = linalg.transpose ins(%expanded_1693 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1695 = tensor.collapse_shape %transposed_1694 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2385 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1695 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1696 = tensor.extract_slice %extracted_slice_1690[0, 0, 0, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1697 = tensor.collapse_shape %extracted_slice_1696 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1698 = tensor.expand_shape %collapsed_1697 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1699 = linalg.transpose ins(%expanded_1698 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1700 = tensor.collapse_shape %transposed_1699 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2386 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1700 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %extracted_slice_1701 = tensor.extract_slice %extracted_slice_1690[0, 0, 0, 2] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf32> to tensor<2x4x32x32xf32>
    %collapsed_1702 = tensor.collapse_shape %extracted_slice_1701 [[0], [1], [2, 3]] : tensor<2x4x32x32xf32> into tensor<2x4x1024xf32>
    %expanded_1703 = tensor.expand_shape %collapsed_1702 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf32> into tensor<2x4x1x1024xf32>
    %transposed_1704 = linalg.transpose ins(%expanded_1703 : tensor<2x4x1x1024xf32>) outs(%2376 : tensor<4x2x1024x1xf32>) permutation = [1, 0, 3, 2] 
    %collapsed_1705 = tensor.collapse_shape %transposed_1704 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf32> into tensor<4x2048x1xf32>
    %2387 = linalg.batch_matmul ins(%collapsed_1657, %collapsed_1705 : tensor<4x1x2048xf32>, tensor<4x2048x1xf32>) outs(%2378 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %expanded_1706 = tensor.expand_shape %2379 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1707 = tensor.expand_shape %2380 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1708 = tensor.expand_shape %2381 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1709 = tensor.expand_shape %2382 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1710 = tensor.expand_shape %2383 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1711 = tensor.expand_shape %2384 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1712 = tensor.expand_shape %2385 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1713 = tensor.expand_shape %2386 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %expanded_1714 = tensor.expand_shape %2387 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf32> into tensor<4x1x1x1xf32>
    %concat_1715 = tensor.concat dim(3) %expanded_1706, %expanded_1707, %expanded_1708, %expanded_1709, %expanded_1710, %expanded_1711, %expanded_1712, %expanded_1713, %expanded_1714 : (tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>, tensor<4x1x1x1xf32>) -> tensor<4x1x1x9xf32>
    %collapsed_1716 = tensor.collapse_shape %concat_1715 [[0], [1], [2, 3]] : tensor<4x1x1x9xf32> into tensor<4x1x9xf32>
    %expanded_1717 = tensor.expand_shape %collapsed_1716 [[0], [1], [2, 3]] output_shape [4, 1, 3, 3] : tensor<4x1x9xf32> into tensor<4x1x3x3xf32>
    %2388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x4x32x32xf32>) outs(%2352 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf ole, %2413, %cst_0 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x4x32x32xi1>
    %2389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x4x32x32xf32>) outs(%2352 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2413 = arith.extf %in : f32 to f64
      %2414 = arith.cmpf oge, %2413, %cst_5 : f64
      linalg.yield %2414 : i1
    } -> tensor<2x4x32x32xi1>
    %2390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2388, %2389 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) outs(%2352 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: i1, %in_1731: i1, %out: i1):
      %2413 = arith.ori %in, %in_1731 : i1
      linalg.yield %2413 : i1
    } -> tensor<2x4x32x32xi1>
    %2391 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2390, %cst_4, %2374 : tensor<2x4x32x32xi1>, tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: i1, %in_1731: f32, %in_1732: f32, %out: f32):
      %2413 = arith.select %in, %in_1731, %in_1732 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2392 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2391 : tensor<2x4x32x32xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2393 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2391, %22 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2394 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2393 : tensor<2x4x32x32xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2395 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2392 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1718 = tensor.expand_shape %2395 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2394 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.mulf %in, %cst_22 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2397 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %21 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2398 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2396, %2397 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1719 = tensor.expand_shape %2398 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %arg3 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %expanded_1720 = tensor.expand_shape %2399 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %2400 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_1719 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2391, %2400 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2402 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2401, %expanded_1718 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.subf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2403 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2402, %expanded_1720 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<2x4x32x32xf32>
    %2404 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2394, %21 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_1731: f32, %out: f32):
      %2413 = arith.mulf %in, %in_1731 : f32
      linalg.yield %2413 : f32
    } -> tensor<4xf32>
    %2405 = tensor.empty() : tensor<3x2x64x64xf32>
    %transposed_1721 = linalg.transpose ins(%arg0 : tensor<2x3x64x64xf32>) outs(%2405 : tensor<3x2x64x64xf32>) permutation = [1, 0, 2, 3] 
    %padded_1722 = tensor.pad %transposed_1721 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f32
    } : tensor<3x2x64x64xf32> to tensor<3x2x66x66xf32>
    %2406 = tensor.empty() : tensor<3x8x4x4xf32>
    %expanded_1723 = tensor.expand_shape %padded_1722 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 66, 66] : tensor<3x2x66x66xf32> into tensor<3x2x1x66x66xf32>
    %expanded_1724 = tensor.expand_shape %2403 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 32, 32] : tensor<2x4x32x32xf32> into tensor<2x4x1x32x32xf32>
    %expanded_1725 = tensor.expand_shape %2406 [[0], [1, 2], [3], [4]] output_shape [3, 2, 4, 4, 4] : tensor<3x8x4x4xf32> into tensor<3x2x4x4x4xf32>
    %2407 = linalg.fill ins(%cst : f32) outs(%expanded_1725 : tensor<3x2x4x4x4xf32>) -> tensor<3x2x4x4x4xf32>
    %2408 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_1723, %expanded_1724 : tensor<3x2x1x66x66xf32>, tensor<2x4x1x32x32xf32>) outs(%2407 : tensor<3x2x4x4x4xf32>) -> tensor<3x2x4x4x4xf32>
    %collapsed_1726 = tensor.collapse_shape %2408 [[0], [1, 2], [3], [4]] : tensor<3x2x4x4x4xf32> into tensor<3x8x4x4xf32>
    %extracted_slice_1727 = tensor.extract_slice %collapsed_1726[0, 0, 0, 0] [3, 8, 3, 4] [1, 1, 1, 1] : tensor<3x8x4x4xf32> to tensor<3x8x3x4xf32>
    %extracted_slice_1728 = tensor.extract_slice %extracted_slice_1727[0, 0, 0, 0] [3, 8, 3, 3] [1, 1, 1, 1] : tensor<3x8x3x4xf32> to tensor<3x8x3x3xf32>
    %expanded_1729 = tensor.expand_shape %extracted_slice_1728 [[0], [1, 2], [3], [4]] output_shape [3, 2, 4, 3, 3] : tensor<3x8x3x3xf32> into tensor<3x2x4x3x3xf32>
    %2409 = tensor.empty() : tensor<2x4x3x3x3xf32>
    %transposed_1730 = linalg.transpose ins(%expanded_1729 : tensor<3x2x4x3x3xf32>) outs(%2409 : tensor<2x4x3x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %2410 = tensor.empty() : tensor<4x3x3x3xf32>
    %2411 = linalg.fill ins(%cst : f32) outs(%2410 : tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    %2412 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1730 : tensor<2x4x3x3x3xf32>) outs(%2411 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2413 = arith.addf %in, %out : f32
      linalg.yield %2413 : f32
    } -> tensor<4x3x3x3xf32>
    return %1133, %2412, %2404, %2392, %expanded_1717, %2369, %2357, %transposed_1645, %2344, %2332, %transposed_1639, %2324, %2312, %expanded_1633, %2288, %2276, %transposed_1556, %2263, %2251, %transposed_1550, %2246, %2234, %expanded_1544, %2216, %2204, %transposed_1472, %2195, %2183, %transposed_1466, %2174, %2162, %expanded_1460, %2138, %2126, %transposed_1383, %2113, %2101, %transposed_1377, %2096, %2084, %expanded_1371, %2068, %2056, %transposed_1299, %2048, %2036, %transposed_1293, %2031, %2019, %expanded_1287, %2001, %1989, %transposed_1215, %1980, %1968, %transposed_1209, %1959, %1947, %expanded_1203, %1923, %1911, %transposed_1126, %1898, %1886, %transposed_1120, %1881, %1869, %expanded_1114, %1853, %1841, %transposed_1042, %1833, %1821, %transposed_1036, %1816, %1804, %expanded_1030, %1788, %1776, %transposed_958, %1768, %1756, %transposed_952, %1751, %1739, %expanded_946, %1723, %1711, %transposed_874, %1702, %1690, %transposed_868, %1682, %1670, %expanded_862, %1647, %1635, %transposed_790, %1622, %1610, %transposed_784, %1605, %1593, %expanded_778, %1577, %1565, %transposed_706, %1557, %1545, %transposed_700, %1540, %1528, %expanded_694, %1510, %1498, %transposed_622, %1489, %1477, %transposed_616, %1468, %1456, %expanded_610, %1432, %1420, %transposed_533, %1407, %1395, %transposed_527, %1390, %1378, %expanded_521, %1362, %1350, %transposed_449, %1342, %1330, %transposed_443, %1325, %1313, %expanded_437, %1297, %1285, %transposed_365, %1276, %1264, %transposed_359, %1256, %1244, %expanded_353, %1221, %1209, %transposed_283, %1196, %1184, %transposed_277, %1175, %1163, %1152, %collapsed_271 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x1x1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<12x2x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x1x3x3xf32>, tensor<12xf32>, tensor<12xf32>, tensor<3x12x1x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<18x3x1x1xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18x1x3x3xf32>, tensor<18xf32>, tensor<18xf32>, tensor<3x18x1x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<18x3x1x1xf32>, tensor<18xf32>, tensor<18xf32>, tensor<18x1x3x3xf32>, tensor<18xf32>, tensor<18xf32>, tensor<4x18x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<12x72x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<12x72x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<20x120x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<20x120x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<160x40x1x1xf32>, tensor<160xf32>, tensor<160xf32>, tensor<10x160xf32>, tensor<10xf32>
  }
}
