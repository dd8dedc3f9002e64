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
  func.func @train_step(%arg0: tensor<2x3x128x128xf64>, %arg1: tensor<2xi64>, %arg2: tensor<8x3x7x7xf64>, %arg3: tensor<8xf64>, %arg4: tensor<8xf64>, %arg5: tensor<8x8x1x1xf64>, %arg6: tensor<8xf64>, %arg7: tensor<8xf64>, %arg8: tensor<8x8x3x3xf64>, %arg9: tensor<8xf64>, %arg10: tensor<8xf64>, %arg11: tensor<32x8x1x1xf64>, %arg12: tensor<32xf64>, %arg13: tensor<32xf64>, %arg14: tensor<32x8x1x1xf64>, %arg15: tensor<32xf64>, %arg16: tensor<32xf64>, %arg17: tensor<8x32x1x1xf64>, %arg18: tensor<8xf64>, %arg19: tensor<8xf64>, %arg20: tensor<8x8x3x3xf64>, %arg21: tensor<8xf64>, %arg22: tensor<8xf64>, %arg23: tensor<32x8x1x1xf64>, %arg24: tensor<32xf64>, %arg25: tensor<32xf64>, %arg26: tensor<8x32x1x1xf64>, %arg27: tensor<8xf64>, %arg28: tensor<8xf64>, %arg29: tensor<8x8x3x3xf64>, %arg30: tensor<8xf64>, %arg31: tensor<8xf64>, %arg32: tensor<32x8x1x1xf64>, %arg33: tensor<32xf64>, %arg34: tensor<32xf64>, %arg35: tensor<16x32x1x1xf64>, %arg36: tensor<16xf64>, %arg37: tensor<16xf64>, %arg38: tensor<16x16x3x3xf64>, %arg39: tensor<16xf64>, %arg40: tensor<16xf64>, %arg41: tensor<64x16x1x1xf64>, %arg42: tensor<64xf64>, %arg43: tensor<64xf64>, %arg44: tensor<64x32x1x1xf64>, %arg45: tensor<64xf64>, %arg46: tensor<64xf64>, %arg47: tensor<16x64x1x1xf64>, %arg48: tensor<16xf64>, %arg49: tensor<16xf64>, %arg50: tensor<16x16x3x3xf64>, %arg51: tensor<16xf64>, %arg52: tensor<16xf64>, %arg53: tensor<64x16x1x1xf64>, %arg54: tensor<64xf64>, %arg55: tensor<64xf64>, %arg56: tensor<16x64x1x1xf64>, %arg57: tensor<16xf64>, %arg58: tensor<16xf64>, %arg59: tensor<16x16x3x3xf64>, %arg60: tensor<16xf64>, %arg61: tensor<16xf64>, %arg62: tensor<64x16x1x1xf64>, %arg63: tensor<64xf64>, %arg64: tensor<64xf64>, %arg65: tensor<16x64x1x1xf64>, %arg66: tensor<16xf64>, %arg67: tensor<16xf64>, %arg68: tensor<16x16x3x3xf64>, %arg69: tensor<16xf64>, %arg70: tensor<16xf64>, %arg71: tensor<64x16x1x1xf64>, %arg72: tensor<64xf64>, %arg73: tensor<64xf64>, %arg74: tensor<32x64x1x1xf64>, %arg75: tensor<32xf64>, %arg76: tensor<32xf64>, %arg77: tensor<32x32x3x3xf64>, %arg78: tensor<32xf64>, %arg79: tensor<32xf64>, %arg80: tensor<128x32x1x1xf64>, %arg81: tensor<128xf64>, %arg82: tensor<128xf64>, %arg83: tensor<128x64x1x1xf64>, %arg84: tensor<128xf64>, %arg85: tensor<128xf64>, %arg86: tensor<32x128x1x1xf64>, %arg87: tensor<32xf64>, %arg88: tensor<32xf64>, %arg89: tensor<32x32x3x3xf64>, %arg90: tensor<32xf64>, %arg91: tensor<32xf64>, %arg92: tensor<128x32x1x1xf64>, %arg93: tensor<128xf64>, %arg94: tensor<128xf64>, %arg95: tensor<32x128x1x1xf64>, %arg96: tensor<32xf64>, %arg97: tensor<32xf64>, %arg98: tensor<32x32x3x3xf64>, %arg99: tensor<32xf64>, %arg100: tensor<32xf64>, %arg101: tensor<128x32x1x1xf64>, %arg102: tensor<128xf64>, %arg103: tensor<128xf64>, %arg104: tensor<32x128x1x1xf64>, %arg105: tensor<32xf64>, %arg106: tensor<32xf64>, %arg107: tensor<32x32x3x3xf64>, %arg108: tensor<32xf64>, %arg109: tensor<32xf64>, %arg110: tensor<128x32x1x1xf64>, %arg111: tensor<128xf64>, %arg112: tensor<128xf64>, %arg113: tensor<32x128x1x1xf64>, %arg114: tensor<32xf64>, %arg115: tensor<32xf64>, %arg116: tensor<32x32x3x3xf64>, %arg117: tensor<32xf64>, %arg118: tensor<32xf64>, %arg119: tensor<128x32x1x1xf64>, %arg120: tensor<128xf64>, %arg121: tensor<128xf64>, %arg122: tensor<32x128x1x1xf64>, %arg123: tensor<32xf64>, %arg124: tensor<32xf64>, %arg125: tensor<32x32x3x3xf64>, %arg126: tensor<32xf64>, %arg127: tensor<32xf64>, %arg128: tensor<128x32x1x1xf64>, %arg129: tensor<128xf64>, %arg130: tensor<128xf64>, %arg131: tensor<64x128x1x1xf64>, %arg132: tensor<64xf64>, %arg133: tensor<64xf64>, %arg134: tensor<64x64x3x3xf64>, %arg135: tensor<64xf64>, %arg136: tensor<64xf64>, %arg137: tensor<256x64x1x1xf64>, %arg138: tensor<256xf64>, %arg139: tensor<256xf64>, %arg140: tensor<256x128x1x1xf64>, %arg141: tensor<256xf64>, %arg142: tensor<256xf64>, %arg143: tensor<64x256x1x1xf64>, %arg144: tensor<64xf64>, %arg145: tensor<64xf64>, %arg146: tensor<64x64x3x3xf64>, %arg147: tensor<64xf64>, %arg148: tensor<64xf64>, %arg149: tensor<256x64x1x1xf64>, %arg150: tensor<256xf64>, %arg151: tensor<256xf64>, %arg152: tensor<64x256x1x1xf64>, %arg153: tensor<64xf64>, %arg154: tensor<64xf64>, %arg155: tensor<64x64x3x3xf64>, %arg156: tensor<64xf64>, %arg157: tensor<64xf64>, %arg158: tensor<256x64x1x1xf64>, %arg159: tensor<256xf64>, %arg160: tensor<256xf64>, %arg161: tensor<10x256xf64>, %arg162: tensor<10xf64>) -> (tensor<f64>, tensor<8x3x7x7xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<8x32x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<8x32x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16x32x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x32x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<16x64x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<16x64x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<16x64x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<32x64x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<128x64x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<64x128x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<256x64x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256x128x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<64x256x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<256x64x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<64x256x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<256x64x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<10x256xf64>, tensor<10xf64>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %c10 = arith.constant 10 : index
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = arith.constant 1.220703125E-4 : f64
    %cst_4 = arith.constant 4.8828125E-4 : f64
    %cst_5 = arith.constant 0.001953125 : f64
    %cst_6 = arith.constant 7.812500e-03 : f64
    %cst_7 = arith.constant 3.125000e-02 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 8.192000e+03 : f64
    %cst_10 = arith.constant 2.048000e+03 : f64
    %cst_11 = arith.constant 5.120000e+02 : f64
    %cst_12 = arith.constant 1.280000e+02 : f64
    %cst_13 = arith.constant 3.200000e+01 : f64
    %cst_14 = arith.constant 1.600000e+01 : f64
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_15 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x3x128x128xf64> to tensor<2x3x134x134xf64>
    %0 = tensor.empty() : tensor<2x8x64x64xf64>
    %1 = linalg.fill ins(%cst : f64) outs(%0 : tensor<2x8x64x64xf64>) -> tensor<2x8x64x64xf64>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x134x134xf64>, tensor<8x3x7x7xf64>) outs(%1 : tensor<2x8x64x64xf64>) -> tensor<2x8x64x64xf64>
    %3 = tensor.empty() : tensor<8xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<8xf64>) -> tensor<8xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x8x64x64xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_9 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %7 = tensor.empty() : tensor<1x8x1x1xf64>
    %8 = linalg.fill ins(%cst : f64) outs(%7 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x8x64x64xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_9 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %10 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x8x64x64xf64>, tensor<2x8x64x64xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<2x8x64x64xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%13 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_9 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%15 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_16 = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_16 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %expanded_17 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_17 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %expanded_18 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_18 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x64x64xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x64x64xf64>
    %padded_19 = tensor.pad %21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst_0 : f64
    } : tensor<2x8x64x64xf64> to tensor<2x8x66x66xf64>
    %22 = tensor.empty() : tensor<2x8x32x32xf64>
    %23 = linalg.fill ins(%cst_0 : f64) outs(%22 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %24 = tensor.empty() : tensor<3x3xf64>
    %25 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_19, %24 : tensor<2x8x66x66xf64>, tensor<3x3xf64>) outs(%23 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %26 = linalg.fill ins(%cst : f64) outs(%22 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %arg5 : tensor<2x8x32x32xf64>, tensor<8x8x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%27 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%28 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%27 : tensor<2x8x32x32xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %31 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %32 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%33 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%34 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%35 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_20 = tensor.expand_shape %29 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_21 = tensor.expand_shape %37 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_20 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_21 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_22 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_22 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_23 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_23 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %padded_24 = tensor.pad %42 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x32xf64> to tensor<2x8x34x34xf64>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg8 : tensor<2x8x34x34xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%43 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %46 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%43 : tensor<2x8x32x32xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %48 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %47 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %48 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%49 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%50 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%51 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%52 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_25 = tensor.expand_shape %45 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_26 = tensor.expand_shape %53 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_25 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_26 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_27 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_27 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_28 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_28 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %59 = tensor.empty() : tensor<2x32x32x32xf64>
    %60 = linalg.fill ins(%cst : f64) outs(%59 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%58, %arg11 : tensor<2x8x32x32xf64>, tensor<32x8x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %62 = tensor.empty() : tensor<32xf64>
    %63 = linalg.fill ins(%cst : f64) outs(%62 : tensor<32xf64>) -> tensor<32xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%61 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%64 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %66 = tensor.empty() : tensor<1x32x1x1xf64>
    %67 = linalg.fill ins(%cst : f64) outs(%66 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%61 : tensor<2x32x32x32xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %69 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%71 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%72 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%73 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%74 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_29 = tensor.expand_shape %65 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_30 = tensor.expand_shape %75 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_29 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_30 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_31 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_31 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_32 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_32 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %80 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %arg14 : tensor<2x8x32x32xf64>, tensor<32x8x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%80 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%81 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%80 : tensor<2x32x32x32xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %84 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %85 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%86 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%87 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%88 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%89 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_33 = tensor.expand_shape %82 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_34 = tensor.expand_shape %90 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_33 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_34 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_35 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_35 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_36 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_36 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %94 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x32x32xf64>
    %97 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%96, %arg17 : tensor<2x32x32x32xf64>, tensor<8x32x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%97 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%98 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%97 : tensor<2x8x32x32xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %101 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%103 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%104 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%105 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%106 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_37 = tensor.expand_shape %99 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_38 = tensor.expand_shape %107 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_37 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_38 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_39 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_39 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_40 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_40 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %padded_41 = tensor.pad %112 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x32xf64> to tensor<2x8x34x34xf64>
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_41, %arg20 : tensor<2x8x34x34xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%113 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%114 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%113 : tensor<2x8x32x32xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %117 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %118 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%119 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%120 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%121 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%122 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_42 = tensor.expand_shape %115 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_43 = tensor.expand_shape %123 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_42 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %125 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_43 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_44 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_44 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_45 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %127 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_45 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %129 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%128, %arg23 : tensor<2x8x32x32xf64>, tensor<32x8x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%129 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%130 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%129 : tensor<2x32x32x32xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %133 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%135 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%136 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%137 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%138 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_46 = tensor.expand_shape %131 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_47 = tensor.expand_shape %139 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_46 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_47 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_48 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_48 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_49 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_49 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %96 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x32x32xf64>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%145, %arg26 : tensor<2x32x32x32xf64>, tensor<8x32x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%146 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%147 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %149 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%146 : tensor<2x8x32x32xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %150 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %151 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%152 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%153 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%154 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%155 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_50 = tensor.expand_shape %148 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_51 = tensor.expand_shape %156 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_50 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_51 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_52 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_52 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_53 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_53 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %padded_54 = tensor.pad %161 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x32xf64> to tensor<2x8x34x34xf64>
    %162 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_54, %arg29 : tensor<2x8x34x34xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%162 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%163 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%162 : tensor<2x8x32x32xf64>) outs(%8 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x8x1x1xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x8x1x1xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %166 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %167 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%168 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%169 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%170 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%171 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_55 = tensor.expand_shape %164 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %expanded_56 = tensor.expand_shape %172 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_55 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_56 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_57 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_57 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_58 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_58 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %178 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%177, %arg32 : tensor<2x8x32x32xf64>, tensor<32x8x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%178 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%179 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %181 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%178 : tensor<2x32x32x32xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %182 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %183 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%184 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%185 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%186 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%187 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_59 = tensor.expand_shape %180 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_60 = tensor.expand_shape %188 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_59 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_60 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_61 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_61 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %expanded_62 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_62 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %145 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x32x32xf64>
    %195 = tensor.empty() : tensor<2x16x32x32xf64>
    %196 = linalg.fill ins(%cst : f64) outs(%195 : tensor<2x16x32x32xf64>) -> tensor<2x16x32x32xf64>
    %197 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%194, %arg35 : tensor<2x32x32x32xf64>, tensor<16x32x1x1xf64>) outs(%196 : tensor<2x16x32x32xf64>) -> tensor<2x16x32x32xf64>
    %198 = tensor.empty() : tensor<16xf64>
    %199 = linalg.fill ins(%cst : f64) outs(%198 : tensor<16xf64>) -> tensor<16xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%197 : tensor<2x16x32x32xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %201 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%200 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %202 = tensor.empty() : tensor<1x16x1x1xf64>
    %203 = linalg.fill ins(%cst : f64) outs(%202 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%197 : tensor<2x16x32x32xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %205 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %206 : tensor<2x16x32x32xf64>, tensor<2x16x32x32xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%207 : tensor<2x16x32x32xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%208 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_10 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%209 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%210 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_63 = tensor.expand_shape %201 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_64 = tensor.expand_shape %211 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_63 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_64 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %expanded_65 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_65 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %expanded_66 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_66 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<2x16x32x32xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x32x32xf64>
    %padded_67 = tensor.pad %216 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x16x32x32xf64> to tensor<2x16x34x34xf64>
    %217 = tensor.empty() : tensor<2x16x16x16xf64>
    %218 = linalg.fill ins(%cst : f64) outs(%217 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_67, %arg38 : tensor<2x16x34x34xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%219 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%220 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%219 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %223 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %224 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %226 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%225 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%226 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%227 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%228 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_68 = tensor.expand_shape %221 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_69 = tensor.expand_shape %229 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %230 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_68 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_69 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_70 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %232 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_70 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_71 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %233 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_71 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %235 = tensor.empty() : tensor<2x64x16x16xf64>
    %236 = linalg.fill ins(%cst : f64) outs(%235 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %237 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%234, %arg41 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %238 = tensor.empty() : tensor<64xf64>
    %239 = linalg.fill ins(%cst : f64) outs(%238 : tensor<64xf64>) -> tensor<64xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%237 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %241 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%240 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %242 = tensor.empty() : tensor<1x64x1x1xf64>
    %243 = linalg.fill ins(%cst : f64) outs(%242 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%237 : tensor<2x64x16x16xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %245 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %246 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %248 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%247 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%248 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%249 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%250 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_72 = tensor.expand_shape %241 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_73 = tensor.expand_shape %251 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_72 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_73 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_74 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %254 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_74 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_75 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_75 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %256 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%194, %arg44 : tensor<2x32x32x32xf64>, tensor<64x32x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%256 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%257 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %259 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%256 : tensor<2x64x16x16xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %260 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %261 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%262 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%263 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%264 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %266 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%265 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_76 = tensor.expand_shape %258 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_77 = tensor.expand_shape %266 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_76 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %268 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_77 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_78 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %269 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %expanded_78 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_79 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %270 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %expanded_79 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %270 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x16x16xf64>
    %273 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%272, %arg47 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %274 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%274 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %277 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %278 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%279 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%281 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%282 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_80 = tensor.expand_shape %275 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_81 = tensor.expand_shape %283 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_80 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_81 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_82 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_82 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_83 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_83 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %padded_84 = tensor.pad %288 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x16x16x16xf64> to tensor<2x16x18x18xf64>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %arg50 : tensor<2x16x18x18xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%290 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%289 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %293 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %294 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %296 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%295 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_85 = tensor.expand_shape %291 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_86 = tensor.expand_shape %299 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_85 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %301 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_86 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_87 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %302 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_87 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_88 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_88 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %arg53 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %306 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%305 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%306 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%305 : tensor<2x64x16x16xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %310 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %309 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %310 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %312 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%311 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%313 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_89 = tensor.expand_shape %307 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_90 = tensor.expand_shape %315 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %316 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_89 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_90 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_91 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_91 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_92 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_92 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %272 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x16x16xf64>
    %322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%321, %arg56 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %323 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%322 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %324 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%323 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %325 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%322 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %327 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %326 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %327 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %329 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%328 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%329 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%330 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%331 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_93 = tensor.expand_shape %324 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_94 = tensor.expand_shape %332 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %333 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %expanded_93 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_94 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_95 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_95 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_96 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %336 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_96 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %padded_97 = tensor.pad %337 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x16x16x16xf64> to tensor<2x16x18x18xf64>
    %338 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_97, %arg59 : tensor<2x16x18x18xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %339 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%338 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %340 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%339 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%338 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %342 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %343 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %345 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%344 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%346 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%347 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_98 = tensor.expand_shape %340 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_99 = tensor.expand_shape %348 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %349 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %expanded_98 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %350 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_99 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_100 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %351 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_100 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_101 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %352 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_101 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %354 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%353, %arg62 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %355 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%354 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%355 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%354 : tensor<2x64x16x16xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %358 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %359 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %361 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%360 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%361 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%362 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%363 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_102 = tensor.expand_shape %356 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_103 = tensor.expand_shape %364 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %365 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_102 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %366 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_103 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_104 = tensor.expand_shape %arg63 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %367 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_104 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_105 = tensor.expand_shape %arg64 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %368 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_105 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %369 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %321 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x16x16xf64>
    %371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%370, %arg65 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %372 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%371 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %373 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%372 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %374 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%371 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %375 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %376 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%377 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%378 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%379 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%380 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_106 = tensor.expand_shape %373 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_107 = tensor.expand_shape %381 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %382 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_106 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %383 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %expanded_107 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_108 = tensor.expand_shape %arg66 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %384 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_108 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_109 = tensor.expand_shape %arg67 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %385 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_109 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %padded_110 = tensor.pad %386 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x16x16x16xf64> to tensor<2x16x18x18xf64>
    %387 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %arg68 : tensor<2x16x18x18xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %388 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%387 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%388 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %390 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%387 : tensor<2x16x16x16xf64>) outs(%203 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<1x16x1x1xf64>) outs(%202 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x16x1x1xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %391 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %392 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%393 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %395 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%394 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%395 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%396 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_111 = tensor.expand_shape %389 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %expanded_112 = tensor.expand_shape %397 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %398 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_111 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %399 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_112 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_113 = tensor.expand_shape %arg69 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %400 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %expanded_113 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %expanded_114 = tensor.expand_shape %arg70 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %401 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_114 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x16x16x16xf64>
    %403 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%402, %arg71 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %404 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%403 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %405 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%404 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %406 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%403 : tensor<2x64x16x16xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %408 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %407 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %408 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %410 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%409 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%410 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %412 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%411 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%412 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_115 = tensor.expand_shape %405 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_116 = tensor.expand_shape %413 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %414 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_115 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %415 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_116 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_117 = tensor.expand_shape %arg72 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %416 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %expanded_117 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %expanded_118 = tensor.expand_shape %arg73 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %417 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %expanded_118 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %370 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418 : tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x16x16xf64>
    %420 = tensor.empty() : tensor<2x32x16x16xf64>
    %421 = linalg.fill ins(%cst : f64) outs(%420 : tensor<2x32x16x16xf64>) -> tensor<2x32x16x16xf64>
    %422 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%419, %arg74 : tensor<2x64x16x16xf64>, tensor<32x64x1x1xf64>) outs(%421 : tensor<2x32x16x16xf64>) -> tensor<2x32x16x16xf64>
    %423 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%422 : tensor<2x32x16x16xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %424 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%423 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %425 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%422 : tensor<2x32x16x16xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %427 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %426 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %428 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %427 : tensor<2x32x16x16xf64>, tensor<2x32x16x16xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %429 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%428 : tensor<2x32x16x16xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %430 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%429 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_11 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %431 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%430 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%431 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_119 = tensor.expand_shape %424 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_120 = tensor.expand_shape %432 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %433 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_119 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %434 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_120 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %expanded_121 = tensor.expand_shape %arg75 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %435 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %expanded_121 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %expanded_122 = tensor.expand_shape %arg76 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %436 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %expanded_122 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436 : tensor<2x32x16x16xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x16x16xf64>
    %padded_123 = tensor.pad %437 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x32x16x16xf64> to tensor<2x32x18x18xf64>
    %438 = tensor.empty() : tensor<2x32x8x8xf64>
    %439 = linalg.fill ins(%cst : f64) outs(%438 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %440 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_123, %arg77 : tensor<2x32x18x18xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %441 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%440 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%441 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %443 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%440 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %445 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %444 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %445 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %447 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%446 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%447 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%448 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%449 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_124 = tensor.expand_shape %442 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_125 = tensor.expand_shape %450 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %451 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_124 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %452 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_125 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_126 = tensor.expand_shape %arg78 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %453 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_126 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_127 = tensor.expand_shape %arg79 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %454 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %expanded_127 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %456 = tensor.empty() : tensor<2x128x8x8xf64>
    %457 = linalg.fill ins(%cst : f64) outs(%456 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %458 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%455, %arg80 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %459 = tensor.empty() : tensor<128xf64>
    %460 = linalg.fill ins(%cst : f64) outs(%459 : tensor<128xf64>) -> tensor<128xf64>
    %461 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%458 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %462 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%461 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %463 = tensor.empty() : tensor<1x128x1x1xf64>
    %464 = linalg.fill ins(%cst : f64) outs(%463 : tensor<1x128x1x1xf64>) -> tensor<1x128x1x1xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%458 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %467 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %466 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %467 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %469 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%468 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %470 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%469 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%470 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %472 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%471 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_128 = tensor.expand_shape %462 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_129 = tensor.expand_shape %472 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %473 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_128 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %474 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %expanded_129 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_130 = tensor.expand_shape %arg81 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %475 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_130 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_131 = tensor.expand_shape %arg82 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %476 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_131 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %477 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%419, %arg83 : tensor<2x64x16x16xf64>, tensor<128x64x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %478 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%477 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%478 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %480 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%477 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %481 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %482 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %481 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %483 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %482 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %484 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%483 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%484 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %486 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%485 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%486 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_132 = tensor.expand_shape %479 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_133 = tensor.expand_shape %487 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %488 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_132 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %489 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_133 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_134 = tensor.expand_shape %arg84 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %expanded_134 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_135 = tensor.expand_shape %arg85 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %491 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %expanded_135 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %491 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492 : tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x128x8x8xf64>
    %494 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%493, %arg86 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %495 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%494 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%495 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %497 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%494 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %499 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %498 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %500 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %499 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %501 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%500 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%501 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %503 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%502 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %504 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%503 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_136 = tensor.expand_shape %496 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_137 = tensor.expand_shape %504 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %505 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %expanded_136 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %506 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_137 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_138 = tensor.expand_shape %arg87 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %507 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_138 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_139 = tensor.expand_shape %arg88 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %508 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_139 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %padded_140 = tensor.pad %509 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x32x8x8xf64> to tensor<2x32x10x10xf64>
    %510 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_140, %arg89 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %511 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%510 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %512 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%511 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %513 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%510 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %515 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %514 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %515 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %517 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%516 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%517 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%518 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %520 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%519 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_141 = tensor.expand_shape %512 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_142 = tensor.expand_shape %520 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %521 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %expanded_141 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %522 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %expanded_142 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_143 = tensor.expand_shape %arg90 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %523 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %expanded_143 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_144 = tensor.expand_shape %arg91 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %524 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523, %expanded_144 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %526 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%525, %arg92 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %527 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%526 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%527 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %529 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%526 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %531 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %530 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %531 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %533 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%532 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %534 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%533 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %535 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%534 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %536 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%535 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_145 = tensor.expand_shape %528 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_146 = tensor.expand_shape %536 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %537 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %expanded_145 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %538 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %expanded_146 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_147 = tensor.expand_shape %arg93 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %539 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %expanded_147 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_148 = tensor.expand_shape %arg94 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %540 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %expanded_148 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %493 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %542 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541 : tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x128x8x8xf64>
    %543 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%542, %arg95 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %544 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%543 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%544 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %546 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%543 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %548 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %547 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %549 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %548 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %550 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%549 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %551 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%550 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%551 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%552 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_149 = tensor.expand_shape %545 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_150 = tensor.expand_shape %553 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %554 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_149 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %555 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %expanded_150 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_151 = tensor.expand_shape %arg96 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %556 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %expanded_151 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_152 = tensor.expand_shape %arg97 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %557 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %expanded_152 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %558 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %padded_153 = tensor.pad %558 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x32x8x8xf64> to tensor<2x32x10x10xf64>
    %559 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_153, %arg98 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %560 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%559 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%560 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %562 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%559 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %564 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %563 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %564 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %566 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%565 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %567 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%566 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%567 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%568 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_154 = tensor.expand_shape %561 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_155 = tensor.expand_shape %569 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %570 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %expanded_154 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %571 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570, %expanded_155 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_156 = tensor.expand_shape %arg99 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %572 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%571, %expanded_156 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_157 = tensor.expand_shape %arg100 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %573 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%572, %expanded_157 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%573 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %575 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%574, %arg101 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %576 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%575 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %577 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%576 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %578 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%575 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %579 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %580 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %579 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %581 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580, %580 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %582 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%581 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %583 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%582 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %584 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%583 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %585 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%584 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_158 = tensor.expand_shape %577 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_159 = tensor.expand_shape %585 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %586 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %expanded_158 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %587 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %expanded_159 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_160 = tensor.expand_shape %arg102 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %588 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %expanded_160 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_161 = tensor.expand_shape %arg103 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %589 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %expanded_161 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %590 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%589, %542 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %591 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590 : tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x128x8x8xf64>
    %592 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%591, %arg104 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %593 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%592 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %594 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%593 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %595 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%592 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %596 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%595 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %597 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %596 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %598 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%597, %597 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %599 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%598 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %600 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%599 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %601 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%600 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %602 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%601 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_162 = tensor.expand_shape %594 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_163 = tensor.expand_shape %602 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %603 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %expanded_162 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %604 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603, %expanded_163 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_164 = tensor.expand_shape %arg105 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %605 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604, %expanded_164 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_165 = tensor.expand_shape %arg106 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %606 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %expanded_165 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %padded_166 = tensor.pad %607 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x32x8x8xf64> to tensor<2x32x10x10xf64>
    %608 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_166, %arg107 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %609 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%608 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%609 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %611 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%608 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%611 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %613 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %612 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %614 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%613, %613 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %615 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%614 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%615 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%616 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %618 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%617 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_167 = tensor.expand_shape %610 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_168 = tensor.expand_shape %618 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %619 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %expanded_167 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %620 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %expanded_168 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_169 = tensor.expand_shape %arg108 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %621 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %expanded_169 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_170 = tensor.expand_shape %arg109 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %622 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%621, %expanded_170 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %624 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%623, %arg110 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %625 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%624 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %626 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %627 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%624 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %628 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%627 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %629 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %628 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %630 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%629, %629 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %631 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%630 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %632 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%631 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%632 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %634 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%633 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_171 = tensor.expand_shape %626 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_172 = tensor.expand_shape %634 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %635 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %expanded_171 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %636 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_172 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_173 = tensor.expand_shape %arg111 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %637 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636, %expanded_173 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_174 = tensor.expand_shape %arg112 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %638 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_174 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %639 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %591 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %640 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639 : tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x128x8x8xf64>
    %641 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%640, %arg113 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %642 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%641 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %643 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%642 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %644 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%641 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %646 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641, %645 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %647 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646, %646 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %648 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%647 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %649 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%648 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %650 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%649 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %651 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%650 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_175 = tensor.expand_shape %643 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_176 = tensor.expand_shape %651 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %652 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641, %expanded_175 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %653 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652, %expanded_176 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_177 = tensor.expand_shape %arg114 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %654 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_177 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_178 = tensor.expand_shape %arg115 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %655 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %expanded_178 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %656 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %padded_179 = tensor.pad %656 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x32x8x8xf64> to tensor<2x32x10x10xf64>
    %657 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_179, %arg116 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %658 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%657 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %659 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%658 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %660 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%657 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %661 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %662 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657, %661 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662, %662 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %664 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%663 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%664 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%665 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %667 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%666 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_180 = tensor.expand_shape %659 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_181 = tensor.expand_shape %667 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %668 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657, %expanded_180 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %669 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %expanded_181 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_182 = tensor.expand_shape %arg117 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %670 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669, %expanded_182 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_183 = tensor.expand_shape %arg118 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %671 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %expanded_183 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %672 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %673 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%672, %arg119 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %674 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%673 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %675 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%674 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %676 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%673 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %677 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %678 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %677 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %679 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %678 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %680 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%679 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %681 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%680 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %682 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%681 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %683 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%682 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_184 = tensor.expand_shape %675 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_185 = tensor.expand_shape %683 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %684 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %expanded_184 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %685 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %expanded_185 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_186 = tensor.expand_shape %arg120 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %686 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685, %expanded_186 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_187 = tensor.expand_shape %arg121 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %687 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686, %expanded_187 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%687, %640 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%688 : tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x128x8x8xf64>
    %690 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%689, %arg122 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %691 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%690 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %692 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%691 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %693 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%690 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %694 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %695 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690, %694 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %696 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%695, %695 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %697 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%696 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %698 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%697 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %699 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%698 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%699 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_188 = tensor.expand_shape %692 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_189 = tensor.expand_shape %700 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %701 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%690, %expanded_188 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %702 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %expanded_189 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_190 = tensor.expand_shape %arg123 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %703 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%702, %expanded_190 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_191 = tensor.expand_shape %arg124 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %704 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %expanded_191 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %padded_192 = tensor.pad %705 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x32x8x8xf64> to tensor<2x32x10x10xf64>
    %706 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_192, %arg125 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %707 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%706 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %708 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%707 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %709 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%706 : tensor<2x32x8x8xf64>) outs(%67 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709 : tensor<1x32x1x1xf64>) outs(%66 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x32x1x1xf64>
    %711 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %710 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %711 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %713 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%712 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %714 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%713 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %715 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%714 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %716 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%715 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_193 = tensor.expand_shape %708 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %expanded_194 = tensor.expand_shape %716 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %717 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %expanded_193 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %718 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717, %expanded_194 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_195 = tensor.expand_shape %arg126 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %719 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %expanded_195 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %expanded_196 = tensor.expand_shape %arg127 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %720 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719, %expanded_196 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %721 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720 : tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x32x8x8xf64>
    %722 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%721, %arg128 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %723 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%722 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%723 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %725 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%722 : tensor<2x128x8x8xf64>) outs(%464 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%725 : tensor<1x128x1x1xf64>) outs(%463 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x128x1x1xf64>
    %727 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722, %726 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %728 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727, %727 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %729 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%728 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %730 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%729 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %731 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%730 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %732 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%731 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_197 = tensor.expand_shape %724 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %expanded_198 = tensor.expand_shape %732 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %733 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722, %expanded_197 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %734 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733, %expanded_198 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_199 = tensor.expand_shape %arg129 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %735 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %expanded_199 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %expanded_200 = tensor.expand_shape %arg130 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %736 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %expanded_200 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %737 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%736, %689 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %738 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%737 : tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x128x8x8xf64>
    %739 = tensor.empty() : tensor<2x64x8x8xf64>
    %740 = linalg.fill ins(%cst : f64) outs(%739 : tensor<2x64x8x8xf64>) -> tensor<2x64x8x8xf64>
    %741 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%738, %arg131 : tensor<2x128x8x8xf64>, tensor<64x128x1x1xf64>) outs(%740 : tensor<2x64x8x8xf64>) -> tensor<2x64x8x8xf64>
    %742 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%741 : tensor<2x64x8x8xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %743 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%742 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %744 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%741 : tensor<2x64x8x8xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %745 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%744 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %746 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %745 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %747 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%746, %746 : tensor<2x64x8x8xf64>, tensor<2x64x8x8xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %748 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%747 : tensor<2x64x8x8xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %749 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%748 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_12 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %750 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%749 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %751 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%750 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_201 = tensor.expand_shape %743 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_202 = tensor.expand_shape %751 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %752 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %expanded_201 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %753 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %expanded_202 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %expanded_203 = tensor.expand_shape %arg132 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %754 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%753, %expanded_203 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %expanded_204 = tensor.expand_shape %arg133 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %755 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754, %expanded_204 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %756 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%755 : tensor<2x64x8x8xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x8x8xf64>
    %padded_205 = tensor.pad %756 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x64x8x8xf64> to tensor<2x64x10x10xf64>
    %757 = tensor.empty() : tensor<2x64x4x4xf64>
    %758 = linalg.fill ins(%cst : f64) outs(%757 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %759 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_205, %arg134 : tensor<2x64x10x10xf64>, tensor<64x64x3x3xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %760 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%759 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%760 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %762 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%759 : tensor<2x64x4x4xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %764 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%759, %763 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764, %764 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %766 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%765 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %767 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%766 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %768 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%767 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %769 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%768 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_206 = tensor.expand_shape %761 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_207 = tensor.expand_shape %769 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %770 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%759, %expanded_206 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %771 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %expanded_207 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_208 = tensor.expand_shape %arg135 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %772 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771, %expanded_208 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_209 = tensor.expand_shape %arg136 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %773 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%772, %expanded_209 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773 : tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x4x4xf64>
    %775 = tensor.empty() : tensor<2x256x4x4xf64>
    %776 = linalg.fill ins(%cst : f64) outs(%775 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %777 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%774, %arg137 : tensor<2x64x4x4xf64>, tensor<256x64x1x1xf64>) outs(%776 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %778 = tensor.empty() : tensor<256xf64>
    %779 = linalg.fill ins(%cst : f64) outs(%778 : tensor<256xf64>) -> tensor<256xf64>
    %780 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%777 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %782 = tensor.empty() : tensor<1x256x1x1xf64>
    %783 = linalg.fill ins(%cst : f64) outs(%782 : tensor<1x256x1x1xf64>) -> tensor<1x256x1x1xf64>
    %784 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%777 : tensor<2x256x4x4xf64>) outs(%783 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %785 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784 : tensor<1x256x1x1xf64>) outs(%782 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %785 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %787 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %786 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %788 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%787 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%788 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %790 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%789 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%790 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_210 = tensor.expand_shape %781 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %expanded_211 = tensor.expand_shape %791 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %792 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %expanded_210 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %793 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %expanded_211 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_212 = tensor.expand_shape %arg138 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %794 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793, %expanded_212 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_213 = tensor.expand_shape %arg139 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %795 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794, %expanded_213 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %796 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%738, %arg140 : tensor<2x128x8x8xf64>, tensor<256x128x1x1xf64>) outs(%776 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %797 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%796 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %798 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%797 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %799 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%796 : tensor<2x256x4x4xf64>) outs(%783 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %800 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%799 : tensor<1x256x1x1xf64>) outs(%782 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %801 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %800 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %802 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%801, %801 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %803 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%802 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %804 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%803 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%804 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %806 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%805 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_214 = tensor.expand_shape %798 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %expanded_215 = tensor.expand_shape %806 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %807 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %expanded_214 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %808 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807, %expanded_215 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_216 = tensor.expand_shape %arg141 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %809 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808, %expanded_216 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_217 = tensor.expand_shape %arg142 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %810 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %expanded_217 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %811 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795, %810 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %812 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811 : tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x256x4x4xf64>
    %813 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%812, %arg143 : tensor<2x256x4x4xf64>, tensor<64x256x1x1xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %814 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%813 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%814 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %816 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%813 : tensor<2x64x4x4xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %817 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %818 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %817 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %819 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818, %818 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %820 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%819 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %821 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%820 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %822 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%821 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %823 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%822 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_218 = tensor.expand_shape %815 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_219 = tensor.expand_shape %823 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %824 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %expanded_218 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %825 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824, %expanded_219 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_220 = tensor.expand_shape %arg144 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %826 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825, %expanded_220 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_221 = tensor.expand_shape %arg145 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %827 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%826, %expanded_221 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %828 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%827 : tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x4x4xf64>
    %padded_222 = tensor.pad %828 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x64x4x4xf64> to tensor<2x64x6x6xf64>
    %829 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_222, %arg146 : tensor<2x64x6x6xf64>, tensor<64x64x3x3xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %830 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%829 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%830 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %832 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%829 : tensor<2x64x4x4xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %833 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %834 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %833 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %835 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %834 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %836 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%835 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %837 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%836 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%837 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %839 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%838 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_223 = tensor.expand_shape %831 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_224 = tensor.expand_shape %839 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %840 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %expanded_223 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %841 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840, %expanded_224 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_225 = tensor.expand_shape %arg147 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %842 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%841, %expanded_225 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_226 = tensor.expand_shape %arg148 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %843 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842, %expanded_226 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %844 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843 : tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x4x4xf64>
    %845 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%844, %arg149 : tensor<2x64x4x4xf64>, tensor<256x64x1x1xf64>) outs(%776 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %846 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%845 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %847 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%846 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %848 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%845 : tensor<2x256x4x4xf64>) outs(%783 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %849 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848 : tensor<1x256x1x1xf64>) outs(%782 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %850 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %849 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %851 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %850 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %852 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%851 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %853 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%852 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %854 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%853 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %855 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%854 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_227 = tensor.expand_shape %847 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %expanded_228 = tensor.expand_shape %855 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %856 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %expanded_227 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %857 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_228 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_229 = tensor.expand_shape %arg150 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %858 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857, %expanded_229 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_230 = tensor.expand_shape %arg151 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %859 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858, %expanded_230 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %860 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%859, %812 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %861 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860 : tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x256x4x4xf64>
    %862 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%861, %arg152 : tensor<2x256x4x4xf64>, tensor<64x256x1x1xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %863 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%862 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %864 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%863 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %865 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%862 : tensor<2x64x4x4xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%865 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %867 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %866 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %868 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %867 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %869 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%868 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %870 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%869 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %871 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%870 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%871 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_231 = tensor.expand_shape %864 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_232 = tensor.expand_shape %872 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %873 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %expanded_231 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %874 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %expanded_232 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_233 = tensor.expand_shape %arg153 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %875 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%874, %expanded_233 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_234 = tensor.expand_shape %arg154 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %876 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%875, %expanded_234 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %877 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%876 : tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x4x4xf64>
    %padded_235 = tensor.pad %877 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x64x4x4xf64> to tensor<2x64x6x6xf64>
    %878 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_235, %arg155 : tensor<2x64x6x6xf64>, tensor<64x64x3x3xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %879 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%878 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %880 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%879 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %881 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%878 : tensor<2x64x4x4xf64>) outs(%243 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %882 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881 : tensor<1x64x1x1xf64>) outs(%242 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x64x1x1xf64>
    %883 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%878, %882 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %884 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %883 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %885 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%884 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %886 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%885 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%886 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %888 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%887 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_236 = tensor.expand_shape %880 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %expanded_237 = tensor.expand_shape %888 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %889 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%878, %expanded_236 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %890 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %expanded_237 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_238 = tensor.expand_shape %arg156 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %891 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890, %expanded_238 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %expanded_239 = tensor.expand_shape %arg157 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %892 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%891, %expanded_239 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %893 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892 : tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x64x4x4xf64>
    %894 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%893, %arg158 : tensor<2x64x4x4xf64>, tensor<256x64x1x1xf64>) outs(%776 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %895 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%894 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %896 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%895 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %897 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%894 : tensor<2x256x4x4xf64>) outs(%783 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897 : tensor<1x256x1x1xf64>) outs(%782 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<1x256x1x1xf64>
    %899 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %898 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %899 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %901 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%900 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %902 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%901 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_13 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %903 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%902 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %cst_8 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %904 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%903 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.rsqrt %in : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_240 = tensor.expand_shape %896 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %expanded_241 = tensor.expand_shape %904 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %905 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %expanded_240 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %906 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %expanded_241 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_242 = tensor.expand_shape %arg159 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %907 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906, %expanded_242 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %expanded_243 = tensor.expand_shape %arg160 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %908 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%907, %expanded_243 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %909 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %861 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %910 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909 : tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.cmpf ugt, %in, %cst : f64
      %2097 = arith.select %2096, %in, %cst : f64
      linalg.yield %2097 : f64
    } -> tensor<2x256x4x4xf64>
    %911 = tensor.empty() : tensor<2x256x1x1xf64>
    %912 = linalg.fill ins(%cst : f64) outs(%911 : tensor<2x256x1x1xf64>) -> tensor<2x256x1x1xf64>
    %913 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%910 : tensor<2x256x4x4xf64>) outs(%912 : tensor<2x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x1x1xf64>
    %914 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<2x256x1x1xf64>) outs(%911 : tensor<2x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_14 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x1x1xf64>
    %collapsed = tensor.collapse_shape %914 [[0], [1, 2, 3]] : tensor<2x256x1x1xf64> into tensor<2x256xf64>
    %915 = tensor.empty() : tensor<256x10xf64>
    %transposed = linalg.transpose ins(%arg161 : tensor<10x256xf64>) outs(%915 : tensor<256x10xf64>) permutation = [1, 0] 
    %916 = tensor.empty() : tensor<2x10xf64>
    %917 = linalg.fill ins(%cst : f64) outs(%916 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %918 = linalg.matmul ins(%collapsed, %transposed : tensor<2x256xf64>, tensor<256x10xf64>) outs(%917 : tensor<2x10xf64>) -> tensor<2x10xf64>
    %919 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg162 : tensor<10xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<2x10xf64>
    %920 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%918, %919 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %921 = tensor.empty() : tensor<2xi64>
    %922 = linalg.fill ins(%c0_i64 : i64) outs(%921 : tensor<2xi64>) -> tensor<2xi64>
    %923 = tensor.empty() : tensor<2xf64>
    %924 = linalg.fill ins(%cst_0 : f64) outs(%923 : tensor<2xf64>) -> tensor<2xf64>
    %925:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%920 : tensor<2x10xf64>) outs(%924, %922 : tensor<2xf64>, tensor<2xi64>) {
    ^bb0(%in: f64, %out: f64, %out_705: i64):
      %2096 = linalg.index 1 : index
      %2097 = arith.index_cast %2096 : index to i64
      %2098 = arith.maximumf %in, %out : f64
      %2099 = arith.cmpf ogt, %in, %out : f64
      %2100 = arith.select %2099, %2097, %out_705 : i64
      linalg.yield %2098, %2100 : f64, i64
    } -> (tensor<2xf64>, tensor<2xi64>)
    %expanded_244 = tensor.expand_shape %925#0 [[0, 1]] output_shape [2, 1] : tensor<2xf64> into tensor<2x1xf64>
    %926 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%920, %expanded_244 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %927 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%926 : tensor<2x10xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.exp %in : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %928 = tensor.empty() : tensor<2x1xf64>
    %929 = linalg.fill ins(%cst : f64) outs(%928 : tensor<2x1xf64>) -> tensor<2x1xf64>
    %930 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%927 : tensor<2x10xf64>) outs(%929 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<2x1xf64>
    %931 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%930 : tensor<2x1xf64>) outs(%928 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.log %in : f64
      linalg.yield %2096 : f64
    } -> tensor<2x1xf64>
    %932 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%926, %931 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %933 = tensor.empty() : tensor<2xi1>
    %934 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%933 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2096 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2096 : i1
    } -> tensor<2xi1>
    %935 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel"]} ins(%934, %arg1, %cst_15 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%921 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_705: i64, %in_706: i64, %out: i64):
      %2096 = arith.select %in, %in_705, %in_706 : i64
      linalg.yield %2096 : i64
    } -> tensor<2xi64>
    %expanded_245 = tensor.expand_shape %935 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %936 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_245 : tensor<2x1xi64>) outs(%929 : tensor<2x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %2096 = linalg.index 0 : index
      %2097 = arith.index_cast %in : i64 to index
      %2098 = arith.cmpi slt, %2097, %c10 : index
      cf.assert %2098, "index must be smaller than dim size"
      %2099 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2099, "index must be larger or equal to 0"
      %extracted = tensor.extract %932[%2096, %2097] : tensor<2x10xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x1xf64>
    %collapsed_246 = tensor.collapse_shape %936 [[0, 1]] : tensor<2x1xf64> into tensor<2xf64>
    %937 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_246 : tensor<2xf64>) outs(%923 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.negf %in : f64
      linalg.yield %2096 : f64
    } -> tensor<2xf64>
    %938 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel"]} ins(%934, %937, %cst_2 : tensor<2xi1>, tensor<2xf64>, tensor<f64>) outs(%923 : tensor<2xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2xf64>
    %939 = tensor.empty() : tensor<i64>
    %940 = linalg.fill ins(%c0_i64 : i64) outs(%939 : tensor<i64>) -> tensor<i64>
    %941 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction"]} ins(%934 : tensor<2xi1>) outs(%940 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %2096 = arith.extui %in : i1 to i64
      %2097 = arith.addi %2096, %out : i64
      linalg.yield %2097 : i64
    } -> tensor<i64>
    %942 = tensor.empty() : tensor<f64>
    %943 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%941 : tensor<i64>) outs(%942 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %2096 = arith.sitofp %in : i64 to f64
      linalg.yield %2096 : f64
    } -> tensor<f64>
    %944 = linalg.fill ins(%cst : f64) outs(%942 : tensor<f64>) -> tensor<f64>
    %945 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction"]} ins(%938 : tensor<2xf64>) outs(%944 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<f64>
    %946 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%945, %943 : tensor<f64>, tensor<f64>) outs(%942 : tensor<f64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.divf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<f64>
    %947 = tensor.empty() : tensor<10xi64>
    %948 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%947 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %2096 = linalg.index 0 : index
      %2097 = arith.index_cast %2096 : index to i64
      linalg.yield %2097 : i64
    } -> tensor<10xi64>
    %expanded_247 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %949 = tensor.empty() : tensor<2x10xi1>
    %950 = linalg.generic {indexing_maps = [#map8, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_247, %948 : tensor<2x1xi64>, tensor<10xi64>) outs(%949 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_705: i64, %out: i1):
      %2096 = arith.cmpi eq, %in, %in_705 : i64
      linalg.yield %2096 : i1
    } -> tensor<2x10xi1>
    %expanded_248 = tensor.expand_shape %934 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %951 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%950, %expanded_248 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%949 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x10xi1>
    %952 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%cst_1 : tensor<f64>) outs(%942 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.negf %in : f64
      linalg.yield %2096 : f64
    } -> tensor<f64>
    %953 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%952, %943 : tensor<f64>, tensor<f64>) outs(%942 : tensor<f64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.divf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<f64>
    %954 = linalg.generic {indexing_maps = [#map6, #map11, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%951, %953, %cst_2 : tensor<2x10xi1>, tensor<f64>, tensor<f64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %955 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%932 : tensor<2x10xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = math.exp %in : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %956 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%954 : tensor<2x10xf64>) outs(%929 : tensor<2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<2x1xf64>
    %957 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%955, %956 : tensor<2x10xf64>, tensor<2x1xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %958 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%954, %957 : tensor<2x10xf64>, tensor<2x10xf64>) outs(%916 : tensor<2x10xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x10xf64>
    %959 = tensor.empty() : tensor<2x256xf64>
    %960 = linalg.fill ins(%cst : f64) outs(%959 : tensor<2x256xf64>) -> tensor<2x256xf64>
    %961 = linalg.matmul ins(%958, %arg161 : tensor<2x10xf64>, tensor<10x256xf64>) outs(%960 : tensor<2x256xf64>) -> tensor<2x256xf64>
    %962 = tensor.empty() : tensor<10x2xf64>
    %transposed_249 = linalg.transpose ins(%958 : tensor<2x10xf64>) outs(%962 : tensor<10x2xf64>) permutation = [1, 0] 
    %963 = tensor.empty() : tensor<10x256xf64>
    %964 = linalg.fill ins(%cst : f64) outs(%963 : tensor<10x256xf64>) -> tensor<10x256xf64>
    %965 = linalg.matmul ins(%transposed_249, %collapsed : tensor<10x2xf64>, tensor<2x256xf64>) outs(%964 : tensor<10x256xf64>) -> tensor<10x256xf64>
    %966 = tensor.empty() : tensor<1x10xf64>
    %967 = linalg.fill ins(%cst : f64) outs(%966 : tensor<1x10xf64>) -> tensor<1x10xf64>
    %968 = linalg.generic {indexing_maps = [#map6, #map12], iterator_types = ["reduction", "parallel"]} ins(%958 : tensor<2x10xf64>) outs(%967 : tensor<1x10xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<1x10xf64>
    %collapsed_250 = tensor.collapse_shape %968 [[0, 1]] : tensor<1x10xf64> into tensor<10xf64>
    %969 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%961 : tensor<2x256xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<2x256x4x4xf64>
    %970 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969 : tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.divf %in, %cst_14 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %971 = tensor.empty() : tensor<2x256x4x4xi1>
    %972 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910 : tensor<2x256x4x4xf64>) outs(%971 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x256x4x4xi1>
    %973 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%972, %cst_2, %970 : tensor<2x256x4x4xi1>, tensor<f64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %974 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%973 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %975 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %905 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %976 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%975 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %977 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%974 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_251 = tensor.expand_shape %977 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %978 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%976 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %979 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%904, %904 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %980 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%978, %979 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_252 = tensor.expand_shape %980 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %981 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%904, %arg159 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_253 = tensor.expand_shape %981 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %982 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %expanded_252 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %983 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %982 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %984 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %expanded_251 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %985 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984, %expanded_253 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %986 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%976, %904 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %987 = tensor.empty() : tensor<64x256x1x1xf64>
    %988 = linalg.fill ins(%cst : f64) outs(%987 : tensor<64x256x1x1xf64>) -> tensor<64x256x1x1xf64>
    %989 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%988 : tensor<64x256x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg158[%2097, %2096, %c0, %c0] : tensor<256x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x256x1x1xf64>
    %990 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%985, %989 : tensor<2x256x4x4xf64>, tensor<64x256x1x1xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %991 = tensor.empty() : tensor<64x2x4x4xf64>
    %transposed_254 = linalg.transpose ins(%893 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %992 = tensor.empty() : tensor<256x2x4x4xf64>
    %transposed_255 = linalg.transpose ins(%985 : tensor<2x256x4x4xf64>) outs(%992 : tensor<256x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %993 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_254, %transposed_255 : tensor<64x2x4x4xf64>, tensor<256x2x4x4xf64>) outs(%988 : tensor<64x256x1x1xf64>) -> tensor<64x256x1x1xf64>
    %994 = tensor.empty() : tensor<256x64x1x1xf64>
    %transposed_256 = linalg.transpose ins(%993 : tensor<64x256x1x1xf64>) outs(%994 : tensor<256x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %995 = tensor.empty() : tensor<2x64x4x4xi1>
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893 : tensor<2x64x4x4xf64>) outs(%995 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x4x4xi1>
    %997 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%996, %cst_2, %990 : tensor<2x64x4x4xi1>, tensor<f64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %998 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%997 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %999 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %889 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1000 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%999 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%998 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_257 = tensor.expand_shape %1001 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1002 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1000 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1003 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%888, %888 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1004 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1002, %1003 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_258 = tensor.expand_shape %1004 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1005 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%888, %arg156 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_259 = tensor.expand_shape %1005 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1006 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %expanded_258 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1007 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %1006 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1008 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %expanded_257 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1009 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1008, %expanded_259 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1010 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1000, %888 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1011 = tensor.empty() : tensor<64x64x3x3xf64>
    %1012 = linalg.fill ins(%cst : f64) outs(%1011 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %1013 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1012 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg155[%2097, %2096, %2100, %2101] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %1014 = tensor.empty() : tensor<2x64x6x6xf64>
    %1015 = linalg.fill ins(%cst : f64) outs(%1014 : tensor<2x64x6x6xf64>) -> tensor<2x64x6x6xf64>
    %inserted_slice = tensor.insert_slice %1009 into %1015[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf64> into tensor<2x64x6x6xf64>
    %1016 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %1013 : tensor<2x64x6x6xf64>, tensor<64x64x3x3xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %transposed_260 = linalg.transpose ins(%877 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_261 = linalg.transpose ins(%1009 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_262 = tensor.pad %transposed_260 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<64x2x4x4xf64> to tensor<64x2x6x6xf64>
    %1017 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_262, %transposed_261 : tensor<64x2x6x6xf64>, tensor<64x2x4x4xf64>) outs(%1012 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_263 = linalg.transpose ins(%1017 : tensor<64x64x3x3xf64>) outs(%1011 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%877 : tensor<2x64x4x4xf64>) outs(%995 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x4x4xi1>
    %1019 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1018, %cst_2, %1016 : tensor<2x64x4x4xi1>, tensor<f64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1020 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1019 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1019, %873 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1022 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1021 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1023 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1020 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_264 = tensor.expand_shape %1023 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1024 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1022 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%872, %872 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1026 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1024, %1025 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_265 = tensor.expand_shape %1026 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1027 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%872, %arg153 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_266 = tensor.expand_shape %1027 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1028 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %expanded_265 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1019, %1028 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1030 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029, %expanded_264 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1031 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1030, %expanded_266 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1032 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1022, %872 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1033 = linalg.fill ins(%cst : f64) outs(%994 : tensor<256x64x1x1xf64>) -> tensor<256x64x1x1xf64>
    %1034 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1033 : tensor<256x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg152[%2097, %2096, %c0, %c0] : tensor<64x256x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<256x64x1x1xf64>
    %1035 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1031, %1034 : tensor<2x64x4x4xf64>, tensor<256x64x1x1xf64>) outs(%776 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %transposed_267 = linalg.transpose ins(%861 : tensor<2x256x4x4xf64>) outs(%992 : tensor<256x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_268 = linalg.transpose ins(%1031 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1036 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_267, %transposed_268 : tensor<256x2x4x4xf64>, tensor<64x2x4x4xf64>) outs(%1033 : tensor<256x64x1x1xf64>) -> tensor<256x64x1x1xf64>
    %transposed_269 = linalg.transpose ins(%1036 : tensor<256x64x1x1xf64>) outs(%987 : tensor<64x256x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %1035 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1038 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861 : tensor<2x256x4x4xf64>) outs(%971 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x256x4x4xi1>
    %1039 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038, %cst_2, %1037 : tensor<2x256x4x4xi1>, tensor<f64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1040 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1039 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1041 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039, %856 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1042 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1041 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1043 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1040 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_270 = tensor.expand_shape %1043 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1044 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1042 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1045 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%855, %855 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1046 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1044, %1045 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_271 = tensor.expand_shape %1046 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1047 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%855, %arg150 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_272 = tensor.expand_shape %1047 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1048 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_271 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1049 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039, %1048 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1050 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1049, %expanded_270 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1051 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050, %expanded_272 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1052 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1042, %855 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1053 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%988 : tensor<64x256x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg149[%2097, %2096, %c0, %c0] : tensor<256x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x256x1x1xf64>
    %1054 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1051, %1053 : tensor<2x256x4x4xf64>, tensor<64x256x1x1xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %transposed_273 = linalg.transpose ins(%844 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_274 = linalg.transpose ins(%1051 : tensor<2x256x4x4xf64>) outs(%992 : tensor<256x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1055 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_273, %transposed_274 : tensor<64x2x4x4xf64>, tensor<256x2x4x4xf64>) outs(%988 : tensor<64x256x1x1xf64>) -> tensor<64x256x1x1xf64>
    %transposed_275 = linalg.transpose ins(%1055 : tensor<64x256x1x1xf64>) outs(%994 : tensor<256x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844 : tensor<2x64x4x4xf64>) outs(%995 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x4x4xi1>
    %1057 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1056, %cst_2, %1054 : tensor<2x64x4x4xi1>, tensor<f64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1058 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1057 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057, %840 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1060 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1059 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1061 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1058 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_276 = tensor.expand_shape %1061 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1062 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1060 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1063 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%839, %839 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1064 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1062, %1063 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_277 = tensor.expand_shape %1064 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1065 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%839, %arg147 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_278 = tensor.expand_shape %1065 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1066 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840, %expanded_277 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1067 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057, %1066 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1068 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1067, %expanded_276 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1069 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1068, %expanded_278 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1070 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1060, %839 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1071 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1012 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg146[%2097, %2096, %2100, %2101] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %inserted_slice_279 = tensor.insert_slice %1069 into %1015[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf64> into tensor<2x64x6x6xf64>
    %1072 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_279, %1071 : tensor<2x64x6x6xf64>, tensor<64x64x3x3xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %transposed_280 = linalg.transpose ins(%828 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_281 = linalg.transpose ins(%1069 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %padded_282 = tensor.pad %transposed_280 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<64x2x4x4xf64> to tensor<64x2x6x6xf64>
    %1073 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_282, %transposed_281 : tensor<64x2x6x6xf64>, tensor<64x2x4x4xf64>) outs(%1012 : tensor<64x64x3x3xf64>) -> tensor<64x64x3x3xf64>
    %transposed_283 = linalg.transpose ins(%1073 : tensor<64x64x3x3xf64>) outs(%1011 : tensor<64x64x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1074 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%828 : tensor<2x64x4x4xf64>) outs(%995 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x4x4xi1>
    %1075 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1074, %cst_2, %1072 : tensor<2x64x4x4xi1>, tensor<f64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1076 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1075 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1075, %824 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1078 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1077 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1079 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1076 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_284 = tensor.expand_shape %1079 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1080 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1078 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%823, %823 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1082 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1080, %1081 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_285 = tensor.expand_shape %1082 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1083 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%823, %arg144 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_286 = tensor.expand_shape %1083 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1084 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824, %expanded_285 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1075, %1084 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1086 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1085, %expanded_284 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1087 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1086, %expanded_286 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1088 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1078, %823 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1089 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1033 : tensor<256x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg143[%2097, %2096, %c0, %c0] : tensor<64x256x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<256x64x1x1xf64>
    %1090 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1087, %1089 : tensor<2x64x4x4xf64>, tensor<256x64x1x1xf64>) outs(%776 : tensor<2x256x4x4xf64>) -> tensor<2x256x4x4xf64>
    %transposed_287 = linalg.transpose ins(%812 : tensor<2x256x4x4xf64>) outs(%992 : tensor<256x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_288 = linalg.transpose ins(%1087 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1091 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_287, %transposed_288 : tensor<256x2x4x4xf64>, tensor<64x2x4x4xf64>) outs(%1033 : tensor<256x64x1x1xf64>) -> tensor<256x64x1x1xf64>
    %transposed_289 = linalg.transpose ins(%1091 : tensor<256x64x1x1xf64>) outs(%987 : tensor<64x256x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1092 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039, %1090 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1093 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%812 : tensor<2x256x4x4xf64>) outs(%971 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x256x4x4xi1>
    %1094 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %cst_2, %1092 : tensor<2x256x4x4xi1>, tensor<f64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1095 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1094 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1096 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %807 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1097 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1096 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1098 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1095 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_290 = tensor.expand_shape %1098 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1097 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1100 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%806, %806 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1099, %1100 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_291 = tensor.expand_shape %1101 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%806, %arg141 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_292 = tensor.expand_shape %1102 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1103 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807, %expanded_291 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %1103 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1105 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104, %expanded_290 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1106 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1105, %expanded_292 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1097, %806 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1108 = tensor.empty() : tensor<128x256x1x1xf64>
    %1109 = linalg.fill ins(%cst : f64) outs(%1108 : tensor<128x256x1x1xf64>) -> tensor<128x256x1x1xf64>
    %1110 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1109 : tensor<128x256x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg140[%2097, %2096, %c0, %c0] : tensor<256x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x256x1x1xf64>
    %1111 = tensor.empty() : tensor<2x256x8x8xf64>
    %1112 = linalg.fill ins(%cst : f64) outs(%1111 : tensor<2x256x8x8xf64>) -> tensor<2x256x8x8xf64>
    %inserted_slice_293 = tensor.insert_slice %1106 into %1112[0, 0, 0, 0] [2, 256, 4, 4] [1, 1, 2, 2] : tensor<2x256x4x4xf64> into tensor<2x256x8x8xf64>
    %1113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_293, %1110 : tensor<2x256x8x8xf64>, tensor<128x256x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %1114 = tensor.empty() : tensor<128x2x8x8xf64>
    %transposed_294 = linalg.transpose ins(%738 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1115 = tensor.empty() : tensor<128x512x2x2xf64>
    %expanded_295 = tensor.expand_shape %transposed_294 [[0], [1, 2], [3], [4]] output_shape [128, 2, 1, 8, 8] : tensor<128x2x8x8xf64> into tensor<128x2x1x8x8xf64>
    %expanded_296 = tensor.expand_shape %1106 [[0], [1], [2, 3], [4]] output_shape [2, 256, 1, 4, 4] : tensor<2x256x4x4xf64> into tensor<2x256x1x4x4xf64>
    %expanded_297 = tensor.expand_shape %1115 [[0], [1, 2], [3], [4]] output_shape [128, 2, 256, 2, 2] : tensor<128x512x2x2xf64> into tensor<128x2x256x2x2xf64>
    %1116 = linalg.fill ins(%cst : f64) outs(%expanded_297 : tensor<128x2x256x2x2xf64>) -> tensor<128x2x256x2x2xf64>
    %1117 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_295, %expanded_296 : tensor<128x2x1x8x8xf64>, tensor<2x256x1x4x4xf64>) outs(%1116 : tensor<128x2x256x2x2xf64>) -> tensor<128x2x256x2x2xf64>
    %collapsed_298 = tensor.collapse_shape %1117 [[0], [1, 2], [3], [4]] : tensor<128x2x256x2x2xf64> into tensor<128x512x2x2xf64>
    %extracted_slice = tensor.extract_slice %collapsed_298[0, 0, 0, 0] [128, 512, 1, 2] [1, 1, 1, 1] : tensor<128x512x2x2xf64> to tensor<128x512x1x2xf64>
    %extracted_slice_299 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [128, 512, 1, 1] [1, 1, 1, 1] : tensor<128x512x1x2xf64> to tensor<128x512x1x1xf64>
    %expanded_300 = tensor.expand_shape %extracted_slice_299 [[0], [1, 2], [3], [4]] output_shape [128, 2, 256, 1, 1] : tensor<128x512x1x1xf64> into tensor<128x2x256x1x1xf64>
    %1118 = tensor.empty() : tensor<2x256x128x1x1xf64>
    %transposed_301 = linalg.transpose ins(%expanded_300 : tensor<128x2x256x1x1xf64>) outs(%1118 : tensor<2x256x128x1x1xf64>) permutation = [1, 2, 0, 3, 4] 
    %1119 = tensor.empty() : tensor<256x128x1x1xf64>
    %1120 = linalg.fill ins(%cst : f64) outs(%1119 : tensor<256x128x1x1xf64>) -> tensor<256x128x1x1xf64>
    %1121 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_301 : tensor<2x256x128x1x1xf64>) outs(%1120 : tensor<256x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256x128x1x1xf64>
    %1122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %792 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1123 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1122 : tensor<2x256x4x4xf64>) outs(%779 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1123 : tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%791, %791 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1126 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1124, %1125 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_302 = tensor.expand_shape %1126 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1127 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%791, %arg138 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %expanded_303 = tensor.expand_shape %1127 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf64> into tensor<1x256x1x1xf64>
    %1128 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %expanded_302 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %1128 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1130 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1129, %expanded_290 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1131 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1130, %expanded_303 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%775 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x256x4x4xf64>
    %1132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1123, %791 : tensor<256xf64>, tensor<256xf64>) outs(%778 : tensor<256xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<256xf64>
    %1133 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%988 : tensor<64x256x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg137[%2097, %2096, %c0, %c0] : tensor<256x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x256x1x1xf64>
    %1134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1131, %1133 : tensor<2x256x4x4xf64>, tensor<64x256x1x1xf64>) outs(%758 : tensor<2x64x4x4xf64>) -> tensor<2x64x4x4xf64>
    %transposed_304 = linalg.transpose ins(%774 : tensor<2x64x4x4xf64>) outs(%991 : tensor<64x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %transposed_305 = linalg.transpose ins(%1131 : tensor<2x256x4x4xf64>) outs(%992 : tensor<256x2x4x4xf64>) permutation = [1, 0, 2, 3] 
    %1135 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_304, %transposed_305 : tensor<64x2x4x4xf64>, tensor<256x2x4x4xf64>) outs(%988 : tensor<64x256x1x1xf64>) -> tensor<64x256x1x1xf64>
    %transposed_306 = linalg.transpose ins(%1135 : tensor<64x256x1x1xf64>) outs(%994 : tensor<256x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774 : tensor<2x64x4x4xf64>) outs(%995 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x4x4xi1>
    %1137 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1136, %cst_2, %1134 : tensor<2x64x4x4xi1>, tensor<f64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1138 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1137 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1137, %770 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1140 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1139 : tensor<2x64x4x4xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1138 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_307 = tensor.expand_shape %1141 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1140 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_7 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%769, %769 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1142, %1143 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_308 = tensor.expand_shape %1144 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%769, %arg135 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_309 = tensor.expand_shape %1145 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1146 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %expanded_308 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1137, %1146 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1148 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1147, %expanded_307 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1149 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1148, %expanded_309 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%757 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x4x4xf64>
    %1150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1140, %769 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1151 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1012 : tensor<64x64x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg134[%2097, %2096, %2100, %2101] : tensor<64x64x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x64x3x3xf64>
    %1152 = tensor.empty() : tensor<2x64x10x10xf64>
    %1153 = linalg.fill ins(%cst : f64) outs(%1152 : tensor<2x64x10x10xf64>) -> tensor<2x64x10x10xf64>
    %inserted_slice_310 = tensor.insert_slice %1149 into %1153[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 2, 2] : tensor<2x64x4x4xf64> into tensor<2x64x10x10xf64>
    %1154 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_310, %1151 : tensor<2x64x10x10xf64>, tensor<64x64x3x3xf64>) outs(%740 : tensor<2x64x8x8xf64>) -> tensor<2x64x8x8xf64>
    %1155 = tensor.empty() : tensor<64x2x8x8xf64>
    %transposed_311 = linalg.transpose ins(%756 : tensor<2x64x8x8xf64>) outs(%1155 : tensor<64x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_312 = tensor.pad %transposed_311 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<64x2x8x8xf64> to tensor<64x2x10x10xf64>
    %1156 = tensor.empty() : tensor<64x128x4x4xf64>
    %expanded_313 = tensor.expand_shape %padded_312 [[0], [1, 2], [3], [4]] output_shape [64, 2, 1, 10, 10] : tensor<64x2x10x10xf64> into tensor<64x2x1x10x10xf64>
    %expanded_314 = tensor.expand_shape %1149 [[0], [1], [2, 3], [4]] output_shape [2, 64, 1, 4, 4] : tensor<2x64x4x4xf64> into tensor<2x64x1x4x4xf64>
    %expanded_315 = tensor.expand_shape %1156 [[0], [1, 2], [3], [4]] output_shape [64, 2, 64, 4, 4] : tensor<64x128x4x4xf64> into tensor<64x2x64x4x4xf64>
    %1157 = linalg.fill ins(%cst : f64) outs(%expanded_315 : tensor<64x2x64x4x4xf64>) -> tensor<64x2x64x4x4xf64>
    %1158 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_313, %expanded_314 : tensor<64x2x1x10x10xf64>, tensor<2x64x1x4x4xf64>) outs(%1157 : tensor<64x2x64x4x4xf64>) -> tensor<64x2x64x4x4xf64>
    %collapsed_316 = tensor.collapse_shape %1158 [[0], [1, 2], [3], [4]] : tensor<64x2x64x4x4xf64> into tensor<64x128x4x4xf64>
    %extracted_slice_317 = tensor.extract_slice %collapsed_316[0, 0, 0, 0] [64, 128, 3, 4] [1, 1, 1, 1] : tensor<64x128x4x4xf64> to tensor<64x128x3x4xf64>
    %extracted_slice_318 = tensor.extract_slice %extracted_slice_317[0, 0, 0, 0] [64, 128, 3, 3] [1, 1, 1, 1] : tensor<64x128x3x4xf64> to tensor<64x128x3x3xf64>
    %expanded_319 = tensor.expand_shape %extracted_slice_318 [[0], [1, 2], [3], [4]] output_shape [64, 2, 64, 3, 3] : tensor<64x128x3x3xf64> into tensor<64x2x64x3x3xf64>
    %1159 = tensor.empty() : tensor<2x64x64x3x3xf64>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<64x2x64x3x3xf64>) outs(%1159 : tensor<2x64x64x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %1160 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_320 : tensor<2x64x64x3x3xf64>) outs(%1012 : tensor<64x64x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64x64x3x3xf64>
    %1161 = tensor.empty() : tensor<2x64x8x8xi1>
    %1162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756 : tensor<2x64x8x8xf64>) outs(%1161 : tensor<2x64x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x8x8xi1>
    %1163 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1162, %cst_2, %1154 : tensor<2x64x8x8xi1>, tensor<f64>, tensor<2x64x8x8xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %1164 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1163 : tensor<2x64x8x8xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1163, %752 : tensor<2x64x8x8xf64>, tensor<2x64x8x8xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %1166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1165 : tensor<2x64x8x8xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1164 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_321 = tensor.expand_shape %1167 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1166 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1169 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%751, %751 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1168, %1169 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_322 = tensor.expand_shape %1170 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%751, %arg132 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_323 = tensor.expand_shape %1171 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1172 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %expanded_322 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %1173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1163, %1172 : tensor<2x64x8x8xf64>, tensor<2x64x8x8xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %1174 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1173, %expanded_321 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %1175 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1174, %expanded_323 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%739 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x8x8xf64>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1166, %751 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1177 = tensor.empty() : tensor<128x64x1x1xf64>
    %1178 = linalg.fill ins(%cst : f64) outs(%1177 : tensor<128x64x1x1xf64>) -> tensor<128x64x1x1xf64>
    %1179 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1178 : tensor<128x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg131[%2097, %2096, %c0, %c0] : tensor<64x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x64x1x1xf64>
    %1180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1175, %1179 : tensor<2x64x8x8xf64>, tensor<128x64x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %transposed_324 = linalg.transpose ins(%1175 : tensor<2x64x8x8xf64>) outs(%1155 : tensor<64x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_294, %transposed_324 : tensor<128x2x8x8xf64>, tensor<64x2x8x8xf64>) outs(%1178 : tensor<128x64x1x1xf64>) -> tensor<128x64x1x1xf64>
    %1182 = tensor.empty() : tensor<64x128x1x1xf64>
    %transposed_325 = linalg.transpose ins(%1181 : tensor<128x64x1x1xf64>) outs(%1182 : tensor<64x128x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1113, %1180 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1184 = tensor.empty() : tensor<2x128x8x8xi1>
    %1185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738 : tensor<2x128x8x8xf64>) outs(%1184 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x128x8x8xi1>
    %1186 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1185, %cst_2, %1183 : tensor<2x128x8x8xi1>, tensor<f64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1186 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186, %733 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1189 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1188 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1187 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_326 = tensor.expand_shape %1190 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1189 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1192 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%732, %732 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1191, %1192 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_327 = tensor.expand_shape %1193 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%732, %arg129 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_328 = tensor.expand_shape %1194 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1195 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733, %expanded_327 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186, %1195 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1197 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1196, %expanded_326 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1198 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1197, %expanded_328 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1189, %732 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1200 = tensor.empty() : tensor<32x128x1x1xf64>
    %1201 = linalg.fill ins(%cst : f64) outs(%1200 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %1202 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1201 : tensor<32x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg128[%2097, %2096, %c0, %c0] : tensor<128x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x128x1x1xf64>
    %1203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1198, %1202 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %1204 = tensor.empty() : tensor<32x2x8x8xf64>
    %transposed_329 = linalg.transpose ins(%721 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_330 = linalg.transpose ins(%1198 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1205 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_329, %transposed_330 : tensor<32x2x8x8xf64>, tensor<128x2x8x8xf64>) outs(%1201 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %1206 = tensor.empty() : tensor<128x32x1x1xf64>
    %transposed_331 = linalg.transpose ins(%1205 : tensor<32x128x1x1xf64>) outs(%1206 : tensor<128x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1207 = tensor.empty() : tensor<2x32x8x8xi1>
    %1208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1209 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1208, %cst_2, %1203 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1209 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1209, %717 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1211 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1210 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_332 = tensor.expand_shape %1213 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1212 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%716, %716 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1216 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1214, %1215 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_333 = tensor.expand_shape %1216 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1217 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%716, %arg126 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_334 = tensor.expand_shape %1217 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1218 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717, %expanded_333 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1209, %1218 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1220 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1219, %expanded_332 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1221 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1220, %expanded_334 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1222 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1212, %716 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1223 = tensor.empty() : tensor<32x32x3x3xf64>
    %1224 = linalg.fill ins(%cst : f64) outs(%1223 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %1225 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg125[%2097, %2096, %2100, %2101] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %1226 = tensor.empty() : tensor<2x32x10x10xf64>
    %1227 = linalg.fill ins(%cst : f64) outs(%1226 : tensor<2x32x10x10xf64>) -> tensor<2x32x10x10xf64>
    %inserted_slice_335 = tensor.insert_slice %1221 into %1227[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf64> into tensor<2x32x10x10xf64>
    %1228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_335, %1225 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_336 = linalg.transpose ins(%705 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_337 = linalg.transpose ins(%1221 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_338 = tensor.pad %transposed_336 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<32x2x8x8xf64> to tensor<32x2x10x10xf64>
    %1229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_338, %transposed_337 : tensor<32x2x10x10xf64>, tensor<32x2x8x8xf64>) outs(%1224 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_339 = linalg.transpose ins(%1229 : tensor<32x32x3x3xf64>) outs(%1223 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%705 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1231 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1230, %cst_2, %1228 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1232 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1231 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1231, %701 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1234 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1233 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1235 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1232 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_340 = tensor.expand_shape %1235 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1234 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1237 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%700, %700 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1238 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1236, %1237 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_341 = tensor.expand_shape %1238 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%700, %arg123 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_342 = tensor.expand_shape %1239 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1240 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %expanded_341 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1231, %1240 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1242 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1241, %expanded_340 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1243 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1242, %expanded_342 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1244 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1234, %700 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1245 = linalg.fill ins(%cst : f64) outs(%1206 : tensor<128x32x1x1xf64>) -> tensor<128x32x1x1xf64>
    %1246 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1245 : tensor<128x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg122[%2097, %2096, %c0, %c0] : tensor<32x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x32x1x1xf64>
    %1247 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1243, %1246 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %transposed_343 = linalg.transpose ins(%689 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_344 = linalg.transpose ins(%1243 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_343, %transposed_344 : tensor<128x2x8x8xf64>, tensor<32x2x8x8xf64>) outs(%1245 : tensor<128x32x1x1xf64>) -> tensor<128x32x1x1xf64>
    %transposed_345 = linalg.transpose ins(%1248 : tensor<128x32x1x1xf64>) outs(%1200 : tensor<32x128x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186, %1247 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689 : tensor<2x128x8x8xf64>) outs(%1184 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x128x8x8xi1>
    %1251 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1250, %cst_2, %1249 : tensor<2x128x8x8xi1>, tensor<f64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1251 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1251, %684 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1254 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1253 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1252 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_346 = tensor.expand_shape %1255 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1256 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1254 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1257 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%683, %683 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1258 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1256, %1257 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_347 = tensor.expand_shape %1258 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%683, %arg120 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_348 = tensor.expand_shape %1259 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1260 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %expanded_347 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1251, %1260 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1262 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1261, %expanded_346 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1263 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1262, %expanded_348 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1264 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1254, %683 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1265 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1201 : tensor<32x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg119[%2097, %2096, %c0, %c0] : tensor<128x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x128x1x1xf64>
    %1266 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1263, %1265 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_349 = linalg.transpose ins(%672 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_350 = linalg.transpose ins(%1263 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_349, %transposed_350 : tensor<32x2x8x8xf64>, tensor<128x2x8x8xf64>) outs(%1201 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %transposed_351 = linalg.transpose ins(%1267 : tensor<32x128x1x1xf64>) outs(%1206 : tensor<128x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1269 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1268, %cst_2, %1266 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1270 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1269 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1269, %668 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1272 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1271 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1270 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_352 = tensor.expand_shape %1273 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1272 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%667, %667 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1274, %1275 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_353 = tensor.expand_shape %1276 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%667, %arg117 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_354 = tensor.expand_shape %1277 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1278 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %expanded_353 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1269, %1278 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1280 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1279, %expanded_352 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1281 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1280, %expanded_354 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1272, %667 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1283 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg116[%2097, %2096, %2100, %2101] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_355 = tensor.insert_slice %1281 into %1227[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf64> into tensor<2x32x10x10xf64>
    %1284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_355, %1283 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_356 = linalg.transpose ins(%656 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_357 = linalg.transpose ins(%1281 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_358 = tensor.pad %transposed_356 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<32x2x8x8xf64> to tensor<32x2x10x10xf64>
    %1285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_358, %transposed_357 : tensor<32x2x10x10xf64>, tensor<32x2x8x8xf64>) outs(%1224 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_359 = linalg.transpose ins(%1285 : tensor<32x32x3x3xf64>) outs(%1223 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1287 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1286, %cst_2, %1284 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1288 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1287 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1287, %652 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1289 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1288 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_360 = tensor.expand_shape %1291 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1290 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%651, %651 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1292, %1293 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_361 = tensor.expand_shape %1294 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1295 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%651, %arg114 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_362 = tensor.expand_shape %1295 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1296 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652, %expanded_361 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1287, %1296 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1298 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1297, %expanded_360 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1299 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1298, %expanded_362 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1290, %651 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1301 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1245 : tensor<128x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg113[%2097, %2096, %c0, %c0] : tensor<32x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x32x1x1xf64>
    %1302 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1299, %1301 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %transposed_363 = linalg.transpose ins(%640 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_364 = linalg.transpose ins(%1299 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1303 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_363, %transposed_364 : tensor<128x2x8x8xf64>, tensor<32x2x8x8xf64>) outs(%1245 : tensor<128x32x1x1xf64>) -> tensor<128x32x1x1xf64>
    %transposed_365 = linalg.transpose ins(%1303 : tensor<128x32x1x1xf64>) outs(%1200 : tensor<32x128x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1304 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1251, %1302 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640 : tensor<2x128x8x8xf64>) outs(%1184 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x128x8x8xi1>
    %1306 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1305, %cst_2, %1304 : tensor<2x128x8x8xi1>, tensor<f64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1306 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1308 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306, %635 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1309 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1308 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1307 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_366 = tensor.expand_shape %1310 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1309 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1312 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%634, %634 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1311, %1312 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_367 = tensor.expand_shape %1313 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%634, %arg111 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_368 = tensor.expand_shape %1314 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1315 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_367 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306, %1315 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1317 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1316, %expanded_366 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1318 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1317, %expanded_368 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1309, %634 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1320 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1201 : tensor<32x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg110[%2097, %2096, %c0, %c0] : tensor<128x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x128x1x1xf64>
    %1321 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1318, %1320 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_369 = linalg.transpose ins(%623 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_370 = linalg.transpose ins(%1318 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_369, %transposed_370 : tensor<32x2x8x8xf64>, tensor<128x2x8x8xf64>) outs(%1201 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %transposed_371 = linalg.transpose ins(%1322 : tensor<32x128x1x1xf64>) outs(%1206 : tensor<128x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1324 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1323, %cst_2, %1321 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1325 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1324 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1324, %619 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1327 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1326 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1325 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_372 = tensor.expand_shape %1328 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1327 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%618, %618 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1329, %1330 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_373 = tensor.expand_shape %1331 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1332 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%618, %arg108 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_374 = tensor.expand_shape %1332 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1333 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %expanded_373 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1324, %1333 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1335 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1334, %expanded_372 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1336 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1335, %expanded_374 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1327, %618 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1338 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg107[%2097, %2096, %2100, %2101] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_375 = tensor.insert_slice %1336 into %1227[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf64> into tensor<2x32x10x10xf64>
    %1339 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_375, %1338 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_376 = linalg.transpose ins(%607 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_377 = linalg.transpose ins(%1336 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_378 = tensor.pad %transposed_376 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<32x2x8x8xf64> to tensor<32x2x10x10xf64>
    %1340 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_378, %transposed_377 : tensor<32x2x10x10xf64>, tensor<32x2x8x8xf64>) outs(%1224 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_379 = linalg.transpose ins(%1340 : tensor<32x32x3x3xf64>) outs(%1223 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1342 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1341, %cst_2, %1339 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1343 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1342 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1342, %603 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1345 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1344 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1343 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_380 = tensor.expand_shape %1346 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1345 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1348 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%602, %602 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1349 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1347, %1348 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_381 = tensor.expand_shape %1349 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1350 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%602, %arg105 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_382 = tensor.expand_shape %1350 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1351 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603, %expanded_381 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1342, %1351 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1353 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1352, %expanded_380 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1354 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1353, %expanded_382 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1345, %602 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1356 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1245 : tensor<128x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg104[%2097, %2096, %c0, %c0] : tensor<32x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x32x1x1xf64>
    %1357 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1354, %1356 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %transposed_383 = linalg.transpose ins(%591 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_384 = linalg.transpose ins(%1354 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1358 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_383, %transposed_384 : tensor<128x2x8x8xf64>, tensor<32x2x8x8xf64>) outs(%1245 : tensor<128x32x1x1xf64>) -> tensor<128x32x1x1xf64>
    %transposed_385 = linalg.transpose ins(%1358 : tensor<128x32x1x1xf64>) outs(%1200 : tensor<32x128x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1359 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306, %1357 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591 : tensor<2x128x8x8xf64>) outs(%1184 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x128x8x8xi1>
    %1361 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1360, %cst_2, %1359 : tensor<2x128x8x8xi1>, tensor<f64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1362 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1361 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1361, %586 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1364 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1363 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1362 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_386 = tensor.expand_shape %1365 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1364 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%585, %585 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1366, %1367 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_387 = tensor.expand_shape %1368 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%585, %arg102 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_388 = tensor.expand_shape %1369 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1370 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %expanded_387 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1361, %1370 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1372 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1371, %expanded_386 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1373 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1372, %expanded_388 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1364, %585 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1375 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1201 : tensor<32x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg101[%2097, %2096, %c0, %c0] : tensor<128x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x128x1x1xf64>
    %1376 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1373, %1375 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_389 = linalg.transpose ins(%574 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_390 = linalg.transpose ins(%1373 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_389, %transposed_390 : tensor<32x2x8x8xf64>, tensor<128x2x8x8xf64>) outs(%1201 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %transposed_391 = linalg.transpose ins(%1377 : tensor<32x128x1x1xf64>) outs(%1206 : tensor<128x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1379 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1378, %cst_2, %1376 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1380 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1379 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1379, %570 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1382 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1381 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1380 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_392 = tensor.expand_shape %1383 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1382 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%569, %569 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1384, %1385 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_393 = tensor.expand_shape %1386 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%569, %arg99 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_394 = tensor.expand_shape %1387 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1388 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570, %expanded_393 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1379, %1388 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1390 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1389, %expanded_392 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1391 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1390, %expanded_394 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1392 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1382, %569 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1393 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg98[%2097, %2096, %2100, %2101] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_395 = tensor.insert_slice %1391 into %1227[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf64> into tensor<2x32x10x10xf64>
    %1394 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_395, %1393 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_396 = linalg.transpose ins(%558 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_397 = linalg.transpose ins(%1391 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_398 = tensor.pad %transposed_396 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<32x2x8x8xf64> to tensor<32x2x10x10xf64>
    %1395 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_398, %transposed_397 : tensor<32x2x10x10xf64>, tensor<32x2x8x8xf64>) outs(%1224 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_399 = linalg.transpose ins(%1395 : tensor<32x32x3x3xf64>) outs(%1223 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1397 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1396, %cst_2, %1394 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1398 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1397 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1399 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1397, %554 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1400 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1399 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1398 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_400 = tensor.expand_shape %1401 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1400 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%553, %553 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1404 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1402, %1403 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_401 = tensor.expand_shape %1404 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%553, %arg96 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_402 = tensor.expand_shape %1405 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1406 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %expanded_401 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1397, %1406 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1408 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1407, %expanded_400 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1409 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1408, %expanded_402 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1410 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1400, %553 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1411 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1245 : tensor<128x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg95[%2097, %2096, %c0, %c0] : tensor<32x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x32x1x1xf64>
    %1412 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1409, %1411 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %transposed_403 = linalg.transpose ins(%542 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_404 = linalg.transpose ins(%1409 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1413 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_403, %transposed_404 : tensor<128x2x8x8xf64>, tensor<32x2x8x8xf64>) outs(%1245 : tensor<128x32x1x1xf64>) -> tensor<128x32x1x1xf64>
    %transposed_405 = linalg.transpose ins(%1413 : tensor<128x32x1x1xf64>) outs(%1200 : tensor<32x128x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1361, %1412 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542 : tensor<2x128x8x8xf64>) outs(%1184 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x128x8x8xi1>
    %1416 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1415, %cst_2, %1414 : tensor<2x128x8x8xi1>, tensor<f64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1417 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1416 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1416, %537 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1419 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1418 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1420 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1417 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_406 = tensor.expand_shape %1420 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1419 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1422 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%536, %536 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1421, %1422 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_407 = tensor.expand_shape %1423 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%536, %arg93 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_408 = tensor.expand_shape %1424 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1425 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %expanded_407 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1416, %1425 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1427 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1426, %expanded_406 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1428 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1427, %expanded_408 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1419, %536 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1430 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1201 : tensor<32x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg92[%2097, %2096, %c0, %c0] : tensor<128x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x128x1x1xf64>
    %1431 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1428, %1430 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_409 = linalg.transpose ins(%525 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_410 = linalg.transpose ins(%1428 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1432 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_409, %transposed_410 : tensor<32x2x8x8xf64>, tensor<128x2x8x8xf64>) outs(%1201 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %transposed_411 = linalg.transpose ins(%1432 : tensor<32x128x1x1xf64>) outs(%1206 : tensor<128x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1434 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1433, %cst_2, %1431 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1435 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1434 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1434, %521 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1437 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1436 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1435 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_412 = tensor.expand_shape %1438 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1437 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1440 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%520, %520 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1439, %1440 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_413 = tensor.expand_shape %1441 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1442 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%520, %arg90 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_414 = tensor.expand_shape %1442 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1443 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %expanded_413 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1434, %1443 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1445 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1444, %expanded_412 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1446 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1445, %expanded_414 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1447 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1437, %520 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1448 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg89[%2097, %2096, %2100, %2101] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %inserted_slice_415 = tensor.insert_slice %1446 into %1227[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf64> into tensor<2x32x10x10xf64>
    %1449 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_415, %1448 : tensor<2x32x10x10xf64>, tensor<32x32x3x3xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_416 = linalg.transpose ins(%509 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_417 = linalg.transpose ins(%1446 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %padded_418 = tensor.pad %transposed_416 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<32x2x8x8xf64> to tensor<32x2x10x10xf64>
    %1450 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_418, %transposed_417 : tensor<32x2x10x10xf64>, tensor<32x2x8x8xf64>) outs(%1224 : tensor<32x32x3x3xf64>) -> tensor<32x32x3x3xf64>
    %transposed_419 = linalg.transpose ins(%1450 : tensor<32x32x3x3xf64>) outs(%1223 : tensor<32x32x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1452 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1451, %cst_2, %1449 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1453 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1452 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1454 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1452, %505 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1455 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1454 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1453 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_420 = tensor.expand_shape %1456 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1455 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%504, %504 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1457, %1458 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_421 = tensor.expand_shape %1459 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%504, %arg87 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_422 = tensor.expand_shape %1460 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1461 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_421 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1452, %1461 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1463 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1462, %expanded_420 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1464 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1463, %expanded_422 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1465 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1455, %504 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1466 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1245 : tensor<128x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg86[%2097, %2096, %c0, %c0] : tensor<32x128x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<128x32x1x1xf64>
    %1467 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1464, %1466 : tensor<2x32x8x8xf64>, tensor<128x32x1x1xf64>) outs(%457 : tensor<2x128x8x8xf64>) -> tensor<2x128x8x8xf64>
    %transposed_423 = linalg.transpose ins(%493 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_424 = linalg.transpose ins(%1464 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1468 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_423, %transposed_424 : tensor<128x2x8x8xf64>, tensor<32x2x8x8xf64>) outs(%1245 : tensor<128x32x1x1xf64>) -> tensor<128x32x1x1xf64>
    %transposed_425 = linalg.transpose ins(%1468 : tensor<128x32x1x1xf64>) outs(%1200 : tensor<32x128x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1469 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1416, %1467 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1470 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<2x128x8x8xf64>) outs(%1184 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x128x8x8xi1>
    %1471 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1470, %cst_2, %1469 : tensor<2x128x8x8xi1>, tensor<f64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1472 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1471 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1471, %488 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1474 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1473 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1472 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_426 = tensor.expand_shape %1475 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1474 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1477 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%487, %487 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1476, %1477 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_427 = tensor.expand_shape %1478 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%487, %arg84 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_428 = tensor.expand_shape %1479 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1480 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_427 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1481 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1471, %1480 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1482 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1481, %expanded_426 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1483 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1482, %expanded_428 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1474, %487 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1485 = linalg.fill ins(%cst : f64) outs(%1182 : tensor<64x128x1x1xf64>) -> tensor<64x128x1x1xf64>
    %1486 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1485 : tensor<64x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg83[%2097, %2096, %c0, %c0] : tensor<128x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x128x1x1xf64>
    %1487 = tensor.empty() : tensor<2x128x16x16xf64>
    %1488 = linalg.fill ins(%cst : f64) outs(%1487 : tensor<2x128x16x16xf64>) -> tensor<2x128x16x16xf64>
    %inserted_slice_429 = tensor.insert_slice %1483 into %1488[0, 0, 0, 0] [2, 128, 8, 8] [1, 1, 2, 2] : tensor<2x128x8x8xf64> into tensor<2x128x16x16xf64>
    %1489 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_429, %1486 : tensor<2x128x16x16xf64>, tensor<64x128x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %1490 = tensor.empty() : tensor<64x2x16x16xf64>
    %transposed_430 = linalg.transpose ins(%419 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1491 = tensor.empty() : tensor<64x256x2x2xf64>
    %expanded_431 = tensor.expand_shape %transposed_430 [[0], [1, 2], [3], [4]] output_shape [64, 2, 1, 16, 16] : tensor<64x2x16x16xf64> into tensor<64x2x1x16x16xf64>
    %expanded_432 = tensor.expand_shape %1483 [[0], [1], [2, 3], [4]] output_shape [2, 128, 1, 8, 8] : tensor<2x128x8x8xf64> into tensor<2x128x1x8x8xf64>
    %expanded_433 = tensor.expand_shape %1491 [[0], [1, 2], [3], [4]] output_shape [64, 2, 128, 2, 2] : tensor<64x256x2x2xf64> into tensor<64x2x128x2x2xf64>
    %1492 = linalg.fill ins(%cst : f64) outs(%expanded_433 : tensor<64x2x128x2x2xf64>) -> tensor<64x2x128x2x2xf64>
    %1493 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_431, %expanded_432 : tensor<64x2x1x16x16xf64>, tensor<2x128x1x8x8xf64>) outs(%1492 : tensor<64x2x128x2x2xf64>) -> tensor<64x2x128x2x2xf64>
    %collapsed_434 = tensor.collapse_shape %1493 [[0], [1, 2], [3], [4]] : tensor<64x2x128x2x2xf64> into tensor<64x256x2x2xf64>
    %extracted_slice_435 = tensor.extract_slice %collapsed_434[0, 0, 0, 0] [64, 256, 1, 2] [1, 1, 1, 1] : tensor<64x256x2x2xf64> to tensor<64x256x1x2xf64>
    %extracted_slice_436 = tensor.extract_slice %extracted_slice_435[0, 0, 0, 0] [64, 256, 1, 1] [1, 1, 1, 1] : tensor<64x256x1x2xf64> to tensor<64x256x1x1xf64>
    %expanded_437 = tensor.expand_shape %extracted_slice_436 [[0], [1, 2], [3], [4]] output_shape [64, 2, 128, 1, 1] : tensor<64x256x1x1xf64> into tensor<64x2x128x1x1xf64>
    %1494 = tensor.empty() : tensor<2x128x64x1x1xf64>
    %transposed_438 = linalg.transpose ins(%expanded_437 : tensor<64x2x128x1x1xf64>) outs(%1494 : tensor<2x128x64x1x1xf64>) permutation = [1, 2, 0, 3, 4] 
    %1495 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_438 : tensor<2x128x64x1x1xf64>) outs(%1178 : tensor<128x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128x64x1x1xf64>
    %1496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1471, %473 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1497 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1496 : tensor<2x128x8x8xf64>) outs(%460 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1498 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1497 : tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%472, %472 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1498, %1499 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_439 = tensor.expand_shape %1500 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1501 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%472, %arg81 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %expanded_440 = tensor.expand_shape %1501 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf64> into tensor<1x128x1x1xf64>
    %1502 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %expanded_439 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1503 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1471, %1502 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1504 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1503, %expanded_426 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1505 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1504, %expanded_440 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%456 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x128x8x8xf64>
    %1506 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1497, %472 : tensor<128xf64>, tensor<128xf64>) outs(%459 : tensor<128xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<128xf64>
    %1507 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1201 : tensor<32x128x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg80[%2097, %2096, %c0, %c0] : tensor<128x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x128x1x1xf64>
    %1508 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1505, %1507 : tensor<2x128x8x8xf64>, tensor<32x128x1x1xf64>) outs(%439 : tensor<2x32x8x8xf64>) -> tensor<2x32x8x8xf64>
    %transposed_441 = linalg.transpose ins(%455 : tensor<2x32x8x8xf64>) outs(%1204 : tensor<32x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %transposed_442 = linalg.transpose ins(%1505 : tensor<2x128x8x8xf64>) outs(%1114 : tensor<128x2x8x8xf64>) permutation = [1, 0, 2, 3] 
    %1509 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_441, %transposed_442 : tensor<32x2x8x8xf64>, tensor<128x2x8x8xf64>) outs(%1201 : tensor<32x128x1x1xf64>) -> tensor<32x128x1x1xf64>
    %transposed_443 = linalg.transpose ins(%1509 : tensor<32x128x1x1xf64>) outs(%1206 : tensor<128x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455 : tensor<2x32x8x8xf64>) outs(%1207 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x8x8xi1>
    %1511 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1510, %cst_2, %1508 : tensor<2x32x8x8xi1>, tensor<f64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1512 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1511 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1511, %451 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1514 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1513 : tensor<2x32x8x8xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1512 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_444 = tensor.expand_shape %1515 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1514 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_6 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %450 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1518 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1516, %1517 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_445 = tensor.expand_shape %1518 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1519 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %arg78 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_446 = tensor.expand_shape %1519 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1520 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_445 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1521 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1511, %1520 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1522 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1521, %expanded_444 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1523 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1522, %expanded_446 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%438 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x8x8xf64>
    %1524 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1514, %450 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1525 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg77[%2097, %2096, %2100, %2101] : tensor<32x32x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x32x3x3xf64>
    %1526 = tensor.empty() : tensor<2x32x18x18xf64>
    %1527 = linalg.fill ins(%cst : f64) outs(%1526 : tensor<2x32x18x18xf64>) -> tensor<2x32x18x18xf64>
    %inserted_slice_447 = tensor.insert_slice %1523 into %1527[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 2, 2] : tensor<2x32x8x8xf64> into tensor<2x32x18x18xf64>
    %1528 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_447, %1525 : tensor<2x32x18x18xf64>, tensor<32x32x3x3xf64>) outs(%421 : tensor<2x32x16x16xf64>) -> tensor<2x32x16x16xf64>
    %1529 = tensor.empty() : tensor<32x2x16x16xf64>
    %transposed_448 = linalg.transpose ins(%437 : tensor<2x32x16x16xf64>) outs(%1529 : tensor<32x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_449 = tensor.pad %transposed_448 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<32x2x16x16xf64> to tensor<32x2x18x18xf64>
    %1530 = tensor.empty() : tensor<32x64x4x4xf64>
    %expanded_450 = tensor.expand_shape %padded_449 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 18, 18] : tensor<32x2x18x18xf64> into tensor<32x2x1x18x18xf64>
    %expanded_451 = tensor.expand_shape %1523 [[0], [1], [2, 3], [4]] output_shape [2, 32, 1, 8, 8] : tensor<2x32x8x8xf64> into tensor<2x32x1x8x8xf64>
    %expanded_452 = tensor.expand_shape %1530 [[0], [1, 2], [3], [4]] output_shape [32, 2, 32, 4, 4] : tensor<32x64x4x4xf64> into tensor<32x2x32x4x4xf64>
    %1531 = linalg.fill ins(%cst : f64) outs(%expanded_452 : tensor<32x2x32x4x4xf64>) -> tensor<32x2x32x4x4xf64>
    %1532 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_450, %expanded_451 : tensor<32x2x1x18x18xf64>, tensor<2x32x1x8x8xf64>) outs(%1531 : tensor<32x2x32x4x4xf64>) -> tensor<32x2x32x4x4xf64>
    %collapsed_453 = tensor.collapse_shape %1532 [[0], [1, 2], [3], [4]] : tensor<32x2x32x4x4xf64> into tensor<32x64x4x4xf64>
    %extracted_slice_454 = tensor.extract_slice %collapsed_453[0, 0, 0, 0] [32, 64, 3, 4] [1, 1, 1, 1] : tensor<32x64x4x4xf64> to tensor<32x64x3x4xf64>
    %extracted_slice_455 = tensor.extract_slice %extracted_slice_454[0, 0, 0, 0] [32, 64, 3, 3] [1, 1, 1, 1] : tensor<32x64x3x4xf64> to tensor<32x64x3x3xf64>
    %expanded_456 = tensor.expand_shape %extracted_slice_455 [[0], [1, 2], [3], [4]] output_shape [32, 2, 32, 3, 3] : tensor<32x64x3x3xf64> into tensor<32x2x32x3x3xf64>
    %1533 = tensor.empty() : tensor<2x32x32x3x3xf64>
    %transposed_457 = linalg.transpose ins(%expanded_456 : tensor<32x2x32x3x3xf64>) outs(%1533 : tensor<2x32x32x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %1534 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_457 : tensor<2x32x32x3x3xf64>) outs(%1224 : tensor<32x32x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32x32x3x3xf64>
    %1535 = tensor.empty() : tensor<2x32x16x16xi1>
    %1536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<2x32x16x16xf64>) outs(%1535 : tensor<2x32x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x16x16xi1>
    %1537 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1536, %cst_2, %1528 : tensor<2x32x16x16xi1>, tensor<f64>, tensor<2x32x16x16xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %1538 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1537 : tensor<2x32x16x16xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %433 : tensor<2x32x16x16xf64>, tensor<2x32x16x16xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %1540 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1539 : tensor<2x32x16x16xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1538 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_458 = tensor.expand_shape %1541 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1540 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%432, %432 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1542, %1543 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_459 = tensor.expand_shape %1544 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%432, %arg75 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_460 = tensor.expand_shape %1545 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1546 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_459 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %1547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %1546 : tensor<2x32x16x16xf64>, tensor<2x32x16x16xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %1548 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1547, %expanded_458 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %1549 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1548, %expanded_460 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%420 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x16x16xf64>
    %1550 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1540, %432 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1551 = tensor.empty() : tensor<64x32x1x1xf64>
    %1552 = linalg.fill ins(%cst : f64) outs(%1551 : tensor<64x32x1x1xf64>) -> tensor<64x32x1x1xf64>
    %1553 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1552 : tensor<64x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg74[%2097, %2096, %c0, %c0] : tensor<32x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x32x1x1xf64>
    %1554 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1549, %1553 : tensor<2x32x16x16xf64>, tensor<64x32x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %transposed_461 = linalg.transpose ins(%1549 : tensor<2x32x16x16xf64>) outs(%1529 : tensor<32x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1555 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_430, %transposed_461 : tensor<64x2x16x16xf64>, tensor<32x2x16x16xf64>) outs(%1552 : tensor<64x32x1x1xf64>) -> tensor<64x32x1x1xf64>
    %1556 = tensor.empty() : tensor<32x64x1x1xf64>
    %transposed_462 = linalg.transpose ins(%1555 : tensor<64x32x1x1xf64>) outs(%1556 : tensor<32x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1489, %1554 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1558 = tensor.empty() : tensor<2x64x16x16xi1>
    %1559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<2x64x16x16xf64>) outs(%1558 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x16x16xi1>
    %1560 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1559, %cst_2, %1557 : tensor<2x64x16x16xi1>, tensor<f64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1561 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1560 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1560, %414 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1563 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1562 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1564 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1561 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_463 = tensor.expand_shape %1564 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1565 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1563 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1566 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%413, %413 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1567 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1565, %1566 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_464 = tensor.expand_shape %1567 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1568 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%413, %arg72 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_465 = tensor.expand_shape %1568 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1569 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_464 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1570 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1560, %1569 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1571 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1570, %expanded_463 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1572 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1571, %expanded_465 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1563, %413 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1574 = tensor.empty() : tensor<16x64x1x1xf64>
    %1575 = linalg.fill ins(%cst : f64) outs(%1574 : tensor<16x64x1x1xf64>) -> tensor<16x64x1x1xf64>
    %1576 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1575 : tensor<16x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg71[%2097, %2096, %c0, %c0] : tensor<64x16x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x64x1x1xf64>
    %1577 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1572, %1576 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %1578 = tensor.empty() : tensor<16x2x16x16xf64>
    %transposed_466 = linalg.transpose ins(%402 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_467 = linalg.transpose ins(%1572 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1579 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_466, %transposed_467 : tensor<16x2x16x16xf64>, tensor<64x2x16x16xf64>) outs(%1575 : tensor<16x64x1x1xf64>) -> tensor<16x64x1x1xf64>
    %1580 = tensor.empty() : tensor<64x16x1x1xf64>
    %transposed_468 = linalg.transpose ins(%1579 : tensor<16x64x1x1xf64>) outs(%1580 : tensor<64x16x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1581 = tensor.empty() : tensor<2x16x16x16xi1>
    %1582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1583 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1582, %cst_2, %1577 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1584 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1583 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1583, %398 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1586 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1585 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1587 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1584 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_469 = tensor.expand_shape %1587 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1586 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1589 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%397, %397 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1588, %1589 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_470 = tensor.expand_shape %1590 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1591 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%397, %arg69 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_471 = tensor.expand_shape %1591 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1592 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_470 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1583, %1592 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1594 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1593, %expanded_469 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1595 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1594, %expanded_471 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1596 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1586, %397 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1597 = tensor.empty() : tensor<16x16x3x3xf64>
    %1598 = linalg.fill ins(%cst : f64) outs(%1597 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %1599 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1598 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg68[%2097, %2096, %2100, %2101] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %1600 = tensor.empty() : tensor<2x16x18x18xf64>
    %1601 = linalg.fill ins(%cst : f64) outs(%1600 : tensor<2x16x18x18xf64>) -> tensor<2x16x18x18xf64>
    %inserted_slice_472 = tensor.insert_slice %1595 into %1601[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf64> into tensor<2x16x18x18xf64>
    %1602 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_472, %1599 : tensor<2x16x18x18xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %transposed_473 = linalg.transpose ins(%386 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_474 = linalg.transpose ins(%1595 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_475 = tensor.pad %transposed_473 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<16x2x16x16xf64> to tensor<16x2x18x18xf64>
    %1603 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_475, %transposed_474 : tensor<16x2x18x18xf64>, tensor<16x2x16x16xf64>) outs(%1598 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_476 = linalg.transpose ins(%1603 : tensor<16x16x3x3xf64>) outs(%1597 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1604 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1605 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1604, %cst_2, %1602 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1606 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1605 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1607 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1605, %382 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1608 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1607 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1609 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1606 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_477 = tensor.expand_shape %1609 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1610 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1608 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1611 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%381, %381 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1612 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1610, %1611 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_478 = tensor.expand_shape %1612 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1613 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%381, %arg66 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_479 = tensor.expand_shape %1613 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1614 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %expanded_478 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1605, %1614 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1616 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1615, %expanded_477 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1617 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1616, %expanded_479 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1618 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1608, %381 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1619 = linalg.fill ins(%cst : f64) outs(%1580 : tensor<64x16x1x1xf64>) -> tensor<64x16x1x1xf64>
    %1620 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1619 : tensor<64x16x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg65[%2097, %2096, %c0, %c0] : tensor<16x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x16x1x1xf64>
    %1621 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1617, %1620 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %transposed_480 = linalg.transpose ins(%370 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_481 = linalg.transpose ins(%1617 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1622 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_480, %transposed_481 : tensor<64x2x16x16xf64>, tensor<16x2x16x16xf64>) outs(%1619 : tensor<64x16x1x1xf64>) -> tensor<64x16x1x1xf64>
    %transposed_482 = linalg.transpose ins(%1622 : tensor<64x16x1x1xf64>) outs(%1574 : tensor<16x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1623 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1560, %1621 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1624 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<2x64x16x16xf64>) outs(%1558 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x16x16xi1>
    %1625 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1624, %cst_2, %1623 : tensor<2x64x16x16xi1>, tensor<f64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1626 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1625 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1627 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1625, %365 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1628 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1627 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1629 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1626 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_483 = tensor.expand_shape %1629 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1630 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1628 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1631 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %364 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1632 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1630, %1631 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_484 = tensor.expand_shape %1632 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1633 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %arg63 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_485 = tensor.expand_shape %1633 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1634 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_484 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1635 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1625, %1634 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1636 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1635, %expanded_483 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1637 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1636, %expanded_485 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1638 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1628, %364 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1639 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1575 : tensor<16x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg62[%2097, %2096, %c0, %c0] : tensor<64x16x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x64x1x1xf64>
    %1640 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1637, %1639 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %transposed_486 = linalg.transpose ins(%353 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_487 = linalg.transpose ins(%1637 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1641 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_486, %transposed_487 : tensor<16x2x16x16xf64>, tensor<64x2x16x16xf64>) outs(%1575 : tensor<16x64x1x1xf64>) -> tensor<16x64x1x1xf64>
    %transposed_488 = linalg.transpose ins(%1641 : tensor<16x64x1x1xf64>) outs(%1580 : tensor<64x16x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1642 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1643 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1642, %cst_2, %1640 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1644 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1643 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1645 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1643, %349 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1646 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1645 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1647 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1644 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_489 = tensor.expand_shape %1647 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1648 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1646 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%348, %348 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1650 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1648, %1649 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_490 = tensor.expand_shape %1650 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1651 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%348, %arg60 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_491 = tensor.expand_shape %1651 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1652 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_490 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1653 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1643, %1652 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1654 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1653, %expanded_489 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1655 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1654, %expanded_491 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1656 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1646, %348 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1657 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1598 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg59[%2097, %2096, %2100, %2101] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %inserted_slice_492 = tensor.insert_slice %1655 into %1601[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf64> into tensor<2x16x18x18xf64>
    %1658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_492, %1657 : tensor<2x16x18x18xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %transposed_493 = linalg.transpose ins(%337 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_494 = linalg.transpose ins(%1655 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_495 = tensor.pad %transposed_493 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<16x2x16x16xf64> to tensor<16x2x18x18xf64>
    %1659 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_495, %transposed_494 : tensor<16x2x18x18xf64>, tensor<16x2x16x16xf64>) outs(%1598 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_496 = linalg.transpose ins(%1659 : tensor<16x16x3x3xf64>) outs(%1597 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1661 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1660, %cst_2, %1658 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1662 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1661 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1661, %333 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1664 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1663 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1662 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_497 = tensor.expand_shape %1665 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1666 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1664 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%332, %332 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1666, %1667 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_498 = tensor.expand_shape %1668 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1669 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%332, %arg57 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_499 = tensor.expand_shape %1669 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1670 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_498 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1661, %1670 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1672 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1671, %expanded_497 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1673 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1672, %expanded_499 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1664, %332 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1675 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1619 : tensor<64x16x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg56[%2097, %2096, %c0, %c0] : tensor<16x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x16x1x1xf64>
    %1676 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1673, %1675 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %transposed_500 = linalg.transpose ins(%321 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_501 = linalg.transpose ins(%1673 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1677 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_500, %transposed_501 : tensor<64x2x16x16xf64>, tensor<16x2x16x16xf64>) outs(%1619 : tensor<64x16x1x1xf64>) -> tensor<64x16x1x1xf64>
    %transposed_502 = linalg.transpose ins(%1677 : tensor<64x16x1x1xf64>) outs(%1574 : tensor<16x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1678 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1625, %1676 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1679 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<2x64x16x16xf64>) outs(%1558 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x16x16xi1>
    %1680 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1679, %cst_2, %1678 : tensor<2x64x16x16xi1>, tensor<f64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1681 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1680 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680, %316 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1683 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1682 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1684 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1681 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_503 = tensor.expand_shape %1684 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1685 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1683 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%315, %315 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1685, %1686 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_504 = tensor.expand_shape %1687 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1688 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%315, %arg54 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_505 = tensor.expand_shape %1688 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1689 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_504 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1690 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680, %1689 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1691 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %expanded_503 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1692 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1691, %expanded_505 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1693 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1683, %315 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1694 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1575 : tensor<16x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%2097, %2096, %c0, %c0] : tensor<64x16x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x64x1x1xf64>
    %1695 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1692, %1694 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %transposed_506 = linalg.transpose ins(%304 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_507 = linalg.transpose ins(%1692 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1696 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_506, %transposed_507 : tensor<16x2x16x16xf64>, tensor<64x2x16x16xf64>) outs(%1575 : tensor<16x64x1x1xf64>) -> tensor<16x64x1x1xf64>
    %transposed_508 = linalg.transpose ins(%1696 : tensor<16x64x1x1xf64>) outs(%1580 : tensor<64x16x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1697 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1698 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1697, %cst_2, %1695 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1699 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1698 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1698, %300 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1701 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1700 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1702 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1699 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_509 = tensor.expand_shape %1702 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1701 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1704 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %299 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1705 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1703, %1704 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_510 = tensor.expand_shape %1705 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1706 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %arg51 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_511 = tensor.expand_shape %1706 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1707 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_510 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1698, %1707 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1709 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1708, %expanded_509 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1710 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1709, %expanded_511 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1711 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1701, %299 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1712 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1598 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg50[%2097, %2096, %2100, %2101] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %inserted_slice_512 = tensor.insert_slice %1710 into %1601[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf64> into tensor<2x16x18x18xf64>
    %1713 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_512, %1712 : tensor<2x16x18x18xf64>, tensor<16x16x3x3xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %transposed_513 = linalg.transpose ins(%288 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_514 = linalg.transpose ins(%1710 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %padded_515 = tensor.pad %transposed_513 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<16x2x16x16xf64> to tensor<16x2x18x18xf64>
    %1714 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_515, %transposed_514 : tensor<16x2x18x18xf64>, tensor<16x2x16x16xf64>) outs(%1598 : tensor<16x16x3x3xf64>) -> tensor<16x16x3x3xf64>
    %transposed_516 = linalg.transpose ins(%1714 : tensor<16x16x3x3xf64>) outs(%1597 : tensor<16x16x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1716 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1715, %cst_2, %1713 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1717 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1716 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1718 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1716, %284 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1719 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1718 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1720 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1717 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_517 = tensor.expand_shape %1720 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1721 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1719 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1722 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%283, %283 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1721, %1722 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_518 = tensor.expand_shape %1723 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1724 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%283, %arg48 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_519 = tensor.expand_shape %1724 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1725 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_518 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1726 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1716, %1725 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1727 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1726, %expanded_517 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1728 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1727, %expanded_519 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1729 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1719, %283 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1730 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1619 : tensor<64x16x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg47[%2097, %2096, %c0, %c0] : tensor<16x64x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<64x16x1x1xf64>
    %1731 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1728, %1730 : tensor<2x16x16x16xf64>, tensor<64x16x1x1xf64>) outs(%236 : tensor<2x64x16x16xf64>) -> tensor<2x64x16x16xf64>
    %transposed_520 = linalg.transpose ins(%272 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_521 = linalg.transpose ins(%1728 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1732 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_520, %transposed_521 : tensor<64x2x16x16xf64>, tensor<16x2x16x16xf64>) outs(%1619 : tensor<64x16x1x1xf64>) -> tensor<64x16x1x1xf64>
    %transposed_522 = linalg.transpose ins(%1732 : tensor<64x16x1x1xf64>) outs(%1574 : tensor<16x64x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1733 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680, %1731 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1734 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<2x64x16x16xf64>) outs(%1558 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x64x16x16xi1>
    %1735 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1734, %cst_2, %1733 : tensor<2x64x16x16xi1>, tensor<f64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1736 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1735 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1737 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %267 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1738 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1737 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1739 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1736 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_523 = tensor.expand_shape %1739 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1740 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1738 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1741 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %266 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1742 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1740, %1741 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_524 = tensor.expand_shape %1742 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1743 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %arg45 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_525 = tensor.expand_shape %1743 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1744 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_524 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1745 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %1744 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1746 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1745, %expanded_523 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1747 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1746, %expanded_525 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1738, %266 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1749 = linalg.fill ins(%cst : f64) outs(%1556 : tensor<32x64x1x1xf64>) -> tensor<32x64x1x1xf64>
    %1750 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1749 : tensor<32x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg44[%2097, %2096, %c0, %c0] : tensor<64x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x64x1x1xf64>
    %1751 = tensor.empty() : tensor<2x64x32x32xf64>
    %1752 = linalg.fill ins(%cst : f64) outs(%1751 : tensor<2x64x32x32xf64>) -> tensor<2x64x32x32xf64>
    %inserted_slice_526 = tensor.insert_slice %1747 into %1752[0, 0, 0, 0] [2, 64, 16, 16] [1, 1, 2, 2] : tensor<2x64x16x16xf64> into tensor<2x64x32x32xf64>
    %1753 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_526, %1750 : tensor<2x64x32x32xf64>, tensor<32x64x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %1754 = tensor.empty() : tensor<32x2x32x32xf64>
    %transposed_527 = linalg.transpose ins(%194 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1755 = tensor.empty() : tensor<32x128x2x2xf64>
    %expanded_528 = tensor.expand_shape %transposed_527 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 32, 32] : tensor<32x2x32x32xf64> into tensor<32x2x1x32x32xf64>
    %expanded_529 = tensor.expand_shape %1747 [[0], [1], [2, 3], [4]] output_shape [2, 64, 1, 16, 16] : tensor<2x64x16x16xf64> into tensor<2x64x1x16x16xf64>
    %expanded_530 = tensor.expand_shape %1755 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 2, 2] : tensor<32x128x2x2xf64> into tensor<32x2x64x2x2xf64>
    %1756 = linalg.fill ins(%cst : f64) outs(%expanded_530 : tensor<32x2x64x2x2xf64>) -> tensor<32x2x64x2x2xf64>
    %1757 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_528, %expanded_529 : tensor<32x2x1x32x32xf64>, tensor<2x64x1x16x16xf64>) outs(%1756 : tensor<32x2x64x2x2xf64>) -> tensor<32x2x64x2x2xf64>
    %collapsed_531 = tensor.collapse_shape %1757 [[0], [1, 2], [3], [4]] : tensor<32x2x64x2x2xf64> into tensor<32x128x2x2xf64>
    %extracted_slice_532 = tensor.extract_slice %collapsed_531[0, 0, 0, 0] [32, 128, 1, 2] [1, 1, 1, 1] : tensor<32x128x2x2xf64> to tensor<32x128x1x2xf64>
    %extracted_slice_533 = tensor.extract_slice %extracted_slice_532[0, 0, 0, 0] [32, 128, 1, 1] [1, 1, 1, 1] : tensor<32x128x1x2xf64> to tensor<32x128x1x1xf64>
    %expanded_534 = tensor.expand_shape %extracted_slice_533 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 1, 1] : tensor<32x128x1x1xf64> into tensor<32x2x64x1x1xf64>
    %1758 = tensor.empty() : tensor<2x64x32x1x1xf64>
    %transposed_535 = linalg.transpose ins(%expanded_534 : tensor<32x2x64x1x1xf64>) outs(%1758 : tensor<2x64x32x1x1xf64>) permutation = [1, 2, 0, 3, 4] 
    %1759 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_535 : tensor<2x64x32x1x1xf64>) outs(%1552 : tensor<64x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64x32x1x1xf64>
    %1760 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %252 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1761 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1760 : tensor<2x64x16x16xf64>) outs(%239 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1761 : tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%251, %251 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1764 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1762, %1763 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_536 = tensor.expand_shape %1764 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%251, %arg42 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %expanded_537 = tensor.expand_shape %1765 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf64> into tensor<1x64x1x1xf64>
    %1766 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_536 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1767 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %1766 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1768 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1767, %expanded_523 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1769 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1768, %expanded_537 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%235 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x64x16x16xf64>
    %1770 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1761, %251 : tensor<64xf64>, tensor<64xf64>) outs(%238 : tensor<64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<64xf64>
    %1771 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1575 : tensor<16x64x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg41[%2097, %2096, %c0, %c0] : tensor<64x16x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x64x1x1xf64>
    %1772 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1769, %1771 : tensor<2x64x16x16xf64>, tensor<16x64x1x1xf64>) outs(%218 : tensor<2x16x16x16xf64>) -> tensor<2x16x16x16xf64>
    %transposed_538 = linalg.transpose ins(%234 : tensor<2x16x16x16xf64>) outs(%1578 : tensor<16x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %transposed_539 = linalg.transpose ins(%1769 : tensor<2x64x16x16xf64>) outs(%1490 : tensor<64x2x16x16xf64>) permutation = [1, 0, 2, 3] 
    %1773 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_538, %transposed_539 : tensor<16x2x16x16xf64>, tensor<64x2x16x16xf64>) outs(%1575 : tensor<16x64x1x1xf64>) -> tensor<16x64x1x1xf64>
    %transposed_540 = linalg.transpose ins(%1773 : tensor<16x64x1x1xf64>) outs(%1580 : tensor<64x16x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<2x16x16x16xf64>) outs(%1581 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x16x16xi1>
    %1775 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1774, %cst_2, %1772 : tensor<2x16x16x16xi1>, tensor<f64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1776 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1775 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1775, %230 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1778 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1777 : tensor<2x16x16x16xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1779 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1776 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_541 = tensor.expand_shape %1779 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1778 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_5 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%229, %229 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1780, %1781 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_542 = tensor.expand_shape %1782 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%229, %arg39 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_543 = tensor.expand_shape %1783 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1784 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_542 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1785 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1775, %1784 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1785, %expanded_541 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1787 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1786, %expanded_543 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%217 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x16x16xf64>
    %1788 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1778, %229 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1789 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1598 : tensor<16x16x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg38[%2097, %2096, %2100, %2101] : tensor<16x16x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<16x16x3x3xf64>
    %1790 = tensor.empty() : tensor<2x16x34x34xf64>
    %1791 = linalg.fill ins(%cst : f64) outs(%1790 : tensor<2x16x34x34xf64>) -> tensor<2x16x34x34xf64>
    %inserted_slice_544 = tensor.insert_slice %1787 into %1791[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 2, 2] : tensor<2x16x16x16xf64> into tensor<2x16x34x34xf64>
    %1792 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_544, %1789 : tensor<2x16x34x34xf64>, tensor<16x16x3x3xf64>) outs(%196 : tensor<2x16x32x32xf64>) -> tensor<2x16x32x32xf64>
    %1793 = tensor.empty() : tensor<16x2x32x32xf64>
    %transposed_545 = linalg.transpose ins(%216 : tensor<2x16x32x32xf64>) outs(%1793 : tensor<16x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %padded_546 = tensor.pad %transposed_545 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<16x2x32x32xf64> to tensor<16x2x34x34xf64>
    %1794 = tensor.empty() : tensor<16x32x4x4xf64>
    %expanded_547 = tensor.expand_shape %padded_546 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 34, 34] : tensor<16x2x34x34xf64> into tensor<16x2x1x34x34xf64>
    %expanded_548 = tensor.expand_shape %1787 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 16, 16] : tensor<2x16x16x16xf64> into tensor<2x16x1x16x16xf64>
    %expanded_549 = tensor.expand_shape %1794 [[0], [1, 2], [3], [4]] output_shape [16, 2, 16, 4, 4] : tensor<16x32x4x4xf64> into tensor<16x2x16x4x4xf64>
    %1795 = linalg.fill ins(%cst : f64) outs(%expanded_549 : tensor<16x2x16x4x4xf64>) -> tensor<16x2x16x4x4xf64>
    %1796 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_547, %expanded_548 : tensor<16x2x1x34x34xf64>, tensor<2x16x1x16x16xf64>) outs(%1795 : tensor<16x2x16x4x4xf64>) -> tensor<16x2x16x4x4xf64>
    %collapsed_550 = tensor.collapse_shape %1796 [[0], [1, 2], [3], [4]] : tensor<16x2x16x4x4xf64> into tensor<16x32x4x4xf64>
    %extracted_slice_551 = tensor.extract_slice %collapsed_550[0, 0, 0, 0] [16, 32, 3, 4] [1, 1, 1, 1] : tensor<16x32x4x4xf64> to tensor<16x32x3x4xf64>
    %extracted_slice_552 = tensor.extract_slice %extracted_slice_551[0, 0, 0, 0] [16, 32, 3, 3] [1, 1, 1, 1] : tensor<16x32x3x4xf64> to tensor<16x32x3x3xf64>
    %expanded_553 = tensor.expand_shape %extracted_slice_552 [[0], [1, 2], [3], [4]] output_shape [16, 2, 16, 3, 3] : tensor<16x32x3x3xf64> into tensor<16x2x16x3x3xf64>
    %1797 = tensor.empty() : tensor<2x16x16x3x3xf64>
    %transposed_554 = linalg.transpose ins(%expanded_553 : tensor<16x2x16x3x3xf64>) outs(%1797 : tensor<2x16x16x3x3xf64>) permutation = [1, 2, 0, 3, 4] 
    %1798 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_554 : tensor<2x16x16x3x3xf64>) outs(%1598 : tensor<16x16x3x3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16x16x3x3xf64>
    %1799 = tensor.empty() : tensor<2x16x32x32xi1>
    %1800 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<2x16x32x32xf64>) outs(%1799 : tensor<2x16x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x16x32x32xi1>
    %1801 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1800, %cst_2, %1792 : tensor<2x16x32x32xi1>, tensor<f64>, tensor<2x16x32x32xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %1802 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1801 : tensor<2x16x32x32xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1803 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1801, %212 : tensor<2x16x32x32xf64>, tensor<2x16x32x32xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %1804 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1803 : tensor<2x16x32x32xf64>) outs(%199 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1802 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_555 = tensor.expand_shape %1805 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1806 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1804 : tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%211, %211 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1808 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1806, %1807 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_556 = tensor.expand_shape %1808 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1809 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%211, %arg36 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %expanded_557 = tensor.expand_shape %1809 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf64> into tensor<1x16x1x1xf64>
    %1810 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_556 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %1811 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1801, %1810 : tensor<2x16x32x32xf64>, tensor<2x16x32x32xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %1812 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1811, %expanded_555 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %1813 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1812, %expanded_557 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%195 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x16x32x32xf64>
    %1814 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1804, %211 : tensor<16xf64>, tensor<16xf64>) outs(%198 : tensor<16xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<16xf64>
    %1815 = tensor.empty() : tensor<32x16x1x1xf64>
    %1816 = linalg.fill ins(%cst : f64) outs(%1815 : tensor<32x16x1x1xf64>) -> tensor<32x16x1x1xf64>
    %1817 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1816 : tensor<32x16x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg35[%2097, %2096, %c0, %c0] : tensor<16x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x16x1x1xf64>
    %1818 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1813, %1817 : tensor<2x16x32x32xf64>, tensor<32x16x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %transposed_558 = linalg.transpose ins(%1813 : tensor<2x16x32x32xf64>) outs(%1793 : tensor<16x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1819 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_527, %transposed_558 : tensor<32x2x32x32xf64>, tensor<16x2x32x32xf64>) outs(%1816 : tensor<32x16x1x1xf64>) -> tensor<32x16x1x1xf64>
    %1820 = tensor.empty() : tensor<16x32x1x1xf64>
    %transposed_559 = linalg.transpose ins(%1819 : tensor<32x16x1x1xf64>) outs(%1820 : tensor<16x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1821 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1753, %1818 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1822 = tensor.empty() : tensor<2x32x32x32xi1>
    %1823 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<2x32x32x32xf64>) outs(%1822 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x32x32xi1>
    %1824 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1823, %cst_2, %1821 : tensor<2x32x32x32xi1>, tensor<f64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1825 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1824 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1826 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1824, %189 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1827 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1826 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1825 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_560 = tensor.expand_shape %1828 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1829 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1827 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1830 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%188, %188 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1831 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1829, %1830 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_561 = tensor.expand_shape %1831 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1832 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%188, %arg33 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_562 = tensor.expand_shape %1832 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1833 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_561 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1824, %1833 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1835 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1834, %expanded_560 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1836 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1835, %expanded_562 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1837 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1827, %188 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1838 = tensor.empty() : tensor<8x32x1x1xf64>
    %1839 = linalg.fill ins(%cst : f64) outs(%1838 : tensor<8x32x1x1xf64>) -> tensor<8x32x1x1xf64>
    %1840 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1839 : tensor<8x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg32[%2097, %2096, %c0, %c0] : tensor<32x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x32x1x1xf64>
    %1841 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1836, %1840 : tensor<2x32x32x32xf64>, tensor<8x32x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %1842 = tensor.empty() : tensor<8x2x32x32xf64>
    %transposed_563 = linalg.transpose ins(%177 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_564 = linalg.transpose ins(%1836 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1843 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_563, %transposed_564 : tensor<8x2x32x32xf64>, tensor<32x2x32x32xf64>) outs(%1839 : tensor<8x32x1x1xf64>) -> tensor<8x32x1x1xf64>
    %1844 = tensor.empty() : tensor<32x8x1x1xf64>
    %transposed_565 = linalg.transpose ins(%1843 : tensor<8x32x1x1xf64>) outs(%1844 : tensor<32x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1845 = tensor.empty() : tensor<2x8x32x32xi1>
    %1846 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %1847 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1846, %cst_2, %1841 : tensor<2x8x32x32xi1>, tensor<f64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1848 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1847 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1849 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1847, %173 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1850 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1849 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1851 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1848 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_566 = tensor.expand_shape %1851 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1852 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1850 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1853 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%172, %172 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1854 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1852, %1853 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_567 = tensor.expand_shape %1854 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1855 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%172, %arg30 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_568 = tensor.expand_shape %1855 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1856 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_567 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1857 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1847, %1856 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1858 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1857, %expanded_566 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1859 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1858, %expanded_568 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1860 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1850, %172 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1861 = tensor.empty() : tensor<8x8x3x3xf64>
    %1862 = linalg.fill ins(%cst : f64) outs(%1861 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %1863 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1862 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg29[%2097, %2096, %2100, %2101] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %1864 = tensor.empty() : tensor<2x8x34x34xf64>
    %1865 = linalg.fill ins(%cst : f64) outs(%1864 : tensor<2x8x34x34xf64>) -> tensor<2x8x34x34xf64>
    %inserted_slice_569 = tensor.insert_slice %1859 into %1865[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf64> into tensor<2x8x34x34xf64>
    %1866 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_569, %1863 : tensor<2x8x34x34xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_570 = linalg.transpose ins(%161 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_571 = linalg.transpose ins(%1859 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %padded_572 = tensor.pad %transposed_570 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<8x2x32x32xf64> to tensor<8x2x34x34xf64>
    %1867 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_572, %transposed_571 : tensor<8x2x34x34xf64>, tensor<8x2x32x32xf64>) outs(%1862 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_573 = linalg.transpose ins(%1867 : tensor<8x8x3x3xf64>) outs(%1861 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %1869 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1868, %cst_2, %1866 : tensor<2x8x32x32xi1>, tensor<f64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1870 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1869 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1869, %157 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1872 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1871 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1870 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_574 = tensor.expand_shape %1873 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1872 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%156, %156 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1874, %1875 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_575 = tensor.expand_shape %1876 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1877 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%156, %arg27 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_576 = tensor.expand_shape %1877 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1878 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_575 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1879 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1869, %1878 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1880 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879, %expanded_574 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1881 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1880, %expanded_576 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1882 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1872, %156 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1883 = linalg.fill ins(%cst : f64) outs(%1844 : tensor<32x8x1x1xf64>) -> tensor<32x8x1x1xf64>
    %1884 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1883 : tensor<32x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg26[%2097, %2096, %c0, %c0] : tensor<8x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x8x1x1xf64>
    %1885 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1881, %1884 : tensor<2x8x32x32xf64>, tensor<32x8x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %transposed_577 = linalg.transpose ins(%145 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_578 = linalg.transpose ins(%1881 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1886 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_577, %transposed_578 : tensor<32x2x32x32xf64>, tensor<8x2x32x32xf64>) outs(%1883 : tensor<32x8x1x1xf64>) -> tensor<32x8x1x1xf64>
    %transposed_579 = linalg.transpose ins(%1886 : tensor<32x8x1x1xf64>) outs(%1838 : tensor<8x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1887 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1824, %1885 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1888 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<2x32x32x32xf64>) outs(%1822 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x32x32xi1>
    %1889 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1888, %cst_2, %1887 : tensor<2x32x32x32xi1>, tensor<f64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1890 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1889 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1891 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1889, %140 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1892 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1891 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1893 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1890 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_580 = tensor.expand_shape %1893 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1894 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1892 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%139, %139 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1894, %1895 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_581 = tensor.expand_shape %1896 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1897 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%139, %arg24 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_582 = tensor.expand_shape %1897 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1898 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_581 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1889, %1898 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1900 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1899, %expanded_580 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1901 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1900, %expanded_582 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1902 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1892, %139 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1903 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1839 : tensor<8x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%2097, %2096, %c0, %c0] : tensor<32x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x32x1x1xf64>
    %1904 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1901, %1903 : tensor<2x32x32x32xf64>, tensor<8x32x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_583 = linalg.transpose ins(%128 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_584 = linalg.transpose ins(%1901 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1905 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_583, %transposed_584 : tensor<8x2x32x32xf64>, tensor<32x2x32x32xf64>) outs(%1839 : tensor<8x32x1x1xf64>) -> tensor<8x32x1x1xf64>
    %transposed_585 = linalg.transpose ins(%1905 : tensor<8x32x1x1xf64>) outs(%1844 : tensor<32x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1906 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %1907 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1906, %cst_2, %1904 : tensor<2x8x32x32xi1>, tensor<f64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1908 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1907 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1909 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1907, %124 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1910 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1909 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1911 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1908 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_586 = tensor.expand_shape %1911 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1912 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1910 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1913 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%123, %123 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1914 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1912, %1913 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_587 = tensor.expand_shape %1914 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1915 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%123, %arg21 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_588 = tensor.expand_shape %1915 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1916 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_587 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1917 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1907, %1916 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1918 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1917, %expanded_586 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1919 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1918, %expanded_588 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1920 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1910, %123 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1921 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1862 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg20[%2097, %2096, %2100, %2101] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_589 = tensor.insert_slice %1919 into %1865[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf64> into tensor<2x8x34x34xf64>
    %1922 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_589, %1921 : tensor<2x8x34x34xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_590 = linalg.transpose ins(%112 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_591 = linalg.transpose ins(%1919 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %padded_592 = tensor.pad %transposed_590 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<8x2x32x32xf64> to tensor<8x2x34x34xf64>
    %1923 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_592, %transposed_591 : tensor<8x2x34x34xf64>, tensor<8x2x32x32xf64>) outs(%1862 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_593 = linalg.transpose ins(%1923 : tensor<8x8x3x3xf64>) outs(%1861 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1924 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %1925 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1924, %cst_2, %1922 : tensor<2x8x32x32xi1>, tensor<f64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1926 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1925 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1927 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1925, %108 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1928 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1927 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1929 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1926 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_594 = tensor.expand_shape %1929 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1930 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1928 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1931 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%107, %107 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1932 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1930, %1931 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_595 = tensor.expand_shape %1932 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1933 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%107, %arg18 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_596 = tensor.expand_shape %1933 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1934 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_595 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1935 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1925, %1934 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1936 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1935, %expanded_594 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1937 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1936, %expanded_596 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1938 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1928, %107 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1939 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1883 : tensor<32x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg17[%2097, %2096, %c0, %c0] : tensor<8x32x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x8x1x1xf64>
    %1940 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1937, %1939 : tensor<2x8x32x32xf64>, tensor<32x8x1x1xf64>) outs(%60 : tensor<2x32x32x32xf64>) -> tensor<2x32x32x32xf64>
    %transposed_597 = linalg.transpose ins(%96 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_598 = linalg.transpose ins(%1937 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1941 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_597, %transposed_598 : tensor<32x2x32x32xf64>, tensor<8x2x32x32xf64>) outs(%1883 : tensor<32x8x1x1xf64>) -> tensor<32x8x1x1xf64>
    %transposed_599 = linalg.transpose ins(%1941 : tensor<32x8x1x1xf64>) outs(%1838 : tensor<8x32x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1942 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1889, %1940 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<2x32x32x32xf64>) outs(%1822 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x32x32x32xi1>
    %1944 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1943, %cst_2, %1942 : tensor<2x32x32x32xi1>, tensor<f64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1945 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1944 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1946 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %91 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1947 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1946 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1948 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1945 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_600 = tensor.expand_shape %1948 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1947 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1950 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%90, %90 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1951 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1949, %1950 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_601 = tensor.expand_shape %1951 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1952 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%90, %arg15 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_602 = tensor.expand_shape %1952 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1953 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_601 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1954 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %1953 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1955 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1954, %expanded_600 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1956 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1955, %expanded_602 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1957 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1947, %90 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1958 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1839 : tensor<8x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg14[%2097, %2096, %c0, %c0] : tensor<32x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x32x1x1xf64>
    %1959 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1956, %1958 : tensor<2x32x32x32xf64>, tensor<8x32x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_603 = linalg.transpose ins(%25 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_604 = linalg.transpose ins(%1956 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1960 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_603, %transposed_604 : tensor<8x2x32x32xf64>, tensor<32x2x32x32xf64>) outs(%1839 : tensor<8x32x1x1xf64>) -> tensor<8x32x1x1xf64>
    %transposed_605 = linalg.transpose ins(%1960 : tensor<8x32x1x1xf64>) outs(%1844 : tensor<32x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1961 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %76 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1962 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1961 : tensor<2x32x32x32xf64>) outs(%63 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1963 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1962 : tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1964 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%75, %75 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1965 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1963, %1964 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_606 = tensor.expand_shape %1965 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1966 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%75, %arg12 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %expanded_607 = tensor.expand_shape %1966 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf64> into tensor<1x32x1x1xf64>
    %1967 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_606 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1968 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %1967 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1969 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1968, %expanded_600 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1970 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1969, %expanded_607 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%59 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x32x32x32xf64>
    %1971 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1962, %75 : tensor<32xf64>, tensor<32xf64>) outs(%62 : tensor<32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<32xf64>
    %1972 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1839 : tensor<8x32x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg11[%2097, %2096, %c0, %c0] : tensor<32x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x32x1x1xf64>
    %1973 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1970, %1972 : tensor<2x32x32x32xf64>, tensor<8x32x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_608 = linalg.transpose ins(%58 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_609 = linalg.transpose ins(%1970 : tensor<2x32x32x32xf64>) outs(%1754 : tensor<32x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %1974 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_608, %transposed_609 : tensor<8x2x32x32xf64>, tensor<32x2x32x32xf64>) outs(%1839 : tensor<8x32x1x1xf64>) -> tensor<8x32x1x1xf64>
    %transposed_610 = linalg.transpose ins(%1974 : tensor<8x32x1x1xf64>) outs(%1844 : tensor<32x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %1975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %1976 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1975, %cst_2, %1973 : tensor<2x8x32x32xi1>, tensor<f64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1977 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1976 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1978 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1976, %54 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1979 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1978 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1980 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1977 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_611 = tensor.expand_shape %1980 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1979 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1982 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%53, %53 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1983 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1981, %1982 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_612 = tensor.expand_shape %1983 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1984 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%53, %arg9 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_613 = tensor.expand_shape %1984 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1985 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_612 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1986 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1976, %1985 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1987 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1986, %expanded_611 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1988 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1987, %expanded_613 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1989 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1979, %53 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1990 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1862 : tensor<8x8x3x3xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %2098 = linalg.index 2 : index
      %2099 = linalg.index 3 : index
      %2100 = arith.subi %c2, %2098 : index
      %2101 = arith.subi %c2, %2099 : index
      %extracted = tensor.extract %arg8[%2097, %2096, %2100, %2101] : tensor<8x8x3x3xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x3x3xf64>
    %inserted_slice_614 = tensor.insert_slice %1988 into %1865[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf64> into tensor<2x8x34x34xf64>
    %1991 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_614, %1990 : tensor<2x8x34x34xf64>, tensor<8x8x3x3xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_615 = linalg.transpose ins(%42 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %transposed_616 = linalg.transpose ins(%1988 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %padded_617 = tensor.pad %transposed_615 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<8x2x32x32xf64> to tensor<8x2x34x34xf64>
    %1992 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_617, %transposed_616 : tensor<8x2x34x34xf64>, tensor<8x2x32x32xf64>) outs(%1862 : tensor<8x8x3x3xf64>) -> tensor<8x8x3x3xf64>
    %transposed_618 = linalg.transpose ins(%1992 : tensor<8x8x3x3xf64>) outs(%1861 : tensor<8x8x3x3xf64>) permutation = [1, 0, 2, 3] 
    %1993 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %1994 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1993, %cst_2, %1991 : tensor<2x8x32x32xi1>, tensor<f64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1995 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1994 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1996 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1994, %38 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %1997 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1996 : tensor<2x8x32x32xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %1998 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1995 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_619 = tensor.expand_shape %1998 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %1999 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1997 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_4 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2000 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%37, %37 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2001 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1999, %2000 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_620 = tensor.expand_shape %2001 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %2002 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%37, %arg6 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_621 = tensor.expand_shape %2002 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %2003 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_620 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %2004 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1994, %2003 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %2005 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2004, %expanded_619 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %2006 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2005, %expanded_621 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %2007 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1997, %37 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2008 = tensor.empty() : tensor<8x8x1x1xf64>
    %2009 = linalg.fill ins(%cst : f64) outs(%2008 : tensor<8x8x1x1xf64>) -> tensor<8x8x1x1xf64>
    %2010 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2009 : tensor<8x8x1x1xf64>) {
    ^bb0(%out: f64):
      %2096 = linalg.index 0 : index
      %2097 = linalg.index 1 : index
      %extracted = tensor.extract %arg5[%2097, %2096, %c0, %c0] : tensor<8x8x1x1xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x8x1x1xf64>
    %2011 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2006, %2010 : tensor<2x8x32x32xf64>, tensor<8x8x1x1xf64>) outs(%26 : tensor<2x8x32x32xf64>) -> tensor<2x8x32x32xf64>
    %transposed_622 = linalg.transpose ins(%2006 : tensor<2x8x32x32xf64>) outs(%1842 : tensor<8x2x32x32xf64>) permutation = [1, 0, 2, 3] 
    %2012 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_603, %transposed_622 : tensor<8x2x32x32xf64>, tensor<8x2x32x32xf64>) outs(%2009 : tensor<8x8x1x1xf64>) -> tensor<8x8x1x1xf64>
    %transposed_623 = linalg.transpose ins(%2012 : tensor<8x8x1x1xf64>) outs(%2008 : tensor<8x8x1x1xf64>) permutation = [1, 0, 2, 3] 
    %2013 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1959, %2011 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_624 = tensor.extract_slice %padded_19[0, 0, 0, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf64> to tensor<2x8x32x66xf64>
    %extracted_slice_625 = tensor.extract_slice %extracted_slice_624[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %extracted_slice_626 = tensor.extract_slice %extracted_slice_624[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2014 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_625, %extracted_slice_626 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_627 = tensor.extract_slice %extracted_slice_624[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2015 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2014, %extracted_slice_627 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_628 = tensor.extract_slice %padded_19[0, 0, 1, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf64> to tensor<2x8x32x66xf64>
    %extracted_slice_629 = tensor.extract_slice %extracted_slice_628[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2016 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2015, %extracted_slice_629 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_630 = tensor.extract_slice %extracted_slice_628[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2016, %extracted_slice_630 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_631 = tensor.extract_slice %extracted_slice_628[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2018 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2017, %extracted_slice_631 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_632 = tensor.extract_slice %padded_19[0, 0, 2, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf64> to tensor<2x8x32x66xf64>
    %extracted_slice_633 = tensor.extract_slice %extracted_slice_632[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2019 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2018, %extracted_slice_633 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_634 = tensor.extract_slice %extracted_slice_632[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2020 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2019, %extracted_slice_634 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %extracted_slice_635 = tensor.extract_slice %extracted_slice_632[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf64> to tensor<2x8x32x32xf64>
    %2021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2020, %extracted_slice_635 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.cmpf ogt, %in, %in_705 : f64
      %2097 = arith.select %2096, %in, %in_705 : f64
      linalg.yield %2097 : f64
    } -> tensor<2x8x32x32xf64>
    %2022 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_625, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2023 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2022, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_636 = tensor.expand_shape %2023 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_637 = tensor.pad %expanded_636 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_638 = tensor.collapse_shape %padded_637 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_639 = tensor.extract_slice %collapsed_638[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_640 = tensor.extract_slice %extracted_slice_639[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_641 = tensor.pad %extracted_slice_640 low[0, 0, 0, 0] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2024 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_626, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2022 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2026 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2024, %2025 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2027 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2022, %2024 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2028 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2026, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_642 = tensor.expand_shape %2028 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_643 = tensor.pad %expanded_642 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_644 = tensor.collapse_shape %padded_643 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_645 = tensor.extract_slice %collapsed_644[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_646 = tensor.extract_slice %extracted_slice_645[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_647 = tensor.pad %extracted_slice_646 low[0, 0, 0, 1] high[0, 0, 3, 2] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2029 = tensor.empty() : tensor<2x8x66x66xf64>
    %2030 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_641, %padded_647 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2031 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_627, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2032 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2027 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2031, %2032 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2034 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2027, %2031 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2035 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2033, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_648 = tensor.expand_shape %2035 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_649 = tensor.pad %expanded_648 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_650 = tensor.collapse_shape %padded_649 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_651 = tensor.extract_slice %collapsed_650[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_652 = tensor.extract_slice %extracted_slice_651[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_653 = tensor.pad %extracted_slice_652 low[0, 0, 0, 2] high[0, 0, 3, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2036 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2030, %padded_653 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_629, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2038 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2034 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2039 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2037, %2038 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2040 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2034, %2037 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2041 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2039, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_654 = tensor.expand_shape %2041 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_655 = tensor.pad %expanded_654 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_656 = tensor.collapse_shape %padded_655 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_657 = tensor.extract_slice %collapsed_656[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_658 = tensor.extract_slice %extracted_slice_657[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_659 = tensor.pad %extracted_slice_658 low[0, 0, 1, 0] high[0, 0, 2, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2042 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2036, %padded_659 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2043 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_630, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2044 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2040 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2043, %2044 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2046 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2040, %2043 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2047 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2045, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_660 = tensor.expand_shape %2047 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_661 = tensor.pad %expanded_660 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_662 = tensor.collapse_shape %padded_661 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_663 = tensor.extract_slice %collapsed_662[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_664 = tensor.extract_slice %extracted_slice_663[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_665 = tensor.pad %extracted_slice_664 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2048 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2042, %padded_665 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2049 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_631, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2050 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2046 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2049, %2050 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2052 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2046, %2049 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2053 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2051, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_666 = tensor.expand_shape %2053 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_667 = tensor.pad %expanded_666 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_668 = tensor.collapse_shape %padded_667 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_669 = tensor.extract_slice %collapsed_668[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_670 = tensor.extract_slice %extracted_slice_669[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_671 = tensor.pad %extracted_slice_670 low[0, 0, 1, 2] high[0, 0, 2, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2054 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2048, %padded_671 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2055 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_633, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2052 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2055, %2056 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2058 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2052, %2055 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2059 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2057, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_672 = tensor.expand_shape %2059 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_673 = tensor.pad %expanded_672 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_674 = tensor.collapse_shape %padded_673 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_675 = tensor.extract_slice %collapsed_674[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_676 = tensor.extract_slice %extracted_slice_675[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_677 = tensor.pad %extracted_slice_676 low[0, 0, 2, 0] high[0, 0, 1, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2060 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2054, %padded_677 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2061 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_634, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2062 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2058 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2063 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2061, %2062 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2064 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2058, %2061 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.ori %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2065 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2063, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_678 = tensor.expand_shape %2065 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_679 = tensor.pad %expanded_678 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_680 = tensor.collapse_shape %padded_679 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_681 = tensor.extract_slice %collapsed_680[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_682 = tensor.extract_slice %extracted_slice_681[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_683 = tensor.pad %extracted_slice_682 low[0, 0, 2, 1] high[0, 0, 1, 2] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2066 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2060, %padded_683 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %2067 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_635, %2021 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f64, %in_705: f64, %out: i1):
      %2096 = arith.cmpf oeq, %in, %in_705 : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2068 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2064 : tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2096 = arith.xori %in, %true : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2069 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2067, %2068 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1845 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_705: i1, %out: i1):
      %2096 = arith.andi %in, %in_705 : i1
      linalg.yield %2096 : i1
    } -> tensor<2x8x32x32xi1>
    %2070 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2069, %2013, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf64>, tensor<f64>) outs(%22 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x32x32xf64>
    %expanded_684 = tensor.expand_shape %2070 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf64> into tensor<2x8x32x1x32x1xf64>
    %padded_685 = tensor.pad %expanded_684 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f64
    } : tensor<2x8x32x1x32x1xf64> to tensor<2x8x32x2x32x2xf64>
    %collapsed_686 = tensor.collapse_shape %padded_685 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf64> into tensor<2x8x64x64xf64>
    %extracted_slice_687 = tensor.extract_slice %collapsed_686[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf64> to tensor<2x8x63x64xf64>
    %extracted_slice_688 = tensor.extract_slice %extracted_slice_687[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf64> to tensor<2x8x63x63xf64>
    %padded_689 = tensor.pad %extracted_slice_688 low[0, 0, 2, 2] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<2x8x63x63xf64> to tensor<2x8x66x66xf64>
    %2071 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2066, %padded_689 : tensor<2x8x66x66xf64>, tensor<2x8x66x66xf64>) outs(%2029 : tensor<2x8x66x66xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.addf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x66x66xf64>
    %extracted_slice_690 = tensor.extract_slice %2071[0, 0, 1, 0] [2, 8, 64, 66] [1, 1, 1, 1] : tensor<2x8x66x66xf64> to tensor<2x8x64x66xf64>
    %extracted_slice_691 = tensor.extract_slice %extracted_slice_690[0, 0, 0, 1] [2, 8, 64, 64] [1, 1, 1, 1] : tensor<2x8x64x66xf64> to tensor<2x8x64x64xf64>
    %2072 = tensor.empty() : tensor<2x8x64x64xi1>
    %2073 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x64x64xf64>) outs(%2072 : tensor<2x8x64x64xi1>) {
    ^bb0(%in: f64, %out: i1):
      %2096 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %2096 : i1
    } -> tensor<2x8x64x64xi1>
    %2074 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2073, %cst_2, %extracted_slice_691 : tensor<2x8x64x64xi1>, tensor<f64>, tensor<2x8x64x64xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: i1, %in_705: f64, %in_706: f64, %out: f64):
      %2096 = arith.select %in, %in_705, %in_706 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %2075 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2074 : tensor<2x8x64x64xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2076 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %17 : tensor<2x8x64x64xf64>, tensor<2x8x64x64xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %2077 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2076 : tensor<2x8x64x64xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2078 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2075 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_3 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_692 = tensor.expand_shape %2078 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %2079 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2077 : tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.mulf %in, %cst_3 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2080 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %16 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2079, %2080 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_693 = tensor.expand_shape %2081 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %2082 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%16, %arg3 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %expanded_694 = tensor.expand_shape %2082 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf64> into tensor<1x8x1x1xf64>
    %2083 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_693 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %2084 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %2083 : tensor<2x8x64x64xf64>, tensor<2x8x64x64xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %2085 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2084, %expanded_692 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.subf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %2086 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2085, %expanded_694 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%0 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<2x8x64x64xf64>
    %2087 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2077, %16 : tensor<8xf64>, tensor<8xf64>) outs(%3 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_705: f64, %out: f64):
      %2096 = arith.mulf %in, %in_705 : f64
      linalg.yield %2096 : f64
    } -> tensor<8xf64>
    %2088 = tensor.empty() : tensor<3x2x128x128xf64>
    %transposed_695 = linalg.transpose ins(%arg0 : tensor<2x3x128x128xf64>) outs(%2088 : tensor<3x2x128x128xf64>) permutation = [1, 0, 2, 3] 
    %padded_696 = tensor.pad %transposed_695 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f64
    } : tensor<3x2x128x128xf64> to tensor<3x2x134x134xf64>
    %2089 = tensor.empty() : tensor<3x16x8x8xf64>
    %expanded_697 = tensor.expand_shape %padded_696 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 134, 134] : tensor<3x2x134x134xf64> into tensor<3x2x1x134x134xf64>
    %expanded_698 = tensor.expand_shape %2086 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 64, 64] : tensor<2x8x64x64xf64> into tensor<2x8x1x64x64xf64>
    %expanded_699 = tensor.expand_shape %2089 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 8, 8] : tensor<3x16x8x8xf64> into tensor<3x2x8x8x8xf64>
    %2090 = linalg.fill ins(%cst : f64) outs(%expanded_699 : tensor<3x2x8x8x8xf64>) -> tensor<3x2x8x8x8xf64>
    %2091 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_697, %expanded_698 : tensor<3x2x1x134x134xf64>, tensor<2x8x1x64x64xf64>) outs(%2090 : tensor<3x2x8x8x8xf64>) -> tensor<3x2x8x8x8xf64>
    %collapsed_700 = tensor.collapse_shape %2091 [[0], [1, 2], [3], [4]] : tensor<3x2x8x8x8xf64> into tensor<3x16x8x8xf64>
    %extracted_slice_701 = tensor.extract_slice %collapsed_700[0, 0, 0, 0] [3, 16, 7, 8] [1, 1, 1, 1] : tensor<3x16x8x8xf64> to tensor<3x16x7x8xf64>
    %extracted_slice_702 = tensor.extract_slice %extracted_slice_701[0, 0, 0, 0] [3, 16, 7, 7] [1, 1, 1, 1] : tensor<3x16x7x8xf64> to tensor<3x16x7x7xf64>
    %expanded_703 = tensor.expand_shape %extracted_slice_702 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 7, 7] : tensor<3x16x7x7xf64> into tensor<3x2x8x7x7xf64>
    %2092 = tensor.empty() : tensor<2x8x3x7x7xf64>
    %transposed_704 = linalg.transpose ins(%expanded_703 : tensor<3x2x8x7x7xf64>) outs(%2092 : tensor<2x8x3x7x7xf64>) permutation = [1, 2, 0, 3, 4] 
    %2093 = tensor.empty() : tensor<8x3x7x7xf64>
    %2094 = linalg.fill ins(%cst : f64) outs(%2093 : tensor<8x3x7x7xf64>) -> tensor<8x3x7x7xf64>
    %2095 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_704 : tensor<2x8x3x7x7xf64>) outs(%2094 : tensor<8x3x7x7xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2096 = arith.addf %in, %out : f64
      linalg.yield %2096 : f64
    } -> tensor<8x3x7x7xf64>
    return %946, %2095, %2087, %2075, %transposed_623, %2007, %1995, %transposed_618, %1989, %1977, %transposed_610, %1971, %1945, %transposed_605, %1957, %1945, %transposed_599, %1938, %1926, %transposed_593, %1920, %1908, %transposed_585, %1902, %1890, %transposed_579, %1882, %1870, %transposed_573, %1860, %1848, %transposed_565, %1837, %1825, %transposed_559, %1814, %1802, %1798, %1788, %1776, %transposed_540, %1770, %1736, %1759, %1748, %1736, %transposed_522, %1729, %1717, %transposed_516, %1711, %1699, %transposed_508, %1693, %1681, %transposed_502, %1674, %1662, %transposed_496, %1656, %1644, %transposed_488, %1638, %1626, %transposed_482, %1618, %1606, %transposed_476, %1596, %1584, %transposed_468, %1573, %1561, %transposed_462, %1550, %1538, %1534, %1524, %1512, %transposed_443, %1506, %1472, %1495, %1484, %1472, %transposed_425, %1465, %1453, %transposed_419, %1447, %1435, %transposed_411, %1429, %1417, %transposed_405, %1410, %1398, %transposed_399, %1392, %1380, %transposed_391, %1374, %1362, %transposed_385, %1355, %1343, %transposed_379, %1337, %1325, %transposed_371, %1319, %1307, %transposed_365, %1300, %1288, %transposed_359, %1282, %1270, %transposed_351, %1264, %1252, %transposed_345, %1244, %1232, %transposed_339, %1222, %1210, %transposed_331, %1199, %1187, %transposed_325, %1176, %1164, %1160, %1150, %1138, %transposed_306, %1132, %1095, %1121, %1107, %1095, %transposed_289, %1088, %1076, %transposed_283, %1070, %1058, %transposed_275, %1052, %1040, %transposed_269, %1032, %1020, %transposed_263, %1010, %998, %transposed_256, %986, %974, %965, %collapsed_250 : tensor<f64>, tensor<8x3x7x7xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<8x32x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<8x32x1x1xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x8x3x3xf64>, tensor<8xf64>, tensor<8xf64>, tensor<32x8x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16x32x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x32x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<16x64x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<16x64x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<16x64x1x1xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16x3x3xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<32x64x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<128x64x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<32x128x1x1xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32x3x3xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32x1x1xf64>, tensor<128xf64>, tensor<128xf64>, tensor<64x128x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<256x64x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256x128x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<64x256x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<256x64x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<64x256x1x1xf64>, tensor<64xf64>, tensor<64xf64>, tensor<64x64x3x3xf64>, tensor<64xf64>, tensor<64xf64>, tensor<256x64x1x1xf64>, tensor<256xf64>, tensor<256xf64>, tensor<10x256xf64>, tensor<10xf64>
  }
}
