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
  func.func @train_step(%arg0: tensor<2x3x64x64xf64>, %arg1: tensor<2xi64>, %arg2: tensor<4x3x3x3xf64>, %arg3: tensor<4xf64>, %arg4: tensor<4xf64>, %arg5: tensor<4x1x3x3xf64>, %arg6: tensor<4xf64>, %arg7: tensor<4xf64>, %arg8: tensor<2x4x1x1xf64>, %arg9: tensor<2xf64>, %arg10: tensor<2xf64>, %arg11: tensor<12x2x1x1xf64>, %arg12: tensor<12xf64>, %arg13: tensor<12xf64>, %arg14: tensor<12x1x3x3xf64>, %arg15: tensor<12xf64>, %arg16: tensor<12xf64>, %arg17: tensor<3x12x1x1xf64>, %arg18: tensor<3xf64>, %arg19: tensor<3xf64>, %arg20: tensor<18x3x1x1xf64>, %arg21: tensor<18xf64>, %arg22: tensor<18xf64>, %arg23: tensor<18x1x3x3xf64>, %arg24: tensor<18xf64>, %arg25: tensor<18xf64>, %arg26: tensor<3x18x1x1xf64>, %arg27: tensor<3xf64>, %arg28: tensor<3xf64>, %arg29: tensor<18x3x1x1xf64>, %arg30: tensor<18xf64>, %arg31: tensor<18xf64>, %arg32: tensor<18x1x3x3xf64>, %arg33: tensor<18xf64>, %arg34: tensor<18xf64>, %arg35: tensor<4x18x1x1xf64>, %arg36: tensor<4xf64>, %arg37: tensor<4xf64>, %arg38: tensor<24x4x1x1xf64>, %arg39: tensor<24xf64>, %arg40: tensor<24xf64>, %arg41: tensor<24x1x3x3xf64>, %arg42: tensor<24xf64>, %arg43: tensor<24xf64>, %arg44: tensor<4x24x1x1xf64>, %arg45: tensor<4xf64>, %arg46: tensor<4xf64>, %arg47: tensor<24x4x1x1xf64>, %arg48: tensor<24xf64>, %arg49: tensor<24xf64>, %arg50: tensor<24x1x3x3xf64>, %arg51: tensor<24xf64>, %arg52: tensor<24xf64>, %arg53: tensor<4x24x1x1xf64>, %arg54: tensor<4xf64>, %arg55: tensor<4xf64>, %arg56: tensor<24x4x1x1xf64>, %arg57: tensor<24xf64>, %arg58: tensor<24xf64>, %arg59: tensor<24x1x3x3xf64>, %arg60: tensor<24xf64>, %arg61: tensor<24xf64>, %arg62: tensor<8x24x1x1xf64>, %arg63: tensor<8xf64>, %arg64: tensor<8xf64>, %arg65: tensor<48x8x1x1xf64>, %arg66: tensor<48xf64>, %arg67: tensor<48xf64>, %arg68: tensor<48x1x3x3xf64>, %arg69: tensor<48xf64>, %arg70: tensor<48xf64>, %arg71: tensor<8x48x1x1xf64>, %arg72: tensor<8xf64>, %arg73: tensor<8xf64>, %arg74: tensor<48x8x1x1xf64>, %arg75: tensor<48xf64>, %arg76: tensor<48xf64>, %arg77: tensor<48x1x3x3xf64>, %arg78: tensor<48xf64>, %arg79: tensor<48xf64>, %arg80: tensor<8x48x1x1xf64>, %arg81: tensor<8xf64>, %arg82: tensor<8xf64>, %arg83: tensor<48x8x1x1xf64>, %arg84: tensor<48xf64>, %arg85: tensor<48xf64>, %arg86: tensor<48x1x3x3xf64>, %arg87: tensor<48xf64>, %arg88: tensor<48xf64>, %arg89: tensor<8x48x1x1xf64>, %arg90: tensor<8xf64>, %arg91: tensor<8xf64>, %arg92: tensor<48x8x1x1xf64>, %arg93: tensor<48xf64>, %arg94: tensor<48xf64>, %arg95: tensor<48x1x3x3xf64>, %arg96: tensor<48xf64>, %arg97: tensor<48xf64>, %arg98: tensor<12x48x1x1xf64>, %arg99: tensor<12xf64>, %arg100: tensor<12xf64>, %arg101: tensor<72x12x1x1xf64>, %arg102: tensor<72xf64>, %arg103: tensor<72xf64>, %arg104: tensor<72x1x3x3xf64>, %arg105: tensor<72xf64>, %arg106: tensor<72xf64>, %arg107: tensor<12x72x1x1xf64>, %arg108: tensor<12xf64>, %arg109: tensor<12xf64>, %arg110: tensor<72x12x1x1xf64>, %arg111: tensor<72xf64>, %arg112: tensor<72xf64>, %arg113: tensor<72x1x3x3xf64>, %arg114: tensor<72xf64>, %arg115: tensor<72xf64>, %arg116: tensor<12x72x1x1xf64>, %arg117: tensor<12xf64>, %arg118: tensor<12xf64>, %arg119: tensor<72x12x1x1xf64>, %arg120: tensor<72xf64>, %arg121: tensor<72xf64>, %arg122: tensor<72x1x3x3xf64>, %arg123: tensor<72xf64>, %arg124: tensor<72xf64>, %arg125: tensor<20x72x1x1xf64>, %arg126: tensor<20xf64>, %arg127: tensor<20xf64>, %arg128: tensor<120x20x1x1xf64>, %arg129: tensor<120xf64>, %arg130: tensor<120xf64>, %arg131: tensor<120x1x3x3xf64>, %arg132: tensor<120xf64>, %arg133: tensor<120xf64>, %arg134: tensor<20x120x1x1xf64>, %arg135: tensor<20xf64>, %arg136: tensor<20xf64>, %arg137: tensor<120x20x1x1xf64>, %arg138: tensor<120xf64>, %arg139: tensor<120xf64>, %arg140: tensor<120x1x3x3xf64>, %arg141: tensor<120xf64>, %arg142: tensor<120xf64>, %arg143: tensor<20x120x1x1xf64>, %arg144: tensor<20xf64>, %arg145: tensor<20xf64>, %arg146: tensor<120x20x1x1xf64>, %arg147: tensor<120xf64>, %arg148: tensor<120xf64>, %arg149: tensor<120x1x3x3xf64>, %arg150: tensor<120xf64>, %arg151: tensor<120xf64>, %arg152: tensor<40x120x1x1xf64>, %arg153: tensor<40xf64>, %arg154: tensor<40xf64>, %arg155: tensor<160x40x1x1xf64>, %arg156: tensor<160xf64>, %arg157: tensor<160xf64>, %arg158: tensor<10x160xf64>, %arg159: tensor<10xf64>) -> (tensor<f64>, tensor<4x3x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x1x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<2x4x1x1xf64>, tensor<2xf64>, tensor<2xf64>, tensor<12x2x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12x1x3x3xf64>, tensor<12xf64>, tensor<12xf64>, tensor<3x12x1x1xf64>, tensor<3xf64>, tensor<3xf64>, tensor<18x3x1x1xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18x1x3x3xf64>, tensor<18xf64>, tensor<18xf64>, tensor<3x18x1x1xf64>, tensor<3xf64>, tensor<3xf64>, tensor<18x3x1x1xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18x1x3x3xf64>, tensor<18xf64>, tensor<18xf64>, tensor<4x18x1x1xf64>, tensor<4xf64>, tensor<4xf64>, tensor<24x4x1x1xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24x1x3x3xf64>, tensor<24xf64>, tensor<24xf64>, tensor<4x24x1x1xf64>, tensor<4xf64>, tensor<4xf64>, tensor<24x4x1x1xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24x1x3x3xf64>, tensor<24xf64>, tensor<24xf64>, tensor<4x24x1x1xf64>, tensor<4xf64>, tensor<4xf64>, tensor<24x4x1x1xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24x1x3x3xf64>, tensor<24xf64>, tensor<24xf64>, tensor<8x24x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<8x48x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<8x48x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<8x48x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<12x48x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<72x12x1x1xf64>, tensor<72xf64>, tensor<72xf64>, tensor<72x1x3x3xf64>, tensor<72xf64>, tensor<72xf64>, tensor<12x72x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<72x12x1x1xf64>, tensor<72xf64>, tensor<72xf64>, tensor<72x1x3x3xf64>, tensor<72xf64>, tensor<72xf64>, tensor<12x72x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<72x12x1x1xf64>, tensor<72xf64>, tensor<72xf64>, tensor<72x1x3x3xf64>, tensor<72xf64>, tensor<72xf64>, tensor<20x72x1x1xf64>, tensor<20xf64>, tensor<20xf64>, tensor<120x20x1x1xf64>, tensor<120xf64>, tensor<120xf64>, tensor<120x1x3x3xf64>, tensor<120xf64>, tensor<120xf64>, tensor<20x120x1x1xf64>, tensor<20xf64>, tensor<20xf64>, tensor<120x20x1x1xf64>, tensor<120xf64>, tensor<120xf64>, tensor<120x1x3x3xf64>, tensor<120xf64>, tensor<120xf64>, tensor<20x120x1x1xf64>, tensor<20xf64>, tensor<20xf64>, tensor<120x20x1x1xf64>, tensor<120xf64>, tensor<120xf64>, tensor<120x1x3x3xf64>, tensor<120xf64>, tensor<120xf64>, tensor<40x120x1x1xf64>, tensor<40xf64>, tensor<40xf64>, tensor<160x40x1x1xf64>, tensor<160xf64>, tensor<160xf64>, tensor<10x160xf64>, tensor<10xf64>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %c10 = arith.constant 10 : index
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_2 = arith.constant dense<6.000000e+00> : tensor<f64>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_4 = arith.constant 4.8828125E-4 : f64
    %cst_5 = arith.constant 0.001953125 : f64
    %cst_6 = arith.constant 7.812500e-03 : f64
    %cst_7 = arith.constant 3.125000e-02 : f64
    %cst_8 = arith.constant 1.250000e-01 : f64
    %cst_9 = arith.constant 6.000000e+00 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 2.048000e+03 : f64
    %cst_12 = arith.constant 5.120000e+02 : f64
    %cst_13 = arith.constant 1.280000e+02 : f64
    %cst_14 = arith.constant 3.200000e+01 : f64
    %cst_15 = arith.constant 8.000000e+00 : f64
    %cst_16 = arith.constant 4.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_17 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x3x64x64xf64> to tensor<2x3x66x66xf64>
    %0 = tensor.empty() : tensor<2x4x32x32xf64>
    %1 = linalg.fill ins(%cst : f64) outs(%0 : tensor<2x4x32x32xf64>) -> tensor<2x4x32x32xf64>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x66x66xf64>, tensor<4x3x3x3xf64>) outs(%1 : tensor<2x4x32x32xf64>) -> tensor<2x4x32x32xf64>
    %3 = tensor.empty() : tensor<4xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<4xf64>) -> tensor<4xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %7 = tensor.empty() : tensor<1x4x1x1xf64>
    %8 = linalg.fill ins(%cst : f64) outs(%7 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x32x32xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %10 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%13 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%15 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_18 = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_18 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %expanded_19 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_19 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %expanded_20 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_20 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_3 : tensor<2x4x32x32xf64>, tensor<f64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x4x32x32xf64>
    %22 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %21 : tensor<f64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x4x32x32xf64>
    %padded_21 = tensor.pad %22 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x4x32x32xf64> to tensor<2x4x34x34xf64>
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2], [3]] : tensor<4x1x3x3xf64> into tensor<4x3x3xf64>
    %23 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %collapsed : tensor<2x4x34x34xf64>, tensor<4x3x3xf64>) outs(%1 : tensor<2x4x32x32xf64>) -> tensor<2x4x32x32xf64>
    %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%23 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%24 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%23 : tensor<2x4x32x32xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %27 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %28 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%29 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%30 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%31 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%32 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_22 = tensor.expand_shape %25 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_23 = tensor.expand_shape %33 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_22 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_23 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %expanded_24 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_24 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %expanded_25 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_25 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_3 : tensor<2x4x32x32xf64>, tensor<f64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x4x32x32xf64>
    %39 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %38 : tensor<f64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x4x32x32xf64>
    %40 = tensor.empty() : tensor<2x2x32x32xf64>
    %41 = linalg.fill ins(%cst : f64) outs(%40 : tensor<2x2x32x32xf64>) -> tensor<2x2x32x32xf64>
    %42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%39, %arg8 : tensor<2x4x32x32xf64>, tensor<2x4x1x1xf64>) outs(%41 : tensor<2x2x32x32xf64>) -> tensor<2x2x32x32xf64>
    %43 = tensor.empty() : tensor<2xf64>
    %44 = linalg.fill ins(%cst : f64) outs(%43 : tensor<2xf64>) -> tensor<2xf64>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%42 : tensor<2x2x32x32xf64>) outs(%44 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %46 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%45 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %47 = tensor.empty() : tensor<1x2x1x1xf64>
    %48 = linalg.fill ins(%cst : f64) outs(%47 : tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %49 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%42 : tensor<2x2x32x32xf64>) outs(%48 : tensor<1x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x2x1x1xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x2x1x1xf64>) outs(%47 : tensor<1x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x2x1x1xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %50 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %51 : tensor<2x2x32x32xf64>, tensor<2x2x32x32xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%52 : tensor<2x2x32x32xf64>) outs(%44 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%53 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %55 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%54 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%55 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %expanded_26 = tensor.expand_shape %46 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %expanded_27 = tensor.expand_shape %56 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_26 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_27 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %expanded_28 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_28 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %expanded_29 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_29 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %61 = tensor.empty() : tensor<2x12x32x32xf64>
    %62 = linalg.fill ins(%cst : f64) outs(%61 : tensor<2x12x32x32xf64>) -> tensor<2x12x32x32xf64>
    %63 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%60, %arg11 : tensor<2x2x32x32xf64>, tensor<12x2x1x1xf64>) outs(%62 : tensor<2x12x32x32xf64>) -> tensor<2x12x32x32xf64>
    %64 = tensor.empty() : tensor<12xf64>
    %65 = linalg.fill ins(%cst : f64) outs(%64 : tensor<12xf64>) -> tensor<12xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%63 : tensor<2x12x32x32xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%66 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %68 = tensor.empty() : tensor<1x12x1x1xf64>
    %69 = linalg.fill ins(%cst : f64) outs(%68 : tensor<1x12x1x1xf64>) -> tensor<1x12x1x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%63 : tensor<2x12x32x32xf64>) outs(%69 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x12x1x1xf64>) outs(%68 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %71 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x12x32x32xf64>, tensor<2x12x32x32xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%73 : tensor<2x12x32x32xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%74 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_11 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %76 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%75 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%76 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_30 = tensor.expand_shape %67 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %expanded_31 = tensor.expand_shape %77 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_30 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_31 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %expanded_32 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_32 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %expanded_33 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_33 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %cst_3 : tensor<2x12x32x32xf64>, tensor<f64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x12x32x32xf64>
    %83 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %82 : tensor<f64>, tensor<2x12x32x32xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x12x32x32xf64>
    %padded_34 = tensor.pad %83 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x12x32x32xf64> to tensor<2x12x34x34xf64>
    %84 = tensor.empty() : tensor<2x12x16x16xf64>
    %85 = linalg.fill ins(%cst : f64) outs(%84 : tensor<2x12x16x16xf64>) -> tensor<2x12x16x16xf64>
    %collapsed_35 = tensor.collapse_shape %arg14 [[0, 1], [2], [3]] : tensor<12x1x3x3xf64> into tensor<12x3x3xf64>
    %86 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_34, %collapsed_35 : tensor<2x12x34x34xf64>, tensor<12x3x3xf64>) outs(%85 : tensor<2x12x16x16xf64>) -> tensor<2x12x16x16xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%86 : tensor<2x12x16x16xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%87 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%86 : tensor<2x12x16x16xf64>) outs(%69 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x12x1x1xf64>) outs(%68 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %90 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<2x12x16x16xf64>, tensor<2x12x16x16xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%92 : tensor<2x12x16x16xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%93 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %95 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%94 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%95 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_36 = tensor.expand_shape %88 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %expanded_37 = tensor.expand_shape %96 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_36 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_37 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %expanded_38 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_38 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %expanded_39 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_39 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %cst_3 : tensor<2x12x16x16xf64>, tensor<f64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x12x16x16xf64>
    %102 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %101 : tensor<f64>, tensor<2x12x16x16xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x12x16x16xf64>
    %103 = tensor.empty() : tensor<2x3x16x16xf64>
    %104 = linalg.fill ins(%cst : f64) outs(%103 : tensor<2x3x16x16xf64>) -> tensor<2x3x16x16xf64>
    %105 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%102, %arg17 : tensor<2x12x16x16xf64>, tensor<3x12x1x1xf64>) outs(%104 : tensor<2x3x16x16xf64>) -> tensor<2x3x16x16xf64>
    %106 = tensor.empty() : tensor<3xf64>
    %107 = linalg.fill ins(%cst : f64) outs(%106 : tensor<3xf64>) -> tensor<3xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%108 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %110 = tensor.empty() : tensor<1x3x1x1xf64>
    %111 = linalg.fill ins(%cst : f64) outs(%110 : tensor<1x3x1x1xf64>) -> tensor<1x3x1x1xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<2x3x16x16xf64>) outs(%111 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x3x1x1xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x3x1x1xf64>) outs(%110 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x3x1x1xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %113 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %114 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%115 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%116 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%117 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%118 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_40 = tensor.expand_shape %109 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %expanded_41 = tensor.expand_shape %119 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_40 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_41 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %expanded_42 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_42 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %expanded_43 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_43 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %124 = tensor.empty() : tensor<2x18x16x16xf64>
    %125 = linalg.fill ins(%cst : f64) outs(%124 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%123, %arg20 : tensor<2x3x16x16xf64>, tensor<18x3x1x1xf64>) outs(%125 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %127 = tensor.empty() : tensor<18xf64>
    %128 = linalg.fill ins(%cst : f64) outs(%127 : tensor<18xf64>) -> tensor<18xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%126 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%129 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %131 = tensor.empty() : tensor<1x18x1x1xf64>
    %132 = linalg.fill ins(%cst : f64) outs(%131 : tensor<1x18x1x1xf64>) -> tensor<1x18x1x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%126 : tensor<2x18x16x16xf64>) outs(%132 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x18x1x1xf64>) outs(%131 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %134 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %135 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%136 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%137 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%138 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%139 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_44 = tensor.expand_shape %130 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %expanded_45 = tensor.expand_shape %140 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_44 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_45 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %expanded_46 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_46 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %expanded_47 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_47 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %cst_3 : tensor<2x18x16x16xf64>, tensor<f64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x16x16xf64>
    %146 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %145 : tensor<f64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x16x16xf64>
    %padded_48 = tensor.pad %146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x18x16x16xf64> to tensor<2x18x18x18xf64>
    %collapsed_49 = tensor.collapse_shape %arg23 [[0, 1], [2], [3]] : tensor<18x1x3x3xf64> into tensor<18x3x3xf64>
    %147 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_48, %collapsed_49 : tensor<2x18x18x18xf64>, tensor<18x3x3xf64>) outs(%125 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%147 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%148 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %150 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%147 : tensor<2x18x16x16xf64>) outs(%132 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x18x1x1xf64>) outs(%131 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %151 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %152 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%153 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%154 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%155 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%156 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_50 = tensor.expand_shape %149 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %expanded_51 = tensor.expand_shape %157 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_50 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_51 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %expanded_52 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_52 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %expanded_53 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_53 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %cst_3 : tensor<2x18x16x16xf64>, tensor<f64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x16x16xf64>
    %163 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %162 : tensor<f64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x16x16xf64>
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%163, %arg26 : tensor<2x18x16x16xf64>, tensor<3x18x1x1xf64>) outs(%104 : tensor<2x3x16x16xf64>) -> tensor<2x3x16x16xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%164 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%165 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%164 : tensor<2x3x16x16xf64>) outs(%111 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x3x1x1xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<1x3x1x1xf64>) outs(%110 : tensor<1x3x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x3x1x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %168 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%170 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%171 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%172 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%173 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_54 = tensor.expand_shape %166 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %expanded_55 = tensor.expand_shape %174 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_54 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_55 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %expanded_56 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_56 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %expanded_57 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_57 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %178 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%179, %arg29 : tensor<2x3x16x16xf64>, tensor<18x3x1x1xf64>) outs(%125 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %181 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%180 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%181 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%180 : tensor<2x18x16x16xf64>) outs(%132 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x18x1x1xf64>) outs(%131 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %184 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %185 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%186 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%187 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_12 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%188 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%189 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_58 = tensor.expand_shape %182 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %expanded_59 = tensor.expand_shape %190 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_58 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_59 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %expanded_60 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_60 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %expanded_61 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_61 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %cst_3 : tensor<2x18x16x16xf64>, tensor<f64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x16x16xf64>
    %196 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %195 : tensor<f64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x16x16xf64>
    %padded_62 = tensor.pad %196 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x18x16x16xf64> to tensor<2x18x18x18xf64>
    %197 = tensor.empty() : tensor<2x18x8x8xf64>
    %198 = linalg.fill ins(%cst : f64) outs(%197 : tensor<2x18x8x8xf64>) -> tensor<2x18x8x8xf64>
    %collapsed_63 = tensor.collapse_shape %arg32 [[0, 1], [2], [3]] : tensor<18x1x3x3xf64> into tensor<18x3x3xf64>
    %199 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_62, %collapsed_63 : tensor<2x18x18x18xf64>, tensor<18x3x3xf64>) outs(%198 : tensor<2x18x8x8xf64>) -> tensor<2x18x8x8xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%199 : tensor<2x18x8x8xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %201 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%200 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%199 : tensor<2x18x8x8xf64>) outs(%132 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<1x18x1x1xf64>) outs(%131 : tensor<1x18x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x18x1x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %203 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %204 : tensor<2x18x8x8xf64>, tensor<2x18x8x8xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%205 : tensor<2x18x8x8xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%206 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%207 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%208 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_64 = tensor.expand_shape %201 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %expanded_65 = tensor.expand_shape %209 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_64 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %expanded_65 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %expanded_66 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_66 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %expanded_67 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_67 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %cst_3 : tensor<2x18x8x8xf64>, tensor<f64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x8x8xf64>
    %215 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %214 : tensor<f64>, tensor<2x18x8x8xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x18x8x8xf64>
    %216 = tensor.empty() : tensor<2x4x8x8xf64>
    %217 = linalg.fill ins(%cst : f64) outs(%216 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%215, %arg35 : tensor<2x18x8x8xf64>, tensor<4x18x1x1xf64>) outs(%217 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %219 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%218 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %220 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%219 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%218 : tensor<2x4x8x8xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %223 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %222 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %223 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%224 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%226 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%227 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_68 = tensor.expand_shape %220 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_69 = tensor.expand_shape %228 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %229 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_68 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_69 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_70 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_70 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_71 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %232 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_71 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %233 = tensor.empty() : tensor<2x24x8x8xf64>
    %234 = linalg.fill ins(%cst : f64) outs(%233 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %235 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%232, %arg38 : tensor<2x4x8x8xf64>, tensor<24x4x1x1xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %236 = tensor.empty() : tensor<24xf64>
    %237 = linalg.fill ins(%cst : f64) outs(%236 : tensor<24xf64>) -> tensor<24xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%235 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %239 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%238 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %240 = tensor.empty() : tensor<1x24x1x1xf64>
    %241 = linalg.fill ins(%cst : f64) outs(%240 : tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%235 : tensor<2x24x8x8xf64>) outs(%241 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<1x24x1x1xf64>) outs(%240 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %243 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %244 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%245 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%246 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%248 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_72 = tensor.expand_shape %239 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %expanded_73 = tensor.expand_shape %249 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %250 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_72 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_73 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_74 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_74 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_75 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_75 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %254 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %cst_3 : tensor<2x24x8x8xf64>, tensor<f64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %255 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %254 : tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %padded_76 = tensor.pad %255 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x24x8x8xf64> to tensor<2x24x10x10xf64>
    %collapsed_77 = tensor.collapse_shape %arg41 [[0, 1], [2], [3]] : tensor<24x1x3x3xf64> into tensor<24x3x3xf64>
    %256 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_76, %collapsed_77 : tensor<2x24x10x10xf64>, tensor<24x3x3xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%256 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%257 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %259 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%256 : tensor<2x24x8x8xf64>) outs(%241 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x24x1x1xf64>) outs(%240 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %260 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %261 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%262 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%263 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%264 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %266 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%265 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_78 = tensor.expand_shape %258 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %expanded_79 = tensor.expand_shape %266 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_78 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %268 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_79 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_80 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %269 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %expanded_80 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_81 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %270 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %expanded_81 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %271 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %cst_3 : tensor<2x24x8x8xf64>, tensor<f64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %272 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %271 : tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %273 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%272, %arg44 : tensor<2x24x8x8xf64>, tensor<4x24x1x1xf64>) outs(%217 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %274 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%274 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<2x4x8x8xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %277 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %278 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%279 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%281 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%282 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_82 = tensor.expand_shape %275 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_83 = tensor.expand_shape %283 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_82 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_83 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_84 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_84 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_85 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_85 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %287 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%288, %arg47 : tensor<2x4x8x8xf64>, tensor<24x4x1x1xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%290 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x24x8x8xf64>) outs(%241 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x24x1x1xf64>) outs(%240 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %293 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %294 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %296 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%295 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_86 = tensor.expand_shape %291 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %expanded_87 = tensor.expand_shape %299 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_86 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %301 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_87 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_88 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %302 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_88 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_89 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_89 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %304 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %cst_3 : tensor<2x24x8x8xf64>, tensor<f64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %305 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %304 : tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %padded_90 = tensor.pad %305 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x24x8x8xf64> to tensor<2x24x10x10xf64>
    %collapsed_91 = tensor.collapse_shape %arg50 [[0, 1], [2], [3]] : tensor<24x1x3x3xf64> into tensor<24x3x3xf64>
    %306 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %collapsed_91 : tensor<2x24x10x10xf64>, tensor<24x3x3xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%306 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%307 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%306 : tensor<2x24x8x8xf64>) outs(%241 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<1x24x1x1xf64>) outs(%240 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %310 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %311 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %313 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%312 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%313 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%315 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_92 = tensor.expand_shape %308 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %expanded_93 = tensor.expand_shape %316 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %expanded_92 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_93 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_94 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_94 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_95 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_95 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %cst_3 : tensor<2x24x8x8xf64>, tensor<f64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %322 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %321 : tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %323 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%322, %arg53 : tensor<2x24x8x8xf64>, tensor<4x24x1x1xf64>) outs(%217 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %324 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%323 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%324 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %326 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%323 : tensor<2x4x8x8xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x4x1x1xf64>
    %328 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %327 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %328 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%329 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%330 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%331 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%332 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_96 = tensor.expand_shape %325 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %expanded_97 = tensor.expand_shape %333 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %expanded_96 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_97 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_98 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %336 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_98 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %expanded_99 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %337 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_99 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %337 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %339 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%338, %arg56 : tensor<2x4x8x8xf64>, tensor<24x4x1x1xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%339 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%340 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%339 : tensor<2x24x8x8xf64>) outs(%241 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342 : tensor<1x24x1x1xf64>) outs(%240 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %343 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %344 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %346 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%345 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%346 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_13 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%347 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %349 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%348 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_100 = tensor.expand_shape %341 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %expanded_101 = tensor.expand_shape %349 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %350 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %expanded_100 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %351 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_101 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_102 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %352 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_102 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %expanded_103 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %353 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %expanded_103 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %354 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %cst_3 : tensor<2x24x8x8xf64>, tensor<f64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %355 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %354 : tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x8x8xf64>
    %padded_104 = tensor.pad %355 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x24x8x8xf64> to tensor<2x24x10x10xf64>
    %356 = tensor.empty() : tensor<2x24x4x4xf64>
    %357 = linalg.fill ins(%cst : f64) outs(%356 : tensor<2x24x4x4xf64>) -> tensor<2x24x4x4xf64>
    %collapsed_105 = tensor.collapse_shape %arg59 [[0, 1], [2], [3]] : tensor<24x1x3x3xf64> into tensor<24x3x3xf64>
    %358 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_104, %collapsed_105 : tensor<2x24x10x10xf64>, tensor<24x3x3xf64>) outs(%357 : tensor<2x24x4x4xf64>) -> tensor<2x24x4x4xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%358 : tensor<2x24x4x4xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%359 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %361 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%358 : tensor<2x24x4x4xf64>) outs(%241 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x24x1x1xf64>) outs(%240 : tensor<1x24x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x24x1x1xf64>
    %363 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %362 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %363 : tensor<2x24x4x4xf64>, tensor<2x24x4x4xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %365 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%364 : tensor<2x24x4x4xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%365 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %367 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%366 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%367 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_106 = tensor.expand_shape %360 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %expanded_107 = tensor.expand_shape %368 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %369 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_106 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %370 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %expanded_107 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %expanded_108 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %371 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %expanded_108 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %expanded_109 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %372 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_109 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %373 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %cst_3 : tensor<2x24x4x4xf64>, tensor<f64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x4x4xf64>
    %374 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %373 : tensor<f64>, tensor<2x24x4x4xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x24x4x4xf64>
    %375 = tensor.empty() : tensor<2x8x4x4xf64>
    %376 = linalg.fill ins(%cst : f64) outs(%375 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%374, %arg62 : tensor<2x24x4x4xf64>, tensor<8x24x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %378 = tensor.empty() : tensor<8xf64>
    %379 = linalg.fill ins(%cst : f64) outs(%378 : tensor<8xf64>) -> tensor<8xf64>
    %380 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%377 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%380 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %382 = tensor.empty() : tensor<1x8x1x1xf64>
    %383 = linalg.fill ins(%cst : f64) outs(%382 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %384 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%377 : tensor<2x8x4x4xf64>) outs(%383 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<1x8x1x1xf64>) outs(%382 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %386 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %385 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %386 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %388 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%387 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%388 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%389 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %391 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%390 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_110 = tensor.expand_shape %381 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_111 = tensor.expand_shape %391 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %expanded_110 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_111 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_112 = tensor.expand_shape %arg63 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_112 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_113 = tensor.expand_shape %arg64 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %395 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_113 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %396 = tensor.empty() : tensor<2x48x4x4xf64>
    %397 = linalg.fill ins(%cst : f64) outs(%396 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%395, %arg65 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %399 = tensor.empty() : tensor<48xf64>
    %400 = linalg.fill ins(%cst : f64) outs(%399 : tensor<48xf64>) -> tensor<48xf64>
    %401 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%398 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%401 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %403 = tensor.empty() : tensor<1x48x1x1xf64>
    %404 = linalg.fill ins(%cst : f64) outs(%403 : tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %405 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%398 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %407 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %406 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %407 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %409 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%408 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %410 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%409 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%410 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %412 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%411 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_114 = tensor.expand_shape %402 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_115 = tensor.expand_shape %412 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %413 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_114 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %414 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_115 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_116 = tensor.expand_shape %arg66 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %415 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_116 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_117 = tensor.expand_shape %arg67 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %416 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %expanded_117 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %417 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %418 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %417 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %padded_118 = tensor.pad %418 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_119 = tensor.collapse_shape %arg68 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %419 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_118, %collapsed_119 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %420 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%419 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%420 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %422 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%419 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %424 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %423 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %424 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %426 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%425 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%426 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%427 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%428 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_120 = tensor.expand_shape %421 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_121 = tensor.expand_shape %429 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %430 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %expanded_120 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %431 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_121 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_122 = tensor.expand_shape %arg69 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %432 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_122 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_123 = tensor.expand_shape %arg70 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %433 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432, %expanded_123 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %434 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %435 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %434 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %436 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%435, %arg71 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %437 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%436 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%437 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %439 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%436 : tensor<2x8x4x4xf64>) outs(%383 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<1x8x1x1xf64>) outs(%382 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %441 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %440 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %441 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %443 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%442 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %444 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%443 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%444 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %446 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%445 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_124 = tensor.expand_shape %438 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_125 = tensor.expand_shape %446 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %447 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_124 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %448 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_125 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_126 = tensor.expand_shape %arg72 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %449 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %expanded_126 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_127 = tensor.expand_shape %arg73 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %450 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %expanded_127 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %451 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %450 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %452 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%451, %arg74 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %453 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%452 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%453 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %455 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%452 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %457 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %456 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %458 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %457 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %459 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%458 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %460 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%459 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %461 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%460 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %462 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%461 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_128 = tensor.expand_shape %454 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_129 = tensor.expand_shape %462 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %463 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_128 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %464 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_129 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_130 = tensor.expand_shape %arg75 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %expanded_130 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_131 = tensor.expand_shape %arg76 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %466 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %expanded_131 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %467 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %468 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %467 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %padded_132 = tensor.pad %468 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_133 = tensor.collapse_shape %arg77 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %469 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %collapsed_133 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %470 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%469 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%470 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %472 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%469 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %473 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %474 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %473 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %475 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %474 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %476 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%475 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%476 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%477 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%478 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_134 = tensor.expand_shape %471 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_135 = tensor.expand_shape %479 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %480 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %expanded_134 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %481 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_135 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_136 = tensor.expand_shape %arg78 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %482 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_136 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_137 = tensor.expand_shape %arg79 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %483 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_137 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %484 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %485 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %484 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %486 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%485, %arg80 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %487 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%486 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %488 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%487 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %489 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%486 : tensor<2x8x4x4xf64>) outs(%383 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<1x8x1x1xf64>) outs(%382 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %491 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %490 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %491 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %493 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%492 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%493 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%494 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%495 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_138 = tensor.expand_shape %488 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_139 = tensor.expand_shape %496 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %497 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_138 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %498 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_139 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_140 = tensor.expand_shape %arg81 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %499 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %expanded_140 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_141 = tensor.expand_shape %arg82 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %500 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %expanded_141 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %500 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %502 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%501, %arg83 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %503 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%502 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %504 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%503 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %505 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%502 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %507 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %506 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %507 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %509 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%508 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%509 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %511 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%510 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_142 = tensor.expand_shape %504 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_143 = tensor.expand_shape %512 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %513 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %expanded_142 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %514 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %expanded_143 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_144 = tensor.expand_shape %arg84 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %515 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %expanded_144 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_145 = tensor.expand_shape %arg85 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %516 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %expanded_145 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %517 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %518 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %517 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %padded_146 = tensor.pad %518 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_147 = tensor.collapse_shape %arg86 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %519 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_146, %collapsed_147 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %520 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%519 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %521 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%520 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %522 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%519 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %524 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %523 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %525 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524, %524 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %526 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%525 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%526 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%527 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %529 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%528 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_148 = tensor.expand_shape %521 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_149 = tensor.expand_shape %529 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %530 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %expanded_148 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %531 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %expanded_149 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_150 = tensor.expand_shape %arg87 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %532 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %expanded_150 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_151 = tensor.expand_shape %arg88 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %533 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %expanded_151 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %534 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %535 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %534 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %536 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%535, %arg89 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %537 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%536 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%537 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %539 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%536 : tensor<2x8x4x4xf64>) outs(%383 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %540 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539 : tensor<1x8x1x1xf64>) outs(%382 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x8x1x1xf64>
    %541 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %540 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %541 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %543 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%542 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %544 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%543 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%544 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %546 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%545 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_152 = tensor.expand_shape %538 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_153 = tensor.expand_shape %546 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %547 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_152 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %548 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %expanded_153 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_154 = tensor.expand_shape %arg90 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %549 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %expanded_154 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %expanded_155 = tensor.expand_shape %arg91 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %550 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %expanded_155 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %550 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %552 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%551, %arg92 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %553 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%552 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %554 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%553 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %555 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%552 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %557 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %556 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557, %557 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %559 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%558 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %560 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%559 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%560 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %562 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%561 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_156 = tensor.expand_shape %554 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_157 = tensor.expand_shape %562 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %563 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %expanded_156 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %564 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_157 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_158 = tensor.expand_shape %arg93 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %565 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_158 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_159 = tensor.expand_shape %arg94 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %566 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565, %expanded_159 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %567 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %568 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %567 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %padded_160 = tensor.pad %568 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_161 = tensor.collapse_shape %arg95 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %569 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_160, %collapsed_161 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %570 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%569 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%570 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %572 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%569 : tensor<2x48x4x4xf64>) outs(%404 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %573 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%572 : tensor<1x48x1x1xf64>) outs(%403 : tensor<1x48x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x48x1x1xf64>
    %574 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %573 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %575 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574, %574 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %576 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%575 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %577 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%576 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %578 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%577 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%578 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_162 = tensor.expand_shape %571 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %expanded_163 = tensor.expand_shape %579 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %580 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %expanded_162 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %581 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580, %expanded_163 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_164 = tensor.expand_shape %arg96 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %582 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %expanded_164 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %expanded_165 = tensor.expand_shape %arg97 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %583 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%582, %expanded_165 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %584 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %cst_3 : tensor<2x48x4x4xf64>, tensor<f64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %585 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %584 : tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x48x4x4xf64>
    %586 = tensor.empty() : tensor<2x12x4x4xf64>
    %587 = linalg.fill ins(%cst : f64) outs(%586 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %588 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%585, %arg98 : tensor<2x48x4x4xf64>, tensor<12x48x1x1xf64>) outs(%587 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %589 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%588 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %590 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%589 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %591 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%588 : tensor<2x12x4x4xf64>) outs(%69 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591 : tensor<1x12x1x1xf64>) outs(%68 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %593 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %592 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %593 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %595 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%594 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%595 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %597 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%596 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %598 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%597 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_166 = tensor.expand_shape %590 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %expanded_167 = tensor.expand_shape %598 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %599 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %expanded_166 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %600 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %expanded_167 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %expanded_168 = tensor.expand_shape %arg99 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %601 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %expanded_168 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %expanded_169 = tensor.expand_shape %arg100 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %602 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601, %expanded_169 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %603 = tensor.empty() : tensor<2x72x4x4xf64>
    %604 = linalg.fill ins(%cst : f64) outs(%603 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %605 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%602, %arg101 : tensor<2x12x4x4xf64>, tensor<72x12x1x1xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %606 = tensor.empty() : tensor<72xf64>
    %607 = linalg.fill ins(%cst : f64) outs(%606 : tensor<72xf64>) -> tensor<72xf64>
    %608 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%605 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %609 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%608 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %610 = tensor.empty() : tensor<1x72x1x1xf64>
    %611 = linalg.fill ins(%cst : f64) outs(%610 : tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %612 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%605 : tensor<2x72x4x4xf64>) outs(%611 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %613 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612 : tensor<1x72x1x1xf64>) outs(%610 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %614 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %613 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %614 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %616 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%615 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%616 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %618 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%617 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %619 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%618 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_170 = tensor.expand_shape %609 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %expanded_171 = tensor.expand_shape %619 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %620 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %expanded_170 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %621 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %expanded_171 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_172 = tensor.expand_shape %arg102 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %622 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%621, %expanded_172 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_173 = tensor.expand_shape %arg103 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %623 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622, %expanded_173 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %624 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623, %cst_3 : tensor<2x72x4x4xf64>, tensor<f64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %625 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %624 : tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %padded_174 = tensor.pad %625 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x72x4x4xf64> to tensor<2x72x6x6xf64>
    %collapsed_175 = tensor.collapse_shape %arg104 [[0, 1], [2], [3]] : tensor<72x1x3x3xf64> into tensor<72x3x3xf64>
    %626 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_174, %collapsed_175 : tensor<2x72x6x6xf64>, tensor<72x3x3xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %627 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%626 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%627 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %629 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%626 : tensor<2x72x4x4xf64>) outs(%611 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%629 : tensor<1x72x1x1xf64>) outs(%610 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %631 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %630 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%631, %631 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %633 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%632 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %634 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%633 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %635 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%634 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %636 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%635 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_176 = tensor.expand_shape %628 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %expanded_177 = tensor.expand_shape %636 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %637 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %expanded_176 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %638 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_177 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_178 = tensor.expand_shape %arg105 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %639 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %expanded_178 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_179 = tensor.expand_shape %arg106 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %640 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %expanded_179 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %641 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %cst_3 : tensor<2x72x4x4xf64>, tensor<f64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %642 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %641 : tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %643 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%642, %arg107 : tensor<2x72x4x4xf64>, tensor<12x72x1x1xf64>) outs(%587 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %644 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%643 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%644 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %646 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%643 : tensor<2x12x4x4xf64>) outs(%69 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646 : tensor<1x12x1x1xf64>) outs(%68 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %648 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643, %647 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %648 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %650 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%649 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %651 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%650 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %652 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%651 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %653 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%652 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_180 = tensor.expand_shape %645 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %expanded_181 = tensor.expand_shape %653 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %654 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643, %expanded_180 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %655 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %expanded_181 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %expanded_182 = tensor.expand_shape %arg108 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %656 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %expanded_182 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %expanded_183 = tensor.expand_shape %arg109 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %657 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %expanded_183 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %658 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602, %657 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %659 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%658, %arg110 : tensor<2x12x4x4xf64>, tensor<72x12x1x1xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %660 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%659 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %661 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%660 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %662 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%659 : tensor<2x72x4x4xf64>) outs(%611 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %663 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662 : tensor<1x72x1x1xf64>) outs(%610 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %664 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %663 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %665 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664, %664 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %666 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%665 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %667 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%666 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %668 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%667 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %669 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%668 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_184 = tensor.expand_shape %661 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %expanded_185 = tensor.expand_shape %669 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %670 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %expanded_184 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %671 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %expanded_185 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_186 = tensor.expand_shape %arg111 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %672 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %expanded_186 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_187 = tensor.expand_shape %arg112 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %673 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_187 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %674 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %cst_3 : tensor<2x72x4x4xf64>, tensor<f64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %675 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %674 : tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %padded_188 = tensor.pad %675 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x72x4x4xf64> to tensor<2x72x6x6xf64>
    %collapsed_189 = tensor.collapse_shape %arg113 [[0, 1], [2], [3]] : tensor<72x1x3x3xf64> into tensor<72x3x3xf64>
    %676 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_188, %collapsed_189 : tensor<2x72x6x6xf64>, tensor<72x3x3xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %677 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%676 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %678 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%677 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %679 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%676 : tensor<2x72x4x4xf64>) outs(%611 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679 : tensor<1x72x1x1xf64>) outs(%610 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %681 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676, %680 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%681, %681 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %683 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%682 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %684 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%683 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %685 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%684 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %686 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%685 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_190 = tensor.expand_shape %678 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %expanded_191 = tensor.expand_shape %686 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %687 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676, %expanded_190 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %688 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%687, %expanded_191 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_192 = tensor.expand_shape %arg114 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %689 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%688, %expanded_192 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_193 = tensor.expand_shape %arg115 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %690 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %expanded_193 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %691 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690, %cst_3 : tensor<2x72x4x4xf64>, tensor<f64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %692 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %691 : tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %693 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%692, %arg116 : tensor<2x72x4x4xf64>, tensor<12x72x1x1xf64>) outs(%587 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %694 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%693 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%694 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %696 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%693 : tensor<2x12x4x4xf64>) outs(%69 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %697 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696 : tensor<1x12x1x1xf64>) outs(%68 : tensor<1x12x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x12x1x1xf64>
    %698 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %697 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%698, %698 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %700 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%699 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%700 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %702 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%701 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%702 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_194 = tensor.expand_shape %695 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %expanded_195 = tensor.expand_shape %703 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %704 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %expanded_194 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %705 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %expanded_195 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %expanded_196 = tensor.expand_shape %arg117 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %706 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%705, %expanded_196 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %expanded_197 = tensor.expand_shape %arg118 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %707 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %expanded_197 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658, %707 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %709 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%708, %arg119 : tensor<2x12x4x4xf64>, tensor<72x12x1x1xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %710 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%709 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %711 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%710 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %712 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%709 : tensor<2x72x4x4xf64>) outs(%611 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %713 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%712 : tensor<1x72x1x1xf64>) outs(%610 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %714 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709, %713 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %715 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %714 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %716 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%715 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%716 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_14 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%717 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %719 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%718 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_198 = tensor.expand_shape %711 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %expanded_199 = tensor.expand_shape %719 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %720 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709, %expanded_198 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %721 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %expanded_199 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_200 = tensor.expand_shape %arg120 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %722 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %expanded_200 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %expanded_201 = tensor.expand_shape %arg121 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %723 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722, %expanded_201 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %724 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723, %cst_3 : tensor<2x72x4x4xf64>, tensor<f64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %725 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %724 : tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x4x4xf64>
    %padded_202 = tensor.pad %725 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x72x4x4xf64> to tensor<2x72x6x6xf64>
    %726 = tensor.empty() : tensor<2x72x2x2xf64>
    %727 = linalg.fill ins(%cst : f64) outs(%726 : tensor<2x72x2x2xf64>) -> tensor<2x72x2x2xf64>
    %collapsed_203 = tensor.collapse_shape %arg122 [[0, 1], [2], [3]] : tensor<72x1x3x3xf64> into tensor<72x3x3xf64>
    %728 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_202, %collapsed_203 : tensor<2x72x6x6xf64>, tensor<72x3x3xf64>) outs(%727 : tensor<2x72x2x2xf64>) -> tensor<2x72x2x2xf64>
    %729 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%728 : tensor<2x72x2x2xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %730 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%729 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %731 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%728 : tensor<2x72x2x2xf64>) outs(%611 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %732 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731 : tensor<1x72x1x1xf64>) outs(%610 : tensor<1x72x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x72x1x1xf64>
    %733 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %732 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %734 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733, %733 : tensor<2x72x2x2xf64>, tensor<2x72x2x2xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %735 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%734 : tensor<2x72x2x2xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%735 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%736 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %738 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%737 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_204 = tensor.expand_shape %730 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %expanded_205 = tensor.expand_shape %738 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %739 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %expanded_204 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %740 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739, %expanded_205 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %expanded_206 = tensor.expand_shape %arg123 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %741 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%740, %expanded_206 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %expanded_207 = tensor.expand_shape %arg124 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %742 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %expanded_207 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %743 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %cst_3 : tensor<2x72x2x2xf64>, tensor<f64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x2x2xf64>
    %744 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %743 : tensor<f64>, tensor<2x72x2x2xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x72x2x2xf64>
    %745 = tensor.empty() : tensor<2x20x2x2xf64>
    %746 = linalg.fill ins(%cst : f64) outs(%745 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %747 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%744, %arg125 : tensor<2x72x2x2xf64>, tensor<20x72x1x1xf64>) outs(%746 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %748 = tensor.empty() : tensor<20xf64>
    %749 = linalg.fill ins(%cst : f64) outs(%748 : tensor<20xf64>) -> tensor<20xf64>
    %750 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%747 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %751 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%750 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %752 = tensor.empty() : tensor<1x20x1x1xf64>
    %753 = linalg.fill ins(%cst : f64) outs(%752 : tensor<1x20x1x1xf64>) -> tensor<1x20x1x1xf64>
    %754 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%747 : tensor<2x20x2x2xf64>) outs(%753 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x20x1x1xf64>
    %755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754 : tensor<1x20x1x1xf64>) outs(%752 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x20x1x1xf64>
    %756 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %755 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %757 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756, %756 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %758 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%757 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%758 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%759 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%760 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_208 = tensor.expand_shape %751 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %expanded_209 = tensor.expand_shape %761 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %762 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %expanded_208 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %763 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %expanded_209 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %expanded_210 = tensor.expand_shape %arg126 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %764 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_210 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %expanded_211 = tensor.expand_shape %arg127 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %765 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764, %expanded_211 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %766 = tensor.empty() : tensor<2x120x2x2xf64>
    %767 = linalg.fill ins(%cst : f64) outs(%766 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %768 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%765, %arg128 : tensor<2x20x2x2xf64>, tensor<120x20x1x1xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %769 = tensor.empty() : tensor<120xf64>
    %770 = linalg.fill ins(%cst : f64) outs(%769 : tensor<120xf64>) -> tensor<120xf64>
    %771 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%768 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %772 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%771 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %773 = tensor.empty() : tensor<1x120x1x1xf64>
    %774 = linalg.fill ins(%cst : f64) outs(%773 : tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %775 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%768 : tensor<2x120x2x2xf64>) outs(%774 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %776 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%775 : tensor<1x120x1x1xf64>) outs(%773 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %777 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768, %776 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %778 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %777 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %779 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%778 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%779 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%781 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_212 = tensor.expand_shape %772 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %expanded_213 = tensor.expand_shape %782 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %783 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768, %expanded_212 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %784 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%783, %expanded_213 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_214 = tensor.expand_shape %arg129 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %785 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784, %expanded_214 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_215 = tensor.expand_shape %arg130 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785, %expanded_215 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %787 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %cst_3 : tensor<2x120x2x2xf64>, tensor<f64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %788 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %787 : tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %padded_216 = tensor.pad %788 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x120x2x2xf64> to tensor<2x120x4x4xf64>
    %collapsed_217 = tensor.collapse_shape %arg131 [[0, 1], [2], [3]] : tensor<120x1x3x3xf64> into tensor<120x3x3xf64>
    %789 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_216, %collapsed_217 : tensor<2x120x4x4xf64>, tensor<120x3x3xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %790 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%789 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%790 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %792 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%789 : tensor<2x120x2x2xf64>) outs(%774 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %793 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792 : tensor<1x120x1x1xf64>) outs(%773 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %794 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %793 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %795 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794, %794 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %796 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%795 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %797 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%796 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %798 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%797 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %799 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%798 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_218 = tensor.expand_shape %791 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %expanded_219 = tensor.expand_shape %799 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %800 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %expanded_218 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %801 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%800, %expanded_219 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_220 = tensor.expand_shape %arg132 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %802 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%801, %expanded_220 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_221 = tensor.expand_shape %arg133 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %803 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%802, %expanded_221 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %804 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%803, %cst_3 : tensor<2x120x2x2xf64>, tensor<f64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %805 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %804 : tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %806 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%805, %arg134 : tensor<2x120x2x2xf64>, tensor<20x120x1x1xf64>) outs(%746 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %807 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%806 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %808 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%807 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %809 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%806 : tensor<2x20x2x2xf64>) outs(%753 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x20x1x1xf64>
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809 : tensor<1x20x1x1xf64>) outs(%752 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x20x1x1xf64>
    %811 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806, %810 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %812 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %811 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %813 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%812 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%813 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%814 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %816 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%815 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_222 = tensor.expand_shape %808 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %expanded_223 = tensor.expand_shape %816 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %817 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806, %expanded_222 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %818 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%817, %expanded_223 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %expanded_224 = tensor.expand_shape %arg135 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %819 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818, %expanded_224 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %expanded_225 = tensor.expand_shape %arg136 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %820 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%819, %expanded_225 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %821 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %820 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %822 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%821, %arg137 : tensor<2x20x2x2xf64>, tensor<120x20x1x1xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %823 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%822 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %824 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%823 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %825 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%822 : tensor<2x120x2x2xf64>) outs(%774 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %826 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825 : tensor<1x120x1x1xf64>) outs(%773 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %827 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %826 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %828 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%827, %827 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %829 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%828 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%829 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%830 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %832 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%831 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_226 = tensor.expand_shape %824 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %expanded_227 = tensor.expand_shape %832 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %833 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %expanded_226 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %834 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %expanded_227 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_228 = tensor.expand_shape %arg138 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %835 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %expanded_228 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_229 = tensor.expand_shape %arg139 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %836 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835, %expanded_229 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %837 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836, %cst_3 : tensor<2x120x2x2xf64>, tensor<f64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %838 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %837 : tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %padded_230 = tensor.pad %838 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x120x2x2xf64> to tensor<2x120x4x4xf64>
    %collapsed_231 = tensor.collapse_shape %arg140 [[0, 1], [2], [3]] : tensor<120x1x3x3xf64> into tensor<120x3x3xf64>
    %839 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_230, %collapsed_231 : tensor<2x120x4x4xf64>, tensor<120x3x3xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %840 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%839 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%840 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %842 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%839 : tensor<2x120x2x2xf64>) outs(%774 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %843 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842 : tensor<1x120x1x1xf64>) outs(%773 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %844 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %843 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %845 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %844 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %846 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%845 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %847 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%846 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %848 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%847 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %849 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%848 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_232 = tensor.expand_shape %841 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %expanded_233 = tensor.expand_shape %849 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %850 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %expanded_232 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %851 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %expanded_233 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_234 = tensor.expand_shape %arg141 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %852 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851, %expanded_234 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_235 = tensor.expand_shape %arg142 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %853 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852, %expanded_235 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %854 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%853, %cst_3 : tensor<2x120x2x2xf64>, tensor<f64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %855 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %854 : tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %856 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%855, %arg143 : tensor<2x120x2x2xf64>, tensor<20x120x1x1xf64>) outs(%746 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %857 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%856 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %858 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%857 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %859 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%856 : tensor<2x20x2x2xf64>) outs(%753 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x20x1x1xf64>
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%859 : tensor<1x20x1x1xf64>) outs(%752 : tensor<1x20x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x20x1x1xf64>
    %861 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %860 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %862 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861, %861 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %863 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%862 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %864 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%863 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %865 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%864 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %866 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%865 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_236 = tensor.expand_shape %858 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %expanded_237 = tensor.expand_shape %866 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %867 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_236 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %868 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %expanded_237 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %expanded_238 = tensor.expand_shape %arg144 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %869 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %expanded_238 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %expanded_239 = tensor.expand_shape %arg145 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %870 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %expanded_239 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821, %870 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %872 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%871, %arg146 : tensor<2x20x2x2xf64>, tensor<120x20x1x1xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %873 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%872 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%873 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %875 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%872 : tensor<2x120x2x2xf64>) outs(%774 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %876 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%875 : tensor<1x120x1x1xf64>) outs(%773 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %877 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%872, %876 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %878 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%877, %877 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %879 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%878 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %880 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%879 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %881 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%880 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %882 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%881 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_240 = tensor.expand_shape %874 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %expanded_241 = tensor.expand_shape %882 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %883 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%872, %expanded_240 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %884 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %expanded_241 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_242 = tensor.expand_shape %arg147 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %885 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884, %expanded_242 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_243 = tensor.expand_shape %arg148 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %886 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885, %expanded_243 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %887 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886, %cst_3 : tensor<2x120x2x2xf64>, tensor<f64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %888 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %887 : tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %padded_244 = tensor.pad %888 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x120x2x2xf64> to tensor<2x120x4x4xf64>
    %collapsed_245 = tensor.collapse_shape %arg149 [[0, 1], [2], [3]] : tensor<120x1x3x3xf64> into tensor<120x3x3xf64>
    %889 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_244, %collapsed_245 : tensor<2x120x4x4xf64>, tensor<120x3x3xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %890 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%889 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %891 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%890 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %892 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%889 : tensor<2x120x2x2xf64>) outs(%774 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %893 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892 : tensor<1x120x1x1xf64>) outs(%773 : tensor<1x120x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x120x1x1xf64>
    %894 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %893 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %895 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %894 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %896 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%895 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %897 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%896 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %898 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%897 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %899 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%898 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_246 = tensor.expand_shape %891 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %expanded_247 = tensor.expand_shape %899 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %900 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %expanded_246 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %901 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %expanded_247 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_248 = tensor.expand_shape %arg150 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %902 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %expanded_248 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %expanded_249 = tensor.expand_shape %arg151 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %903 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902, %expanded_249 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %904 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%903, %cst_3 : tensor<2x120x2x2xf64>, tensor<f64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %905 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %904 : tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x120x2x2xf64>
    %906 = tensor.empty() : tensor<2x40x2x2xf64>
    %907 = linalg.fill ins(%cst : f64) outs(%906 : tensor<2x40x2x2xf64>) -> tensor<2x40x2x2xf64>
    %908 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%905, %arg152 : tensor<2x120x2x2xf64>, tensor<40x120x1x1xf64>) outs(%907 : tensor<2x40x2x2xf64>) -> tensor<2x40x2x2xf64>
    %909 = tensor.empty() : tensor<40xf64>
    %910 = linalg.fill ins(%cst : f64) outs(%909 : tensor<40xf64>) -> tensor<40xf64>
    %911 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%908 : tensor<2x40x2x2xf64>) outs(%910 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %912 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%911 : tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %913 = tensor.empty() : tensor<1x40x1x1xf64>
    %914 = linalg.fill ins(%cst : f64) outs(%913 : tensor<1x40x1x1xf64>) -> tensor<1x40x1x1xf64>
    %915 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%908 : tensor<2x40x2x2xf64>) outs(%914 : tensor<1x40x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x40x1x1xf64>
    %916 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%915 : tensor<1x40x1x1xf64>) outs(%913 : tensor<1x40x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x40x1x1xf64>
    %917 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %916 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %918 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%917, %917 : tensor<2x40x2x2xf64>, tensor<2x40x2x2xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %919 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%918 : tensor<2x40x2x2xf64>) outs(%910 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %920 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%919 : tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %921 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%920 : tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %922 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%921 : tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %expanded_250 = tensor.expand_shape %912 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %expanded_251 = tensor.expand_shape %922 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %923 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %expanded_250 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %924 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %expanded_251 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %expanded_252 = tensor.expand_shape %arg153 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %925 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%924, %expanded_252 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %expanded_253 = tensor.expand_shape %arg154 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %926 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%925, %expanded_253 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %927 = tensor.empty() : tensor<2x160x2x2xf64>
    %928 = linalg.fill ins(%cst : f64) outs(%927 : tensor<2x160x2x2xf64>) -> tensor<2x160x2x2xf64>
    %929 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%926, %arg155 : tensor<2x40x2x2xf64>, tensor<160x40x1x1xf64>) outs(%928 : tensor<2x160x2x2xf64>) -> tensor<2x160x2x2xf64>
    %930 = tensor.empty() : tensor<160xf64>
    %931 = linalg.fill ins(%cst : f64) outs(%930 : tensor<160xf64>) -> tensor<160xf64>
    %932 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%929 : tensor<2x160x2x2xf64>) outs(%931 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %933 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%932 : tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %934 = tensor.empty() : tensor<1x160x1x1xf64>
    %935 = linalg.fill ins(%cst : f64) outs(%934 : tensor<1x160x1x1xf64>) -> tensor<1x160x1x1xf64>
    %936 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%929 : tensor<2x160x2x2xf64>) outs(%935 : tensor<1x160x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x160x1x1xf64>
    %937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936 : tensor<1x160x1x1xf64>) outs(%934 : tensor<1x160x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<1x160x1x1xf64>
    %938 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%929, %937 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %939 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%938, %938 : tensor<2x160x2x2xf64>, tensor<2x160x2x2xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %940 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%939 : tensor<2x160x2x2xf64>) outs(%931 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %941 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%940 : tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_15 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %942 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%941 : tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %cst_10 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%942 : tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.rsqrt %in : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %expanded_254 = tensor.expand_shape %933 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %expanded_255 = tensor.expand_shape %943 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %944 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%929, %expanded_254 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %945 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%944, %expanded_255 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %expanded_256 = tensor.expand_shape %arg156 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %946 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%945, %expanded_256 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %expanded_257 = tensor.expand_shape %arg157 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %947 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %expanded_257 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %948 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947, %cst_3 : tensor<2x160x2x2xf64>, tensor<f64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf ogt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x160x2x2xf64>
    %949 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %948 : tensor<f64>, tensor<2x160x2x2xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.cmpf olt, %in, %in_1725 : f64
      %2265 = arith.select %2264, %in, %in_1725 : f64
      linalg.yield %2265 : f64
    } -> tensor<2x160x2x2xf64>
    %950 = tensor.empty() : tensor<2x160x1x1xf64>
    %951 = linalg.fill ins(%cst : f64) outs(%950 : tensor<2x160x1x1xf64>) -> tensor<2x160x1x1xf64>
    %952 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%949 : tensor<2x160x2x2xf64>) outs(%951 : tensor<2x160x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x1x1xf64>
    %953 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%952 : tensor<2x160x1x1xf64>) outs(%950 : tensor<2x160x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_16 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x1x1xf64>
    %collapsed_258 = tensor.collapse_shape %953 [[0], [1, 2, 3]] : tensor<2x160x1x1xf64> into tensor<2x160xf64>
    %954 = tensor.empty() : tensor<160x10xf64>
    %transposed = linalg.transpose ins(%arg158 : tensor<10x160xf64>) outs(%954 : tensor<160x10xf64>) permutation = [1, 0] 
    %955 = tensor.empty() : tensor<2x10xf64>
    %956 = linalg.fill ins(%cst : f64) outs(%955 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %957 = linalg.matmul ins(%collapsed_258, %transposed : tensor<2x160xf64>, tensor<160x10xf64>) outs(%956 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %958 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg159 : tensor<10xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<2x10xf64>
    %959 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%957, %958 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %960 = tensor.empty() : tensor<2xi64>
    %961 = linalg.fill ins(%c0_i64 : i64) outs(%960 : tensor<2xi64>) -> tensor<2xi64>
    %962 = linalg.fill ins(%cst_0 : f64) outs(%43 : tensor<2xf64>) -> tensor<2xf64>
    %963:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%959 : tensor<2x10xf64>) outs(%962, %961 : tensor<2xf64>, tensor<2xi64>) {
    ^bb0(%in: f64, %out: f64, %out_1725: i64):
      %2264 = linalg.index 1 : index
      %2265 = arith.index_cast %2264 : index to i64
      %2266 = arith.maximumf %in, %out : f64
      %2267 = arith.cmpf ogt, %in, %out : f64
      %2268 = arith.select %2267, %2265, %out_1725 : i64
      linalg.yield %2266, %2268 : f64, i64
    } -> (tensor<2xf64>, tensor<2xi64>)
    %expanded_259 = tensor.expand_shape %963#0 [[0, 1]] output_shape [2, 1] : tensor<2xf64> into tensor<2x1xf64>
    %964 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%959, %expanded_259 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %965 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%964 : tensor<2x10xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.exp %in : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %966 = tensor.empty() : tensor<2x1xf64>
    %967 = linalg.fill ins(%cst : f64) outs(%966 : tensor<2x1xf64>) -> tensor<2x1xf64>
    %968 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%965 : tensor<2x10xf64>) outs(%967 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2x1xf64>
    %969 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%968 : tensor<2x1xf64>) outs(%966 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.log %in : f64
      linalg.yield %2264 : f64
    } -> tensor<2x1xf64>
    %970 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%964, %969 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %971 = tensor.empty() : tensor<2xi1>
    %972 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%971 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2264 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2264 : i1
    } -> tensor<2xi1>
    %973 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%972, %arg1, %cst_17 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%960 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_1725: i64, %in_1726: i64, %out: i64):
      %2264 = arith.select %in, %in_1725, %in_1726 : i64
      linalg.yield %2264 : i64
    } -> tensor<2xi64>
    %expanded_260 = tensor.expand_shape %973 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %974 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_260 : tensor<2x1xi64>) outs(%967 : tensor<2x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = arith.index_cast %in : i64 to index
      %2266 = arith.cmpi slt, %2265, %c10 : index
      cf.assert %2266, "index must be smaller than dim size"
      %2267 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2267, "index must be larger or equal to 0"
      %extracted = tensor.extract %970[%2264, %2265] : tensor<2x10xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x1xf64>
    %collapsed_261 = tensor.collapse_shape %974 [[0, 1]] : tensor<2x1xf64> into tensor<2xf64>
    %975 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_261 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.negf %in : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %976 = linalg.generic {indexing_maps = [#map2, #map2, #map10, #map2], iterator_types = ["parallel"]} ins(%972, %975, %cst_3 : tensor<2xi1>, tensor<2xf64>, tensor<f64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %977 = tensor.empty() : tensor<i64>
    %978 = linalg.fill ins(%c0_i64 : i64) outs(%977 : tensor<i64>) -> tensor<i64>
    %979 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%972 : tensor<2xi1>) outs(%978 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %2264 = arith.extui %in : i1 to i64
      %2265 = arith.addi %2264, %out : i64
      linalg.yield %2265 : i64
    } -> tensor<i64>
    %980 = tensor.empty() : tensor<f64>
    %981 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%979 : tensor<i64>) outs(%980 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %2264 = arith.sitofp %in : i64 to f64
      linalg.yield %2264 : f64
    } -> tensor<f64>
    %982 = linalg.fill ins(%cst : f64) outs(%980 : tensor<f64>) -> tensor<f64>
    %983 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["reduction"]} ins(%976 : tensor<2xf64>) outs(%982 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<f64>
    %984 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%983, %981 : tensor<f64>, tensor<f64>) outs(%980 : tensor<f64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.divf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<f64>
    %985 = tensor.empty() : tensor<10xi64>
    %986 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%985 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %2264 = linalg.index 0 : index
      %2265 = arith.index_cast %2264 : index to i64
      linalg.yield %2265 : i64
    } -> tensor<10xi64>
    %expanded_262 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %987 = tensor.empty() : tensor<2x10xi1>
    %988 = linalg.generic {indexing_maps = [#map9, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_262, %986 : tensor<2x1xi64>, tensor<10xi64>) outs(%987 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_1725: i64, %out: i1):
      %2264 = arith.cmpi eq, %in, %in_1725 : i64
      linalg.yield %2264 : i1
    } -> tensor<2x10xi1>
    %expanded_263 = tensor.expand_shape %972 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %989 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%988, %expanded_263 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%987 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.andi %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x10xi1>
    %990 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%cst_1 : tensor<f64>) outs(%980 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.negf %in : f64
      linalg.yield %2264 : f64
    } -> tensor<f64>
    %991 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = []} ins(%990, %981 : tensor<f64>, tensor<f64>) outs(%980 : tensor<f64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.divf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<f64>
    %992 = linalg.generic {indexing_maps = [#map7, #map12, #map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%989, %991, %cst_3 : tensor<2x10xi1>, tensor<f64>, tensor<f64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %993 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%970 : tensor<2x10xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = math.exp %in : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %994 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction"]} ins(%992 : tensor<2x10xf64>) outs(%967 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2x1xf64>
    %995 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%993, %994 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %996 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%992, %995 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%955 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x10xf64>
    %997 = tensor.empty() : tensor<2x160xf64>
    %998 = linalg.fill ins(%cst : f64) outs(%997 : tensor<2x160xf64>) -> tensor<2x160xf64>
    %999 = linalg.matmul ins(%996, %arg158 : tensor<2x10xf64>, tensor<10x160xf64>) outs(%998 : tensor<2x160xf64>) -> tensor<2x160xf64>
    %1000 = tensor.empty() : tensor<10x2xf64>
    %transposed_264 = linalg.transpose ins(%996 : tensor<2x10xf64>) outs(%1000 : tensor<10x2xf64>) permutation = [1, 0] 
    %1001 = tensor.empty() : tensor<10x160xf64>
    %1002 = linalg.fill ins(%cst : f64) outs(%1001 : tensor<10x160xf64>) -> tensor<10x160xf64>
    %1003 = linalg.matmul ins(%transposed_264, %collapsed_258 : tensor<10x2xf64>, tensor<2x160xf64>) outs(%1002 : tensor<10x160xf64>) -> tensor<10x160xf64>
    %1004 = tensor.empty() : tensor<1x10xf64>
    %1005 = linalg.fill ins(%cst : f64) outs(%1004 : tensor<1x10xf64>) -> tensor<1x10xf64>
    %1006 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["reduction", "parallel"]} ins(%996 : tensor<2x10xf64>) outs(%1005 : tensor<1x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<1x10xf64>
    %collapsed_265 = tensor.collapse_shape %1006 [[0, 1]] : tensor<1x10xf64> into tensor<10xf64>
    %1007 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%999 : tensor<2x160xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<2x160x2x2xf64>
    %1008 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007 : tensor<2x160x2x2xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.divf %in, %cst_16 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1009 = tensor.empty() : tensor<2x160x2x2xi1>
    %1010 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947 : tensor<2x160x2x2xf64>) outs(%1009 : tensor<2x160x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x160x2x2xi1>
    %1011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947 : tensor<2x160x2x2xf64>) outs(%1009 : tensor<2x160x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x160x2x2xi1>
    %1012 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010, %1011 : tensor<2x160x2x2xi1>, tensor<2x160x2x2xi1>) outs(%1009 : tensor<2x160x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x160x2x2xi1>
    %1013 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1012, %cst_3, %1008 : tensor<2x160x2x2xi1>, tensor<f64>, tensor<2x160x2x2xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1014 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1013 : tensor<2x160x2x2xf64>) outs(%931 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %1015 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1013, %944 : tensor<2x160x2x2xf64>, tensor<2x160x2x2xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1016 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1015 : tensor<2x160x2x2xf64>) outs(%931 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %1017 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1014 : tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %expanded_266 = tensor.expand_shape %1017 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %1018 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1016 : tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %1019 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%943, %943 : tensor<160xf64>, tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %1020 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1018, %1019 : tensor<160xf64>, tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %expanded_267 = tensor.expand_shape %1020 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %1021 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%943, %arg156 : tensor<160xf64>, tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %expanded_268 = tensor.expand_shape %1021 [[0, 1, 2, 3]] output_shape [1, 160, 1, 1] : tensor<160xf64> into tensor<1x160x1x1xf64>
    %1022 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%944, %expanded_267 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1023 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1013, %1022 : tensor<2x160x2x2xf64>, tensor<2x160x2x2xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1024 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023, %expanded_266 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1025 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1024, %expanded_268 : tensor<2x160x2x2xf64>, tensor<1x160x1x1xf64>) outs(%927 : tensor<2x160x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x160x2x2xf64>
    %1026 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1016, %943 : tensor<160xf64>, tensor<160xf64>) outs(%930 : tensor<160xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<160xf64>
    %1027 = tensor.empty() : tensor<40x160x1x1xf64>
    %1028 = linalg.fill ins(%cst : f64) outs(%1027 : tensor<40x160x1x1xf64>) -> tensor<40x160x1x1xf64>
    %1029 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1028 : tensor<40x160x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg155[%2265, %2264, %c0, %c0] : tensor<160x40x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<40x160x1x1xf64>
    %1030 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1025, %1029 : tensor<2x160x2x2xf64>, tensor<40x160x1x1xf64>) outs(%907 : tensor<2x40x2x2xf64>) -> tensor<2x40x2x2xf64>
    %1031 = tensor.empty() : tensor<40x2x2x2xf64>
    %transposed_269 = linalg.transpose ins(%926 : tensor<2x40x2x2xf64>) outs(%1031 : tensor<40x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1032 = tensor.empty() : tensor<160x2x2x2xf64>
    %transposed_270 = linalg.transpose ins(%1025 : tensor<2x160x2x2xf64>) outs(%1032 : tensor<160x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1033 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_269, %transposed_270 : tensor<40x2x2x2xf64>, tensor<160x2x2x2xf64>) outs(%1028 : tensor<40x160x1x1xf64>) -> tensor<40x160x1x1xf64>
    %1034 = tensor.empty() : tensor<160x40x1x1xf64>
    %transposed_271 = linalg.transpose ins(%1033 : tensor<40x160x1x1xf64>) outs(%1034 : tensor<160x40x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1035 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1030 : tensor<2x40x2x2xf64>) outs(%910 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %1036 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1030, %923 : tensor<2x40x2x2xf64>, tensor<2x40x2x2xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %1037 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1036 : tensor<2x40x2x2xf64>) outs(%910 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %1038 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1035 : tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %expanded_272 = tensor.expand_shape %1038 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %1039 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1037 : tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %1040 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%922, %922 : tensor<40xf64>, tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %1041 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1039, %1040 : tensor<40xf64>, tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %expanded_273 = tensor.expand_shape %1041 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %1042 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%922, %arg153 : tensor<40xf64>, tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %expanded_274 = tensor.expand_shape %1042 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf64> into tensor<1x40x1x1xf64>
    %1043 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %expanded_273 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %1044 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1030, %1043 : tensor<2x40x2x2xf64>, tensor<2x40x2x2xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %1045 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %expanded_272 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %1046 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1045, %expanded_274 : tensor<2x40x2x2xf64>, tensor<1x40x1x1xf64>) outs(%906 : tensor<2x40x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x40x2x2xf64>
    %1047 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1037, %922 : tensor<40xf64>, tensor<40xf64>) outs(%909 : tensor<40xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<40xf64>
    %1048 = tensor.empty() : tensor<120x40x1x1xf64>
    %1049 = linalg.fill ins(%cst : f64) outs(%1048 : tensor<120x40x1x1xf64>) -> tensor<120x40x1x1xf64>
    %1050 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1049 : tensor<120x40x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg152[%2265, %2264, %c0, %c0] : tensor<40x120x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<120x40x1x1xf64>
    %1051 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1046, %1050 : tensor<2x40x2x2xf64>, tensor<120x40x1x1xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %1052 = tensor.empty() : tensor<120x2x2x2xf64>
    %transposed_275 = linalg.transpose ins(%905 : tensor<2x120x2x2xf64>) outs(%1052 : tensor<120x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_276 = linalg.transpose ins(%1046 : tensor<2x40x2x2xf64>) outs(%1031 : tensor<40x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1053 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_275, %transposed_276 : tensor<120x2x2x2xf64>, tensor<40x2x2x2xf64>) outs(%1049 : tensor<120x40x1x1xf64>) -> tensor<120x40x1x1xf64>
    %1054 = tensor.empty() : tensor<40x120x1x1xf64>
    %transposed_277 = linalg.transpose ins(%1053 : tensor<120x40x1x1xf64>) outs(%1054 : tensor<40x120x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1055 = tensor.empty() : tensor<2x120x2x2xi1>
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%903 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1057 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%903 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1058 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1056, %1057 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1059 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1058, %cst_3, %1051 : tensor<2x120x2x2xi1>, tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1060 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1059 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1061 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1059, %900 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1062 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1061 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1063 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1060 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_278 = tensor.expand_shape %1063 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1062 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1065 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%899, %899 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1066 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1064, %1065 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_279 = tensor.expand_shape %1066 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1067 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%899, %arg150 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_280 = tensor.expand_shape %1067 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1068 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %expanded_279 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1069 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1059, %1068 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1070 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1069, %expanded_278 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1071 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1070, %expanded_280 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1072 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1062, %899 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_281 = tensor.expand_shape %arg149 [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf64> into tensor<120x1x1x3x3xf64>
    %1073 = tensor.empty() : tensor<120x1x1x3x3xf64>
    %transposed_282 = linalg.transpose ins(%expanded_281 : tensor<120x1x1x3x3xf64>) outs(%1073 : tensor<120x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_283 = tensor.collapse_shape %transposed_282 [[0], [1], [2, 3], [4]] : tensor<120x1x1x3x3xf64> into tensor<120x1x3x3xf64>
    %1074 = tensor.empty() : tensor<120x1x3x3xf64>
    %1075 = linalg.fill ins(%cst : f64) outs(%1074 : tensor<120x1x3x3xf64>) -> tensor<120x1x3x3xf64>
    %1076 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_283 : tensor<120x1x3x3xf64>) outs(%1075 : tensor<120x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_283[%2264, %c0, %2267, %2268] : tensor<120x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<120x1x3x3xf64>
    %padded_284 = tensor.pad %1071 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x120x2x2xf64> to tensor<2x120x4x4xf64>
    %collapsed_285 = tensor.collapse_shape %1076 [[0, 1], [2], [3]] : tensor<120x1x3x3xf64> into tensor<120x3x3xf64>
    %1077 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_284, %collapsed_285 : tensor<2x120x4x4xf64>, tensor<120x3x3xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %collapsed_286 = tensor.collapse_shape %1071 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_287 = tensor.expand_shape %collapsed_286 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %1078 = tensor.empty() : tensor<120x1x2x4xf64>
    %transposed_288 = linalg.transpose ins(%expanded_287 : tensor<2x120x1x4xf64>) outs(%1078 : tensor<120x1x2x4xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_289 = tensor.collapse_shape %transposed_288 [[0], [1], [2, 3]] : tensor<120x1x2x4xf64> into tensor<120x1x8xf64>
    %extracted_slice = tensor.extract_slice %padded_244[0, 0, 0, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_290 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_291 = tensor.collapse_shape %extracted_slice_290 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_292 = tensor.expand_shape %collapsed_291 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %1079 = tensor.empty() : tensor<120x2x4x1xf64>
    %transposed_293 = linalg.transpose ins(%expanded_292 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_294 = tensor.collapse_shape %transposed_293 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1080 = tensor.empty() : tensor<120x1x1xf64>
    %1081 = linalg.fill ins(%cst : f64) outs(%1080 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %1082 = linalg.batch_matmul ins(%collapsed_289, %collapsed_294 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_295 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_296 = tensor.collapse_shape %extracted_slice_295 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_297 = tensor.expand_shape %collapsed_296 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_298 = linalg.transpose ins(%expanded_297 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_299 = tensor.collapse_shape %transposed_298 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1083 = linalg.batch_matmul ins(%collapsed_289, %collapsed_299 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_300 = tensor.extract_slice %extracted_slice[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_301 = tensor.collapse_shape %extracted_slice_300 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_302 = tensor.expand_shape %collapsed_301 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_303 = linalg.transpose ins(%expanded_302 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_304 = tensor.collapse_shape %transposed_303 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1084 = linalg.batch_matmul ins(%collapsed_289, %collapsed_304 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_305 = tensor.extract_slice %padded_244[0, 0, 1, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_306 = tensor.extract_slice %extracted_slice_305[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_307 = tensor.collapse_shape %extracted_slice_306 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_308 = tensor.expand_shape %collapsed_307 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_309 = linalg.transpose ins(%expanded_308 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_310 = tensor.collapse_shape %transposed_309 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1085 = linalg.batch_matmul ins(%collapsed_289, %collapsed_310 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_311 = tensor.extract_slice %extracted_slice_305[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_312 = tensor.collapse_shape %extracted_slice_311 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_313 = tensor.expand_shape %collapsed_312 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_314 = linalg.transpose ins(%expanded_313 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_315 = tensor.collapse_shape %transposed_314 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1086 = linalg.batch_matmul ins(%collapsed_289, %collapsed_315 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_316 = tensor.extract_slice %extracted_slice_305[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_317 = tensor.collapse_shape %extracted_slice_316 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_318 = tensor.expand_shape %collapsed_317 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_319 = linalg.transpose ins(%expanded_318 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_320 = tensor.collapse_shape %transposed_319 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1087 = linalg.batch_matmul ins(%collapsed_289, %collapsed_320 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_321 = tensor.extract_slice %padded_244[0, 0, 2, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_322 = tensor.extract_slice %extracted_slice_321[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_323 = tensor.collapse_shape %extracted_slice_322 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_324 = tensor.expand_shape %collapsed_323 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_325 = linalg.transpose ins(%expanded_324 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_326 = tensor.collapse_shape %transposed_325 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1088 = linalg.batch_matmul ins(%collapsed_289, %collapsed_326 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_327 = tensor.extract_slice %extracted_slice_321[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_328 = tensor.collapse_shape %extracted_slice_327 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_329 = tensor.expand_shape %collapsed_328 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_330 = linalg.transpose ins(%expanded_329 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_331 = tensor.collapse_shape %transposed_330 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1089 = linalg.batch_matmul ins(%collapsed_289, %collapsed_331 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_332 = tensor.extract_slice %extracted_slice_321[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_333 = tensor.collapse_shape %extracted_slice_332 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_334 = tensor.expand_shape %collapsed_333 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_335 = linalg.transpose ins(%expanded_334 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_336 = tensor.collapse_shape %transposed_335 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1090 = linalg.batch_matmul ins(%collapsed_289, %collapsed_336 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %expanded_337 = tensor.expand_shape %1082 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_338 = tensor.expand_shape %1083 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_339 = tensor.expand_shape %1084 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_340 = tensor.expand_shape %1085 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_341 = tensor.expand_shape %1086 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_342 = tensor.expand_shape %1087 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_343 = tensor.expand_shape %1088 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_344 = tensor.expand_shape %1089 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_345 = tensor.expand_shape %1090 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %concat = tensor.concat dim(3) %expanded_337, %expanded_338, %expanded_339, %expanded_340, %expanded_341, %expanded_342, %expanded_343, %expanded_344, %expanded_345 : (tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>) -> tensor<120x1x1x9xf64>
    %collapsed_346 = tensor.collapse_shape %concat [[0], [1], [2, 3]] : tensor<120x1x1x9xf64> into tensor<120x1x9xf64>
    %expanded_347 = tensor.expand_shape %collapsed_346 [[0], [1], [2, 3]] output_shape [120, 1, 3, 3] : tensor<120x1x9xf64> into tensor<120x1x3x3xf64>
    %1091 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1092 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1093 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1091, %1092 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1094 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %cst_3, %1077 : tensor<2x120x2x2xi1>, tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1095 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1094 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1096 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %883 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1097 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1096 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1098 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1095 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_348 = tensor.expand_shape %1098 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1097 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1100 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%882, %882 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1099, %1100 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_349 = tensor.expand_shape %1101 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%882, %arg147 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_350 = tensor.expand_shape %1102 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1103 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %expanded_349 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %1103 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1105 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104, %expanded_348 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1106 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1105, %expanded_350 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1097, %882 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1108 = tensor.empty() : tensor<20x120x1x1xf64>
    %1109 = linalg.fill ins(%cst : f64) outs(%1108 : tensor<20x120x1x1xf64>) -> tensor<20x120x1x1xf64>
    %1110 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1109 : tensor<20x120x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg146[%2265, %2264, %c0, %c0] : tensor<120x20x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<20x120x1x1xf64>
    %1111 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1106, %1110 : tensor<2x120x2x2xf64>, tensor<20x120x1x1xf64>) outs(%746 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %1112 = tensor.empty() : tensor<20x2x2x2xf64>
    %transposed_351 = linalg.transpose ins(%871 : tensor<2x20x2x2xf64>) outs(%1112 : tensor<20x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_352 = linalg.transpose ins(%1106 : tensor<2x120x2x2xf64>) outs(%1052 : tensor<120x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_351, %transposed_352 : tensor<20x2x2x2xf64>, tensor<120x2x2x2xf64>) outs(%1109 : tensor<20x120x1x1xf64>) -> tensor<20x120x1x1xf64>
    %1114 = tensor.empty() : tensor<120x20x1x1xf64>
    %transposed_353 = linalg.transpose ins(%1113 : tensor<20x120x1x1xf64>) outs(%1114 : tensor<120x20x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1111 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111, %867 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1117 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1116 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1115 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_354 = tensor.expand_shape %1118 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1117 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1120 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%866, %866 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1121 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1119, %1120 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_355 = tensor.expand_shape %1121 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1122 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%866, %arg144 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_356 = tensor.expand_shape %1122 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1123 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %expanded_355 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111, %1123 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1125 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1124, %expanded_354 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1126 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1125, %expanded_356 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1127 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1117, %866 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1128 = linalg.fill ins(%cst : f64) outs(%1114 : tensor<120x20x1x1xf64>) -> tensor<120x20x1x1xf64>
    %1129 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1128 : tensor<120x20x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg143[%2265, %2264, %c0, %c0] : tensor<20x120x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<120x20x1x1xf64>
    %1130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1126, %1129 : tensor<2x20x2x2xf64>, tensor<120x20x1x1xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %transposed_357 = linalg.transpose ins(%855 : tensor<2x120x2x2xf64>) outs(%1052 : tensor<120x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_358 = linalg.transpose ins(%1126 : tensor<2x20x2x2xf64>) outs(%1112 : tensor<20x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1131 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_357, %transposed_358 : tensor<120x2x2x2xf64>, tensor<20x2x2x2xf64>) outs(%1128 : tensor<120x20x1x1xf64>) -> tensor<120x20x1x1xf64>
    %transposed_359 = linalg.transpose ins(%1131 : tensor<120x20x1x1xf64>) outs(%1108 : tensor<20x120x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%853 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%853 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1132, %1133 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1135 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134, %cst_3, %1130 : tensor<2x120x2x2xi1>, tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1135 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1135, %850 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1138 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1137 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1136 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_360 = tensor.expand_shape %1139 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1138 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%849, %849 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1140, %1141 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_361 = tensor.expand_shape %1142 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%849, %arg141 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_362 = tensor.expand_shape %1143 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1144 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %expanded_361 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1135, %1144 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1146 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1145, %expanded_360 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1147 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1146, %expanded_362 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1138, %849 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_363 = tensor.expand_shape %arg140 [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf64> into tensor<120x1x1x3x3xf64>
    %transposed_364 = linalg.transpose ins(%expanded_363 : tensor<120x1x1x3x3xf64>) outs(%1073 : tensor<120x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_365 = tensor.collapse_shape %transposed_364 [[0], [1], [2, 3], [4]] : tensor<120x1x1x3x3xf64> into tensor<120x1x3x3xf64>
    %1149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_365 : tensor<120x1x3x3xf64>) outs(%1075 : tensor<120x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_365[%2264, %c0, %2267, %2268] : tensor<120x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<120x1x3x3xf64>
    %padded_366 = tensor.pad %1147 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x120x2x2xf64> to tensor<2x120x4x4xf64>
    %collapsed_367 = tensor.collapse_shape %1149 [[0, 1], [2], [3]] : tensor<120x1x3x3xf64> into tensor<120x3x3xf64>
    %1150 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_366, %collapsed_367 : tensor<2x120x4x4xf64>, tensor<120x3x3xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %collapsed_368 = tensor.collapse_shape %1147 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_369 = tensor.expand_shape %collapsed_368 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_370 = linalg.transpose ins(%expanded_369 : tensor<2x120x1x4xf64>) outs(%1078 : tensor<120x1x2x4xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_371 = tensor.collapse_shape %transposed_370 [[0], [1], [2, 3]] : tensor<120x1x2x4xf64> into tensor<120x1x8xf64>
    %extracted_slice_372 = tensor.extract_slice %padded_230[0, 0, 0, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_373 = tensor.extract_slice %extracted_slice_372[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_374 = tensor.collapse_shape %extracted_slice_373 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_375 = tensor.expand_shape %collapsed_374 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_376 = linalg.transpose ins(%expanded_375 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_377 = tensor.collapse_shape %transposed_376 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1151 = linalg.batch_matmul ins(%collapsed_371, %collapsed_377 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_378 = tensor.extract_slice %extracted_slice_372[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_379 = tensor.collapse_shape %extracted_slice_378 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_380 = tensor.expand_shape %collapsed_379 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_381 = linalg.transpose ins(%expanded_380 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_382 = tensor.collapse_shape %transposed_381 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1152 = linalg.batch_matmul ins(%collapsed_371, %collapsed_382 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_383 = tensor.extract_slice %extracted_slice_372[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_384 = tensor.collapse_shape %extracted_slice_383 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_385 = tensor.expand_shape %collapsed_384 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_386 = linalg.transpose ins(%expanded_385 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_387 = tensor.collapse_shape %transposed_386 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1153 = linalg.batch_matmul ins(%collapsed_371, %collapsed_387 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_388 = tensor.extract_slice %padded_230[0, 0, 1, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_389 = tensor.extract_slice %extracted_slice_388[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_390 = tensor.collapse_shape %extracted_slice_389 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_391 = tensor.expand_shape %collapsed_390 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_392 = linalg.transpose ins(%expanded_391 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_393 = tensor.collapse_shape %transposed_392 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1154 = linalg.batch_matmul ins(%collapsed_371, %collapsed_393 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_394 = tensor.extract_slice %extracted_slice_388[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_395 = tensor.collapse_shape %extracted_slice_394 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_396 = tensor.expand_shape %collapsed_395 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_397 = linalg.transpose ins(%expanded_396 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_398 = tensor.collapse_shape %transposed_397 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1155 = linalg.batch_matmul ins(%collapsed_371, %collapsed_398 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_399 = tensor.extract_slice %extracted_slice_388[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_400 = tensor.collapse_shape %extracted_slice_399 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_401 = tensor.expand_shape %collapsed_400 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_402 = linalg.transpose ins(%expanded_401 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_403 = tensor.collapse_shape %transposed_402 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1156 = linalg.batch_matmul ins(%collapsed_371, %collapsed_403 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_404 = tensor.extract_slice %padded_230[0, 0, 2, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_405 = tensor.extract_slice %extracted_slice_404[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_406 = tensor.collapse_shape %extracted_slice_405 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_407 = tensor.expand_shape %collapsed_406 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_408 = linalg.transpose ins(%expanded_407 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_409 = tensor.collapse_shape %transposed_408 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1157 = linalg.batch_matmul ins(%collapsed_371, %collapsed_409 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_410 = tensor.extract_slice %extracted_slice_404[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_411 = tensor.collapse_shape %extracted_slice_410 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_412 = tensor.expand_shape %collapsed_411 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_413 = linalg.transpose ins(%expanded_412 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_414 = tensor.collapse_shape %transposed_413 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1158 = linalg.batch_matmul ins(%collapsed_371, %collapsed_414 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_415 = tensor.extract_slice %extracted_slice_404[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_416 = tensor.collapse_shape %extracted_slice_415 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_417 = tensor.expand_shape %collapsed_416 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_418 = linalg.transpose ins(%expanded_417 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_419 = tensor.collapse_shape %transposed_418 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1159 = linalg.batch_matmul ins(%collapsed_371, %collapsed_419 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %expanded_420 = tensor.expand_shape %1151 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_421 = tensor.expand_shape %1152 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_422 = tensor.expand_shape %1153 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_423 = tensor.expand_shape %1154 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_424 = tensor.expand_shape %1155 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_425 = tensor.expand_shape %1156 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_426 = tensor.expand_shape %1157 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_427 = tensor.expand_shape %1158 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_428 = tensor.expand_shape %1159 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %concat_429 = tensor.concat dim(3) %expanded_420, %expanded_421, %expanded_422, %expanded_423, %expanded_424, %expanded_425, %expanded_426, %expanded_427, %expanded_428 : (tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>) -> tensor<120x1x1x9xf64>
    %collapsed_430 = tensor.collapse_shape %concat_429 [[0], [1], [2, 3]] : tensor<120x1x1x9xf64> into tensor<120x1x9xf64>
    %expanded_431 = tensor.expand_shape %collapsed_430 [[0], [1], [2, 3]] output_shape [120, 1, 3, 3] : tensor<120x1x9xf64> into tensor<120x1x3x3xf64>
    %1160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1160, %1161 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1163 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1162, %cst_3, %1150 : tensor<2x120x2x2xi1>, tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1164 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1163 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1163, %833 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1165 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1164 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_432 = tensor.expand_shape %1167 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1166 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%832, %832 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1168, %1169 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_433 = tensor.expand_shape %1170 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%832, %arg138 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_434 = tensor.expand_shape %1171 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1172 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %expanded_433 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1163, %1172 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1173, %expanded_432 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1175 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1174, %expanded_434 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1166, %832 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1177 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1109 : tensor<20x120x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg137[%2265, %2264, %c0, %c0] : tensor<120x20x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<20x120x1x1xf64>
    %1178 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1175, %1177 : tensor<2x120x2x2xf64>, tensor<20x120x1x1xf64>) outs(%746 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %transposed_435 = linalg.transpose ins(%821 : tensor<2x20x2x2xf64>) outs(%1112 : tensor<20x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_436 = linalg.transpose ins(%1175 : tensor<2x120x2x2xf64>) outs(%1052 : tensor<120x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1179 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_435, %transposed_436 : tensor<20x2x2x2xf64>, tensor<120x2x2x2xf64>) outs(%1109 : tensor<20x120x1x1xf64>) -> tensor<20x120x1x1xf64>
    %transposed_437 = linalg.transpose ins(%1179 : tensor<20x120x1x1xf64>) outs(%1114 : tensor<120x20x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1180 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111, %1178 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1181 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1180 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1180, %817 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1183 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1182 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1181 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_438 = tensor.expand_shape %1184 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1183 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%816, %816 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1187 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1185, %1186 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_439 = tensor.expand_shape %1187 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%816, %arg135 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_440 = tensor.expand_shape %1188 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1189 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%817, %expanded_439 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1180, %1189 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1190, %expanded_438 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1192 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1191, %expanded_440 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1183, %816 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1194 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1128 : tensor<120x20x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg134[%2265, %2264, %c0, %c0] : tensor<20x120x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<120x20x1x1xf64>
    %1195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1192, %1194 : tensor<2x20x2x2xf64>, tensor<120x20x1x1xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %transposed_441 = linalg.transpose ins(%805 : tensor<2x120x2x2xf64>) outs(%1052 : tensor<120x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_442 = linalg.transpose ins(%1192 : tensor<2x20x2x2xf64>) outs(%1112 : tensor<20x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_441, %transposed_442 : tensor<120x2x2x2xf64>, tensor<20x2x2x2xf64>) outs(%1128 : tensor<120x20x1x1xf64>) -> tensor<120x20x1x1xf64>
    %transposed_443 = linalg.transpose ins(%1196 : tensor<120x20x1x1xf64>) outs(%1108 : tensor<20x120x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%803 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%803 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1197, %1198 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1200 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1199, %cst_3, %1195 : tensor<2x120x2x2xi1>, tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1201 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1200 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1200, %800 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1203 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1202 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1201 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_444 = tensor.expand_shape %1204 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1203 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%799, %799 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1207 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1205, %1206 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_445 = tensor.expand_shape %1207 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1208 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%799, %arg132 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_446 = tensor.expand_shape %1208 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1209 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%800, %expanded_445 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1200, %1209 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1211 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1210, %expanded_444 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1212 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1211, %expanded_446 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1213 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1203, %799 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_447 = tensor.expand_shape %arg131 [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf64> into tensor<120x1x1x3x3xf64>
    %transposed_448 = linalg.transpose ins(%expanded_447 : tensor<120x1x1x3x3xf64>) outs(%1073 : tensor<120x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_449 = tensor.collapse_shape %transposed_448 [[0], [1], [2, 3], [4]] : tensor<120x1x1x3x3xf64> into tensor<120x1x3x3xf64>
    %1214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_449 : tensor<120x1x3x3xf64>) outs(%1075 : tensor<120x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_449[%2264, %c0, %2267, %2268] : tensor<120x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<120x1x3x3xf64>
    %padded_450 = tensor.pad %1212 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x120x2x2xf64> to tensor<2x120x4x4xf64>
    %collapsed_451 = tensor.collapse_shape %1214 [[0, 1], [2], [3]] : tensor<120x1x3x3xf64> into tensor<120x3x3xf64>
    %1215 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_450, %collapsed_451 : tensor<2x120x4x4xf64>, tensor<120x3x3xf64>) outs(%767 : tensor<2x120x2x2xf64>) -> tensor<2x120x2x2xf64>
    %collapsed_452 = tensor.collapse_shape %1212 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_453 = tensor.expand_shape %collapsed_452 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_454 = linalg.transpose ins(%expanded_453 : tensor<2x120x1x4xf64>) outs(%1078 : tensor<120x1x2x4xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_455 = tensor.collapse_shape %transposed_454 [[0], [1], [2, 3]] : tensor<120x1x2x4xf64> into tensor<120x1x8xf64>
    %extracted_slice_456 = tensor.extract_slice %padded_216[0, 0, 0, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_457 = tensor.extract_slice %extracted_slice_456[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_458 = tensor.collapse_shape %extracted_slice_457 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_459 = tensor.expand_shape %collapsed_458 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_460 = linalg.transpose ins(%expanded_459 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_461 = tensor.collapse_shape %transposed_460 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1216 = linalg.batch_matmul ins(%collapsed_455, %collapsed_461 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_462 = tensor.extract_slice %extracted_slice_456[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_463 = tensor.collapse_shape %extracted_slice_462 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_464 = tensor.expand_shape %collapsed_463 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_465 = linalg.transpose ins(%expanded_464 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_466 = tensor.collapse_shape %transposed_465 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1217 = linalg.batch_matmul ins(%collapsed_455, %collapsed_466 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_467 = tensor.extract_slice %extracted_slice_456[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_468 = tensor.collapse_shape %extracted_slice_467 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_469 = tensor.expand_shape %collapsed_468 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_470 = linalg.transpose ins(%expanded_469 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_471 = tensor.collapse_shape %transposed_470 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1218 = linalg.batch_matmul ins(%collapsed_455, %collapsed_471 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_472 = tensor.extract_slice %padded_216[0, 0, 1, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_473 = tensor.extract_slice %extracted_slice_472[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_474 = tensor.collapse_shape %extracted_slice_473 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_475 = tensor.expand_shape %collapsed_474 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_476 = linalg.transpose ins(%expanded_475 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_477 = tensor.collapse_shape %transposed_476 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1219 = linalg.batch_matmul ins(%collapsed_455, %collapsed_477 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_478 = tensor.extract_slice %extracted_slice_472[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_479 = tensor.collapse_shape %extracted_slice_478 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_480 = tensor.expand_shape %collapsed_479 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_481 = linalg.transpose ins(%expanded_480 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_482 = tensor.collapse_shape %transposed_481 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1220 = linalg.batch_matmul ins(%collapsed_455, %collapsed_482 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_483 = tensor.extract_slice %extracted_slice_472[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_484 = tensor.collapse_shape %extracted_slice_483 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_485 = tensor.expand_shape %collapsed_484 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_486 = linalg.transpose ins(%expanded_485 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_487 = tensor.collapse_shape %transposed_486 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1221 = linalg.batch_matmul ins(%collapsed_455, %collapsed_487 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_488 = tensor.extract_slice %padded_216[0, 0, 2, 0] [2, 120, 2, 4] [1, 1, 1, 1] : tensor<2x120x4x4xf64> to tensor<2x120x2x4xf64>
    %extracted_slice_489 = tensor.extract_slice %extracted_slice_488[0, 0, 0, 0] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_490 = tensor.collapse_shape %extracted_slice_489 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_491 = tensor.expand_shape %collapsed_490 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_492 = linalg.transpose ins(%expanded_491 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_493 = tensor.collapse_shape %transposed_492 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1222 = linalg.batch_matmul ins(%collapsed_455, %collapsed_493 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_494 = tensor.extract_slice %extracted_slice_488[0, 0, 0, 1] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_495 = tensor.collapse_shape %extracted_slice_494 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_496 = tensor.expand_shape %collapsed_495 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_497 = linalg.transpose ins(%expanded_496 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_498 = tensor.collapse_shape %transposed_497 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1223 = linalg.batch_matmul ins(%collapsed_455, %collapsed_498 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %extracted_slice_499 = tensor.extract_slice %extracted_slice_488[0, 0, 0, 2] [2, 120, 2, 2] [1, 1, 1, 1] : tensor<2x120x2x4xf64> to tensor<2x120x2x2xf64>
    %collapsed_500 = tensor.collapse_shape %extracted_slice_499 [[0], [1], [2, 3]] : tensor<2x120x2x2xf64> into tensor<2x120x4xf64>
    %expanded_501 = tensor.expand_shape %collapsed_500 [[0], [1], [2, 3]] output_shape [2, 120, 1, 4] : tensor<2x120x4xf64> into tensor<2x120x1x4xf64>
    %transposed_502 = linalg.transpose ins(%expanded_501 : tensor<2x120x1x4xf64>) outs(%1079 : tensor<120x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_503 = tensor.collapse_shape %transposed_502 [[0], [1, 2], [3]] : tensor<120x2x4x1xf64> into tensor<120x8x1xf64>
    %1224 = linalg.batch_matmul ins(%collapsed_455, %collapsed_503 : tensor<120x1x8xf64>, tensor<120x8x1xf64>) outs(%1081 : tensor<120x1x1xf64>) -> tensor<120x1x1xf64>
    %expanded_504 = tensor.expand_shape %1216 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_505 = tensor.expand_shape %1217 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_506 = tensor.expand_shape %1218 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_507 = tensor.expand_shape %1219 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_508 = tensor.expand_shape %1220 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_509 = tensor.expand_shape %1221 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_510 = tensor.expand_shape %1222 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_511 = tensor.expand_shape %1223 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %expanded_512 = tensor.expand_shape %1224 [[0], [1], [2, 3]] output_shape [120, 1, 1, 1] : tensor<120x1x1xf64> into tensor<120x1x1x1xf64>
    %concat_513 = tensor.concat dim(3) %expanded_504, %expanded_505, %expanded_506, %expanded_507, %expanded_508, %expanded_509, %expanded_510, %expanded_511, %expanded_512 : (tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>, tensor<120x1x1x1xf64>) -> tensor<120x1x1x9xf64>
    %collapsed_514 = tensor.collapse_shape %concat_513 [[0], [1], [2, 3]] : tensor<120x1x1x9xf64> into tensor<120x1x9xf64>
    %expanded_515 = tensor.expand_shape %collapsed_514 [[0], [1], [2, 3]] output_shape [120, 1, 3, 3] : tensor<120x1x9xf64> into tensor<120x1x3x3xf64>
    %1225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786 : tensor<2x120x2x2xf64>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1225, %1226 : tensor<2x120x2x2xi1>, tensor<2x120x2x2xi1>) outs(%1055 : tensor<2x120x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x120x2x2xi1>
    %1228 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1227, %cst_3, %1215 : tensor<2x120x2x2xi1>, tensor<f64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1228 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1230 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1228, %783 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1231 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1230 : tensor<2x120x2x2xf64>) outs(%770 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1229 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_516 = tensor.expand_shape %1232 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1231 : tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1234 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%782, %782 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1233, %1234 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_517 = tensor.expand_shape %1235 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1236 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%782, %arg129 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %expanded_518 = tensor.expand_shape %1236 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf64> into tensor<1x120x1x1xf64>
    %1237 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%783, %expanded_517 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1228, %1237 : tensor<2x120x2x2xf64>, tensor<2x120x2x2xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1239 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1238, %expanded_516 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1240 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1239, %expanded_518 : tensor<2x120x2x2xf64>, tensor<1x120x1x1xf64>) outs(%766 : tensor<2x120x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x120x2x2xf64>
    %1241 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1231, %782 : tensor<120xf64>, tensor<120xf64>) outs(%769 : tensor<120xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<120xf64>
    %1242 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1109 : tensor<20x120x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg128[%2265, %2264, %c0, %c0] : tensor<120x20x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<20x120x1x1xf64>
    %1243 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1240, %1242 : tensor<2x120x2x2xf64>, tensor<20x120x1x1xf64>) outs(%746 : tensor<2x20x2x2xf64>) -> tensor<2x20x2x2xf64>
    %transposed_519 = linalg.transpose ins(%765 : tensor<2x20x2x2xf64>) outs(%1112 : tensor<20x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_520 = linalg.transpose ins(%1240 : tensor<2x120x2x2xf64>) outs(%1052 : tensor<120x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_519, %transposed_520 : tensor<20x2x2x2xf64>, tensor<120x2x2x2xf64>) outs(%1109 : tensor<20x120x1x1xf64>) -> tensor<20x120x1x1xf64>
    %transposed_521 = linalg.transpose ins(%1244 : tensor<20x120x1x1xf64>) outs(%1114 : tensor<120x20x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1180, %1243 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1245 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1245, %762 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1248 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1247 : tensor<2x20x2x2xf64>) outs(%749 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1246 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_522 = tensor.expand_shape %1249 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1248 : tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1251 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%761, %761 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1250, %1251 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_523 = tensor.expand_shape %1252 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1253 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%761, %arg126 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %expanded_524 = tensor.expand_shape %1253 [[0, 1, 2, 3]] output_shape [1, 20, 1, 1] : tensor<20xf64> into tensor<1x20x1x1xf64>
    %1254 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %expanded_523 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1245, %1254 : tensor<2x20x2x2xf64>, tensor<2x20x2x2xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1256 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1255, %expanded_522 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1257 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1256, %expanded_524 : tensor<2x20x2x2xf64>, tensor<1x20x1x1xf64>) outs(%745 : tensor<2x20x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x20x2x2xf64>
    %1258 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1248, %761 : tensor<20xf64>, tensor<20xf64>) outs(%748 : tensor<20xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<20xf64>
    %1259 = tensor.empty() : tensor<72x20x1x1xf64>
    %1260 = linalg.fill ins(%cst : f64) outs(%1259 : tensor<72x20x1x1xf64>) -> tensor<72x20x1x1xf64>
    %1261 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1260 : tensor<72x20x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg125[%2265, %2264, %c0, %c0] : tensor<20x72x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<72x20x1x1xf64>
    %1262 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1257, %1261 : tensor<2x20x2x2xf64>, tensor<72x20x1x1xf64>) outs(%727 : tensor<2x72x2x2xf64>) -> tensor<2x72x2x2xf64>
    %1263 = tensor.empty() : tensor<72x2x2x2xf64>
    %transposed_525 = linalg.transpose ins(%744 : tensor<2x72x2x2xf64>) outs(%1263 : tensor<72x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %transposed_526 = linalg.transpose ins(%1257 : tensor<2x20x2x2xf64>) outs(%1112 : tensor<20x2x2x2xf64>) permutation = [1, 0, 2, 3] 
    %1264 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_525, %transposed_526 : tensor<72x2x2x2xf64>, tensor<20x2x2x2xf64>) outs(%1260 : tensor<72x20x1x1xf64>) -> tensor<72x20x1x1xf64>
    %1265 = tensor.empty() : tensor<20x72x1x1xf64>
    %transposed_527 = linalg.transpose ins(%1264 : tensor<72x20x1x1xf64>) outs(%1265 : tensor<20x72x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1266 = tensor.empty() : tensor<2x72x2x2xi1>
    %1267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742 : tensor<2x72x2x2xf64>) outs(%1266 : tensor<2x72x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x2x2xi1>
    %1268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742 : tensor<2x72x2x2xf64>) outs(%1266 : tensor<2x72x2x2xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x2x2xi1>
    %1269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1267, %1268 : tensor<2x72x2x2xi1>, tensor<2x72x2x2xi1>) outs(%1266 : tensor<2x72x2x2xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x72x2x2xi1>
    %1270 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1269, %cst_3, %1262 : tensor<2x72x2x2xi1>, tensor<f64>, tensor<2x72x2x2xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %1271 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1270 : tensor<2x72x2x2xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1270, %739 : tensor<2x72x2x2xf64>, tensor<2x72x2x2xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %1273 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1272 : tensor<2x72x2x2xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1271 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_528 = tensor.expand_shape %1274 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1273 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_8 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%738, %738 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1275, %1276 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_529 = tensor.expand_shape %1277 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1278 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%738, %arg123 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_530 = tensor.expand_shape %1278 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1279 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739, %expanded_529 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %1280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1270, %1279 : tensor<2x72x2x2xf64>, tensor<2x72x2x2xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %1281 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1280, %expanded_528 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %1282 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1281, %expanded_530 : tensor<2x72x2x2xf64>, tensor<1x72x1x1xf64>) outs(%726 : tensor<2x72x2x2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x2x2xf64>
    %1283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1273, %738 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_531 = tensor.expand_shape %arg122 [[0], [1], [2, 3], [4]] output_shape [72, 1, 1, 3, 3] : tensor<72x1x3x3xf64> into tensor<72x1x1x3x3xf64>
    %1284 = tensor.empty() : tensor<72x1x1x3x3xf64>
    %transposed_532 = linalg.transpose ins(%expanded_531 : tensor<72x1x1x3x3xf64>) outs(%1284 : tensor<72x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_533 = tensor.collapse_shape %transposed_532 [[0], [1], [2, 3], [4]] : tensor<72x1x1x3x3xf64> into tensor<72x1x3x3xf64>
    %1285 = tensor.empty() : tensor<72x1x3x3xf64>
    %1286 = linalg.fill ins(%cst : f64) outs(%1285 : tensor<72x1x3x3xf64>) -> tensor<72x1x3x3xf64>
    %1287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_533 : tensor<72x1x3x3xf64>) outs(%1286 : tensor<72x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_533[%2264, %c0, %2267, %2268] : tensor<72x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<72x1x3x3xf64>
    %expanded_534 = tensor.expand_shape %1282 [[0], [1], [2], [3, 4, 5]] output_shape [2, 72, 2, 1, 2, 1] : tensor<2x72x2x2xf64> into tensor<2x72x2x1x2x1xf64>
    %padded_535 = tensor.pad %expanded_534 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f64
    } : tensor<2x72x2x1x2x1xf64> to tensor<2x72x2x2x2x2xf64>
    %collapsed_536 = tensor.collapse_shape %padded_535 [[0], [1], [2, 3], [4, 5]] : tensor<2x72x2x2x2x2xf64> into tensor<2x72x4x4xf64>
    %extracted_slice_537 = tensor.extract_slice %collapsed_536[0, 0, 0, 0] [2, 72, 3, 4] [1, 1, 1, 1] : tensor<2x72x4x4xf64> to tensor<2x72x3x4xf64>
    %extracted_slice_538 = tensor.extract_slice %extracted_slice_537[0, 0, 0, 0] [2, 72, 3, 3] [1, 1, 1, 1] : tensor<2x72x3x4xf64> to tensor<2x72x3x3xf64>
    %padded_539 = tensor.pad %extracted_slice_538 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x72x3x3xf64> to tensor<2x72x6x6xf64>
    %collapsed_540 = tensor.collapse_shape %1287 [[0, 1], [2], [3]] : tensor<72x1x3x3xf64> into tensor<72x3x3xf64>
    %1288 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_539, %collapsed_540 : tensor<2x72x6x6xf64>, tensor<72x3x3xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %collapsed_541 = tensor.collapse_shape %1282 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_542 = tensor.expand_shape %collapsed_541 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %1289 = tensor.empty() : tensor<72x1x2x4xf64>
    %transposed_543 = linalg.transpose ins(%expanded_542 : tensor<2x72x1x4xf64>) outs(%1289 : tensor<72x1x2x4xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_544 = tensor.collapse_shape %transposed_543 [[0], [1], [2, 3]] : tensor<72x1x2x4xf64> into tensor<72x1x8xf64>
    %extracted_slice_545 = tensor.extract_slice %padded_202[0, 0, 0, 0] [2, 72, 2, 6] [1, 1, 2, 1] : tensor<2x72x6x6xf64> to tensor<2x72x2x6xf64>
    %extracted_slice_546 = tensor.extract_slice %extracted_slice_545[0, 0, 0, 0] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_547 = tensor.collapse_shape %extracted_slice_546 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_548 = tensor.expand_shape %collapsed_547 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %1290 = tensor.empty() : tensor<72x2x4x1xf64>
    %transposed_549 = linalg.transpose ins(%expanded_548 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_550 = tensor.collapse_shape %transposed_549 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1291 = tensor.empty() : tensor<72x1x1xf64>
    %1292 = linalg.fill ins(%cst : f64) outs(%1291 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %1293 = linalg.batch_matmul ins(%collapsed_544, %collapsed_550 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_551 = tensor.extract_slice %extracted_slice_545[0, 0, 0, 1] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_552 = tensor.collapse_shape %extracted_slice_551 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_553 = tensor.expand_shape %collapsed_552 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_554 = linalg.transpose ins(%expanded_553 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_555 = tensor.collapse_shape %transposed_554 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1294 = linalg.batch_matmul ins(%collapsed_544, %collapsed_555 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_556 = tensor.extract_slice %extracted_slice_545[0, 0, 0, 2] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_557 = tensor.collapse_shape %extracted_slice_556 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_558 = tensor.expand_shape %collapsed_557 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_559 = linalg.transpose ins(%expanded_558 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_560 = tensor.collapse_shape %transposed_559 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1295 = linalg.batch_matmul ins(%collapsed_544, %collapsed_560 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_561 = tensor.extract_slice %padded_202[0, 0, 1, 0] [2, 72, 2, 6] [1, 1, 2, 1] : tensor<2x72x6x6xf64> to tensor<2x72x2x6xf64>
    %extracted_slice_562 = tensor.extract_slice %extracted_slice_561[0, 0, 0, 0] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_563 = tensor.collapse_shape %extracted_slice_562 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_564 = tensor.expand_shape %collapsed_563 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_565 = linalg.transpose ins(%expanded_564 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_566 = tensor.collapse_shape %transposed_565 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1296 = linalg.batch_matmul ins(%collapsed_544, %collapsed_566 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_567 = tensor.extract_slice %extracted_slice_561[0, 0, 0, 1] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_568 = tensor.collapse_shape %extracted_slice_567 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_569 = tensor.expand_shape %collapsed_568 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_570 = linalg.transpose ins(%expanded_569 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_571 = tensor.collapse_shape %transposed_570 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1297 = linalg.batch_matmul ins(%collapsed_544, %collapsed_571 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_572 = tensor.extract_slice %extracted_slice_561[0, 0, 0, 2] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_573 = tensor.collapse_shape %extracted_slice_572 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_574 = tensor.expand_shape %collapsed_573 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_575 = linalg.transpose ins(%expanded_574 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_576 = tensor.collapse_shape %transposed_575 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1298 = linalg.batch_matmul ins(%collapsed_544, %collapsed_576 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_577 = tensor.extract_slice %padded_202[0, 0, 2, 0] [2, 72, 2, 6] [1, 1, 2, 1] : tensor<2x72x6x6xf64> to tensor<2x72x2x6xf64>
    %extracted_slice_578 = tensor.extract_slice %extracted_slice_577[0, 0, 0, 0] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_579 = tensor.collapse_shape %extracted_slice_578 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_580 = tensor.expand_shape %collapsed_579 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_581 = linalg.transpose ins(%expanded_580 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_582 = tensor.collapse_shape %transposed_581 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1299 = linalg.batch_matmul ins(%collapsed_544, %collapsed_582 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_583 = tensor.extract_slice %extracted_slice_577[0, 0, 0, 1] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_584 = tensor.collapse_shape %extracted_slice_583 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_585 = tensor.expand_shape %collapsed_584 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_586 = linalg.transpose ins(%expanded_585 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_587 = tensor.collapse_shape %transposed_586 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1300 = linalg.batch_matmul ins(%collapsed_544, %collapsed_587 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_588 = tensor.extract_slice %extracted_slice_577[0, 0, 0, 2] [2, 72, 2, 2] [1, 1, 1, 2] : tensor<2x72x2x6xf64> to tensor<2x72x2x2xf64>
    %collapsed_589 = tensor.collapse_shape %extracted_slice_588 [[0], [1], [2, 3]] : tensor<2x72x2x2xf64> into tensor<2x72x4xf64>
    %expanded_590 = tensor.expand_shape %collapsed_589 [[0], [1], [2, 3]] output_shape [2, 72, 1, 4] : tensor<2x72x4xf64> into tensor<2x72x1x4xf64>
    %transposed_591 = linalg.transpose ins(%expanded_590 : tensor<2x72x1x4xf64>) outs(%1290 : tensor<72x2x4x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_592 = tensor.collapse_shape %transposed_591 [[0], [1, 2], [3]] : tensor<72x2x4x1xf64> into tensor<72x8x1xf64>
    %1301 = linalg.batch_matmul ins(%collapsed_544, %collapsed_592 : tensor<72x1x8xf64>, tensor<72x8x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %expanded_593 = tensor.expand_shape %1293 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_594 = tensor.expand_shape %1294 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_595 = tensor.expand_shape %1295 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_596 = tensor.expand_shape %1296 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_597 = tensor.expand_shape %1297 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_598 = tensor.expand_shape %1298 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_599 = tensor.expand_shape %1299 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_600 = tensor.expand_shape %1300 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_601 = tensor.expand_shape %1301 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %concat_602 = tensor.concat dim(3) %expanded_593, %expanded_594, %expanded_595, %expanded_596, %expanded_597, %expanded_598, %expanded_599, %expanded_600, %expanded_601 : (tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>) -> tensor<72x1x1x9xf64>
    %collapsed_603 = tensor.collapse_shape %concat_602 [[0], [1], [2, 3]] : tensor<72x1x1x9xf64> into tensor<72x1x9xf64>
    %expanded_604 = tensor.expand_shape %collapsed_603 [[0], [1], [2, 3]] output_shape [72, 1, 3, 3] : tensor<72x1x9xf64> into tensor<72x1x3x3xf64>
    %1302 = tensor.empty() : tensor<2x72x4x4xi1>
    %1303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%723 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1303, %1304 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1306 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1305, %cst_3, %1288 : tensor<2x72x4x4xi1>, tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1306 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1308 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306, %720 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1309 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1308 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1307 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_605 = tensor.expand_shape %1310 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1309 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1312 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%719, %719 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1311, %1312 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_606 = tensor.expand_shape %1313 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%719, %arg120 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_607 = tensor.expand_shape %1314 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1315 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %expanded_606 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306, %1315 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1317 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1316, %expanded_605 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1318 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1317, %expanded_607 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1309, %719 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1320 = tensor.empty() : tensor<12x72x1x1xf64>
    %1321 = linalg.fill ins(%cst : f64) outs(%1320 : tensor<12x72x1x1xf64>) -> tensor<12x72x1x1xf64>
    %1322 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1321 : tensor<12x72x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg119[%2265, %2264, %c0, %c0] : tensor<72x12x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<12x72x1x1xf64>
    %1323 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1318, %1322 : tensor<2x72x4x4xf64>, tensor<12x72x1x1xf64>) outs(%587 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %1324 = tensor.empty() : tensor<12x2x4x4xf64>
    %transposed_608 = linalg.transpose ins(%708 : tensor<2x12x4x4xf64>) outs(%1324 : tensor<12x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1325 = tensor.empty() : tensor<72x2x4x4xf64>
    %transposed_609 = linalg.transpose ins(%1318 : tensor<2x72x4x4xf64>) outs(%1325 : tensor<72x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1326 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_608, %transposed_609 : tensor<12x2x4x4xf64>, tensor<72x2x4x4xf64>) outs(%1321 : tensor<12x72x1x1xf64>) -> tensor<12x72x1x1xf64>
    %1327 = tensor.empty() : tensor<72x12x1x1xf64>
    %transposed_610 = linalg.transpose ins(%1326 : tensor<12x72x1x1xf64>) outs(%1327 : tensor<72x12x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1323 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1323, %704 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1330 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1329 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1328 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_611 = tensor.expand_shape %1331 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1330 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1333 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%703, %703 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1334 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1332, %1333 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_612 = tensor.expand_shape %1334 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%703, %arg117 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_613 = tensor.expand_shape %1335 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1336 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %expanded_612 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1323, %1336 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1338 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1337, %expanded_611 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1339 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1338, %expanded_613 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1330, %703 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1341 = linalg.fill ins(%cst : f64) outs(%1327 : tensor<72x12x1x1xf64>) -> tensor<72x12x1x1xf64>
    %1342 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1341 : tensor<72x12x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg116[%2265, %2264, %c0, %c0] : tensor<12x72x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<72x12x1x1xf64>
    %1343 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1339, %1342 : tensor<2x12x4x4xf64>, tensor<72x12x1x1xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %transposed_614 = linalg.transpose ins(%692 : tensor<2x72x4x4xf64>) outs(%1325 : tensor<72x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_615 = linalg.transpose ins(%1339 : tensor<2x12x4x4xf64>) outs(%1324 : tensor<12x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1344 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_614, %transposed_615 : tensor<72x2x4x4xf64>, tensor<12x2x4x4xf64>) outs(%1341 : tensor<72x12x1x1xf64>) -> tensor<72x12x1x1xf64>
    %transposed_616 = linalg.transpose ins(%1344 : tensor<72x12x1x1xf64>) outs(%1320 : tensor<12x72x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1345, %1346 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1348 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1347, %cst_3, %1343 : tensor<2x72x4x4xi1>, tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1349 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1348 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1350 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348, %687 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1351 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1350 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1349 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_617 = tensor.expand_shape %1352 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1351 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1354 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%686, %686 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1353, %1354 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_618 = tensor.expand_shape %1355 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1356 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%686, %arg114 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_619 = tensor.expand_shape %1356 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1357 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%687, %expanded_618 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348, %1357 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1359 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1358, %expanded_617 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1360 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1359, %expanded_619 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1361 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1351, %686 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_620 = tensor.expand_shape %arg113 [[0], [1], [2, 3], [4]] output_shape [72, 1, 1, 3, 3] : tensor<72x1x3x3xf64> into tensor<72x1x1x3x3xf64>
    %transposed_621 = linalg.transpose ins(%expanded_620 : tensor<72x1x1x3x3xf64>) outs(%1284 : tensor<72x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_622 = tensor.collapse_shape %transposed_621 [[0], [1], [2, 3], [4]] : tensor<72x1x1x3x3xf64> into tensor<72x1x3x3xf64>
    %1362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_622 : tensor<72x1x3x3xf64>) outs(%1286 : tensor<72x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_622[%2264, %c0, %2267, %2268] : tensor<72x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<72x1x3x3xf64>
    %padded_623 = tensor.pad %1360 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x72x4x4xf64> to tensor<2x72x6x6xf64>
    %collapsed_624 = tensor.collapse_shape %1362 [[0, 1], [2], [3]] : tensor<72x1x3x3xf64> into tensor<72x3x3xf64>
    %1363 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_623, %collapsed_624 : tensor<2x72x6x6xf64>, tensor<72x3x3xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %collapsed_625 = tensor.collapse_shape %1360 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_626 = tensor.expand_shape %collapsed_625 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %1364 = tensor.empty() : tensor<72x1x2x16xf64>
    %transposed_627 = linalg.transpose ins(%expanded_626 : tensor<2x72x1x16xf64>) outs(%1364 : tensor<72x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_628 = tensor.collapse_shape %transposed_627 [[0], [1], [2, 3]] : tensor<72x1x2x16xf64> into tensor<72x1x32xf64>
    %extracted_slice_629 = tensor.extract_slice %padded_188[0, 0, 0, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf64> to tensor<2x72x4x6xf64>
    %extracted_slice_630 = tensor.extract_slice %extracted_slice_629[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_631 = tensor.collapse_shape %extracted_slice_630 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_632 = tensor.expand_shape %collapsed_631 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %1365 = tensor.empty() : tensor<72x2x16x1xf64>
    %transposed_633 = linalg.transpose ins(%expanded_632 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_634 = tensor.collapse_shape %transposed_633 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1366 = linalg.batch_matmul ins(%collapsed_628, %collapsed_634 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_635 = tensor.extract_slice %extracted_slice_629[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_636 = tensor.collapse_shape %extracted_slice_635 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_637 = tensor.expand_shape %collapsed_636 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_638 = linalg.transpose ins(%expanded_637 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_639 = tensor.collapse_shape %transposed_638 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1367 = linalg.batch_matmul ins(%collapsed_628, %collapsed_639 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_640 = tensor.extract_slice %extracted_slice_629[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_641 = tensor.collapse_shape %extracted_slice_640 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_642 = tensor.expand_shape %collapsed_641 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_643 = linalg.transpose ins(%expanded_642 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_644 = tensor.collapse_shape %transposed_643 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1368 = linalg.batch_matmul ins(%collapsed_628, %collapsed_644 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_645 = tensor.extract_slice %padded_188[0, 0, 1, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf64> to tensor<2x72x4x6xf64>
    %extracted_slice_646 = tensor.extract_slice %extracted_slice_645[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_647 = tensor.collapse_shape %extracted_slice_646 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_648 = tensor.expand_shape %collapsed_647 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_649 = linalg.transpose ins(%expanded_648 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_650 = tensor.collapse_shape %transposed_649 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1369 = linalg.batch_matmul ins(%collapsed_628, %collapsed_650 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_651 = tensor.extract_slice %extracted_slice_645[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_652 = tensor.collapse_shape %extracted_slice_651 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_653 = tensor.expand_shape %collapsed_652 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_654 = linalg.transpose ins(%expanded_653 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_655 = tensor.collapse_shape %transposed_654 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1370 = linalg.batch_matmul ins(%collapsed_628, %collapsed_655 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_656 = tensor.extract_slice %extracted_slice_645[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_657 = tensor.collapse_shape %extracted_slice_656 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_658 = tensor.expand_shape %collapsed_657 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_659 = linalg.transpose ins(%expanded_658 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_660 = tensor.collapse_shape %transposed_659 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1371 = linalg.batch_matmul ins(%collapsed_628, %collapsed_660 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_661 = tensor.extract_slice %padded_188[0, 0, 2, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf64> to tensor<2x72x4x6xf64>
    %extracted_slice_662 = tensor.extract_slice %extracted_slice_661[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_663 = tensor.collapse_shape %extracted_slice_662 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_664 = tensor.expand_shape %collapsed_663 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_665 = linalg.transpose ins(%expanded_664 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_666 = tensor.collapse_shape %transposed_665 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1372 = linalg.batch_matmul ins(%collapsed_628, %collapsed_666 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_667 = tensor.extract_slice %extracted_slice_661[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_668 = tensor.collapse_shape %extracted_slice_667 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_669 = tensor.expand_shape %collapsed_668 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_670 = linalg.transpose ins(%expanded_669 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_671 = tensor.collapse_shape %transposed_670 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1373 = linalg.batch_matmul ins(%collapsed_628, %collapsed_671 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_672 = tensor.extract_slice %extracted_slice_661[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_673 = tensor.collapse_shape %extracted_slice_672 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_674 = tensor.expand_shape %collapsed_673 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_675 = linalg.transpose ins(%expanded_674 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_676 = tensor.collapse_shape %transposed_675 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1374 = linalg.batch_matmul ins(%collapsed_628, %collapsed_676 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %expanded_677 = tensor.expand_shape %1366 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_678 = tensor.expand_shape %1367 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_679 = tensor.expand_shape %1368 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_680 = tensor.expand_shape %1369 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_681 = tensor.expand_shape %1370 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_682 = tensor.expand_shape %1371 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_683 = tensor.expand_shape %1372 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_684 = tensor.expand_shape %1373 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_685 = tensor.expand_shape %1374 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %concat_686 = tensor.concat dim(3) %expanded_677, %expanded_678, %expanded_679, %expanded_680, %expanded_681, %expanded_682, %expanded_683, %expanded_684, %expanded_685 : (tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>) -> tensor<72x1x1x9xf64>
    %collapsed_687 = tensor.collapse_shape %concat_686 [[0], [1], [2, 3]] : tensor<72x1x1x9xf64> into tensor<72x1x9xf64>
    %expanded_688 = tensor.expand_shape %collapsed_687 [[0], [1], [2, 3]] output_shape [72, 1, 3, 3] : tensor<72x1x9xf64> into tensor<72x1x3x3xf64>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1375, %1376 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1378 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1377, %cst_3, %1363 : tensor<2x72x4x4xi1>, tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1379 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1378 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1380 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1378, %670 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1381 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1380 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1379 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_689 = tensor.expand_shape %1382 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1381 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1384 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%669, %669 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1383, %1384 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_690 = tensor.expand_shape %1385 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%669, %arg111 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_691 = tensor.expand_shape %1386 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1387 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %expanded_690 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1388 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1378, %1387 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1389 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1388, %expanded_689 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1390 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1389, %expanded_691 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1381, %669 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1392 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1321 : tensor<12x72x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg110[%2265, %2264, %c0, %c0] : tensor<72x12x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<12x72x1x1xf64>
    %1393 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1390, %1392 : tensor<2x72x4x4xf64>, tensor<12x72x1x1xf64>) outs(%587 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %transposed_692 = linalg.transpose ins(%658 : tensor<2x12x4x4xf64>) outs(%1324 : tensor<12x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_693 = linalg.transpose ins(%1390 : tensor<2x72x4x4xf64>) outs(%1325 : tensor<72x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1394 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_692, %transposed_693 : tensor<12x2x4x4xf64>, tensor<72x2x4x4xf64>) outs(%1321 : tensor<12x72x1x1xf64>) -> tensor<12x72x1x1xf64>
    %transposed_694 = linalg.transpose ins(%1394 : tensor<12x72x1x1xf64>) outs(%1327 : tensor<72x12x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1323, %1393 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1396 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1395 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1395, %654 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1398 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1397 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1396 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_695 = tensor.expand_shape %1399 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1398 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%653, %653 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1402 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1400, %1401 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_696 = tensor.expand_shape %1402 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%653, %arg108 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_697 = tensor.expand_shape %1403 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1404 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %expanded_696 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1405 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1395, %1404 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1406 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1405, %expanded_695 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1407 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1406, %expanded_697 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1408 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1398, %653 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1409 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1341 : tensor<72x12x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg107[%2265, %2264, %c0, %c0] : tensor<12x72x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<72x12x1x1xf64>
    %1410 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1407, %1409 : tensor<2x12x4x4xf64>, tensor<72x12x1x1xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %transposed_698 = linalg.transpose ins(%642 : tensor<2x72x4x4xf64>) outs(%1325 : tensor<72x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_699 = linalg.transpose ins(%1407 : tensor<2x12x4x4xf64>) outs(%1324 : tensor<12x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1411 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_698, %transposed_699 : tensor<72x2x4x4xf64>, tensor<12x2x4x4xf64>) outs(%1341 : tensor<72x12x1x1xf64>) -> tensor<72x12x1x1xf64>
    %transposed_700 = linalg.transpose ins(%1411 : tensor<72x12x1x1xf64>) outs(%1320 : tensor<12x72x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1412, %1413 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1415 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1414, %cst_3, %1410 : tensor<2x72x4x4xi1>, tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1416 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1415 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1415, %637 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1417 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1416 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_701 = tensor.expand_shape %1419 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1420 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1418 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %636 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1422 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1420, %1421 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_702 = tensor.expand_shape %1422 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %arg105 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_703 = tensor.expand_shape %1423 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1424 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_702 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1415, %1424 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1426 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1425, %expanded_701 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1427 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1426, %expanded_703 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1418, %636 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_704 = tensor.expand_shape %arg104 [[0], [1], [2, 3], [4]] output_shape [72, 1, 1, 3, 3] : tensor<72x1x3x3xf64> into tensor<72x1x1x3x3xf64>
    %transposed_705 = linalg.transpose ins(%expanded_704 : tensor<72x1x1x3x3xf64>) outs(%1284 : tensor<72x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_706 = tensor.collapse_shape %transposed_705 [[0], [1], [2, 3], [4]] : tensor<72x1x1x3x3xf64> into tensor<72x1x3x3xf64>
    %1429 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_706 : tensor<72x1x3x3xf64>) outs(%1286 : tensor<72x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_706[%2264, %c0, %2267, %2268] : tensor<72x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<72x1x3x3xf64>
    %padded_707 = tensor.pad %1427 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x72x4x4xf64> to tensor<2x72x6x6xf64>
    %collapsed_708 = tensor.collapse_shape %1429 [[0, 1], [2], [3]] : tensor<72x1x3x3xf64> into tensor<72x3x3xf64>
    %1430 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_707, %collapsed_708 : tensor<2x72x6x6xf64>, tensor<72x3x3xf64>) outs(%604 : tensor<2x72x4x4xf64>) -> tensor<2x72x4x4xf64>
    %collapsed_709 = tensor.collapse_shape %1427 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_710 = tensor.expand_shape %collapsed_709 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_711 = linalg.transpose ins(%expanded_710 : tensor<2x72x1x16xf64>) outs(%1364 : tensor<72x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_712 = tensor.collapse_shape %transposed_711 [[0], [1], [2, 3]] : tensor<72x1x2x16xf64> into tensor<72x1x32xf64>
    %extracted_slice_713 = tensor.extract_slice %padded_174[0, 0, 0, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf64> to tensor<2x72x4x6xf64>
    %extracted_slice_714 = tensor.extract_slice %extracted_slice_713[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_715 = tensor.collapse_shape %extracted_slice_714 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_716 = tensor.expand_shape %collapsed_715 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_717 = linalg.transpose ins(%expanded_716 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_718 = tensor.collapse_shape %transposed_717 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1431 = linalg.batch_matmul ins(%collapsed_712, %collapsed_718 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_719 = tensor.extract_slice %extracted_slice_713[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_720 = tensor.collapse_shape %extracted_slice_719 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_721 = tensor.expand_shape %collapsed_720 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_722 = linalg.transpose ins(%expanded_721 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_723 = tensor.collapse_shape %transposed_722 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1432 = linalg.batch_matmul ins(%collapsed_712, %collapsed_723 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_724 = tensor.extract_slice %extracted_slice_713[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_725 = tensor.collapse_shape %extracted_slice_724 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_726 = tensor.expand_shape %collapsed_725 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_727 = linalg.transpose ins(%expanded_726 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_728 = tensor.collapse_shape %transposed_727 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1433 = linalg.batch_matmul ins(%collapsed_712, %collapsed_728 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_729 = tensor.extract_slice %padded_174[0, 0, 1, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf64> to tensor<2x72x4x6xf64>
    %extracted_slice_730 = tensor.extract_slice %extracted_slice_729[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_731 = tensor.collapse_shape %extracted_slice_730 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_732 = tensor.expand_shape %collapsed_731 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_733 = linalg.transpose ins(%expanded_732 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_734 = tensor.collapse_shape %transposed_733 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1434 = linalg.batch_matmul ins(%collapsed_712, %collapsed_734 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_735 = tensor.extract_slice %extracted_slice_729[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_736 = tensor.collapse_shape %extracted_slice_735 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_737 = tensor.expand_shape %collapsed_736 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_738 = linalg.transpose ins(%expanded_737 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_739 = tensor.collapse_shape %transposed_738 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1435 = linalg.batch_matmul ins(%collapsed_712, %collapsed_739 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_740 = tensor.extract_slice %extracted_slice_729[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_741 = tensor.collapse_shape %extracted_slice_740 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_742 = tensor.expand_shape %collapsed_741 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_743 = linalg.transpose ins(%expanded_742 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_744 = tensor.collapse_shape %transposed_743 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1436 = linalg.batch_matmul ins(%collapsed_712, %collapsed_744 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_745 = tensor.extract_slice %padded_174[0, 0, 2, 0] [2, 72, 4, 6] [1, 1, 1, 1] : tensor<2x72x6x6xf64> to tensor<2x72x4x6xf64>
    %extracted_slice_746 = tensor.extract_slice %extracted_slice_745[0, 0, 0, 0] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_747 = tensor.collapse_shape %extracted_slice_746 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_748 = tensor.expand_shape %collapsed_747 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_749 = linalg.transpose ins(%expanded_748 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_750 = tensor.collapse_shape %transposed_749 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1437 = linalg.batch_matmul ins(%collapsed_712, %collapsed_750 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_751 = tensor.extract_slice %extracted_slice_745[0, 0, 0, 1] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_752 = tensor.collapse_shape %extracted_slice_751 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_753 = tensor.expand_shape %collapsed_752 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_754 = linalg.transpose ins(%expanded_753 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_755 = tensor.collapse_shape %transposed_754 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1438 = linalg.batch_matmul ins(%collapsed_712, %collapsed_755 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %extracted_slice_756 = tensor.extract_slice %extracted_slice_745[0, 0, 0, 2] [2, 72, 4, 4] [1, 1, 1, 1] : tensor<2x72x4x6xf64> to tensor<2x72x4x4xf64>
    %collapsed_757 = tensor.collapse_shape %extracted_slice_756 [[0], [1], [2, 3]] : tensor<2x72x4x4xf64> into tensor<2x72x16xf64>
    %expanded_758 = tensor.expand_shape %collapsed_757 [[0], [1], [2, 3]] output_shape [2, 72, 1, 16] : tensor<2x72x16xf64> into tensor<2x72x1x16xf64>
    %transposed_759 = linalg.transpose ins(%expanded_758 : tensor<2x72x1x16xf64>) outs(%1365 : tensor<72x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_760 = tensor.collapse_shape %transposed_759 [[0], [1, 2], [3]] : tensor<72x2x16x1xf64> into tensor<72x32x1xf64>
    %1439 = linalg.batch_matmul ins(%collapsed_712, %collapsed_760 : tensor<72x1x32xf64>, tensor<72x32x1xf64>) outs(%1292 : tensor<72x1x1xf64>) -> tensor<72x1x1xf64>
    %expanded_761 = tensor.expand_shape %1431 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_762 = tensor.expand_shape %1432 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_763 = tensor.expand_shape %1433 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_764 = tensor.expand_shape %1434 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_765 = tensor.expand_shape %1435 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_766 = tensor.expand_shape %1436 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_767 = tensor.expand_shape %1437 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_768 = tensor.expand_shape %1438 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %expanded_769 = tensor.expand_shape %1439 [[0], [1], [2, 3]] output_shape [72, 1, 1, 1] : tensor<72x1x1xf64> into tensor<72x1x1x1xf64>
    %concat_770 = tensor.concat dim(3) %expanded_761, %expanded_762, %expanded_763, %expanded_764, %expanded_765, %expanded_766, %expanded_767, %expanded_768, %expanded_769 : (tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>, tensor<72x1x1x1xf64>) -> tensor<72x1x1x9xf64>
    %collapsed_771 = tensor.collapse_shape %concat_770 [[0], [1], [2, 3]] : tensor<72x1x1x9xf64> into tensor<72x1x9xf64>
    %expanded_772 = tensor.expand_shape %collapsed_771 [[0], [1], [2, 3]] output_shape [72, 1, 3, 3] : tensor<72x1x9xf64> into tensor<72x1x3x3xf64>
    %1440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<2x72x4x4xf64>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1440, %1441 : tensor<2x72x4x4xi1>, tensor<2x72x4x4xi1>) outs(%1302 : tensor<2x72x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x72x4x4xi1>
    %1443 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1442, %cst_3, %1430 : tensor<2x72x4x4xi1>, tensor<f64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1444 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1443 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1445 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1443, %620 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1446 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1445 : tensor<2x72x4x4xf64>) outs(%607 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1444 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_773 = tensor.expand_shape %1447 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1446 : tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1449 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%619, %619 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1448, %1449 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_774 = tensor.expand_shape %1450 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%619, %arg102 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %expanded_775 = tensor.expand_shape %1451 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf64> into tensor<1x72x1x1xf64>
    %1452 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %expanded_774 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1443, %1452 : tensor<2x72x4x4xf64>, tensor<2x72x4x4xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1454 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1453, %expanded_773 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1455 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1454, %expanded_775 : tensor<2x72x4x4xf64>, tensor<1x72x1x1xf64>) outs(%603 : tensor<2x72x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x72x4x4xf64>
    %1456 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1446, %619 : tensor<72xf64>, tensor<72xf64>) outs(%606 : tensor<72xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<72xf64>
    %1457 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1321 : tensor<12x72x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg101[%2265, %2264, %c0, %c0] : tensor<72x12x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<12x72x1x1xf64>
    %1458 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1455, %1457 : tensor<2x72x4x4xf64>, tensor<12x72x1x1xf64>) outs(%587 : tensor<2x12x4x4xf64>) -> tensor<2x12x4x4xf64>
    %transposed_776 = linalg.transpose ins(%602 : tensor<2x12x4x4xf64>) outs(%1324 : tensor<12x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_777 = linalg.transpose ins(%1455 : tensor<2x72x4x4xf64>) outs(%1325 : tensor<72x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1459 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_776, %transposed_777 : tensor<12x2x4x4xf64>, tensor<72x2x4x4xf64>) outs(%1321 : tensor<12x72x1x1xf64>) -> tensor<12x72x1x1xf64>
    %transposed_778 = linalg.transpose ins(%1459 : tensor<12x72x1x1xf64>) outs(%1327 : tensor<72x12x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1460 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1395, %1458 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1461 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1460 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1460, %599 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1463 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1462 : tensor<2x12x4x4xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1461 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_779 = tensor.expand_shape %1464 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1463 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%598, %598 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1465, %1466 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_780 = tensor.expand_shape %1467 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%598, %arg99 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_781 = tensor.expand_shape %1468 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %1469 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %expanded_780 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1470 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1460, %1469 : tensor<2x12x4x4xf64>, tensor<2x12x4x4xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1471 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1470, %expanded_779 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1472 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1471, %expanded_781 : tensor<2x12x4x4xf64>, tensor<1x12x1x1xf64>) outs(%586 : tensor<2x12x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x4x4xf64>
    %1473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1463, %598 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %1474 = tensor.empty() : tensor<48x12x1x1xf64>
    %1475 = linalg.fill ins(%cst : f64) outs(%1474 : tensor<48x12x1x1xf64>) -> tensor<48x12x1x1xf64>
    %1476 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1475 : tensor<48x12x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg98[%2265, %2264, %c0, %c0] : tensor<12x48x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x12x1x1xf64>
    %1477 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1472, %1476 : tensor<2x12x4x4xf64>, tensor<48x12x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %1478 = tensor.empty() : tensor<48x2x4x4xf64>
    %transposed_782 = linalg.transpose ins(%585 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_783 = linalg.transpose ins(%1472 : tensor<2x12x4x4xf64>) outs(%1324 : tensor<12x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1479 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_782, %transposed_783 : tensor<48x2x4x4xf64>, tensor<12x2x4x4xf64>) outs(%1475 : tensor<48x12x1x1xf64>) -> tensor<48x12x1x1xf64>
    %1480 = tensor.empty() : tensor<12x48x1x1xf64>
    %transposed_784 = linalg.transpose ins(%1479 : tensor<48x12x1x1xf64>) outs(%1480 : tensor<12x48x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1481 = tensor.empty() : tensor<2x48x4x4xi1>
    %1482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1484 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1482, %1483 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1485 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1484, %cst_3, %1477 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1486 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1485 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1485, %580 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1487 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1486 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_785 = tensor.expand_shape %1489 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1490 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1488 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%579, %579 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1492 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1490, %1491 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_786 = tensor.expand_shape %1492 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1493 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%579, %arg96 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_787 = tensor.expand_shape %1493 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1494 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580, %expanded_786 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1495 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1485, %1494 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1496 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1495, %expanded_785 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1497 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1496, %expanded_787 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1488, %579 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_788 = tensor.expand_shape %arg95 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf64> into tensor<48x1x1x3x3xf64>
    %1499 = tensor.empty() : tensor<48x1x1x3x3xf64>
    %transposed_789 = linalg.transpose ins(%expanded_788 : tensor<48x1x1x3x3xf64>) outs(%1499 : tensor<48x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_790 = tensor.collapse_shape %transposed_789 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf64> into tensor<48x1x3x3xf64>
    %1500 = tensor.empty() : tensor<48x1x3x3xf64>
    %1501 = linalg.fill ins(%cst : f64) outs(%1500 : tensor<48x1x3x3xf64>) -> tensor<48x1x3x3xf64>
    %1502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_790 : tensor<48x1x3x3xf64>) outs(%1501 : tensor<48x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_790[%2264, %c0, %2267, %2268] : tensor<48x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x1x3x3xf64>
    %padded_791 = tensor.pad %1497 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_792 = tensor.collapse_shape %1502 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %1503 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_791, %collapsed_792 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %collapsed_793 = tensor.collapse_shape %1497 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_794 = tensor.expand_shape %collapsed_793 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %1504 = tensor.empty() : tensor<48x1x2x16xf64>
    %transposed_795 = linalg.transpose ins(%expanded_794 : tensor<2x48x1x16xf64>) outs(%1504 : tensor<48x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_796 = tensor.collapse_shape %transposed_795 [[0], [1], [2, 3]] : tensor<48x1x2x16xf64> into tensor<48x1x32xf64>
    %extracted_slice_797 = tensor.extract_slice %padded_160[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_798 = tensor.extract_slice %extracted_slice_797[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_799 = tensor.collapse_shape %extracted_slice_798 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_800 = tensor.expand_shape %collapsed_799 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %1505 = tensor.empty() : tensor<48x2x16x1xf64>
    %transposed_801 = linalg.transpose ins(%expanded_800 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_802 = tensor.collapse_shape %transposed_801 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1506 = tensor.empty() : tensor<48x1x1xf64>
    %1507 = linalg.fill ins(%cst : f64) outs(%1506 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %1508 = linalg.batch_matmul ins(%collapsed_796, %collapsed_802 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_803 = tensor.extract_slice %extracted_slice_797[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_804 = tensor.collapse_shape %extracted_slice_803 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_805 = tensor.expand_shape %collapsed_804 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_806 = linalg.transpose ins(%expanded_805 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_807 = tensor.collapse_shape %transposed_806 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1509 = linalg.batch_matmul ins(%collapsed_796, %collapsed_807 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_808 = tensor.extract_slice %extracted_slice_797[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_809 = tensor.collapse_shape %extracted_slice_808 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_810 = tensor.expand_shape %collapsed_809 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_811 = linalg.transpose ins(%expanded_810 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_812 = tensor.collapse_shape %transposed_811 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1510 = linalg.batch_matmul ins(%collapsed_796, %collapsed_812 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_813 = tensor.extract_slice %padded_160[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_814 = tensor.extract_slice %extracted_slice_813[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_815 = tensor.collapse_shape %extracted_slice_814 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_816 = tensor.expand_shape %collapsed_815 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_817 = linalg.transpose ins(%expanded_816 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_818 = tensor.collapse_shape %transposed_817 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1511 = linalg.batch_matmul ins(%collapsed_796, %collapsed_818 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_819 = tensor.extract_slice %extracted_slice_813[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_820 = tensor.collapse_shape %extracted_slice_819 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_821 = tensor.expand_shape %collapsed_820 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_822 = linalg.transpose ins(%expanded_821 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_823 = tensor.collapse_shape %transposed_822 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1512 = linalg.batch_matmul ins(%collapsed_796, %collapsed_823 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_824 = tensor.extract_slice %extracted_slice_813[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_825 = tensor.collapse_shape %extracted_slice_824 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_826 = tensor.expand_shape %collapsed_825 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_827 = linalg.transpose ins(%expanded_826 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_828 = tensor.collapse_shape %transposed_827 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1513 = linalg.batch_matmul ins(%collapsed_796, %collapsed_828 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_829 = tensor.extract_slice %padded_160[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_830 = tensor.extract_slice %extracted_slice_829[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_831 = tensor.collapse_shape %extracted_slice_830 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_832 = tensor.expand_shape %collapsed_831 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_833 = linalg.transpose ins(%expanded_832 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_834 = tensor.collapse_shape %transposed_833 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1514 = linalg.batch_matmul ins(%collapsed_796, %collapsed_834 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_835 = tensor.extract_slice %extracted_slice_829[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_836 = tensor.collapse_shape %extracted_slice_835 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_837 = tensor.expand_shape %collapsed_836 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_838 = linalg.transpose ins(%expanded_837 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_839 = tensor.collapse_shape %transposed_838 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1515 = linalg.batch_matmul ins(%collapsed_796, %collapsed_839 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_840 = tensor.extract_slice %extracted_slice_829[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_841 = tensor.collapse_shape %extracted_slice_840 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_842 = tensor.expand_shape %collapsed_841 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_843 = linalg.transpose ins(%expanded_842 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_844 = tensor.collapse_shape %transposed_843 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1516 = linalg.batch_matmul ins(%collapsed_796, %collapsed_844 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %expanded_845 = tensor.expand_shape %1508 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_846 = tensor.expand_shape %1509 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_847 = tensor.expand_shape %1510 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_848 = tensor.expand_shape %1511 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_849 = tensor.expand_shape %1512 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_850 = tensor.expand_shape %1513 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_851 = tensor.expand_shape %1514 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_852 = tensor.expand_shape %1515 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_853 = tensor.expand_shape %1516 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %concat_854 = tensor.concat dim(3) %expanded_845, %expanded_846, %expanded_847, %expanded_848, %expanded_849, %expanded_850, %expanded_851, %expanded_852, %expanded_853 : (tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>) -> tensor<48x1x1x9xf64>
    %collapsed_855 = tensor.collapse_shape %concat_854 [[0], [1], [2, 3]] : tensor<48x1x1x9xf64> into tensor<48x1x9xf64>
    %expanded_856 = tensor.expand_shape %collapsed_855 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf64> into tensor<48x1x3x3xf64>
    %1517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1519 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1517, %1518 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1520 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1519, %cst_3, %1503 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1521 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1520 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1522 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1520, %563 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1523 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1522 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1524 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1521 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_857 = tensor.expand_shape %1524 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1523 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1526 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%562, %562 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1527 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1525, %1526 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_858 = tensor.expand_shape %1527 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1528 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%562, %arg93 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_859 = tensor.expand_shape %1528 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1529 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_858 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1530 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1520, %1529 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1531 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1530, %expanded_857 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1532 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1531, %expanded_859 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1523, %562 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1534 = tensor.empty() : tensor<8x48x1x1xf64>
    %1535 = linalg.fill ins(%cst : f64) outs(%1534 : tensor<8x48x1x1xf64>) -> tensor<8x48x1x1xf64>
    %1536 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1535 : tensor<8x48x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg92[%2265, %2264, %c0, %c0] : tensor<48x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x48x1x1xf64>
    %1537 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1532, %1536 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %1538 = tensor.empty() : tensor<8x2x4x4xf64>
    %transposed_860 = linalg.transpose ins(%551 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_861 = linalg.transpose ins(%1532 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1539 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_860, %transposed_861 : tensor<8x2x4x4xf64>, tensor<48x2x4x4xf64>) outs(%1535 : tensor<8x48x1x1xf64>) -> tensor<8x48x1x1xf64>
    %1540 = tensor.empty() : tensor<48x8x1x1xf64>
    %transposed_862 = linalg.transpose ins(%1539 : tensor<8x48x1x1xf64>) outs(%1540 : tensor<48x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1541 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1537 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %547 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1543 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1542 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1544 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1541 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_863 = tensor.expand_shape %1544 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1543 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1546 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%546, %546 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1547 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1545, %1546 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_864 = tensor.expand_shape %1547 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1548 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%546, %arg90 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_865 = tensor.expand_shape %1548 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1549 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %expanded_864 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1550 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %1549 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1551 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1550, %expanded_863 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1552 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1551, %expanded_865 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1553 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1543, %546 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1554 = linalg.fill ins(%cst : f64) outs(%1540 : tensor<48x8x1x1xf64>) -> tensor<48x8x1x1xf64>
    %1555 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1554 : tensor<48x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg89[%2265, %2264, %c0, %c0] : tensor<8x48x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x8x1x1xf64>
    %1556 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1552, %1555 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %transposed_866 = linalg.transpose ins(%535 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_867 = linalg.transpose ins(%1552 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1557 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_866, %transposed_867 : tensor<48x2x4x4xf64>, tensor<8x2x4x4xf64>) outs(%1554 : tensor<48x8x1x1xf64>) -> tensor<48x8x1x1xf64>
    %transposed_868 = linalg.transpose ins(%1557 : tensor<48x8x1x1xf64>) outs(%1534 : tensor<8x48x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1558 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1560 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1558, %1559 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1561 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1560, %cst_3, %1556 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1562 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1561 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1563 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1561, %530 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1564 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1563 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1565 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1562 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_869 = tensor.expand_shape %1565 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1566 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1564 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1567 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%529, %529 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1568 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1566, %1567 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_870 = tensor.expand_shape %1568 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1569 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%529, %arg87 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_871 = tensor.expand_shape %1569 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1570 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %expanded_870 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1571 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1561, %1570 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1572 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1571, %expanded_869 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1573 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1572, %expanded_871 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1574 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1564, %529 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_872 = tensor.expand_shape %arg86 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf64> into tensor<48x1x1x3x3xf64>
    %transposed_873 = linalg.transpose ins(%expanded_872 : tensor<48x1x1x3x3xf64>) outs(%1499 : tensor<48x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_874 = tensor.collapse_shape %transposed_873 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf64> into tensor<48x1x3x3xf64>
    %1575 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_874 : tensor<48x1x3x3xf64>) outs(%1501 : tensor<48x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_874[%2264, %c0, %2267, %2268] : tensor<48x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x1x3x3xf64>
    %padded_875 = tensor.pad %1573 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_876 = tensor.collapse_shape %1575 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %1576 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_875, %collapsed_876 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %collapsed_877 = tensor.collapse_shape %1573 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_878 = tensor.expand_shape %collapsed_877 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_879 = linalg.transpose ins(%expanded_878 : tensor<2x48x1x16xf64>) outs(%1504 : tensor<48x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_880 = tensor.collapse_shape %transposed_879 [[0], [1], [2, 3]] : tensor<48x1x2x16xf64> into tensor<48x1x32xf64>
    %extracted_slice_881 = tensor.extract_slice %padded_146[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_882 = tensor.extract_slice %extracted_slice_881[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_883 = tensor.collapse_shape %extracted_slice_882 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_884 = tensor.expand_shape %collapsed_883 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_885 = linalg.transpose ins(%expanded_884 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_886 = tensor.collapse_shape %transposed_885 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1577 = linalg.batch_matmul ins(%collapsed_880, %collapsed_886 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_887 = tensor.extract_slice %extracted_slice_881[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_888 = tensor.collapse_shape %extracted_slice_887 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_889 = tensor.expand_shape %collapsed_888 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_890 = linalg.transpose ins(%expanded_889 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_891 = tensor.collapse_shape %transposed_890 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1578 = linalg.batch_matmul ins(%collapsed_880, %collapsed_891 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_892 = tensor.extract_slice %extracted_slice_881[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_893 = tensor.collapse_shape %extracted_slice_892 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_894 = tensor.expand_shape %collapsed_893 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_895 = linalg.transpose ins(%expanded_894 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_896 = tensor.collapse_shape %transposed_895 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1579 = linalg.batch_matmul ins(%collapsed_880, %collapsed_896 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_897 = tensor.extract_slice %padded_146[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_898 = tensor.extract_slice %extracted_slice_897[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_899 = tensor.collapse_shape %extracted_slice_898 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_900 = tensor.expand_shape %collapsed_899 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_901 = linalg.transpose ins(%expanded_900 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_902 = tensor.collapse_shape %transposed_901 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1580 = linalg.batch_matmul ins(%collapsed_880, %collapsed_902 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_903 = tensor.extract_slice %extracted_slice_897[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_904 = tensor.collapse_shape %extracted_slice_903 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_905 = tensor.expand_shape %collapsed_904 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_906 = linalg.transpose ins(%expanded_905 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_907 = tensor.collapse_shape %transposed_906 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1581 = linalg.batch_matmul ins(%collapsed_880, %collapsed_907 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_908 = tensor.extract_slice %extracted_slice_897[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_909 = tensor.collapse_shape %extracted_slice_908 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_910 = tensor.expand_shape %collapsed_909 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_911 = linalg.transpose ins(%expanded_910 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_912 = tensor.collapse_shape %transposed_911 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1582 = linalg.batch_matmul ins(%collapsed_880, %collapsed_912 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_913 = tensor.extract_slice %padded_146[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_914 = tensor.extract_slice %extracted_slice_913[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_915 = tensor.collapse_shape %extracted_slice_914 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_916 = tensor.expand_shape %collapsed_915 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_917 = linalg.transpose ins(%expanded_916 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_918 = tensor.collapse_shape %transposed_917 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1583 = linalg.batch_matmul ins(%collapsed_880, %collapsed_918 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_919 = tensor.extract_slice %extracted_slice_913[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_920 = tensor.collapse_shape %extracted_slice_919 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_921 = tensor.expand_shape %collapsed_920 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_922 = linalg.transpose ins(%expanded_921 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_923 = tensor.collapse_shape %transposed_922 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1584 = linalg.batch_matmul ins(%collapsed_880, %collapsed_923 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_924 = tensor.extract_slice %extracted_slice_913[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_925 = tensor.collapse_shape %extracted_slice_924 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_926 = tensor.expand_shape %collapsed_925 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_927 = linalg.transpose ins(%expanded_926 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_928 = tensor.collapse_shape %transposed_927 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1585 = linalg.batch_matmul ins(%collapsed_880, %collapsed_928 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %expanded_929 = tensor.expand_shape %1577 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_930 = tensor.expand_shape %1578 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_931 = tensor.expand_shape %1579 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_932 = tensor.expand_shape %1580 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_933 = tensor.expand_shape %1581 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_934 = tensor.expand_shape %1582 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_935 = tensor.expand_shape %1583 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_936 = tensor.expand_shape %1584 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_937 = tensor.expand_shape %1585 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %concat_938 = tensor.concat dim(3) %expanded_929, %expanded_930, %expanded_931, %expanded_932, %expanded_933, %expanded_934, %expanded_935, %expanded_936, %expanded_937 : (tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>) -> tensor<48x1x1x9xf64>
    %collapsed_939 = tensor.collapse_shape %concat_938 [[0], [1], [2, 3]] : tensor<48x1x1x9xf64> into tensor<48x1x9xf64>
    %expanded_940 = tensor.expand_shape %collapsed_939 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf64> into tensor<48x1x3x3xf64>
    %1586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1587 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1588 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1586, %1587 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1589 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1588, %cst_3, %1576 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1590 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1589 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1589, %513 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1592 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1591 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1593 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1590 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_941 = tensor.expand_shape %1593 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1594 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1592 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1595 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%512, %512 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1596 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1594, %1595 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_942 = tensor.expand_shape %1596 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1597 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%512, %arg84 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_943 = tensor.expand_shape %1597 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1598 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %expanded_942 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1589, %1598 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1600 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1599, %expanded_941 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1601 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1600, %expanded_943 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1602 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1592, %512 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1603 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1535 : tensor<8x48x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg83[%2265, %2264, %c0, %c0] : tensor<48x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x48x1x1xf64>
    %1604 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1601, %1603 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %transposed_944 = linalg.transpose ins(%501 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_945 = linalg.transpose ins(%1601 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1605 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_944, %transposed_945 : tensor<8x2x4x4xf64>, tensor<48x2x4x4xf64>) outs(%1535 : tensor<8x48x1x1xf64>) -> tensor<8x48x1x1xf64>
    %transposed_946 = linalg.transpose ins(%1605 : tensor<8x48x1x1xf64>) outs(%1540 : tensor<48x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1606 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %1604 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1607 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1606 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1608 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1606, %497 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1609 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1608 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1607 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_947 = tensor.expand_shape %1610 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1611 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1609 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%496, %496 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1613 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1611, %1612 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_948 = tensor.expand_shape %1613 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%496, %arg81 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_949 = tensor.expand_shape %1614 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1615 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_948 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1616 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1606, %1615 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1617 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1616, %expanded_947 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1618 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1617, %expanded_949 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1619 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1609, %496 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1620 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1554 : tensor<48x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg80[%2265, %2264, %c0, %c0] : tensor<8x48x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x8x1x1xf64>
    %1621 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1618, %1620 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %transposed_950 = linalg.transpose ins(%485 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_951 = linalg.transpose ins(%1618 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1622 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_950, %transposed_951 : tensor<48x2x4x4xf64>, tensor<8x2x4x4xf64>) outs(%1554 : tensor<48x8x1x1xf64>) -> tensor<48x8x1x1xf64>
    %transposed_952 = linalg.transpose ins(%1622 : tensor<48x8x1x1xf64>) outs(%1534 : tensor<8x48x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1624 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1625 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1623, %1624 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1626 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1625, %cst_3, %1621 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1627 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1626 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1628 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1626, %480 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1629 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1628 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1630 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1627 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_953 = tensor.expand_shape %1630 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1629 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1632 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%479, %479 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1633 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1631, %1632 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_954 = tensor.expand_shape %1633 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1634 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%479, %arg78 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_955 = tensor.expand_shape %1634 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1635 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_954 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1626, %1635 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1637 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1636, %expanded_953 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1638 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1637, %expanded_955 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1639 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1629, %479 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_956 = tensor.expand_shape %arg77 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf64> into tensor<48x1x1x3x3xf64>
    %transposed_957 = linalg.transpose ins(%expanded_956 : tensor<48x1x1x3x3xf64>) outs(%1499 : tensor<48x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_958 = tensor.collapse_shape %transposed_957 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf64> into tensor<48x1x3x3xf64>
    %1640 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_958 : tensor<48x1x3x3xf64>) outs(%1501 : tensor<48x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_958[%2264, %c0, %2267, %2268] : tensor<48x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x1x3x3xf64>
    %padded_959 = tensor.pad %1638 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_960 = tensor.collapse_shape %1640 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %1641 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_959, %collapsed_960 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %collapsed_961 = tensor.collapse_shape %1638 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_962 = tensor.expand_shape %collapsed_961 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_963 = linalg.transpose ins(%expanded_962 : tensor<2x48x1x16xf64>) outs(%1504 : tensor<48x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_964 = tensor.collapse_shape %transposed_963 [[0], [1], [2, 3]] : tensor<48x1x2x16xf64> into tensor<48x1x32xf64>
    %extracted_slice_965 = tensor.extract_slice %padded_132[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_966 = tensor.extract_slice %extracted_slice_965[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_967 = tensor.collapse_shape %extracted_slice_966 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_968 = tensor.expand_shape %collapsed_967 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_969 = linalg.transpose ins(%expanded_968 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_970 = tensor.collapse_shape %transposed_969 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1642 = linalg.batch_matmul ins(%collapsed_964, %collapsed_970 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_971 = tensor.extract_slice %extracted_slice_965[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_972 = tensor.collapse_shape %extracted_slice_971 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_973 = tensor.expand_shape %collapsed_972 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_974 = linalg.transpose ins(%expanded_973 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_975 = tensor.collapse_shape %transposed_974 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1643 = linalg.batch_matmul ins(%collapsed_964, %collapsed_975 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_976 = tensor.extract_slice %extracted_slice_965[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_977 = tensor.collapse_shape %extracted_slice_976 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_978 = tensor.expand_shape %collapsed_977 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_979 = linalg.transpose ins(%expanded_978 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_980 = tensor.collapse_shape %transposed_979 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1644 = linalg.batch_matmul ins(%collapsed_964, %collapsed_980 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_981 = tensor.extract_slice %padded_132[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_982 = tensor.extract_slice %extracted_slice_981[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_983 = tensor.collapse_shape %extracted_slice_982 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_984 = tensor.expand_shape %collapsed_983 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_985 = linalg.transpose ins(%expanded_984 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_986 = tensor.collapse_shape %transposed_985 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1645 = linalg.batch_matmul ins(%collapsed_964, %collapsed_986 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_987 = tensor.extract_slice %extracted_slice_981[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_988 = tensor.collapse_shape %extracted_slice_987 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_989 = tensor.expand_shape %collapsed_988 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_990 = linalg.transpose ins(%expanded_989 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_991 = tensor.collapse_shape %transposed_990 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1646 = linalg.batch_matmul ins(%collapsed_964, %collapsed_991 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_992 = tensor.extract_slice %extracted_slice_981[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_993 = tensor.collapse_shape %extracted_slice_992 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_994 = tensor.expand_shape %collapsed_993 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_995 = linalg.transpose ins(%expanded_994 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_996 = tensor.collapse_shape %transposed_995 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1647 = linalg.batch_matmul ins(%collapsed_964, %collapsed_996 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_997 = tensor.extract_slice %padded_132[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_998 = tensor.extract_slice %extracted_slice_997[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_999 = tensor.collapse_shape %extracted_slice_998 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1000 = tensor.expand_shape %collapsed_999 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1001 = linalg.transpose ins(%expanded_1000 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1002 = tensor.collapse_shape %transposed_1001 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1648 = linalg.batch_matmul ins(%collapsed_964, %collapsed_1002 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1003 = tensor.extract_slice %extracted_slice_997[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1004 = tensor.collapse_shape %extracted_slice_1003 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1005 = tensor.expand_shape %collapsed_1004 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1006 = linalg.transpose ins(%expanded_1005 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1007 = tensor.collapse_shape %transposed_1006 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1649 = linalg.batch_matmul ins(%collapsed_964, %collapsed_1007 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1008 = tensor.extract_slice %extracted_slice_997[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1009 = tensor.collapse_shape %extracted_slice_1008 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1010 = tensor.expand_shape %collapsed_1009 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1011 = linalg.transpose ins(%expanded_1010 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1012 = tensor.collapse_shape %transposed_1011 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1650 = linalg.batch_matmul ins(%collapsed_964, %collapsed_1012 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %expanded_1013 = tensor.expand_shape %1642 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1014 = tensor.expand_shape %1643 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1015 = tensor.expand_shape %1644 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1016 = tensor.expand_shape %1645 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1017 = tensor.expand_shape %1646 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1018 = tensor.expand_shape %1647 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1019 = tensor.expand_shape %1648 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1020 = tensor.expand_shape %1649 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1021 = tensor.expand_shape %1650 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %concat_1022 = tensor.concat dim(3) %expanded_1013, %expanded_1014, %expanded_1015, %expanded_1016, %expanded_1017, %expanded_1018, %expanded_1019, %expanded_1020, %expanded_1021 : (tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>) -> tensor<48x1x1x9xf64>
    %collapsed_1023 = tensor.collapse_shape %concat_1022 [[0], [1], [2, 3]] : tensor<48x1x1x9xf64> into tensor<48x1x9xf64>
    %expanded_1024 = tensor.expand_shape %collapsed_1023 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf64> into tensor<48x1x3x3xf64>
    %1651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1652 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1653 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1651, %1652 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1654 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1653, %cst_3, %1641 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1655 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1654 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1656 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1654, %463 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1657 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1656 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1658 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1655 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1025 = tensor.expand_shape %1658 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1659 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1657 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1660 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%462, %462 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1661 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1659, %1660 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1026 = tensor.expand_shape %1661 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%462, %arg75 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1027 = tensor.expand_shape %1662 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1663 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_1026 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1664 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1654, %1663 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1665 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1664, %expanded_1025 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1666 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1665, %expanded_1027 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1657, %462 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1668 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1535 : tensor<8x48x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg74[%2265, %2264, %c0, %c0] : tensor<48x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x48x1x1xf64>
    %1669 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1666, %1668 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %transposed_1028 = linalg.transpose ins(%451 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1029 = linalg.transpose ins(%1666 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1670 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1028, %transposed_1029 : tensor<8x2x4x4xf64>, tensor<48x2x4x4xf64>) outs(%1535 : tensor<8x48x1x1xf64>) -> tensor<8x48x1x1xf64>
    %transposed_1030 = linalg.transpose ins(%1670 : tensor<8x48x1x1xf64>) outs(%1540 : tensor<48x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1606, %1669 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1672 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1671 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1673 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1671, %447 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1674 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1673 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1675 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1672 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_1031 = tensor.expand_shape %1675 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1676 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1674 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1677 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %446 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1678 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1676, %1677 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_1032 = tensor.expand_shape %1678 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1679 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %arg72 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_1033 = tensor.expand_shape %1679 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1680 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_1032 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1671, %1680 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1682 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1681, %expanded_1031 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1683 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1682, %expanded_1033 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1684 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1674, %446 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1685 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1554 : tensor<48x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg71[%2265, %2264, %c0, %c0] : tensor<8x48x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x8x1x1xf64>
    %1686 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1683, %1685 : tensor<2x8x4x4xf64>, tensor<48x8x1x1xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %transposed_1034 = linalg.transpose ins(%435 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1035 = linalg.transpose ins(%1683 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1687 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1034, %transposed_1035 : tensor<48x2x4x4xf64>, tensor<8x2x4x4xf64>) outs(%1554 : tensor<48x8x1x1xf64>) -> tensor<48x8x1x1xf64>
    %transposed_1036 = linalg.transpose ins(%1687 : tensor<48x8x1x1xf64>) outs(%1534 : tensor<8x48x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1688 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1690 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1688, %1689 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1691 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %cst_3, %1686 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1692 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1691 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1693 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1691, %430 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1694 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1693 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1692 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1037 = tensor.expand_shape %1695 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1694 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%429, %429 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1698 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1696, %1697 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1038 = tensor.expand_shape %1698 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1699 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%429, %arg69 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1039 = tensor.expand_shape %1699 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1700 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_1038 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1701 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1691, %1700 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1702 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1701, %expanded_1037 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1703 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1702, %expanded_1039 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1704 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1694, %429 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1040 = tensor.expand_shape %arg68 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf64> into tensor<48x1x1x3x3xf64>
    %transposed_1041 = linalg.transpose ins(%expanded_1040 : tensor<48x1x1x3x3xf64>) outs(%1499 : tensor<48x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1042 = tensor.collapse_shape %transposed_1041 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf64> into tensor<48x1x3x3xf64>
    %1705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1042 : tensor<48x1x3x3xf64>) outs(%1501 : tensor<48x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1042[%2264, %c0, %2267, %2268] : tensor<48x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<48x1x3x3xf64>
    %padded_1043 = tensor.pad %1703 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x48x4x4xf64> to tensor<2x48x6x6xf64>
    %collapsed_1044 = tensor.collapse_shape %1705 [[0, 1], [2], [3]] : tensor<48x1x3x3xf64> into tensor<48x3x3xf64>
    %1706 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1043, %collapsed_1044 : tensor<2x48x6x6xf64>, tensor<48x3x3xf64>) outs(%397 : tensor<2x48x4x4xf64>) -> tensor<2x48x4x4xf64>
    %collapsed_1045 = tensor.collapse_shape %1703 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1046 = tensor.expand_shape %collapsed_1045 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1047 = linalg.transpose ins(%expanded_1046 : tensor<2x48x1x16xf64>) outs(%1504 : tensor<48x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1048 = tensor.collapse_shape %transposed_1047 [[0], [1], [2, 3]] : tensor<48x1x2x16xf64> into tensor<48x1x32xf64>
    %extracted_slice_1049 = tensor.extract_slice %padded_118[0, 0, 0, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_1050 = tensor.extract_slice %extracted_slice_1049[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1051 = tensor.collapse_shape %extracted_slice_1050 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1052 = tensor.expand_shape %collapsed_1051 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1053 = linalg.transpose ins(%expanded_1052 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1054 = tensor.collapse_shape %transposed_1053 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1707 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1054 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1055 = tensor.extract_slice %extracted_slice_1049[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1056 = tensor.collapse_shape %extracted_slice_1055 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1057 = tensor.expand_shape %collapsed_1056 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1058 = linalg.transpose ins(%expanded_1057 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1059 = tensor.collapse_shape %transposed_1058 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1708 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1059 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1060 = tensor.extract_slice %extracted_slice_1049[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1061 = tensor.collapse_shape %extracted_slice_1060 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1062 = tensor.expand_shape %collapsed_1061 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1063 = linalg.transpose ins(%expanded_1062 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1064 = tensor.collapse_shape %transposed_1063 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1709 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1064 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1065 = tensor.extract_slice %padded_118[0, 0, 1, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_1066 = tensor.extract_slice %extracted_slice_1065[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1067 = tensor.collapse_shape %extracted_slice_1066 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1068 = tensor.expand_shape %collapsed_1067 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1069 = linalg.transpose ins(%expanded_1068 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1070 = tensor.collapse_shape %transposed_1069 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1710 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1070 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1071 = tensor.extract_slice %extracted_slice_1065[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1072 = tensor.collapse_shape %extracted_slice_1071 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1073 = tensor.expand_shape %collapsed_1072 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1074 = linalg.transpose ins(%expanded_1073 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1075 = tensor.collapse_shape %transposed_1074 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1711 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1075 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1076 = tensor.extract_slice %extracted_slice_1065[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1077 = tensor.collapse_shape %extracted_slice_1076 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1078 = tensor.expand_shape %collapsed_1077 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1079 = linalg.transpose ins(%expanded_1078 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1080 = tensor.collapse_shape %transposed_1079 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1712 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1080 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1081 = tensor.extract_slice %padded_118[0, 0, 2, 0] [2, 48, 4, 6] [1, 1, 1, 1] : tensor<2x48x6x6xf64> to tensor<2x48x4x6xf64>
    %extracted_slice_1082 = tensor.extract_slice %extracted_slice_1081[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1083 = tensor.collapse_shape %extracted_slice_1082 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1084 = tensor.expand_shape %collapsed_1083 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1085 = linalg.transpose ins(%expanded_1084 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1086 = tensor.collapse_shape %transposed_1085 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1713 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1086 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1087 = tensor.extract_slice %extracted_slice_1081[0, 0, 0, 1] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1088 = tensor.collapse_shape %extracted_slice_1087 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1089 = tensor.expand_shape %collapsed_1088 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1090 = linalg.transpose ins(%expanded_1089 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1091 = tensor.collapse_shape %transposed_1090 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1714 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1091 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %extracted_slice_1092 = tensor.extract_slice %extracted_slice_1081[0, 0, 0, 2] [2, 48, 4, 4] [1, 1, 1, 1] : tensor<2x48x4x6xf64> to tensor<2x48x4x4xf64>
    %collapsed_1093 = tensor.collapse_shape %extracted_slice_1092 [[0], [1], [2, 3]] : tensor<2x48x4x4xf64> into tensor<2x48x16xf64>
    %expanded_1094 = tensor.expand_shape %collapsed_1093 [[0], [1], [2, 3]] output_shape [2, 48, 1, 16] : tensor<2x48x16xf64> into tensor<2x48x1x16xf64>
    %transposed_1095 = linalg.transpose ins(%expanded_1094 : tensor<2x48x1x16xf64>) outs(%1505 : tensor<48x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1096 = tensor.collapse_shape %transposed_1095 [[0], [1, 2], [3]] : tensor<48x2x16x1xf64> into tensor<48x32x1xf64>
    %1715 = linalg.batch_matmul ins(%collapsed_1048, %collapsed_1096 : tensor<48x1x32xf64>, tensor<48x32x1xf64>) outs(%1507 : tensor<48x1x1xf64>) -> tensor<48x1x1xf64>
    %expanded_1097 = tensor.expand_shape %1707 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1098 = tensor.expand_shape %1708 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1099 = tensor.expand_shape %1709 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1100 = tensor.expand_shape %1710 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1101 = tensor.expand_shape %1711 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1102 = tensor.expand_shape %1712 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1103 = tensor.expand_shape %1713 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1104 = tensor.expand_shape %1714 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %expanded_1105 = tensor.expand_shape %1715 [[0], [1], [2, 3]] output_shape [48, 1, 1, 1] : tensor<48x1x1xf64> into tensor<48x1x1x1xf64>
    %concat_1106 = tensor.concat dim(3) %expanded_1097, %expanded_1098, %expanded_1099, %expanded_1100, %expanded_1101, %expanded_1102, %expanded_1103, %expanded_1104, %expanded_1105 : (tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>, tensor<48x1x1x1xf64>) -> tensor<48x1x1x9xf64>
    %collapsed_1107 = tensor.collapse_shape %concat_1106 [[0], [1], [2, 3]] : tensor<48x1x1x9xf64> into tensor<48x1x9xf64>
    %expanded_1108 = tensor.expand_shape %collapsed_1107 [[0], [1], [2, 3]] output_shape [48, 1, 3, 3] : tensor<48x1x9xf64> into tensor<48x1x3x3xf64>
    %1716 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<2x48x4x4xf64>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1718 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1716, %1717 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%1481 : tensor<2x48x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x48x4x4xi1>
    %1719 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1718, %cst_3, %1706 : tensor<2x48x4x4xi1>, tensor<f64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1720 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1719 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1719, %413 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1722 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1721 : tensor<2x48x4x4xf64>) outs(%400 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1723 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1720 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1109 = tensor.expand_shape %1723 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1722 : tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1725 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%412, %412 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1724, %1725 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1110 = tensor.expand_shape %1726 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%412, %arg66 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %expanded_1111 = tensor.expand_shape %1727 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf64> into tensor<1x48x1x1xf64>
    %1728 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_1110 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1729 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1719, %1728 : tensor<2x48x4x4xf64>, tensor<2x48x4x4xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1730 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1729, %expanded_1109 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1731 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1730, %expanded_1111 : tensor<2x48x4x4xf64>, tensor<1x48x1x1xf64>) outs(%396 : tensor<2x48x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x48x4x4xf64>
    %1732 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1722, %412 : tensor<48xf64>, tensor<48xf64>) outs(%399 : tensor<48xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<48xf64>
    %1733 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1535 : tensor<8x48x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg65[%2265, %2264, %c0, %c0] : tensor<48x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x48x1x1xf64>
    %1734 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1731, %1733 : tensor<2x48x4x4xf64>, tensor<8x48x1x1xf64>) outs(%376 : tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %transposed_1112 = linalg.transpose ins(%395 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1113 = linalg.transpose ins(%1731 : tensor<2x48x4x4xf64>) outs(%1478 : tensor<48x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1735 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1112, %transposed_1113 : tensor<8x2x4x4xf64>, tensor<48x2x4x4xf64>) outs(%1535 : tensor<8x48x1x1xf64>) -> tensor<8x48x1x1xf64>
    %transposed_1114 = linalg.transpose ins(%1735 : tensor<8x48x1x1xf64>) outs(%1540 : tensor<48x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1736 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1671, %1734 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1737 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1736 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1738 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1736, %392 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1739 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1738 : tensor<2x8x4x4xf64>) outs(%379 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1740 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1737 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_1115 = tensor.expand_shape %1740 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1741 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1739 : tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1742 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%391, %391 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1743 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1741, %1742 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_1116 = tensor.expand_shape %1743 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%391, %arg63 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %expanded_1117 = tensor.expand_shape %1744 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1745 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_1116 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1746 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1736, %1745 : tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1747 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1746, %expanded_1115 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1748 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1747, %expanded_1117 : tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) outs(%375 : tensor<2x8x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x8x4x4xf64>
    %1749 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1739, %391 : tensor<8xf64>, tensor<8xf64>) outs(%378 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<8xf64>
    %1750 = tensor.empty() : tensor<24x8x1x1xf64>
    %1751 = linalg.fill ins(%cst : f64) outs(%1750 : tensor<24x8x1x1xf64>) -> tensor<24x8x1x1xf64>
    %1752 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1751 : tensor<24x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg62[%2265, %2264, %c0, %c0] : tensor<8x24x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<24x8x1x1xf64>
    %1753 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1748, %1752 : tensor<2x8x4x4xf64>, tensor<24x8x1x1xf64>) outs(%357 : tensor<2x24x4x4xf64>) -> tensor<2x24x4x4xf64>
    %1754 = tensor.empty() : tensor<24x2x4x4xf64>
    %transposed_1118 = linalg.transpose ins(%374 : tensor<2x24x4x4xf64>) outs(%1754 : tensor<24x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1119 = linalg.transpose ins(%1748 : tensor<2x8x4x4xf64>) outs(%1538 : tensor<8x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1755 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1118, %transposed_1119 : tensor<24x2x4x4xf64>, tensor<8x2x4x4xf64>) outs(%1751 : tensor<24x8x1x1xf64>) -> tensor<24x8x1x1xf64>
    %1756 = tensor.empty() : tensor<8x24x1x1xf64>
    %transposed_1120 = linalg.transpose ins(%1755 : tensor<24x8x1x1xf64>) outs(%1756 : tensor<8x24x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1757 = tensor.empty() : tensor<2x24x4x4xi1>
    %1758 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<2x24x4x4xf64>) outs(%1757 : tensor<2x24x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x4x4xi1>
    %1759 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<2x24x4x4xf64>) outs(%1757 : tensor<2x24x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x4x4xi1>
    %1760 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1758, %1759 : tensor<2x24x4x4xi1>, tensor<2x24x4x4xi1>) outs(%1757 : tensor<2x24x4x4xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x24x4x4xi1>
    %1761 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1760, %cst_3, %1753 : tensor<2x24x4x4xi1>, tensor<f64>, tensor<2x24x4x4xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %1762 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1761 : tensor<2x24x4x4xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1763 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1761, %369 : tensor<2x24x4x4xf64>, tensor<2x24x4x4xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %1764 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1763 : tensor<2x24x4x4xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1765 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1762 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1121 = tensor.expand_shape %1765 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1764 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1767 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%368, %368 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1766, %1767 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1122 = tensor.expand_shape %1768 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1769 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%368, %arg60 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1123 = tensor.expand_shape %1769 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1770 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %expanded_1122 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %1771 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1761, %1770 : tensor<2x24x4x4xf64>, tensor<2x24x4x4xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %1772 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1771, %expanded_1121 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %1773 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1772, %expanded_1123 : tensor<2x24x4x4xf64>, tensor<1x24x1x1xf64>) outs(%356 : tensor<2x24x4x4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x4x4xf64>
    %1774 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1764, %368 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1124 = tensor.expand_shape %arg59 [[0], [1], [2, 3], [4]] output_shape [24, 1, 1, 3, 3] : tensor<24x1x3x3xf64> into tensor<24x1x1x3x3xf64>
    %1775 = tensor.empty() : tensor<24x1x1x3x3xf64>
    %transposed_1125 = linalg.transpose ins(%expanded_1124 : tensor<24x1x1x3x3xf64>) outs(%1775 : tensor<24x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1126 = tensor.collapse_shape %transposed_1125 [[0], [1], [2, 3], [4]] : tensor<24x1x1x3x3xf64> into tensor<24x1x3x3xf64>
    %1776 = tensor.empty() : tensor<24x1x3x3xf64>
    %1777 = linalg.fill ins(%cst : f64) outs(%1776 : tensor<24x1x3x3xf64>) -> tensor<24x1x3x3xf64>
    %1778 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1126 : tensor<24x1x3x3xf64>) outs(%1777 : tensor<24x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1126[%2264, %c0, %2267, %2268] : tensor<24x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<24x1x3x3xf64>
    %expanded_1127 = tensor.expand_shape %1773 [[0], [1], [2], [3, 4, 5]] output_shape [2, 24, 4, 1, 4, 1] : tensor<2x24x4x4xf64> into tensor<2x24x4x1x4x1xf64>
    %padded_1128 = tensor.pad %expanded_1127 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f64
    } : tensor<2x24x4x1x4x1xf64> to tensor<2x24x4x2x4x2xf64>
    %collapsed_1129 = tensor.collapse_shape %padded_1128 [[0], [1], [2, 3], [4, 5]] : tensor<2x24x4x2x4x2xf64> into tensor<2x24x8x8xf64>
    %extracted_slice_1130 = tensor.extract_slice %collapsed_1129[0, 0, 0, 0] [2, 24, 7, 8] [1, 1, 1, 1] : tensor<2x24x8x8xf64> to tensor<2x24x7x8xf64>
    %extracted_slice_1131 = tensor.extract_slice %extracted_slice_1130[0, 0, 0, 0] [2, 24, 7, 7] [1, 1, 1, 1] : tensor<2x24x7x8xf64> to tensor<2x24x7x7xf64>
    %padded_1132 = tensor.pad %extracted_slice_1131 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x24x7x7xf64> to tensor<2x24x10x10xf64>
    %collapsed_1133 = tensor.collapse_shape %1778 [[0, 1], [2], [3]] : tensor<24x1x3x3xf64> into tensor<24x3x3xf64>
    %1779 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1132, %collapsed_1133 : tensor<2x24x10x10xf64>, tensor<24x3x3xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %collapsed_1134 = tensor.collapse_shape %1773 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1135 = tensor.expand_shape %collapsed_1134 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %1780 = tensor.empty() : tensor<24x1x2x16xf64>
    %transposed_1136 = linalg.transpose ins(%expanded_1135 : tensor<2x24x1x16xf64>) outs(%1780 : tensor<24x1x2x16xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1137 = tensor.collapse_shape %transposed_1136 [[0], [1], [2, 3]] : tensor<24x1x2x16xf64> into tensor<24x1x32xf64>
    %extracted_slice_1138 = tensor.extract_slice %padded_104[0, 0, 0, 0] [2, 24, 4, 10] [1, 1, 2, 1] : tensor<2x24x10x10xf64> to tensor<2x24x4x10xf64>
    %extracted_slice_1139 = tensor.extract_slice %extracted_slice_1138[0, 0, 0, 0] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1140 = tensor.collapse_shape %extracted_slice_1139 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1141 = tensor.expand_shape %collapsed_1140 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %1781 = tensor.empty() : tensor<24x2x16x1xf64>
    %transposed_1142 = linalg.transpose ins(%expanded_1141 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1143 = tensor.collapse_shape %transposed_1142 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1782 = tensor.empty() : tensor<24x1x1xf64>
    %1783 = linalg.fill ins(%cst : f64) outs(%1782 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %1784 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1143 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1144 = tensor.extract_slice %extracted_slice_1138[0, 0, 0, 1] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1145 = tensor.collapse_shape %extracted_slice_1144 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1146 = tensor.expand_shape %collapsed_1145 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1147 = linalg.transpose ins(%expanded_1146 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1148 = tensor.collapse_shape %transposed_1147 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1785 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1148 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1149 = tensor.extract_slice %extracted_slice_1138[0, 0, 0, 2] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1150 = tensor.collapse_shape %extracted_slice_1149 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1151 = tensor.expand_shape %collapsed_1150 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1152 = linalg.transpose ins(%expanded_1151 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1153 = tensor.collapse_shape %transposed_1152 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1786 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1153 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1154 = tensor.extract_slice %padded_104[0, 0, 1, 0] [2, 24, 4, 10] [1, 1, 2, 1] : tensor<2x24x10x10xf64> to tensor<2x24x4x10xf64>
    %extracted_slice_1155 = tensor.extract_slice %extracted_slice_1154[0, 0, 0, 0] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1156 = tensor.collapse_shape %extracted_slice_1155 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1157 = tensor.expand_shape %collapsed_1156 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1158 = linalg.transpose ins(%expanded_1157 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1159 = tensor.collapse_shape %transposed_1158 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1787 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1159 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1160 = tensor.extract_slice %extracted_slice_1154[0, 0, 0, 1] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1161 = tensor.collapse_shape %extracted_slice_1160 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1162 = tensor.expand_shape %collapsed_1161 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1163 = linalg.transpose ins(%expanded_1162 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1164 = tensor.collapse_shape %transposed_1163 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1788 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1164 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1165 = tensor.extract_slice %extracted_slice_1154[0, 0, 0, 2] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1166 = tensor.collapse_shape %extracted_slice_1165 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1167 = tensor.expand_shape %collapsed_1166 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1168 = linalg.transpose ins(%expanded_1167 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1169 = tensor.collapse_shape %transposed_1168 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1789 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1169 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1170 = tensor.extract_slice %padded_104[0, 0, 2, 0] [2, 24, 4, 10] [1, 1, 2, 1] : tensor<2x24x10x10xf64> to tensor<2x24x4x10xf64>
    %extracted_slice_1171 = tensor.extract_slice %extracted_slice_1170[0, 0, 0, 0] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1172 = tensor.collapse_shape %extracted_slice_1171 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1173 = tensor.expand_shape %collapsed_1172 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1174 = linalg.transpose ins(%expanded_1173 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1175 = tensor.collapse_shape %transposed_1174 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1790 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1175 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1176 = tensor.extract_slice %extracted_slice_1170[0, 0, 0, 1] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1177 = tensor.collapse_shape %extracted_slice_1176 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1178 = tensor.expand_shape %collapsed_1177 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1179 = linalg.transpose ins(%expanded_1178 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1180 = tensor.collapse_shape %transposed_1179 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1791 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1180 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1181 = tensor.extract_slice %extracted_slice_1170[0, 0, 0, 2] [2, 24, 4, 4] [1, 1, 1, 2] : tensor<2x24x4x10xf64> to tensor<2x24x4x4xf64>
    %collapsed_1182 = tensor.collapse_shape %extracted_slice_1181 [[0], [1], [2, 3]] : tensor<2x24x4x4xf64> into tensor<2x24x16xf64>
    %expanded_1183 = tensor.expand_shape %collapsed_1182 [[0], [1], [2, 3]] output_shape [2, 24, 1, 16] : tensor<2x24x16xf64> into tensor<2x24x1x16xf64>
    %transposed_1184 = linalg.transpose ins(%expanded_1183 : tensor<2x24x1x16xf64>) outs(%1781 : tensor<24x2x16x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1185 = tensor.collapse_shape %transposed_1184 [[0], [1, 2], [3]] : tensor<24x2x16x1xf64> into tensor<24x32x1xf64>
    %1792 = linalg.batch_matmul ins(%collapsed_1137, %collapsed_1185 : tensor<24x1x32xf64>, tensor<24x32x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %expanded_1186 = tensor.expand_shape %1784 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1187 = tensor.expand_shape %1785 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1188 = tensor.expand_shape %1786 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1189 = tensor.expand_shape %1787 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1190 = tensor.expand_shape %1788 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1191 = tensor.expand_shape %1789 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1192 = tensor.expand_shape %1790 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1193 = tensor.expand_shape %1791 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1194 = tensor.expand_shape %1792 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %concat_1195 = tensor.concat dim(3) %expanded_1186, %expanded_1187, %expanded_1188, %expanded_1189, %expanded_1190, %expanded_1191, %expanded_1192, %expanded_1193, %expanded_1194 : (tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>) -> tensor<24x1x1x9xf64>
    %collapsed_1196 = tensor.collapse_shape %concat_1195 [[0], [1], [2, 3]] : tensor<24x1x1x9xf64> into tensor<24x1x9xf64>
    %expanded_1197 = tensor.expand_shape %collapsed_1196 [[0], [1], [2, 3]] output_shape [24, 1, 3, 3] : tensor<24x1x9xf64> into tensor<24x1x3x3xf64>
    %1793 = tensor.empty() : tensor<2x24x8x8xi1>
    %1794 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1795 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1796 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1794, %1795 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1797 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1796, %cst_3, %1779 : tensor<2x24x8x8xi1>, tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1798 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1797 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1799 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1797, %350 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1800 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1799 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1801 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1798 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1198 = tensor.expand_shape %1801 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1800 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1803 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%349, %349 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1804 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1802, %1803 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1199 = tensor.expand_shape %1804 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1805 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%349, %arg57 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1200 = tensor.expand_shape %1805 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1806 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_1199 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1807 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1797, %1806 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1808 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1807, %expanded_1198 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1809 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1808, %expanded_1200 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1810 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1800, %349 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1811 = tensor.empty() : tensor<4x24x1x1xf64>
    %1812 = linalg.fill ins(%cst : f64) outs(%1811 : tensor<4x24x1x1xf64>) -> tensor<4x24x1x1xf64>
    %1813 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1812 : tensor<4x24x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg56[%2265, %2264, %c0, %c0] : tensor<24x4x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x24x1x1xf64>
    %1814 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1809, %1813 : tensor<2x24x8x8xf64>, tensor<4x24x1x1xf64>) outs(%217 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %1815 = tensor.empty() : tensor<4x2x8x8xf64>
    %transposed_1201 = linalg.transpose ins(%338 : tensor<2x4x8x8xf64>) outs(%1815 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1816 = tensor.empty() : tensor<24x2x8x8xf64>
    %transposed_1202 = linalg.transpose ins(%1809 : tensor<2x24x8x8xf64>) outs(%1816 : tensor<24x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1817 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1201, %transposed_1202 : tensor<4x2x8x8xf64>, tensor<24x2x8x8xf64>) outs(%1812 : tensor<4x24x1x1xf64>) -> tensor<4x24x1x1xf64>
    %1818 = tensor.empty() : tensor<24x4x1x1xf64>
    %transposed_1203 = linalg.transpose ins(%1817 : tensor<4x24x1x1xf64>) outs(%1818 : tensor<24x4x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1819 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1814 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1820 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1814, %334 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1821 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1820 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1822 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1819 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1204 = tensor.expand_shape %1822 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1823 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1821 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1824 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%333, %333 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1825 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1823, %1824 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1205 = tensor.expand_shape %1825 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1826 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%333, %arg54 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1206 = tensor.expand_shape %1826 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1827 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_1205 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1828 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1814, %1827 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1829 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1828, %expanded_1204 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1830 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1829, %expanded_1206 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1831 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1821, %333 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1832 = linalg.fill ins(%cst : f64) outs(%1818 : tensor<24x4x1x1xf64>) -> tensor<24x4x1x1xf64>
    %1833 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1832 : tensor<24x4x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%2265, %2264, %c0, %c0] : tensor<4x24x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<24x4x1x1xf64>
    %1834 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1830, %1833 : tensor<2x4x8x8xf64>, tensor<24x4x1x1xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %transposed_1207 = linalg.transpose ins(%322 : tensor<2x24x8x8xf64>) outs(%1816 : tensor<24x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1208 = linalg.transpose ins(%1830 : tensor<2x4x8x8xf64>) outs(%1815 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1835 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1207, %transposed_1208 : tensor<24x2x8x8xf64>, tensor<4x2x8x8xf64>) outs(%1832 : tensor<24x4x1x1xf64>) -> tensor<24x4x1x1xf64>
    %transposed_1209 = linalg.transpose ins(%1835 : tensor<24x4x1x1xf64>) outs(%1811 : tensor<4x24x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1836 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1837 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1838 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1836, %1837 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1839 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1838, %cst_3, %1834 : tensor<2x24x8x8xi1>, tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1840 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1839 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1841 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1839, %317 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1842 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1841 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1843 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1840 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1210 = tensor.expand_shape %1843 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1842 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1845 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%316, %316 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1846 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1844, %1845 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1211 = tensor.expand_shape %1846 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1847 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%316, %arg51 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1212 = tensor.expand_shape %1847 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1848 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_1211 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1849 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1839, %1848 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1850 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1849, %expanded_1210 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1851 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1850, %expanded_1212 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1852 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1842, %316 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1213 = tensor.expand_shape %arg50 [[0], [1], [2, 3], [4]] output_shape [24, 1, 1, 3, 3] : tensor<24x1x3x3xf64> into tensor<24x1x1x3x3xf64>
    %transposed_1214 = linalg.transpose ins(%expanded_1213 : tensor<24x1x1x3x3xf64>) outs(%1775 : tensor<24x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1215 = tensor.collapse_shape %transposed_1214 [[0], [1], [2, 3], [4]] : tensor<24x1x1x3x3xf64> into tensor<24x1x3x3xf64>
    %1853 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1215 : tensor<24x1x3x3xf64>) outs(%1777 : tensor<24x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1215[%2264, %c0, %2267, %2268] : tensor<24x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<24x1x3x3xf64>
    %padded_1216 = tensor.pad %1851 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x24x8x8xf64> to tensor<2x24x10x10xf64>
    %collapsed_1217 = tensor.collapse_shape %1853 [[0, 1], [2], [3]] : tensor<24x1x3x3xf64> into tensor<24x3x3xf64>
    %1854 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1216, %collapsed_1217 : tensor<2x24x10x10xf64>, tensor<24x3x3xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %collapsed_1218 = tensor.collapse_shape %1851 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1219 = tensor.expand_shape %collapsed_1218 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %1855 = tensor.empty() : tensor<24x1x2x64xf64>
    %transposed_1220 = linalg.transpose ins(%expanded_1219 : tensor<2x24x1x64xf64>) outs(%1855 : tensor<24x1x2x64xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1221 = tensor.collapse_shape %transposed_1220 [[0], [1], [2, 3]] : tensor<24x1x2x64xf64> into tensor<24x1x128xf64>
    %extracted_slice_1222 = tensor.extract_slice %padded_90[0, 0, 0, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf64> to tensor<2x24x8x10xf64>
    %extracted_slice_1223 = tensor.extract_slice %extracted_slice_1222[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1224 = tensor.collapse_shape %extracted_slice_1223 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1225 = tensor.expand_shape %collapsed_1224 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %1856 = tensor.empty() : tensor<24x2x64x1xf64>
    %transposed_1226 = linalg.transpose ins(%expanded_1225 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1227 = tensor.collapse_shape %transposed_1226 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1857 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1227 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1228 = tensor.extract_slice %extracted_slice_1222[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1229 = tensor.collapse_shape %extracted_slice_1228 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1230 = tensor.expand_shape %collapsed_1229 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1231 = linalg.transpose ins(%expanded_1230 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1232 = tensor.collapse_shape %transposed_1231 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1858 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1232 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1233 = tensor.extract_slice %extracted_slice_1222[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1234 = tensor.collapse_shape %extracted_slice_1233 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1235 = tensor.expand_shape %collapsed_1234 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1236 = linalg.transpose ins(%expanded_1235 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1237 = tensor.collapse_shape %transposed_1236 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1859 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1237 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1238 = tensor.extract_slice %padded_90[0, 0, 1, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf64> to tensor<2x24x8x10xf64>
    %extracted_slice_1239 = tensor.extract_slice %extracted_slice_1238[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1240 = tensor.collapse_shape %extracted_slice_1239 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1241 = tensor.expand_shape %collapsed_1240 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1242 = linalg.transpose ins(%expanded_1241 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1243 = tensor.collapse_shape %transposed_1242 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1860 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1243 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1244 = tensor.extract_slice %extracted_slice_1238[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1245 = tensor.collapse_shape %extracted_slice_1244 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1246 = tensor.expand_shape %collapsed_1245 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1247 = linalg.transpose ins(%expanded_1246 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1248 = tensor.collapse_shape %transposed_1247 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1861 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1248 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1249 = tensor.extract_slice %extracted_slice_1238[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1250 = tensor.collapse_shape %extracted_slice_1249 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1251 = tensor.expand_shape %collapsed_1250 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1252 = linalg.transpose ins(%expanded_1251 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1253 = tensor.collapse_shape %transposed_1252 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1862 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1253 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1254 = tensor.extract_slice %padded_90[0, 0, 2, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf64> to tensor<2x24x8x10xf64>
    %extracted_slice_1255 = tensor.extract_slice %extracted_slice_1254[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1256 = tensor.collapse_shape %extracted_slice_1255 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1257 = tensor.expand_shape %collapsed_1256 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1258 = linalg.transpose ins(%expanded_1257 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1259 = tensor.collapse_shape %transposed_1258 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1863 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1259 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1260 = tensor.extract_slice %extracted_slice_1254[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1261 = tensor.collapse_shape %extracted_slice_1260 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1262 = tensor.expand_shape %collapsed_1261 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1263 = linalg.transpose ins(%expanded_1262 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1264 = tensor.collapse_shape %transposed_1263 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1864 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1264 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1265 = tensor.extract_slice %extracted_slice_1254[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1266 = tensor.collapse_shape %extracted_slice_1265 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1267 = tensor.expand_shape %collapsed_1266 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1268 = linalg.transpose ins(%expanded_1267 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1269 = tensor.collapse_shape %transposed_1268 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1865 = linalg.batch_matmul ins(%collapsed_1221, %collapsed_1269 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %expanded_1270 = tensor.expand_shape %1857 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1271 = tensor.expand_shape %1858 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1272 = tensor.expand_shape %1859 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1273 = tensor.expand_shape %1860 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1274 = tensor.expand_shape %1861 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1275 = tensor.expand_shape %1862 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1276 = tensor.expand_shape %1863 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1277 = tensor.expand_shape %1864 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1278 = tensor.expand_shape %1865 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %concat_1279 = tensor.concat dim(3) %expanded_1270, %expanded_1271, %expanded_1272, %expanded_1273, %expanded_1274, %expanded_1275, %expanded_1276, %expanded_1277, %expanded_1278 : (tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>) -> tensor<24x1x1x9xf64>
    %collapsed_1280 = tensor.collapse_shape %concat_1279 [[0], [1], [2, 3]] : tensor<24x1x1x9xf64> into tensor<24x1x9xf64>
    %expanded_1281 = tensor.expand_shape %collapsed_1280 [[0], [1], [2, 3]] output_shape [24, 1, 3, 3] : tensor<24x1x9xf64> into tensor<24x1x3x3xf64>
    %1866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1868 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1866, %1867 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1869 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1868, %cst_3, %1854 : tensor<2x24x8x8xi1>, tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1870 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1869 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1869, %300 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1872 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1871 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1870 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1282 = tensor.expand_shape %1873 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1872 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %299 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1874, %1875 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1283 = tensor.expand_shape %1876 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1877 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %arg48 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1284 = tensor.expand_shape %1877 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1878 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_1283 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1879 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1869, %1878 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1880 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879, %expanded_1282 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1881 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1880, %expanded_1284 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1882 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1872, %299 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1883 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1812 : tensor<4x24x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg47[%2265, %2264, %c0, %c0] : tensor<24x4x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x24x1x1xf64>
    %1884 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1881, %1883 : tensor<2x24x8x8xf64>, tensor<4x24x1x1xf64>) outs(%217 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %transposed_1285 = linalg.transpose ins(%288 : tensor<2x4x8x8xf64>) outs(%1815 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1286 = linalg.transpose ins(%1881 : tensor<2x24x8x8xf64>) outs(%1816 : tensor<24x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1885 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1285, %transposed_1286 : tensor<4x2x8x8xf64>, tensor<24x2x8x8xf64>) outs(%1812 : tensor<4x24x1x1xf64>) -> tensor<4x24x1x1xf64>
    %transposed_1287 = linalg.transpose ins(%1885 : tensor<4x24x1x1xf64>) outs(%1818 : tensor<24x4x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1814, %1884 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1887 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1886 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1888 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1886, %284 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1889 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1888 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1890 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1887 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1288 = tensor.expand_shape %1890 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1891 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1889 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%283, %283 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1893 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1891, %1892 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1289 = tensor.expand_shape %1893 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1894 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%283, %arg45 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1290 = tensor.expand_shape %1894 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1895 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_1289 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1896 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1886, %1895 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1897 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1896, %expanded_1288 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1898 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1897, %expanded_1290 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1889, %283 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1900 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1832 : tensor<24x4x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg44[%2265, %2264, %c0, %c0] : tensor<4x24x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<24x4x1x1xf64>
    %1901 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1898, %1900 : tensor<2x4x8x8xf64>, tensor<24x4x1x1xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %transposed_1291 = linalg.transpose ins(%272 : tensor<2x24x8x8xf64>) outs(%1816 : tensor<24x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1292 = linalg.transpose ins(%1898 : tensor<2x4x8x8xf64>) outs(%1815 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1902 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1291, %transposed_1292 : tensor<24x2x8x8xf64>, tensor<4x2x8x8xf64>) outs(%1832 : tensor<24x4x1x1xf64>) -> tensor<24x4x1x1xf64>
    %transposed_1293 = linalg.transpose ins(%1902 : tensor<24x4x1x1xf64>) outs(%1811 : tensor<4x24x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1903 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1904 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1905 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1903, %1904 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1906 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1905, %cst_3, %1901 : tensor<2x24x8x8xi1>, tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1907 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1906 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1908 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1906, %267 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1909 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1908 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1910 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1907 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1294 = tensor.expand_shape %1910 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1911 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1909 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1912 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %266 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1913 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1911, %1912 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1295 = tensor.expand_shape %1913 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1914 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %arg42 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1296 = tensor.expand_shape %1914 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1915 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_1295 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1916 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1906, %1915 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1917 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1916, %expanded_1294 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1918 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1917, %expanded_1296 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1919 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1909, %266 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1297 = tensor.expand_shape %arg41 [[0], [1], [2, 3], [4]] output_shape [24, 1, 1, 3, 3] : tensor<24x1x3x3xf64> into tensor<24x1x1x3x3xf64>
    %transposed_1298 = linalg.transpose ins(%expanded_1297 : tensor<24x1x1x3x3xf64>) outs(%1775 : tensor<24x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1299 = tensor.collapse_shape %transposed_1298 [[0], [1], [2, 3], [4]] : tensor<24x1x1x3x3xf64> into tensor<24x1x3x3xf64>
    %1920 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1299 : tensor<24x1x3x3xf64>) outs(%1777 : tensor<24x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1299[%2264, %c0, %2267, %2268] : tensor<24x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<24x1x3x3xf64>
    %padded_1300 = tensor.pad %1918 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x24x8x8xf64> to tensor<2x24x10x10xf64>
    %collapsed_1301 = tensor.collapse_shape %1920 [[0, 1], [2], [3]] : tensor<24x1x3x3xf64> into tensor<24x3x3xf64>
    %1921 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1300, %collapsed_1301 : tensor<2x24x10x10xf64>, tensor<24x3x3xf64>) outs(%234 : tensor<2x24x8x8xf64>) -> tensor<2x24x8x8xf64>
    %collapsed_1302 = tensor.collapse_shape %1918 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1303 = tensor.expand_shape %collapsed_1302 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1304 = linalg.transpose ins(%expanded_1303 : tensor<2x24x1x64xf64>) outs(%1855 : tensor<24x1x2x64xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1305 = tensor.collapse_shape %transposed_1304 [[0], [1], [2, 3]] : tensor<24x1x2x64xf64> into tensor<24x1x128xf64>
    %extracted_slice_1306 = tensor.extract_slice %padded_76[0, 0, 0, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf64> to tensor<2x24x8x10xf64>
    %extracted_slice_1307 = tensor.extract_slice %extracted_slice_1306[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1308 = tensor.collapse_shape %extracted_slice_1307 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1309 = tensor.expand_shape %collapsed_1308 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1310 = linalg.transpose ins(%expanded_1309 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1311 = tensor.collapse_shape %transposed_1310 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1922 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1311 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1312 = tensor.extract_slice %extracted_slice_1306[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1313 = tensor.collapse_shape %extracted_slice_1312 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1314 = tensor.expand_shape %collapsed_1313 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1315 = linalg.transpose ins(%expanded_1314 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1316 = tensor.collapse_shape %transposed_1315 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1923 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1316 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1317 = tensor.extract_slice %extracted_slice_1306[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1318 = tensor.collapse_shape %extracted_slice_1317 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1319 = tensor.expand_shape %collapsed_1318 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1320 = linalg.transpose ins(%expanded_1319 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1321 = tensor.collapse_shape %transposed_1320 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1924 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1321 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1322 = tensor.extract_slice %padded_76[0, 0, 1, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf64> to tensor<2x24x8x10xf64>
    %extracted_slice_1323 = tensor.extract_slice %extracted_slice_1322[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1324 = tensor.collapse_shape %extracted_slice_1323 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1325 = tensor.expand_shape %collapsed_1324 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1326 = linalg.transpose ins(%expanded_1325 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1327 = tensor.collapse_shape %transposed_1326 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1925 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1327 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1328 = tensor.extract_slice %extracted_slice_1322[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1329 = tensor.collapse_shape %extracted_slice_1328 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1330 = tensor.expand_shape %collapsed_1329 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1331 = linalg.transpose ins(%expanded_1330 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1332 = tensor.collapse_shape %transposed_1331 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1926 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1332 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1333 = tensor.extract_slice %extracted_slice_1322[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1334 = tensor.collapse_shape %extracted_slice_1333 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1335 = tensor.expand_shape %collapsed_1334 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1336 = linalg.transpose ins(%expanded_1335 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1337 = tensor.collapse_shape %transposed_1336 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1927 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1337 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1338 = tensor.extract_slice %padded_76[0, 0, 2, 0] [2, 24, 8, 10] [1, 1, 1, 1] : tensor<2x24x10x10xf64> to tensor<2x24x8x10xf64>
    %extracted_slice_1339 = tensor.extract_slice %extracted_slice_1338[0, 0, 0, 0] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1340 = tensor.collapse_shape %extracted_slice_1339 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1341 = tensor.expand_shape %collapsed_1340 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1342 = linalg.transpose ins(%expanded_1341 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1343 = tensor.collapse_shape %transposed_1342 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1928 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1343 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1344 = tensor.extract_slice %extracted_slice_1338[0, 0, 0, 1] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1345 = tensor.collapse_shape %extracted_slice_1344 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1346 = tensor.expand_shape %collapsed_1345 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1347 = linalg.transpose ins(%expanded_1346 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1348 = tensor.collapse_shape %transposed_1347 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1929 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1348 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %extracted_slice_1349 = tensor.extract_slice %extracted_slice_1338[0, 0, 0, 2] [2, 24, 8, 8] [1, 1, 1, 1] : tensor<2x24x8x10xf64> to tensor<2x24x8x8xf64>
    %collapsed_1350 = tensor.collapse_shape %extracted_slice_1349 [[0], [1], [2, 3]] : tensor<2x24x8x8xf64> into tensor<2x24x64xf64>
    %expanded_1351 = tensor.expand_shape %collapsed_1350 [[0], [1], [2, 3]] output_shape [2, 24, 1, 64] : tensor<2x24x64xf64> into tensor<2x24x1x64xf64>
    %transposed_1352 = linalg.transpose ins(%expanded_1351 : tensor<2x24x1x64xf64>) outs(%1856 : tensor<24x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1353 = tensor.collapse_shape %transposed_1352 [[0], [1, 2], [3]] : tensor<24x2x64x1xf64> into tensor<24x128x1xf64>
    %1930 = linalg.batch_matmul ins(%collapsed_1305, %collapsed_1353 : tensor<24x1x128xf64>, tensor<24x128x1xf64>) outs(%1783 : tensor<24x1x1xf64>) -> tensor<24x1x1xf64>
    %expanded_1354 = tensor.expand_shape %1922 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1355 = tensor.expand_shape %1923 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1356 = tensor.expand_shape %1924 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1357 = tensor.expand_shape %1925 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1358 = tensor.expand_shape %1926 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1359 = tensor.expand_shape %1927 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1360 = tensor.expand_shape %1928 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1361 = tensor.expand_shape %1929 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %expanded_1362 = tensor.expand_shape %1930 [[0], [1], [2, 3]] output_shape [24, 1, 1, 1] : tensor<24x1x1xf64> into tensor<24x1x1x1xf64>
    %concat_1363 = tensor.concat dim(3) %expanded_1354, %expanded_1355, %expanded_1356, %expanded_1357, %expanded_1358, %expanded_1359, %expanded_1360, %expanded_1361, %expanded_1362 : (tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>, tensor<24x1x1x1xf64>) -> tensor<24x1x1x9xf64>
    %collapsed_1364 = tensor.collapse_shape %concat_1363 [[0], [1], [2, 3]] : tensor<24x1x1x9xf64> into tensor<24x1x9xf64>
    %expanded_1365 = tensor.expand_shape %collapsed_1364 [[0], [1], [2, 3]] output_shape [24, 1, 3, 3] : tensor<24x1x9xf64> into tensor<24x1x3x3xf64>
    %1931 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1932 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x24x8x8xf64>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1933 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1931, %1932 : tensor<2x24x8x8xi1>, tensor<2x24x8x8xi1>) outs(%1793 : tensor<2x24x8x8xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x24x8x8xi1>
    %1934 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1933, %cst_3, %1921 : tensor<2x24x8x8xi1>, tensor<f64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1935 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1934 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1936 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1934, %250 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1937 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1936 : tensor<2x24x8x8xf64>) outs(%237 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1938 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1935 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1366 = tensor.expand_shape %1938 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1939 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1937 : tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1940 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%249, %249 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1941 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1939, %1940 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1367 = tensor.expand_shape %1941 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1942 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%249, %arg39 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %expanded_1368 = tensor.expand_shape %1942 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf64> into tensor<1x24x1x1xf64>
    %1943 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_1367 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1944 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1934, %1943 : tensor<2x24x8x8xf64>, tensor<2x24x8x8xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1945 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %expanded_1366 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1946 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1945, %expanded_1368 : tensor<2x24x8x8xf64>, tensor<1x24x1x1xf64>) outs(%233 : tensor<2x24x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x24x8x8xf64>
    %1947 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1937, %249 : tensor<24xf64>, tensor<24xf64>) outs(%236 : tensor<24xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<24xf64>
    %1948 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1812 : tensor<4x24x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg38[%2265, %2264, %c0, %c0] : tensor<24x4x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x24x1x1xf64>
    %1949 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1946, %1948 : tensor<2x24x8x8xf64>, tensor<4x24x1x1xf64>) outs(%217 : tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %transposed_1369 = linalg.transpose ins(%232 : tensor<2x4x8x8xf64>) outs(%1815 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1370 = linalg.transpose ins(%1946 : tensor<2x24x8x8xf64>) outs(%1816 : tensor<24x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1950 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1369, %transposed_1370 : tensor<4x2x8x8xf64>, tensor<24x2x8x8xf64>) outs(%1812 : tensor<4x24x1x1xf64>) -> tensor<4x24x1x1xf64>
    %transposed_1371 = linalg.transpose ins(%1950 : tensor<4x24x1x1xf64>) outs(%1818 : tensor<24x4x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1951 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1886, %1949 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1952 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1951 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1953 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1951, %229 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1954 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1953 : tensor<2x4x8x8xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1955 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1952 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1372 = tensor.expand_shape %1955 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1956 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1954 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1957 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%228, %228 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1958 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1956, %1957 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1373 = tensor.expand_shape %1958 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1959 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%228, %arg36 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1374 = tensor.expand_shape %1959 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %1960 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_1373 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1961 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1951, %1960 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1962 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1961, %expanded_1372 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1963 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1962, %expanded_1374 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%216 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x8x8xf64>
    %1964 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1954, %228 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %1965 = tensor.empty() : tensor<18x4x1x1xf64>
    %1966 = linalg.fill ins(%cst : f64) outs(%1965 : tensor<18x4x1x1xf64>) -> tensor<18x4x1x1xf64>
    %1967 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1966 : tensor<18x4x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg35[%2265, %2264, %c0, %c0] : tensor<4x18x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<18x4x1x1xf64>
    %1968 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1963, %1967 : tensor<2x4x8x8xf64>, tensor<18x4x1x1xf64>) outs(%198 : tensor<2x18x8x8xf64>) -> tensor<2x18x8x8xf64>
    %1969 = tensor.empty() : tensor<18x2x8x8xf64>
    %transposed_1375 = linalg.transpose ins(%215 : tensor<2x18x8x8xf64>) outs(%1969 : tensor<18x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1376 = linalg.transpose ins(%1963 : tensor<2x4x8x8xf64>) outs(%1815 : tensor<4x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1970 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1375, %transposed_1376 : tensor<18x2x8x8xf64>, tensor<4x2x8x8xf64>) outs(%1966 : tensor<18x4x1x1xf64>) -> tensor<18x4x1x1xf64>
    %1971 = tensor.empty() : tensor<4x18x1x1xf64>
    %transposed_1377 = linalg.transpose ins(%1970 : tensor<18x4x1x1xf64>) outs(%1971 : tensor<4x18x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1972 = tensor.empty() : tensor<2x18x8x8xi1>
    %1973 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<2x18x8x8xf64>) outs(%1972 : tensor<2x18x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x8x8xi1>
    %1974 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<2x18x8x8xf64>) outs(%1972 : tensor<2x18x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x8x8xi1>
    %1975 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1973, %1974 : tensor<2x18x8x8xi1>, tensor<2x18x8x8xi1>) outs(%1972 : tensor<2x18x8x8xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x18x8x8xi1>
    %1976 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1975, %cst_3, %1968 : tensor<2x18x8x8xi1>, tensor<f64>, tensor<2x18x8x8xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %1977 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1976 : tensor<2x18x8x8xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %1978 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1976, %210 : tensor<2x18x8x8xf64>, tensor<2x18x8x8xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %1979 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1978 : tensor<2x18x8x8xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %1980 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1977 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1378 = tensor.expand_shape %1980 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %1981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1979 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %1982 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%209, %209 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %1983 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1981, %1982 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1379 = tensor.expand_shape %1983 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %1984 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%209, %arg33 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1380 = tensor.expand_shape %1984 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %1985 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %expanded_1379 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %1986 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1976, %1985 : tensor<2x18x8x8xf64>, tensor<2x18x8x8xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %1987 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1986, %expanded_1378 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %1988 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1987, %expanded_1380 : tensor<2x18x8x8xf64>, tensor<1x18x1x1xf64>) outs(%197 : tensor<2x18x8x8xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x8x8xf64>
    %1989 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1979, %209 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1381 = tensor.expand_shape %arg32 [[0], [1], [2, 3], [4]] output_shape [18, 1, 1, 3, 3] : tensor<18x1x3x3xf64> into tensor<18x1x1x3x3xf64>
    %1990 = tensor.empty() : tensor<18x1x1x3x3xf64>
    %transposed_1382 = linalg.transpose ins(%expanded_1381 : tensor<18x1x1x3x3xf64>) outs(%1990 : tensor<18x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1383 = tensor.collapse_shape %transposed_1382 [[0], [1], [2, 3], [4]] : tensor<18x1x1x3x3xf64> into tensor<18x1x3x3xf64>
    %1991 = tensor.empty() : tensor<18x1x3x3xf64>
    %1992 = linalg.fill ins(%cst : f64) outs(%1991 : tensor<18x1x3x3xf64>) -> tensor<18x1x3x3xf64>
    %1993 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1383 : tensor<18x1x3x3xf64>) outs(%1992 : tensor<18x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1383[%2264, %c0, %2267, %2268] : tensor<18x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<18x1x3x3xf64>
    %expanded_1384 = tensor.expand_shape %1988 [[0], [1], [2], [3, 4, 5]] output_shape [2, 18, 8, 1, 8, 1] : tensor<2x18x8x8xf64> into tensor<2x18x8x1x8x1xf64>
    %padded_1385 = tensor.pad %expanded_1384 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f64
    } : tensor<2x18x8x1x8x1xf64> to tensor<2x18x8x2x8x2xf64>
    %collapsed_1386 = tensor.collapse_shape %padded_1385 [[0], [1], [2, 3], [4, 5]] : tensor<2x18x8x2x8x2xf64> into tensor<2x18x16x16xf64>
    %extracted_slice_1387 = tensor.extract_slice %collapsed_1386[0, 0, 0, 0] [2, 18, 15, 16] [1, 1, 1, 1] : tensor<2x18x16x16xf64> to tensor<2x18x15x16xf64>
    %extracted_slice_1388 = tensor.extract_slice %extracted_slice_1387[0, 0, 0, 0] [2, 18, 15, 15] [1, 1, 1, 1] : tensor<2x18x15x16xf64> to tensor<2x18x15x15xf64>
    %padded_1389 = tensor.pad %extracted_slice_1388 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x18x15x15xf64> to tensor<2x18x18x18xf64>
    %collapsed_1390 = tensor.collapse_shape %1993 [[0, 1], [2], [3]] : tensor<18x1x3x3xf64> into tensor<18x3x3xf64>
    %1994 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1389, %collapsed_1390 : tensor<2x18x18x18xf64>, tensor<18x3x3xf64>) outs(%125 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %collapsed_1391 = tensor.collapse_shape %1988 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1392 = tensor.expand_shape %collapsed_1391 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %1995 = tensor.empty() : tensor<18x1x2x64xf64>
    %transposed_1393 = linalg.transpose ins(%expanded_1392 : tensor<2x18x1x64xf64>) outs(%1995 : tensor<18x1x2x64xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1394 = tensor.collapse_shape %transposed_1393 [[0], [1], [2, 3]] : tensor<18x1x2x64xf64> into tensor<18x1x128xf64>
    %extracted_slice_1395 = tensor.extract_slice %padded_62[0, 0, 0, 0] [2, 18, 8, 18] [1, 1, 2, 1] : tensor<2x18x18x18xf64> to tensor<2x18x8x18xf64>
    %extracted_slice_1396 = tensor.extract_slice %extracted_slice_1395[0, 0, 0, 0] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1397 = tensor.collapse_shape %extracted_slice_1396 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1398 = tensor.expand_shape %collapsed_1397 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %1996 = tensor.empty() : tensor<18x2x64x1xf64>
    %transposed_1399 = linalg.transpose ins(%expanded_1398 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1400 = tensor.collapse_shape %transposed_1399 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %1997 = tensor.empty() : tensor<18x1x1xf64>
    %1998 = linalg.fill ins(%cst : f64) outs(%1997 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %1999 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1400 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1401 = tensor.extract_slice %extracted_slice_1395[0, 0, 0, 1] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1402 = tensor.collapse_shape %extracted_slice_1401 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1403 = tensor.expand_shape %collapsed_1402 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1404 = linalg.transpose ins(%expanded_1403 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1405 = tensor.collapse_shape %transposed_1404 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2000 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1405 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1406 = tensor.extract_slice %extracted_slice_1395[0, 0, 0, 2] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1407 = tensor.collapse_shape %extracted_slice_1406 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1408 = tensor.expand_shape %collapsed_1407 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1409 = linalg.transpose ins(%expanded_1408 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1410 = tensor.collapse_shape %transposed_1409 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2001 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1410 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1411 = tensor.extract_slice %padded_62[0, 0, 1, 0] [2, 18, 8, 18] [1, 1, 2, 1] : tensor<2x18x18x18xf64> to tensor<2x18x8x18xf64>
    %extracted_slice_1412 = tensor.extract_slice %extracted_slice_1411[0, 0, 0, 0] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1413 = tensor.collapse_shape %extracted_slice_1412 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1414 = tensor.expand_shape %collapsed_1413 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1415 = linalg.transpose ins(%expanded_1414 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1416 = tensor.collapse_shape %transposed_1415 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2002 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1416 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1417 = tensor.extract_slice %extracted_slice_1411[0, 0, 0, 1] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1418 = tensor.collapse_shape %extracted_slice_1417 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1419 = tensor.expand_shape %collapsed_1418 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1420 = linalg.transpose ins(%expanded_1419 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1421 = tensor.collapse_shape %transposed_1420 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2003 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1421 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1422 = tensor.extract_slice %extracted_slice_1411[0, 0, 0, 2] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1423 = tensor.collapse_shape %extracted_slice_1422 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1424 = tensor.expand_shape %collapsed_1423 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1425 = linalg.transpose ins(%expanded_1424 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1426 = tensor.collapse_shape %transposed_1425 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2004 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1426 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1427 = tensor.extract_slice %padded_62[0, 0, 2, 0] [2, 18, 8, 18] [1, 1, 2, 1] : tensor<2x18x18x18xf64> to tensor<2x18x8x18xf64>
    %extracted_slice_1428 = tensor.extract_slice %extracted_slice_1427[0, 0, 0, 0] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1429 = tensor.collapse_shape %extracted_slice_1428 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1430 = tensor.expand_shape %collapsed_1429 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1431 = linalg.transpose ins(%expanded_1430 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1432 = tensor.collapse_shape %transposed_1431 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2005 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1432 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1433 = tensor.extract_slice %extracted_slice_1427[0, 0, 0, 1] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1434 = tensor.collapse_shape %extracted_slice_1433 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1435 = tensor.expand_shape %collapsed_1434 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1436 = linalg.transpose ins(%expanded_1435 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1437 = tensor.collapse_shape %transposed_1436 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2006 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1437 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1438 = tensor.extract_slice %extracted_slice_1427[0, 0, 0, 2] [2, 18, 8, 8] [1, 1, 1, 2] : tensor<2x18x8x18xf64> to tensor<2x18x8x8xf64>
    %collapsed_1439 = tensor.collapse_shape %extracted_slice_1438 [[0], [1], [2, 3]] : tensor<2x18x8x8xf64> into tensor<2x18x64xf64>
    %expanded_1440 = tensor.expand_shape %collapsed_1439 [[0], [1], [2, 3]] output_shape [2, 18, 1, 64] : tensor<2x18x64xf64> into tensor<2x18x1x64xf64>
    %transposed_1441 = linalg.transpose ins(%expanded_1440 : tensor<2x18x1x64xf64>) outs(%1996 : tensor<18x2x64x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1442 = tensor.collapse_shape %transposed_1441 [[0], [1, 2], [3]] : tensor<18x2x64x1xf64> into tensor<18x128x1xf64>
    %2007 = linalg.batch_matmul ins(%collapsed_1394, %collapsed_1442 : tensor<18x1x128xf64>, tensor<18x128x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %expanded_1443 = tensor.expand_shape %1999 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1444 = tensor.expand_shape %2000 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1445 = tensor.expand_shape %2001 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1446 = tensor.expand_shape %2002 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1447 = tensor.expand_shape %2003 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1448 = tensor.expand_shape %2004 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1449 = tensor.expand_shape %2005 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1450 = tensor.expand_shape %2006 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1451 = tensor.expand_shape %2007 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %concat_1452 = tensor.concat dim(3) %expanded_1443, %expanded_1444, %expanded_1445, %expanded_1446, %expanded_1447, %expanded_1448, %expanded_1449, %expanded_1450, %expanded_1451 : (tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>) -> tensor<18x1x1x9xf64>
    %collapsed_1453 = tensor.collapse_shape %concat_1452 [[0], [1], [2, 3]] : tensor<18x1x1x9xf64> into tensor<18x1x9xf64>
    %expanded_1454 = tensor.expand_shape %collapsed_1453 [[0], [1], [2, 3]] output_shape [18, 1, 3, 3] : tensor<18x1x9xf64> into tensor<18x1x3x3xf64>
    %2008 = tensor.empty() : tensor<2x18x16x16xi1>
    %2009 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<2x18x16x16xf64>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2010 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<2x18x16x16xf64>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2011 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2009, %2010 : tensor<2x18x16x16xi1>, tensor<2x18x16x16xi1>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2012 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2011, %cst_3, %1994 : tensor<2x18x16x16xi1>, tensor<f64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2013 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2012 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2014 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2012, %191 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2015 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2014 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2016 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2013 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1455 = tensor.expand_shape %2016 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2017 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2015 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2018 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%190, %190 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2019 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2017, %2018 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1456 = tensor.expand_shape %2019 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2020 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%190, %arg30 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1457 = tensor.expand_shape %2020 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2021 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_1456 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2022 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2012, %2021 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2023 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2022, %expanded_1455 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2024 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2023, %expanded_1457 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2015, %190 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2026 = tensor.empty() : tensor<3x18x1x1xf64>
    %2027 = linalg.fill ins(%cst : f64) outs(%2026 : tensor<3x18x1x1xf64>) -> tensor<3x18x1x1xf64>
    %2028 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2027 : tensor<3x18x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg29[%2265, %2264, %c0, %c0] : tensor<18x3x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<3x18x1x1xf64>
    %2029 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2024, %2028 : tensor<2x18x16x16xf64>, tensor<3x18x1x1xf64>) outs(%104 : tensor<2x3x16x16xf64>) -> tensor<2x3x16x16xf64>
    %2030 = tensor.empty() : tensor<3x2x16x16xf64>
    %transposed_1458 = linalg.transpose ins(%179 : tensor<2x3x16x16xf64>) outs(%2030 : tensor<3x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %2031 = tensor.empty() : tensor<18x2x16x16xf64>
    %transposed_1459 = linalg.transpose ins(%2024 : tensor<2x18x16x16xf64>) outs(%2031 : tensor<18x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %2032 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1458, %transposed_1459 : tensor<3x2x16x16xf64>, tensor<18x2x16x16xf64>) outs(%2027 : tensor<3x18x1x1xf64>) -> tensor<3x18x1x1xf64>
    %2033 = tensor.empty() : tensor<18x3x1x1xf64>
    %transposed_1460 = linalg.transpose ins(%2032 : tensor<3x18x1x1xf64>) outs(%2033 : tensor<18x3x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2034 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2029 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2029, %175 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2036 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2035 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2037 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2034 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_1461 = tensor.expand_shape %2037 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %2038 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2036 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2039 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%174, %174 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2040 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2038, %2039 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_1462 = tensor.expand_shape %2040 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %2041 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%174, %arg27 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_1463 = tensor.expand_shape %2041 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %2042 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_1462 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2043 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2029, %2042 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2044 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2043, %expanded_1461 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2045 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2044, %expanded_1463 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2046 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2036, %174 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2047 = linalg.fill ins(%cst : f64) outs(%2033 : tensor<18x3x1x1xf64>) -> tensor<18x3x1x1xf64>
    %2048 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2047 : tensor<18x3x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg26[%2265, %2264, %c0, %c0] : tensor<3x18x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<18x3x1x1xf64>
    %2049 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2045, %2048 : tensor<2x3x16x16xf64>, tensor<18x3x1x1xf64>) outs(%125 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %transposed_1464 = linalg.transpose ins(%163 : tensor<2x18x16x16xf64>) outs(%2031 : tensor<18x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1465 = linalg.transpose ins(%2045 : tensor<2x3x16x16xf64>) outs(%2030 : tensor<3x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %2050 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1464, %transposed_1465 : tensor<18x2x16x16xf64>, tensor<3x2x16x16xf64>) outs(%2047 : tensor<18x3x1x1xf64>) -> tensor<18x3x1x1xf64>
    %transposed_1466 = linalg.transpose ins(%2050 : tensor<18x3x1x1xf64>) outs(%2026 : tensor<3x18x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2051 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x18x16x16xf64>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2052 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x18x16x16xf64>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2053 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2051, %2052 : tensor<2x18x16x16xi1>, tensor<2x18x16x16xi1>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2054 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2053, %cst_3, %2049 : tensor<2x18x16x16xi1>, tensor<f64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2055 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2054 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2056 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2054, %158 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2057 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2056 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2058 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2055 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1467 = tensor.expand_shape %2058 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2057 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2060 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%157, %157 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2061 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2059, %2060 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1468 = tensor.expand_shape %2061 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2062 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%157, %arg24 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1469 = tensor.expand_shape %2062 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2063 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_1468 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2064 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2054, %2063 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2065 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2064, %expanded_1467 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2066 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2065, %expanded_1469 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2067 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2057, %157 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1470 = tensor.expand_shape %arg23 [[0], [1], [2, 3], [4]] output_shape [18, 1, 1, 3, 3] : tensor<18x1x3x3xf64> into tensor<18x1x1x3x3xf64>
    %transposed_1471 = linalg.transpose ins(%expanded_1470 : tensor<18x1x1x3x3xf64>) outs(%1990 : tensor<18x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1472 = tensor.collapse_shape %transposed_1471 [[0], [1], [2, 3], [4]] : tensor<18x1x1x3x3xf64> into tensor<18x1x3x3xf64>
    %2068 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1472 : tensor<18x1x3x3xf64>) outs(%1992 : tensor<18x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1472[%2264, %c0, %2267, %2268] : tensor<18x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<18x1x3x3xf64>
    %padded_1473 = tensor.pad %2066 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x18x16x16xf64> to tensor<2x18x18x18xf64>
    %collapsed_1474 = tensor.collapse_shape %2068 [[0, 1], [2], [3]] : tensor<18x1x3x3xf64> into tensor<18x3x3xf64>
    %2069 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1473, %collapsed_1474 : tensor<2x18x18x18xf64>, tensor<18x3x3xf64>) outs(%125 : tensor<2x18x16x16xf64>) -> tensor<2x18x16x16xf64>
    %collapsed_1475 = tensor.collapse_shape %2066 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1476 = tensor.expand_shape %collapsed_1475 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %2070 = tensor.empty() : tensor<18x1x2x256xf64>
    %transposed_1477 = linalg.transpose ins(%expanded_1476 : tensor<2x18x1x256xf64>) outs(%2070 : tensor<18x1x2x256xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1478 = tensor.collapse_shape %transposed_1477 [[0], [1], [2, 3]] : tensor<18x1x2x256xf64> into tensor<18x1x512xf64>
    %extracted_slice_1479 = tensor.extract_slice %padded_48[0, 0, 0, 0] [2, 18, 16, 18] [1, 1, 1, 1] : tensor<2x18x18x18xf64> to tensor<2x18x16x18xf64>
    %extracted_slice_1480 = tensor.extract_slice %extracted_slice_1479[0, 0, 0, 0] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1481 = tensor.collapse_shape %extracted_slice_1480 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1482 = tensor.expand_shape %collapsed_1481 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %2071 = tensor.empty() : tensor<18x2x256x1xf64>
    %transposed_1483 = linalg.transpose ins(%expanded_1482 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1484 = tensor.collapse_shape %transposed_1483 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2072 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1484 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1485 = tensor.extract_slice %extracted_slice_1479[0, 0, 0, 1] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1486 = tensor.collapse_shape %extracted_slice_1485 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1487 = tensor.expand_shape %collapsed_1486 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1488 = linalg.transpose ins(%expanded_1487 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1489 = tensor.collapse_shape %transposed_1488 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2073 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1489 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1490 = tensor.extract_slice %extracted_slice_1479[0, 0, 0, 2] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1491 = tensor.collapse_shape %extracted_slice_1490 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1492 = tensor.expand_shape %collapsed_1491 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1493 = linalg.transpose ins(%expanded_1492 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1494 = tensor.collapse_shape %transposed_1493 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2074 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1494 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1495 = tensor.extract_slice %padded_48[0, 0, 1, 0] [2, 18, 16, 18] [1, 1, 1, 1] : tensor<2x18x18x18xf64> to tensor<2x18x16x18xf64>
    %extracted_slice_1496 = tensor.extract_slice %extracted_slice_1495[0, 0, 0, 0] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1497 = tensor.collapse_shape %extracted_slice_1496 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1498 = tensor.expand_shape %collapsed_1497 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1499 = linalg.transpose ins(%expanded_1498 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1500 = tensor.collapse_shape %transposed_1499 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2075 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1500 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1501 = tensor.extract_slice %extracted_slice_1495[0, 0, 0, 1] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1502 = tensor.collapse_shape %extracted_slice_1501 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1503 = tensor.expand_shape %collapsed_1502 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1504 = linalg.transpose ins(%expanded_1503 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1505 = tensor.collapse_shape %transposed_1504 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2076 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1505 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1506 = tensor.extract_slice %extracted_slice_1495[0, 0, 0, 2] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1507 = tensor.collapse_shape %extracted_slice_1506 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1508 = tensor.expand_shape %collapsed_1507 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1509 = linalg.transpose ins(%expanded_1508 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1510 = tensor.collapse_shape %transposed_1509 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2077 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1510 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1511 = tensor.extract_slice %padded_48[0, 0, 2, 0] [2, 18, 16, 18] [1, 1, 1, 1] : tensor<2x18x18x18xf64> to tensor<2x18x16x18xf64>
    %extracted_slice_1512 = tensor.extract_slice %extracted_slice_1511[0, 0, 0, 0] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1513 = tensor.collapse_shape %extracted_slice_1512 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1514 = tensor.expand_shape %collapsed_1513 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1515 = linalg.transpose ins(%expanded_1514 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1516 = tensor.collapse_shape %transposed_1515 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2078 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1516 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1517 = tensor.extract_slice %extracted_slice_1511[0, 0, 0, 1] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1518 = tensor.collapse_shape %extracted_slice_1517 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1519 = tensor.expand_shape %collapsed_1518 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1520 = linalg.transpose ins(%expanded_1519 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1521 = tensor.collapse_shape %transposed_1520 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2079 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1521 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %extracted_slice_1522 = tensor.extract_slice %extracted_slice_1511[0, 0, 0, 2] [2, 18, 16, 16] [1, 1, 1, 1] : tensor<2x18x16x18xf64> to tensor<2x18x16x16xf64>
    %collapsed_1523 = tensor.collapse_shape %extracted_slice_1522 [[0], [1], [2, 3]] : tensor<2x18x16x16xf64> into tensor<2x18x256xf64>
    %expanded_1524 = tensor.expand_shape %collapsed_1523 [[0], [1], [2, 3]] output_shape [2, 18, 1, 256] : tensor<2x18x256xf64> into tensor<2x18x1x256xf64>
    %transposed_1525 = linalg.transpose ins(%expanded_1524 : tensor<2x18x1x256xf64>) outs(%2071 : tensor<18x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1526 = tensor.collapse_shape %transposed_1525 [[0], [1, 2], [3]] : tensor<18x2x256x1xf64> into tensor<18x512x1xf64>
    %2080 = linalg.batch_matmul ins(%collapsed_1478, %collapsed_1526 : tensor<18x1x512xf64>, tensor<18x512x1xf64>) outs(%1998 : tensor<18x1x1xf64>) -> tensor<18x1x1xf64>
    %expanded_1527 = tensor.expand_shape %2072 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1528 = tensor.expand_shape %2073 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1529 = tensor.expand_shape %2074 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1530 = tensor.expand_shape %2075 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1531 = tensor.expand_shape %2076 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1532 = tensor.expand_shape %2077 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1533 = tensor.expand_shape %2078 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1534 = tensor.expand_shape %2079 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %expanded_1535 = tensor.expand_shape %2080 [[0], [1], [2, 3]] output_shape [18, 1, 1, 1] : tensor<18x1x1xf64> into tensor<18x1x1x1xf64>
    %concat_1536 = tensor.concat dim(3) %expanded_1527, %expanded_1528, %expanded_1529, %expanded_1530, %expanded_1531, %expanded_1532, %expanded_1533, %expanded_1534, %expanded_1535 : (tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>, tensor<18x1x1x1xf64>) -> tensor<18x1x1x9xf64>
    %collapsed_1537 = tensor.collapse_shape %concat_1536 [[0], [1], [2, 3]] : tensor<18x1x1x9xf64> into tensor<18x1x9xf64>
    %expanded_1538 = tensor.expand_shape %collapsed_1537 [[0], [1], [2, 3]] output_shape [18, 1, 3, 3] : tensor<18x1x9xf64> into tensor<18x1x3x3xf64>
    %2081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<2x18x16x16xf64>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2082 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<2x18x16x16xf64>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2083 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2081, %2082 : tensor<2x18x16x16xi1>, tensor<2x18x16x16xi1>) outs(%2008 : tensor<2x18x16x16xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x18x16x16xi1>
    %2084 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2083, %cst_3, %2069 : tensor<2x18x16x16xi1>, tensor<f64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2085 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2084 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2086 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2084, %141 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2087 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2086 : tensor<2x18x16x16xf64>) outs(%128 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2088 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2085 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1539 = tensor.expand_shape %2088 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2089 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2087 : tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2090 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%140, %140 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2091 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2089, %2090 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1540 = tensor.expand_shape %2091 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2092 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%140, %arg21 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %expanded_1541 = tensor.expand_shape %2092 [[0, 1, 2, 3]] output_shape [1, 18, 1, 1] : tensor<18xf64> into tensor<1x18x1x1xf64>
    %2093 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_1540 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2094 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2084, %2093 : tensor<2x18x16x16xf64>, tensor<2x18x16x16xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2095 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2094, %expanded_1539 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2096 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2095, %expanded_1541 : tensor<2x18x16x16xf64>, tensor<1x18x1x1xf64>) outs(%124 : tensor<2x18x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x18x16x16xf64>
    %2097 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2087, %140 : tensor<18xf64>, tensor<18xf64>) outs(%127 : tensor<18xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<18xf64>
    %2098 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2027 : tensor<3x18x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg20[%2265, %2264, %c0, %c0] : tensor<18x3x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<3x18x1x1xf64>
    %2099 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2096, %2098 : tensor<2x18x16x16xf64>, tensor<3x18x1x1xf64>) outs(%104 : tensor<2x3x16x16xf64>) -> tensor<2x3x16x16xf64>
    %transposed_1542 = linalg.transpose ins(%123 : tensor<2x3x16x16xf64>) outs(%2030 : tensor<3x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1543 = linalg.transpose ins(%2096 : tensor<2x18x16x16xf64>) outs(%2031 : tensor<18x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %2100 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1542, %transposed_1543 : tensor<3x2x16x16xf64>, tensor<18x2x16x16xf64>) outs(%2027 : tensor<3x18x1x1xf64>) -> tensor<3x18x1x1xf64>
    %transposed_1544 = linalg.transpose ins(%2100 : tensor<3x18x1x1xf64>) outs(%2033 : tensor<18x3x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2029, %2099 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.addf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2102 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2101 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2101, %120 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2103 : tensor<2x3x16x16xf64>) outs(%107 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2102 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_1545 = tensor.expand_shape %2105 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %2106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2104 : tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%119, %119 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2106, %2107 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_1546 = tensor.expand_shape %2108 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %2109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%119, %arg18 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %expanded_1547 = tensor.expand_shape %2109 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf64> into tensor<1x3x1x1xf64>
    %2110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_1546 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2101, %2110 : tensor<2x3x16x16xf64>, tensor<2x3x16x16xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2112 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2111, %expanded_1545 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2113 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2112, %expanded_1547 : tensor<2x3x16x16xf64>, tensor<1x3x1x1xf64>) outs(%103 : tensor<2x3x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x3x16x16xf64>
    %2114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2104, %119 : tensor<3xf64>, tensor<3xf64>) outs(%106 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<3xf64>
    %2115 = tensor.empty() : tensor<12x3x1x1xf64>
    %2116 = linalg.fill ins(%cst : f64) outs(%2115 : tensor<12x3x1x1xf64>) -> tensor<12x3x1x1xf64>
    %2117 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2116 : tensor<12x3x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg17[%2265, %2264, %c0, %c0] : tensor<3x12x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<12x3x1x1xf64>
    %2118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2113, %2117 : tensor<2x3x16x16xf64>, tensor<12x3x1x1xf64>) outs(%85 : tensor<2x12x16x16xf64>) -> tensor<2x12x16x16xf64>
    %2119 = tensor.empty() : tensor<12x2x16x16xf64>
    %transposed_1548 = linalg.transpose ins(%102 : tensor<2x12x16x16xf64>) outs(%2119 : tensor<12x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1549 = linalg.transpose ins(%2113 : tensor<2x3x16x16xf64>) outs(%2030 : tensor<3x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %2120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1548, %transposed_1549 : tensor<12x2x16x16xf64>, tensor<3x2x16x16xf64>) outs(%2116 : tensor<12x3x1x1xf64>) -> tensor<12x3x1x1xf64>
    %2121 = tensor.empty() : tensor<3x12x1x1xf64>
    %transposed_1550 = linalg.transpose ins(%2120 : tensor<12x3x1x1xf64>) outs(%2121 : tensor<3x12x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2122 = tensor.empty() : tensor<2x12x16x16xi1>
    %2123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x12x16x16xf64>) outs(%2122 : tensor<2x12x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x12x16x16xi1>
    %2124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x12x16x16xf64>) outs(%2122 : tensor<2x12x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x12x16x16xi1>
    %2125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2123, %2124 : tensor<2x12x16x16xi1>, tensor<2x12x16x16xi1>) outs(%2122 : tensor<2x12x16x16xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x12x16x16xi1>
    %2126 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2125, %cst_3, %2118 : tensor<2x12x16x16xi1>, tensor<f64>, tensor<2x12x16x16xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %2127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2126 : tensor<2x12x16x16xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2126, %97 : tensor<2x12x16x16xf64>, tensor<2x12x16x16xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %2129 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2128 : tensor<2x12x16x16xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2127 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1551 = tensor.expand_shape %2130 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %2131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2129 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%96, %96 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2131, %2132 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1552 = tensor.expand_shape %2133 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %2134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%96, %arg15 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1553 = tensor.expand_shape %2134 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %2135 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_1552 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %2136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2126, %2135 : tensor<2x12x16x16xf64>, tensor<2x12x16x16xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %2137 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2136, %expanded_1551 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %2138 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2137, %expanded_1553 : tensor<2x12x16x16xf64>, tensor<1x12x1x1xf64>) outs(%84 : tensor<2x12x16x16xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x16x16xf64>
    %2139 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2129, %96 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1554 = tensor.expand_shape %arg14 [[0], [1], [2, 3], [4]] output_shape [12, 1, 1, 3, 3] : tensor<12x1x3x3xf64> into tensor<12x1x1x3x3xf64>
    %2140 = tensor.empty() : tensor<12x1x1x3x3xf64>
    %transposed_1555 = linalg.transpose ins(%expanded_1554 : tensor<12x1x1x3x3xf64>) outs(%2140 : tensor<12x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1556 = tensor.collapse_shape %transposed_1555 [[0], [1], [2, 3], [4]] : tensor<12x1x1x3x3xf64> into tensor<12x1x3x3xf64>
    %2141 = tensor.empty() : tensor<12x1x3x3xf64>
    %2142 = linalg.fill ins(%cst : f64) outs(%2141 : tensor<12x1x3x3xf64>) -> tensor<12x1x3x3xf64>
    %2143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1556 : tensor<12x1x3x3xf64>) outs(%2142 : tensor<12x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1556[%2264, %c0, %2267, %2268] : tensor<12x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<12x1x3x3xf64>
    %expanded_1557 = tensor.expand_shape %2138 [[0], [1], [2], [3, 4, 5]] output_shape [2, 12, 16, 1, 16, 1] : tensor<2x12x16x16xf64> into tensor<2x12x16x1x16x1xf64>
    %padded_1558 = tensor.pad %expanded_1557 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index, %arg164: index, %arg165: index):
      tensor.yield %cst : f64
    } : tensor<2x12x16x1x16x1xf64> to tensor<2x12x16x2x16x2xf64>
    %collapsed_1559 = tensor.collapse_shape %padded_1558 [[0], [1], [2, 3], [4, 5]] : tensor<2x12x16x2x16x2xf64> into tensor<2x12x32x32xf64>
    %extracted_slice_1560 = tensor.extract_slice %collapsed_1559[0, 0, 0, 0] [2, 12, 31, 32] [1, 1, 1, 1] : tensor<2x12x32x32xf64> to tensor<2x12x31x32xf64>
    %extracted_slice_1561 = tensor.extract_slice %extracted_slice_1560[0, 0, 0, 0] [2, 12, 31, 31] [1, 1, 1, 1] : tensor<2x12x31x32xf64> to tensor<2x12x31x31xf64>
    %padded_1562 = tensor.pad %extracted_slice_1561 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x12x31x31xf64> to tensor<2x12x34x34xf64>
    %collapsed_1563 = tensor.collapse_shape %2143 [[0, 1], [2], [3]] : tensor<12x1x3x3xf64> into tensor<12x3x3xf64>
    %2144 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1562, %collapsed_1563 : tensor<2x12x34x34xf64>, tensor<12x3x3xf64>) outs(%62 : tensor<2x12x32x32xf64>) -> tensor<2x12x32x32xf64>
    %collapsed_1564 = tensor.collapse_shape %2138 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1565 = tensor.expand_shape %collapsed_1564 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %2145 = tensor.empty() : tensor<12x1x2x256xf64>
    %transposed_1566 = linalg.transpose ins(%expanded_1565 : tensor<2x12x1x256xf64>) outs(%2145 : tensor<12x1x2x256xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1567 = tensor.collapse_shape %transposed_1566 [[0], [1], [2, 3]] : tensor<12x1x2x256xf64> into tensor<12x1x512xf64>
    %extracted_slice_1568 = tensor.extract_slice %padded_34[0, 0, 0, 0] [2, 12, 16, 34] [1, 1, 2, 1] : tensor<2x12x34x34xf64> to tensor<2x12x16x34xf64>
    %extracted_slice_1569 = tensor.extract_slice %extracted_slice_1568[0, 0, 0, 0] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1570 = tensor.collapse_shape %extracted_slice_1569 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1571 = tensor.expand_shape %collapsed_1570 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %2146 = tensor.empty() : tensor<12x2x256x1xf64>
    %transposed_1572 = linalg.transpose ins(%expanded_1571 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1573 = tensor.collapse_shape %transposed_1572 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2147 = tensor.empty() : tensor<12x1x1xf64>
    %2148 = linalg.fill ins(%cst : f64) outs(%2147 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %2149 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1573 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1574 = tensor.extract_slice %extracted_slice_1568[0, 0, 0, 1] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1575 = tensor.collapse_shape %extracted_slice_1574 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1576 = tensor.expand_shape %collapsed_1575 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1577 = linalg.transpose ins(%expanded_1576 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1578 = tensor.collapse_shape %transposed_1577 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2150 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1578 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1579 = tensor.extract_slice %extracted_slice_1568[0, 0, 0, 2] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1580 = tensor.collapse_shape %extracted_slice_1579 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1581 = tensor.expand_shape %collapsed_1580 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1582 = linalg.transpose ins(%expanded_1581 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1583 = tensor.collapse_shape %transposed_1582 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2151 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1583 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1584 = tensor.extract_slice %padded_34[0, 0, 1, 0] [2, 12, 16, 34] [1, 1, 2, 1] : tensor<2x12x34x34xf64> to tensor<2x12x16x34xf64>
    %extracted_slice_1585 = tensor.extract_slice %extracted_slice_1584[0, 0, 0, 0] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1586 = tensor.collapse_shape %extracted_slice_1585 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1587 = tensor.expand_shape %collapsed_1586 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1588 = linalg.transpose ins(%expanded_1587 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1589 = tensor.collapse_shape %transposed_1588 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2152 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1589 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1590 = tensor.extract_slice %extracted_slice_1584[0, 0, 0, 1] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1591 = tensor.collapse_shape %extracted_slice_1590 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1592 = tensor.expand_shape %collapsed_1591 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1593 = linalg.transpose ins(%expanded_1592 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1594 = tensor.collapse_shape %transposed_1593 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2153 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1594 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1595 = tensor.extract_slice %extracted_slice_1584[0, 0, 0, 2] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1596 = tensor.collapse_shape %extracted_slice_1595 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1597 = tensor.expand_shape %collapsed_1596 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1598 = linalg.transpose ins(%expanded_1597 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1599 = tensor.collapse_shape %transposed_1598 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2154 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1599 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1600 = tensor.extract_slice %padded_34[0, 0, 2, 0] [2, 12, 16, 34] [1, 1, 2, 1] : tensor<2x12x34x34xf64> to tensor<2x12x16x34xf64>
    %extracted_slice_1601 = tensor.extract_slice %extracted_slice_1600[0, 0, 0, 0] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1602 = tensor.collapse_shape %extracted_slice_1601 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1603 = tensor.expand_shape %collapsed_1602 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1604 = linalg.transpose ins(%expanded_1603 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1605 = tensor.collapse_shape %transposed_1604 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2155 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1605 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1606 = tensor.extract_slice %extracted_slice_1600[0, 0, 0, 1] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1607 = tensor.collapse_shape %extracted_slice_1606 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1608 = tensor.expand_shape %collapsed_1607 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1609 = linalg.transpose ins(%expanded_1608 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1610 = tensor.collapse_shape %transposed_1609 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2156 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1610 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %extracted_slice_1611 = tensor.extract_slice %extracted_slice_1600[0, 0, 0, 2] [2, 12, 16, 16] [1, 1, 1, 2] : tensor<2x12x16x34xf64> to tensor<2x12x16x16xf64>
    %collapsed_1612 = tensor.collapse_shape %extracted_slice_1611 [[0], [1], [2, 3]] : tensor<2x12x16x16xf64> into tensor<2x12x256xf64>
    %expanded_1613 = tensor.expand_shape %collapsed_1612 [[0], [1], [2, 3]] output_shape [2, 12, 1, 256] : tensor<2x12x256xf64> into tensor<2x12x1x256xf64>
    %transposed_1614 = linalg.transpose ins(%expanded_1613 : tensor<2x12x1x256xf64>) outs(%2146 : tensor<12x2x256x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1615 = tensor.collapse_shape %transposed_1614 [[0], [1, 2], [3]] : tensor<12x2x256x1xf64> into tensor<12x512x1xf64>
    %2157 = linalg.batch_matmul ins(%collapsed_1567, %collapsed_1615 : tensor<12x1x512xf64>, tensor<12x512x1xf64>) outs(%2148 : tensor<12x1x1xf64>) -> tensor<12x1x1xf64>
    %expanded_1616 = tensor.expand_shape %2149 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1617 = tensor.expand_shape %2150 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1618 = tensor.expand_shape %2151 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1619 = tensor.expand_shape %2152 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1620 = tensor.expand_shape %2153 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1621 = tensor.expand_shape %2154 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1622 = tensor.expand_shape %2155 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1623 = tensor.expand_shape %2156 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %expanded_1624 = tensor.expand_shape %2157 [[0], [1], [2, 3]] output_shape [12, 1, 1, 1] : tensor<12x1x1xf64> into tensor<12x1x1x1xf64>
    %concat_1625 = tensor.concat dim(3) %expanded_1616, %expanded_1617, %expanded_1618, %expanded_1619, %expanded_1620, %expanded_1621, %expanded_1622, %expanded_1623, %expanded_1624 : (tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>, tensor<12x1x1x1xf64>) -> tensor<12x1x1x9xf64>
    %collapsed_1626 = tensor.collapse_shape %concat_1625 [[0], [1], [2, 3]] : tensor<12x1x1x9xf64> into tensor<12x1x9xf64>
    %expanded_1627 = tensor.expand_shape %collapsed_1626 [[0], [1], [2, 3]] output_shape [12, 1, 3, 3] : tensor<12x1x9xf64> into tensor<12x1x3x3xf64>
    %2158 = tensor.empty() : tensor<2x12x32x32xi1>
    %2159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<2x12x32x32xf64>) outs(%2158 : tensor<2x12x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x12x32x32xi1>
    %2160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<2x12x32x32xf64>) outs(%2158 : tensor<2x12x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x12x32x32xi1>
    %2161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2159, %2160 : tensor<2x12x32x32xi1>, tensor<2x12x32x32xi1>) outs(%2158 : tensor<2x12x32x32xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x12x32x32xi1>
    %2162 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2161, %cst_3, %2144 : tensor<2x12x32x32xi1>, tensor<f64>, tensor<2x12x32x32xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %2163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2162 : tensor<2x12x32x32xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2162, %78 : tensor<2x12x32x32xf64>, tensor<2x12x32x32xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %2165 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2164 : tensor<2x12x32x32xf64>) outs(%65 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2163 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1628 = tensor.expand_shape %2166 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %2167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2165 : tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%77, %77 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2167, %2168 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1629 = tensor.expand_shape %2169 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %2170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%77, %arg12 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %expanded_1630 = tensor.expand_shape %2170 [[0, 1, 2, 3]] output_shape [1, 12, 1, 1] : tensor<12xf64> into tensor<1x12x1x1xf64>
    %2171 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_1629 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %2172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2162, %2171 : tensor<2x12x32x32xf64>, tensor<2x12x32x32xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %2173 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2172, %expanded_1628 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %2174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2173, %expanded_1630 : tensor<2x12x32x32xf64>, tensor<1x12x1x1xf64>) outs(%61 : tensor<2x12x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x12x32x32xf64>
    %2175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2165, %77 : tensor<12xf64>, tensor<12xf64>) outs(%64 : tensor<12xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<12xf64>
    %2176 = tensor.empty() : tensor<2x12x1x1xf64>
    %2177 = linalg.fill ins(%cst : f64) outs(%2176 : tensor<2x12x1x1xf64>) -> tensor<2x12x1x1xf64>
    %2178 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2177 : tensor<2x12x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg11[%2265, %2264, %c0, %c0] : tensor<12x2x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x12x1x1xf64>
    %2179 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2174, %2178 : tensor<2x12x32x32xf64>, tensor<2x12x1x1xf64>) outs(%41 : tensor<2x2x32x32xf64>) -> tensor<2x2x32x32xf64>
    %transposed_1631 = linalg.transpose ins(%60 : tensor<2x2x32x32xf64>) outs(%40 : tensor<2x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %2180 = tensor.empty() : tensor<12x2x32x32xf64>
    %transposed_1632 = linalg.transpose ins(%2174 : tensor<2x12x32x32xf64>) outs(%2180 : tensor<12x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %2181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1631, %transposed_1632 : tensor<2x2x32x32xf64>, tensor<12x2x32x32xf64>) outs(%2177 : tensor<2x12x1x1xf64>) -> tensor<2x12x1x1xf64>
    %2182 = tensor.empty() : tensor<12x2x1x1xf64>
    %transposed_1633 = linalg.transpose ins(%2181 : tensor<2x12x1x1xf64>) outs(%2182 : tensor<12x2x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2183 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2179 : tensor<2x2x32x32xf64>) outs(%44 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %2184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2179, %57 : tensor<2x2x32x32xf64>, tensor<2x2x32x32xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %2185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2184 : tensor<2x2x32x32xf64>) outs(%44 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %2186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2183 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %expanded_1634 = tensor.expand_shape %2186 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %2187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2185 : tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %2188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%56, %56 : tensor<2xf64>, tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %2189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2187, %2188 : tensor<2xf64>, tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %expanded_1635 = tensor.expand_shape %2189 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %2190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%56, %arg9 : tensor<2xf64>, tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %expanded_1636 = tensor.expand_shape %2190 [[0, 1, 2, 3]] output_shape [1, 2, 1, 1] : tensor<2xf64> into tensor<1x2x1x1xf64>
    %2191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_1635 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %2192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2179, %2191 : tensor<2x2x32x32xf64>, tensor<2x2x32x32xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %2193 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2192, %expanded_1634 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %2194 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2193, %expanded_1636 : tensor<2x2x32x32xf64>, tensor<1x2x1x1xf64>) outs(%40 : tensor<2x2x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x2x32x32xf64>
    %2195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2185, %56 : tensor<2xf64>, tensor<2xf64>) outs(%43 : tensor<2xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2xf64>
    %2196 = tensor.empty() : tensor<4x2x1x1xf64>
    %2197 = linalg.fill ins(%cst : f64) outs(%2196 : tensor<4x2x1x1xf64>) -> tensor<4x2x1x1xf64>
    %2198 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2197 : tensor<4x2x1x1xf64>) {
    ^bb0(%out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%2265, %2264, %c0, %c0] : tensor<2x4x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x2x1x1xf64>
    %2199 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2194, %2198 : tensor<2x2x32x32xf64>, tensor<4x2x1x1xf64>) outs(%1 : tensor<2x4x32x32xf64>) -> tensor<2x4x32x32xf64>
    %2200 = tensor.empty() : tensor<4x2x32x32xf64>
    %transposed_1637 = linalg.transpose ins(%39 : tensor<2x4x32x32xf64>) outs(%2200 : tensor<4x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_1638 = linalg.transpose ins(%2194 : tensor<2x2x32x32xf64>) outs(%40 : tensor<2x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %2201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_1637, %transposed_1638 : tensor<4x2x32x32xf64>, tensor<2x2x32x32xf64>) outs(%2197 : tensor<4x2x1x1xf64>) -> tensor<4x2x1x1xf64>
    %2202 = tensor.empty() : tensor<2x4x1x1xf64>
    %transposed_1639 = linalg.transpose ins(%2201 : tensor<4x2x1x1xf64>) outs(%2202 : tensor<2x4x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2203 = tensor.empty() : tensor<2x4x32x32xi1>
    %2204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x4x32x32xf64>) outs(%2203 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x4x32x32xi1>
    %2205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x4x32x32xf64>) outs(%2203 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x4x32x32xi1>
    %2206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2204, %2205 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) outs(%2203 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x4x32x32xi1>
    %2207 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2206, %cst_3, %2199 : tensor<2x4x32x32xi1>, tensor<f64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2208 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2207 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2207, %34 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2209 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2208 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1640 = tensor.expand_shape %2211 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %2212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2210 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2213 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%33, %33 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2214 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2212, %2213 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1641 = tensor.expand_shape %2214 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %2215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%33, %arg6 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1642 = tensor.expand_shape %2215 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %2216 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_1641 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2217 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2207, %2216 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2218 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2217, %expanded_1640 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2219 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2218, %expanded_1642 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2220 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2210, %33 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1643 = tensor.expand_shape %arg5 [[0], [1], [2, 3], [4]] output_shape [4, 1, 1, 3, 3] : tensor<4x1x3x3xf64> into tensor<4x1x1x3x3xf64>
    %2221 = tensor.empty() : tensor<4x1x1x3x3xf64>
    %transposed_1644 = linalg.transpose ins(%expanded_1643 : tensor<4x1x1x3x3xf64>) outs(%2221 : tensor<4x1x1x3x3xf64>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_1645 = tensor.collapse_shape %transposed_1644 [[0], [1], [2, 3], [4]] : tensor<4x1x1x3x3xf64> into tensor<4x1x3x3xf64>
    %2222 = tensor.empty() : tensor<4x1x3x3xf64>
    %2223 = linalg.fill ins(%cst : f64) outs(%2222 : tensor<4x1x3x3xf64>) -> tensor<4x1x3x3xf64>
    %2224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_1645 : tensor<4x1x3x3xf64>) outs(%2223 : tensor<4x1x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = linalg.index 0 : index
      %2265 = linalg.index 2 : index
      %2266 = linalg.index 3 : index
      %2267 = arith.subi %c2, %2265 : index
      %2268 = arith.subi %c2, %2266 : index
      %extracted = tensor.extract %collapsed_1645[%2264, %c0, %2267, %2268] : tensor<4x1x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x1x3x3xf64>
    %padded_1646 = tensor.pad %2219 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<2x4x32x32xf64> to tensor<2x4x34x34xf64>
    %collapsed_1647 = tensor.collapse_shape %2224 [[0, 1], [2], [3]] : tensor<4x1x3x3xf64> into tensor<4x3x3xf64>
    %2225 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1646, %collapsed_1647 : tensor<2x4x34x34xf64>, tensor<4x3x3xf64>) outs(%1 : tensor<2x4x32x32xf64>) -> tensor<2x4x32x32xf64>
    %collapsed_1648 = tensor.collapse_shape %2219 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1649 = tensor.expand_shape %collapsed_1648 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %2226 = tensor.empty() : tensor<4x1x2x1024xf64>
    %transposed_1650 = linalg.transpose ins(%expanded_1649 : tensor<2x4x1x1024xf64>) outs(%2226 : tensor<4x1x2x1024xf64>) permutation = [1, 2, 0, 3] 
    %collapsed_1651 = tensor.collapse_shape %transposed_1650 [[0], [1], [2, 3]] : tensor<4x1x2x1024xf64> into tensor<4x1x2048xf64>
    %extracted_slice_1652 = tensor.extract_slice %padded_21[0, 0, 0, 0] [2, 4, 32, 34] [1, 1, 1, 1] : tensor<2x4x34x34xf64> to tensor<2x4x32x34xf64>
    %extracted_slice_1653 = tensor.extract_slice %extracted_slice_1652[0, 0, 0, 0] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1654 = tensor.collapse_shape %extracted_slice_1653 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1655 = tensor.expand_shape %collapsed_1654 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %2227 = tensor.empty() : tensor<4x2x1024x1xf64>
    %transposed_1656 = linalg.transpose ins(%expanded_1655 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1657 = tensor.collapse_shape %transposed_1656 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2228 = tensor.empty() : tensor<4x1x1xf64>
    %2229 = linalg.fill ins(%cst : f64) outs(%2228 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %2230 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1657 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1658 = tensor.extract_slice %extracted_slice_1652[0, 0, 0, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1659 = tensor.collapse_shape %extracted_slice_1658 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1660 = tensor.expand_shape %collapsed_1659 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1661 = linalg.transpose ins(%expanded_1660 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1662 = tensor.collapse_shape %transposed_1661 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2231 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1662 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1663 = tensor.extract_slice %extracted_slice_1652[0, 0, 0, 2] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1664 = tensor.collapse_shape %extracted_slice_1663 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1665 = tensor.expand_shape %collapsed_1664 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1666 = linalg.transpose ins(%expanded_1665 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1667 = tensor.collapse_shape %transposed_1666 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2232 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1667 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1668 = tensor.extract_slice %padded_21[0, 0, 1, 0] [2, 4, 32, 34] [1, 1, 1, 1] : tensor<2x4x34x34xf64> to tensor<2x4x32x34xf64>
    %extracted_slice_1669 = tensor.extract_slice %extracted_slice_1668[0, 0, 0, 0] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1670 = tensor.collapse_shape %extracted_slice_1669 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1671 = tensor.expand_shape %collapsed_1670 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1672 = linalg.transpose ins(%expanded_1671 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1673 = tensor.collapse_shape %transposed_1672 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2233 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1673 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1674 = tensor.extract_slice %extracted_slice_1668[0, 0, 0, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1675 = tensor.collapse_shape %extracted_slice_1674 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1676 = tensor.expand_shape %collapsed_1675 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1677 = linalg.transpose ins(%expanded_1676 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1678 = tensor.collapse_shape %transposed_1677 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2234 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1678 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1679 = tensor.extract_slice %extracted_slice_1668[0, 0, 0, 2] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1680 = tensor.collapse_shape %extracted_slice_1679 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1681 = tensor.expand_shape %collapsed_1680 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1682 = linalg.transpose ins(%expanded_1681 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1683 = tensor.collapse_shape %transposed_1682 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2235 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1683 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1684 = tensor.extract_slice %padded_21[0, 0, 2, 0] [2, 4, 32, 34] [1, 1, 1, 1] : tensor<2x4x34x34xf64> to tensor<2x4x32x34xf64>
    %extracted_slice_1685 = tensor.extract_slice %extracted_slice_1684[0, 0, 0, 0] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1686 = tensor.collapse_shape %extracted_slice_1685 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1687 = tensor.expand_shape %collapsed_1686 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1688 = linalg.transpose ins(%expanded_1687 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1689 = tensor.collapse_shape %transposed_1688 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2236 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1689 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1690 = tensor.extract_slice %extracted_slice_1684[0, 0, 0, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1691 = tensor.collapse_shape %extracted_slice_1690 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1692 = tensor.expand_shape %collapsed_1691 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1693 = linalg.transpose ins(%expanded_1692 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1694 = tensor.collapse_shape %transposed_1693 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2237 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1694 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %extracted_slice_1695 = tensor.extract_slice %extracted_slice_1684[0, 0, 0, 2] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x34xf64> to tensor<2x4x32x32xf64>
    %collapsed_1696 = tensor.collapse_shape %extracted_slice_1695 [[0], [1], [2, 3]] : tensor<2x4x32x32xf64> into tensor<2x4x1024xf64>
    %expanded_1697 = tensor.expand_shape %collapsed_1696 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1024] : tensor<2x4x1024xf64> into tensor<2x4x1x1024xf64>
    %transposed_1698 = linalg.transpose ins(%expanded_1697 : tensor<2x4x1x1024xf64>) outs(%2227 : tensor<4x2x1024x1xf64>) permutation = [1, 0, 3, 2] 
    %collapsed_1699 = tensor.collapse_shape %transposed_1698 [[0], [1, 2], [3]] : tensor<4x2x1024x1xf64> into tensor<4x2048x1xf64>
    %2238 = linalg.batch_matmul ins(%collapsed_1651, %collapsed_1699 : tensor<4x1x2048xf64>, tensor<4x2048x1xf64>) outs(%2229 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %expanded_1700 = tensor.expand_shape %2230 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1701 = tensor.expand_shape %2231 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1702 = tensor.expand_shape %2232 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1703 = tensor.expand_shape %2233 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1704 = tensor.expand_shape %2234 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1705 = tensor.expand_shape %2235 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1706 = tensor.expand_shape %2236 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1707 = tensor.expand_shape %2237 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %expanded_1708 = tensor.expand_shape %2238 [[0], [1], [2, 3]] output_shape [4, 1, 1, 1] : tensor<4x1x1xf64> into tensor<4x1x1x1xf64>
    %concat_1709 = tensor.concat dim(3) %expanded_1700, %expanded_1701, %expanded_1702, %expanded_1703, %expanded_1704, %expanded_1705, %expanded_1706, %expanded_1707, %expanded_1708 : (tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>, tensor<4x1x1x1xf64>) -> tensor<4x1x1x9xf64>
    %collapsed_1710 = tensor.collapse_shape %concat_1709 [[0], [1], [2, 3]] : tensor<4x1x1x9xf64> into tensor<4x1x9xf64>
    %expanded_1711 = tensor.expand_shape %collapsed_1710 [[0], [1], [2, 3]] output_shape [4, 1, 3, 3] : tensor<4x1x9xf64> into tensor<4x1x3x3xf64>
    %2239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x32x32xf64>) outs(%2203 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2264 : i1
    } -> tensor<2x4x32x32xi1>
    %2240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x32x32xf64>) outs(%2203 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2264 = arith.cmpf oge, %in, %cst_9 : f64
      linalg.yield %2264 : i1
    } -> tensor<2x4x32x32xi1>
    %2241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2239, %2240 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) outs(%2203 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: i1, %in_1725: i1, %out: i1):
      %2264 = arith.ori %in, %in_1725 : i1
      linalg.yield %2264 : i1
    } -> tensor<2x4x32x32xi1>
    %2242 = linalg.generic {indexing_maps = [#map, #map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2241, %cst_3, %2225 : tensor<2x4x32x32xi1>, tensor<f64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: i1, %in_1725: f64, %in_1726: f64, %out: f64):
      %2264 = arith.select %in, %in_1725, %in_1726 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2243 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2242 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2244 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2242, %17 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2245 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2244 : tensor<2x4x32x32xf64>) outs(%4 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2243 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1712 = tensor.expand_shape %2246 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %2247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2245 : tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2248 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %16 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2247, %2248 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1713 = tensor.expand_shape %2249 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %2250 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %arg3 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %expanded_1714 = tensor.expand_shape %2250 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf64> into tensor<1x4x1x1xf64>
    %2251 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_1713 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2242, %2251 : tensor<2x4x32x32xf64>, tensor<2x4x32x32xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2253 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2252, %expanded_1712 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.subf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2254 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2253, %expanded_1714 : tensor<2x4x32x32xf64>, tensor<1x4x1x1xf64>) outs(%0 : tensor<2x4x32x32xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<2x4x32x32xf64>
    %2255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2245, %16 : tensor<4xf64>, tensor<4xf64>) outs(%3 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1725: f64, %out: f64):
      %2264 = arith.mulf %in, %in_1725 : f64
      linalg.yield %2264 : f64
    } -> tensor<4xf64>
    %2256 = tensor.empty() : tensor<3x2x64x64xf64>
    %transposed_1715 = linalg.transpose ins(%arg0 : tensor<2x3x64x64xf64>) outs(%2256 : tensor<3x2x64x64xf64>) permutation = [1, 0, 2, 3] 
    %padded_1716 = tensor.pad %transposed_1715 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      tensor.yield %cst : f64
    } : tensor<3x2x64x64xf64> to tensor<3x2x66x66xf64>
    %2257 = tensor.empty() : tensor<3x8x4x4xf64>
    %expanded_1717 = tensor.expand_shape %padded_1716 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 66, 66] : tensor<3x2x66x66xf64> into tensor<3x2x1x66x66xf64>
    %expanded_1718 = tensor.expand_shape %2254 [[0], [1], [2, 3], [4]] output_shape [2, 4, 1, 32, 32] : tensor<2x4x32x32xf64> into tensor<2x4x1x32x32xf64>
    %expanded_1719 = tensor.expand_shape %2257 [[0], [1, 2], [3], [4]] output_shape [3, 2, 4, 4, 4] : tensor<3x8x4x4xf64> into tensor<3x2x4x4x4xf64>
    %2258 = linalg.fill ins(%cst : f64) outs(%expanded_1719 : tensor<3x2x4x4x4xf64>) -> tensor<3x2x4x4x4xf64>
    %2259 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_1717, %expanded_1718 : tensor<3x2x1x66x66xf64>, tensor<2x4x1x32x32xf64>) outs(%2258 : tensor<3x2x4x4x4xf64>) -> tensor<3x2x4x4x4xf64>
    %collapsed_1720 = tensor.collapse_shape %2259 [[0], [1, 2], [3], [4]] : tensor<3x2x4x4x4xf64> into tensor<3x8x4x4xf64>
    %extracted_slice_1721 = tensor.extract_slice %collapsed_1720[0, 0, 0, 0] [3, 8, 3, 4] [1, 1, 1, 1] : tensor<3x8x4x4xf64> to tensor<3x8x3x4xf64>
    %extracted_slice_1722 = tensor.extract_slice %extracted_slice_1721[0, 0, 0, 0] [3, 8, 3, 3] [1, 1, 1, 1] : tensor<3x8x3x4xf64> to tensor<3x8x3x3xf64>
    %expanded_1723 = tensor.expand_shape %extracted_slice_1722 [[0], [1, 2], [3], [4]] output_shape [3, 2, 4, 3, 3] : tensor<3x8x3x3xf64> into tensor<3x2x4x3x3xf64>
    %2260 = tensor.empty() : tensor<2x4x3x3x3xf64>
    %transposed_1724 = linalg.transpose ins(%expanded_1723 : tensor<3x2x4x3x3xf64>) outs(%2260 : tensor<2x4x3x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %2261 = tensor.empty() : tensor<4x3x3x3xf64>
    %2262 = linalg.fill ins(%cst : f64) outs(%2261 : tensor<4x3x3x3xf64>) -> tensor<4x3x3x3xf64>
    %2263 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1724 : tensor<2x4x3x3x3xf64>) outs(%2262 : tensor<4x3x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2264 = arith.addf %in, %out : f64
      linalg.yield %2264 : f64
    } -> tensor<4x3x3x3xf64>
    return %984, %2263, %2255, %2243, %expanded_1711, %2220, %2208, %transposed_1639, %2195, %2183, %transposed_1633, %2175, %2163, %expanded_1627, %2139, %2127, %transposed_1550, %2114, %2102, %transposed_1544, %2097, %2085, %expanded_1538, %2067, %2055, %transposed_1466, %2046, %2034, %transposed_1460, %2025, %2013, %expanded_1454, %1989, %1977, %transposed_1377, %1964, %1952, %transposed_1371, %1947, %1935, %expanded_1365, %1919, %1907, %transposed_1293, %1899, %1887, %transposed_1287, %1882, %1870, %expanded_1281, %1852, %1840, %transposed_1209, %1831, %1819, %transposed_1203, %1810, %1798, %expanded_1197, %1774, %1762, %transposed_1120, %1749, %1737, %transposed_1114, %1732, %1720, %expanded_1108, %1704, %1692, %transposed_1036, %1684, %1672, %transposed_1030, %1667, %1655, %expanded_1024, %1639, %1627, %transposed_952, %1619, %1607, %transposed_946, %1602, %1590, %expanded_940, %1574, %1562, %transposed_868, %1553, %1541, %transposed_862, %1533, %1521, %expanded_856, %1498, %1486, %transposed_784, %1473, %1461, %transposed_778, %1456, %1444, %expanded_772, %1428, %1416, %transposed_700, %1408, %1396, %transposed_694, %1391, %1379, %expanded_688, %1361, %1349, %transposed_616, %1340, %1328, %transposed_610, %1319, %1307, %expanded_604, %1283, %1271, %transposed_527, %1258, %1246, %transposed_521, %1241, %1229, %expanded_515, %1213, %1201, %transposed_443, %1193, %1181, %transposed_437, %1176, %1164, %expanded_431, %1148, %1136, %transposed_359, %1127, %1115, %transposed_353, %1107, %1095, %expanded_347, %1072, %1060, %transposed_277, %1047, %1035, %transposed_271, %1026, %1014, %1003, %collapsed_265 : tensor<f64>, tensor<4x3x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x1x3x3xf64>, tensor<4xf64>, tensor<4xf64>, tensor<2x4x1x1xf64>, tensor<2xf64>, tensor<2xf64>, tensor<12x2x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12x1x3x3xf64>, tensor<12xf64>, tensor<12xf64>, tensor<3x12x1x1xf64>, tensor<3xf64>, tensor<3xf64>, tensor<18x3x1x1xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18x1x3x3xf64>, tensor<18xf64>, tensor<18xf64>, tensor<3x18x1x1xf64>, tensor<3xf64>, tensor<3xf64>, tensor<18x3x1x1xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18x1x3x3xf64>, tensor<18xf64>, tensor<18xf64>, tensor<4x18x1x1xf64>, tensor<4xf64>, tensor<4xf64>, tensor<24x4x1x1xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24x1x3x3xf64>, tensor<24xf64>, tensor<24xf64>, tensor<4x24x1x1xf64>, tensor<4xf64>, tensor<4xf64>, tensor<24x4x1x1xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24x1x3x3xf64>, tensor<24xf64>, tensor<24xf64>, tensor<4x24x1x1xf64>, tensor<4xf64>, tensor<4xf64>, tensor<24x4x1x1xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24x1x3x3xf64>, tensor<24xf64>, tensor<24xf64>, tensor<8x24x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<8x48x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<8x48x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<8x48x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<48x8x1x1xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48x1x3x3xf64>, tensor<48xf64>, tensor<48xf64>, tensor<12x48x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<72x12x1x1xf64>, tensor<72xf64>, tensor<72xf64>, tensor<72x1x3x3xf64>, tensor<72xf64>, tensor<72xf64>, tensor<12x72x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<72x12x1x1xf64>, tensor<72xf64>, tensor<72xf64>, tensor<72x1x3x3xf64>, tensor<72xf64>, tensor<72xf64>, tensor<12x72x1x1xf64>, tensor<12xf64>, tensor<12xf64>, tensor<72x12x1x1xf64>, tensor<72xf64>, tensor<72xf64>, tensor<72x1x3x3xf64>, tensor<72xf64>, tensor<72xf64>, tensor<20x72x1x1xf64>, tensor<20xf64>, tensor<20xf64>, tensor<120x20x1x1xf64>, tensor<120xf64>, tensor<120xf64>, tensor<120x1x3x3xf64>, tensor<120xf64>, tensor<120xf64>, tensor<20x120x1x1xf64>, tensor<20xf64>, tensor<20xf64>, tensor<120x20x1x1xf64>, tensor<120xf64>, tensor<120xf64>, tensor<120x1x3x3xf64>, tensor<120xf64>, tensor<120xf64>, tensor<20x120x1x1xf64>, tensor<20xf64>, tensor<20xf64>, tensor<120x20x1x1xf64>, tensor<120xf64>, tensor<120xf64>, tensor<120x1x3x3xf64>, tensor<120xf64>, tensor<120xf64>, tensor<40x120x1x1xf64>, tensor<40xf64>, tensor<40xf64>, tensor<160x40x1x1xf64>, tensor<160xf64>, tensor<160xf64>, tensor<10x160xf64>, tensor<10xf64>
  }
}
