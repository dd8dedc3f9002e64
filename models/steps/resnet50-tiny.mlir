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
  func.func @train_step(%arg0: tensor<2x3x128x128xf32>, %arg1: tensor<2xi64>, %arg2: tensor<8x3x7x7xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x8x1x1xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8x3x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<32x8x1x1xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x8x1x1xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<8x32x1x1xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8x8x3x3xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<32x8x1x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<8x32x1x1xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x8x3x3xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<32x8x1x1xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<16x32x1x1xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16x16x3x3xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<64x16x1x1xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64x32x1x1xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<16x64x1x1xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16x16x3x3xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<64x16x1x1xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<16x64x1x1xf32>, %arg57: tensor<16xf32>, %arg58: tensor<16xf32>, %arg59: tensor<16x16x3x3xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<64x16x1x1xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<16x64x1x1xf32>, %arg66: tensor<16xf32>, %arg67: tensor<16xf32>, %arg68: tensor<16x16x3x3xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16xf32>, %arg71: tensor<64x16x1x1xf32>, %arg72: tensor<64xf32>, %arg73: tensor<64xf32>, %arg74: tensor<32x64x1x1xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32x32x3x3xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<128x32x1x1xf32>, %arg81: tensor<128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128x64x1x1xf32>, %arg84: tensor<128xf32>, %arg85: tensor<128xf32>, %arg86: tensor<32x128x1x1xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32x32x3x3xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<128x32x1x1xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<32x128x1x1xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32x32x3x3xf32>, %arg99: tensor<32xf32>, %arg100: tensor<32xf32>, %arg101: tensor<128x32x1x1xf32>, %arg102: tensor<128xf32>, %arg103: tensor<128xf32>, %arg104: tensor<32x128x1x1xf32>, %arg105: tensor<32xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32x32x3x3xf32>, %arg108: tensor<32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<128x32x1x1xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128xf32>, %arg113: tensor<32x128x1x1xf32>, %arg114: tensor<32xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32x32x3x3xf32>, %arg117: tensor<32xf32>, %arg118: tensor<32xf32>, %arg119: tensor<128x32x1x1xf32>, %arg120: tensor<128xf32>, %arg121: tensor<128xf32>, %arg122: tensor<32x128x1x1xf32>, %arg123: tensor<32xf32>, %arg124: tensor<32xf32>, %arg125: tensor<32x32x3x3xf32>, %arg126: tensor<32xf32>, %arg127: tensor<32xf32>, %arg128: tensor<128x32x1x1xf32>, %arg129: tensor<128xf32>, %arg130: tensor<128xf32>, %arg131: tensor<64x128x1x1xf32>, %arg132: tensor<64xf32>, %arg133: tensor<64xf32>, %arg134: tensor<64x64x3x3xf32>, %arg135: tensor<64xf32>, %arg136: tensor<64xf32>, %arg137: tensor<256x64x1x1xf32>, %arg138: tensor<256xf32>, %arg139: tensor<256xf32>, %arg140: tensor<256x128x1x1xf32>, %arg141: tensor<256xf32>, %arg142: tensor<256xf32>, %arg143: tensor<64x256x1x1xf32>, %arg144: tensor<64xf32>, %arg145: tensor<64xf32>, %arg146: tensor<64x64x3x3xf32>, %arg147: tensor<64xf32>, %arg148: tensor<64xf32>, %arg149: tensor<256x64x1x1xf32>, %arg150: tensor<256xf32>, %arg151: tensor<256xf32>, %arg152: tensor<64x256x1x1xf32>, %arg153: tensor<64xf32>, %arg154: tensor<64xf32>, %arg155: tensor<64x64x3x3xf32>, %arg156: tensor<64xf32>, %arg157: tensor<64xf32>, %arg158: tensor<256x64x1x1xf32>, %arg159: tensor<256xf32>, %arg160: tensor<256xf32>, %arg161: tensor<10x256xf32>, %arg162: tensor<10xf32>) -> (tensor<f32>, tensor<8x3x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) {
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
    %cst_5 = arith.constant 8.192000e+03 : f32
    %cst_6 = arith.constant 8.192000e+03 : f64
    %cst_7 = arith.constant 2.048000e+03 : f32
    %cst_8 = arith.constant 2.048000e+03 : f64
    %cst_9 = arith.constant 5.120000e+02 : f32
    %cst_10 = arith.constant 5.120000e+02 : f64
    %cst_11 = arith.constant 1.280000e+02 : f32
    %cst_12 = arith.constant 1.280000e+02 : f64
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 3.200000e+01 : f64
    %cst_15 = arith.constant 1.600000e+01 : f32
    %cst_16 = arith.constant 3.125000e-02 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_17 = arith.constant 7.812500e-03 : f32
    %cst_18 = arith.constant 0.001953125 : f32
    %cst_19 = arith.constant 4.8828125E-4 : f32
    %cst_20 = arith.constant 1.22070313E-4 : f32
    %cst_21 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x3x128x128xf32> to tensor<2x3x134x134xf32>
    %0 = tensor.empty() : tensor<2x8x64x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x64x64xf32>) -> tensor<2x8x64x64xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x134x134xf32>, tensor<8x3x7x7xf32>) outs(%1 : tensor<2x8x64x64xf32>) -> tensor<2x8x64x64xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x8x64x64xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_5 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %7 = tensor.empty() : tensor<2x8x64x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x8x64x64xf32>) outs(%7 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x64x64xf64>
    %9 = tensor.empty() : tensor<1x8x1x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%8 : tensor<2x8x64x64xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_6 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x64x64xf64>, tensor<1x8x1x1xf64>) outs(%7 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x64x64xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x64x64xf64>, tensor<2x8x64x64xf64>) outs(%7 : tensor<2x8x64x64xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x64x64xf64>
    %15 = tensor.empty() : tensor<8xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<8xf64>) -> tensor<8xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%14 : tensor<2x8x64x64xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_6 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_22 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_22 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %expanded_23 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_23 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %expanded_24 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_24 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x64x64xf32>
    %padded_25 = tensor.pad %26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst_1 : f32
    } : tensor<2x8x64x64xf32> to tensor<2x8x66x66xf32>
    %27 = tensor.empty() : tensor<2x8x32x32xf32>
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %29 = tensor.empty() : tensor<3x3xf32>
    %30 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_25, %29 : tensor<2x8x66x66xf32>, tensor<3x3xf32>) outs(%28 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%30, %arg5 : tensor<2x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%32 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %35 = tensor.empty() : tensor<2x8x32x32xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x32x32xf32>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%36 : tensor<2x8x32x32xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%40 : tensor<2x8x32x32xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%41 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%42 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%43 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_26 = tensor.expand_shape %34 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_27 = tensor.expand_shape %45 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_26 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_27 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_28 = tensor.expand_shape %arg6 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_28 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_29 = tensor.expand_shape %arg7 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_29 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_30 = tensor.pad %50 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_30, %arg8 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%51 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%52 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x8x32x32xf32>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%54 : tensor<2x8x32x32xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%58 : tensor<2x8x32x32xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %60 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%59 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %61 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%60 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%61 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%62 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_31 = tensor.expand_shape %53 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_32 = tensor.expand_shape %63 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_31 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_32 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_33 = tensor.expand_shape %arg9 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_33 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_34 = tensor.expand_shape %arg10 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_34 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %69 = tensor.empty() : tensor<2x32x32x32xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%68, %arg11 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %72 = tensor.empty() : tensor<32xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<32xf32>) -> tensor<32xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%71 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%74 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %76 = tensor.empty() : tensor<2x32x32x32xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x32x32x32xf32>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %78 = tensor.empty() : tensor<1x32x1x1xf64>
    %79 = linalg.fill ins(%cst_0 : f64) outs(%78 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%77 : tensor<2x32x32x32xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %81 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %84 = tensor.empty() : tensor<32xf64>
    %85 = linalg.fill ins(%cst_0 : f64) outs(%84 : tensor<32xf64>) -> tensor<32xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%83 : tensor<2x32x32x32xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%86 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%87 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%88 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%89 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_35 = tensor.expand_shape %75 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_36 = tensor.expand_shape %90 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_35 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_36 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_37 = tensor.expand_shape %arg12 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_37 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_38 = tensor.expand_shape %arg13 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_38 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%30, %arg14 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%95 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%96 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x32x32x32xf32>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%98 : tensor<2x32x32x32xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%102 : tensor<2x32x32x32xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%103 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%104 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%105 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%106 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_39 = tensor.expand_shape %97 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_40 = tensor.expand_shape %107 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_39 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_40 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_41 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_41 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_42 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_42 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %111 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x32x32xf32>
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%113, %arg17 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%114 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x32x32xf32>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%117 : tensor<2x8x32x32xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %119 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %120 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%121 : tensor<2x8x32x32xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%122 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%123 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%125 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_43 = tensor.expand_shape %116 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_44 = tensor.expand_shape %126 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_43 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_44 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_45 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_45 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_46 = tensor.expand_shape %arg19 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_46 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_47 = tensor.pad %131 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_47, %arg20 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%132 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%133 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x32x32xf32>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%135 : tensor<2x8x32x32xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %137 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %138 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%139 : tensor<2x8x32x32xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%140 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%141 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%142 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%143 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_48 = tensor.expand_shape %134 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_49 = tensor.expand_shape %144 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_48 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_49 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_50 = tensor.expand_shape %arg21 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_50 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_51 = tensor.expand_shape %arg22 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_51 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%149, %arg23 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%150 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%151 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<2x32x32x32xf32>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%153 : tensor<2x32x32x32xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %156 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%157 : tensor<2x32x32x32xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%158 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%159 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%160 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%161 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_52 = tensor.expand_shape %152 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_53 = tensor.expand_shape %162 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_52 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_53 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_54 = tensor.expand_shape %arg24 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_54 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_55 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_55 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %113 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x32x32xf32>
    %169 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%168, %arg26 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%169 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%170 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x32x32xf32>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%172 : tensor<2x8x32x32xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %174 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %175 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%176 : tensor<2x8x32x32xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%177 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%178 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%179 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%180 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_56 = tensor.expand_shape %171 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_57 = tensor.expand_shape %181 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_56 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_57 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_58 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_58 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_59 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_59 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_60 = tensor.pad %186 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %arg29 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%187 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%188 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x32x32xf32>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%190 : tensor<2x8x32x32xf64>) outs(%10 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x8x1x1xf64>) outs(%9 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x8x1x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %192 : tensor<2x8x32x32xf64>, tensor<1x8x1x1xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %193 : tensor<2x8x32x32xf64>, tensor<2x8x32x32xf64>) outs(%35 : tensor<2x8x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x8x32x32xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%194 : tensor<2x8x32x32xf64>) outs(%16 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %196 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%195 : tensor<8xf64>) outs(%15 : tensor<8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<8xf64>
    %197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%196 : tensor<8xf64>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%197 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<8xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_61 = tensor.expand_shape %189 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %expanded_62 = tensor.expand_shape %199 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_61 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_62 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_63 = tensor.expand_shape %arg30 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_63 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_64 = tensor.expand_shape %arg31 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_64 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %205 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%204, %arg32 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%205 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%206 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<2x32x32x32xf32>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%208 : tensor<2x32x32x32xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %210 : tensor<2x32x32x32xf64>, tensor<1x32x1x1xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<2x32x32x32xf64>, tensor<2x32x32x32xf64>) outs(%76 : tensor<2x32x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x32x32xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%212 : tensor<2x32x32x32xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%213 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%214 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%215 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%216 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_65 = tensor.expand_shape %207 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_66 = tensor.expand_shape %217 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_65 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_66 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_67 = tensor.expand_shape %arg33 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_67 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_68 = tensor.expand_shape %arg34 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_68 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %168 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x32x32xf32>
    %224 = tensor.empty() : tensor<2x16x32x32xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%223, %arg35 : tensor<2x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%225 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
    %227 = tensor.empty() : tensor<16xf32>
    %228 = linalg.fill ins(%cst : f32) outs(%227 : tensor<16xf32>) -> tensor<16xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%226 : tensor<2x16x32x32xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%229 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_7 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %231 = tensor.empty() : tensor<2x16x32x32xf64>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<2x16x32x32xf32>) outs(%231 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x32x32xf64>
    %233 = tensor.empty() : tensor<1x16x1x1xf64>
    %234 = linalg.fill ins(%cst_0 : f64) outs(%233 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %235 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%232 : tensor<2x16x32x32xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %236 : tensor<2x16x32x32xf64>, tensor<1x16x1x1xf64>) outs(%231 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x32x32xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %237 : tensor<2x16x32x32xf64>, tensor<2x16x32x32xf64>) outs(%231 : tensor<2x16x32x32xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x32x32xf64>
    %239 = tensor.empty() : tensor<16xf64>
    %240 = linalg.fill ins(%cst_0 : f64) outs(%239 : tensor<16xf64>) -> tensor<16xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%238 : tensor<2x16x32x32xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %242 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%241 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_8 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_69 = tensor.expand_shape %230 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_70 = tensor.expand_shape %245 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_69 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_70 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %expanded_71 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_71 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %expanded_72 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_72 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<2x16x32x32xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x32x32xf32>
    %padded_73 = tensor.pad %250 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x32x32xf32> to tensor<2x16x34x34xf32>
    %251 = tensor.empty() : tensor<2x16x16x16xf32>
    %252 = linalg.fill ins(%cst : f32) outs(%251 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %253 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_73, %arg38 : tensor<2x16x34x34xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%253 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%254 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %256 = tensor.empty() : tensor<2x16x16x16xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %258 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%257 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %260 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %259 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %260 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%261 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%262 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%263 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%264 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %266 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%265 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_74 = tensor.expand_shape %255 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_75 = tensor.expand_shape %266 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_74 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_75 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_76 = tensor.expand_shape %arg39 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %expanded_76 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_77 = tensor.expand_shape %arg40 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %expanded_77 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %272 = tensor.empty() : tensor<2x64x16x16xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %274 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%271, %arg41 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %275 = tensor.empty() : tensor<64xf32>
    %276 = linalg.fill ins(%cst : f32) outs(%275 : tensor<64xf32>) -> tensor<64xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%274 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%277 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %279 = tensor.empty() : tensor<2x64x16x16xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<2x64x16x16xf32>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %281 = tensor.empty() : tensor<1x64x1x1xf64>
    %282 = linalg.fill ins(%cst_0 : f64) outs(%281 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %283 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%280 : tensor<2x64x16x16xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %284 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %285 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %287 = tensor.empty() : tensor<64xf64>
    %288 = linalg.fill ins(%cst_0 : f64) outs(%287 : tensor<64xf64>) -> tensor<64xf64>
    %289 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%286 : tensor<2x64x16x16xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%289 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%290 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%291 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%292 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_78 = tensor.expand_shape %278 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_79 = tensor.expand_shape %293 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_78 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_79 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_80 = tensor.expand_shape %arg42 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_80 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_81 = tensor.expand_shape %arg43 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %expanded_81 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %298 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%223, %arg44 : tensor<2x32x32x32xf32>, tensor<64x32x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%298 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%299 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<2x64x16x16xf32>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %302 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%301 : tensor<2x64x16x16xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %304 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %303 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %304 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %306 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%305 : tensor<2x64x16x16xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%306 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%307 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%308 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%309 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_82 = tensor.expand_shape %300 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_83 = tensor.expand_shape %310 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %expanded_82 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_83 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_84 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %expanded_84 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_85 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_85 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %314 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315 : tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x16x16xf32>
    %317 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%316, %arg47 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%317 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %319 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%318 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%320 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %323 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %322 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %324 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %323 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %325 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%324 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%325 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%326 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%327 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%328 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_86 = tensor.expand_shape %319 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_87 = tensor.expand_shape %329 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_86 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_87 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_88 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %expanded_88 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_89 = tensor.expand_shape %arg49 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %expanded_89 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_90 = tensor.pad %334 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %335 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %arg50 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%335 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%336 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %339 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%338 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %341 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%342 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%343 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%344 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%346 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_91 = tensor.expand_shape %337 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_92 = tensor.expand_shape %347 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_91 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_92 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_93 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_93 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_94 = tensor.expand_shape %arg52 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_94 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %353 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%352, %arg53 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%353 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%354 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<2x64x16x16xf32>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%356 : tensor<2x64x16x16xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %358 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %359 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %361 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%360 : tensor<2x64x16x16xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%361 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%362 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%363 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%364 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_95 = tensor.expand_shape %355 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_96 = tensor.expand_shape %365 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_95 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_96 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_97 = tensor.expand_shape %arg54 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_97 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_98 = tensor.expand_shape %arg55 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_98 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %316 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x16x16xf32>
    %372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%371, %arg56 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%372 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%373 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%375 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %378 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %377 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %378 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %380 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%379 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%380 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%381 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%382 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%383 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_99 = tensor.expand_shape %374 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_100 = tensor.expand_shape %384 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_99 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_100 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_101 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %expanded_101 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_102 = tensor.expand_shape %arg58 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_102 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_103 = tensor.pad %389 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %390 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_103, %arg59 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%390 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%391 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%393 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %396 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %396 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %398 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%397 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%400 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%401 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_104 = tensor.expand_shape %392 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_105 = tensor.expand_shape %402 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_104 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_105 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_106 = tensor.expand_shape %arg60 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_106 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_107 = tensor.expand_shape %arg61 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %expanded_107 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %408 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%407, %arg62 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%408 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %410 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%409 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<2x64x16x16xf32>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %412 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%411 : tensor<2x64x16x16xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %414 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %413 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %415 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %414 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %416 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%415 : tensor<2x64x16x16xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%416 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%417 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%418 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%419 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_108 = tensor.expand_shape %410 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_109 = tensor.expand_shape %420 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %expanded_108 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_109 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_110 = tensor.expand_shape %arg63 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_110 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_111 = tensor.expand_shape %arg64 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_111 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %371 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x16x16xf32>
    %427 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%426, %arg65 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%427 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%428 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %431 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%430 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %433 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %432 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %433 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %435 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%434 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %436 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%435 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %437 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%436 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%437 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%438 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_112 = tensor.expand_shape %429 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_113 = tensor.expand_shape %439 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %expanded_112 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_113 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_114 = tensor.expand_shape %arg66 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_114 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_115 = tensor.expand_shape %arg67 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %expanded_115 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_116 = tensor.pad %444 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %445 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_116, %arg68 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%445 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%446 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<2x16x16x16xf32>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %449 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%448 : tensor<2x16x16x16xf64>) outs(%234 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x16x1x1xf64>) outs(%233 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x16x1x1xf64>
    %451 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %450 : tensor<2x16x16x16xf64>, tensor<1x16x1x1xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %452 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %451 : tensor<2x16x16x16xf64>, tensor<2x16x16x16xf64>) outs(%256 : tensor<2x16x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x16x16x16xf64>
    %453 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%452 : tensor<2x16x16x16xf64>) outs(%240 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%453 : tensor<16xf64>) outs(%239 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<16xf64>
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<16xf64>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%455 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<16xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%456 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_117 = tensor.expand_shape %447 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %expanded_118 = tensor.expand_shape %457 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %expanded_117 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_118 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_119 = tensor.expand_shape %arg69 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_119 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_120 = tensor.expand_shape %arg70 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_120 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461 : tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x16x16x16xf32>
    %463 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%462, %arg71 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%463 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%464 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463 : tensor<2x64x16x16xf32>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %467 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%466 : tensor<2x64x16x16xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %469 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %468 : tensor<2x64x16x16xf64>, tensor<1x64x1x1xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %470 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %469 : tensor<2x64x16x16xf64>, tensor<2x64x16x16xf64>) outs(%279 : tensor<2x64x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x16x16xf64>
    %471 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%470 : tensor<2x64x16x16xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %472 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%471 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%472 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%473 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%474 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_121 = tensor.expand_shape %465 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_122 = tensor.expand_shape %475 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_121 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_122 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_123 = tensor.expand_shape %arg72 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_123 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_124 = tensor.expand_shape %arg73 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_124 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %426 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x16x16xf32>
    %482 = tensor.empty() : tensor<2x32x16x16xf32>
    %483 = linalg.fill ins(%cst : f32) outs(%482 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %484 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%481, %arg74 : tensor<2x64x16x16xf32>, tensor<32x64x1x1xf32>) outs(%483 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%484 : tensor<2x32x16x16xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%485 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_9 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %487 = tensor.empty() : tensor<2x32x16x16xf64>
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<2x32x16x16xf32>) outs(%487 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x16x16xf64>
    %489 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%488 : tensor<2x32x16x16xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %491 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %490 : tensor<2x32x16x16xf64>, tensor<1x32x1x1xf64>) outs(%487 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x16x16xf64>
    %492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %491 : tensor<2x32x16x16xf64>, tensor<2x32x16x16xf64>) outs(%487 : tensor<2x32x16x16xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x16x16xf64>
    %493 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%492 : tensor<2x32x16x16xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%493 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_10 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%494 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%495 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %497 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%496 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_125 = tensor.expand_shape %486 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_126 = tensor.expand_shape %497 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %expanded_125 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %expanded_126 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %expanded_127 = tensor.expand_shape %arg75 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %expanded_127 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %expanded_128 = tensor.expand_shape %arg76 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_128 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501 : tensor<2x32x16x16xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x16x16xf32>
    %padded_129 = tensor.pad %502 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x16x16xf32> to tensor<2x32x18x18xf32>
    %503 = tensor.empty() : tensor<2x32x8x8xf32>
    %504 = linalg.fill ins(%cst : f32) outs(%503 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %505 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_129, %arg77 : tensor<2x32x18x18xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%505 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %507 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%506 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %508 = tensor.empty() : tensor<2x32x8x8xf64>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %510 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%509 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %512 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %511 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %512 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %514 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%513 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %515 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%514 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%515 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%516 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%517 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_130 = tensor.expand_shape %507 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_131 = tensor.expand_shape %518 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_130 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %expanded_131 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_132 = tensor.expand_shape %arg78 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %expanded_132 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_133 = tensor.expand_shape %arg79 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %expanded_133 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %524 = tensor.empty() : tensor<2x128x8x8xf32>
    %525 = linalg.fill ins(%cst : f32) outs(%524 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %526 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%523, %arg80 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %527 = tensor.empty() : tensor<128xf32>
    %528 = linalg.fill ins(%cst : f32) outs(%527 : tensor<128xf32>) -> tensor<128xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%526 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%529 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %531 = tensor.empty() : tensor<2x128x8x8xf64>
    %532 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %533 = tensor.empty() : tensor<1x128x1x1xf64>
    %534 = linalg.fill ins(%cst_0 : f64) outs(%533 : tensor<1x128x1x1xf64>) -> tensor<1x128x1x1xf64>
    %535 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%532 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %537 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %536 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %537 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %539 = tensor.empty() : tensor<128xf64>
    %540 = linalg.fill ins(%cst_0 : f64) outs(%539 : tensor<128xf64>) -> tensor<128xf64>
    %541 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%538 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %542 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%541 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %543 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%542 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %544 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%543 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%544 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_134 = tensor.expand_shape %530 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_135 = tensor.expand_shape %545 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %expanded_134 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %expanded_135 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_136 = tensor.expand_shape %arg81 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %expanded_136 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_137 = tensor.expand_shape %arg82 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %expanded_137 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %550 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%481, %arg83 : tensor<2x64x16x16xf32>, tensor<128x64x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%550 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%551 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %554 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%553 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %555 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %556 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %555 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %556 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %558 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%557 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %559 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%558 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %560 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%559 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%560 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %562 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%561 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_138 = tensor.expand_shape %552 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_139 = tensor.expand_shape %562 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %expanded_138 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_139 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_140 = tensor.expand_shape %arg84 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_140 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_141 = tensor.expand_shape %arg85 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %566 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565, %expanded_141 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %566 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567 : tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x128x8x8xf32>
    %569 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%568, %arg86 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%569 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%570 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %573 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%572 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%573 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %575 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%572, %574 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %575 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %577 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%576 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %578 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%577 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%578 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %580 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%579 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_142 = tensor.expand_shape %571 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_143 = tensor.expand_shape %581 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %expanded_142 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%582, %expanded_143 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_144 = tensor.expand_shape %arg87 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %expanded_144 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_145 = tensor.expand_shape %arg88 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %expanded_145 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_146 = tensor.pad %586 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %587 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_146, %arg89 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%587 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %589 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%588 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %591 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%590 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %593 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %592 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %593 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %595 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%594 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%595 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %597 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%596 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %598 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%597 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %599 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%598 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_147 = tensor.expand_shape %589 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_148 = tensor.expand_shape %599 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %600 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %expanded_147 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %expanded_148 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_149 = tensor.expand_shape %arg90 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601, %expanded_149 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_150 = tensor.expand_shape %arg91 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602, %expanded_150 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %605 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%604, %arg92 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%605 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%606 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %609 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%608 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %610 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %611 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %610 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%611, %611 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %613 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%612 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %614 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%613 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %615 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%614 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %616 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%615 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%616 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_151 = tensor.expand_shape %607 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_152 = tensor.expand_shape %617 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %618 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %expanded_151 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %619 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618, %expanded_152 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_153 = tensor.expand_shape %arg93 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %expanded_153 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_154 = tensor.expand_shape %arg94 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %expanded_154 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %622 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%621, %568 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622 : tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x128x8x8xf32>
    %624 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%623, %arg95 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %625 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%624 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %626 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%625 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %627 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %628 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%627 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %629 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%628 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %630 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%627, %629 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %631 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %630 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %632 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%631 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%632 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %634 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%633 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %635 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%634 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %636 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%635 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_155 = tensor.expand_shape %626 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_156 = tensor.expand_shape %636 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %expanded_155 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_156 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_157 = tensor.expand_shape %arg96 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %639 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %expanded_157 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_158 = tensor.expand_shape %arg97 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %640 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %expanded_158 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_159 = tensor.pad %641 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %642 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_159, %arg98 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %643 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%642 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%643 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%642 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %646 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%645 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %648 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%645, %647 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %648 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %650 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%649 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %651 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%650 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %652 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%651 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %653 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%652 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %654 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%653 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_160 = tensor.expand_shape %644 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_161 = tensor.expand_shape %654 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%642, %expanded_160 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %expanded_161 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_162 = tensor.expand_shape %arg99 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %expanded_162 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_163 = tensor.expand_shape %arg100 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657, %expanded_163 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %660 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%659, %arg101 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%660 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%661 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %663 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %664 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%663 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %665 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %666 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %665 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %667 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %666 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %668 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%667 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %669 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%668 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%669 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%670 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%671 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_164 = tensor.expand_shape %662 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_165 = tensor.expand_shape %672 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %673 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %expanded_164 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %674 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %expanded_165 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_166 = tensor.expand_shape %arg102 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %675 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %expanded_166 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_167 = tensor.expand_shape %arg103 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %676 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %expanded_167 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676, %623 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%677 : tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x128x8x8xf32>
    %679 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%678, %arg104 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%679 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %681 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%680 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %683 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%682 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%683 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %685 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%682, %684 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %686 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685, %685 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %687 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%686 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %688 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%687 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %689 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%688 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%689 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%690 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_168 = tensor.expand_shape %681 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_169 = tensor.expand_shape %691 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %expanded_168 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%692, %expanded_169 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_170 = tensor.expand_shape %arg105 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %expanded_170 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_171 = tensor.expand_shape %arg106 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %695 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %expanded_171 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%695 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_172 = tensor.pad %696 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %697 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_172, %arg107 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%697 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %699 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%698 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %701 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%700 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %702 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %703 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700, %702 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %704 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %703 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %705 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%704 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %706 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%705 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %707 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%706 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %708 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%707 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %709 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%708 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_173 = tensor.expand_shape %699 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_174 = tensor.expand_shape %709 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %expanded_173 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710, %expanded_174 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_175 = tensor.expand_shape %arg108 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %712 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %expanded_175 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_176 = tensor.expand_shape %arg109 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%712, %expanded_176 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %714 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %715 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%714, %arg110 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%715 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%716 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%715 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %719 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%718 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %720 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %721 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %720 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %722 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %721 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %723 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%722 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%723 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %725 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%724 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%725 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%726 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_177 = tensor.expand_shape %717 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_178 = tensor.expand_shape %727 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%715, %expanded_177 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %expanded_178 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_179 = tensor.expand_shape %arg111 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %730 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729, %expanded_179 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_180 = tensor.expand_shape %arg112 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730, %expanded_180 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %732 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731, %678 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %733 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732 : tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x128x8x8xf32>
    %734 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%733, %arg113 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %735 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%734 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%735 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %738 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%737 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %739 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %740 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%737, %739 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %741 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%740, %740 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %742 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%741 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %743 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%742 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %744 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%743 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %745 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%744 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%745 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_181 = tensor.expand_shape %736 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_182 = tensor.expand_shape %746 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %expanded_181 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %expanded_182 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_183 = tensor.expand_shape %arg114 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %expanded_183 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_184 = tensor.expand_shape %arg115 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %750 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%749, %expanded_184 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%750 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_185 = tensor.pad %751 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %752 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_185, %arg116 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %753 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%752 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%753 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %756 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%755 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %757 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %758 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%755, %757 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %759 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758, %758 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %760 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%759 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %761 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%760 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%761 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%762 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%763 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_186 = tensor.expand_shape %754 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_187 = tensor.expand_shape %764 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %765 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %expanded_186 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %expanded_187 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_188 = tensor.expand_shape %arg117 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %767 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766, %expanded_188 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_189 = tensor.expand_shape %arg118 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %768 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%767, %expanded_189 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %770 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%769, %arg119 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%770 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %772 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%771 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %774 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%773 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %775 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %776 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773, %775 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %777 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776, %776 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %778 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%777 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %779 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%778 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %780 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%779 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%781 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_190 = tensor.expand_shape %772 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_191 = tensor.expand_shape %782 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %expanded_190 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %784 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%783, %expanded_191 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_192 = tensor.expand_shape %arg120 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %785 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784, %expanded_192 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_193 = tensor.expand_shape %arg121 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %786 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785, %expanded_193 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %787 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %733 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %788 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787 : tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x128x8x8xf32>
    %789 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%788, %arg122 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%789 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%790 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %792 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %793 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%792 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %794 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %795 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %794 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %796 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795, %795 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %797 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%796 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %798 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%797 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %799 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%798 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %800 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%799 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %801 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%800 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_194 = tensor.expand_shape %791 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_195 = tensor.expand_shape %801 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %expanded_194 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %803 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%802, %expanded_195 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_196 = tensor.expand_shape %arg123 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%803, %expanded_196 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_197 = tensor.expand_shape %arg124 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %805 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %expanded_197 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_198 = tensor.pad %806 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %807 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_198, %arg125 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%807 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%808 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807 : tensor<2x32x8x8xf32>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %811 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%810 : tensor<2x32x8x8xf64>) outs(%79 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %812 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811 : tensor<1x32x1x1xf64>) outs(%78 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x32x1x1xf64>
    %813 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%810, %812 : tensor<2x32x8x8xf64>, tensor<1x32x1x1xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %814 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %813 : tensor<2x32x8x8xf64>, tensor<2x32x8x8xf64>) outs(%508 : tensor<2x32x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x32x8x8xf64>
    %815 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%814 : tensor<2x32x8x8xf64>) outs(%85 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %816 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%815 : tensor<32xf64>) outs(%84 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<32xf64>
    %817 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%816 : tensor<32xf64>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%817 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<32xf32>
    %819 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%818 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_199 = tensor.expand_shape %809 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %expanded_200 = tensor.expand_shape %819 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807, %expanded_199 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %821 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%820, %expanded_200 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_201 = tensor.expand_shape %arg126 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821, %expanded_201 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_202 = tensor.expand_shape %arg127 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %823 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %expanded_202 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %824 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%823 : tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x32x8x8xf32>
    %825 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%824, %arg128 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %826 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%825 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %827 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%826 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %828 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825 : tensor<2x128x8x8xf32>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %829 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%828 : tensor<2x128x8x8xf64>) outs(%534 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %830 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829 : tensor<1x128x1x1xf64>) outs(%533 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x128x1x1xf64>
    %831 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%828, %830 : tensor<2x128x8x8xf64>, tensor<1x128x1x1xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %832 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%831, %831 : tensor<2x128x8x8xf64>, tensor<2x128x8x8xf64>) outs(%531 : tensor<2x128x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x128x8x8xf64>
    %833 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%832 : tensor<2x128x8x8xf64>) outs(%540 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %834 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%833 : tensor<128xf64>) outs(%539 : tensor<128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<128xf64>
    %835 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%834 : tensor<128xf64>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%835 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<128xf32>
    %837 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%836 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_203 = tensor.expand_shape %827 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %expanded_204 = tensor.expand_shape %837 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %838 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825, %expanded_203 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %839 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%838, %expanded_204 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_205 = tensor.expand_shape %arg129 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %840 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %expanded_205 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_206 = tensor.expand_shape %arg130 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840, %expanded_206 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%841, %788 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %843 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842 : tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x128x8x8xf32>
    %844 = tensor.empty() : tensor<2x64x8x8xf32>
    %845 = linalg.fill ins(%cst : f32) outs(%844 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %846 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%843, %arg131 : tensor<2x128x8x8xf32>, tensor<64x128x1x1xf32>) outs(%845 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %847 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%846 : tensor<2x64x8x8xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%847 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_11 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %849 = tensor.empty() : tensor<2x64x8x8xf64>
    %850 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846 : tensor<2x64x8x8xf32>) outs(%849 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x8x8xf64>
    %851 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%850 : tensor<2x64x8x8xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %852 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%851 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %853 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %852 : tensor<2x64x8x8xf64>, tensor<1x64x1x1xf64>) outs(%849 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x8x8xf64>
    %854 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%853, %853 : tensor<2x64x8x8xf64>, tensor<2x64x8x8xf64>) outs(%849 : tensor<2x64x8x8xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x8x8xf64>
    %855 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%854 : tensor<2x64x8x8xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %856 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%855 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_12 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %857 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%856 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %858 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%857 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %859 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%858 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_207 = tensor.expand_shape %848 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_208 = tensor.expand_shape %859 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %expanded_207 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %expanded_208 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %expanded_209 = tensor.expand_shape %arg132 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861, %expanded_209 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %expanded_210 = tensor.expand_shape %arg133 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %863 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %expanded_210 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %864 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863 : tensor<2x64x8x8xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x8x8xf32>
    %padded_211 = tensor.pad %864 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x64x8x8xf32> to tensor<2x64x10x10xf32>
    %865 = tensor.empty() : tensor<2x64x4x4xf32>
    %866 = linalg.fill ins(%cst : f32) outs(%865 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %867 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_211, %arg134 : tensor<2x64x10x10xf32>, tensor<64x64x3x3xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %868 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%867 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %869 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%868 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %870 = tensor.empty() : tensor<2x64x4x4xf64>
    %871 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867 : tensor<2x64x4x4xf32>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %872 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%871 : tensor<2x64x4x4xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %873 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%872 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %874 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%871, %873 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %875 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%874, %874 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %876 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%875 : tensor<2x64x4x4xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %877 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%876 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %878 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%877 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %879 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%878 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %880 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%879 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_212 = tensor.expand_shape %869 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_213 = tensor.expand_shape %880 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %881 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %expanded_212 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881, %expanded_213 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_214 = tensor.expand_shape %arg135 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %883 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %expanded_214 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_215 = tensor.expand_shape %arg136 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %expanded_215 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %885 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884 : tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x4x4xf32>
    %886 = tensor.empty() : tensor<2x256x4x4xf32>
    %887 = linalg.fill ins(%cst : f32) outs(%886 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %888 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%885, %arg137 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%887 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %889 = tensor.empty() : tensor<256xf32>
    %890 = linalg.fill ins(%cst : f32) outs(%889 : tensor<256xf32>) -> tensor<256xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%888 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %892 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%891 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %893 = tensor.empty() : tensor<2x256x4x4xf64>
    %894 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888 : tensor<2x256x4x4xf32>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %895 = tensor.empty() : tensor<1x256x1x1xf64>
    %896 = linalg.fill ins(%cst_0 : f64) outs(%895 : tensor<1x256x1x1xf64>) -> tensor<1x256x1x1xf64>
    %897 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%894 : tensor<2x256x4x4xf64>) outs(%896 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897 : tensor<1x256x1x1xf64>) outs(%895 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %899 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %898 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %899 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %901 = tensor.empty() : tensor<256xf64>
    %902 = linalg.fill ins(%cst_0 : f64) outs(%901 : tensor<256xf64>) -> tensor<256xf64>
    %903 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%900 : tensor<2x256x4x4xf64>) outs(%902 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %904 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%903 : tensor<256xf64>) outs(%901 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %905 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%904 : tensor<256xf64>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %906 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%905 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<256xf32>
    %907 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%906 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_216 = tensor.expand_shape %892 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_217 = tensor.expand_shape %907 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %908 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %expanded_216 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %909 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %expanded_217 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_218 = tensor.expand_shape %arg138 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %expanded_218 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_219 = tensor.expand_shape %arg139 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %911 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %expanded_219 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %912 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%843, %arg140 : tensor<2x128x8x8xf32>, tensor<256x128x1x1xf32>) outs(%887 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %913 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%912 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %914 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%913 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912 : tensor<2x256x4x4xf32>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %916 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%915 : tensor<2x256x4x4xf64>) outs(%896 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %917 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%916 : tensor<1x256x1x1xf64>) outs(%895 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %918 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%915, %917 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %919 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %918 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %920 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%919 : tensor<2x256x4x4xf64>) outs(%902 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %921 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%920 : tensor<256xf64>) outs(%901 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %922 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%921 : tensor<256xf64>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %923 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%922 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<256xf32>
    %924 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%923 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_220 = tensor.expand_shape %914 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_221 = tensor.expand_shape %924 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %925 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912, %expanded_220 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %926 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%925, %expanded_221 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_222 = tensor.expand_shape %arg141 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %927 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%926, %expanded_222 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_223 = tensor.expand_shape %arg142 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %expanded_223 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %928 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%929 : tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x256x4x4xf32>
    %931 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%930, %arg143 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %932 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%931 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %933 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%932 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931 : tensor<2x64x4x4xf32>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %935 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%934 : tensor<2x64x4x4xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%935 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %937 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%934, %936 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %938 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%937, %937 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %939 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%938 : tensor<2x64x4x4xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %940 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%939 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %941 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%940 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %942 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%941 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%942 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_224 = tensor.expand_shape %933 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_225 = tensor.expand_shape %943 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %944 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %expanded_224 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %945 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%944, %expanded_225 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_226 = tensor.expand_shape %arg144 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %946 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%945, %expanded_226 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_227 = tensor.expand_shape %arg145 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %947 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %expanded_227 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947 : tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x4x4xf32>
    %padded_228 = tensor.pad %948 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x64x4x4xf32> to tensor<2x64x6x6xf32>
    %949 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_228, %arg146 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %950 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%949 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %951 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%950 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %952 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949 : tensor<2x64x4x4xf32>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %953 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%952 : tensor<2x64x4x4xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%953 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %955 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%952, %954 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %956 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %955 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %957 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%956 : tensor<2x64x4x4xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %958 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%957 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %959 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%958 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %960 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%959 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %961 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%960 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_229 = tensor.expand_shape %951 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_230 = tensor.expand_shape %961 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %962 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949, %expanded_229 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %963 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%962, %expanded_230 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_231 = tensor.expand_shape %arg147 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %964 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%963, %expanded_231 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_232 = tensor.expand_shape %arg148 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %965 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%964, %expanded_232 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %966 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%965 : tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x4x4xf32>
    %967 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%966, %arg149 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%887 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %968 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%967 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %969 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%968 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %970 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967 : tensor<2x256x4x4xf32>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %971 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%970 : tensor<2x256x4x4xf64>) outs(%896 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %972 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%971 : tensor<1x256x1x1xf64>) outs(%895 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %973 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970, %972 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %974 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %973 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %975 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%974 : tensor<2x256x4x4xf64>) outs(%902 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %976 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%975 : tensor<256xf64>) outs(%901 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %977 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%976 : tensor<256xf64>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %978 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%977 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<256xf32>
    %979 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%978 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_233 = tensor.expand_shape %969 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_234 = tensor.expand_shape %979 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %980 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967, %expanded_233 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %981 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%980, %expanded_234 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_235 = tensor.expand_shape %arg150 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %982 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%981, %expanded_235 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_236 = tensor.expand_shape %arg151 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %983 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%982, %expanded_236 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %984 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %930 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %985 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984 : tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x256x4x4xf32>
    %986 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%985, %arg152 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %987 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%986 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %988 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%987 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %989 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986 : tensor<2x64x4x4xf32>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %990 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%989 : tensor<2x64x4x4xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %991 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%990 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %992 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %991 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %993 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%992, %992 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %994 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%993 : tensor<2x64x4x4xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %995 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%994 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %996 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%995 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %997 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%996 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %998 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%997 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_237 = tensor.expand_shape %988 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_238 = tensor.expand_shape %998 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %999 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986, %expanded_237 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1000 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%999, %expanded_238 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_239 = tensor.expand_shape %arg153 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1001 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1000, %expanded_239 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_240 = tensor.expand_shape %arg154 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1002 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1001, %expanded_240 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1003 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1002 : tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x4x4xf32>
    %padded_241 = tensor.pad %1003 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x64x4x4xf32> to tensor<2x64x6x6xf32>
    %1004 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_241, %arg155 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1005 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1004 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1006 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1005 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1007 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1004 : tensor<2x64x4x4xf32>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %1008 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1007 : tensor<2x64x4x4xf64>) outs(%282 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %1009 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1008 : tensor<1x64x1x1xf64>) outs(%281 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x64x1x1xf64>
    %1010 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %1009 : tensor<2x64x4x4xf64>, tensor<1x64x1x1xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %1011 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010, %1010 : tensor<2x64x4x4xf64>, tensor<2x64x4x4xf64>) outs(%870 : tensor<2x64x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x64x4x4xf64>
    %1012 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1011 : tensor<2x64x4x4xf64>) outs(%288 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %1013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1012 : tensor<64xf64>) outs(%287 : tensor<64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<64xf64>
    %1014 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1013 : tensor<64xf64>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1015 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1014 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<64xf32>
    %1016 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1015 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_242 = tensor.expand_shape %1006 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %expanded_243 = tensor.expand_shape %1016 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1004, %expanded_242 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1018 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017, %expanded_243 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_244 = tensor.expand_shape %arg156 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1019 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1018, %expanded_244 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_245 = tensor.expand_shape %arg157 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1020 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1019, %expanded_245 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1020 : tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x64x4x4xf32>
    %1022 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1021, %arg158 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%887 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1022 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1024 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1023 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_13 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1022 : tensor<2x256x4x4xf32>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %2226 = arith.extf %in : f32 to f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %1026 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1025 : tensor<2x256x4x4xf64>) outs(%896 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026 : tensor<1x256x1x1xf64>) outs(%895 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<1x256x1x1xf64>
    %1028 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025, %1027 : tensor<2x256x4x4xf64>, tensor<1x256x1x1xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.subf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1028, %1028 : tensor<2x256x4x4xf64>, tensor<2x256x4x4xf64>) outs(%893 : tensor<2x256x4x4xf64>) {
    ^bb0(%in: f64, %in_711: f64, %out: f64):
      %2226 = arith.mulf %in, %in_711 : f64
      linalg.yield %2226 : f64
    } -> tensor<2x256x4x4xf64>
    %1030 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1029 : tensor<2x256x4x4xf64>) outs(%902 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.addf %in, %out : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %1031 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1030 : tensor<256xf64>) outs(%901 : tensor<256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2226 = arith.divf %in, %cst_14 : f64
      linalg.yield %2226 : f64
    } -> tensor<256xf64>
    %1032 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1031 : tensor<256xf64>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f64, %out: f32):
      %2226 = arith.truncf %in : f64 to f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1033 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1032 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.truncf %cst_4 : f64 to f32
      %2227 = arith.addf %in, %2226 : f32
      linalg.yield %2227 : f32
    } -> tensor<256xf32>
    %1034 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1033 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.rsqrt %in : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_246 = tensor.expand_shape %1024 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %expanded_247 = tensor.expand_shape %1034 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1035 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1022, %expanded_246 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1036 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %expanded_247 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_248 = tensor.expand_shape %arg159 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1036, %expanded_248 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_249 = tensor.expand_shape %arg160 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1038 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %expanded_249 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038, %985 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1040 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1039 : tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.cmpf ugt, %in, %cst : f32
      %2227 = arith.select %2226, %in, %cst : f32
      linalg.yield %2227 : f32
    } -> tensor<2x256x4x4xf32>
    %1041 = tensor.empty() : tensor<2x256x1x1xf32>
    %1042 = linalg.fill ins(%cst : f32) outs(%1041 : tensor<2x256x1x1xf32>) -> tensor<2x256x1x1xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1040 : tensor<2x256x4x4xf32>) outs(%1042 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x1x1xf32>
    %1044 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1043 : tensor<2x256x1x1xf32>) outs(%1041 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_15 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x1x1xf32>
    %collapsed = tensor.collapse_shape %1044 [[0], [1, 2, 3]] : tensor<2x256x1x1xf32> into tensor<2x256xf32>
    %1045 = tensor.empty() : tensor<256x10xf32>
    %transposed = linalg.transpose ins(%arg161 : tensor<10x256xf32>) outs(%1045 : tensor<256x10xf32>) permutation = [1, 0] 
    %1046 = tensor.empty() : tensor<2x10xf32>
    %1047 = linalg.fill ins(%cst : f32) outs(%1046 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %1048 = linalg.matmul ins(%collapsed, %transposed : tensor<2x256xf32>, tensor<256x10xf32>) outs(%1047 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %1049 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg162 : tensor<10xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x10xf32>
    %1050 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1048, %1049 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1051 = tensor.empty() : tensor<2xi64>
    %1052 = linalg.fill ins(%c0_i64 : i64) outs(%1051 : tensor<2xi64>) -> tensor<2xi64>
    %1053 = tensor.empty() : tensor<2xf32>
    %1054 = linalg.fill ins(%cst_1 : f32) outs(%1053 : tensor<2xf32>) -> tensor<2xf32>
    %1055:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%1050 : tensor<2x10xf32>) outs(%1054, %1052 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_711: i64):
      %2226 = linalg.index 1 : index
      %2227 = arith.index_cast %2226 : index to i64
      %2228 = arith.maximumf %in, %out : f32
      %2229 = arith.cmpf ogt, %in, %out : f32
      %2230 = arith.select %2229, %2227, %out_711 : i64
      linalg.yield %2228, %2230 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_250 = tensor.expand_shape %1055#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %1056 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%1050, %expanded_250 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1057 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1056 : tensor<2x10xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.exp %in : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1058 = tensor.empty() : tensor<2x1xf32>
    %1059 = linalg.fill ins(%cst : f32) outs(%1058 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%1057 : tensor<2x10xf32>) outs(%1059 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<2x1xf32>
    %1061 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1060 : tensor<2x1xf32>) outs(%1058 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.log %in : f32
      linalg.yield %2226 : f32
    } -> tensor<2x1xf32>
    %1062 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%1056, %1061 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1063 = tensor.empty() : tensor<2xi1>
    %1064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%1063 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2226 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2226 : i1
    } -> tensor<2xi1>
    %1065 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel"]} ins(%1064, %arg1, %cst_21 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%1051 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_711: i64, %in_712: i64, %out: i64):
      %2226 = arith.select %in, %in_711, %in_712 : i64
      linalg.yield %2226 : i64
    } -> tensor<2xi64>
    %expanded_251 = tensor.expand_shape %1065 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %1066 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_251 : tensor<2x1xi64>) outs(%1059 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2226 = linalg.index 0 : index
      %2227 = arith.index_cast %in : i64 to index
      %2228 = arith.cmpi slt, %2227, %c10 : index
      cf.assert %2228, "index must be smaller than dim size"
      %2229 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2229, "index must be larger or equal to 0"
      %extracted = tensor.extract %1062[%2226, %2227] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_252 = tensor.collapse_shape %1066 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %1067 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_252 : tensor<2xf32>) outs(%1053 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.negf %in : f32
      linalg.yield %2226 : f32
    } -> tensor<2xf32>
    %1068 = linalg.generic {indexing_maps = [#map2, #map2, #map9, #map2], iterator_types = ["parallel"]} ins(%1064, %1067, %cst_3 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%1053 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2xf32>
    %1069 = tensor.empty() : tensor<i64>
    %1070 = linalg.fill ins(%c0_i64 : i64) outs(%1069 : tensor<i64>) -> tensor<i64>
    %1071 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction"]} ins(%1064 : tensor<2xi1>) outs(%1070 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %2226 = arith.extui %in : i1 to i64
      %2227 = arith.addi %2226, %out : i64
      linalg.yield %2227 : i64
    } -> tensor<i64>
    %1072 = tensor.empty() : tensor<f32>
    %1073 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%1071 : tensor<i64>) outs(%1072 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %2226 = arith.sitofp %in : i64 to f32
      linalg.yield %2226 : f32
    } -> tensor<f32>
    %1074 = linalg.fill ins(%cst : f32) outs(%1072 : tensor<f32>) -> tensor<f32>
    %1075 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction"]} ins(%1068 : tensor<2xf32>) outs(%1074 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<f32>
    %1076 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%1075, %1073 : tensor<f32>, tensor<f32>) outs(%1072 : tensor<f32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.divf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<f32>
    %1077 = tensor.empty() : tensor<10xi64>
    %1078 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%1077 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %2226 = linalg.index 0 : index
      %2227 = arith.index_cast %2226 : index to i64
      linalg.yield %2227 : i64
    } -> tensor<10xi64>
    %expanded_253 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %1079 = tensor.empty() : tensor<2x10xi1>
    %1080 = linalg.generic {indexing_maps = [#map8, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_253, %1078 : tensor<2x1xi64>, tensor<10xi64>) outs(%1079 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_711: i64, %out: i1):
      %2226 = arith.cmpi eq, %in, %in_711 : i64
      linalg.yield %2226 : i1
    } -> tensor<2x10xi1>
    %expanded_254 = tensor.expand_shape %1064 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %1081 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%1080, %expanded_254 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%1079 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x10xi1>
    %1082 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%1072 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.negf %in : f32
      linalg.yield %2226 : f32
    } -> tensor<f32>
    %1083 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%1082, %1073 : tensor<f32>, tensor<f32>) outs(%1072 : tensor<f32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.divf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<f32>
    %1084 = linalg.generic {indexing_maps = [#map6, #map11, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%1081, %1083, %cst_3 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1085 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1062 : tensor<2x10xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = math.exp %in : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1086 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%1084 : tensor<2x10xf32>) outs(%1059 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<2x1xf32>
    %1087 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%1085, %1086 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1088 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1084, %1087 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%1046 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x10xf32>
    %1089 = tensor.empty() : tensor<2x256xf32>
    %1090 = linalg.fill ins(%cst : f32) outs(%1089 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %1091 = linalg.matmul ins(%1088, %arg161 : tensor<2x10xf32>, tensor<10x256xf32>) outs(%1090 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %1092 = tensor.empty() : tensor<10x2xf32>
    %transposed_255 = linalg.transpose ins(%1088 : tensor<2x10xf32>) outs(%1092 : tensor<10x2xf32>) permutation = [1, 0] 
    %1093 = tensor.empty() : tensor<10x256xf32>
    %1094 = linalg.fill ins(%cst : f32) outs(%1093 : tensor<10x256xf32>) -> tensor<10x256xf32>
    %1095 = linalg.matmul ins(%transposed_255, %collapsed : tensor<10x2xf32>, tensor<2x256xf32>) outs(%1094 : tensor<10x256xf32>) -> tensor<10x256xf32>
    %1096 = tensor.empty() : tensor<1x10xf32>
    %1097 = linalg.fill ins(%cst : f32) outs(%1096 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %1098 = linalg.generic {indexing_maps = [#map6, #map12], iterator_types = ["reduction", "parallel"]} ins(%1088 : tensor<2x10xf32>) outs(%1097 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<1x10xf32>
    %collapsed_256 = tensor.collapse_shape %1098 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %1099 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1091 : tensor<2x256xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x256x4x4xf32>
    %1100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1099 : tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.divf %in, %cst_15 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1101 = tensor.empty() : tensor<2x256x4x4xi1>
    %1102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1040 : tensor<2x256x4x4xf32>) outs(%1101 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x256x4x4xi1>
    %1103 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1102, %cst_3, %1100 : tensor<2x256x4x4xi1>, tensor<f32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1103 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1103, %1035 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1105 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1104 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_257 = tensor.expand_shape %1107 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1106 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1034, %1034 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1108, %1109 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_258 = tensor.expand_shape %1110 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1034, %arg159 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_259 = tensor.expand_shape %1111 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1112 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %expanded_258 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1103, %1112 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1114 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1113, %expanded_257 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1115 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114, %expanded_259 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1106, %1034 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1117 = tensor.empty() : tensor<64x256x1x1xf32>
    %1118 = linalg.fill ins(%cst : f32) outs(%1117 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %1119 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1118 : tensor<64x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg158[%2227, %2226, %c0, %c0] : tensor<256x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x256x1x1xf32>
    %1120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1115, %1119 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1121 = tensor.empty() : tensor<64x2x4x4xf32>
    %transposed_260 = linalg.transpose ins(%1021 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1122 = tensor.empty() : tensor<256x2x4x4xf32>
    %transposed_261 = linalg.transpose ins(%1115 : tensor<2x256x4x4xf32>) outs(%1122 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1123 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_260, %transposed_261 : tensor<64x2x4x4xf32>, tensor<256x2x4x4xf32>) outs(%1118 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %1124 = tensor.empty() : tensor<256x64x1x1xf32>
    %transposed_262 = linalg.transpose ins(%1123 : tensor<64x256x1x1xf32>) outs(%1124 : tensor<256x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1125 = tensor.empty() : tensor<2x64x4x4xi1>
    %1126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1021 : tensor<2x64x4x4xf32>) outs(%1125 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x4x4xi1>
    %1127 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1126, %cst_3, %1120 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1127 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1127, %1017 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1129 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1128 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_263 = tensor.expand_shape %1131 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1130 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1016, %1016 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1132, %1133 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_264 = tensor.expand_shape %1134 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1016, %arg156 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_265 = tensor.expand_shape %1135 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1136 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017, %expanded_264 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1127, %1136 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1138 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1137, %expanded_263 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1139 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1138, %expanded_265 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1130, %1016 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1141 = tensor.empty() : tensor<64x64x3x3xf32>
    %1142 = linalg.fill ins(%cst : f32) outs(%1141 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %1143 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1142 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg155[%2227, %2226, %2230, %2231] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %1144 = tensor.empty() : tensor<2x64x6x6xf32>
    %1145 = linalg.fill ins(%cst : f32) outs(%1144 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32>
    %inserted_slice = tensor.insert_slice %1139 into %1145[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32>
    %1146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %1143 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_266 = linalg.transpose ins(%1003 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_267 = linalg.transpose ins(%1139 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_268 = tensor.pad %transposed_266 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<64x2x4x4xf32> to tensor<64x2x6x6xf32>
    %1147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_268, %transposed_267 : tensor<64x2x6x6xf32>, tensor<64x2x4x4xf32>) outs(%1142 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_269 = linalg.transpose ins(%1147 : tensor<64x64x3x3xf32>) outs(%1141 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1003 : tensor<2x64x4x4xf32>) outs(%1125 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x4x4xi1>
    %1149 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1148, %cst_3, %1146 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1149 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1149, %999 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1152 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1151 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1150 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_270 = tensor.expand_shape %1153 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1152 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%998, %998 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1154, %1155 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_271 = tensor.expand_shape %1156 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%998, %arg153 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_272 = tensor.expand_shape %1157 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1158 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%999, %expanded_271 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1149, %1158 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1160 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1159, %expanded_270 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1161 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1160, %expanded_272 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1162 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1152, %998 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1163 = linalg.fill ins(%cst : f32) outs(%1124 : tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %1164 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1163 : tensor<256x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg152[%2227, %2226, %c0, %c0] : tensor<64x256x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64x1x1xf32>
    %1165 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1161, %1164 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%887 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %transposed_273 = linalg.transpose ins(%985 : tensor<2x256x4x4xf32>) outs(%1122 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_274 = linalg.transpose ins(%1161 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_273, %transposed_274 : tensor<256x2x4x4xf32>, tensor<64x2x4x4xf32>) outs(%1163 : tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %transposed_275 = linalg.transpose ins(%1166 : tensor<256x64x1x1xf32>) outs(%1117 : tensor<64x256x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1103, %1165 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%985 : tensor<2x256x4x4xf32>) outs(%1101 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x256x4x4xi1>
    %1169 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1168, %cst_3, %1167 : tensor<2x256x4x4xi1>, tensor<f32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1169 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1169, %980 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1171 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1170 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_276 = tensor.expand_shape %1173 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1172 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%979, %979 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1174, %1175 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_277 = tensor.expand_shape %1176 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1177 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%979, %arg150 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_278 = tensor.expand_shape %1177 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1178 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%980, %expanded_277 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1169, %1178 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1180 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %expanded_276 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1181 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1180, %expanded_278 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1172, %979 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1183 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1118 : tensor<64x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg149[%2227, %2226, %c0, %c0] : tensor<256x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x256x1x1xf32>
    %1184 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1181, %1183 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_279 = linalg.transpose ins(%966 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_280 = linalg.transpose ins(%1181 : tensor<2x256x4x4xf32>) outs(%1122 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1185 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_279, %transposed_280 : tensor<64x2x4x4xf32>, tensor<256x2x4x4xf32>) outs(%1118 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %transposed_281 = linalg.transpose ins(%1185 : tensor<64x256x1x1xf32>) outs(%1124 : tensor<256x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%966 : tensor<2x64x4x4xf32>) outs(%1125 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x4x4xi1>
    %1187 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186, %cst_3, %1184 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1188 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1187 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1187, %962 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1190 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1189 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1188 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_282 = tensor.expand_shape %1191 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1190 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%961, %961 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1192, %1193 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_283 = tensor.expand_shape %1194 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%961, %arg147 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_284 = tensor.expand_shape %1195 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1196 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%962, %expanded_283 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1187, %1196 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1198 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1197, %expanded_282 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1199 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1198, %expanded_284 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1190, %961 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1201 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1142 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg146[%2227, %2226, %2230, %2231] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_285 = tensor.insert_slice %1199 into %1145[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32>
    %1202 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_285, %1201 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_286 = linalg.transpose ins(%948 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_287 = linalg.transpose ins(%1199 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_288 = tensor.pad %transposed_286 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<64x2x4x4xf32> to tensor<64x2x6x6xf32>
    %1203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_288, %transposed_287 : tensor<64x2x6x6xf32>, tensor<64x2x4x4xf32>) outs(%1142 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_289 = linalg.transpose ins(%1203 : tensor<64x64x3x3xf32>) outs(%1141 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%948 : tensor<2x64x4x4xf32>) outs(%1125 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x4x4xi1>
    %1205 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1204, %cst_3, %1202 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1205 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1205, %944 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1208 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1207 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1206 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_290 = tensor.expand_shape %1209 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1208 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1211 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%943, %943 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1212 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1210, %1211 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_291 = tensor.expand_shape %1212 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1213 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%943, %arg144 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_292 = tensor.expand_shape %1213 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1214 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%944, %expanded_291 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1205, %1214 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1216 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1215, %expanded_290 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1217 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1216, %expanded_292 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1218 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1208, %943 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1219 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1163 : tensor<256x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg143[%2227, %2226, %c0, %c0] : tensor<64x256x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64x1x1xf32>
    %1220 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1217, %1219 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%887 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %transposed_293 = linalg.transpose ins(%930 : tensor<2x256x4x4xf32>) outs(%1122 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_294 = linalg.transpose ins(%1217 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1221 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_293, %transposed_294 : tensor<256x2x4x4xf32>, tensor<64x2x4x4xf32>) outs(%1163 : tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %transposed_295 = linalg.transpose ins(%1221 : tensor<256x64x1x1xf32>) outs(%1117 : tensor<64x256x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1169, %1220 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930 : tensor<2x256x4x4xf32>) outs(%1101 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x256x4x4xi1>
    %1224 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1223, %cst_3, %1222 : tensor<2x256x4x4xi1>, tensor<f32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1225 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1224 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1224, %925 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1227 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1226 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1225 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_296 = tensor.expand_shape %1228 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1227 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1230 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%924, %924 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1229, %1230 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_297 = tensor.expand_shape %1231 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1232 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%924, %arg141 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_298 = tensor.expand_shape %1232 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1233 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%925, %expanded_297 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1224, %1233 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1235 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1234, %expanded_296 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1236 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1235, %expanded_298 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1237 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1227, %924 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1238 = tensor.empty() : tensor<128x256x1x1xf32>
    %1239 = linalg.fill ins(%cst : f32) outs(%1238 : tensor<128x256x1x1xf32>) -> tensor<128x256x1x1xf32>
    %1240 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1239 : tensor<128x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg140[%2227, %2226, %c0, %c0] : tensor<256x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x1x1xf32>
    %1241 = tensor.empty() : tensor<2x256x8x8xf32>
    %1242 = linalg.fill ins(%cst : f32) outs(%1241 : tensor<2x256x8x8xf32>) -> tensor<2x256x8x8xf32>
    %inserted_slice_299 = tensor.insert_slice %1236 into %1242[0, 0, 0, 0] [2, 256, 4, 4] [1, 1, 2, 2] : tensor<2x256x4x4xf32> into tensor<2x256x8x8xf32>
    %1243 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_299, %1240 : tensor<2x256x8x8xf32>, tensor<128x256x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %1244 = tensor.empty() : tensor<128x2x8x8xf32>
    %transposed_300 = linalg.transpose ins(%843 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1245 = tensor.empty() : tensor<128x512x2x2xf32>
    %expanded_301 = tensor.expand_shape %transposed_300 [[0], [1, 2], [3], [4]] output_shape [128, 2, 1, 8, 8] : tensor<128x2x8x8xf32> into tensor<128x2x1x8x8xf32>
    %expanded_302 = tensor.expand_shape %1236 [[0], [1], [2, 3], [4]] output_shape [2, 256, 1, 4, 4] : tensor<2x256x4x4xf32> into tensor<2x256x1x4x4xf32>
    %expanded_303 = tensor.expand_shape %1245 [[0], [1, 2], [3], [4]] output_shape [128, 2, 256, 2, 2] : tensor<128x512x2x2xf32> into tensor<128x2x256x2x2xf32>
    %1246 = linalg.fill ins(%cst : f32) outs(%expanded_303 : tensor<128x2x256x2x2xf32>) -> tensor<128x2x256x2x2xf32>
    %1247 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_301, %expanded_302 : tensor<128x2x1x8x8xf32>, tensor<2x256x1x4x4xf32>) outs(%1246 : tensor<128x2x256x2x2xf32>) -> tensor<128x2x256x2x2xf32>
    %collapsed_304 = tensor.collapse_shape %1247 [[0], [1, 2], [3], [4]] : tensor<128x2x256x2x2xf32> into tensor<128x512x2x2xf32>
    %extracted_slice = tensor.extract_slice %collapsed_304[0, 0, 0, 0] [128, 512, 1, 2] [1, 1, 1, 1] : tensor<128x512x2x2xf32> to tensor<128x512x1x2xf32>
    %extracted_slice_305 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [128, 512, 1, 1] [1, 1, 1, 1] : tensor<128x512x1x2xf32> to tensor<128x512x1x1xf32>
    %expanded_306 = tensor.expand_shape %extracted_slice_305 [[0], [1, 2], [3], [4]] output_shape [128, 2, 256, 1, 1] : tensor<128x512x1x1xf32> into tensor<128x2x256x1x1xf32>
    %1248 = tensor.empty() : tensor<2x256x128x1x1xf32>
    %transposed_307 = linalg.transpose ins(%expanded_306 : tensor<128x2x256x1x1xf32>) outs(%1248 : tensor<2x256x128x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %1249 = tensor.empty() : tensor<256x128x1x1xf32>
    %1250 = linalg.fill ins(%cst : f32) outs(%1249 : tensor<256x128x1x1xf32>) -> tensor<256x128x1x1xf32>
    %1251 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_307 : tensor<2x256x128x1x1xf32>) outs(%1250 : tensor<256x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256x128x1x1xf32>
    %1252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1224, %908 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1253 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1252 : tensor<2x256x4x4xf32>) outs(%890 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1253 : tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%907, %907 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1254, %1255 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_308 = tensor.expand_shape %1256 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1257 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%907, %arg138 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %expanded_309 = tensor.expand_shape %1257 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1258 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %expanded_308 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1224, %1258 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1260 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1259, %expanded_296 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1261 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1260, %expanded_309 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%886 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x256x4x4xf32>
    %1262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1253, %907 : tensor<256xf32>, tensor<256xf32>) outs(%889 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<256xf32>
    %1263 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1118 : tensor<64x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg137[%2227, %2226, %c0, %c0] : tensor<256x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x256x1x1xf32>
    %1264 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1261, %1263 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%866 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_310 = linalg.transpose ins(%885 : tensor<2x64x4x4xf32>) outs(%1121 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_311 = linalg.transpose ins(%1261 : tensor<2x256x4x4xf32>) outs(%1122 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1265 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_310, %transposed_311 : tensor<64x2x4x4xf32>, tensor<256x2x4x4xf32>) outs(%1118 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %transposed_312 = linalg.transpose ins(%1265 : tensor<64x256x1x1xf32>) outs(%1124 : tensor<256x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885 : tensor<2x64x4x4xf32>) outs(%1125 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x4x4xi1>
    %1267 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1266, %cst_3, %1264 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1268 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1267 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1267, %881 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1270 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1269 : tensor<2x64x4x4xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1268 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_313 = tensor.expand_shape %1271 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1270 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_16 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%880, %880 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1274 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1272, %1273 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_314 = tensor.expand_shape %1274 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%880, %arg135 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_315 = tensor.expand_shape %1275 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1276 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881, %expanded_314 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1267, %1276 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1278 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1277, %expanded_313 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1279 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1278, %expanded_315 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%865 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x4x4xf32>
    %1280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1270, %880 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1281 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1142 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg134[%2227, %2226, %2230, %2231] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %1282 = tensor.empty() : tensor<2x64x10x10xf32>
    %1283 = linalg.fill ins(%cst : f32) outs(%1282 : tensor<2x64x10x10xf32>) -> tensor<2x64x10x10xf32>
    %inserted_slice_316 = tensor.insert_slice %1279 into %1283[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 2, 2] : tensor<2x64x4x4xf32> into tensor<2x64x10x10xf32>
    %1284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_316, %1281 : tensor<2x64x10x10xf32>, tensor<64x64x3x3xf32>) outs(%845 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %1285 = tensor.empty() : tensor<64x2x8x8xf32>
    %transposed_317 = linalg.transpose ins(%864 : tensor<2x64x8x8xf32>) outs(%1285 : tensor<64x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_318 = tensor.pad %transposed_317 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<64x2x8x8xf32> to tensor<64x2x10x10xf32>
    %1286 = tensor.empty() : tensor<64x128x4x4xf32>
    %expanded_319 = tensor.expand_shape %padded_318 [[0], [1, 2], [3], [4]] output_shape [64, 2, 1, 10, 10] : tensor<64x2x10x10xf32> into tensor<64x2x1x10x10xf32>
    %expanded_320 = tensor.expand_shape %1279 [[0], [1], [2, 3], [4]] output_shape [2, 64, 1, 4, 4] : tensor<2x64x4x4xf32> into tensor<2x64x1x4x4xf32>
    %expanded_321 = tensor.expand_shape %1286 [[0], [1, 2], [3], [4]] output_shape [64, 2, 64, 4, 4] : tensor<64x128x4x4xf32> into tensor<64x2x64x4x4xf32>
    %1287 = linalg.fill ins(%cst : f32) outs(%expanded_321 : tensor<64x2x64x4x4xf32>) -> tensor<64x2x64x4x4xf32>
    %1288 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_319, %expanded_320 : tensor<64x2x1x10x10xf32>, tensor<2x64x1x4x4xf32>) outs(%1287 : tensor<64x2x64x4x4xf32>) -> tensor<64x2x64x4x4xf32>
    %collapsed_322 = tensor.collapse_shape %1288 [[0], [1, 2], [3], [4]] : tensor<64x2x64x4x4xf32> into tensor<64x128x4x4xf32>
    %extracted_slice_323 = tensor.extract_slice %collapsed_322[0, 0, 0, 0] [64, 128, 3, 4] [1, 1, 1, 1] : tensor<64x128x4x4xf32> to tensor<64x128x3x4xf32>
    %extracted_slice_324 = tensor.extract_slice %extracted_slice_323[0, 0, 0, 0] [64, 128, 3, 3] [1, 1, 1, 1] : tensor<64x128x3x4xf32> to tensor<64x128x3x3xf32>
    %expanded_325 = tensor.expand_shape %extracted_slice_324 [[0], [1, 2], [3], [4]] output_shape [64, 2, 64, 3, 3] : tensor<64x128x3x3xf32> into tensor<64x2x64x3x3xf32>
    %1289 = tensor.empty() : tensor<2x64x64x3x3xf32>
    %transposed_326 = linalg.transpose ins(%expanded_325 : tensor<64x2x64x3x3xf32>) outs(%1289 : tensor<2x64x64x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %1290 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_326 : tensor<2x64x64x3x3xf32>) outs(%1142 : tensor<64x64x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64x64x3x3xf32>
    %1291 = tensor.empty() : tensor<2x64x8x8xi1>
    %1292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864 : tensor<2x64x8x8xf32>) outs(%1291 : tensor<2x64x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x8x8xi1>
    %1293 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1292, %cst_3, %1284 : tensor<2x64x8x8xi1>, tensor<f32>, tensor<2x64x8x8xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %1294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1293 : tensor<2x64x8x8xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1293, %860 : tensor<2x64x8x8xf32>, tensor<2x64x8x8xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %1296 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1295 : tensor<2x64x8x8xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1294 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_327 = tensor.expand_shape %1297 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1296 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1299 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%859, %859 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1298, %1299 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_328 = tensor.expand_shape %1300 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%859, %arg132 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_329 = tensor.expand_shape %1301 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1302 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %expanded_328 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %1303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1293, %1302 : tensor<2x64x8x8xf32>, tensor<2x64x8x8xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %1304 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1303, %expanded_327 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %1305 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1304, %expanded_329 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%844 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x8x8xf32>
    %1306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1296, %859 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1307 = tensor.empty() : tensor<128x64x1x1xf32>
    %1308 = linalg.fill ins(%cst : f32) outs(%1307 : tensor<128x64x1x1xf32>) -> tensor<128x64x1x1xf32>
    %1309 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1308 : tensor<128x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg131[%2227, %2226, %c0, %c0] : tensor<64x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x64x1x1xf32>
    %1310 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1305, %1309 : tensor<2x64x8x8xf32>, tensor<128x64x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_330 = linalg.transpose ins(%1305 : tensor<2x64x8x8xf32>) outs(%1285 : tensor<64x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1311 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_300, %transposed_330 : tensor<128x2x8x8xf32>, tensor<64x2x8x8xf32>) outs(%1308 : tensor<128x64x1x1xf32>) -> tensor<128x64x1x1xf32>
    %1312 = tensor.empty() : tensor<64x128x1x1xf32>
    %transposed_331 = linalg.transpose ins(%1311 : tensor<128x64x1x1xf32>) outs(%1312 : tensor<64x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1243, %1310 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1314 = tensor.empty() : tensor<2x128x8x8xi1>
    %1315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843 : tensor<2x128x8x8xf32>) outs(%1314 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x128x8x8xi1>
    %1316 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1315, %cst_3, %1313 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1317 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1316 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1318 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1316, %838 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1319 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1318 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1320 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1317 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_332 = tensor.expand_shape %1320 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1321 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1319 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1322 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%837, %837 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1323 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1321, %1322 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_333 = tensor.expand_shape %1323 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1324 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%837, %arg129 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_334 = tensor.expand_shape %1324 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1325 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%838, %expanded_333 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1316, %1325 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1327 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1326, %expanded_332 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1328 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1327, %expanded_334 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1329 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1319, %837 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1330 = tensor.empty() : tensor<32x128x1x1xf32>
    %1331 = linalg.fill ins(%cst : f32) outs(%1330 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %1332 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1331 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg128[%2227, %2226, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1333 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1328, %1332 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %1334 = tensor.empty() : tensor<32x2x8x8xf32>
    %transposed_335 = linalg.transpose ins(%824 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_336 = linalg.transpose ins(%1328 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1335 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_335, %transposed_336 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1331 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %1336 = tensor.empty() : tensor<128x32x1x1xf32>
    %transposed_337 = linalg.transpose ins(%1335 : tensor<32x128x1x1xf32>) outs(%1336 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1337 = tensor.empty() : tensor<2x32x8x8xi1>
    %1338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1339 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1338, %cst_3, %1333 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1340 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1339 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1339, %820 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1342 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1341 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1340 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_338 = tensor.expand_shape %1343 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1342 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1345 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%819, %819 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1346 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1344, %1345 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_339 = tensor.expand_shape %1346 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%819, %arg126 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_340 = tensor.expand_shape %1347 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1348 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%820, %expanded_339 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1349 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1339, %1348 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1350 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1349, %expanded_338 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1351 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1350, %expanded_340 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1352 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1342, %819 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1353 = tensor.empty() : tensor<32x32x3x3xf32>
    %1354 = linalg.fill ins(%cst : f32) outs(%1353 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %1355 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg125[%2227, %2226, %2230, %2231] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %1356 = tensor.empty() : tensor<2x32x10x10xf32>
    %1357 = linalg.fill ins(%cst : f32) outs(%1356 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32>
    %inserted_slice_341 = tensor.insert_slice %1351 into %1357[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1358 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_341, %1355 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_342 = linalg.transpose ins(%806 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_343 = linalg.transpose ins(%1351 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_344 = tensor.pad %transposed_342 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1359 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_344, %transposed_343 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1354 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_345 = linalg.transpose ins(%1359 : tensor<32x32x3x3xf32>) outs(%1353 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1361 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1360, %cst_3, %1358 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1362 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1361 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1361, %802 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1364 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1363 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1362 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_346 = tensor.expand_shape %1365 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1364 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%801, %801 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1366, %1367 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_347 = tensor.expand_shape %1368 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%801, %arg123 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_348 = tensor.expand_shape %1369 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1370 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%802, %expanded_347 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1361, %1370 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1372 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1371, %expanded_346 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1372, %expanded_348 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1364, %801 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1375 = linalg.fill ins(%cst : f32) outs(%1336 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %1376 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1375 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg122[%2227, %2226, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1373, %1376 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_349 = linalg.transpose ins(%788 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_350 = linalg.transpose ins(%1373 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1378 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_349, %transposed_350 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1375 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_351 = linalg.transpose ins(%1378 : tensor<128x32x1x1xf32>) outs(%1330 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1316, %1377 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788 : tensor<2x128x8x8xf32>) outs(%1314 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x128x8x8xi1>
    %1381 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1380, %cst_3, %1379 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1382 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1381 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1381, %783 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1384 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1383 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1382 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_352 = tensor.expand_shape %1385 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1386 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1384 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%782, %782 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1388 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1386, %1387 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_353 = tensor.expand_shape %1388 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1389 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%782, %arg120 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_354 = tensor.expand_shape %1389 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1390 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%783, %expanded_353 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1391 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1381, %1390 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1392 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1391, %expanded_352 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1393 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1392, %expanded_354 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1384, %782 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1395 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1331 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg119[%2227, %2226, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1396 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1393, %1395 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_355 = linalg.transpose ins(%769 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_356 = linalg.transpose ins(%1393 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1397 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_355, %transposed_356 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1331 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_357 = linalg.transpose ins(%1397 : tensor<32x128x1x1xf32>) outs(%1336 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1399 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1398, %cst_3, %1396 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1400 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1399 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1399, %765 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1402 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1401 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1400 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_358 = tensor.expand_shape %1403 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1404 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1402 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%764, %764 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1406 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1404, %1405 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_359 = tensor.expand_shape %1406 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%764, %arg117 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_360 = tensor.expand_shape %1407 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1408 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %expanded_359 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1399, %1408 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1410 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1409, %expanded_358 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1411 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1410, %expanded_360 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1402, %764 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1413 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg116[%2227, %2226, %2230, %2231] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_361 = tensor.insert_slice %1411 into %1357[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1414 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_361, %1413 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_362 = linalg.transpose ins(%751 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_363 = linalg.transpose ins(%1411 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_364 = tensor.pad %transposed_362 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1415 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_364, %transposed_363 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1354 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_365 = linalg.transpose ins(%1415 : tensor<32x32x3x3xf32>) outs(%1353 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1417 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1416, %cst_3, %1414 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1417 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1417, %747 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1420 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1419 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1418 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_366 = tensor.expand_shape %1421 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1420 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%746, %746 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1422, %1423 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_367 = tensor.expand_shape %1424 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%746, %arg114 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_368 = tensor.expand_shape %1425 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1426 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %expanded_367 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1427 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1417, %1426 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1428 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1427, %expanded_366 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1429 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1428, %expanded_368 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1430 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1420, %746 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1431 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1375 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg113[%2227, %2226, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1432 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1429, %1431 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_369 = linalg.transpose ins(%733 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_370 = linalg.transpose ins(%1429 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1433 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_369, %transposed_370 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1375 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_371 = linalg.transpose ins(%1433 : tensor<128x32x1x1xf32>) outs(%1330 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1381, %1432 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733 : tensor<2x128x8x8xf32>) outs(%1314 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x128x8x8xi1>
    %1436 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1435, %cst_3, %1434 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1437 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1436 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1436, %728 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1439 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1438 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1437 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_372 = tensor.expand_shape %1440 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1441 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1439 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1442 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%727, %727 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1441, %1442 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_373 = tensor.expand_shape %1443 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%727, %arg111 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_374 = tensor.expand_shape %1444 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1445 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %expanded_373 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1436, %1445 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1447 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1446, %expanded_372 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1448 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1447, %expanded_374 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1449 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1439, %727 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1450 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1331 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg110[%2227, %2226, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1451 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1448, %1450 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_375 = linalg.transpose ins(%714 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_376 = linalg.transpose ins(%1448 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1452 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_375, %transposed_376 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1331 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_377 = linalg.transpose ins(%1452 : tensor<32x128x1x1xf32>) outs(%1336 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1454 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1453, %cst_3, %1451 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1455 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1454 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1454, %710 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1457 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1456 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1458 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1455 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_378 = tensor.expand_shape %1458 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1457 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%709, %709 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1461 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1459, %1460 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_379 = tensor.expand_shape %1461 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%709, %arg108 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_380 = tensor.expand_shape %1462 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1463 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710, %expanded_379 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1464 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1454, %1463 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1465 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1464, %expanded_378 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1466 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1465, %expanded_380 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1457, %709 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1468 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg107[%2227, %2226, %2230, %2231] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_381 = tensor.insert_slice %1466 into %1357[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1469 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_381, %1468 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_382 = linalg.transpose ins(%696 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_383 = linalg.transpose ins(%1466 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_384 = tensor.pad %transposed_382 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1470 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_384, %transposed_383 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1354 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_385 = linalg.transpose ins(%1470 : tensor<32x32x3x3xf32>) outs(%1353 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1471 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1472 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1471, %cst_3, %1469 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1473 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1472 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1472, %692 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1475 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1474 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1473 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_386 = tensor.expand_shape %1476 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1475 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %691 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1477, %1478 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_387 = tensor.expand_shape %1479 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %arg105 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_388 = tensor.expand_shape %1480 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1481 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%692, %expanded_387 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1472, %1481 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1483 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1482, %expanded_386 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1484 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1483, %expanded_388 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1475, %691 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1486 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1375 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg104[%2227, %2226, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1487 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1484, %1486 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_389 = linalg.transpose ins(%678 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_390 = linalg.transpose ins(%1484 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1488 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_389, %transposed_390 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1375 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_391 = linalg.transpose ins(%1488 : tensor<128x32x1x1xf32>) outs(%1330 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1489 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1436, %1487 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678 : tensor<2x128x8x8xf32>) outs(%1314 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x128x8x8xi1>
    %1491 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1490, %cst_3, %1489 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1492 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1491 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1491, %673 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1494 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1493 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1495 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1492 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_392 = tensor.expand_shape %1495 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1496 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1494 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1497 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%672, %672 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1498 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1496, %1497 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_393 = tensor.expand_shape %1498 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%672, %arg102 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_394 = tensor.expand_shape %1499 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1500 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %expanded_393 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1491, %1500 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1502 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1501, %expanded_392 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1503 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1502, %expanded_394 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1494, %672 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1505 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1331 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg101[%2227, %2226, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1506 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1503, %1505 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_395 = linalg.transpose ins(%659 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_396 = linalg.transpose ins(%1503 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1507 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_395, %transposed_396 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1331 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_397 = linalg.transpose ins(%1507 : tensor<32x128x1x1xf32>) outs(%1336 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1509 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1508, %cst_3, %1506 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1510 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1509 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1511 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1509, %655 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1512 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1511 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1513 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1510 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_398 = tensor.expand_shape %1513 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1512 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%654, %654 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1516 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1514, %1515 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_399 = tensor.expand_shape %1516 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%654, %arg99 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_400 = tensor.expand_shape %1517 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1518 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %expanded_399 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1519 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1509, %1518 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1520 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1519, %expanded_398 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1521 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1520, %expanded_400 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1522 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1512, %654 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1523 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg98[%2227, %2226, %2230, %2231] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_401 = tensor.insert_slice %1521 into %1357[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1524 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_401, %1523 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_402 = linalg.transpose ins(%641 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_403 = linalg.transpose ins(%1521 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_404 = tensor.pad %transposed_402 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1525 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_404, %transposed_403 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1354 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_405 = linalg.transpose ins(%1525 : tensor<32x32x3x3xf32>) outs(%1353 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1527 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1526, %cst_3, %1524 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1528 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1527 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1527, %637 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1530 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1529 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1528 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_406 = tensor.expand_shape %1531 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1532 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1530 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %636 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1532, %1533 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_407 = tensor.expand_shape %1534 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%636, %arg96 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_408 = tensor.expand_shape %1535 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1536 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637, %expanded_407 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1527, %1536 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1538 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %expanded_406 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1539 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1538, %expanded_408 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1540 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1530, %636 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1541 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1375 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg95[%2227, %2226, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1542 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1539, %1541 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_409 = linalg.transpose ins(%623 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_410 = linalg.transpose ins(%1539 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1543 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_409, %transposed_410 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1375 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_411 = linalg.transpose ins(%1543 : tensor<128x32x1x1xf32>) outs(%1330 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1491, %1542 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1545 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<2x128x8x8xf32>) outs(%1314 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x128x8x8xi1>
    %1546 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1545, %cst_3, %1544 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1547 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1546 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1546, %618 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1549 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1548 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1550 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1547 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_412 = tensor.expand_shape %1550 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1551 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1549 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1552 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%617, %617 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1553 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1551, %1552 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_413 = tensor.expand_shape %1553 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1554 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%617, %arg93 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_414 = tensor.expand_shape %1554 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1555 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618, %expanded_413 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1556 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1546, %1555 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1557 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1556, %expanded_412 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1558 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1557, %expanded_414 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1559 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1549, %617 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1560 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1331 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg92[%2227, %2226, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1561 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1558, %1560 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_415 = linalg.transpose ins(%604 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_416 = linalg.transpose ins(%1558 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1562 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_415, %transposed_416 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1331 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_417 = linalg.transpose ins(%1562 : tensor<32x128x1x1xf32>) outs(%1336 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1564 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1563, %cst_3, %1561 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1565 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1564 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1564, %600 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1567 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1566 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1565 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_418 = tensor.expand_shape %1568 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1567 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%599, %599 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1569, %1570 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_419 = tensor.expand_shape %1571 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%599, %arg90 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_420 = tensor.expand_shape %1572 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1573 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %expanded_419 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1574 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1564, %1573 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1575 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1574, %expanded_418 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1576 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1575, %expanded_420 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1577 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1567, %599 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1578 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg89[%2227, %2226, %2230, %2231] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_421 = tensor.insert_slice %1576 into %1357[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1579 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_421, %1578 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_422 = linalg.transpose ins(%586 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_423 = linalg.transpose ins(%1576 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_424 = tensor.pad %transposed_422 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1580 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_424, %transposed_423 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1354 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_425 = linalg.transpose ins(%1580 : tensor<32x32x3x3xf32>) outs(%1353 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1582 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1581, %cst_3, %1579 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1583 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1582 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1582, %582 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1585 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1584 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1586 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1583 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_426 = tensor.expand_shape %1586 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1587 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1585 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1588 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%581, %581 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1589 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1587, %1588 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_427 = tensor.expand_shape %1589 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%581, %arg87 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_428 = tensor.expand_shape %1590 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1591 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%582, %expanded_427 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1592 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1582, %1591 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1593 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1592, %expanded_426 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1594 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1593, %expanded_428 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1595 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1585, %581 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1596 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1375 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg86[%2227, %2226, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1597 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1594, %1596 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%525 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_429 = linalg.transpose ins(%568 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_430 = linalg.transpose ins(%1594 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1598 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_429, %transposed_430 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1375 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_431 = linalg.transpose ins(%1598 : tensor<128x32x1x1xf32>) outs(%1330 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1546, %1597 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1600 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568 : tensor<2x128x8x8xf32>) outs(%1314 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x128x8x8xi1>
    %1601 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1600, %cst_3, %1599 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1602 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1601 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1601, %563 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1604 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1603 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1605 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1602 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_432 = tensor.expand_shape %1605 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1606 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1604 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%562, %562 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1608 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1606, %1607 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_433 = tensor.expand_shape %1608 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1609 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%562, %arg84 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_434 = tensor.expand_shape %1609 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1610 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_433 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1601, %1610 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1612 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1611, %expanded_432 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1613 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1612, %expanded_434 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1604, %562 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1615 = linalg.fill ins(%cst : f32) outs(%1312 : tensor<64x128x1x1xf32>) -> tensor<64x128x1x1xf32>
    %1616 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1615 : tensor<64x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg83[%2227, %2226, %c0, %c0] : tensor<128x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x1x1xf32>
    %1617 = tensor.empty() : tensor<2x128x16x16xf32>
    %1618 = linalg.fill ins(%cst : f32) outs(%1617 : tensor<2x128x16x16xf32>) -> tensor<2x128x16x16xf32>
    %inserted_slice_435 = tensor.insert_slice %1613 into %1618[0, 0, 0, 0] [2, 128, 8, 8] [1, 1, 2, 2] : tensor<2x128x8x8xf32> into tensor<2x128x16x16xf32>
    %1619 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_435, %1616 : tensor<2x128x16x16xf32>, tensor<64x128x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %1620 = tensor.empty() : tensor<64x2x16x16xf32>
    %transposed_436 = linalg.transpose ins(%481 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1621 = tensor.empty() : tensor<64x256x2x2xf32>
    %expanded_437 = tensor.expand_shape %transposed_436 [[0], [1, 2], [3], [4]] output_shape [64, 2, 1, 16, 16] : tensor<64x2x16x16xf32> into tensor<64x2x1x16x16xf32>
    %expanded_438 = tensor.expand_shape %1613 [[0], [1], [2, 3], [4]] output_shape [2, 128, 1, 8, 8] : tensor<2x128x8x8xf32> into tensor<2x128x1x8x8xf32>
    %expanded_439 = tensor.expand_shape %1621 [[0], [1, 2], [3], [4]] output_shape [64, 2, 128, 2, 2] : tensor<64x256x2x2xf32> into tensor<64x2x128x2x2xf32>
    %1622 = linalg.fill ins(%cst : f32) outs(%expanded_439 : tensor<64x2x128x2x2xf32>) -> tensor<64x2x128x2x2xf32>
    %1623 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_437, %expanded_438 : tensor<64x2x1x16x16xf32>, tensor<2x128x1x8x8xf32>) outs(%1622 : tensor<64x2x128x2x2xf32>) -> tensor<64x2x128x2x2xf32>
    %collapsed_440 = tensor.collapse_shape %1623 [[0], [1, 2], [3], [4]] : tensor<64x2x128x2x2xf32> into tensor<64x256x2x2xf32>
    %extracted_slice_441 = tensor.extract_slice %collapsed_440[0, 0, 0, 0] [64, 256, 1, 2] [1, 1, 1, 1] : tensor<64x256x2x2xf32> to tensor<64x256x1x2xf32>
    %extracted_slice_442 = tensor.extract_slice %extracted_slice_441[0, 0, 0, 0] [64, 256, 1, 1] [1, 1, 1, 1] : tensor<64x256x1x2xf32> to tensor<64x256x1x1xf32>
    %expanded_443 = tensor.expand_shape %extracted_slice_442 [[0], [1, 2], [3], [4]] output_shape [64, 2, 128, 1, 1] : tensor<64x256x1x1xf32> into tensor<64x2x128x1x1xf32>
    %1624 = tensor.empty() : tensor<2x128x64x1x1xf32>
    %transposed_444 = linalg.transpose ins(%expanded_443 : tensor<64x2x128x1x1xf32>) outs(%1624 : tensor<2x128x64x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %1625 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_444 : tensor<2x128x64x1x1xf32>) outs(%1308 : tensor<128x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128x64x1x1xf32>
    %1626 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1601, %546 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1627 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1626 : tensor<2x128x8x8xf32>) outs(%528 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1628 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1627 : tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%545, %545 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1630 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1628, %1629 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_445 = tensor.expand_shape %1630 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1631 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%545, %arg81 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %expanded_446 = tensor.expand_shape %1631 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1632 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %expanded_445 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1633 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1601, %1632 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1634 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1633, %expanded_432 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1635 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1634, %expanded_446 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%524 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x128x8x8xf32>
    %1636 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1627, %545 : tensor<128xf32>, tensor<128xf32>) outs(%527 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<128xf32>
    %1637 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1331 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg80[%2227, %2226, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1638 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1635, %1637 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%504 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_447 = linalg.transpose ins(%523 : tensor<2x32x8x8xf32>) outs(%1334 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_448 = linalg.transpose ins(%1635 : tensor<2x128x8x8xf32>) outs(%1244 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1639 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_447, %transposed_448 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1331 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_449 = linalg.transpose ins(%1639 : tensor<32x128x1x1xf32>) outs(%1336 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1640 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523 : tensor<2x32x8x8xf32>) outs(%1337 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x8x8xi1>
    %1641 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1640, %cst_3, %1638 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1642 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1641 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1643 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1641, %519 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1644 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1643 : tensor<2x32x8x8xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1642 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_450 = tensor.expand_shape %1645 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1646 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1644 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_17 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1647 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%518, %518 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1648 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1646, %1647 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_451 = tensor.expand_shape %1648 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%518, %arg78 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_452 = tensor.expand_shape %1649 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1650 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %expanded_451 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1651 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1641, %1650 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1652 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1651, %expanded_450 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1653 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1652, %expanded_452 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%503 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x8x8xf32>
    %1654 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1644, %518 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1655 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg77[%2227, %2226, %2230, %2231] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %1656 = tensor.empty() : tensor<2x32x18x18xf32>
    %1657 = linalg.fill ins(%cst : f32) outs(%1656 : tensor<2x32x18x18xf32>) -> tensor<2x32x18x18xf32>
    %inserted_slice_453 = tensor.insert_slice %1653 into %1657[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 2, 2] : tensor<2x32x8x8xf32> into tensor<2x32x18x18xf32>
    %1658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_453, %1655 : tensor<2x32x18x18xf32>, tensor<32x32x3x3xf32>) outs(%483 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %1659 = tensor.empty() : tensor<32x2x16x16xf32>
    %transposed_454 = linalg.transpose ins(%502 : tensor<2x32x16x16xf32>) outs(%1659 : tensor<32x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_455 = tensor.pad %transposed_454 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x16x16xf32> to tensor<32x2x18x18xf32>
    %1660 = tensor.empty() : tensor<32x64x4x4xf32>
    %expanded_456 = tensor.expand_shape %padded_455 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 18, 18] : tensor<32x2x18x18xf32> into tensor<32x2x1x18x18xf32>
    %expanded_457 = tensor.expand_shape %1653 [[0], [1], [2, 3], [4]] output_shape [2, 32, 1, 8, 8] : tensor<2x32x8x8xf32> into tensor<2x32x1x8x8xf32>
    %expanded_458 = tensor.expand_shape %1660 [[0], [1, 2], [3], [4]] output_shape [32, 2, 32, 4, 4] : tensor<32x64x4x4xf32> into tensor<32x2x32x4x4xf32>
    %1661 = linalg.fill ins(%cst : f32) outs(%expanded_458 : tensor<32x2x32x4x4xf32>) -> tensor<32x2x32x4x4xf32>
    %1662 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_456, %expanded_457 : tensor<32x2x1x18x18xf32>, tensor<2x32x1x8x8xf32>) outs(%1661 : tensor<32x2x32x4x4xf32>) -> tensor<32x2x32x4x4xf32>
    %collapsed_459 = tensor.collapse_shape %1662 [[0], [1, 2], [3], [4]] : tensor<32x2x32x4x4xf32> into tensor<32x64x4x4xf32>
    %extracted_slice_460 = tensor.extract_slice %collapsed_459[0, 0, 0, 0] [32, 64, 3, 4] [1, 1, 1, 1] : tensor<32x64x4x4xf32> to tensor<32x64x3x4xf32>
    %extracted_slice_461 = tensor.extract_slice %extracted_slice_460[0, 0, 0, 0] [32, 64, 3, 3] [1, 1, 1, 1] : tensor<32x64x3x4xf32> to tensor<32x64x3x3xf32>
    %expanded_462 = tensor.expand_shape %extracted_slice_461 [[0], [1, 2], [3], [4]] output_shape [32, 2, 32, 3, 3] : tensor<32x64x3x3xf32> into tensor<32x2x32x3x3xf32>
    %1663 = tensor.empty() : tensor<2x32x32x3x3xf32>
    %transposed_463 = linalg.transpose ins(%expanded_462 : tensor<32x2x32x3x3xf32>) outs(%1663 : tensor<2x32x32x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %1664 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_463 : tensor<2x32x32x3x3xf32>) outs(%1354 : tensor<32x32x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32x32x3x3xf32>
    %1665 = tensor.empty() : tensor<2x32x16x16xi1>
    %1666 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502 : tensor<2x32x16x16xf32>) outs(%1665 : tensor<2x32x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x16x16xi1>
    %1667 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1666, %cst_3, %1658 : tensor<2x32x16x16xi1>, tensor<f32>, tensor<2x32x16x16xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %1668 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1667 : tensor<2x32x16x16xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1669 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1667, %498 : tensor<2x32x16x16xf32>, tensor<2x32x16x16xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %1670 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1669 : tensor<2x32x16x16xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1668 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_464 = tensor.expand_shape %1671 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1670 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1673 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%497, %497 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1674 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1672, %1673 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_465 = tensor.expand_shape %1674 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1675 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%497, %arg75 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_466 = tensor.expand_shape %1675 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1676 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %expanded_465 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %1677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1667, %1676 : tensor<2x32x16x16xf32>, tensor<2x32x16x16xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %1678 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1677, %expanded_464 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %1679 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1678, %expanded_466 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%482 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x16x16xf32>
    %1680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1670, %497 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1681 = tensor.empty() : tensor<64x32x1x1xf32>
    %1682 = linalg.fill ins(%cst : f32) outs(%1681 : tensor<64x32x1x1xf32>) -> tensor<64x32x1x1xf32>
    %1683 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1682 : tensor<64x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg74[%2227, %2226, %c0, %c0] : tensor<32x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x32x1x1xf32>
    %1684 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1679, %1683 : tensor<2x32x16x16xf32>, tensor<64x32x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_467 = linalg.transpose ins(%1679 : tensor<2x32x16x16xf32>) outs(%1659 : tensor<32x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1685 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_436, %transposed_467 : tensor<64x2x16x16xf32>, tensor<32x2x16x16xf32>) outs(%1682 : tensor<64x32x1x1xf32>) -> tensor<64x32x1x1xf32>
    %1686 = tensor.empty() : tensor<32x64x1x1xf32>
    %transposed_468 = linalg.transpose ins(%1685 : tensor<64x32x1x1xf32>) outs(%1686 : tensor<32x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1687 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1619, %1684 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1688 = tensor.empty() : tensor<2x64x16x16xi1>
    %1689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481 : tensor<2x64x16x16xf32>) outs(%1688 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x16x16xi1>
    %1690 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1689, %cst_3, %1687 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1691 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1690 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1692 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %476 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1693 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1692 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1694 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1691 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_469 = tensor.expand_shape %1694 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1695 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1693 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1696 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%475, %475 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1697 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1695, %1696 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_470 = tensor.expand_shape %1697 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1698 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%475, %arg72 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_471 = tensor.expand_shape %1698 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1699 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_470 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %1699 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1701 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1700, %expanded_469 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1702 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1701, %expanded_471 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1703 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1693, %475 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1704 = tensor.empty() : tensor<16x64x1x1xf32>
    %1705 = linalg.fill ins(%cst : f32) outs(%1704 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %1706 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1705 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg71[%2227, %2226, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %1707 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1702, %1706 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %1708 = tensor.empty() : tensor<16x2x16x16xf32>
    %transposed_472 = linalg.transpose ins(%462 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_473 = linalg.transpose ins(%1702 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1709 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_472, %transposed_473 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%1705 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %1710 = tensor.empty() : tensor<64x16x1x1xf32>
    %transposed_474 = linalg.transpose ins(%1709 : tensor<16x64x1x1xf32>) outs(%1710 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1711 = tensor.empty() : tensor<2x16x16x16xi1>
    %1712 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1713 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1712, %cst_3, %1707 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1714 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1713 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1715 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1713, %458 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1716 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1715 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1714 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_475 = tensor.expand_shape %1717 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1716 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1719 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%457, %457 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1718, %1719 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_476 = tensor.expand_shape %1720 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1721 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%457, %arg69 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_477 = tensor.expand_shape %1721 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1722 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_476 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1723 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1713, %1722 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1724 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1723, %expanded_475 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1725 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1724, %expanded_477 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1716, %457 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1727 = tensor.empty() : tensor<16x16x3x3xf32>
    %1728 = linalg.fill ins(%cst : f32) outs(%1727 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %1729 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1728 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg68[%2227, %2226, %2230, %2231] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %1730 = tensor.empty() : tensor<2x16x18x18xf32>
    %1731 = linalg.fill ins(%cst : f32) outs(%1730 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32>
    %inserted_slice_478 = tensor.insert_slice %1725 into %1731[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32>
    %1732 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_478, %1729 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_479 = linalg.transpose ins(%444 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_480 = linalg.transpose ins(%1725 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_481 = tensor.pad %transposed_479 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x16x16xf32> to tensor<16x2x18x18xf32>
    %1733 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_481, %transposed_480 : tensor<16x2x18x18xf32>, tensor<16x2x16x16xf32>) outs(%1728 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_482 = linalg.transpose ins(%1733 : tensor<16x16x3x3xf32>) outs(%1727 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1734 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1735 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1734, %cst_3, %1732 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1736 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1735 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1737 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %440 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1738 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1737 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1739 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1736 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_483 = tensor.expand_shape %1739 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1740 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1738 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1741 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%439, %439 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1742 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1740, %1741 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_484 = tensor.expand_shape %1742 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1743 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%439, %arg66 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_485 = tensor.expand_shape %1743 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1744 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_484 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1745 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1735, %1744 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1746 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1745, %expanded_483 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1747 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1746, %expanded_485 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1738, %439 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1749 = linalg.fill ins(%cst : f32) outs(%1710 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %1750 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1749 : tensor<64x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg65[%2227, %2226, %c0, %c0] : tensor<16x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x16x1x1xf32>
    %1751 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1747, %1750 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_486 = linalg.transpose ins(%426 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_487 = linalg.transpose ins(%1747 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1752 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_486, %transposed_487 : tensor<64x2x16x16xf32>, tensor<16x2x16x16xf32>) outs(%1749 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %transposed_488 = linalg.transpose ins(%1752 : tensor<64x16x1x1xf32>) outs(%1704 : tensor<16x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1753 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %1751 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1754 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426 : tensor<2x64x16x16xf32>) outs(%1688 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x16x16xi1>
    %1755 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1754, %cst_3, %1753 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1756 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1755 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1757 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %421 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1758 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1757 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1759 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1756 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_489 = tensor.expand_shape %1759 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1758 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1761 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%420, %420 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1760, %1761 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_490 = tensor.expand_shape %1762 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%420, %arg63 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_491 = tensor.expand_shape %1763 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1764 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_490 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %1764 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1766 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1765, %expanded_489 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1767 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1766, %expanded_491 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1768 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1758, %420 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1769 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1705 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg62[%2227, %2226, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %1770 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1767, %1769 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_492 = linalg.transpose ins(%407 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_493 = linalg.transpose ins(%1767 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1771 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_492, %transposed_493 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%1705 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %transposed_494 = linalg.transpose ins(%1771 : tensor<16x64x1x1xf32>) outs(%1710 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1773 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1772, %cst_3, %1770 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1774 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1773 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1775 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1773, %403 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1776 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1775 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1774 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_495 = tensor.expand_shape %1777 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1776 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%402, %402 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1778, %1779 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_496 = tensor.expand_shape %1780 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%402, %arg60 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_497 = tensor.expand_shape %1781 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1782 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_496 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1783 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1773, %1782 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1784 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1783, %expanded_495 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1785 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1784, %expanded_497 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1776, %402 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1787 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1728 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg59[%2227, %2226, %2230, %2231] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %inserted_slice_498 = tensor.insert_slice %1785 into %1731[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32>
    %1788 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_498, %1787 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_499 = linalg.transpose ins(%389 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_500 = linalg.transpose ins(%1785 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_501 = tensor.pad %transposed_499 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x16x16xf32> to tensor<16x2x18x18xf32>
    %1789 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_501, %transposed_500 : tensor<16x2x18x18xf32>, tensor<16x2x16x16xf32>) outs(%1728 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_502 = linalg.transpose ins(%1789 : tensor<16x16x3x3xf32>) outs(%1727 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1790 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1791 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1790, %cst_3, %1788 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1792 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1791 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1793 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1791, %385 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1794 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1793 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1792 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_503 = tensor.expand_shape %1795 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1796 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1794 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1797 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%384, %384 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1798 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1796, %1797 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_504 = tensor.expand_shape %1798 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%384, %arg57 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_505 = tensor.expand_shape %1799 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1800 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_504 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1801 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1791, %1800 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1802 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1801, %expanded_503 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1803 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1802, %expanded_505 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1804 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1794, %384 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1805 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1749 : tensor<64x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg56[%2227, %2226, %c0, %c0] : tensor<16x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x16x1x1xf32>
    %1806 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1803, %1805 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_506 = linalg.transpose ins(%371 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_507 = linalg.transpose ins(%1803 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1807 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_506, %transposed_507 : tensor<64x2x16x16xf32>, tensor<16x2x16x16xf32>) outs(%1749 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %transposed_508 = linalg.transpose ins(%1807 : tensor<64x16x1x1xf32>) outs(%1704 : tensor<16x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1808 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %1806 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1809 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<2x64x16x16xf32>) outs(%1688 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x16x16xi1>
    %1810 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1809, %cst_3, %1808 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1811 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1810 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1812 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1810, %366 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1813 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1812 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1811 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_509 = tensor.expand_shape %1814 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1815 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1813 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %365 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1817 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1815, %1816 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_510 = tensor.expand_shape %1817 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1818 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %arg54 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_511 = tensor.expand_shape %1818 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1819 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_510 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1820 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1810, %1819 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1821 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1820, %expanded_509 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1822 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1821, %expanded_511 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1823 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1813, %365 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1824 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1705 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%2227, %2226, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %1825 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1822, %1824 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_512 = linalg.transpose ins(%352 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_513 = linalg.transpose ins(%1822 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1826 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_512, %transposed_513 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%1705 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %transposed_514 = linalg.transpose ins(%1826 : tensor<16x64x1x1xf32>) outs(%1710 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1827 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1828 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1827, %cst_3, %1825 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1829 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1828 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1830 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1828, %348 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1831 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1830 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1832 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1829 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_515 = tensor.expand_shape %1832 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1833 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1831 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1834 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%347, %347 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1835 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1833, %1834 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_516 = tensor.expand_shape %1835 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1836 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%347, %arg51 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_517 = tensor.expand_shape %1836 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1837 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_516 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1838 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1828, %1837 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1839 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1838, %expanded_515 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1840 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1839, %expanded_517 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1841 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1831, %347 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1842 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1728 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg50[%2227, %2226, %2230, %2231] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %inserted_slice_518 = tensor.insert_slice %1840 into %1731[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32>
    %1843 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_518, %1842 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_519 = linalg.transpose ins(%334 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_520 = linalg.transpose ins(%1840 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_521 = tensor.pad %transposed_519 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x16x16xf32> to tensor<16x2x18x18xf32>
    %1844 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_521, %transposed_520 : tensor<16x2x18x18xf32>, tensor<16x2x16x16xf32>) outs(%1728 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_522 = linalg.transpose ins(%1844 : tensor<16x16x3x3xf32>) outs(%1727 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1845 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1846 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1845, %cst_3, %1843 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1847 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1846 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1846, %330 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1849 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1848 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1850 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1847 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_523 = tensor.expand_shape %1850 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1851 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1849 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1852 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%329, %329 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1853 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1851, %1852 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_524 = tensor.expand_shape %1853 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1854 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%329, %arg48 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_525 = tensor.expand_shape %1854 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1855 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_524 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1856 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1846, %1855 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1857 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1856, %expanded_523 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1858 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1857, %expanded_525 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1859 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1849, %329 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1860 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1749 : tensor<64x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg47[%2227, %2226, %c0, %c0] : tensor<16x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x16x1x1xf32>
    %1861 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1858, %1860 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%273 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_526 = linalg.transpose ins(%316 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_527 = linalg.transpose ins(%1858 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1862 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_526, %transposed_527 : tensor<64x2x16x16xf32>, tensor<16x2x16x16xf32>) outs(%1749 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %transposed_528 = linalg.transpose ins(%1862 : tensor<64x16x1x1xf32>) outs(%1704 : tensor<16x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1863 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1810, %1861 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1864 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<2x64x16x16xf32>) outs(%1688 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x64x16x16xi1>
    %1865 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1864, %cst_3, %1863 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1866 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1865 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1867 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1865, %311 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1868 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1867 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1869 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1866 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_529 = tensor.expand_shape %1869 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1870 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1868 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1871 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%310, %310 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1872 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1870, %1871 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_530 = tensor.expand_shape %1872 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1873 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%310, %arg45 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_531 = tensor.expand_shape %1873 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1874 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_530 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1875 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1865, %1874 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1876 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1875, %expanded_529 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1877 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1876, %expanded_531 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1878 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1868, %310 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1879 = linalg.fill ins(%cst : f32) outs(%1686 : tensor<32x64x1x1xf32>) -> tensor<32x64x1x1xf32>
    %1880 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1879 : tensor<32x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg44[%2227, %2226, %c0, %c0] : tensor<64x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x1x1xf32>
    %1881 = tensor.empty() : tensor<2x64x32x32xf32>
    %1882 = linalg.fill ins(%cst : f32) outs(%1881 : tensor<2x64x32x32xf32>) -> tensor<2x64x32x32xf32>
    %inserted_slice_532 = tensor.insert_slice %1877 into %1882[0, 0, 0, 0] [2, 64, 16, 16] [1, 1, 2, 2] : tensor<2x64x16x16xf32> into tensor<2x64x32x32xf32>
    %1883 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_532, %1880 : tensor<2x64x32x32xf32>, tensor<32x64x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %1884 = tensor.empty() : tensor<32x2x32x32xf32>
    %transposed_533 = linalg.transpose ins(%223 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %1885 = tensor.empty() : tensor<32x128x2x2xf32>
    %expanded_534 = tensor.expand_shape %transposed_533 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 32, 32] : tensor<32x2x32x32xf32> into tensor<32x2x1x32x32xf32>
    %expanded_535 = tensor.expand_shape %1877 [[0], [1], [2, 3], [4]] output_shape [2, 64, 1, 16, 16] : tensor<2x64x16x16xf32> into tensor<2x64x1x16x16xf32>
    %expanded_536 = tensor.expand_shape %1885 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 2, 2] : tensor<32x128x2x2xf32> into tensor<32x2x64x2x2xf32>
    %1886 = linalg.fill ins(%cst : f32) outs(%expanded_536 : tensor<32x2x64x2x2xf32>) -> tensor<32x2x64x2x2xf32>
    %1887 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_534, %expanded_535 : tensor<32x2x1x32x32xf32>, tensor<2x64x1x16x16xf32>) outs(%1886 : tensor<32x2x64x2x2xf32>) -> tensor<32x2x64x2x2xf32>
    %collapsed_537 = tensor.collapse_shape %1887 [[0], [1, 2], [3], [4]] : tensor<32x2x64x2x2xf32> into tensor<32x128x2x2xf32>
    %extracted_slice_538 = tensor.extract_slice %collapsed_537[0, 0, 0, 0] [32, 128, 1, 2] [1, 1, 1, 1] : tensor<32x128x2x2xf32> to tensor<32x128x1x2xf32>
    %extracted_slice_539 = tensor.extract_slice %extracted_slice_538[0, 0, 0, 0] [32, 128, 1, 1] [1, 1, 1, 1] : tensor<32x128x1x2xf32> to tensor<32x128x1x1xf32>
    %expanded_540 = tensor.expand_shape %extracted_slice_539 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 1, 1] : tensor<32x128x1x1xf32> into tensor<32x2x64x1x1xf32>
    %1888 = tensor.empty() : tensor<2x64x32x1x1xf32>
    %transposed_541 = linalg.transpose ins(%expanded_540 : tensor<32x2x64x1x1xf32>) outs(%1888 : tensor<2x64x32x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %1889 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_541 : tensor<2x64x32x1x1xf32>) outs(%1682 : tensor<64x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64x32x1x1xf32>
    %1890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1865, %294 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1891 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1890 : tensor<2x64x16x16xf32>) outs(%276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1892 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1891 : tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1893 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%293, %293 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1894 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1892, %1893 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_542 = tensor.expand_shape %1894 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%293, %arg42 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %expanded_543 = tensor.expand_shape %1895 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1896 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_542 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1897 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1865, %1896 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1898 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1897, %expanded_529 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1899 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1898, %expanded_543 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%272 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x64x16x16xf32>
    %1900 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1891, %293 : tensor<64xf32>, tensor<64xf32>) outs(%275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<64xf32>
    %1901 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1705 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg41[%2227, %2226, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %1902 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1899, %1901 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%252 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_544 = linalg.transpose ins(%271 : tensor<2x16x16x16xf32>) outs(%1708 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_545 = linalg.transpose ins(%1899 : tensor<2x64x16x16xf32>) outs(%1620 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %1903 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_544, %transposed_545 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%1705 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %transposed_546 = linalg.transpose ins(%1903 : tensor<16x64x1x1xf32>) outs(%1710 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1904 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<2x16x16x16xf32>) outs(%1711 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x16x16xi1>
    %1905 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1904, %cst_3, %1902 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1906 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1905 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1907 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1905, %267 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1908 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1907 : tensor<2x16x16x16xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1909 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1906 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_547 = tensor.expand_shape %1909 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1910 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1908 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1911 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %266 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1912 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1910, %1911 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_548 = tensor.expand_shape %1912 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1913 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %arg39 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_549 = tensor.expand_shape %1913 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1914 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_548 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1905, %1914 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1916 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1915, %expanded_547 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1917 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1916, %expanded_549 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%251 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x16x16xf32>
    %1918 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1908, %266 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1919 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1728 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg38[%2227, %2226, %2230, %2231] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %1920 = tensor.empty() : tensor<2x16x34x34xf32>
    %1921 = linalg.fill ins(%cst : f32) outs(%1920 : tensor<2x16x34x34xf32>) -> tensor<2x16x34x34xf32>
    %inserted_slice_550 = tensor.insert_slice %1917 into %1921[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 2, 2] : tensor<2x16x16x16xf32> into tensor<2x16x34x34xf32>
    %1922 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_550, %1919 : tensor<2x16x34x34xf32>, tensor<16x16x3x3xf32>) outs(%225 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
    %1923 = tensor.empty() : tensor<16x2x32x32xf32>
    %transposed_551 = linalg.transpose ins(%250 : tensor<2x16x32x32xf32>) outs(%1923 : tensor<16x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_552 = tensor.pad %transposed_551 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x32x32xf32> to tensor<16x2x34x34xf32>
    %1924 = tensor.empty() : tensor<16x32x4x4xf32>
    %expanded_553 = tensor.expand_shape %padded_552 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 34, 34] : tensor<16x2x34x34xf32> into tensor<16x2x1x34x34xf32>
    %expanded_554 = tensor.expand_shape %1917 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 16, 16] : tensor<2x16x16x16xf32> into tensor<2x16x1x16x16xf32>
    %expanded_555 = tensor.expand_shape %1924 [[0], [1, 2], [3], [4]] output_shape [16, 2, 16, 4, 4] : tensor<16x32x4x4xf32> into tensor<16x2x16x4x4xf32>
    %1925 = linalg.fill ins(%cst : f32) outs(%expanded_555 : tensor<16x2x16x4x4xf32>) -> tensor<16x2x16x4x4xf32>
    %1926 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_553, %expanded_554 : tensor<16x2x1x34x34xf32>, tensor<2x16x1x16x16xf32>) outs(%1925 : tensor<16x2x16x4x4xf32>) -> tensor<16x2x16x4x4xf32>
    %collapsed_556 = tensor.collapse_shape %1926 [[0], [1, 2], [3], [4]] : tensor<16x2x16x4x4xf32> into tensor<16x32x4x4xf32>
    %extracted_slice_557 = tensor.extract_slice %collapsed_556[0, 0, 0, 0] [16, 32, 3, 4] [1, 1, 1, 1] : tensor<16x32x4x4xf32> to tensor<16x32x3x4xf32>
    %extracted_slice_558 = tensor.extract_slice %extracted_slice_557[0, 0, 0, 0] [16, 32, 3, 3] [1, 1, 1, 1] : tensor<16x32x3x4xf32> to tensor<16x32x3x3xf32>
    %expanded_559 = tensor.expand_shape %extracted_slice_558 [[0], [1, 2], [3], [4]] output_shape [16, 2, 16, 3, 3] : tensor<16x32x3x3xf32> into tensor<16x2x16x3x3xf32>
    %1927 = tensor.empty() : tensor<2x16x16x3x3xf32>
    %transposed_560 = linalg.transpose ins(%expanded_559 : tensor<16x2x16x3x3xf32>) outs(%1927 : tensor<2x16x16x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %1928 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_560 : tensor<2x16x16x3x3xf32>) outs(%1728 : tensor<16x16x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16x16x3x3xf32>
    %1929 = tensor.empty() : tensor<2x16x32x32xi1>
    %1930 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<2x16x32x32xf32>) outs(%1929 : tensor<2x16x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x16x32x32xi1>
    %1931 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1930, %cst_3, %1922 : tensor<2x16x32x32xi1>, tensor<f32>, tensor<2x16x32x32xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %1932 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1931 : tensor<2x16x32x32xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1933 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1931, %246 : tensor<2x16x32x32xf32>, tensor<2x16x32x32xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %1934 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1933 : tensor<2x16x32x32xf32>) outs(%228 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1932 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_561 = tensor.expand_shape %1935 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1936 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1934 : tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1937 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%245, %245 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1938 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1936, %1937 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_562 = tensor.expand_shape %1938 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1939 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%245, %arg36 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %expanded_563 = tensor.expand_shape %1939 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %1940 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_562 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %1941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1931, %1940 : tensor<2x16x32x32xf32>, tensor<2x16x32x32xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %1942 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1941, %expanded_561 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %1943 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1942, %expanded_563 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%224 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x16x32x32xf32>
    %1944 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1934, %245 : tensor<16xf32>, tensor<16xf32>) outs(%227 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<16xf32>
    %1945 = tensor.empty() : tensor<32x16x1x1xf32>
    %1946 = linalg.fill ins(%cst : f32) outs(%1945 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %1947 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1946 : tensor<32x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg35[%2227, %2226, %c0, %c0] : tensor<16x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x16x1x1xf32>
    %1948 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1943, %1947 : tensor<2x16x32x32xf32>, tensor<32x16x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %transposed_564 = linalg.transpose ins(%1943 : tensor<2x16x32x32xf32>) outs(%1923 : tensor<16x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %1949 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_533, %transposed_564 : tensor<32x2x32x32xf32>, tensor<16x2x32x32xf32>) outs(%1946 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %1950 = tensor.empty() : tensor<16x32x1x1xf32>
    %transposed_565 = linalg.transpose ins(%1949 : tensor<32x16x1x1xf32>) outs(%1950 : tensor<16x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1951 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1883, %1948 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1952 = tensor.empty() : tensor<2x32x32x32xi1>
    %1953 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<2x32x32x32xf32>) outs(%1952 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x32x32xi1>
    %1954 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1953, %cst_3, %1951 : tensor<2x32x32x32xi1>, tensor<f32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1955 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1954 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1956 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1954, %218 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1957 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1956 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1958 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1955 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_566 = tensor.expand_shape %1958 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1959 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1957 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1960 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%217, %217 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1961 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1959, %1960 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_567 = tensor.expand_shape %1961 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1962 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%217, %arg33 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_568 = tensor.expand_shape %1962 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1963 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_567 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1964 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1954, %1963 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1965 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1964, %expanded_566 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1966 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1965, %expanded_568 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %1967 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1957, %217 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %1968 = tensor.empty() : tensor<8x32x1x1xf32>
    %1969 = linalg.fill ins(%cst : f32) outs(%1968 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %1970 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1969 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg32[%2227, %2226, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %1971 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1966, %1970 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %1972 = tensor.empty() : tensor<8x2x32x32xf32>
    %transposed_569 = linalg.transpose ins(%204 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_570 = linalg.transpose ins(%1966 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %1973 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_569, %transposed_570 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%1969 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %1974 = tensor.empty() : tensor<32x8x1x1xf32>
    %transposed_571 = linalg.transpose ins(%1973 : tensor<8x32x1x1xf32>) outs(%1974 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1975 = tensor.empty() : tensor<2x8x32x32xi1>
    %1976 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %1977 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1976, %cst_3, %1971 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %1978 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1977 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %1979 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1977, %200 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %1980 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1979 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %1981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1978 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_572 = tensor.expand_shape %1981 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1982 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1980 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %1983 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%199, %199 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %1984 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1982, %1983 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_573 = tensor.expand_shape %1984 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1985 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%199, %arg30 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_574 = tensor.expand_shape %1985 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %1986 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_573 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %1987 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1977, %1986 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %1988 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1987, %expanded_572 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %1989 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1988, %expanded_574 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %1990 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1980, %199 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %1991 = tensor.empty() : tensor<8x8x3x3xf32>
    %1992 = linalg.fill ins(%cst : f32) outs(%1991 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %1993 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1992 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg29[%2227, %2226, %2230, %2231] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %1994 = tensor.empty() : tensor<2x8x34x34xf32>
    %1995 = linalg.fill ins(%cst : f32) outs(%1994 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32>
    %inserted_slice_575 = tensor.insert_slice %1989 into %1995[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32>
    %1996 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_575, %1993 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_576 = linalg.transpose ins(%186 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_577 = linalg.transpose ins(%1989 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_578 = tensor.pad %transposed_576 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<8x2x32x32xf32> to tensor<8x2x34x34xf32>
    %1997 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_578, %transposed_577 : tensor<8x2x34x34xf32>, tensor<8x2x32x32xf32>) outs(%1992 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_579 = linalg.transpose ins(%1997 : tensor<8x8x3x3xf32>) outs(%1991 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1998 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %1999 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1998, %cst_3, %1996 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2000 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1999 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2001 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1999, %182 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2002 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2001 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2003 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2000 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_580 = tensor.expand_shape %2003 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2004 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2002 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2005 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%181, %181 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2006 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2004, %2005 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_581 = tensor.expand_shape %2006 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2007 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%181, %arg27 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_582 = tensor.expand_shape %2007 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2008 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_581 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1999, %2008 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2010 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2009, %expanded_580 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2011 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2010, %expanded_582 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2012 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2002, %181 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2013 = linalg.fill ins(%cst : f32) outs(%1974 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %2014 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2013 : tensor<32x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg26[%2227, %2226, %c0, %c0] : tensor<8x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x8x1x1xf32>
    %2015 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2011, %2014 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %transposed_583 = linalg.transpose ins(%168 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_584 = linalg.transpose ins(%2011 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2016 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_583, %transposed_584 : tensor<32x2x32x32xf32>, tensor<8x2x32x32xf32>) outs(%2013 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %transposed_585 = linalg.transpose ins(%2016 : tensor<32x8x1x1xf32>) outs(%1968 : tensor<8x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1954, %2015 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<2x32x32x32xf32>) outs(%1952 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x32x32xi1>
    %2019 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2018, %cst_3, %2017 : tensor<2x32x32x32xi1>, tensor<f32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2020 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2019 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2019, %163 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2022 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2021 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2023 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2020 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_586 = tensor.expand_shape %2023 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2024 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2022 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%162, %162 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2026 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2024, %2025 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_587 = tensor.expand_shape %2026 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2027 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%162, %arg24 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_588 = tensor.expand_shape %2027 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2028 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_587 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2019, %2028 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2030 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2029, %expanded_586 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2031 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2030, %expanded_588 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2032 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2022, %162 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2033 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1969 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%2227, %2226, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2034 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2031, %2033 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_589 = linalg.transpose ins(%149 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_590 = linalg.transpose ins(%2031 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2035 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_589, %transposed_590 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%1969 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %transposed_591 = linalg.transpose ins(%2035 : tensor<8x32x1x1xf32>) outs(%1974 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2036 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2037 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2036, %cst_3, %2034 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2038 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2037 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2039 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2037, %145 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2040 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2039 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2041 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2038 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_592 = tensor.expand_shape %2041 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2042 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2040 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2043 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%144, %144 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2044 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2042, %2043 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_593 = tensor.expand_shape %2044 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2045 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%144, %arg21 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_594 = tensor.expand_shape %2045 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2046 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_593 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2037, %2046 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2048 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2047, %expanded_592 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2049 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2048, %expanded_594 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2050 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2040, %144 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2051 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1992 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg20[%2227, %2226, %2230, %2231] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_595 = tensor.insert_slice %2049 into %1995[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32>
    %2052 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_595, %2051 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_596 = linalg.transpose ins(%131 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_597 = linalg.transpose ins(%2049 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_598 = tensor.pad %transposed_596 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<8x2x32x32xf32> to tensor<8x2x34x34xf32>
    %2053 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_598, %transposed_597 : tensor<8x2x34x34xf32>, tensor<8x2x32x32xf32>) outs(%1992 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_599 = linalg.transpose ins(%2053 : tensor<8x8x3x3xf32>) outs(%1991 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2054 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2055 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2054, %cst_3, %2052 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2056 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2055 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2055, %127 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2058 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2057 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2056 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_600 = tensor.expand_shape %2059 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2060 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2058 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2061 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%126, %126 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2062 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2060, %2061 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_601 = tensor.expand_shape %2062 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2063 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%126, %arg18 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_602 = tensor.expand_shape %2063 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2064 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_601 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2055, %2064 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2066 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2065, %expanded_600 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2067 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2066, %expanded_602 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2068 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2058, %126 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2069 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2013 : tensor<32x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg17[%2227, %2226, %c0, %c0] : tensor<8x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x8x1x1xf32>
    %2070 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2067, %2069 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%70 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %transposed_603 = linalg.transpose ins(%113 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_604 = linalg.transpose ins(%2067 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2071 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_603, %transposed_604 : tensor<32x2x32x32xf32>, tensor<8x2x32x32xf32>) outs(%2013 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %transposed_605 = linalg.transpose ins(%2071 : tensor<32x8x1x1xf32>) outs(%1968 : tensor<8x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2072 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2019, %2070 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2073 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x32x32x32xf32>) outs(%1952 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x32x32x32xi1>
    %2074 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2073, %cst_3, %2072 : tensor<2x32x32x32xi1>, tensor<f32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2075 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2074 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2076 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %108 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2077 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2076 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2078 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2075 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_606 = tensor.expand_shape %2078 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2079 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2077 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2080 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%107, %107 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2079, %2080 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_607 = tensor.expand_shape %2081 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2082 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%107, %arg15 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_608 = tensor.expand_shape %2082 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2083 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_607 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2084 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %2083 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2085 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2084, %expanded_606 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2086 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2085, %expanded_608 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2087 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2077, %107 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2088 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1969 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg14[%2227, %2226, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2089 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2086, %2088 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_609 = linalg.transpose ins(%30 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_610 = linalg.transpose ins(%2086 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2090 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_609, %transposed_610 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%1969 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %transposed_611 = linalg.transpose ins(%2090 : tensor<8x32x1x1xf32>) outs(%1974 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2091 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %91 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2092 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2091 : tensor<2x32x32x32xf32>) outs(%73 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2092 : tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2094 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%90, %90 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2095 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2093, %2094 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_612 = tensor.expand_shape %2095 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%90, %arg12 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %expanded_613 = tensor.expand_shape %2096 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2097 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_612 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2098 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %2097 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2099 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2098, %expanded_606 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2100 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2099, %expanded_613 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%69 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x32x32x32xf32>
    %2101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2092, %90 : tensor<32xf32>, tensor<32xf32>) outs(%72 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<32xf32>
    %2102 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1969 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg11[%2227, %2226, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2103 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2100, %2102 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_614 = linalg.transpose ins(%68 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_615 = linalg.transpose ins(%2100 : tensor<2x32x32x32xf32>) outs(%1884 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2104 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_614, %transposed_615 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%1969 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %transposed_616 = linalg.transpose ins(%2104 : tensor<8x32x1x1xf32>) outs(%1974 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2106 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2105, %cst_3, %2103 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2107 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2106 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2106, %64 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2109 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2108 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2107 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_617 = tensor.expand_shape %2110 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2109 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%63, %63 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2113 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2111, %2112 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_618 = tensor.expand_shape %2113 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%63, %arg9 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_619 = tensor.expand_shape %2114 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2115 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_618 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2106, %2115 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2117 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2116, %expanded_617 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2118 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2117, %expanded_619 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2119 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2109, %63 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2120 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1992 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %2228 = linalg.index 2 : index
      %2229 = linalg.index 3 : index
      %2230 = arith.subi %c2, %2228 : index
      %2231 = arith.subi %c2, %2229 : index
      %extracted = tensor.extract %arg8[%2227, %2226, %2230, %2231] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_620 = tensor.insert_slice %2118 into %1995[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32>
    %2121 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_620, %2120 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_621 = linalg.transpose ins(%50 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_622 = linalg.transpose ins(%2118 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_623 = tensor.pad %transposed_621 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<8x2x32x32xf32> to tensor<8x2x34x34xf32>
    %2122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_623, %transposed_622 : tensor<8x2x34x34xf32>, tensor<8x2x32x32xf32>) outs(%1992 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_624 = linalg.transpose ins(%2122 : tensor<8x8x3x3xf32>) outs(%1991 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2124 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2123, %cst_3, %2121 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2125 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2124 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2124, %46 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2126 : tensor<2x8x32x32xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2125 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_625 = tensor.expand_shape %2128 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2127 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_19 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%45, %45 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2129, %2130 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_626 = tensor.expand_shape %2131 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%45, %arg6 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_627 = tensor.expand_shape %2132 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2133 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_626 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2124, %2133 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2135 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2134, %expanded_625 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2136 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2135, %expanded_627 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %2137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2127, %45 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2138 = tensor.empty() : tensor<8x8x1x1xf32>
    %2139 = linalg.fill ins(%cst : f32) outs(%2138 : tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %2140 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2139 : tensor<8x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2226 = linalg.index 0 : index
      %2227 = linalg.index 1 : index
      %extracted = tensor.extract %arg5[%2227, %2226, %c0, %c0] : tensor<8x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x1x1xf32>
    %2141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2136, %2140 : tensor<2x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%31 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_628 = linalg.transpose ins(%2136 : tensor<2x8x32x32xf32>) outs(%1972 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2142 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_609, %transposed_628 : tensor<8x2x32x32xf32>, tensor<8x2x32x32xf32>) outs(%2139 : tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %transposed_629 = linalg.transpose ins(%2142 : tensor<8x8x1x1xf32>) outs(%2138 : tensor<8x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2089, %2141 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_630 = tensor.extract_slice %padded_25[0, 0, 0, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf32> to tensor<2x8x32x66xf32>
    %extracted_slice_631 = tensor.extract_slice %extracted_slice_630[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %extracted_slice_632 = tensor.extract_slice %extracted_slice_630[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_631, %extracted_slice_632 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_633 = tensor.extract_slice %extracted_slice_630[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2144, %extracted_slice_633 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_634 = tensor.extract_slice %padded_25[0, 0, 1, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf32> to tensor<2x8x32x66xf32>
    %extracted_slice_635 = tensor.extract_slice %extracted_slice_634[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2145, %extracted_slice_635 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_636 = tensor.extract_slice %extracted_slice_634[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2146, %extracted_slice_636 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_637 = tensor.extract_slice %extracted_slice_634[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2147, %extracted_slice_637 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_638 = tensor.extract_slice %padded_25[0, 0, 2, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf32> to tensor<2x8x32x66xf32>
    %extracted_slice_639 = tensor.extract_slice %extracted_slice_638[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2148, %extracted_slice_639 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_640 = tensor.extract_slice %extracted_slice_638[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2149, %extracted_slice_640 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_641 = tensor.extract_slice %extracted_slice_638[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2150, %extracted_slice_641 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.cmpf ogt, %in, %in_711 : f32
      %2227 = arith.select %2226, %in, %in_711 : f32
      linalg.yield %2227 : f32
    } -> tensor<2x8x32x32xf32>
    %2152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_631, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2153 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2152, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_642 = tensor.expand_shape %2153 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_643 = tensor.pad %expanded_642 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_644 = tensor.collapse_shape %padded_643 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_645 = tensor.extract_slice %collapsed_644[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_646 = tensor.extract_slice %extracted_slice_645[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_647 = tensor.pad %extracted_slice_646 low[0, 0, 0, 0] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_632, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2152 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2154, %2155 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2152, %2154 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2158 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2156, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_648 = tensor.expand_shape %2158 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_649 = tensor.pad %expanded_648 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_650 = tensor.collapse_shape %padded_649 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_651 = tensor.extract_slice %collapsed_650[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_652 = tensor.extract_slice %extracted_slice_651[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_653 = tensor.pad %extracted_slice_652 low[0, 0, 0, 1] high[0, 0, 3, 2] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2159 = tensor.empty() : tensor<2x8x66x66xf32>
    %2160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_647, %padded_653 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_633, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2157 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2161, %2162 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2157, %2161 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2165 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2163, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_654 = tensor.expand_shape %2165 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_655 = tensor.pad %expanded_654 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_656 = tensor.collapse_shape %padded_655 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_657 = tensor.extract_slice %collapsed_656[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_658 = tensor.extract_slice %extracted_slice_657[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_659 = tensor.pad %extracted_slice_658 low[0, 0, 0, 2] high[0, 0, 3, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2160, %padded_659 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_635, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2164 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2167, %2168 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2164, %2167 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2171 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2169, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_660 = tensor.expand_shape %2171 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_661 = tensor.pad %expanded_660 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_662 = tensor.collapse_shape %padded_661 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_663 = tensor.extract_slice %collapsed_662[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_664 = tensor.extract_slice %extracted_slice_663[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_665 = tensor.pad %extracted_slice_664 low[0, 0, 1, 0] high[0, 0, 2, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2166, %padded_665 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_636, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2170 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2173, %2174 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2170, %2173 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2177 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2175, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_666 = tensor.expand_shape %2177 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_667 = tensor.pad %expanded_666 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_668 = tensor.collapse_shape %padded_667 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_669 = tensor.extract_slice %collapsed_668[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_670 = tensor.extract_slice %extracted_slice_669[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_671 = tensor.pad %extracted_slice_670 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2172, %padded_671 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_637, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2176 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2179, %2180 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2176, %2179 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2183 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2181, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_672 = tensor.expand_shape %2183 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_673 = tensor.pad %expanded_672 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_674 = tensor.collapse_shape %padded_673 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_675 = tensor.extract_slice %collapsed_674[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_676 = tensor.extract_slice %extracted_slice_675[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_677 = tensor.pad %extracted_slice_676 low[0, 0, 1, 2] high[0, 0, 2, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %padded_677 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_639, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2182 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2185, %2186 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2182, %2185 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2189 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2187, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_678 = tensor.expand_shape %2189 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_679 = tensor.pad %expanded_678 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_680 = tensor.collapse_shape %padded_679 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_681 = tensor.extract_slice %collapsed_680[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_682 = tensor.extract_slice %extracted_slice_681[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_683 = tensor.pad %extracted_slice_682 low[0, 0, 2, 0] high[0, 0, 1, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2184, %padded_683 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_640, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2188 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2191, %2192 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2188, %2191 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.ori %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2195 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2193, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_684 = tensor.expand_shape %2195 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_685 = tensor.pad %expanded_684 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_686 = tensor.collapse_shape %padded_685 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_687 = tensor.extract_slice %collapsed_686[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_688 = tensor.extract_slice %extracted_slice_687[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_689 = tensor.pad %extracted_slice_688 low[0, 0, 2, 1] high[0, 0, 1, 2] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2190, %padded_689 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %2197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_641, %2151 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_711: f32, %out: i1):
      %2226 = arith.cmpf oeq, %in, %in_711 : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2194 : tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2226 = arith.xori %in, %true : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2197, %2198 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%1975 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_711: i1, %out: i1):
      %2226 = arith.andi %in, %in_711 : i1
      linalg.yield %2226 : i1
    } -> tensor<2x8x32x32xi1>
    %2200 = linalg.generic {indexing_maps = [#map, #map, #map14, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2199, %2143, %cst_3 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%27 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_690 = tensor.expand_shape %2200 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 32, 1, 32, 1] : tensor<2x8x32x32xf32> into tensor<2x8x32x1x32x1xf32>
    %padded_691 = tensor.pad %expanded_690 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index, %arg167: index, %arg168: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x1x32x1xf32> to tensor<2x8x32x2x32x2xf32>
    %collapsed_692 = tensor.collapse_shape %padded_691 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x32x2x32x2xf32> into tensor<2x8x64x64xf32>
    %extracted_slice_693 = tensor.extract_slice %collapsed_692[0, 0, 0, 0] [2, 8, 63, 64] [1, 1, 1, 1] : tensor<2x8x64x64xf32> to tensor<2x8x63x64xf32>
    %extracted_slice_694 = tensor.extract_slice %extracted_slice_693[0, 0, 0, 0] [2, 8, 63, 63] [1, 1, 1, 1] : tensor<2x8x63x64xf32> to tensor<2x8x63x63xf32>
    %padded_695 = tensor.pad %extracted_slice_694 low[0, 0, 2, 2] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x63x63xf32> to tensor<2x8x66x66xf32>
    %2201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2196, %padded_695 : tensor<2x8x66x66xf32>, tensor<2x8x66x66xf32>) outs(%2159 : tensor<2x8x66x66xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.addf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x66x66xf32>
    %extracted_slice_696 = tensor.extract_slice %2201[0, 0, 1, 0] [2, 8, 64, 66] [1, 1, 1, 1] : tensor<2x8x66x66xf32> to tensor<2x8x64x66xf32>
    %extracted_slice_697 = tensor.extract_slice %extracted_slice_696[0, 0, 0, 1] [2, 8, 64, 64] [1, 1, 1, 1] : tensor<2x8x64x66xf32> to tensor<2x8x64x64xf32>
    %2202 = tensor.empty() : tensor<2x8x64x64xi1>
    %2203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x64x64xf32>) outs(%2202 : tensor<2x8x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2226 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2226 : i1
    } -> tensor<2x8x64x64xi1>
    %2204 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2203, %cst_3, %extracted_slice_697 : tensor<2x8x64x64xi1>, tensor<f32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: i1, %in_711: f32, %in_712: f32, %out: f32):
      %2226 = arith.select %in, %in_711, %in_712 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %2205 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2204 : tensor<2x8x64x64xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2204, %22 : tensor<2x8x64x64xf32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %2207 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2206 : tensor<2x8x64x64xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2205 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_698 = tensor.expand_shape %2208 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2207 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.mulf %in, %cst_20 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2210 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %21 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2211 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2209, %2210 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_699 = tensor.expand_shape %2211 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2212 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%21, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %expanded_700 = tensor.expand_shape %2212 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2213 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_699 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %2214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2204, %2213 : tensor<2x8x64x64xf32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %2215 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2214, %expanded_698 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.subf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %2216 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2215, %expanded_700 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<2x8x64x64xf32>
    %2217 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%2207, %21 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_711: f32, %out: f32):
      %2226 = arith.mulf %in, %in_711 : f32
      linalg.yield %2226 : f32
    } -> tensor<8xf32>
    %2218 = tensor.empty() : tensor<3x2x128x128xf32>
    %transposed_701 = linalg.transpose ins(%arg0 : tensor<2x3x128x128xf32>) outs(%2218 : tensor<3x2x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_702 = tensor.pad %transposed_701 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<3x2x128x128xf32> to tensor<3x2x134x134xf32>
    %2219 = tensor.empty() : tensor<3x16x8x8xf32>
    %expanded_703 = tensor.expand_shape %padded_702 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 134, 134] : tensor<3x2x134x134xf32> into tensor<3x2x1x134x134xf32>
    %expanded_704 = tensor.expand_shape %2216 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 64, 64] : tensor<2x8x64x64xf32> into tensor<2x8x1x64x64xf32>
    %expanded_705 = tensor.expand_shape %2219 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 8, 8] : tensor<3x16x8x8xf32> into tensor<3x2x8x8x8xf32>
    %2220 = linalg.fill ins(%cst : f32) outs(%expanded_705 : tensor<3x2x8x8x8xf32>) -> tensor<3x2x8x8x8xf32>
    %2221 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_703, %expanded_704 : tensor<3x2x1x134x134xf32>, tensor<2x8x1x64x64xf32>) outs(%2220 : tensor<3x2x8x8x8xf32>) -> tensor<3x2x8x8x8xf32>
    %collapsed_706 = tensor.collapse_shape %2221 [[0], [1, 2], [3], [4]] : tensor<3x2x8x8x8xf32> into tensor<3x16x8x8xf32>
    %extracted_slice_707 = tensor.extract_slice %collapsed_706[0, 0, 0, 0] [3, 16, 7, 8] [1, 1, 1, 1] : tensor<3x16x8x8xf32> to tensor<3x16x7x8xf32>
    %extracted_slice_708 = tensor.extract_slice %extracted_slice_707[0, 0, 0, 0] [3, 16, 7, 7] [1, 1, 1, 1] : tensor<3x16x7x8xf32> to tensor<3x16x7x7xf32>
    %expanded_709 = tensor.expand_shape %extracted_slice_708 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 7, 7] : tensor<3x16x7x7xf32> into tensor<3x2x8x7x7xf32>
    %2222 = tensor.empty() : tensor<2x8x3x7x7xf32>
    %transposed_710 = linalg.transpose ins(%expanded_709 : tensor<3x2x8x7x7xf32>) outs(%2222 : tensor<2x8x3x7x7xf32>) permutation = [1, 2, 0, 3, 4] 
    %2223 = tensor.empty() : tensor<8x3x7x7xf32>
    %2224 = linalg.fill ins(%cst : f32) outs(%2223 : tensor<8x3x7x7xf32>) -> tensor<8x3x7x7xf32>
    %2225 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_710 : tensor<2x8x3x7x7xf32>) outs(%2224 : tensor<8x3x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2226 = arith.addf %in, %out : f32
      linalg.yield %2226 : f32
    } -> tensor<8x3x7x7xf32>
    return %1076, %2225, %2217, %2205, %transposed_629, %2137, %2125, %transposed_624, %2119, %2107, %transposed_616, %2101, %2075, %transposed_611, %2087, %2075, %transposed_605, %2068, %2056, %transposed_599, %2050, %2038, %transposed_591, %2032, %2020, %transposed_585, %2012, %2000, %transposed_579, %1990, %1978, %transposed_571, %1967, %1955, %transposed_565, %1944, %1932, %1928, %1918, %1906, %transposed_546, %1900, %1866, %1889, %1878, %1866, %transposed_528, %1859, %1847, %transposed_522, %1841, %1829, %transposed_514, %1823, %1811, %transposed_508, %1804, %1792, %transposed_502, %1786, %1774, %transposed_494, %1768, %1756, %transposed_488, %1748, %1736, %transposed_482, %1726, %1714, %transposed_474, %1703, %1691, %transposed_468, %1680, %1668, %1664, %1654, %1642, %transposed_449, %1636, %1602, %1625, %1614, %1602, %transposed_431, %1595, %1583, %transposed_425, %1577, %1565, %transposed_417, %1559, %1547, %transposed_411, %1540, %1528, %transposed_405, %1522, %1510, %transposed_397, %1504, %1492, %transposed_391, %1485, %1473, %transposed_385, %1467, %1455, %transposed_377, %1449, %1437, %transposed_371, %1430, %1418, %transposed_365, %1412, %1400, %transposed_357, %1394, %1382, %transposed_351, %1374, %1362, %transposed_345, %1352, %1340, %transposed_337, %1329, %1317, %transposed_331, %1306, %1294, %1290, %1280, %1268, %transposed_312, %1262, %1225, %1251, %1237, %1225, %transposed_295, %1218, %1206, %transposed_289, %1200, %1188, %transposed_281, %1182, %1170, %transposed_275, %1162, %1150, %transposed_269, %1140, %1128, %transposed_262, %1116, %1104, %1095, %collapsed_256 : tensor<f32>, tensor<8x3x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>
  }
}
